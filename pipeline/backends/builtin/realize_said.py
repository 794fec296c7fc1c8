"""What a finished text still says of its source and its graph: the checks the realizer
runs on a sentence rebuilt for a new focus, after it is written.  A rebuilt sentence may
read well and still have lost a name or a number of the graph (:func:`dropped_content`),
a word of the source that a node of the graph stands for (:func:`unspoken_word`), a span
of time the parse folded into another node, or the order of the source's words
(:func:`misread_source`); no filter downstream can tell, so the realizer refuses it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

import penman
from penman import surface

from pipeline.backends.builtin.morphology import PRONOUNS, inflect, lemma_pos, lemmas, number_words
from pipeline.backends.builtin.number_words import SCALES
from pipeline.backends.builtin.parse_entities import TIME_UNITS, number_value
from pipeline.backends.builtin.realize_absolutes import absolute_taken_apart
from pipeline.backends.builtin.realize_focus_checks import (
    market_code,
    number_without_its_link,
    swapped_source_words,
)
from pipeline.backends.builtin.realize_gerund_conjuncts import gerund_said_finite
from pipeline.backends.builtin.realize_number_signs import number_sign_lost
from pipeline.backends.builtin.realize_ordered_participles import ordered_participle_passive
from pipeline.backends.builtin.realize_partitive_pronouns import partitive_pronoun_named
from pipeline.backends.builtin.realize_source_tokens import lowered_text, lowered_tokens
from pipeline.backends.builtin.realize_stacked_relatives import stacked_relatives
from pipeline.backends.builtin.realize_tree import said_anew
from pipeline.backends.builtin.realize_words import IMPLICATIVE, MODAL_WORDS, MODALS

__all__ = ["TextCheck", "dropped_content", "first_fault", "misread_source", "source_infinitives",
           "unspoken_word"]

# Concepts whose source word a rebuilt sentence may rightly say with other words: a
# conjunction said as a comma or a list, a name said by its own :op strings, the
# frames and entities whose words are their arguments' ("have-rel-role-91": "his
# wife"), and the discourse relations said by their own connectives.
_REWORDED_CONCEPTS = frozenset([
    "and", "or", "person", "thing", "name", "date-entity", "date-interval",
    "have-rel-role-91", "have-org-role-91", "have-degree-91", "have-quant-91", "include-91",
    "rate-entity-91", "temporal-quantity", "monetary-quantity", "percentage-entity",
    "distance-quantity", "mass-quantity", "volume-quantity", "ordinal-entity", "amr-unknown",
    "multi-sentence", "contrast-01", "cause-01", "concession-01", "condition-01",
    "be-located-at-91", "instead-of-91", "byline-91", "correlate-91",
])
# A sentence that ends in a relative clause of saying: "... from June that the industry
# group said.", or with an adjunct of the report after it: "... most familiar brands of the
# world that Heyer said in a statement."
_REPORT_AS_RELATIVE = re.compile(r"[^,] (?:that|which) (?:the |a )?[\w.'&-]+(?: [\w.'&-]+){0,6} "
                                 r"(?:said|says|added|reported|noted|stated|wrote|was told|were told)"
                                 r"(?: (?:in|on|at|to) [^,]{1,30}| yesterday| today)?"
                                 # (or at the end of one conjunct: "The announcement was not a
                                 # surprise that economists said, and politicians said ...";
                                 # or before the source's attribution: "The state's population
                                 # was 6,080,485 in 2000 that the U.S. census said, according
                                 # to the U.S. census")
                                 r"(?:\W*$|, (?:and|but) |, according to )")
# Question words that open a clause and that the parse keeps no node for.
_MANNER_QUESTION_WORDS = ("how", "why")
# Every case of a pronoun concept ("he": he, him, his).
_PRONOUN_FORMS = {form: forms for forms in (
    frozenset({subject.lower(), obj, det}) for subject, obj, det, _, _ in PRONOUNS.values())
    for form in forms}
# A verb said in another word: "According to Thaksin, ..." for "..., Thaksin said"
# (realize_verbatim_according's verbatim_according).
# (possession said by its holder's possessive: "Its margin of error is ..." for "It has a
# margin of error of ...", realize_verbatim_possessed)
_SAID_AS = {"say-01": frozenset(["according"]),
            "have-03": frozenset(["its", "his", "her", "their", "our", "my"])}
_MODAL_FORMS = frozenset(word for words in MODAL_WORDS.values() for word in words) | frozenset(
    word for said in MODALS.values() if said for word in said.split()) | frozenset(
    ["could", "would", "should", "might", "able", "possible", "possibly", "need", "have",
     "has", "had", "ought", "allowed", "permitted", "likely", "probably"])


# A check on a rebuilt sentence against its source's tokens, with the refusal it gives
# ("{}": what it found).
TextCheck = tuple[Callable[[str, Sequence[str]], str | None], str]


def first_fault(checks: Sequence[TextCheck], text: str, tokens: Sequence[str]) -> str | None:
    """The refusal of the first of ``checks`` that finds a fault in ``text``, else None.

    >>> first_fault([(lambda t, s: "X" if "X" in t else None, "found {!r}")], "an X", [])
    "found 'X'"
    """
    for check, reason in checks:
        found = check(text, tokens)
        if found:
            return reason.format(found)
    return None


def misread_source(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text``, a sentence rebuilt for a new focus, says the source's words wrongly
    (``tokens``), if it does: the first of :data:`_MISREADINGS` that finds a fault.

    >>> misread_source("Dan brings experience of the world that Heyer said in a statement.",
    ...                "Heyer said in a statement Dan brings experience".split())
    "a report said as a relative clause of its own clause's last noun"
    """
    return first_fault(_MISREADINGS, text, tokens)


