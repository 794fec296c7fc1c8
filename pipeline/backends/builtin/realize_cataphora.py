"""A pronoun of a later conjunct is not said first, before the noun it stands for.

A focus on the second of two joined clauses puts it first ("parenthetical-root", a cleft of
its subject); when that clause's subject is a pronoun whose noun is in the other clause,
the pronoun comes before its noun and reads as someone else:

- 'In the present case, Mr. Day said he hoped there would be another mediated out-of-court
  settlement, and he estimated that it could approach $30 million.' became 'He estimated
  that it could approach $30 million, and Mr. Day said he hoped ...' ("it": nothing yet);
- 'A recent poll showed Edwards with a narrow lead in South Carolina, and he plans a rally
  there later on Tuesday.' became 'He plans a rally there later on Tuesday, and a recent
  poll showed Edwards ...';
- 'The second rover is scheduled for launch on June 25 and both will arrive at Mars in
  January.' became 'Both will arrive at Mars in January, and the second rover is ...'.

A pronoun inside the moved clause reads the same way: 'The injured were taken to hospitals
...; their conditions were not immediately available.' became 'Their conditions were not
available immediately, and the injured were taken ...'; 'Jim Eisenbrandt ... was not
available for comment immediately; his secretary said he was reviewing the report.' became
'His secretary said he was reviewing the report, and Jim Eisenbrandt ...'.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import HAVE_FORMS, QUOTE_MARKS

__all__ = ["pronoun_before_its_noun"]

_LEADING = re.compile(r"(He|She|They|Both)\b")
_JOINERS = frozenset({"and", "but", ";"})
# Possessives stand for a noun said elsewhere (a subject pronoun is left to _LEADING: "He
# said: ..." for '"...," he said' is the speaker the source named last, not a noun moved).
_STANDING_IN = frozenset({"his", "her", "its", "their"})
_OBJECTS = frozenset({"him", "them", "it"})
_BE = frozenset({"is", "was", "are", "were", "be", "been"})
_ARTICLES = frozenset({"the", "a", "an", "this", "these", "those"})
# Dashes set off a clause as a joiner does ("Prisoners were tortured and executed -- their
# ears and scalps severed for souvenirs").
_DASHES = frozenset({"--", "\u2014", "\u2013"})
_FIRST_CONJUNCT = re.compile(r"^(.*?), (?:and|but) ")
_SUBJECT_WORDS = 4


def pronoun_before_its_noun(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text``, rebuilt from ``tokens``, says a later conjunct's pronoun first (None
    when it does not)."""
    moved = _moved_pronoun(text, tokens)
    if moved is not None:
        return f"a later conjunct's {moved!r} said before the noun it stands for"
    opening = _LEADING.match(text)
    if opening is None or (", and " not in text and ", but " not in text):
        return None
    word = opening.group(1).lower()
    low = lowered_tokens(tokens)
    if not low or low[0] == word:
        return None  # the source opened with it too: its noun is in another sentence
    if any(t == word and _JOINERS & set(low[max(0, k - 3):k]) for k, t in enumerate(low)):
        return f"a later conjunct's {word!r} said before the noun it stands for"
    return None


def _moved_pronoun(text: str, tokens: Sequence[str]) -> str | None:
    """A pronoun that the source said only after its first "and", "but" or ";" (in a later
    clause, its noun in an earlier one) and that ``text`` says in its first conjunct.

    >>> _moved_pronoun("Their conditions were not available, and the injured were taken "
    ...                "to hospitals.", "The injured were taken to hospitals ; their "
    ...                "conditions were not available .".split())
    'their'
    """
    first = _FIRST_CONJUNCT.match(text)
    if first is None:
        return None
    low = lowered_tokens(tokens)
    # (a clause's joiner: "; " or ", and", not the "and" of "The New York Democrat and
    # former first lady")
    joiner = next((k for k, t in enumerate(low) if t == ";" or t in _DASHES or (
        t in _JOINERS and k > 0 and low[k - 1] == ",")), None)
    if joiner is None:
        return None
    later = _later_conjunct(low, joiner)
    # Only the opening words, its subject: later in the clause the pronoun has a noun of its
    # own clause before it ("Racicot looked forward to using his long years of training")
    words = re.findall(r"[a-z]+", first.group(1).lower())
    # (a perfect's "has" said again by realize_shared_perfects takes no subject word's place:
    # "Ernst & Young has called its recommendations ..., and it has denied the SEC's claims")
    opening = [w for w in words if w not in HAVE_FORMS][:_SUBJECT_WORDS]
    found = next((w for w in opening if w in _STANDING_IN and w in later
                  and w not in low[:joiner]), None)
    if found is not None:
        return found
    # An object pronoun anywhere in the moved clause has no noun of its own clause to
    # stand for (English says "him" of no one its clause names): "Consul officials had
    # visited him on Thursday, and Heaton was in Saudi detention ...", "Swartz repaid it
    # with interest, and Tyco later said the loan had not been forgiven".  Not the "it" of
    # a cleft or of "it was" ("if it was Ciobanu"), nor an "it" or "them" after a noun of
    # its own clause ("ordered the monument to be moved last October, calling it ...").
    return next((w for k, w in enumerate(words) if k > 0 and w in _OBJECTS
                 and not (k + 1 < len(words) and words[k + 1] in _BE)
                 and not (w != "him" and _noun_before(words[:k]))
                 and w in later and w not in low[:joiner]), None)


def _later_conjunct(low: Sequence[str], joiner: int) -> Sequence[str]:
    """The source's words (``low``) from the ``joiner`` of its clauses to the end of the
    later one: where a quotation joins them, its closing mark ends it, and a pronoun after
    that is the report's, not the conjunct's ('"Smallpox is not the only threat ..., and
    vaccination is not the only tool ...," his introductory statement says').

    >>> " ".join(_later_conjunct('" a , and b , " his c says'.split(), 2))
    ', and b ,'
    >>> " ".join(_later_conjunct("a , and b said his c".split(), 1))
    ', and b said his c'
    """
    if sum(t in QUOTE_MARKS for t in low[:joiner]) % 2 == 0:
        return low[joiner:]
    end = next((k for k in range(joiner, len(low)) if low[k] in QUOTE_MARKS), len(low))
    return low[joiner:end]


def _noun_before(words: list[str]) -> bool:
    """Whether ``words`` hold a noun phrase an "it" or "them" after them may stand for (an
    article not of a cleft's "the ones who")."""
    return any(w in _ARTICLES and (k + 1 >= len(words) or words[k + 1] not in ("one", "ones"))
               for k, w in enumerate(words))
