"""Words of the source that no node of the parse stands for, and the check that a
realization still says them.

The rule-based parser misses some content: a conjunct ("on sidewalks and in parking
lots"), an apposition ("also known as LINEAR"), a modifier ("four Central Asian
countries").  What no node carries never reaches the graph, so a realization of any focus
quietly loses it and :func:`~pipeline.backends.builtin.realize_said.dropped_content` (which
reads the graph) cannot tell.  The parser lists such words (their ``::tok`` indices) in
the graph's ``::unparsed`` metadata; :func:`unsaid` names the first one a realization
leaves out.  Stretches of the source read back word for word still say them, so only a
sentence rebuilt without them is refused.

>>> import penman
>>> g = penman.decode('''# ::tok He had served nine years , including two on death row .
... # ::unparsed 9 10
... (s / serve-01~e.2 :ARG0 (h / he~e.0))''')
>>> unsaid(g, "He had served nine years."), unsaid(g, "He served nine years, two on death row.")
('death', None)
>>> unsaid(penman.decode('(s / serve-01 :ARG0 (h / he))'), "He served.") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

import penman

from pipeline.backends.builtin.morphology import AUXILIARIES
from pipeline.backends.builtin.number_words import SCALES
from pipeline.backends.builtin.parse_entities import is_fraction, number_value
from pipeline.backends.builtin.realize_words import ANY_QUOTE_MARKS, OBJECT_PRONOUNS

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["KEY", "TIME_ZONES", "is_market_code", "strip_market_codes", "unparsed", "unparsed_words", "unsaid"]

KEY = "unparsed"
# (Adverbs too: "a chairman later Sunday" said "a chairman Sunday", "a false name
# immediately after his arrest" said "after his arrest", "potentially for years" said "for
# years": what no node carried was lost.  The adverbs that carry little, "also", "just",
# "very", "however", are stop words.)
_CONTENT_POS = frozenset({"NOUN", "PROPN", "NUM", "ADJ", "VERB", "ADV"})
# Prepositions, conjunctions and negations whose loss reverses or cancels what the sentence
# says ("their support will not waver rising public opposition"; "What she said in 2003 was
# that one U.S. state had an obesity rate below 15 percent" for "not one U.S. state").
_MEANINGFUL = frozenset({"despite", "without", "except", "unlike", "nor", "not", "n't", "never",
                         "no", "none", "neither", "nobody", "nothing", "nowhere",
                         # and hedges of a word ("virtually every aspect", "slightly
                         # better"; those of a number the realizer reads back with it)
                         "virtually", "slightly", "barely", "hardly", "especially",
                         # and the deictics of a time ("in scoring last season" said
                         # "in scoring season")
                         "last", "next",
                         # and focus and proportion adverbs, which narrow what they mark
                         # ("says only six have been fully re-evaluated" said "says six
                         # have ...", "114 incidents, mostly for looting", "even with an
                         # improving economy", "shortly after midday"), a second of a
                         # kind ("another $100 million in savings") and a time before
                         # another ("Earlier Friday" said "Friday")
                         "only", "mostly", "mainly", "largely", "partly", "even", "shortly",
                         "another", "earlier",
                         # and "due" (a stop word to spaCy), whose loss moves a date from the
                         # debt to the clause ("restructuring $175 million of senior notes due
                         # in August 2004" said "... senior notes in August 2004")
                         "due",
                         # and hedges of a claim ("he died in his sleep, apparently of heart
                         # failure" said "died ... of heart failure": stated as certain)
                         "apparently", "allegedly", "reportedly", "purportedly", "supposedly",
                         "presumably",
                         # and multipliers ("approaching twice the 897,158 needed to force
                         # an election" said "approaching the 897,158 needed ...")
                         "twice", "thrice"})
# Hedges of a number ("dropped about 0.9 percent"): stop words, but losing one states an
# estimate as exact.
_NUMBER_HEDGES = frozenset({"about", "nearly", "almost", "approximately", "roughly", "around"})
# Words spaCy tags "aux" that are auxiliaries, beyond morphology's list.
_AUXILIARY_LIKE = frozenset({"to", "ought", "used", "get", "gets", "got", "getting", "gotten",
                             "having", "gon", "na", "going", "need", "dare",
                             "shall", "might", "must", "ll", "d", "s", "ve", "re", "m"})
_PERSONAL_OBJECTS = OBJECT_PRONOUNS - {"it"}
_ALIGNED = re.compile(r"~e\.(\d+(?:,\d+)*)")
# A number constant aligned to several words ("4.7 million"~e.10,11).
_NUMBER_ALIGNED = re.compile(r"\s(-?[\d.]+)~e\.(\d+(?:,\d+)+)")
# A number constant of a PENMAN text (not inside a quoted name).
_CONSTANT = re.compile(r"(?<=\s)(-?\d+(?:\.\d+)?)(?=[~\s)])")
# A time zone after a clock time ("after 4 p.m. ET"): the paraphrase still says the time.
TIME_ZONES = frozenset({"ET", "EST", "EDT", "CT", "CST", "CDT", "MT", "PT", "PST", "PDT", "GMT",
                         "BST", "CET", "UTC"})
# A Reuters instrument code after its name (".DJI", "SBC.N", "US10YT=RR"): markup, not words.
_TICKER = re.compile(r"\.[A-Z]{2,8}|[A-Z0-9]{1,6}\.[A-Z]{1,2}|[A-Z0-9]+=[A-Z]*")


def is_market_code(word: str) -> bool:
    """Whether ``word`` is a Reuters instrument code (".DJI", "SBC.N", "GBP=").

    >>> is_market_code(".IXIC"), is_market_code("GBP="), is_market_code("Nasdaq")
    (True, True, False)
    """
    return bool(_TICKER.fullmatch(word))


# A code as written in running text: alone, in "<...>" or "(...)", before a comma or a
# sentence's last period ("rose 11 points <.IXIC>.", "US10YT=RR", "SBC Communications
# (SBC.N)", an index of up to eight letters: "paper products index .GSPPAPR was one of the
# leading sectors", said "Gsppapr of Standard & Poor's paper products index was one ..."); "U.S." and "J.D." are abbreviations, not codes (a one-letter code takes an
# exchange suffix of its own: "T.N", "V.N").
_CODE_IN_TEXT = re.compile(r"(?<!\S)[<(]?(\.(?!NET\b)[A-Z]{2,8}|[A-Z0-9]{2,6}\.[A-Z]{1,2}"
                           r"|[A-Z]\.[NO](?!\.)|[A-Z0-9]+=[A-Z]*)[>)]?(?=[,.;:]?(?:\s|$))")


# A stock's exchange and symbol in parentheses after a company's name, with a news site's
# links ("IBM (NYSE: IBM)", "Ryland Group (nyse: RYL - news - people)", "Mitsubishi Tokyo
# Financial (JP:8306: news, chart, profile)"): markup too, which spaCy read as an apposition
# ("nyse") whose words no node carried.
_EXCHANGE_NOTE = re.compile(r" ?\((?:nyse|nasdaq|amex|otc|lse|tsx|asx|[A-Z]{2}:\d{3,5})"
                            r" ?:[^()]*\)", re.IGNORECASE)
# The same news site's link after a name or an agency, with no stock symbol ("former
# President Bill Clinton (news - web sites), citing ...", "Food and Drug Administration
# (news - web sites) Commissioner Mark McClellan", "Microsoft (MSFT: news, chart,
# profile)", another site's "Microsoft (Quote, Company Info) does not have to carry"):
# spaCy read "news" as a noun of the sentence, no node carried it, and every rebuilt focus
# was refused for dropping it.  Only these exact links: "news" elsewhere is
# a word.
_SITE_LINK = re.compile(r" ?\((?:news - web sites|[A-Z]{2,5}: news, chart, profile"
                        r"|Quote, Company Info)\)")


def strip_market_codes(text: str) -> str:
    """``text`` without its Reuters instrument codes, which are markup after a name, not
    words: spaCy splits "US10YT=RR" into three tokens and reads "RR" as the subject, and
    a rebuilt sentence has no place for one.

    >>> strip_market_codes("The benchmark 10-year note US10YT=RR rose 11/32.")
    'The benchmark 10-year note rose 11/32.'
    >>> strip_market_codes("The Nasdaq rose 1.5 percent <.IXIC>. Shares of IBM (IBM.N) fell.")
    'The Nasdaq rose 1.5 percent. Shares of IBM fell.'
    >>> strip_market_codes("A U.N. envoy, J.D. Power and Visual Basic .NET saw the U.S")
    'A U.N. envoy, J.D. Power and Visual Basic .NET saw the U.S'
    >>> strip_market_codes("Ryland Group (nyse: RYL - news - people), a homebuilder, sank.")
    'Ryland Group, a homebuilder, sank.'
    >>> strip_market_codes("IBM (NYSE: IBM)  was first; Mitsubishi (JP:8306: news, chart) fell.")
    'IBM was first; Mitsubishi fell.'
    >>> strip_market_codes("Bill Clinton (news - web sites), citing the need, vetoed it.")
    'Bill Clinton, citing the need, vetoed it.'
    >>> strip_market_codes("Microsoft (MSFT: news, chart, profile) and the (news) desk")
    'Microsoft and the (news) desk'
    >>> strip_market_codes("Microsoft (Quote, Company Info) does not have to carry Java.")
    'Microsoft does not have to carry Java.'
    """
    stripped = _CODE_IN_TEXT.sub("", _EXCHANGE_NOTE.sub("", _SITE_LINK.sub("", text)))
    if stripped == text:
        return text
    return re.sub(r" +([,.;:])| {2,}", lambda m: m.group(1) or " ", stripped).strip()


def unparsed(doc: Doc, amr: str, covered: Iterable[int] = ()) -> list[int]:
    """Indices of ``doc``'s content words that no alignment of ``amr`` (PENMAN text) nor
    ``covered`` (words a role says: "despite" of a ``:concession``) covers.

    A content word is a noun, name, number, adjective, verb or adverb that is not a stop word,
    or a preposition such as "despite"; a ticker ("<.IXIC>", ".DJI", "SBC.N") is markup,
    not content, and an age after a name ("Armstrong, 31,") or a time zone after a
    clock time ("4 p.m. ET") may go.
    """
    aligned = _aligned_indices(amr)
    aligned -= _second_numbers(doc, amr) | _unstated_numbers(doc, amr, aligned)
    aligned.update(covered)
    found = []
    for tok in doc:
        if tok.i in aligned or not any(c.isalnum() for c in tok.text):
            continue
        if (tok.i > 0 and doc[tok.i - 1].text == "<") or _TICKER.fullmatch(tok.text):
            continue
        if tok.text in TIME_ZONES and tok.i > 0 and doc[tok.i - 1].lower_ in ("a.m.", "p.m."):
            continue
        if tok.lower_ == "ai" and tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ == "n't":
            continue  # "if that ain't a Democrat": a form of "be", which no node stands for
        if tok.dep_ == "appos" and tok.like_num and tok.head.pos_ == "PROPN" \
                and tok.text.isdigit() and int(tok.text) < 130:
            # "Armstrong, 31,": an age, which the realizer cannot say; no loss of sense (but
            # "between September and March, 2004" names a year)
            continue
        after = doc[tok.i + 1: tok.i + 3]
        hedge = tok.lower_ in _NUMBER_HEDGES and bool(after) and (after[0].like_num or (
            after[0].tag_ == "$" and len(after) > 1 and after[1].like_num))
        # A vague multiple of a scale word ("several hundred homes", "a few thousand"): the
        # parse keeps the bare 100, so losing it states a round number the source never said
        vague = tok.lower_ in ("several", "few") and bool(after) \
            and after[0].lower_ in SCALES
        # A person of a phrase the parse lost ("it's up to us to identify ...", neither "up"
        # nor "to" aligned); a pronoun whose phrase a node says ("spoke to him", "in front of
        # them") is a re-entrancy aligned to its first mention
        pronoun = tok.pos_ == "PRON" and tok.dep_ == "pobj" and tok.lower_ in _PERSONAL_OBJECTS \
            and tok.head.i not in aligned and tok.head.head.i not in aligned
        # A coordinator of two clauses that no node says ("The chief executive retired and
        # chief financial officer resigned" read as one clause inside the other)
        restated = bool(after) and (after[0].like_num or after[0].tag_ == "$"
                                    or after[0].lower_ in _NUMBER_HEDGES)  # ", or about 11 percent"
        joins = tok.dep_ == "cc" and tok.lower_ in ("and", "or", "but") and not restated \
            and tok.head.pos_ in ("VERB", "AUX") and tok.i > tok.head.i \
            and (any(c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") for c in tok.head.children)
                 or not any(c.dep_ == "conj" for c in tok.head.children))  # (or joins nothing)
        # "600 or so executives", "one or more outside contractors": the hedge after a number,
        # which lost states it exactly
        or_so = tok.lower_ in ("so", "more", "less", "fewer") and tok.i >= 2 \
            and doc[tok.i - 1].lower_ == "or" \
            and doc[tok.i - 2].like_num
        # "at least as good" (but "at least 13 flights" is a number's hedge, read back)
        at_least = tok.lower_ == "least" and tok.i > 0 and doc[tok.i - 1].lower_ == "at" \
            and not restated
        # A verb spaCy tagged as an auxiliary ("Evan helped found a program": "helped" aux of
        # "found"), which the parser then skips as one: "Evan found a program"
        false_aux = tok.dep_ in ("aux", "auxpass") and tok.is_alpha \
            and tok.lower_ not in AUXILIARIES and tok.lower_ not in _AUXILIARY_LIKE
        # A single word in quotation marks, whatever spaCy tagged it ("the common word
        # 'spike'", 'spike' an interjection): the word the sentence is about
        quoted = tok.is_alpha and 0 < tok.i < len(doc) - 1 \
            and doc[tok.i - 1].text in ANY_QUOTE_MARKS and doc[tok.i + 1].text in ANY_QUOTE_MARKS
        # The direction of a change its amount hangs on ("sent the company's shares down 81
        # cents (U.S.) or 2.7 per cent"): lost, the shares were "sent 81 cents"
        direction = tok.lower_ in ("up", "down") and tok.dep_ in ("prt", "advmod") \
            and bool(after) and (after[0].like_num or after[0].tag_ == "$")
        # The share of a group a phrase is true of ("A few thousand troops, most from the
        # division's 3rd Brigade"): lost, every one of them came from it
        share = tok.lower_ == "most" and tok.dep_ == "advmod" and tok.head.pos_ == "ADP"
        if joins or or_so or hedge or vague or pronoun or at_least or false_aux or quoted \
                or direction or share \
                or tok.lower_ in _MEANINGFUL \
                or (tok.pos_ in _CONTENT_POS and not tok.is_stop
                    and not (tok.pos_ == "NUM" and tok.is_alpha)):
            found.append(tok.i)
    return found


def _second_numbers(doc: Doc, amr: str) -> set[int]:
    """Words of a number constant's alignment that state a number of their own after the
    first: "20 to 25 members" read as (m / member :quant 20~e.4,6) says 20 alone, so "25"
    is lost though aligned; the scale word of "4.7 million" is part of its number.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("It would include 20 to 25 members.")
    >>> [doc[i].text for i in _second_numbers(doc, "(m / member :quant 20~e.3,5)")]
    ['25']
    """
    lost: set[int] = set()
    for match in _NUMBER_ALIGNED.finditer(amr):
        words = [int(i) for i in match.group(2).split(",") if int(i) < len(doc)]
        stated = [i for i in words if doc[i].lower_ not in SCALES
                  and number_value(doc[i].text) is not None]
        lost.update(i for i in stated[1:] if number_value(doc[i].text) != match.group(1))
    return lost


def _aligned_indices(amr: str) -> set[int]:
    """The token indices of every alignment in ``amr`` (PENMAN text)."""
    return {int(i) for m in _ALIGNED.finditer(amr) for i in m.group(1).split(",")}


def _unstated_numbers(doc: Doc, amr: str, aligned: set[int]) -> set[int]:
    """Numerals aligned to a node although no number constant of the graph states them:
    "rise by $300 to $2,800 or 12 percent" read as (m / monetary-quantity~e.13 :quant
    300~e.10) aligns "2,800" to the sum of $300, and every paraphrase said "rise by $300 or
    12 percent".  A numeral's scale word counts ("$1.6 billion" states 1600000000); clock
    times and dates said as strings are left alone.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("It rose by $300 to $2,800.")
    >>> amr = "(m / monetary-quantity~e.7 :quant 300~e.4)"
    >>> [doc[i].text for i in _unstated_numbers(doc, amr, _aligned_indices(amr))]
    ['2,800']
    >>> doc = load_spacy()("Stocks rallied over the past 3-1/2 months.")
    >>> amr = "(t / temporal-quantity~e.7 :quant 3.5~e.5,7)"
    >>> [doc[i].text for i in _unstated_numbers(doc, amr, _aligned_indices(amr))]
    []
    """
    stated = {float(v) for v in _CONSTANT.findall(amr)}
    lost: set[int] = set()
    for tok in doc:
        value = number_value(tok.text) if any(c.isdigit() for c in tok.text) else None
        if value is None or tok.i not in aligned:
            continue
        if tok.i + 1 < len(doc) and (doc[tok.i + 1].lower_ in ("a.m.", "p.m.", "am", "pm")
                                      or doc[tok.i + 1].text in (":", "/")):
            continue
        number = float(value)
        if tok.i + 2 < len(doc) and doc[tok.i + 1].text == "-" and is_fraction(doc[tok.i + 2].text):
            # "the past 3-1/2 months", stated as 3.5: a mixed number
            top, bottom = doc[tok.i + 2].text.split("/")
            number += int(top) / int(bottom) if int(bottom) else 0
        scale = tok.i + 2 if tok.i + 2 < len(doc) and doc[tok.i + 1].text == "-" else tok.i + 1
        if scale < len(doc) and doc[scale].lower_ in SCALES:  # "$2-million" too
            number *= SCALES[doc[scale].lower_]
        if not any(abs(number - v) <= 1e-6 * max(1.0, abs(v)) for v in stated):
            lost.add(tok.i)
    return lost


def unparsed_words(graph: penman.Graph) -> list[str]:
    """The words of ``graph``'s ``::unparsed`` list, in source order: what explains a
    sentence whose rebuilt paraphrases are all refused.

    >>> unparsed_words(penman.decode('# ::tok four Central Asian countries\\n'
    ...                               '# ::unparsed 1\\n(c / country)'))
    ['Central']
    """
    tokens = graph.metadata.get("tok", "").split(" ")
    return [tokens[int(i)] for i in graph.metadata.get(KEY, "").split() if int(i) < len(tokens)]


def unsaid(graph: penman.Graph, text: str) -> str | None:
    """The first word of ``graph``'s ``::unparsed`` list that ``text`` does not say."""
    return next(_missing(text, unparsed_words(graph)), None)


def _missing(text: str, words: Iterable[str]) -> Iterator[str]:
    """The ``words`` that ``text`` does not say; a clitic token ("n't", "'s") is said
    joined to the word before it ("don't").

    >>> list(_missing("we don't march", ["n't", "march", "not"]))
    ['not']
    """
    for word in words:
        before = "" if word[:1] == "'" or word.lower() == "n't" else r"(?<![\w.])"
        if not re.search(rf"{before}{re.escape(word)}(?!\w)", text, re.IGNORECASE):
            yield word
