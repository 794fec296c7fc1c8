"""A verb's second complement carried along with its object.

"cleared Blair's cabinet of that accusation", "charged a church minister with physical
abuse": the "of" and "with" phrases are the verb's, not the object's.  A passive or cleft
that moves the object must leave them after the verb ("Blair's cabinet was cleared of that
accusation"); the parse that hangs them on the object moves them too, and the text reads as
broken or says another thing ("But blair's cabinet of that accusation was cleared by the
Foreign Affairs Committee yesterday.", "A church minister with physical abuse in the death
of an 8-year-old autistic boy ... was charged by Milwaukee prosecutors").  A text that says
such a phrase before its verb where the source said it after is refused (text_fault's
source checks).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["carried_complement"]

# Verbs whose object takes a phrase of theirs after it ("clear X of Y", "charge X with Y").
_COMPLEMENT_PREPOSITIONS = {
    "clear": "of", "accuse": "of", "convict": "of", "acquit": "of", "rob": "of",
    "deprive": "of", "strip": "of", "relieve": "of", "remind": "of", "inform": "of",
    "notify": "of", "charge": "with", "provide": "with", "present": "with",
    "credit": "with", "supply": "with", "equip": "with", "reward": "with",
}
# Each form of those verbs, with all the forms of its lemma.
_FORMS = {form: forms for forms in (
    frozenset({lemma, *(inflect(lemma, tag) for tag in ("VBD", "VBN", "VBZ", "VBG"))})
    for lemma in _COMPLEMENT_PREPOSITIONS) for form in forms}
# Words before a form that make it no verb of the list ("made clear", "the cleared land").
_NOT_VERB_BEFORE = frozenset(["the", "a", "an", "its", "their", "his", "her", "make", "made",
                              "makes", "making"])
# How far after its verb the source may say the phrase (the object between).
_SPAN = 10


def preposition_of(forms: frozenset[str]) -> str:
    """The preposition of the verb whose ``forms`` these are."""
    return next(p for lemma, p in _COMPLEMENT_PREPOSITIONS.items() if lemma in forms)


def carried_complement(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "verb ... preposition word" (``tokens``) whose phrase ``text`` says
    before the verb, else None.

    >>> tokens = "But the committee cleared Blair 's cabinet of that accusation .".split()
    >>> carried_complement("But blair's cabinet of that accusation was cleared by the "
    ...                    "committee.", tokens)
    'cleared ... of that'
    >>> carried_complement("But Blair's cabinet was cleared of that accusation by the "
    ...                    "committee.", tokens)
    """
    lowered = lowered_tokens(tokens)
    for index, word in enumerate(lowered):
        forms = _FORMS.get(word)
        if forms is None or (index and lowered[index - 1] in _NOT_VERB_BEFORE) \
                or lowered[index + 1:index + 2] == [preposition_of(forms)]:
            continue  # no object between: "accused of aiding terrorists"
        preposition = preposition_of(forms)
        for after in range(index + 2, min(index + _SPAN, len(lowered) - 1)):
            if lowered[after] in (",", ";", ".", "and", "but"):
                break
            if lowered[after] != preposition:
                continue
            phrase = f"{preposition} {lowered[after + 1]}"
            said = re.search(rf"(?i)\b{re.escape(phrase)}\b", text)
            verb = re.search(rf"(?i)\b(?:{'|'.join(sorted(forms))})\b", text)
            # a cleft on the phrase itself keeps it whole ("It was with five counts of
            # first-degree murder that Paul Durousseau was charged")
            if said is not None and verb is not None and said.start() < verb.start() \
                    and not re.search(r"(?i)\bit (?:is|was) $", text[:said.start()]):
                return f"{word} ... {phrase}"
            break
    return None
