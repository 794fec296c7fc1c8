"""Phrases of a rebuilt sentence that no source phrase licenses, checked on the finished
text against the source's words (:func:`misread_phrase` runs them all).

* A possessive pronoun said as an "of" phrase after its noun: "In native Shreveport of
  him La." for "in his native Shreveport, La.", "spokesman Tom Parker of him" for "His
  spokesman, Tom Parker": English keeps "his" before the noun ("of him" after a noun says
  a picture of him, not his).
* A part of the day said bare after "in": "trading in morning" for "in morning trading";
  a day period after "in" takes "the" ("in the morning"), and the source said it as a
  modifier of the noun.
* A market report's result infinitive said as a purpose: "To close at $58.28 on the New
  York Stock Exchange, Wal-Mart shares rose 16 cents" for "rose 16 cents to close at
  $58.28": the shares did not rise in order to close; "to close" says where the rise
  ended.
* A stranded preposition moved away from its verb: "It was Chapter 11 reorganization that
  Penn Traffic filed at the end of May for." for "filed for Chapter 11 reorganization at
  the end of May": a cleft may strand the preposition of a prepositional verb, but only
  right after the verb it belongs to ("that Penn Traffic filed for at the end of May").
* A time or place adjunct's noun clefted without its preposition, which is left at the
  end: "It was the end of May that Penn Traffic filed for Chapter 11 reorganization at.",
  "There is midday trading that shares of Hartford were up $2.28 in.": an adjunct is
  clefted whole ("It was at the end of May that ..."); only a verb's own preposition
  ("the busts that more than 100 police officers were involved in") strands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_questions import question_as_noun, question_said_as_fact
from pipeline.backends.builtin.realize_said import TextCheck, first_fault
from pipeline.backends.builtin.realize_source_tokens import (
    joined_tokens,
    lowered_text,
    lowered_tokens,
)

__all__ = ["misread_phrase"]

_OF_PRONOUN = re.compile(r"\bof (him|her|them|me|us)\b", re.IGNORECASE)
_BARE_DAY_PERIOD = re.compile(r"\b(?:in|during) (morning|afternoon|evening)\b", re.IGNORECASE)
# Verbs whose infinitive after a change of price says where the change ended.
_RESULT_INFINITIVES = frozenset(["close", "end", "finish", "settle"])
_STRANDABLE = frozenset(["for", "to", "with", "on", "at", "in", "from", "into", "about", "of"])


def possessive_as_of_phrase(text: str, tokens: Sequence[str]) -> str | None:
    """The "of him" (or "of her", "of them", "of us", "of me") that ``text`` says where
    the source (``tokens``) never did, else None.

    >>> possessive_as_of_phrase("It was spokesman Tom Parker of him who said it.",
    ...                         "His spokesman , Tom Parker , said it".split())
    'of him'
    >>> possessive_as_of_phrase("She spoke of him.", "She spoke of him".split())
    """
    found = _OF_PRONOUN.search(text)
    if found is None or _OF_PRONOUN.search(joined_tokens(tokens)):
        return None
    return found.group(0).lower()


def bare_day_period(text: str, tokens: Sequence[str]) -> str | None:
    """The "in morning" (a part of the day after "in" or "during" without its article)
    that ``text`` says and the source (``tokens``) did not, else None.

    >>> bare_day_period("Shares were up at $30.50 trading in morning.",
    ...                 "shares were up at $30.50 in morning trading".split())
    'in morning'
    >>> bare_day_period("In morning trading, shares were up.",
    ...                 "shares were up in morning trading".split())
    """
    found = _BARE_DAY_PERIOD.search(text)
    if found is None:
        return None
    source = lowered_text(tokens)
    after = _next_word(text, found.end())
    said = re.escape(found.group(0).lower()) + (rf" {re.escape(after)}\b" if after else r"(?! \w)")
    if re.search(rf"\b{said}", source):
        return None  # the source's own "in morning trading"
    return found.group(0).lower()


def _next_word(text: str, at: int) -> str:
    rest = re.match(r"\s*([\w'-]+)", text[at:])
    return rest.group(1).lower() if rest else ""


def result_as_purpose(text: str, construction: str | None) -> str | None:
    """The verb of a result infinitive ("rose 16 cents to close at $58.28") that ``text``
    fronts as a purpose ("To close at $58.28, ..."), else None.

    >>> result_as_purpose("To close at $2.48 on the Nasdaq, shares dropped 74 cents.",
    ...                   "fronted-purpose")
    'close'
    >>> result_as_purpose("To stop cybercrime, 130 people have been seized.", "fronted-purpose")
    """
    if construction != "fronted-purpose":
        return None
    found = re.match(r"To (\w+) ", text)
    if found is None or found.group(1).lower() not in _RESULT_INFINITIVES:
        return None
    return found.group(1).lower()


def stranded_away_from_verb(text: str, tokens: Sequence[str]) -> str | None:
    """The preposition ``text`` strands at its end ("... filed at the end of May for.")
    when the source (``tokens``) said it right after a word ("filed for") that ``text``
    says elsewhere but not before it; else None.

    >>> stranded_away_from_verb("It was Chapter 11 reorganization that Penn Traffic filed "
    ...                         "at the end of May for.",
    ...                         "Penn Traffic filed for Chapter 11 reorganization".split())
    'filed ... for'
    >>> stranded_away_from_verb("Gephardt will get the lion's share of union support, which "
    ...                         "we are still confident of.",
    ...                         "We are confident that Gephardt will get the lion 's share of it".split())
    >>> stranded_away_from_verb("It was Interpol that a warrant was issued to.",
    ...                         "A warrant was issued to Interpol".split())
    """
    found = re.search(r"(\S+) (\w+)\W*$", text)
    if found is None or found.group(2).lower() not in _STRANDABLE:
        return None
    prep, before = found.group(2).lower(), found.group(1).lower().strip(",")
    low = lowered_tokens(tokens)
    names = {t.lower() for t in tokens if t[:1].isupper()}
    hosts = {low[at - 1] for at in range(1, len(low)) if low[at] == prep}
    if not hosts or before in hosts:
        return None
    words = set(re.findall(r"[\w'$.-]+", text.lower()))
    # (a verb's own preposition only: "filed for", "married to"; not the "for" of an adjunct
    # after a name, "sentenced by Judge Motz for possessing")
    host = next((h for h in sorted(hosts) if h.isalpha() and h in words and h not in names
                 and "VERB" in lemma_pos(h)), None)
    if host is None or len(hosts) > 1:
        return None  # (the source strands or uses it more than once: no one host to ask for)
    if re.search(rf"\b{re.escape(host)} {prep}\b", text.lower()):
        return None  # the source's "share of" is still said: the stranded one is another's
    return f"{host} ... {prep}"


_CLEFTED = re.compile(r"^(?:It (?:was|is) |There (?:is|are|was|were) )(.+?) (?:that|who|which) ")
_ADJUNCT_PREPOSITIONS = frozenset(["at", "in", "on", "during"])


def stranded_adjunct(text: str, tokens: Sequence[str]) -> str | None:
    """The preposition of a time or place adjunct that ``text`` leaves at its end after
    clefting (or saying as an existential) the adjunct's noun, where the source
    (``tokens``) said the preposition before that noun and not after a verb or an
    adjective of its own; else None.

    >>> stranded_adjunct("It was the end of May that Penn Traffic filed for it at.",
    ...                  "Penn Traffic filed for it at the end of May".split())
    'at'
    >>> stranded_adjunct("It was the busts that 100 officers were involved in.",
    ...                  "100 officers were involved in the busts".split())
    """
    clefted = _CLEFTED.match(text)
    end = re.search(r" (\w+)\W*$", text)
    if clefted is None or end is None or end.group(1).lower() not in _ADJUNCT_PREPOSITIONS:
        return None
    prep = end.group(1).lower()
    noun = [w.lower() for w in clefted.group(1).split()]
    if noun and noun[0] in ("the", "a", "an"):
        noun = noun[1:]
    low = lowered_tokens(tokens)
    for at, token in enumerate(low):
        if token != prep:
            continue
        after = [w for w in low[at + 1:at + 4] if w not in ("the", "a", "an")][:2]
        if not noun or after != noun[:len(after)] or not after:
            continue
        before = low[at - 1] if at > 0 else ""
        if before and ({"VERB", "ADJ"} & lemma_pos(before)) and before.isalpha():
            continue  # a verb's or an adjective's own preposition ("involved in")
        return prep
    return None


def misread_phrase(text: str, construction: str | None, tokens: Sequence[str]) -> str | None:
    """Why ``text`` (rebuilt as ``construction``) says a phrase its source (``tokens``)
    does not license, by the first of this module's checks that finds one; else None."""
    found = first_fault(_PHRASE_CHECKS[:1], text, tokens)
    if found is not None:
        return found
    if question_as_noun(text):
        return "an existential on a question word"
    found = first_fault(_PHRASE_CHECKS[1:3], text, tokens)
    if found is not None:
        return found
    result = result_as_purpose(text, construction)
    if result is not None:
        return f"a result infinitive ('to {result}') said as a purpose"
    return first_fault(_PHRASE_CHECKS[3:], text, tokens)


# The checks on text and tokens, in the order misread_phrase runs them.
_PHRASE_CHECKS: tuple[TextCheck, ...] = (
    # "Two of Collins' top assistants will determine that any federal laws were violated"
    # for "determine if ...": the source's open question said as a fact
    (question_said_as_fact, "the source's question ({!r}) said as a fact"),
    (possessive_as_of_phrase, "a possessive pronoun said as {!r} after its noun"),
    (bare_day_period, "a part of the day said without its article ({!r})"),
    (stranded_away_from_verb, "a stranded preposition away from its verb ({!r})"),
    (stranded_adjunct, "an adjunct's noun clefted without its preposition ({!r})"),
)
