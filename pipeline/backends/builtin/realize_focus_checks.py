"""Checks on what a focus construction would say: whether a noun phrase can follow "there
is", whether a phrase can open the sentence as its topic, and the patterns of a count or a
relative clause in the text a construction built (issue 12: kept paraphrases that read as
broken)."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, lemma_pos
from pipeline.backends.builtin.parse_coverage import is_market_code
from pipeline.backends.builtin.parse_entities import TIME_UNITS, WEEKDAYS
from pipeline.backends.builtin.parse_words import FIXED_PHRASES, RELATIONAL_MARKERS
from pipeline.backends.builtin.realize_base import is_frame
from pipeline.backends.builtin.realize_moved_time_phrases import time_phrase_said_whole
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_time_leads import bare_time_lead
from pipeline.backends.builtin.realize_tree import Node, occurrences
from pipeline.backends.builtin.realize_words import (
    DAY_PERIODS,
    LEAD_PHRASE_NOUNS,
    MONTH_NAMES,
    PRE_VERB_ADVERBS,
    PREPOSITION_CONCEPTS,
    PREPOSITIONS,
    SPAN_PREPOSITIONS,
    TIME_WORDS,
)

__all__ = ["COUNT_FOCUS", "RELATIVE_WORD", "amount_lead", "existential_fits", "fronted_lead_fits",
           "idiom_lead", "lead_without_preposition", "swapped_source_words"]

# A relative pronoun after a noun phrase's first word: the phrase has a relative clause.
RELATIVE_WORD = re.compile(r"(?i)\S\s+(?:that|who|whom|which|whose)\s")
# A count after an article or spelled out ("It is a 17 cases total that", "It was nine
# years that"), or after "another" or "the only" ("It was the another 300 that the store
# reserved"; "It was only one of the five buildings that escaped" stays); not a number
# inside a compound word ("It is the 12-nation currency that").
COUNT_FOCUS = re.compile(
    r"(?i)^(?:it|there) (?:is|was|are|were) (?:an? |the |(?:the )?another |the (?:only|just) )?(?:\d(?![\d.,]*-[a-z])|(?:zero|one|two|three|four|five|"
    r"six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|"
    r"(?:twen|thir|for|fif|six|seven|eigh|nine)ty)\b)")


def existential_fits(text: str, noun: Node) -> bool:
    """Whether "there is/are" can introduce this noun phrase: an indefinite noun ("a man",
    "troops"), not a definite one, a list or a count ("There are the American troops",
    "There are a bonus ... and $770,962 in salary", "There is a seventeen cases total"),
    which a cleft says without changing what is meant.

    >>> from pipeline.backends.builtin.realize_tree import Node, occurrences
    >>> existential_fits("a man", Node("m", "man")), existential_fits("the troops", Node("t", "troop"))
    (True, False)
    """
    first, _, rest = text.partition(" ")
    if first.lower() not in ("a", "an") and re.search(r"\s[A-Z]", text):
        return False  # a name: "There is lawyer Ron Kuby that said"
    if noun.concept in ("and", "or") or re.search(r"\b(?:and|or)\b", text.split(" that ")[0]):
        return False
    if first.lower() in ("the", "those", "these", "this", "that", "all", "each", "every"):
        return False
    count = rest.split(" ", 1)[0] if first.lower() in ("a", "an") else first
    return not re.match(r"(?i)[$€£]?\d|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|"
                        r"eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million)\b"
                        r"|(?:thir|four|fif|six|seven|eigh|nine)teen\b", count)


# How much, not how or when: fronted, they grade nothing ("Totally, the unions are
# comfortable with ...", "Adequately, drug makers do not show ...") or turn into a comment
# on the whole sentence ("Significantly, the outlook improved").
_DEGREE_ADVERBS = frozenset([
    "totally", "completely", "fully", "entirely", "wholly", "partly", "partially", "largely",
    "mostly", "mainly", "nearly", "roughly", "approximately", "slightly", "significantly",
    "substantially", "considerably", "sharply", "dramatically", "greatly", "highly",
    "extremely", "really", "truly", "adequately", "sufficiently", "relatively", "fairly",
    "barely", "hardly", "scarcely", "virtually", "practically", "utterly", "absolutely",
    "modestly", "marginally", "steadily", "strongly", "deeply", "heavily", "widely", "freely",
    "frankly", "closely", "badly", "well"])


# Prepositions whose object names a bound, not the time itself: fronted without them, the
# phrase says something else ("until this afternoon" is no "This afternoon").
_BOUNDING_PREPOSITIONS = SPAN_PREPOSITIONS | RELATIONAL_MARKERS \
    | frozenset({"by", "through", "from", "within"})


def lead_without_preposition(lead: str, tokens: Sequence[str]) -> str | None:
    """The source's bounding preposition before a fronted ``lead`` that the lead left
    out: "This afternoon, Cohen recessed the hearing" for "recessed the hearing until this
    afternoon" (MRPC train 3826), "Late Thursday afternoon, Putnam said ..." for "by late
    Thursday afternoon" (4680).

    >>> tokens = "Cohen recessed the hearing until this afternoon".split()
    >>> lead_without_preposition("This afternoon", tokens), lead_without_preposition("Until this afternoon", tokens)
    ('until', None)
    """
    words = [w.lower() for w in lead.split()]
    if not words or words[0] in _BOUNDING_PREPOSITIONS:
        return None
    low = lowered_tokens(tokens)
    return next((low[k - 1] for k in occurrences(words, low)
                 if k > 0 and low[k - 1] in _BOUNDING_PREPOSITIONS), None)


def _clock_time(words: Sequence[str]) -> bool:
    """Whether ``words`` open on a clock time ("2 p.m. Tuesday", "9:30", "2:15 a.m.")."""
    return ":" in words[0] or (len(words) > 1 and words[1].lower() in DAY_PERIODS)


def fronted_lead_fits(lead: str) -> bool:
    """Whether a phrase can open a sentence as its fronted topic: a prepositional phrase, a
    time word or an adverb ("On Redwood Road", "Last month", "Often"), not a bare noun
    ("Redwood Road above the intersection") or a particle ("Up", "As frequently").

    >>> fronted_lead_fits("On Redwood Road"), fronted_lead_fits("Redwood Road above it")
    (True, False)
    >>> fronted_lead_fits("Yesterday"), fronted_lead_fits("Up"), fronted_lead_fits("As frequently")
    (True, False, False)
    >>> fronted_lead_fits("Often"), fronted_lead_fits("Frequently"), fronted_lead_fits("Since")
    (True, True, False)
    >>> fronted_lead_fits("Late Thursday"), fronted_lead_fits("Late"), fronted_lead_fits("Late last month")
    (True, False, True)
    >>> fronted_lead_fits("Allegedly"), fronted_lead_fits("Totally")
    (True, False)
    >>> fronted_lead_fits("Two days after the attack"), fronted_lead_fits("A week before it")
    (True, True)
    >>> fronted_lead_fits("Near 50 mph"), fronted_lead_fits("Near the border")
    (False, True)
    >>> fronted_lead_fits("Around 2 p.m. Tuesday"), fronted_lead_fits("Around 9:30 a.m.")
    (True, True)
    >>> fronted_lead_fits("No later than June 7"), fronted_lead_fits("No jobs")
    (True, False)
    """
    words = lead.split()
    if not words:
        return False
    first = words[0].lower()
    if len(words) == 1 and first in PREPOSITIONS and first not in TIME_WORDS \
            and first not in PRE_VERB_ADVERBS:
        return False  # "Since, the party has been reimbursed": a preposition without its object
    if first == "as":
        return len(words) > 1 and not words[1].endswith("ly")
    if first in ("near", "around") and len(words) > 1 and words[1].lstrip("$")[:1].isdigit() \
            and not _clock_time(words[1:]):
        # an amount's hedge: "Near 50 mph, Henri had maximum sustained winds"; a clock time
        # leads as any time does ("Around 2 p.m. Tuesday, a Coast Guard jet spotted ...")
        return False
    connective = next((i for i, w in enumerate(words[:4]) if w in ("after", "before")), None)
    if connective and words[connective - 1].lower().removesuffix("s") in TIME_UNITS:
        return True  # a measured time: "Two days after the attack"
    if bare_time_lead(words):  # "Ten years ago", "Late yesterday", "Shortly after his arrest"
        return True
    if first in PREPOSITIONS or first in PREPOSITION_CONCEPTS or first in TIME_WORDS \
            or (len(words) == 1 and first in PRE_VERB_ADVERBS):  # "Often, he would call me"
        return True
    if first in ("last", "this", "next", "earlier", "later", "every", "each") \
            or words[0] in MONTH_NAMES or first in WEEKDAYS:
        return True
    if len(words) > 3 and first == "no" and words[1].lower() in ("later", "earlier") \
            and words[2].lower() == "than":
        return True  # a deadline: "No later than June 7, a two-week transition period will begin"
    if len(words) >= 2 and first in ("late", "early") and (
            words[1].lower() in WEEKDAYS or words[1].lower() in ("last", "this", "next")):
        return True  # "Late Thursday (night), Weber said ...", "Late last month, ..."
    # ("Likely, the plan would result ...": "likely" is an adverb only inside its verb group)
    return len(words) == 1 and first.endswith("ly") and first not in _DEGREE_ADVERBS \
        and first != "likely"


def idiom_lead(lead: str) -> bool:
    """Whether a fronted phrase is a preposition and one bare singular noun ("In motion",
    "On hold", "In place"): a particle of its verb's idiom ("set plans in motion"), which
    reads as a topic only when it is a time or a sentence adverbial ("At night", "In fact").

    >>> idiom_lead("In motion"), idiom_lead("In Uzbekistan"), idiom_lead("At night")
    (True, False, False)
    >>> idiom_lead("In focus"), idiom_lead("In stores")
    (True, False)
    """
    words = lead.split()
    if len(words) != 2 or words[0].lower() not in PREPOSITIONS:
        return False
    noun = words[1]
    # (a plural names things, not an idiom: "In stores"; "focus", "crisis" are singular)
    plural = noun.endswith("s") and not noun.endswith(("ss", "us", "is"))
    return noun.isalpha() and noun.islower() and not plural \
        and noun not in TIME_WORDS and noun not in LEAD_PHRASE_NOUNS


def shared_part_group(members: Sequence[object]) -> bool:
    """Whether two of a list's ``members`` are parts of one group ("one or both of the
    boys": each is include-91's :ARG1 with the boys as :ARG2): the list is one scale in
    the source's order, which a focus first would reverse ("both of the boys ... or one
    of them")."""
    groups = []
    for member in members:
        if not isinstance(member, Node):
            continue
        for e in member.edges:
            if e.role == ":ARG1-of" and isinstance(e.target, Node) \
                    and e.target.concept == "include-91":
                groups += [getattr(x.target, "var", None) for x in e.target.edges
                           if x.role == ":ARG2"]
    return len(groups) > len(set(groups))