def _swapped_pair(text: str, tokens: Sequence[str]) -> str | None:
    swapped = swapped_source_words(text, tokens)
    return f"{swapped[0]} {swapped[1]}" if swapped is not None else None


def _question_word_unsaid(text: str, tokens: Sequence[str]) -> str | None:
    return next((w for w in _MANNER_QUESTION_WORDS if w in lowered_tokens(tokens)
                 and not re.search(rf"\b{w}\b", text, re.IGNORECASE)), None)


def _report_as_relative(text: str, tokens: Sequence[str]) -> str | None:
    return "yes" if said_anew(_REPORT_AS_RELATIVE, text, tokens) else None


def _number_unsaid(text: str, tokens: Sequence[str]) -> str | None:
    """The first span of time of the source (``tokens``: a number before a time unit) that
    ``text`` no longer says, in any form of the number ("two months" said as "January 2").

    >>> _number_unsaid("It closed on January 2.", "two months after it closed on Jan. 2".split())
    'two months'
    >>> _number_unsaid("Profit rose 2 percent in 4 years.", "profit rose two % in four years".split())
    """
    low = text.lower().replace(",", "")
    for at, token in enumerate(tokens[:-1]):
        figure = token.replace(",", "").lower()
        value = number_value(figure) if re.fullmatch(r"\d+(\.\d+)?|[a-z]+", figure) else None
        unit = tokens[at + 1].lower()
        if value is None or not re.fullmatch(r"\d+(\.\d+)?", value) \
                or unit.removesuffix("s") not in TIME_UNITS:
            continue
        forms = {figure, value, number_words(value).replace(",", ""), value.removeprefix("0")}
        said = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
        if not re.search(rf"(?<![\w.])(?:{said})[-\s]+{re.escape(unit.removesuffix('s'))}", low):
            return f"{token} {tokens[at + 1]}"
    return None


