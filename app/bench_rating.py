"""How long a rater waits on the Annotate page, in a real headless Chromium.

``python -m app.bench_rating [--pairs N] [--json]`` starts the app on a fresh
SQLite database, signs a rater in and rates ``N`` pairs by keyboard the way a
person does: ``3``, wait until the answer shows, ``2``, wait, ``Enter``, wait
for the next pair.  It prints the seconds per rated pair (median and mean)
and the wait after each kind of key.  The issue's target is 10 pairs a minute
with time to read; the waits here are the page's share of that.

Needs the Debian package ``chromium`` and Playwright (as the browser tests).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from app.local_server import sign_in

__all__ = ["run"]

MEANING_3 = "3 – exactly or nearly the same meaning"
STRUCTURE_2 = "2 – somewhat different structure"


def _wait(condition: Any, what: str, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"the page did not answer in time: {what}")
        time.sleep(0.02)


def _checked(page: Any, label: str) -> bool:
    radio = page.get_by_role("radio", name=label)
    return bool(radio.count() and radio.first.is_checked())


def run(pairs: int = 10) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    from app.local_server import CHROMIUM_ARGS, chromium_path, serve
    from db.service import ItemInput, JudgmentStore

    root = Path(tempfile.mkdtemp(prefix="paraamr-bench-rating-"))
    db_url = f"sqlite:///{root / 'app.sqlite'}"
    store = JudgmentStore(db_url)
    _, secret = store.add_annotator("bench")
    store.create_batch("bench", raters_per_item=1)
    store.add_items("bench", [ItemInput(f"Source sentence number {n} is here.",
                                        f"Here is source sentence number {n}.")
                              for n in range(pairs)])
    env = {"PARAAMR_SETTINGS_FILE": str(root / "settings.toml"),
           "PARAAMR_DATA_DIR": str(root / "data"), "PARAAMR_DB": db_url,
           "PARAAMR_ENGINE": "builtin"}
    waits: dict[str, list[float]] = {"digit": [], "enter": []}
    per_pair: list[float] = []
    with serve(env, root) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium_path()),
                                             args=CHROMIUM_ARGS)
        page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
        page.set_default_timeout(60_000)
        page.goto(f"{url}/annotate")
        sign_in(page, "bench", secret)
        page.get_by_text("You rated 0 pair(s)").wait_for()
        page.wait_for_function("() => typeof window.__paraamrKeyHandler === 'function'")
        page.get_by_text("Sentence 1", exact=True).click()
        for n in range(pairs):
            start = time.perf_counter()
            for key, label in (("3", MEANING_3), ("2", STRUCTURE_2)):
                pressed = time.perf_counter()
                page.keyboard.press(key)
                _wait(lambda label=label: _checked(page, label), f"pair {n + 1}, {label!r}")
                waits["digit"].append(time.perf_counter() - pressed)
            pressed = time.perf_counter()
            page.keyboard.press("Enter")
            done = (page.get_by_text("Your queue for this batch is done") if n == pairs - 1
                    else page.get_by_text(f"You rated {n + 1} pair(s)"))
            done.wait_for()
            if n < pairs - 1:  # the next pair is drawn, blank
                _wait(lambda: not _checked(page, MEANING_3), f"pair {n + 2} drawn blank")
            waits["enter"].append(time.perf_counter() - pressed)
            per_pair.append(time.perf_counter() - start)
        browser.close()
    stored = [(j.semantic, j.syntactic) for j in store.judgments_of("bench", "bench")]
    return {"pairs": pairs, "stored": len(stored), "stored_as_pressed": stored.count((3, 2)),
            "seconds_per_pair": {"median": round(statistics.median(per_pair), 3),
                                 "mean": round(statistics.fmean(per_pair), 3),
                                 "max": round(max(per_pair), 3)},
            "seconds_after_digit": {"median": round(statistics.median(waits["digit"]), 3),
                                    "max": round(max(waits["digit"]), 3)},
            "seconds_after_enter": {"median": round(statistics.median(waits["enter"]), 3),
                                    "max": round(max(waits["enter"]), 3)}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.bench_rating", description=__doc__)
    parser.add_argument("--pairs", type=int, default=10)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = run(args.pairs)
    if args.json:
        print(json.dumps(result))
    else:
        for name, value in result.items():
            print(f"{name}: {value}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
