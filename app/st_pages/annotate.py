"""Annotate: a signed-in rater rates (sentence 1, sentence 2) pairs from their own queue.

Practice pairs (if the batch has any) come first, each followed by feedback;
a rater held after practice is told so instead of seeing the queue.  A pair's
answers stay in the browser (one ``st.form``) until Submit, Skip or a key that
presses them: choosing an answer costs no server round trip.
"""

from __future__ import annotations

import time
from typing import Any

import streamlit as st

from app import auth, components, resources
from app.annotate_view import INSTRUCTIONS, SCALES, feedback_text, held_text, rating_keys
from db.records import QualificationHeld, QueueItem
from pipeline.errors import ParaAMRError

st.title("Rate paraphrase pairs")
user = auth.require_user("to rate pairs")

try:
    store = resources.get_store()
    batches = [b for b in store.list_batches() if not b.raters or user.name in b.raters]
except resources.UNAVAILABLE as exc:
    st.error(str(exc))
    st.stop()

if not batches:
    st.info("No batch is open to you yet. An admin creates batches on the Review page "
            "(or with `paraamr annotate import`).")
    st.stop()

names = [b.name for b in batches]
# In the URL too, so that a reload opens the same batch.
batch = st.selectbox("Batch", names, key="ann_batch", bind="query-params")
info = next(b for b in batches if b.name == batch)

# Each pair shown afresh (after a rating, skip, undo or clear) gets a new
# generation: its widgets are new, so it starts blank with the keyboard on question 1.
generation = st.session_state.setdefault("ann_generation", 0)

# The buttons act in callbacks, which run before the page is drawn again: one
# script run per submit, not one to store the answers and a second to show the
# next pair.  What went wrong is kept for the page to show beside the pair.


def next_pair(message: str) -> None:
    st.session_state["ann_generation"] = st.session_state.get("ann_generation", 0) + 1
    st.session_state["ann_messages"] = [message]


def undo(store: Any, batch: str, rater: str) -> None:
    undone = store.undo_last(batch, rater)
    next_pair("Last rating undone: it is shown again." if undone else "Nothing to undo.")


def submit(store: Any, item: QueueItem, rater: str, keys: tuple[str, str]) -> None:
    semantic, syntactic = (st.session_state.get(key) for key in keys)
    if semantic is None or syntactic is None:
        st.session_state["ann_problem"] = "Answer both questions before submitting."
        return
    started = st.session_state.setdefault("ann_started", {})
    seconds = round(time.monotonic() - started.get(item.assignment_id, time.monotonic()), 2)
    try:
        record = store.submit(item.assignment_id, rater, semantic=int(semantic),
                              syntactic=int(syntactic), seconds=seconds)
    except ParaAMRError as exc:
        st.session_state["ann_problem"] = str(exc)
        return
    started.pop(item.assignment_id, None)
    if record.feedback is not None:
        st.session_state["ann_feedback"] = (item.batch, item.source, item.paraphrase,
                                            (int(semantic), int(syntactic)), record.feedback)
    next_pair(f"Saved ({seconds:.0f} s).")


def skip(store: Any, item: QueueItem, rater: str) -> None:
    try:
        store.skip(item.assignment_id, rater)
    except ParaAMRError as exc:
        st.session_state["ann_problem"] = str(exc)
        return
    st.session_state.setdefault("ann_started", {}).pop(item.assignment_id, None)
    next_pair("Skipped.")


def show_feedback() -> None:
    """Feedback on the practice pair answered last (kept until the next answer)."""
    shown = st.session_state.get("ann_feedback")
    if not shown or shown[0] != batch:
        return
    _, source, paraphrase, answer, feedback = shown
    with st.container(border=True, key="ann_feedback_box"):
        st.markdown("**Practice feedback** on the pair you just answered")
        st.caption(f"{components.escape_markdown(source)} → "
                   f"{components.escape_markdown(paraphrase)}")
        say = st.success if feedback.correct else st.warning
        say(("As expected. " if feedback.correct else "Not quite. ")
            + components.escape_markdown(feedback_text(feedback, answer)))


for message in st.session_state.pop("ann_messages", []):
    st.toast(message)