def dropped_content(graph: penman.Graph, text: str) -> str | None:
    """A name or number of ``graph`` that ``text`` does not say, if any: a rebuilt sentence
    that lost one ("On afternoon, Dixon put his style on display in winning") changed
    the meaning, and no filter downstream can tell.

    >>> g = penman.decode('(w / win-01 :ARG0 (p / person :name (n / name :op1 "Dixon")) '
    ...                   ':ARG1 (r / race :quant 225))')
    >>> dropped_content(g, "Dixon won 225 races."), dropped_content(g, "He won 225 races.")
    (None, 'Dixon')
    """
    found = re.findall(r"[\w.&'-]+", text.lower().replace(",", ""))
    words = {w.strip(".'") for w in found} | {w.rstrip(".'") for w in found}  # ".85 cent"
    words |= {part for w in words if "-" in w for part in w.split("-")}  # "the 12-nation currency"
    low = text.lower()
    words |= _numbers_said(words, low)
    parents = {src: str(target) for src, _, target in graph.instances()}
    for source, role, target in graph.attributes():
        value = str(target).strip('"')
        concept = parents.get(source, "")
        if concept == "name" and role.startswith(":op"):
            if value.lower() not in low:
                return value
        elif role == ":year" and re.fullmatch(r"\d{4}", value) and value not in low:
            return value  # "between September and March, 2004" said without the year
        elif role in (":quant", ":value") and concept not in ("ordinal-entity",) \
                and re.fullmatch(r"-?\d+(\.\d+)?", value):
            forms = {value, number_words(value).replace(",", ""),
                     number_words(value).split(" ")[0], f"{float(value):.2f}",
                     value.removeprefix("0")}  # ".85 cent"
            if not forms & words and not any(f in low for f in forms if " " in f):
                return value
    return None


def _numbers_said(words: set[str], low: str) -> set[str]:
    """The values of the numbers ``words`` say in other forms than digits: "thirty-eight
    percent", "about a dozen officers", "more than a million copies", a unit letter fused to
    its digits ("1.3m subscribers", "40G bps", "a 149mph serve"), a mixed number ("2 1/2
    cents" says 2.5).

    >>> sorted(_numbers_said({"thirty-eight", "1.3m", "a", "dozen"}, "thirty-eight ... a dozen"))
    ['1.3', '12', '38']
    >>> sorted(_numbers_said({"sixty", "players"}, "sixty players"))
    ['60']
    >>> _numbers_said(set(), "to 2 1/2 cents")
    {'2.5'}
    >>> _numbers_said(set(), "some three dozen troops")
    {'36'}
    """
    # every number word, not only hyphenated ones: "Sixty players ... attended" says 60 (a
    # scale word alone says no number: "two dozen" is 24, below)
    values = {number_value(w) for w in words if not w.isdigit() and w not in SCALES}
    values |= {fused.group(1) for w in words
               if (fused := re.fullmatch(r"(\d+(?:\.\d+)?)[a-z]{1,3}", w))}
    # ("a dozen", never the "dozen" of "two dozen", which says 24)
    values |= {number_value(scale) for scale in re.findall(
        r"(?<![\w-])an? (dozen|hundred|thousand|million|billion)\b", low)}
    values |= {str(int(count) * 12) for word in re.findall(r"\b([\w-]+) dozen\b", low)
               if (count := number_value(word)) is not None and count.isdigit()}  # "two dozen": 24
    values |= {str(int(whole) + int(top) / int(bottom))
               for whole, top, bottom in re.findall(r"\b(\d+) (\d+)/(\d+)\b", low) if int(bottom)}
    return {v for v in values if v is not None}