# An amount of change as a fronted topic: "On 97 points, or 1.14 percent, the Dow tacked to
# 8,699", "To 6.1 percent, the rate slid".
_AMOUNT_LEAD = re.compile(r"(?i)^\w+ (?:about |nearly |some )?(?:[$€£][\d.,]+(?: million| billion)?"
                          r"|[\d.,]+\s*(?:%|percent|points?|cents?))(?:,? or |$)")
# Words that two phrases may share in either order ("was already", "already was").
_FREE_ORDER = (FUNCTION_WORDS - {"this", "these", "those", "other", "own", "such"}) | {
    "not", "n't", "never", "also", "still", "already", "now", "then"}


def amount_lead(lead: str) -> bool:
    """Whether a fronted topic is a bare amount: "On 97 points, or 1.14 percent".

    >>> amount_lead("On 97 points, or 1.14 percent"), amount_lead("To 6.1 percent")
    (True, True)
    >>> amount_lead("In 1999"), amount_lead("With $20 million from FEMA")
    (False, False)
    """
    return bool(_AMOUNT_LEAD.match(lead))


def swapped_source_words(text: str, tokens: Sequence[str]) -> tuple[str, str] | None:
    """Two content words ``text`` says side by side in the reverse of the order the source
    said them side by side, or a few content words apart within one phrase: "a stranding single incident", "This later year", "the
    global anticipated sales improvement" (a modifier focus moved out of its place).

    >>> swapped_source_words("From a stranding single incident", "a single stranding incident".split())
    ('stranding', 'single')
    >>> swapped_source_words("He was already grieving", "He already was grieving".split()) is None
    True
    >>> swapped_source_words("loan growth, strong results", "strong growth , loan".split()) is None
    True
    >>> swapped_source_words("There is a Chicago suburban man", "a suburban Chicago man".split())
    ('chicago', 'suburban')
    >>> swapped_source_words("the Composite Nasdaq Index", "the Nasdaq Composite Index".split())
    ('composite', 'nasdaq')
    >>> swapped_source_words("the first suicide Palestinian attack",
    ...                      "the first Palestinian suicide attack".split())
    ('suicide', 'palestinian')
    >>> swapped_source_words("Europe's national second highest debt",  # not side by side
    ...                      "Europe 's second highest per capita national debt".split())
    ('national', 'second')
    """
    low = lowered_tokens(tokens)
    pairs = set(itertools.pairwise(low))
    words = re.findall(r"[\w'-]+|[^\w\s]", text.lower())  # "growth, strong": not side by side
    for first, second in itertools.pairwise(words):
        if (second, first) in pairs and (first, second) not in pairs and first != second \
                and first not in _FREE_ORDER and second not in _FREE_ORDER \
                and not (_adverb_only(first, second) or _adverb_only(second, first, before=True)):
            return first, second
    counts = Counter(low)
    where = {word: i for i, word in enumerate(low) if counts[word] == 1}
    for at, (first, second) in enumerate(itertools.pairwise(words)):
        if first in where and second in where and 1 < where[first] - where[second] <= 4 \
                and first.isalpha() and second.isalpha() \
                and first not in _FREE_ORDER and second not in _FREE_ORDER \
                and not any(lemma_pos(w) and {"VERB"} >= lemma_pos(w) for w in (first, second)) \
                and not _adverb_only(first, second) and not _adverb_only(second, first) \
                and not time_phrase_said_whole(words, at + 1, low, where[second]) \
                and all(low[i].isalpha() and low[i] not in FUNCTION_WORDS
                        and (low[i] not in PREPOSITIONS or (low[i], low[i + 1]) in FIXED_PHRASES)
                        for i in range(where[second] + 1, where[first])):
            # "Europe's national second highest per capita debt" (not "the valve price" for
            # "the price per valve": a preposition ends the phrase)
            return first, second
    return None


