"""A rebuilt text that clefts what the source said after its 'be': no noun phrase of the
clause, so nothing a cleft can pick out.

The source's predicate ("were also infected", "is considered short", "were unchanged",
"were contract employees of the CIA") read as a focus and clefted leaves the clause after
'that' without its verb: "It was unchanged after initially rising at $7.18 on Nasdaq shortly
after midday shares in Tellabs.", "It was contract employees of the CIA that two Americans
killed in a recent ambush in Afghanistan" (the Americans now the killers).  A partitive's
'of' torn from its count is clefted the same way: "It was of nine Democratic candidates for
president that would participate ..., seven also said.".  And the predicate adjective said
as an 'of' phrase: "The efforts of the administration of critical that many of the affected
countries ... are considered bring stability to this hemisphere."  A prepositional phrase
after 'be' ("It was on the IU campus that Humphries and William were ...") clefts well and
stays; so does a name, which may be the source's subject said after 'be' ("Joining him ...
were Justices Sandra Day O'Connor, ...").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text, lowered_tokens
from pipeline.backends.builtin.realize_words import (
    BE_FORMS,
    DETERMINERS,
    POSSESSIVE_DETERMINERS,
    PRE_VERB_ADVERBS,
    PREPOSITIONS,
)

# Verbs whose complement is a predicate, no object: what follows them is no noun phrase of
# the clause to cleft.  ('become' is left out: "It was Labour leader that Mr Blair became in
# 1994" reads well enough.)
_PREDICATE_VERBS = BE_FORMS | frozenset(["considered", "remain", "remains", "remained"])
_CLEFT_OPENING = re.compile(
    r"^(?:[\w.]+, )?[Ii]t (?:is|was|were|will be|would be|has been|had been) ([\w'-]+)")
# Adverbs of a verb, never of a noun phrase ("only", "even", "just" may open one: "It is only
# Intel Corp. that has a lower dividend yield"): a cleft focus they open is the source's
# verb phrase ("It was probably lead through the coming months of a council ...").
_VERB_ADVERBS = PRE_VERB_ADVERBS - {"only", "even", "just", "almost", "nearly"}
_NOT_A_PREDICATE = DETERMINERS | POSSESSIVE_DETERMINERS | PREPOSITIONS | frozenset(
    ["a", "an", "the", "it", "they", "he", "she", "we", "you", "i"])


def _predicate_words(tokens: Sequence[str]) -> set[str]:
    """The words the source said right after a 'be' or a linking verb, not after an
    extraposition's "it is" ("It is critical that ...")."""
    words = lowered_tokens(tokens)
    return {words[k] for k in range(1, len(words))
            if words[k - 1] in _PREDICATE_VERBS and (k < 2 or words[k - 2] != "it")
            and tokens[k][:1].islower() and words[k] not in _NOT_A_PREDICATE
            and not words[k][:1].isdigit()}


def predicate_cleft(text: str, tokens: Sequence[str], cleft: bool) -> str | None:
    """The source's predicate word ``text`` clefts (``cleft``: the text is a cleft) or says
    after 'of', or None.  (Only a cleft is read: "It is expected that ..." for "... is
    expected to ..." opens alike and is sound.)

    >>> src = "Shares in Tellabs , after initially rising , were unchanged at $7.18 .".split()
    >>> predicate_cleft("It was unchanged after initially rising at $7.18 shares in Tellabs.",
    ...                 src, True)
    'unchanged'
    >>> predicate_cleft("It was shares in Tellabs that were unchanged at $7.18.", src, True) is None
    True
    """
    opening = _CLEFT_OPENING.match(text)
    predicates = _predicate_words(tokens)
    if opening and cleft:
        focus = opening.group(1)
        if focus == "of" or focus in _VERB_ADVERBS:
            return focus
        if focus in predicates:
            return focus
    source = lowered_text(tokens)
    for word in predicates:
        if re.search(rf"\bof {re.escape(word)}\b", text) and f"of {word}" not in source:
            return f"of {word}"
    return None
