"""End to end in a real headless Chromium against the app started as a subprocess.

Needs the Debian package ``chromium`` (``make system-deps`` installs it) and the
Playwright Python package; nothing is downloaded.
"""

from __future__ import annotations

import importlib.util
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest

from app.local_server import sign_in

SENTENCE = "I know for them to approve this price, they'll need statistical documentation."

pytestmark = [pytest.mark.browser, pytest.mark.slow]



class App:
    """A running app: its URL and the database it writes to."""

    def __init__(self, url: str, db_url: str) -> None:
        self.url = url
        self.db_url = db_url


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    from app.local_server import chromium_path, serve

    if not chromium_path().exists():
        pytest.skip("Debian package chromium is not installed (make system-deps)")
    pytest.importorskip("playwright.sync_api")
    root = tmp_path_factory.mktemp("browser")
    db_url = f"sqlite:///{root / 'app.sqlite'}"
    env = {"PARAAMR_SETTINGS_FILE": str(root / "settings.toml"),
           "PARAAMR_DATA_DIR": str(root / "data"), "PARAAMR_DB": db_url,
           "PARAAMR_ENGINE": "builtin"}
    with serve(env, root) as url:
        yield App(url, db_url)


@pytest.fixture(scope="module")
def browser(app: App) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        from app.local_server import CHROMIUM_ARGS, chromium_path

        chromium = playwright.chromium.launch(executable_path=str(chromium_path()),
                                              args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture()
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        yield page
    finally:
        context.close()


def _needs(*modules: str) -> None:
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        pytest.skip(f"not in this checkout yet: {', '.join(missing)}")


def test_explore_pick_focus_by_clicking_and_generate(app: App, page: Any) -> None:
    _needs("pipeline.render", "pipeline.backends.builtin.parser",
           "pipeline.backends.builtin.realizer")
    page.goto(f"{app.url}/")
    page.get_by_role("textbox", name="Sentence, or a PENMAN graph").fill(SENTENCE)
    page.get_by_role("button", name="Parse").click()
    nodes = page.locator("g.node.clickable")
    nodes.first.wait_for()
    assert nodes.count() >= 4
    node = nodes.nth(2)
    variable = node.get_attribute("data-var")
    node.hover()  # its aligned words light up in the sentence above the graph
    page.locator("span.tok.hit").first.wait_for()
    node.click()
    page.locator(f'g.node.selected[data-var="{variable}"]').wait_for()
    assert page.locator("g.node.selected").count() == 1
    page.get_by_text(f"From 1 focus node(s): {variable}").wait_for()
    # Generation only: the scorers' models are exercised by the scoring tests, and
    # loading them here would only make this test slow.
    page.get_by_text("Score and filter").click()
    page.get_by_role("switch", name="Score and filter").wait_for(state="attached")
    _wait_unchecked(page, "Score and filter")
    page.get_by_role("button", name="Generate paraphrases").click()
    page.get_by_text("candidate(s),", exact=False).first.wait_for()
    table = page.locator('[data-testid="stDataFrame"]').first
    table.wait_for()
    assert table.is_visible()


def test_rate_a_pair_with_the_keyboard(app: App, page: Any) -> None:
    _needs("db.service")
    from db.service import ItemInput, JudgmentStore

    store = JudgmentStore(app.db_url)
    _, secret = store.add_annotator("kim")
    store.create_batch("browser", raters_per_item=1)
    store.add_items("browser", [ItemInput("The boy wants to go.", "What the boy wants is to go.")])

    page.goto(f"{app.url}/annotate")
    sign_in(page, "kim", secret)
    page.get_by_text("What the boy wants is to go.").wait_for()
    page.wait_for_function("() => typeof window.__paraamrKeyHandler === 'function'")
    page.get_by_text("Sentence 1", exact=True).click()  # focus on the page, not in a text field
    page.keyboard.press("3")
    page.get_by_role("radio", name="3 – exactly or nearly the same meaning").wait_for(state="attached")
    _wait_checked(page, "3 – exactly or nearly the same meaning")
    page.keyboard.press("2")
    _wait_checked(page, "2 – somewhat different structure")
    page.keyboard.press("Enter")
    page.get_by_text("Your queue for this batch is done").wait_for()
    rows = store.judgments_of("browser", "kim")
    assert [(r.semantic, r.syntactic) for r in rows] == [(3, 2)]
    assert rows[0].seconds is not None and rows[0].seconds > 0


def _idle(page: Any) -> None:
    """Wait until the script run the last action started has finished (Streamlit marks
    the app's root while one runs), so the next key is not sent to a page being redrawn."""
    page.wait_for_timeout(300)
    page.wait_for_function("() => document.querySelector('[data-testid=\"stApp\"]')"
                           "?.getAttribute('data-test-script-state') === 'notRunning'")


def _sign_in(app: App, page: Any, name: str, secret: str, batch: str) -> None:
    """Sign in on the Annotate page and open ``batch`` (other tests' batches are listed too)."""
    page.goto(f"{app.url}/annotate")
    sign_in(page, name, secret)
    page.get_by_text("You rated", exact=False).wait_for()
    box = page.get_by_role("combobox", name="Batch")
    for _ in range(5):
        _idle(page)
        if box.input_value() == batch or page.locator('[data-testid="stSelectbox"]').filter(
                has=box).inner_text().endswith(batch):
            break
        box.click()
        option = page.get_by_role("option", name=batch, exact=True)
        option.wait_for()
        option.click()
    _idle(page)


def _focus_page(page: Any) -> None:
    page.wait_for_function("() => typeof window.__paraamrKeyHandler === 'function'")
    page.get_by_text("Sentence 1", exact=True).click()  # focus on the page, not in a text field


def _wait_cursor_on(page: Any, question: str, timeout: float = 30.0) -> None:
    """Wait until the keyboard (its ⌨ line above the pair) is on ``question``
    ("Question 1" or "Question 2")."""
    marked = page.locator(".paraamr-keys")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if marked.count() == 1 and question.lower() in marked.first.inner_text().lower():
            return
        time.sleep(0.2)
    raise AssertionError(f"the keyboard cursor is not on {question}")


def test_keyboard_cursor_after_undo_and_after_a_mouse_answer(app: App, page: Any) -> None:
    _needs("db.service")
    from db.service import ItemInput, JudgmentStore

    store = JudgmentStore(app.db_url)
    _, secret = store.add_annotator("lee")
    store.create_batch("keys", raters_per_item=1)
    store.add_items("keys", [ItemInput("The boy wants to go.", "What the boy wants is to go."),
                             ItemInput("Dogs bark.", "Barking is what dogs do.")])
    _sign_in(app, page, "lee", secret, "keys")
    first = page.get_by_text("What the boy wants is to go.").or_(
        page.get_by_text("Barking is what dogs do.")).first
    first.wait_for()
    first_pair = first.inner_text()
    _focus_page(page)
    page.keyboard.press("3")
    _wait_checked(page, "3 – exactly or nearly the same meaning")
    _idle(page)
    page.keyboard.press("2")
    _wait_checked(page, "2 – somewhat different structure")
    _idle(page)
    page.keyboard.press("Enter")
    page.get_by_text("You rated 1 pair(s)").wait_for()
    _idle(page)
    page.keyboard.press("u")  # the first pair comes back, blank, the cursor on question 1
    page.get_by_text("You rated 0 pair(s)").wait_for()
    page.get_by_text(first_pair).wait_for()
    _idle(page)
    _wait_cursor_on(page, "Question 1")
    page.keyboard.press("1")
    _wait_checked(page, "1 – different meaning")
    _wait_cursor_on(page, "Question 2")
    _idle(page)
    page.keyboard.press("1")
    _wait_checked(page, "1 – nearly the same structure")
    _idle(page)
    page.keyboard.press("Enter")
    page.get_by_text("You rated 1 pair(s)").wait_for()
    assert [(r.semantic, r.syntactic) for r in store.judgments_of("keys", "lee")] == [(1, 1)]
    # The second pair: question 1 answered with the mouse moves the cursor to question 2.
    _idle(page)
    page.locator('[data-testid="stRadio"] label').filter(
        has_text="2 – similar meaning, with some differences").first.click()
    _wait_cursor_on(page, "Question 2")
    _idle(page)
    page.keyboard.press("3")
    _wait_checked(page, "3 – very different structure")
    _wait_checked(page, "2 – similar meaning, with some differences")  # not overwritten
    _idle(page)
    page.keyboard.press("Enter")
    page.get_by_text("Your queue for this batch is done").wait_for()
    assert sorted((r.semantic, r.syntactic) for r in store.judgments_of("keys", "lee")) == [
        (1, 1), (2, 3)]


def test_a_reload_keeps_the_rater_signed_in(app: App, page: Any) -> None:
    _needs("db.service")
    from db.service import ItemInput, JudgmentStore

    store = JudgmentStore(app.db_url)
    _, secret = store.add_annotator("max")
    store.create_batch("reload", raters_per_item=1)
    store.add_items("reload", [ItemInput("Cats purr.", "Purring is what cats do.")])
    _sign_in(app, page, "max", secret, "reload")
    page.get_by_text("Purring is what cats do.").wait_for()
    assert secret not in page.url
    _idle(page)
    page.reload()
    page.get_by_text("Purring is what cats do.").wait_for()
    assert page.get_by_role("button", name="Sign in").count() == 0
    _idle(page)
    page.get_by_role("button", name="Sign out").click()
    page.get_by_role("button", name="Sign in").wait_for()
    _idle(page)
    page.reload()
    page.get_by_role("button", name="Sign in").wait_for()  # signed out stays signed out


def _wait_unchecked(page: Any, label: str, timeout: float = 30.0) -> None:
    box = page.get_by_role("switch", name=label)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not box.is_checked():
            return
        time.sleep(0.2)
    raise AssertionError(f"{label!r} is still on")


def _wait_checked(page: Any, label: str, timeout: float = 30.0) -> None:
    radio = page.get_by_role("radio", name=label)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if radio.count() and radio.first.is_checked():
            return
        time.sleep(0.2)
    raise AssertionError(f"radio {label!r} was not checked after the key press")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "-v"]))