def _adverb_only(word: str, other: str, before: bool = False) -> bool:
    """Whether ``word`` moves freely around ``other``: an adverb ("already was"), or a
    word the lexicon does not know (a name: "Smith said") unless ``other`` is an adjective
    it stood after in a noun phrase ("a suburban Chicago man", not "a Chicago suburban man"),
    or a noun it stood ``before`` in the source ("the first Palestinian suicide attack", not
    "the first suicide Palestinian attack"; but '"...," states SCO' may become "SCO states")."""
    pos = lemma_pos(word)
    if not pos:
        other_pos = lemma_pos(other)
        # (an adjective or a noun that may be a verb too: "composite", "suicide")
        return not other_pos & ({"ADJ", "NOUN"} if before else {"ADJ"})
    return {"ADV"} >= pos


# Words that link a number to its verb or to another number ("fell 98.32, or about 1.1
# percent, to 9011.53", "down 98.32 points at 9,011.53"), and those that may stand between
# the link and the number ("to about $7", "by more than 2 percent").
_NUMBER_LINKS = frozenset(["to", "at", "by", "from", "or", "in", "on", "for", "with",
                           "between", "and", "than", "over", "under", "per", "around"])
_NUMBER_HEDGES = frozenset(["about", "nearly", "almost", "some", "roughly", "around", "just",
                            "approximately", "only", "more", "less", "than", "a", "an", "the",
                            "up", "down", "over", "under", "$", "€", "£"])
