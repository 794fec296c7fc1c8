# ruff: noqa: F811  (the fixtures imported from test_browser are test arguments here)
"""The rating flow in a real headless Chromium: practice with feedback, attention
checks, keyboard rating with answers kept in the page, and adjudication on Review.

The app, browser and page fixtures are those of ``test_browser`` (one app per module).
"""

from __future__ import annotations

from typing import Any

import pytest

from app.local_server import sign_in
from tests.app.test_browser import (  # noqa: F401  (fixtures)
    App,
    _focus_page,
    _idle,
    _wait_checked,
    _wait_cursor_on,
    app,
    browser,
    page,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

MEANING = {3: "3 – exactly or nearly the same meaning", 2: "2 – similar meaning, with some differences",
           1: "1 – different meaning"}
STRUCTURE = {3: "3 – very different structure", 2: "2 – somewhat different structure",
             1: "1 – nearly the same structure"}

# Counts the app's script runs (each is a server round trip) from now on.
_COUNT_RUNS = """() => {
  const app = document.querySelector('[data-testid="stApp"]');
  window.__paraamrRuns = 0;
  new MutationObserver(() => {
    if (app.getAttribute('data-test-script-state') === 'running') window.__paraamrRuns += 1;
  }).observe(app, { attributes: true, attributeFilter: ['data-test-script-state'] });
}"""


def _store(app: App) -> Any:
    from db.service import JudgmentStore

    return JudgmentStore(app.db_url)


def _sign_in(app: App, page: Any, name: str, secret: str, batch: str) -> None:
    """Sign in on the Annotate page, then open it on ``batch`` (the batch is in the URL;
    the sign-in token in it keeps the rater signed in)."""
    page.goto(f"{app.url}/annotate")
    sign_in(page, name, secret)
    page.get_by_role("combobox", name="Batch").wait_for()
    _idle(page)
    page.goto(f"{page.url}&ann_batch={batch}")
    page.get_by_text("Sentence 1", exact=True).wait_for()
    _idle(page)


def _rate(page: Any, semantic: int, syntactic: int) -> None:
    """Answer the pair on screen by keyboard (waiting for each answer to show) and submit."""
    _focus_page(page)
    _wait_cursor_on(page, "Question 1")
    page.keyboard.press(str(semantic))
    _wait_checked(page, MEANING[semantic])
    page.keyboard.press(str(syntactic))
    _wait_checked(page, STRUCTURE[syntactic])
    page.keyboard.press("Enter")


def test_practice_with_feedback_then_the_queue_opens(app: App, page: Any) -> None:
    from db.service import ItemInput

    store = _store(app)
    _, secret = store.add_annotator("pia")
    store.create_batch("practice", raters_per_item=1)
    store.add_items("practice", [ItemInput("Ships sail.", "Sailing is what ships do.")])
    store.add_practice("practice", [
        ItemInput("Dogs bark.", "Barking is what dogs do.", gold=(3, 3),
                  gold_note="Same meaning, built anew."),
        ItemInput("Cats purr.", "Dogs bark loudly.", gold=(1, None),
                  gold_note="Sentence 2 is about something else.")], min_accuracy=0.5)
    _sign_in(app, page, "pia", secret, "practice")
    page.get_by_text("Practice pair 1 of 2", exact=False).wait_for()
    page.get_by_text("Barking is what dogs do.").wait_for()
    assert page.get_by_role("button", name="Skip (S)").is_disabled()
    _rate(page, 3, 3)
    page.get_by_text("Practice pair 2 of 2", exact=False).wait_for()
    feedback = page.get_by_text("As expected. You answered meaning 3, structure 3.", exact=False)
    feedback.wait_for()
    assert "Same meaning, built anew." in feedback.inner_text()
    _idle(page)
    _rate(page, 2, 1)
    page.get_by_text("Not quite. You answered meaning 2, structure 1. Expected: meaning 1",
                     exact=False).wait_for()
    page.get_by_text("your real queue starts here", exact=False).wait_for()
    page.get_by_text("Sailing is what ships do.").wait_for()  # the real queue is open
    assert store.qualification("practice", "pia").status == "qualified"


def test_an_attention_check_is_served_and_counted(app: App, page: Any) -> None:
    from db import reports
    from db.service import ItemInput

    store = _store(app)
    _, secret = store.add_annotator("ada")
    store.create_batch("mixed", raters_per_item=1)
    store.add_items("mixed", [ItemInput("Ships sail.", "Sailing is what ships do."),
                                  ItemInput("Birds sing.", "Singing is what birds do.")])
    store.add_attention_checks("mixed", 1, rate=0.5)  # a copy: sentence 2 = sentence 1
    _sign_in(app, page, "ada", secret, "mixed")
    subheaders = page.locator('[data-testid="stHeading"]')
    for n in range(3):
        page.get_by_text(f"You rated {n} pair(s)").wait_for()
        _idle(page)
        first, second = (subheaders.nth(i).inner_text() for i in (1, 2))
        assert page.get_by_text("mixed", exact=False).count() == 0  # nothing marks it
        if first == second:  # the check: same meaning, same structure
            _rate(page, 3, 1)
        else:
            _rate(page, 2, 2)
    page.get_by_text("Your queue for this batch is done").wait_for()
    rater = reports.batch_report(store, "mixed")["annotators"][0]
    assert (rater["attention_checks"], rater["attention_pass_rate"]) == (1, 1.0)


def test_keyboard_rating_of_three_pairs_keeps_answers_in_the_page(app: App, page: Any) -> None:
    from db.service import ItemInput

    store = _store(app)
    _, secret = store.add_annotator("kev")
    store.create_batch("local", raters_per_item=1)
    store.add_items("local", [ItemInput(f"Source {n} is here.", f"Here is source {n}.")
                              for n in range(3)])
    _sign_in(app, page, "kev", secret, "local")
    page.get_by_text("Here is source", exact=False).first.wait_for()
    wanted = [(3, 2), (1, 1), (2, 3)]
    for n, (semantic, syntactic) in enumerate(wanted):
        _idle(page)
        page.evaluate(_COUNT_RUNS)
        _focus_page(page)
        _wait_cursor_on(page, "Question 1")
        page.keyboard.press(str(semantic))
        _wait_checked(page, MEANING[semantic])
        _wait_cursor_on(page, "Question 2")
        page.keyboard.press(str(syntactic))
        _wait_checked(page, STRUCTURE[syntactic])
        page.wait_for_timeout(300)
        assert page.evaluate("() => window.__paraamrRuns") == 0  # answers stayed in the page
        page.keyboard.press("Enter")
        done = "Your queue for this batch is done" if n == 2 else f"You rated {n + 1} pair(s)"
        page.get_by_text(done).wait_for()
        assert page.evaluate("() => window.__paraamrRuns") >= 1  # Enter sent them
    stored = sorted((j.semantic, j.syntactic) for j in store.judgments_of("local", "kev"))
    assert stored == sorted(wanted)
    _idle(page)
    page.keyboard.press("u")  # the done page's undo answers the key too
    page.get_by_text("You rated 2 pair(s)").wait_for()
    assert len(store.judgments_of("local", "kev")) == 2


def test_an_admin_sets_the_final_label_of_a_disputed_item(app: App, page: Any) -> None:
    from db.service import ItemInput

    store = _store(app)
    _, secret = store.add_annotator("root", role="admin")
    store.create_batch("disputed", raters_per_item=2)
    store.add_items("disputed", [ItemInput("Ships sail.", "Sailing is what ships do.")])
    for rater, answer in (("r1", (3, 3)), ("r2", (1, 2))):
        store.add_annotator(rater)
        item = store.next_item("disputed", rater)
        store.submit(item.assignment_id, rater, semantic=answer[0], syntactic=answer[1])
    page.goto(f"{app.url}/review")
    sign_in(page, "root", secret)
    box = page.get_by_role("combobox", name="Batch").first
    box.wait_for()
    _idle(page)
    if "disputed" not in page.locator('[data-testid="stSelectbox"]').first.inner_text():
        box.click()
        page.get_by_role("option", name="disputed", exact=True).click()
        _idle(page)
    page.get_by_role("tab", name="Disagreements").click()
    form = page.locator('[data-testid="stForm"]').filter(has_text="Set final label")
    form.wait_for()
    form.get_by_text(MEANING[2]).click()
    form.get_by_text(STRUCTURE[3]).click()
    form.get_by_role("textbox", name="Note (optional)").fill("between the two")
    form.get_by_role("button", name="Set final label").click()
    _idle(page)
    item_id = store.item_pairs("disputed")[0][0]
    deadline = 60
    while item_id not in store.adjudications("disputed") and deadline:
        page.wait_for_timeout(500)
        deadline -= 1
    final = store.adjudications("disputed")[item_id]
    assert (final.semantic, final.syntactic, final.note, final.by) == (
        2, 3, "between the two", "root")
