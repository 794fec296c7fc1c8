"""Past-tense verbs the source said actively whose past form is also their participle.

"as fast-moving Tropical Storm Erika churned across the gulf", "as Tropical Storm Erika
sped across the Gulf of Mexico": the parse gives the storm as the verb's :ARG1 (nothing
churns it), and "churned", "sped" read like participles, so the realizer said an agentless
passive ("as ... Tropical Storm Erika was churned across the gulf") that the source never
said.  From the graph and the words alone the realizer cannot tell "Erika churned" from a
reduced relative ("the money raised last year"); spaCy's tag and dependencies can.  The
parser lists such verbs with their subjects (``::tok`` indices, "5:4") in the graph's
``::finite`` metadata, and
:meth:`~pipeline.backends.builtin.realize_source_words.SourceWords.passive_in_source` reads
a verb whose :ARG1 is that subject as no participle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["KEY", "finite_pasts", "read_finite_pasts"]

KEY = "finite"
# Dependencies of a verb that heads a clause of its own (not "acl", a noun's participle)
_CLAUSE_HEADS = frozenset(["ROOT", "conj", "advcl", "ccomp", "relcl"])
# Verbs whose object takes a participle after it ("deputies found 37-year-old Adan Avalos
# shot to death", "Judge Myron Thompson ordered the monument moved last October"), which
# spaCy may tag a finite past with the object as its subject
_SMALL_CLAUSE_HEADS = frozenset(["find", "see", "hear", "watch", "leave", "have", "get", "want",
                                 "need", "keep", "consider", "like", "prefer", "report", "order",
                                 "declare", "pronounce", "deem", "require", "make", "let",
                                 "rule", "command", "wish"])


def finite_pasts(doc: Doc) -> list[tuple[int, int]]:
    """(verb, subject) indices of ``doc``'s verbs spaCy tagged as a finite past (``VBD``)
    with a subject of their own and no auxiliary: "Erika churned", not "was churned" or
    "the storm churned by winds" (a participle, ``VBN`` or ``acl``)."""
    found = []
    for tok in doc:
        if tok.tag_ != "VBD" or tok.dep_ not in _CLAUSE_HEADS \
                or (tok.dep_ == "ccomp" and tok.head.lemma_ in _SMALL_CLAUSE_HEADS):
            continue
        if tok.dep_ == "conj" and any(c.dep_ == "auxpass" for c in tok.head.children):
            continue  # gapped after a passive: "two miners were killed and six others injured"
        children = {c.dep_ for c in tok.children}
        subject = next((c for c in tok.children if c.dep_ == "nsubj"), None)
        if subject is not None and not children & {"aux", "auxpass", "nsubjpass"}:
            found.append((tok.i, subject.i))
    return found


def read_finite_pasts(value: str) -> dict[int, int]:
    """The verb -> subject indices of a ``::finite`` metadata value ("5:4 12:10").

    >>> read_finite_pasts("5:4 12:10 x")
    {5: 4, 12: 10}
    """
    pairs = (item.split(":") for item in value.split())
    return {int(pair[0]): int(pair[1]) for pair in pairs
            if len(pair) == 2 and pair[0].isdigit() and pair[1].isdigit()}
