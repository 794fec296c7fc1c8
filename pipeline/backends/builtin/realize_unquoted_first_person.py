"""A rebuilt text that says the speaker's quoted "I" or "we" as the reported clause of a verb
or noun of saying, without the quotation marks: the pronoun is then the narrator's.

'"I'm taking his office, and we're gonna keep on building," he vowed.' came back "He vowed
that I am taking his office, and we go to keep on building." (who is "I"?); 'Strong
Financial released a statement Wednesday night: "We are in the process of a thorough
internal review."' came back "A statement that we are in the process of a thorough internal
review was released by Strong Financial Wednesday night."  The graph keeps the pronoun as
the speaker's (i, we) but not the marks that made it the speaker's; reported speech must say
"he" or "it" instead.  Such a text is refused (an entry of realize_source_faults' table,
rebuilt texts only): a text with no quotation marks that says a first-person pronoun right
after a verb of saying or pledging (realize_words.ATTRIBUTING, "vow") or a noun of saying
(SAYING_OCCASIONS), with or without "that", where the source says every first-person
pronoun inside its quotation marks and never so after such a word.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_words import ATTRIBUTING, SAYING_OCCASIONS

__all__ = ["first_person_reported"]

_FIRST_PERSON = re.compile(r"\b(?:I|we|We|us|our|Our|me|my|My)\b")
_TEXT_MARKS = re.compile(r"[\"\u201c\u201d]|''|``")
# A quoted stretch of the source: straight, curly or doubled marks (the last may run to the
# sentence's end where a mark is missing).
_QUOTED = re.compile(r"\"[^\"]+\"|``.+?''|''.+?''|\u201c.+?\u201d|\"[^\"]+$")
# Verbs of a pledge, which report a clause as the verbs of saying do ("vowed that ...").
_PLEDGING = frozenset(["vow", "pledge", "promise", "swear"])
_REPORTED = re.compile(r"\b(?P<word>[a-z]+) (?:that )?(?P<pronoun>I|we|my|our)\b")


def _reported_first_person(text: str) -> str | None:
    """"WORD [that] PRONOUN" where ``text`` says a first-person pronoun after a word of
    saying, else None."""
    for found in _REPORTED.finditer(text):
        forms = lemmas(found.group("word")) | {found.group("word")}
        if forms & (ATTRIBUTING | SAYING_OCCASIONS | _PLEDGING):
            return found.group(0)
    return None


def first_person_reported(text: str, sentence: str) -> str | None:
    """The words that report the source's quoted "I"/"we" in ``text`` as the narrator's (the
    module docstring), else None.

    >>> first_person_reported("He vowed that I am taking his office.",
    ...                       '"I\\'m taking his office," he vowed.')
    'vowed that I'
    >>> first_person_reported('He vowed, "I am taking his office."',
    ...                       '"I\\'m taking his office," he vowed.') is None
    True
    >>> first_person_reported("He added that we are not going to make progress.",
    ...                       'He added that we are "not going to make progress."') is None
    True
    """
    if _TEXT_MARKS.search(text):
        return None
    quoted = [found.span() for found in _QUOTED.finditer(sentence)]
    first_person = [found.start() for found in _FIRST_PERSON.finditer(sentence)]
    if not quoted or not first_person \
            or not all(any(start <= at < end for start, end in quoted) for at in first_person):
        return None
    if _reported_first_person(sentence) is not None:
        return None
    return _reported_first_person(text)
