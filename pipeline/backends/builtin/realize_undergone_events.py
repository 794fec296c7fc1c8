"""Events whose subject undergoes them or measures something, which the intended pseudo-cleft
(realize_intended) cannot say with "do": "What Indiana's population is expected to do
through 2040 is increase by about 19 percent ..." (2984), "What the deficit is still
expected to do is top $500 billion in 2004" (6975), "What the transition is slated to do is
begin ...".

"do" stands for an action of its subject; a change of amount with no object ("increase by
19 percent"), an event that starts, ends or befalls its subject ("close", "expire",
"happen"), a measure ("top $500 billion", "exceed", "total") and a perceiving or
receiving ("see temperatures hit 38 C") are none.  The parse gives
an intransitive verb's subject :ARG0 as it gives an agent's, so the verb and the missing
object tell them apart: with an object the same verbs are actions ("What Sovereign expects
to do is close the acquisition ...", "double its classes")."""

from __future__ import annotations

from pipeline.backends.builtin.parse_words import CHANGE_VERBS
from pipeline.backends.builtin.realize_concepts import stem
from pipeline.backends.builtin.realize_tree import Node, is_inverted

__all__ = ["undergone_event"]

# Verbs whose subject, with no object, starts, ends, lasts or befalls: "the deal is expected
# to close", "the contract is due to expire", "the talks are set to begin".
_INCHOATIVES = frozenset(["close", "open", "end", "begin", "start", "finish", "expire",
                          "happen", "occur", "double", "triple", "improve", "worsen", "widen",
                          "narrow", "rebound", "recover", "last", "continue", "resume",
                          "collapse", "fail", "succeed"])
# Verbs whose subject measures their object, object or not: "top $500 billion".
_MEASURES = frozenset(["top", "exceed", "surpass", "total", "amount", "equal", "average"])
# Verbs whose subject perceives, receives or suffers their object: "What western and
# southwestern Germany were expected to do was see temperatures hit 38 C" (3764).
_EXPERIENCES = frozenset(["see", "receive", "suffer", "experience", "undergo", "face"])


def undergone_event(event: Node) -> bool:
    """Whether ``event``'s subject undergoes it or measures with it (see the module
    docstring): a verb of :data:`_MEASURES` or :data:`_EXPERIENCES`, or one of a change of amount or of
    :data:`_INCHOATIVES` with no :ARG1."""
    verb = stem(event.concept).split("-")[0]
    if verb in _MEASURES or verb in _EXPERIENCES:
        return True
    has_object = any(e.role == ":ARG1" and not is_inverted(e.role) for e in event.edges)
    return verb in (CHANGE_VERBS | _INCHOATIVES) and not has_object
