"""The reworked Explore results table in a real headless Chromium at 1280x800: the
default human-named columns are on screen, "More columns" adds the rest, and the
drawn graph downloads as SVG and PNG.

Uses the app, browser and page fixtures of ``tests/app/test_browser.py`` (the app is
served from a subprocess, Chromium is the Debian package; nothing is downloaded).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from tests.app.conftest import FIGURE1
from tests.app.test_browser import App, _idle, _needs, app, browser, page  # noqa: F401

pytestmark = [pytest.mark.browser, pytest.mark.slow]

DEFAULT_HEADERS = ["Paraphrase", "Kept / why not", "Meaning (semantic)", "Faithfulness",
                   "Fluency", "Diversity"]


def _headers(table: Any, expected: list[str], timeout: float = 60.0) -> list[str]:
    """The table's column headers once they are ``expected`` (the grid draws them late)."""
    deadline = time.monotonic() + timeout
    found: list[str] = []
    while time.monotonic() < deadline:
        found = table.locator('[role="columnheader"]').all_inner_texts()
        if found == expected:
            return found
        time.sleep(0.3)
    return found


def test_results_table_columns_and_graph_downloads(app: App, page: Any,  # noqa: F811
                                                   tmp_path: Path) -> None:
    _needs("pipeline.render", "pipeline.backends.builtin.realizer")
    page.goto(f"{app.url}/")
    page.get_by_role("textbox", name="Sentence, or a PENMAN graph").fill(FIGURE1)
    page.get_by_role("button", name="Parse").click()
    page.locator("g.node.clickable").first.wait_for()

    # The drawn graph downloads as SVG and PNG files.
    for label, name, magic in (("Download SVG", "amr-graph.svg", b"<?xml"),
                               ("Download PNG", "amr-graph.png", b"\x89PNG")):
        button = page.get_by_role("button", name=label)
        button.wait_for()
        with page.expect_download() as download:
            button.click()
        assert download.value.suggested_filename == name
        target = tmp_path / name
        download.value.save_as(target)
        assert target.read_bytes().startswith(magic)
    assert b"z3 / need&#45;01" in (tmp_path / "amr-graph.svg").read_bytes()

    # One focus, scored (the default): the named score columns need real scores.
    _idle(page)
    page.locator('g.node.clickable[data-var="z6"]').click()
    page.locator('g.node.selected[data-var="z6"]').wait_for()
    page.get_by_text("From 1 focus node(s): z6").wait_for()
    _idle(page)
    page.get_by_role("button", name="Generate paraphrases").click()
    page.get_by_text("candidate(s),", exact=False).first.wait_for(timeout=400_000)
    table = page.locator('[data-testid="stDataFrame"]').filter(
        has=page.locator('[role="columnheader"]', has_text="Kept / why not"))
    table.wait_for()
    assert _headers(table, DEFAULT_HEADERS) == DEFAULT_HEADERS
    box = table.bounding_box()
    assert box is not None and box["x"] + box["width"] <= 1280  # within the window
    cells = table.locator('[role="gridcell"]').all_inner_texts()
    assert "statistic" in cells[0]  # the paraphrase from focus z6, in full
    assert cells[1] == "kept" or cells[1].startswith("filtered: ")

    # "More columns" adds the other facts and scores, under their own names.
    _idle(page)
    more = page.get_by_role("combobox", name="More columns")
    more.click()
    more.fill("Structure change")  # the list is long: type to filter it, as a user would
    page.get_by_role("option", name="Structure change (top)").click()
    page.keyboard.press("Escape")
    expected = [*DEFAULT_HEADERS, "Structure change (top)"]
    # The grid lists the headers it draws: scroll right until the new one is there.
    headers = _headers(table, expected, timeout=30.0)
    deadline = time.monotonic() + 30.0
    while "Structure change (top)" not in headers and time.monotonic() < deadline:
        table.locator('[role="grid"]').first.evaluate("g => { g.scrollLeft = g.scrollWidth; }")
        time.sleep(0.3)
        headers = table.locator('[role="columnheader"]').all_inner_texts()
    assert "Structure change (top)" in headers

    # "What do the scores mean?" says what each measures and which way is better.
    _idle(page)  # the column change reruns the page: a loaded machine shows the old copy too
    page.get_by_text("What do the scores mean?").click()
    page.get_by_text("Better: higher", exact=False).first.wait_for()
    page.get_by_text("faithfulness|parser:", exact=False).first.wait_for()