def unspoken_word(graph: penman.Graph, text: str, tokens: Sequence[str]) -> str | None:
    """The first word of the source (``tokens``) that a node of ``graph`` is aligned to and
    that ``text`` says in no form: a sentence rebuilt for a new focus that lost a clause
    ("I hate most prostitutes, and I did not want to pay them" for "I picked prostitutes as
    my victims because I hate ..."), a conjunct or an adverb ("failed on a closer vote"
    for "a much closer vote") says less than its graph, however well it reads.

    A word counts as said in any inflection (lemmas by lemminflect), as its node's
    concept ("deaths" said as "died"), in any case of a pronoun, or, for a modal frame,
    as any modal; concepts whose words are other nodes' (:data:`_REWORDED_CONCEPTS`) and
    numbers (:func:`dropped_content` checks them) are not asked for.

    >>> g = penman.decode('(p / pick-01~e.1 :ARG0 (i / i~e.0) :ARG1 (w / woman~e.2))')
    >>> tokens = ["I", "picked", "women"]
    >>> unspoken_word(g, "It is a woman that I picked.", tokens) is None
    True
    >>> unspoken_word(g, "Women were picked.", tokens)
    'I'
    """
    said = _said_forms(text)
    aligned = surface.alignments(graph)
    named = {source for source, role, _ in graph.edges() if role == ":name"}
    # (a unit may be said in the number's own form: "71-year-old" as "Morris Black, 71")
    named |= {target for _, role, target in graph.edges() if role == ":unit"}
    for instance in graph.instances():
        alignment = aligned.get(instance)
        concept = str(instance.target)
        if alignment is None or concept in _REWORDED_CONCEPTS or instance.source in named \
                or not alignment.indices \
                or alignment.indices[0] >= len(tokens):
            continue
        token = tokens[alignment.indices[0]]
        word = _bare(token)
        if not re.search(r"[a-z]", word) or "$" in word or number_value(word) is not None:
            continue  # (currencies: "US$298" is said as "$298")
        forms: frozenset[str] = _MODAL_FORMS | {word} if concept in MODALS else \
            lemmas(word) | {re.sub(r"-\d+$", "", concept)} | _PRONOUN_FORMS.get(word, frozenset()) \
            | _SAID_AS.get(concept, frozenset())
        if forms & said or (len(word) >= 5 and any(w[:5] == word[:5] for w in said)):
            continue
        return token
    return None


def _said_forms(text: str) -> set[str]:
    """Every word of ``text`` with its lemmas, its parts when hyphenated ("22-year-old":
    "22", "year", "old", "year-old") and every case of a pronoun."""
    said: set[str] = set()
    for found in re.findall(r"[\w'.$&-]+", text.lower()):
        word = _bare(found)
        said |= lemmas(word) | set(word.split("-")) | {word.split("-", 1)[-1]}
        fused = re.fullmatch(r"\d+(?:\.\d+)?([a-z]{1,3})", word)
        if fused:
            said.add(fused.group(1))  # "1.3m subscribers": the source's tokens "1.3" "m"
        if word.endswith("nt"):
            said.add(word[:-2])  # "didnt", "wasnt": the source's tokens "did" "nt"
        said |= _PRONOUN_FORMS.get(word, frozenset())
    return said


def _bare(word: str) -> str:
    """``word`` in lower case without its possessive or contraction and outer dots
    ("Inc.'s": "inc", "I'm": "i")."""
    word = word.lower().strip(".'")
    if "'" in word and not word.startswith("'"):
        word = word.split("'", 1)[0]
    return word.strip(".'")


def _infinitive_asserted(text: str, tokens: Sequence[str]) -> str | None:
    """The first verb the source said as an infinitive ("was to take", "for Robinson to
    become") that ``text`` says in its past tense and nowhere as "to" + verb, unless the
    verb before "to" implies it happened ("managed to take").

    >>> _infinitive_asserted("On Monday, Straw took his place.", "Straw was to take his place".split())
    'take'
    >>> _infinitive_asserted("Straw managed to take his place.", "Straw managed to take it".split())
    >>> _infinitive_asserted("Straw took his place.", "Straw managed to take his place".split())
    >>> _infinitive_asserted("What he tried to do was run over it.", "He tried to run over it".split())
    """
    low = text.lower()
    for verb in source_infinitives(tokens):
        past, participle = inflect(verb, "VBD"), inflect(verb, "VBN")
        done = (past != verb and re.search(rf"\b{past}\b", low)) \
            or re.search(rf"\b(?:was|were) {participle}\b", low)  # "His place was taken"
        # (a pseudo-cleft's "What he tried to do was run over the fence" keeps it intended)
        if done and not re.search(rf"\bto (?:\w+ )?(?:be )?{verb}\b", low) \
                and not re.search(rf"\bto do\b.* (?:was|is) {verb}\b", low):
            return verb
    return None