try:
    item = store.next_item(batch, user.name)
except QualificationHeld:
    show_feedback()
    st.warning(held_text(store.qualification(batch, user.name)))
    st.stop()
except ParaAMRError as exc:
    st.error(str(exc))
    st.stop()

standing = store.qualification(batch, user.name) if info.practice_items else None
progress = store.progress(batch, user.name)
if item is not None and item.practice and standing is not None:
    st.info(f"Practice pair {standing.practice_done + 1} of {standing.practice_items}: "
            "after you submit you see the expected answer. Your real queue opens after the "
            "practice pairs.")
else:
    done, remaining = progress.done or 0, progress.remaining or 0
    st.progress(done / (done + remaining) if done + remaining else 1.0,
                text=f"You rated {done} pair(s); {remaining} left in your queue"
                     + (f"; skipped {progress.skipped}" if progress.skipped else ""))
show_feedback()
if item is not None and not item.practice and st.session_state.get("ann_feedback"):
    st.caption("That was the last practice pair: your real queue starts here.")
    st.session_state.pop("ann_feedback", None)

if item is None:
    st.success("Your queue for this batch is done. Thank you!")
    with st.container(key="ann_done"):
        rating_keys(key=f"ann_keys_done_{generation}", generation=f"done-{generation}",
                    buttons={"u": "ann_undo_done"})
        st.button("Undo my last rating (U)", key="ann_undo_done", on_click=undo,
                  args=(store, batch, user.name))
    st.stop()

aid = item.assignment_id
started = st.session_state.setdefault("ann_started", {})
started.setdefault(aid, time.monotonic())
sem_key, syn_key = f"ann_sem_{aid}_{generation}", f"ann_syn_{aid}_{generation}"
buttons = {"Enter": "ann_submit", "u": "ann_undo", "Backspace": "ann_clear"}
if not item.practice:  # practice pairs cannot be skipped
    buttons["s"] = "ann_skip"

with st.container(key="ann_pair"):
    # A new keyboard component per pair: one kept under the same key is not always
    # told about the new pair when the page above it changes (practice feedback).
    rating_keys(key=f"ann_keys_{aid}_{generation}", generation=f"{aid}-{generation}",
                groups=(sem_key, syn_key), family="ann_sem_", buttons=buttons)
    with st.form(f"ann_form_{aid}_{generation}", border=False):
        with st.container(border=True):
            st.caption("Sentence 1")
            st.subheader(components.escape_markdown(item.source), anchor=False)
            st.caption("Sentence 2")
            st.subheader(components.escape_markdown(item.paraphrase), anchor=False)
        for col, scale, key in zip(st.columns(2), SCALES, (sem_key, syn_key), strict=True):
            with col:
                st.markdown(components.escape_markdown(scale.question))
                st.radio(scale.question, list(scale.options), key=key, index=None,
                         format_func=scale.label, label_visibility="collapsed")
        left, mid, right, clear = st.columns([1, 1, 1, 1])
        left.form_submit_button("Submit (Enter)", type="primary", key="ann_submit",
                                width="stretch", on_click=submit,
                                args=(store, item, user.name, (sem_key, syn_key)))
        mid.form_submit_button("Skip (S)", key="ann_skip", width="stretch",
                               disabled=item.practice, on_click=skip,
                               args=(store, item, user.name))
        right.form_submit_button("Undo last (U)", key="ann_undo", width="stretch",
                                 on_click=undo, args=(store, batch, user.name))
        clear.form_submit_button("Clear (Backspace)", key="ann_clear", width="stretch",
                                 on_click=next_pair, args=("Answers cleared.",))
    problem = st.session_state.pop("ann_problem", None)
    if problem:
        st.warning(problem)
st.caption("Keyboard: 1/2/3 answer question 1, then question 2; Enter submits; S skips; "
           "U undoes your last rating; Backspace clears this pair. Answers stay on this page "
           "until you submit.")

# Below the pair, so that the task itself is what a first-time rater sees first.
with st.expander("Instructions", expanded=(progress.done or 0) == 0):
    if info.instructions.strip():
        st.markdown(components.escape_markdown(info.instructions))
    st.markdown(INSTRUCTIONS)
