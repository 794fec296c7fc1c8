"""Annotate: a signed-in rater rates (sentence 1, sentence 2) pairs from their own queue."""

from __future__ import annotations

import time

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
batch = st.selectbox("Batch", names, key="ann_batch")
info = next(b for b in batches if b.name == batch)

progress = store.progress(batch, user.name)
done, remaining = progress.done or 0, progress.remaining or 0
st.progress(done / (done + remaining) if done + remaining else 1.0,
            text=f"You rated {done} pair(s); {remaining} left in your queue"
                 + (f"; skipped {progress.skipped}" if progress.skipped else ""))

for message in st.session_state.pop("ann_messages", []):
    st.toast(message)

item = store.next_item(batch, user.name)
if item is None:
    st.success("Your queue for this batch is done. Thank you!")
    if st.button("Undo my last rating", key="ann_undo_done"):
        undone = store.undo_last(batch, user.name)
        st.session_state["ann_messages"] = ["Last rating undone." if undone else "Nothing to undo."]
        st.rerun()
    st.stop()

aid = item.assignment_id
started = st.session_state.setdefault("ann_started", {})
started.setdefault(aid, time.monotonic())
sem_key, syn_key, active_key = f"ann_sem_{aid}", f"ann_syn_{aid}", f"ann_active_{aid}"


def submit() -> bool:
    semantic, syntactic = st.session_state.get(sem_key), st.session_state.get(syn_key)
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
    st.session_state["ann_messages"] = [f"Saved ({seconds:.0f} s)."]
    return True


def skip() -> None:
    store.skip(aid, user.name)
    started.pop(aid, None)
    st.session_state["ann_messages"] = ["Skipped."]


def undo() -> None:
    undone = store.undo_last(batch, user.name)
    st.session_state["ann_messages"] = ["Last rating undone: it is shown again."
                                        if undone else "Nothing to undo."]


# Shortcuts set the answers before the radio buttons are drawn, so both stay in step.
pressed = components.keyboard_shortcuts(KEYS, key="ann_keys")
if pressed:
    keys = RatingKeys(st.session_state.get(sem_key), st.session_state.get(syn_key),
                      st.session_state.get(active_key, "semantic")).press(pressed)
    st.session_state[sem_key], st.session_state[syn_key] = keys.semantic, keys.syntactic
    st.session_state[active_key] = keys.active
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

active = st.session_state.get(active_key, "semantic")
cols = st.columns(2)
for col, scale, key in zip(cols, SCALES, (sem_key, syn_key), strict=True):
    with col:
        marker = " ⌨" if active == scale.name else ""
        st.radio(scale.question + marker, list(scale.options), key=key, index=None,
                 format_func=scale.label)

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