def source_infinitives(tokens: Sequence[str]) -> Iterator[str]:
    """The verbs the source (``tokens``) says as "to" + verb, in order, whose happening the
    sentence leaves open: not after a verb that implies it ("managed to take"), and not
    "be" or "have" ("was" and "had" are every cleft's and perfect's, not a deed's).

    >>> list(source_infinitives("He was to take it but managed to leave".split()))
    ['take']
    """
    for at in range(1, len(tokens) - 1):
        verb = tokens[at + 1].lower()
        if tokens[at].lower() != "to" or not verb.isalpha() or verb in ("be", "have") \
                or "VERB" not in lemma_pos(verb) or lemmas(tokens[at - 1].lower()) & IMPLICATIVE:
            continue
        yield verb


def _coordinator_as_noun(text: str, tokens: Sequence[str]) -> str | None:
    """A "but" said as a noun of "of" that the source did not say so: "55 cases of but of
    no new deaths that Taiwan reported earlier Friday are new" (MRPC train 6984), "the
    only candidate him of but that has won national labor endorsements" (830); the
    contrast of two noun phrases read as their head.

    >>> _coordinator_as_noun("55 cases of but of no new deaths are new.", "55 new cases but no new deaths".split())
    'of but'
    >>> _coordinator_as_noun("It is not of money but of will.", "It is not of money but of will".split()) is None
    True
    """
    source = lowered_text(tokens)
    for found in re.finditer(r"\b(?:of but|but of)\b", text.lower()):
        if found.group(0) not in source:
            return found.group(0)
    return None


_MISREADINGS: tuple[TextCheck, ...] = (
    # "From a stranding single incident", "This later year, the command will ...": a
    # modifier moved out of its place among the others
    (_swapped_pair, "'{}' reverses the source's order"),
    # "the technology-laced Nasdaq Composite Index ixic", "down 1.5875 GBP=s": a Reuters
    # code is markup after a name, which a rebuilt sentence cannot place
    (market_code, "a market code ({!r}) in a rebuilt sentence"),
    # "It was the Dow Jones Industrial Average that fell 98.32 1.1 percent to 9011.53"
    (number_without_its_link, "a number said without what tied it ('{}')"),
    # "Scientists are working to determine that acrylamide is formed in food" for
    # "... how acrylamide is formed": the parse keeps no node for the question word
    (_question_word_unsaid, "the source's {!r} is not said"),
    # "PC-related products are the strongest sector in July ... from June that the industry
    # group said" for "..., the industry group said": a report of a copular clause hung on
    # its last noun as a relative clause
    (_report_as_relative, "a report said as a relative clause of its own clause's last noun"),
    # "On Monday, Jack Straw took his place" for "was to take his place", "... that bishop
    # became" for "for Robinson to become bishop": what was only planned or proposed, said
    # as done
    (_infinitive_asserted, "the source's 'to {}' said as done"),
    # "... is charged with murder, and evidence was tampered with" for "charged with murder
    # and tampering with evidence": see realize_gerund_conjuncts
    (gerund_said_finite, "the source's gerund {!r} said as a finite verb"),
    # "The men released on bail immediately were ordered by High Court Judge Frank Kapanda"
    # for "... ordered the men released ...": see realize_ordered_participles
    (ordered_participle_passive, "the source's {!r} said as a passive of the order"),
    # "and it was no 4 seed in the NCAA Tournament" for "was a No. 4 seed": see
    # realize_number_signs
    (number_sign_lost, "the source's {!r} said without its number sign"),
    # "Three of police had also been detained" for "Police said three of them had also been
    # detained": see realize_partitive_pronouns
    (partitive_pronoun_named, "the source's {!r} said with a noun"),
    # "International Security Assistance Force, which is strong 4.600, which is helping with
    # security ...": see realize_stacked_relatives
    (stacked_relatives, "two relative clauses stacked on one noun ({!r})"),
    # "With his wife of 48 years, Veronique, Peck died peacefully by his side" for "Peck died
    # peacefully ... with his wife of 48 years, Veronique, by his side"
    (absolute_taken_apart, "an absolute phrase taken apart ({!r})"),
    # "... after it closed January 2 voluntarily" for "two months after it voluntarily
    # closed": a span the parse folded into another node, which no graph check sees
    (_number_unsaid, "the source's {!r} is not in the text"),
    (_coordinator_as_noun, "a coordinator said as a noun ({!r})"),
)
