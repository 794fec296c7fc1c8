"""A rebuilt text that opens its main clause on the source's closing speaker pronoun and
says the noun that pronoun stood for only after it, inside the report: "In a statement, it
said Wednesday that the company posted a net loss ..." for "The company posted a net loss
..., it said in a statement Wednesday." (MRPC train 2906), "In an interview, she said
Tuesday that Janet Racicot heard the thud ..." for "Janet Racicot heard the thud ..., she
said in an interview Tuesday." (4885).  In the source the pronoun follows its noun; said
first, as the subject whose report holds the noun, it cannot stand for that noun and reads
as someone else.  Such a text is refused (a row at the end of realize_source_faults'
table, rebuilt texts only).

Only a pronoun that agrees with the source's opening subject counts: "The company lost
money, he said." rebuilt as "He said the company lost money" keeps its two people.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import ARTICLES, REPORT_VERBS, THIRD_PERSON_SUBJECTS

__all__ = ["speaker_pronoun_before_noun"]

# The places a main clause's subject is said: the text's start, after one fronted phrase,
# after a cleft's "that", "What ... was" or "... was the one who".
_OPENINGS = (
    r"^{p} (?!is |was |are |were )",
    r"^[^,]{{1,60}}, {p} (?!is |was |are |were )",
    r"^It (?:is|was) [^,]{{1,60}} that {p} ",
    r"^What {p} ",
    r"^{p} (?:is|was|are|were) the ones? who ",
)


def speaker_pronoun_before_noun(text: str, tokens: Sequence[str]) -> str | None:
    """The "PRONOUN ... NOUN" of ``text`` that opens on the source's (``tokens``) closing
    speaker pronoun and says after it the source's opening subject that pronoun stood for,
    or None.

    >>> speaker_pronoun_before_noun(
    ...     "In a statement, it said that the company posted a loss.",
    ...     "The company posted a loss , it said in a statement .".split())
    'it said that the company'
    >>> speaker_pronoun_before_noun(
    ...     "It was on Tuesday that she said Janet Racicot heard the thud.",
    ...     "Janet Racicot heard the thud , she said Tuesday .".split())
    'she said Janet Racicot'
    >>> speaker_pronoun_before_noun("He said the company posted a loss.",
    ...     "The company posted a loss , he said .".split())
    >>> speaker_pronoun_before_noun("She said Janet Racicot heard the thud.",
    ...     "She said Janet Racicot heard the thud .".split())
    """
    lowered = lowered_tokens(tokens)
    speaker = _closing_speaker(lowered)
    if speaker is None:
        return None
    subject = _opening_subject(tokens)
    if subject is None or not _agrees(speaker, subject):
        return None
    pronoun = re.escape(speaker.capitalize()) + "|" + re.escape(speaker)
    for opening in _OPENINGS:
        found = re.match(opening.format(p=f"({pronoun})"), text)
        if found is None:
            continue
        named = " ".join(subject).lower()
        before, after = text[:found.start(1)].lower(), text[found.end(1):].lower()
        at = after.find(named)
        if at >= 0 and named not in before:
            return text[found.start(1):found.end(1) + at + len(named)]
        return None
    return None


def _closing_speaker(lowered: Sequence[str]) -> str | None:
    """The pronoun of the source's ", PRONOUN REPORT-VERB" after its clause, or None."""
    for at in range(1, len(lowered) - 1):
        if lowered[at - 1] == "," and lowered[at] in THIRD_PERSON_SUBJECTS \
                and lowered[at + 1] in REPORT_VERBS:
            return lowered[at]
    return None


def _opening_subject(tokens: Sequence[str]) -> list[str] | None:
    """The source's opening noun phrase, two words ("The company", "Janet Racicot"), where
    it opens on an article or a capitalized name; None otherwise."""
    if len(tokens) < 3:
        return None
    first, second = tokens[0], tokens[1]
    if first.lower() in ARTICLES and second[:1].isalpha():
        return [first, second]
    if first[:1].isupper() and second[:1].isupper() and first.lower() not in THIRD_PERSON_SUBJECTS:
        return [first, second]
    return None


def _agrees(speaker: str, subject: list[str]) -> bool:
    """Whether ``speaker`` may stand for ``subject``: "he"/"she" for a capitalized name that
    looks like a person's, "it" for a singular noun after "the", "they" for a plural one
    ("A senior air force official ..., it said" has its speaker elsewhere)."""
    article = subject[0].lower() == "the"
    plural = subject[1].lower().endswith("s") and not subject[1].endswith("'s")
    if speaker in ("he", "she"):
        # (not a firm's "LeapFrog Enterprises'", "Hasbro Inc.")
        return subject[0].lower() not in ARTICLES and not any(
            w.endswith(("s", "'", ".")) or any(c.isupper() for c in w[1:]) for w in subject)
    if speaker == "it":
        return article and not plural
    return article and plural
