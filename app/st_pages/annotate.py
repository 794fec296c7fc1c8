"""Annotate: a signed-in rater rates (sentence 1, sentence 2) pairs from their own queue."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Literal

import streamlit as st

from app import auth, components, resources
from app.annotate_view import INSTRUCTIONS, KEYS, SCALES, RatingKeys
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

progress = store.progress(batch, user.name)
done, remaining = progress.done or 0, progress.remaining or 0
st.progress(done / (done + remaining) if done + remaining else 1.0,
            text=f"You rated {done} pair(s); {remaining} left in your queue"
                 + (f"; skipped {progress.skipped}" if progress.skipped else ""))

def forget_answers(assignment_id: int) -> None:
    """A pair done with (rated, skipped) or undone: shown again, it starts blank with the
    keyboard on question 1, not where it was left."""
    for prefix in ("ann_answers_", "ann_sem_", "ann_syn_"):
        st.session_state.pop(f"{prefix}{assignment_id}", None)


for message in st.session_state.pop("ann_messages", []):
    st.toast(message)

item = store.next_item(batch, user.name)
if item is None:
    st.success("Your queue for this batch is done. Thank you!")
    if st.button("Undo my last rating", key="ann_undo_done"):
        undone = store.undo_last(batch, user.name)
        if undone:
            forget_answers(undone.assignment_id)
        st.session_state["ann_messages"] = ["Last rating undone." if undone else "Nothing to undo."]
        st.rerun()
    st.stop()

aid = item.assignment_id
started = st.session_state.setdefault("ann_started", {})
started.setdefault(aid, time.monotonic())
# The answers live in one RatingKeys (keys and clicks both update it); the radio
# buttons only show it.  The browser sends a radio's value with every rerun, and
# one still drawn from before a fast key press would otherwise undo that key.
answers_key, sem_key, syn_key = f"ann_answers_{aid}", f"ann_sem_{aid}", f"ann_syn_{aid}"


def answers() -> RatingKeys:
    found = st.session_state.get(answers_key)
    return found if isinstance(found, RatingKeys) else RatingKeys()


def submit() -> bool:
    semantic, syntactic = answers().semantic, answers().syntactic
    if semantic is None or syntactic is None:
        st.warning("Answer both questions before submitting.")
        return False
    seconds = round(time.monotonic() - started.get(aid, time.monotonic()), 2)
    try:
        store.submit(aid, user.name, semantic=int(semantic), syntactic=int(syntactic),
                     seconds=seconds)
    except ParaAMRError as exc:
        st.error(str(exc))
        return False
    started.pop(aid, None)
    forget_answers(aid)
    st.session_state["ann_messages"] = [f"Saved ({seconds:.0f} s)."]
    return True


def skip() -> None:
    store.skip(aid, user.name)
    started.pop(aid, None)
    forget_answers(aid)
    st.session_state["ann_messages"] = ["Skipped."]


def undo() -> None:
    undone = store.undo_last(batch, user.name)
    if undone:
        forget_answers(undone.assignment_id)
    st.session_state["ann_messages"] = ["Last rating undone: it is shown again."
                                        if undone else "Nothing to undo."]


pressed = components.keyboard_shortcuts(KEYS, key="ann_keys")
if pressed:
    keys = answers().press(pressed)
    st.session_state[answers_key] = replace(keys, action=None)
    if keys.action == "submit":
        if submit():
            st.rerun()
    elif keys.action == "skip":
        skip()
        st.rerun()
    elif keys.action == "undo":
        undo()
        st.rerun()
    elif pressed == "Enter":
        st.warning("Answer both questions before submitting.")

with st.container(border=True):
    st.caption("Sentence 1")
    st.subheader(components.escape_markdown(item.source), anchor=False)
    st.caption("Sentence 2")
    st.subheader(components.escape_markdown(item.paraphrase), anchor=False)


def answered_with_the_mouse(scale: Literal["semantic", "syntactic"], key: str) -> None:
    # None comes only from a radio drawn before a key answered it (a click cannot
    # clear one): the answers stand.
    value = st.session_state.get(key)
    if value is not None:
        st.session_state[answers_key] = answers().answer(scale, int(value))


current = answers()
cols = st.columns(2)
for col, scale, key in zip(cols, SCALES, (sem_key, syn_key), strict=True):
    with col:
        # The keyboard marker is drawn beside the radio, not in its label: a new label
        # makes a new widget, whose browser-side value then races the keys' answers.
        marker = " ⌨" if current.active == scale.name else ""
        st.markdown(components.escape_markdown(scale.question) + marker)
        st.session_state[key] = getattr(current, scale.name)
        st.radio(scale.question, list(scale.options), key=key, index=None,
                 format_func=scale.label, label_visibility="collapsed",
                 on_change=answered_with_the_mouse, args=(scale.name, key))

left, mid, right, _ = st.columns([1, 1, 1, 3])
if left.button("Submit (Enter)", type="primary", key="ann_submit", width="stretch") and submit():
    st.rerun()
if mid.button("Skip (S)", key="ann_skip", width="stretch"):
    skip()
    st.rerun()
if right.button("Undo last (U)", key="ann_undo", width="stretch"):
    undo()
    st.rerun()
st.caption("Keyboard: 1/2/3 answer question 1, then question 2; Enter submits; S skips; "
           "U undoes your last rating; Backspace clears this pair.")

# Below the pair, so that the task itself is what a first-time rater sees first.
with st.expander("Instructions", expanded=done == 0):
    if info.instructions.strip():
        st.markdown(components.escape_markdown(info.instructions))
    st.markdown(INSTRUCTIONS)