_NUMBER = re.compile(r"[$€£]?\d[\d,.]*%?")


def number_without_its_link(text: str, tokens: Sequence[str]) -> str | None:
    """A number of the source said after a preposition or "or" that ``text`` says with
    neither, nor first: "fell 98.32 1.1 percent to 9011.53", "finished the day 9,011.53
    down 98.32 points" (the parse kept the number, not what tied it to the sentence).

    >>> number_without_its_link("It fell 98.32 1.1 percent to 9011.53.",
    ...                         "It fell 98.32 , or about 1.1 percent , to 9011.53 .".split())
    'or 1.1'
    >>> number_without_its_link("To 9011.53, it fell 98.32, or about 1.1 percent.",
    ...                         "It fell 98.32 , or about 1.1 percent , to 9011.53 .".split()) is None
    True
    >>> number_without_its_link("It was down to 929.62 4.77 points.",
    ...                         "It was down 4.77 points to 929.62 .".split())
    '929.62 4.77'
    >>> number_without_its_link("Pills, down about 3.4 million.",
    ...                         "Pills , down from about 3.4 million .".split())
    'from 3.4'
    >>> number_without_its_link("It has 2,000 1998 models.", "It has 2,000 1998 models .".split())
    """
    said = re.findall(r"\d+/\d+|[$€£]|[\w.,%'-]*\w%?|[^\w\s]", text)  # "2 1/2": "1/2" one word
    said = [w.lower() for w in said]
    for i, token in enumerate(tokens):
        if not _NUMBER.fullmatch(token):
            continue
        j = i - 1
        while j >= 0 and (tokens[j].lower() in _NUMBER_HEDGES or tokens[j] == ","):
            if tokens[j].lower() in _NUMBER_LINKS and tokens[j].lower() not in ("up", "down"):
                break
            j -= 1
        link = tokens[j].lower() if j >= 0 else ""
        if link not in _NUMBER_LINKS:
            continue
        for k, word in enumerate(said):
            if word != token.lower():
                continue
            m = k - 1
            while m >= 0 and said[m] in _NUMBER_HEDGES and said[m] not in _NUMBER_LINKS:
                m -= 1
            # (an aside's opening comma ties it, but not past the "down" of a lost "down
            # from": "Prempro pills, down about 3.4 million" for "down from about 3.4 million")
            if m >= 0 and said[m] not in _NUMBER_LINKS and (
                    said[m] not in (",", "(", "--", ":") or {"up", "down"} & set(said[m:k])):
                return f"{link} {token}"
    pairs = set(itertools.pairwise(lowered_tokens(tokens)))
    for first, second in itertools.pairwise(said):
        if _NUMBER.fullmatch(first) and _NUMBER.fullmatch(second) and (first, second) not in pairs:
            # "was down to 929.62 4.77 points": two numbers side by side, the source's were not
            return f"{first} {second}"
    return None


