"""A rebuilt text that tells one subject's two joined deeds in the reverse of the source's
order.

The source's "SUBJECT VERB ... and VERB ..." (no subject of its own after "and") tells its
deeds in the order they happened: "Spider-Man snatched $114.7 million in its debut last year
and went on to capture $403.7 million".  A focus on the second deed puts it first, and the
text tells another story: "Spider-Man went on to capture $403.7 million, and snatched $114.7
million in its debut last year."; "Those people will have enough money left over to spend in
restaurants and stores, and they will gamble, supporters say." (4836); "The lawmakers
expected to arrive in Pyongyang on Friday, and they were departing Wednesday." (3962).
realize_old_root refuses the simple past events it can read off the graph; this check reads
the words, so progressives, futures and parenthetical roots are caught as well.  Such a text
is refused (a row of realize_meaning_faults' table, rebuilt texts only).

Only a verb form said once in both source and text is read, so the places compared are the
source's own verbs.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemma_pos, lemmas
from pipeline.backends.builtin.realize_event_order import lemmas_in_any_order
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import MODAL_VERBS, PREPOSITIONS

__all__ = ["reversed_sequence"]

# Adverbs of sequence the source may say between "and" and its second verb ("and then
# released", "and later said").
_SEQUENCE_ADVERBS = frozenset(["then", "later", "eventually", "finally", "subsequently", "also",
                               "soon", "afterward", "afterwards"])
# Auxiliaries, which are not the deed's own verb.
_AUXILIARIES = frozenset(["is", "are", "was", "were", "be", "been", "being", "has", "have",
                          "had", "do", "does", "did"]) | MODAL_VERBS
# Adverbs with a verb's spelling, which a modal may stand before ("may well dismiss").
_ADVERB_WORDS = frozenset(["well", "not", "also", "never", "still", "just", "only", "even",
                           "then", "soon", "better", "up", "down"])
# The forms of "be" and "have" that, before no verb, are the first clause's own verb
# ("was a breach of duty and resulted in ..."): a state, which has no order.
_COPULAS = frozenset(["is", "are", "was", "were", "be", "been", "has", "have", "had"])
# Words that close the first clause's reach: another clause or list begins before them.
_CLAUSE_BREAKS = frozenset([",", ";", ":", "and", "or", "but", "that", "which", "who", "where",
                            "when", "while", "because", "if", "as"])
# How far back from "and" the first verb is looked for.
_REACH = 15
_WORD = re.compile(r"[\w'-]+|[^\w\s]")


def _verb_tags(word: str) -> dict[str, str]:
    """The inflected verb forms ``word`` is (Penn tag -> lemma): "snatched" VBD/VBN snatch."""
    if not word.isalpha() or not word.islower():
        return {}
    return {tag: lemma for lemma in lemmas(word) if lemma != word and "VERB" in lemma_pos(lemma)
            for tag in ("VBD", "VBN", "VBG", "VBZ") if inflect(lemma, tag) == word}


def _first_verb(tokens: Sequence[str], before: int) -> tuple[int, str, str] | None:
    """The nearest deed's verb before token ``before`` (index, Penn tag, lemma; "VB" for a
    bare verb after a modal), or None where a clause break or a copula comes first."""
    start = before - 2 if before > 0 and tokens[before - 1] == "," else before - 1
    for at in range(start, max(before - _REACH, 0) - 1, -1):
        word = tokens[at]
        if word.lower() in _CLAUSE_BREAKS:
            return None
        if word in _COPULAS:
            return None  # "was a breach of duty": no verb after the copula was found
        tags = _verb_tags(word)
        # (a modal before a bare verb makes it finite, "will gamble"; not "to", whose bare
        # word may be a noun: "attributed the increase to negative news and talk")
        if at > 0 and tokens[at - 1].lower() in MODAL_VERBS and _bare_verb(word):
            return at, "VB", word
        if "VBN" in tags and _reduced_relative(tokens, at):
            return None
        for tag in ("VBD", "VBN", "VBG", "VBZ"):
            if tag in tags and not (tag == "VBZ" and "NOUN" in lemma_pos(tags[tag])):
                return at, tag, tags[tag]
    return None


def _reduced_relative(tokens: Sequence[str], at: int) -> bool:
    """Whether the participle at ``at`` modifies the noun before it ("the Taliban regime
    ousted in late 2001"): a lowercase noun before it, "in" or "by" after it."""
    before = tokens[at - 1] if at > 0 else ""
    after = tokens[at + 1] if at + 1 < len(tokens) else ""
    return before.isalpha() and before.islower() and lemma_pos(before) == {"NOUN"} \
        and after.lower() in ("in", "by")


def _main_have(tokens: Sequence[str], at: int) -> bool:
    """Whether token ``at`` is "have" said as the main verb ("will gamble and have enough
    money"), not before a participle ("and have met")."""
    after = tokens[at + 1] if at + 1 < len(tokens) else ""
    return tokens[at] == "have" and "VBN" not in _verb_tags(after)


def _bare_verb(word: str) -> bool:
    """Whether ``word`` is a verb's bare form, not an adverb or preposition ("may well
    dismiss", "face fines and up to two years")."""
    return word.isalpha() and word.islower() and "VERB" in lemma_pos(word) \
        and not _verb_tags(word) and word not in PREPOSITIONS and word not in _ADVERB_WORDS


def _second_verb(tokens: Sequence[str], at: int, first_tag: str, first_before: str) -> str | None:
    """The lemma of token ``at`` where it is a verb of the first one's form (a past after a
    past, a bare verb after a modal's, "expected" after a past progressive), or None."""
    word = tokens[at]
    if first_tag == "VB":
        after = tokens[at + 1] if at + 1 < len(tokens) else ""
        # "will come from management layoffs and pay cuts": a bare word before a noun is
        # the noun's modifier
        return word if _bare_verb(word) and not (after.islower() and "NOUN" in lemma_pos(after)) \
            else None
    tags = _verb_tags(word)
    wanted = {"VBD": ("VBD", "VBN"), "VBN": ("VBD", "VBN"), "VBZ": ("VBZ",),
              "VBG": ("VBD", "VBN") if first_before in ("was", "were") else ()}[first_tag]
    for tag in wanted:
        if tag in tags and not (tag == "VBZ" and "NOUN" in lemma_pos(tags[tag])):
            return tags[tag]
    return None


def reversed_sequence(text: str, tokens: Sequence[str]) -> str | None:
    """"SECOND ... FIRST" where ``text`` says first the second of two deeds the source joined
    with "and" under one subject, or None.

    >>> reversed_sequence("The lawmakers expected to arrive on Friday, and they were departing"
    ...                   " Wednesday.", "The lawmakers were departing Wednesday and expected"
    ...                   " to arrive on Friday .".split())
    'expected ... departing'
    >>> reversed_sequence("It was the lawmakers who were departing Wednesday and expected to"
    ...                   " arrive on Friday.", "The lawmakers were departing Wednesday and"
    ...                   " expected to arrive on Friday .".split()) is None
    True
    """
    lowered = lowered_tokens(tokens)
    words = [w.lower() for w in _WORD.findall(text)]
    for index, token in enumerate(lowered):
        if token != "and":
            continue
        second = index + 1
        while second < len(lowered) and lowered[second] in _SEQUENCE_ADVERBS:
            second += 1
        if second >= len(lowered) or (lowered[second] in _AUXILIARIES \
                and not _main_have(lowered, second)):
            continue
        first = _first_verb(list(tokens), index)
        if first is None:
            continue
        first_at, first_tag, first_lemma = first
        later = lowered[second]
        second_lemma = _second_verb(tokens, second, first_tag, lowered[first_at - 1])
        if second_lemma is None or lemmas_in_any_order(first_lemma, second_lemma):
            continue
        earlier = lowered[first_at]
        if earlier == later or any(lowered.count(w) != 1 or words.count(w) != 1
                                   for w in (earlier, later)):
            continue
        if words.index(later) < words.index(earlier):
            return f"{later} ... {earlier}"
    return None
