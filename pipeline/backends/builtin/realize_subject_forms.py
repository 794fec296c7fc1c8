"""A rebuilt text whose moved subject or agent takes a form English does not allow there.

A passive moves the source's object into the subject and its subject behind "by", keeping
the words the source said them with; some of those words are an object's or a negated
clause's only:
- an object pronoun made the subject: "Her was recently named by the American Film Institute
  the top female screen legend." for "The American Film Institute recently named her the top
  female screen legend." (MRPC train 476), or a subject pronoun after "by": "... would be
  violated by she had been barred ..." (1575);
- a negative-polarity "any" moved before the negation that licensed it: "Any raw beef or
  hamburger patties from Canada ... is not imported by McDonald's USA" for "McDonald's USA
  does not import any raw beef ..." (2565, says that no beef at all is imported only as a
  misreading), "Any conclusions related to this matter have not been reached by the SEC"
  (6029);
- a vote's tally made the subject: "256 to 170 were voted by the House to pass the Healthy
  Forest Restoration Act" for "the House voted 256 to 170 to pass ..." (2536).
Such a text is refused (an entry of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["unsayable_subject"]

_OBJECT_CASE_SUBJECT = re.compile(
    r"(?:^|[,;:] |\b(?:and|but|that|because) )((?:[Hh]er|[Hh]im|[Tt]hem|[Mm]e|[Uu]s) (?:is|are|"
    r"was|were|has|have|had|will|would|can|could|may|might|should|must)\b)")
_SUBJECT_CASE_AGENT = re.compile(r"\b(by (?:she|he|they|we|I))\b")
# "any" opening the clause, its negation after it in the same clause
_FRONTED_ANY = re.compile(r"(?:^|[,;:] )((?:Any|any)(?:thing|one|body)?\b[^,;:]*?"
                          r"(?:\bnot|\bnever|n't))\b")
_TALLY_SUBJECT = re.compile(r"\b(\d+ to \d+ (?:was|were|is|are) voted)\b")


def unsayable_subject(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text`` whose subject or agent takes a form English does not allow there
    (an object pronoun before its verb, a subject pronoun after "by", "any" before its
    negation, a vote's tally voted), where the source (``tokens``) did not say them so;
    else None.

    >>> src = "The American Film Institute recently named her the top female screen legend ."
    >>> unsayable_subject("Her was recently named by the American Film Institute the top "
    ...                   "female screen legend.", src.split())
    'Her was'
    >>> src = "McDonald 's USA does not import any raw beef from Canada ."
    >>> unsayable_subject("Any raw beef from Canada is not imported by McDonald's USA.",
    ...                   src.split())
    'Any raw beef from Canada is not'
    >>> unsayable_subject("Anything from Canada wasn't imported.", src.split())
    "Anything from Canada wasn't"
    >>> unsayable_subject("Raw beef from Canada is not imported by McDonald's USA.",
    ...                   src.split())
    >>> src = "Any company that does not file will be fined ."
    >>> unsayable_subject("Any company that does not file will be fined.", src.split())
    >>> unsayable_subject("Her sister was named by the institute.", "x".split())
    """
    source = lowered_text(tokens)
    for pattern in (_OBJECT_CASE_SUBJECT, _SUBJECT_CASE_AGENT, _FRONTED_ANY, _TALLY_SUBJECT):
        for found in pattern.finditer(text):
            said = found.group(1)
            # the source's own words ("Any company that does not file") are its to say
            if said.replace("n't", " n't").lower() not in source:
                return said
    return None
