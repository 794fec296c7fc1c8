"""Screenshots of every page at 1280x800, as a first-time user and after a little use.

``python -m app.screenshots OUTDIR`` starts the app on a free port with a fresh
data directory and SQLite database (seeded with a small rated batch and a small
corpus), drives it in headless Chromium, and writes one PNG per view to OUTDIR.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from app.local_server import sign_in

__all__ = ["SENTENCES", "main", "seed_data"]

SENTENCES = [
    "I know for them to approve this price, they'll need statistical documentation.",
    "The committee said that it would need more time to approve the new price.",
    "The boy wants to visit the museum in the city.",
]
VIEWPORT: Any = {"width": 1280, "height": 800}


def seed_data(db_url: str, data_dir: Path) -> dict[str, str]:
    """A batch rated by three raters, an admin and a fresh rater; a small corpus file.

    Returns the login secrets by name.
    """
    from db.io import items_from_records
    from db.service import JudgmentStore
    from pipeline.errors import ParaAMRError
    from pipeline.paraphrase import Paraphraser
    from pipeline.settings import load_settings

    settings = load_settings(engine="builtin", db=db_url, data_dir=str(data_dir))
    try:
        paraphraser = Paraphraser(settings, engine="builtin")
        results = {s: paraphraser.paraphrase(s) for s in SENTENCES}
    except (ImportError, ParaAMRError) as exc:  # scoring not usable here: generation only
        print(f"scoring unavailable ({exc}); seeding without scores", file=sys.stderr)
        paraphraser = Paraphraser(settings, engine="builtin", metrics=[])
        results = {s: paraphraser.paraphrase(s) for s in SENTENCES}

    (data_dir / "corpora").mkdir(parents=True, exist_ok=True)  # the default corpus root
    with (data_dir / "corpora" / "corpus.jsonl").open("w", encoding="utf-8") as corpus:
        for source, candidates in results.items():
            paraphrases = [{"para_text": c.text, "perplexity": c.scores.get("perplexity"),
                            "focus": c.focus, "concept": c.concept, "edits": c.edits, "amr": c.amr,
                            "scores": c.scores, "engine": c.engine}
                           for c in candidates if c.kept and c.text]
            corpus.write(json.dumps({"text": source, "paraphrases": paraphrases}) + "\n")

    store = JudgmentStore(db_url)
    secrets = {}
    for name, role in (("admin", "admin"), ("rita", "annotator")):
        secrets[name] = store.add_annotator(name, role=role)[1]
    store.create_batch("pilot", raters_per_item=3)
    # Failed candidates and those identical to their source are left out.
    made = items_from_records([c.to_record() for candidates in results.values()
                               for c in candidates], where="seed")
    store.save_paraphrases(made)  # filtered ones too: evidence for focus debugging
    items = [item for item in made if item.kept]
    store.add_items("pilot", items)
    store.create_batch("round-2", raters_per_item=3)
    store.add_items("round-2", items[:4])
    rng = random.Random(0)
    for rater in ("ann", "bo", "cy"):
        store.add_annotator(rater)
    store.add_raters("pilot", ["ann", "bo", "cy"])
    for rater in ("ann", "bo", "cy"):
        while (item := store.next_item("pilot", rater)) is not None:
            store.submit(item.assignment_id, rater, semantic=rng.choice([1, 2, 3, 3]),
                         syntactic=rng.choice([1, 2, 2, 3]), seconds=rng.uniform(4, 20))
    return secrets


def _sign_in(page: Any, name: str, secret: str) -> None:
    sign_in(page, name, secret)
    page.get_by_text(f"Signed in as {name}").wait_for()


def _settle(page: Any) -> None:
    # Streamlit marks a running script on the app's root; wait for it to finish.
    page.wait_for_timeout(400)
    page.wait_for_function("() => !document.querySelector('[data-testid=\"stStatusWidget\"]')",
                           timeout=120_000)
    page.wait_for_timeout(1500)  # data grids draw after the script finishes


def _shot(page: Any, out: Path, name: str, written: list[Path], *, full: bool = False) -> None:
    """A 1280x800 screenshot; ``full``: a 1280-wide one tall enough for the whole page
    (Streamlit scrolls inside its own container, so a full-page capture needs a tall window)."""
    _settle(page)
    path = out / f"{name}.png"
    if full:
        page.set_viewport_size({"width": 1280, "height": 3000})
        _settle(page)
    page.screenshot(path=str(path))
    if full:
        page.set_viewport_size(VIEWPORT)
        _settle(page)
    written.append(path)


def take(out: Path, workdir: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    from app.local_server import CHROMIUM_ARGS, chromium_path, serve

    db_url = f"sqlite:///{workdir / 'app.sqlite'}"
    data_dir = workdir / "data"
    secrets = seed_data(db_url, data_dir)
    env = {"PARAAMR_DB": db_url, "PARAAMR_DATA_DIR": str(data_dir), "PARAAMR_ENGINE": "builtin",
           "PARAAMR_SETTINGS_FILE": str(workdir / "settings.toml")}
    written: list[Path] = []
    out.mkdir(parents=True, exist_ok=True)
    with serve(env, workdir) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium_path()), args=CHROMIUM_ARGS)
        page = browser.new_context(viewport=VIEWPORT).new_page()
        page.set_default_timeout(120_000)

        page.goto(f"{url}/")
        page.get_by_text("Type a sentence and press").wait_for()
        _shot(page, out, "1-explore-first-visit", written)
        page.get_by_role("textbox", name="Sentence, or a PENMAN graph").fill(SENTENCES[0])
        page.get_by_role("button", name="Parse").click()
        node = page.locator("g.node.clickable").nth(2)
        node.wait_for()
        _shot(page, out, "2-explore-graph", written)
        node.click()
        page.locator("g.node.selected").first.wait_for()
        page.get_by_role("button", name="Generate paraphrases").click()
        page.get_by_text("candidate(s),", exact=False).or_(
            page.get_by_text("Generation failed")).first.wait_for()
        if page.get_by_text("Generation failed").count():  # scorers not usable: generation only
            _shot(page, out, "3a-explore-scoring-unavailable", written)
            page.get_by_text("Score and filter").click()
            _settle(page)
            page.get_by_role("button", name="Generate paraphrases").click()
            page.get_by_text("candidate(s),", exact=False).first.wait_for()
        page.locator('[data-testid="stDataFrame"]').first.evaluate(
            "e => e.scrollIntoView({block: 'start'})")
        _shot(page, out, "3-explore-paraphrases", written)
        _shot(page, out, "3b-explore-full-page", written, full=True)

        page.goto(f"{url}/corpus")
        page.get_by_text("pick a corpus").click()
        page.get_by_role("option", name="corpora/corpus.jsonl").click()
        page.get_by_text("Source sentences").wait_for()
        _shot(page, out, "4-corpus", written)
        grid = page.locator('[data-testid="stDataFrame"]').first
        grid.click(position={"x": 16, "y": 90})  # the first row's selection box
        page.get_by_text("Graph of paraphrase").or_(page.get_by_text("has no graphs")).first.wait_for()
        page.get_by_text("Source:", exact=False).first.scroll_into_view_if_needed()
        _shot(page, out, "4b-corpus-item", written)

        page.goto(f"{url}/annotate")
        page.get_by_role("button", name="Sign in").wait_for()
        _shot(page, out, "5-annotate-sign-in", written)
        _sign_in(page, "rita", secrets["rita"])
        page.get_by_text("Sentence 2", exact=True).wait_for()
        _shot(page, out, "6-annotate-pair", written)

        page = browser.new_context(viewport=VIEWPORT).new_page()
        page.set_default_timeout(120_000)
        page.goto(f"{url}/review")
        _sign_in(page, "admin", secrets["admin"])
        page.get_by_text("Distributions", exact=False).first.wait_for()
        _shot(page, out, "7-review", written)
        _shot(page, out, "7b-review-full-page", written, full=True)
        page.get_by_role("link", name="Focus debugging").click()
        page.get_by_text("Group by").wait_for()
        _shot(page, out, "8-focus-debugging", written)
        _shot(page, out, "8b-focus-debugging-full-page", written, full=True)
        page.get_by_test_id("stSelectbox").filter(has_text="Group by").click()
        page.get_by_role("option", name="depth", exact=True).click()
        _shot(page, out, "8c-focus-debugging-by-depth", written)

        page.get_by_role("link", name="Explore").click()
        page.get_by_role("textbox", name="Sentence, or a PENMAN graph").fill(SENTENCES[1])
        page.get_by_role("button", name="Parse").click()
        page.locator("g.node.clickable").first.wait_for()
        page.get_by_role("button", name="Generate paraphrases").click()
        page.get_by_role("button", name="Save all").click()
        page.get_by_text("new paraphrase(s) to the database").wait_for()
        page.get_by_text("Save and send for rating").scroll_into_view_if_needed()
        _shot(page, out, "9-explore-saved-as-admin", written)
        browser.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.screenshots", description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="paraamr-shots-") as tmp:
        for path in take(args.outdir, Path(tmp)):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
