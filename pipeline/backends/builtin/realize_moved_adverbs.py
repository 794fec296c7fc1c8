"""A rebuilt text that says at a clause's end an adverb the source said before its verb.

The parse hangs a stance or sequence adverb ("probably", "almost certainly", "very well",
"then", "instead", "further") on the verb with no place, and the realizer says it after
everything the verb governs, where it reads as broken or takes another scope: "... will lead
the countrys interim government probably", "the U.S. economy could be embarking on a period
of sustained growth very well", "... for consumers to transfer copies to the Internet to
then", "a format that can be used by all devices but can accommodate other formats instead",
"... and delaying the delivery of new places further" (for "would also further reduce"),
"..., outpacing London's FTSE 100 Index which was up 0.28 percent slightly" (for "slightly
outpacing": the degree now the index's rise, 2927).
Such a text is refused (an entry of realize_source_faults' table, rebuilt texts only),
unless the source too said the adverb before a mark ("The agency found further, ...") or the
text says it as a phrase of its own ("since then" for "has since passed").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["adverb_moved_to_end"]

# Adverbs that belong before their verb (or after its auxiliary) and change their scope or
# read as broken said after its objects.
_BEFORE_VERB = ("very well", "almost certainly", "probably", "likely", "possibly",
                "certainly", "apparently", "clearly", "never", "then", "instead", "further",
                "once", "typically", "perhaps", "definitely", "presumably", "evidently",
                "obviously", "surely", "undoubtedly", "slightly")
_AT_END = re.compile(r"\b(" + "|".join(_BEFORE_VERB) + r")(?=\s*[,.;:\"]|$)", re.IGNORECASE)
# Words before "then" that make a phrase of it ("since then", "by then", "until then").
_THEN_PHRASES = frozenset(["since", "by", "until", "till", "from", "and", "but", "even",
                           "just", "only", "back"])


def adverb_moved_to_end(text: str, tokens: Sequence[str]) -> str | None:
    """The adverb that ``text`` says before a mark or at its end and the source
    (``tokens``) said only before other words, or None.

    >>> adverb_moved_to_end("A council will lead the government probably, he said.",
    ...     "A council probably will lead the government , he said .".split())
    'probably'
    >>> adverb_moved_to_end("He has passed two tests since then.",
    ...     "He has since passed two tests .".split())
    >>> adverb_moved_to_end("The agency found further that he lied.",
    ...     "The agency found further that he lied .".split())
    >>> adverb_moved_to_end("Then, the women had examinations.",
    ...     "The women then had examinations .".split())
    >>> adverb_moved_to_end("They left then, he said.",
    ...     "They left then , he said .".split())
    """
    source = lowered_text(tokens) + " "
    for found in _AT_END.finditer(text):
        adverb = found.group(1).lower()
        before = text[:found.start()].split()
        if not before or [w.lower() for w in before] in (["but"], ["and"]):
            continue  # fronted as the sentence's own ("Then, the women had ...")
        if adverb == "then" and before[-1].lower() in _THEN_PHRASES:
            continue
        if re.search(rf"\b{adverb} (?:[,.;:\"]|'')", source) or source.endswith(f"{adverb} "):
            continue
        if re.search(rf"\b{adverb}\b", source) is None:
            continue  # not the source's adverb: another check's concern
        return adverb
    return None
