"""A rebuilt text that says a bare verb the source coordinated after "and" (the second verb
of an infinitive or of a modal's verb group) as a present-tense main clause of its own.

"to record any broken rules and also keep track of the car's time" shares the "to"; "will
decline ... and then grow" shares the "will"; "force him to return ... and pay penalties"
shares the infinitive under "force".  The parse may hang the second verb on the sentence's
root, and a member-clause or shared-subject move then says it with a pronoun as a finite
clause in the present tense, for no tense was given: "..., and he also keeps track of the
car's time" (a purpose said as a habit), "..., and it grows 15.7 percent to $35.4 billion
then in 2004" (the future lost), "..., and it pays penalties" (what it wants him to do said
as what it does), "he helped that he organises, and he carries out near-simultaneous
bombings".  The check reads words only: the text says after ", and SUBJECT" the '-s' form of
a verb the source said bare right after "and" (or after "and then"/"and also"), a form the
source never says.  Such a text is refused (an entry of realize_source_faults' table,
rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemma_pos, lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["bare_conjunct_made_finite"]

# Adverbs the source may say between "and" and the shared verb ("and then grow").
_CONJUNCT_ADVERBS = frozenset(["then", "also", "later", "even", "still"])
# A clause's subject after ", and": a pronoun, a "the" noun or a name.
_SUBJECT = r"(?:it|they|he|she|we|I|the [\w-]+|[A-Z][\w-]+)"


def _bare_verbs_after_and(tokens: Sequence[str]) -> list[str]:
    """The lower-case bare verbs the source says right after "and" (or "and then")."""
    lowered = lowered_tokens(tokens)
    verbs = []
    for at, token in enumerate(lowered):
        if token != "and":
            continue
        nxt = at + 1
        while nxt < len(lowered) and lowered[nxt] in _CONJUNCT_ADVERBS:
            nxt += 1
        if nxt >= len(tokens):
            continue
        word = tokens[nxt]
        if word.isalpha() and word.islower() and word in lemmas(word) \
                and "VERB" in lemma_pos(word):
            verbs.append(word)
    return verbs


def bare_conjunct_made_finite(text: str, tokens: Sequence[str]) -> str | None:
    """", and SUBJECT VERB-s" where ``text`` says in the present tense a verb the source
    (``tokens``) said bare after "and", a form the source does not say; else None.

    >>> src = ("The Americas market will decline 2.1 percent to $ 30.6 billion in 2003 , and "
    ...        "then grow 15.7 percent to $ 35.4 billion in 2004 .").split()
    >>> bare_conjunct_made_finite("The Americas market will decline 2.1 percent to $30.6 "
    ...     "billion in 2003, and it grows 15.7 percent to $35.4 billion then in 2004.", src)
    ', and it grows'
    >>> bare_conjunct_made_finite("The Americas market will decline 2.1 percent to $30.6 "
    ...     "billion in 2003, and it will then grow 15.7 percent to $35.4 billion in 2004.",
    ...     src) is None
    True
    """
    lowered = set(lowered_tokens(tokens))
    for verb in _bare_verbs_after_and(tokens):
        present = inflect(verb, "VBZ")
        if present in lowered or present == verb:
            continue
        found = re.search(rf", (?:and|but) {_SUBJECT}(?: (?:then|also|later|even|still))? "
                          rf"{re.escape(present)}\b", text)
        if found:
            return found.group(0)
    return None
