"""A rebuilt text that closes on two reporting clauses in a row: "..., the results showed, the
airline said."

"Volodymyr Gorbanovsky, ..., said initial information indicated it had veered from its flight
path because of fog." came back "From its flight path, it had veered because of fog, initial
information indicated, Volodymyr Gorbanovsky, deputy general director of the plane's owners,
Mediterranean Airlines, said." (MRPC train 4254, found in a blind read of kept fronted-topic
texts), and "Its recovery programme and other initiatives were helping to offset a continued
deterioration in revenues, the results showed, the airline said." (616; 593, 617, 6337 the
same; "..., Baer had concluded, he said.", 3062, a perfect): a report inside a report, each said after what it reports, leaves two parentheticals
stacked at the end, which reads as a list of sources and loses who said what.  One tail after
the other joined by "and" or "but" is two clauses ("..., he said, but he said he did not think
..."), and a tail the source said so is the source's; both are left.  Such texts are refused
(an entry of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_words import ATTRIBUTING

__all__ = ["stacked_reporting_tails"]

# Verbs that say where a clause came from, said after it ("..., the results showed").
_REPORTING = sorted(ATTRIBUTING | {"show", "indicate", "find", "suggest", "estimate",
                                  "conclude"})
_FORMS = "|".join(sorted({form for lemma in _REPORTING
                          for form in (inflect(lemma, "VBD"), inflect(lemma, "VBZ"))}))
# Two reporting clauses closing the text: a subject of a few words with no comma and its
# verb, then another subject (appositions allowed) and its verb, an adverb or time word at
# most after it ("the results showed, the airline said", "..., he said Tuesday").
_STACKED = re.compile(rf", ((?!and |but |or |who |which )[^,\"]{{1,60}}? (?:(?:has|have|had) )?({_FORMS})), "
                      rf"(?!and |but |or ).*\b(?:{_FORMS})(?: \w+)?\.[\"\u201d]?$")
# Words of a clause, not of a reporting clause's subject ("legal proceedings were expected").
_CLAUSE_WORDS = frozenset(["is", "are", "was", "were", "be", "been", "has", "have", "had",
                           "will", "would", "could", "can", "may", "might", "should", "not",
                           "although", "though", "because", "if", "when", "while"])


def stacked_reporting_tails(text: str, tokens: Sequence[str]) -> str | None:
    """The first of two reporting clauses ``text`` closes on, one after the other, that the
    source (``tokens``) did not say so; or None.

    >>> stacked_reporting_tails("It was helping to offset a deterioration, the results showed, "
    ...     "the airline said.", "The airline said the results showed it was helping to "
    ...     "offset a deterioration .".split())
    'the results showed'
    >>> stacked_reporting_tails("It was developing weapons, he said, but he said he did not "
    ...     "think so.", "He said it was developing weapons , but he said he did not think so "
    ...     ".".split())
    """
    found = _STACKED.search(text)
    if found is None:
        return None
    subject = found.group(1)[:-len(found.group(2))].split()
    if subject and subject[-1].lower() in ("has", "have", "had"):
        subject.pop()  # a perfect ("Baer had concluded")
    if _CLAUSE_WORDS.intersection(word.lower() for word in subject):
        return None
    source = joined_tokens(tokens).replace(" ,", ",")
    verb = found.group(2)
    # the source said the first verb with its clause after it ("the results showed its ..."),
    # not as the tail it is here
    if f", {found.group(1)}," in source or not re.search(rf"\b{verb} [\w\"\u201c]", source):
        return None
    return found.group(1)
