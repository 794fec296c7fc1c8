"""A fronted participle or absolute phrase whose pronoun would stand for another noun: the
check of a ``fronted-manner`` text (the rebuilt focus's and realize_verbatim_participle_first's)
that a closing phrase said first leaves every pronoun of it its noun.

Said last, "Mr Koizumi rebuked Mr Konoike, saying his remarks were 'inappropriate'" gives
"his" the nearest name, Konoike; said first, "Saying his remarks were 'inappropriate', Mr
Koizumi rebuked Mr Konoike." gives it Koizumi.  A pronoun with no noun before it in the
phrase is sound only as a possessive or a person's pronoun for the subject, the main part's
only name (a name after a preposition is no rival: "Lee asked for an injunction against
Viacom's use"); an "it" or "they" said first would open the sentence on a thing not yet
named ("Saying it is unreliable, Peterson's lawyer ... has contested the DNA evidence.").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, lemma_pos
from pipeline.backends.builtin.parse_entities import MONTHS, WEEKDAYS
from pipeline.backends.builtin.realize_words import PREPOSITIONS, TEXT_WORD, THIRD_PERSON_PRONOUNS

__all__ = ["fronted_pronoun_fault"]

# A thing's pronouns that stand for a noun phrase of their own, which said first would open
# the sentence on a thing not yet named; a possessive or a person's pronoun may stand for
# the subject said after it ("Exercising their rights under canon law, the priests ...").
_BARE_THING_PRONOUNS = frozenset(["it", "they", "them"])
# The opening of a fronted-manner text: a participle, an absolute "with", a comparison.
_OPENING = re.compile(r"((?:[A-Z][a-z]+ing|With|Compared|Following|Amid)\b[^,]*), (.+)$")


def fronted_pronoun_fault(text: str, tokens: Sequence[str]) -> str | None:
    """The pronoun of ``text``'s opening phrase (up to its first comma) that the move may
    give another noun, or None; ``tokens`` (the source) must say it after that phrase's
    first word.

    >>> fronted_pronoun_fault('Saying his remarks were "inappropriate", Mr Koizumi rebuked '
    ...     'Mr Konoike.', "Mr Koizumi rebuked Mr Konoike , saying his remarks".split())
    'his'
    >>> fronted_pronoun_fault("Saying it is unreliable, the lawyer has contested the DNA "
    ...     "evidence.", "the lawyer has contested the DNA evidence , saying it".split())
    'it'
    >>> fronted_pronoun_fault("Saying that he never discussed personnel matters, Mr. Mills "
    ...     "declined to comment yesterday.", "Mr. Mills declined , saying that he".split())
    >>> fronted_pronoun_fault("Saying he had never given his consent, Lee asked for an "
    ...     "injunction against Viacom's use of the name.", "Lee asked , saying he".split())
    >>> fronted_pronoun_fault("With investors ready to get their first taste of quarterly "
    ...     "earnings, stock markets got off to a slow start.", "markets , with".split())
    """
    opening = _OPENING.match(text)
    if opening is None:
        return None
    phrase = TEXT_WORD.findall(opening.group(1))
    if phrase[0].lower() not in (t.lower() for t in tokens):
        return None
    for at, word in enumerate(phrase[1:], start=1):
        low = word.lower()
        if low not in THIRD_PERSON_PRONOUNS:
            continue
        if any(w[:1].isupper() or (w.lower() not in FUNCTION_WORDS
                                   and "NOUN" in lemma_pos(w.lower()))
               for w in phrase[1:at]):
            continue  # a noun of the phrase before it ("with investors ... their")
        if low in _BARE_THING_PRONOUNS or _rival_names(opening.group(2)):
            return low
    return None


def _rival_names(main: str) -> bool:
    """Whether the main part ``main`` names someone besides its subject before its first
    comma (a closing report's speaker is no rival: "..., Army Radio reported"): a
    capitalized word after the first run of them in its first four words, not after a
    preposition, nor a day's or month's name ("in court papers filed Tuesday")."""
    words = TEXT_WORD.findall(main.split(", ", 1)[0])
    first = next((at for at, word in enumerate(words[:4]) if word[:1].isupper()), 0)
    subject_end = first
    while subject_end < len(words) and words[subject_end][:1].isupper():
        subject_end += 1
    for at in range(max(subject_end, 1), len(words)):
        if words[at][:1].isupper() and not words[at - 1][:1].isupper() \
                and words[at - 1].lower() not in PREPOSITIONS \
                and words[at].lower() not in WEEKDAYS and words[at].lower() not in MONTHS:
            return True
    return False