def market_code(text: str, tokens: Sequence[str]) -> str | None:
    """A Reuters code of the source (".IXIC", "GBP=", "<.SPX>") that ``text`` says.

    >>> market_code("It was the Nasdaq Composite Index ixic that rose.",
    ...             "The Nasdaq Composite Index .IXIC rose .".split())
    '.IXIC'
    >>> market_code("It was the Nasdaq Composite Index that rose.",
    ...             "The Nasdaq Composite Index .IXIC rose .".split()) is None
    True
    """
    said = set(re.findall(r"[a-z0-9]+", text.lower()))
    for token in tokens:
        if is_market_code(token):
            letters = re.sub(r"[^A-Za-z0-9]", "", token).lower()
            if letters and letters in said:
                return token
    return None


# A perfect verb group ("had been living", "has died"), and the words an alternative realization
# must say (realize_alternatives.py).
PERFECT = re.compile(r"(?i)\b(?:had|has|have)(?: not| also| already| since)? (?:been|\w+(?:ed|en|wn|t))\b")
_FUNCTION_WORDS = frozenset(["the", "and", "but", "that", "this", "these", "those", "was", "were",
                            "been", "being", "has", "have", "had", "its", "their", "his", "her",
                            "they", "you", "not"])


def source_words_unsaid(tokens: list[str], text: str) -> list[str]:
    """The source's content words (three letters or more) that ``text`` does not say, in any
    form that shares their first four letters.

    >>> source_words_unsaid("The girl turned up late Sunday , about 30 miles from her home".split(),
    ...                     "It was on Sunday that the girl turns up from her home.")
    ['late', 'about', 'miles']
    """
    said = {w[:4] for w in re.findall(r"[a-z0-9]+", text.lower())}
    words = [t.lower() for t in tokens if t.isalpha() and len(t) > 2]
    return [w for w in words if w not in _FUNCTION_WORDS and w[:4] not in said]


def lost_perfect(body: str) -> bool:
    """Whether ``body`` has a "since" phrase without the perfect it needs ("Mr. Geoghan was
    living ... since being transferred": the source's "had been living" was lost).

    >>> lost_perfect("he was living there since being transferred")
    True
    >>> lost_perfect("he had been living there since being transferred"), lost_perfect("he left")
    (False, False)
    >>> lost_perfect("it is Perry who has since called two special legislative sessions")
    False
    """
    return bool(re.search(r"(?i)\bsince\b", body)) and not PERFECT.search(body)


def ground(lead: str, role: str) -> bool:
    """Whether a place phrase with "on" names a ground rather than a place: "on immigration
    violations" (held on them), not "on Redwood Road" (a name).

    >>> ground("on immigration violations", ":location"), ground("on Redwood Road", ":location")
    (True, False)
    """
    words = lead.split()
    return role == ":location" and words[0].lower() == "on" and not any(
        w[:1].isupper() for w in words[1:])


def content_clause(tokens: Sequence[str], noun: Node, event: Node) -> bool:
    """Whether ``event`` is the content clause the source (``tokens``) said after ``noun``,
    "the myth that the disease spreads": a claim the noun names, never asserted."""
    return bool(event.align) and bool(noun.align) and noun.align[-1] < event.align[0] \
        and not is_frame(noun.concept) \
        and "that" in (t.lower() for t in tokens[noun.align[-1] + 1:event.align[0]])
