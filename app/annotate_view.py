"""The rating task of the ParaAMR paper (Appendix A) and its keyboard shortcuts.

Scales are stored as in the paper's Table 4: 3 is best (near-equivalent
meaning; very different structure).  The keyboard rule is a small state machine,
kept pure so that it is tested without a browser:

>>> answers = RatingKeys()
>>> answers.press("3").press("1")
RatingKeys(semantic=3, syntactic=1, active='syntactic', action=None)
>>> answers.press("3").press("1").press("Enter").action
'submit'
>>> RatingKeys().press("Enter").action is None  # nothing to submit yet
True
>>> RatingKeys(semantic=2, syntactic=2, active="syntactic").press("Backspace")
RatingKeys(semantic=None, syntactic=None, active='semantic', action=None)

A click answers too, and moves the keyboard on as a key would:

>>> RatingKeys().answer("semantic", 2).press("3")
RatingKeys(semantic=2, syntactic=3, active='syntactic', action=None)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

__all__ = ["INSTRUCTIONS", "KEYS", "SCALES", "RatingKeys", "Scale"]


@dataclass(frozen=True)
class Scale:
    name: Literal["semantic", "syntactic"]
    question: str
    options: dict[int, str]

    def label(self, value: int) -> str:
        return f"{value} – {self.options[value]}"


SEMANTIC = Scale(
    "semantic",
    "Question 1 (meaning). Do sentence 1 and sentence 2 have the same meaning?",
    {3: "exactly or nearly the same meaning",
     2: "similar meaning, with some differences",
     1: "different meaning"},
)
SYNTACTIC = Scale(
    "syntactic",
    "Question 2 (structure). How different are the structures of the two sentences?",
    {3: "very different structure",
     2: "somewhat different structure",
     1: "nearly the same structure"},
)
SCALES = (SEMANTIC, SYNTACTIC)

INSTRUCTIONS = """\
You will see two sentences. Sentence 2 was produced automatically from sentence 1.
Answer two questions about each pair.

**Question 1: meaning.** Ignore differences in wording and word order; ask whether the
two sentences say the same thing.
3 = exactly or nearly the same meaning · 2 = similar, with some differences · 1 = different meaning.

**Question 2: structure.** Ignore the meaning; compare how the sentences are built:
word order, which phrase comes first, active or passive, clauses.
3 = very different structure · 2 = somewhat different · 1 = nearly the same structure.

Keyboard: press **1**, **2** or **3** to answer question 1, then again for question 2;
**Enter** submits, **S** skips the pair, **U** undoes your last rating, **Backspace**
starts the pair again. Your time on each pair is recorded. You never see other raters' answers.
"""

KEYS = ("1", "2", "3", "Enter", "s", "u", "Backspace")


@dataclass(frozen=True)
class RatingKeys:
    """Answers given so far for one pair, which question a digit answers, and the
    action a key asked for (``submit``, ``skip``, ``undo``)."""

    semantic: int | None = None
    syntactic: int | None = None
    active: Literal["semantic", "syntactic"] = "semantic"
    action: str | None = None

    def press(self, key: str) -> RatingKeys:
        state = replace(self, action=None)
        if key in ("1", "2", "3"):
            if state.active == "semantic":
                return replace(state, semantic=int(key), active="syntactic")
            return replace(state, syntactic=int(key))
        if key == "Backspace":
            return RatingKeys()
        if key == "Enter":
            complete = state.semantic is not None and state.syntactic is not None
            return replace(state, action="submit" if complete else None)
        if key == "s":
            return replace(state, action="skip")
        if key == "u":
            return replace(state, action="undo")
        return state

    def answer(self, scale: Literal["semantic", "syntactic"], value: int) -> RatingKeys:
        """A question answered with the mouse; after question 1 the keys answer question 2."""
        if scale == "semantic":
            return replace(self, semantic=value, active="syntactic", action=None)
        return replace(self, syntactic=value, action=None)
