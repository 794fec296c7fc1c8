"""The ``verbatim-closing`` alternative of the root: its opening place, time or adverbial
clause said last, each phrase in its own words.

"As of Wednesday, there were 65 probable SARS cases in the Toronto region." read only its
source back: no focus of it makes a sentence, and the other verbatim alternatives move a
reporting clause, a subject or a closing phrase, none of which it has.  The opening phrase
moves to the end: "There were 65 probable SARS cases in the Toronto region as of
Wednesday."  (realize_verbatim_alternatives' ``verbatim-fronting`` is the reverse move.)

The root may be a copular or existential one, no verb's frame ("8.4 per cent of
six-year-olds and 15 per cent of 15-year-olds were obese in 2001.", "There were 6.5 million
high-tech jobs in the United States in 2001."), with the copula after the opening phrase
(copular_clause); realize_alternatives routes such a root here when it is the parse's own.

Said last, a phrase follows the whole clause and may seem to belong to whatever ends it, so
the clause must be short of places to land: no comma, dash or bracket in it (an apposition
or participle at its end would take the phrase: "Mrs. Kroc ranked No. 121 on ... the
nation's wealthiest people with an estimated net worth of $1.7 billion"; a hyphen inside a
word, "32-4", is none; a subject's aside closed before the verb, and a closing dash aside or
apposition closed by a mark of its own before the phrase, are carried whole:
realize_verbatim_dashes), no finite verb or "that" of another clause past the root's verb
(but a concession after a report), no verb of its own past the root's but a plain
complement ("appears to be standing behind Stewart"), no negation whose scope the phrase would enter ("No Iraqi entity has the authority to export
oil without an adopted resolution"; a concession set off by its comma enters none), and a lead that opens a place, time or adverbial clause,
not a means or a company ("By skirting ...", "With ...").  A concession ("Though ...",
"Although ...") follows its comma; a pronoun of the clause is refused before a name in the
opening clause it may stand for ("He was later released, although Mr Sorbello was taken to
hospital ...").
"""

from __future__ import annotations

from collections.abc import Callable

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.parse_words import NEGATORS, TIME_NOUNS
from pipeline.backends.builtin.realize_adverb_words import ADVERBIAL_NOUNS
from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_closing_tails import ClosingTails
from pipeline.backends.builtin.realize_tree import Const, Node, is_inverted
from pipeline.backends.builtin.realize_verbatim_dashes import (
    closed_dash_aside,
    closing_apposition,
    closing_dash_aside,
    word_hyphens,
)
from pipeline.backends.builtin.realize_verbatim_spans import (
    PHRASE_BREAKS,
    VerbatimSpans,
    finite_verb,
    verb_group_start,
)
from pipeline.backends.builtin.realize_words import (
    ARTICLES,
    ATTRIBUTING,
    EXISTENTIAL_BE,
    PREPOSITIONS,
    QUOTE_CLOSING,
    QUOTE_MARKS,
    QUOTE_OPENING,
    SUBORDINATORS,
)

__all__ = ["VerbatimClosing"]

# The roles of a span's bounds ("from 1993 to 2002").
_SPAN_BOUNDS = frozenset([":source", ":destination"])

# What an opening phrase said last may start with: a place or time ("In Canada", "As of
# Wednesday", "Between 1993 and 2002", "Except for ..."), the terms it holds under ("Under
# the settlement, Solutia will pay ..."), or an adverbial clause ("As temperatures soar
# ...").  Not "by", "with", "for", "without" (a means, a company or a purpose, which after
# the clause reads as its last noun's).  A condition ("If passed, the measure will return to
# the Senate ...") closes a clause of one verb as English says it ("The European Union is
# threatening trade sanctions against the United States if the subsidies are not repealed."):
# a second verb, which it might seem to hold for alone, is refused below as for any phrase.
_CLOSING_LEADS = (SUBORDINATORS - {"whereas", "though", "although", "unless"}) | frozenset([
    "in", "on", "at", "during", "between", "from", "within", "throughout", "except", "under",
    "around", "near", "outside",
    "despite", "earlier", "later", "last", "early", "late", "yesterday", "today", "tonight"]) \
    | WEEKDAYS
# Pronouns of the clause that may stand for a name in the opening phrase.
_PERSONAL_PRONOUNS = frozenset(["he", "she", "they", "him", "her", "his", "their", "them",
                                "it", "its"])
# A concession said last after its comma ("Many of the expenditures actually will occur in
# 2004, though that slower spending made 2003 look better."), which sets it against the whole
# clause as the source did.  Set off by its comma, it enters no negation's scope of the
# clause ("Residents did not leave the city, although the warning came late."); after a
# report's clause it would read as the speaker's (realize_verbatim_concessive.reports_clause:
# "the researchers said they had no evidence ..., although Prempro pills were used").
# ("While" said last reads as a time: realize_lost_small_words.moved_opening_while.)
_CONCESSIVES = frozenset(["though", "although"])
# Time subordinators whose gerund may close the clause ("after learning ...").
_GERUND_TIMES = frozenset(["after", "before", "since", "while", "when"])
_SUBJECT_ROLES = frozenset([":ARG0", ":ARG1"])
# What a "for" opening a span of time ends with ("For now", "For the week", "For more than a
# century", "For the second year in a row"); not a purpose or a beneficiary ("For those who
# got surgery alone", which _for_people_who lets close, "For customers to get the most of the
# Internet"), nor an age.
_SPAN_ENDS = (TIME_NOUNS - {"age", "childhood"}) | {"now"}


def _negator(tokens: list[str], at: int) -> bool:
    """Whether the word at ``at`` negates: not the abbreviation of "number" ("Beijing's No. 1
    Intermediate Court", which the tokenizer splits from its full stop).

    >>> _negator(["No", ".", "1", "Intermediate", "Court"], 0), _negator(["no", "one"], 0)
    (False, True)
    """
    if tokens[at].lower() not in NEGATORS:
        return False
    return not (tokens[at] == "No" and tokens[at + 1:at + 2] == ["."]
                and tokens[at + 2:at + 3] and tokens[at + 2][:1].isdigit())


def _span_of_time(lead_words: list[str]) -> bool:
    """Whether the opening words ``lead_words`` are a "for" of a span of time."""
    return lead_words[0] == "for" and len(lead_words) > 1 and (
        lead_words[-2:] == ["a", "row"] or lead_words[-1] in _SPAN_ENDS
        or lead_words[-1].removesuffix("s") in _SPAN_ENDS)


def _for_people_who(lead_words: list[str]) -> bool:
    """Whether the opening words ``lead_words`` are a "for" of the people a relative clause
    picks out ("For those who got surgery alone"): said last, "median survival was 41 months
    for those who got surgery alone" keeps whom it holds for, a relative clause of no noun
    of the clause's own to land on."""
    return lead_words[:1] == ["for"] and lead_words[1:2] in (["those"], ["people"]) \
        and lead_words[2:3] == ["who"]


def _joined_prepositions(tokens: list[str], i: int) -> bool:
    """Whether the coordinator at ``i`` joins two prepositions of one phrase ("cases in and
    around Toronto"): no second clause the phrase said last could land in."""
    return 0 < i < len(tokens) - 1 and tokens[i - 1].lower() in PREPOSITIONS \
        and tokens[i + 1].lower() in PREPOSITIONS


class VerbatimClosing(ClosingTails, VerbatimSpans):
    """The ``verbatim-closing`` alternative (see the module docstring)."""

    reports_clause: Callable[[Node], bool]  # (realize_verbatim_concessive)

    def verbatim_closing(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        comma = next((i for i in range(end) if tokens[i] == ","), None)
        if comma is None or comma < 2 or not top.align \
                or not (is_frame(top.concept) or self.copular_clause(top, comma)) \
                or self.const(top, ":mode") is not None or closing \
                or self.stray_quotes(comma, end) or not source.opens(0):
            raise RealizationRefused("no opening phrase to close with")
        lead_words = [t.lower() for t in tokens[0:comma]]
        if tokens[end:end + 1] == ["?"] or lead_words[:2] in (["at", "least"], ["at", "most"]) \
                or lead_words[-1] == "end" or "case" in lead_words \
                or (lead_words[0] == "in" and lead_words[1:] and lead_words[-1] in ADVERBIAL_NOUNS
                    and len(lead_words) == 2):
            # ("When I talked to him last time, did I think it was the end-all?": a question
            # opens with its verb; "At least 11 people remained ...": a count; "In all,
            # ...": a connective; "At the very long end," "In a case in August,": a frame,
            # which said last reads as a place of the clause's last noun)
            raise RealizationRefused("no opening phrase to close with")
        concessive = lead_words[0] in _CONCESSIVES
        if concessive and stem(top.concept) in ATTRIBUTING and self.reports_clause(top):
            # ("Although Prempro pills were used in the study, the researchers said they had
            # no evidence that ...": said after the report, the concession reads as theirs)
            raise RealizationRefused("a concession said last would join the report")
        if (lead_words[0] not in _CLOSING_LEADS | _CONCESSIVES
                and not _span_of_time(lead_words) and not _for_people_who(lead_words)) \
                or (lead_words[0] == "as" and len(lead_words) > 1
                    and lead_words[1] in ("such", "well", "a", "part")) \
                or (any(w.endswith("ing") and "VERB" in lemma_pos(w) for w in lead_words[1:2])
                    and lead_words[0] not in _GERUND_TIMES):
            # ("As such, consumers want ...", "As a result, ...": a connective; "By skirting
            # ...", "On hearing ...": a gerund's unsaid subject would become the last noun's;
            # not after a time subordinator, whose gerund English gives the clause's subject
            # wherever it stands: "Allison Smith reacted with panic after learning she would
            # no longer get ...")
            raise RealizationRefused("no opening phrase to close with")
        verb = top.align[0]
        aside = self.subject_aside(top, comma, verb)
        participles = self.coordinated_participles(top)
        # (an "and" inside a quoted phrase joins the speaker's words: "called the charges
        # "baseless and illogical"")
        quoted = {i for start, stop in self.quote_pairs() for i in range(start, stop)}
        # (the phrase goes before a trailing participle, comparison or report: "67 percent
        # connected through cable in March, up from 63 percent a year earlier",
        # realize_closing_tails; a concession keeps its comma and goes last)
        stop = end if concessive else self.tail_start(verb, end)
        if stop == end and not concessive and not any(finite_verb(t) for t in tokens[1:comma]):
            # (before a closing adverbial clause of the root's; an opening clause would stand
            # in the middle of two, realize_closing_tails)
            stop = self.clause_tail(top, verb, end)
        body = range(comma + 1, stop)
        # (an aside the source's end closed, closed by a dash of its own before the phrase
        # said last: realize_verbatim_dashes)
        joined = word_hyphens(tokens, source.starts, source.sentence)
        trailing = closing_dash_aside(tokens, verb + 1, end, joined) if stop == end \
            else frozenset()
        apposition = closing_apposition(tokens, verb + 1, end) \
            if stop == end and not concessive and not trailing else frozenset()
        participle: frozenset[int] = frozenset()
        if concessive and (at := self.tail_start(verb, end)) < end \
                and tokens[at + 1].lower().endswith("ing"):
            # (a concession goes after the clause's trailing participle too: "Many of the
            # expenditures will actually occur in 2004, making that year's shortfall worse,
            # though that slower spending made 2003 look better.")
            participle = frozenset([at])
        if verb <= comma or any(tokens[i] in PHRASE_BREAKS and not self.inside_word(i)
                                and i not in aside | trailing | apposition | participle
                                for i in body) \
                or any(tokens[i].lower() in ("and", "or", "but")
                       and source.owner.get(i) not in participles and i not in quoted | trailing
                       and not _joined_prepositions(tokens, i)
                       for i in range(verb + 1, stop)) \
                or (not concessive and (
                    any(_negator(tokens, i) for i in range(comma + 1, stop))
                    or self.const(top, ":polarity") == "-")):
            raise RealizationRefused("a clause the closing phrase could land inside")
        concession = lead_words[0] == "despite" and stem(top.concept) in ATTRIBUTING
        if not concession and any(i > verb and i not in source.owner and (
                finite_verb(tokens[i]) or tokens[i].lower() == "that") for i in body):
            # ("A Post article argued that a 50-basis-point cut was most likely on Thursday":
            # a clause of its own, its copula no node's word, which the phrase would close;
            # a concession after a report stays the whole report's, "U.S. and EU leaders
            # said there were areas of agreement despite their differences"; not after a
            # noun's clause: "... was curbed by wariness that Japanese authorities could
            # intervene to stem the yen's rise despite hefty losses against the euro")
            raise RealizationRefused("a clause the closing phrase could land inside")
        if any(tokens[i].lower() in _PERSONAL_PRONOUNS for i in body) \
                and ((any(finite_verb(t) for t in tokens[1:comma])
                      and any(t[:1].isupper() for t in tokens[1:comma]))
                     or (lead_words[0] == "if"
                         and any(t[:1].isupper() or t.lower() in ARTICLES for t in tokens[1:comma]))):
            # ("He was later released, although Mr Sorbello was taken to hospital ...": the
            # pronoun would come before the name it stands for, the subject of a clause of
            # its own, and seem another's; after a condition, before its noun too: "Its drugs
            # could be prescribed ... if a company won't do so")
            raise RealizationRefused("a pronoun would come before the name it stands for")
        holder = self.opening_holder(top, comma)
        inside = self.owners(holder)
        if any(source.owner.get(i) in inside for i in range(comma + 1, end)):
            raise RealizationRefused("no opening phrase to close with")
        complements = self.plain_complements(top) | participles
        for i in body:
            owner = source.owner.get(i)
            if owner is None or owner == top.var or i < verb or i > min(participle, default=end):
                continue
            node = self.nodes[owner]
            if is_frame(node.concept) and "VERB" in lemma_pos(tokens[i].lower()) \
                    and node.var not in complements and not self.prenominal(node, i):
                # ("Today, we preserve essential tools to foster voice competition in the
                # local market": said last, "today" would be the fostering's)
                raise RealizationRefused("a clause the closing phrase could land inside")
        said = source.text(comma + 1, stop - 1)
        if trailing:
            said = f"{said} {tokens[min(trailing)]}"
        elif apposition:
            said += ","
        tail = source.text(stop, end - 1) if stop < end else ""
        if tail and tokens[stop] != ",":
            tail = " " + tail  # (a closing clause: "... in December 1998 when she was hit")
        lead = source.text(0, comma - 1)  # (opens with a preposition or subordinator)
        self.variant_used = True
        if lead_words[0] not in WEEKDAYS:  # ("... blanked the Gamecocks 8-0 Friday")
            lead = lead[:1].lower() + lead[1:]
        joint = ", " if concessive else " "  # ("..., though that slower spending made ...")
        return f"{said[:1].upper()}{said[1:]}{joint}{lead}{tail}", "closing-adjunct"

    def stray_quotes(self, comma: int, end: int) -> bool:
        """Whether the source holds a quotation mark that is not one of a pair closed inside
        the clause after ``comma`` around words with no finite verb ("called the charges
        "baseless and illogical""), which the phrase said last may follow as it would any
        noun or adjective; a quoted clause, or a quote opening the clause or running to its
        end, is a speaker's words, which the phrase would seem to be part of."""
        assert self.source is not None
        tokens = self.source.tokens
        marks = [i for i, t in enumerate(tokens) if t in QUOTE_MARKS]
        if not marks:
            return False
        if len(marks) % 2 or marks[0] <= comma + 1 or marks[-1] >= end:
            return True
        return any(tokens[start] in QUOTE_CLOSING or tokens[stop] in QUOTE_OPENING
                   or any(finite_verb(t) for t in tokens[start + 1:stop])
                   for start, stop in self.quote_pairs())

    def quote_pairs(self) -> list[tuple[int, int]]:
        """The source's quotation marks, paired in order (an even count, see stray_quotes)."""
        assert self.source is not None
        marks = [i for i, t in enumerate(self.source.tokens) if t in QUOTE_MARKS]
        return list(zip(marks[::2], marks[1::2], strict=False))

    def subject_aside(self, top: Node, comma: int, verb: int) -> frozenset[int]:
        """The two commas of an aside that the clause's subject holds between ``comma`` and
        the root's word ``verb`` (or every index of a dash aside closed just before it) ("On Jan. 1, Nikia Shanell Kilpatrick, who was pregnant, was
        found ...", "Last week, Nur al-Din Muliff, a 36-year-old of North African origin, was
        arrested ..."): closed before the verb, it is no place for the phrase said last to
        land.  Not a comma of the opening phrase's own ("In Chatsworth, 52km north-west of Los
        Angeles, residents ...": a second place, no subject's) nor of a list."""
        assert self.source is not None
        tokens = self.source.tokens
        dashes = closed_dash_aside(tokens, comma + 1, verb - 1,
                                   word_hyphens(tokens, self.source.starts, self.source.sentence))
        if dashes is not None and all(verb_group_start(t) for t in tokens[dashes[1] + 1:verb]):
            # ("In February 2000, the officers -- Kenneth Boss, ..., Edward McMellon and
            # Richard Murphy -- were acquitted ...": a dash aside, commas and all,
            # realize_verbatim_dashes)
            # (the aside's own words the parse may hang anywhere: its dashes hold them)
            if self.subject_holds(top, comma, [dashes[0], dashes[0]]):
                return frozenset(range(dashes[0], dashes[1] + 1))
            return frozenset()
        marks = [i for i in range(comma + 1, verb)
                 if tokens[i] in PHRASE_BREAKS and not self.inside_word(i)]
        if len(marks) != 2 or any(tokens[i] != "," for i in marks) or marks[0] == comma + 1:
            return frozenset()
        return frozenset(marks) if self.subject_holds(top, comma, marks) else frozenset()

    def subject_holds(self, top: Node, comma: int, marks: list[int]) -> bool:
        """Whether the words after ``comma`` up to the aside that ``marks`` close belong to
        one subject of ``top``, with a word of its own before the aside."""
        assert self.source is not None
        owner = self.source.owner
        held = {owner[i] for i in range(comma + 1, marks[1]) if i in owner}
        head = {owner[i] for i in range(comma + 1, marks[0]) if i in owner}
        return bool(head) and any(
            edge.role in _SUBJECT_ROLES and isinstance(edge.target, Node)
            and held <= self.owners(edge.target) for edge in top.edges)

    def copular_clause(self, top: Node, comma: int) -> bool:
        """Whether the root ``top``, no verb's frame, is the predicate of a copula the source
        said after ``comma`` and before it, no node's word ("8.4 per cent of six-year-olds
        ... were obese", "there were 6.5 million high-tech jobs")."""
        assert self.source is not None
        return bool(top.align) and any(
            self.source.tokens[i].lower() in EXISTENTIAL_BE and i not in self.source.owner
            for i in range(comma + 1, top.align[0]))

    def prenominal(self, node: Node, at: int) -> bool:
        """Whether ``node``, said at ``at``, is a bare participle before the noun it modifies
        ("received anonymous threatening letters"): no clause a closing phrase could land in."""
        parent = node.parent
        if parent is None or node.role is None or not is_inverted(node.role) \
                or any(isinstance(e.target, Node) for e in node.edges) \
                or not parent.align or at >= parent.align[0]:
            return False
        owners = self.owners(parent)
        return all(self.source is not None and self.source.owner.get(k) in owners
                   for k in range(at + 1, parent.align[0] + 1))

    def opening_holder(self, top: Node, comma: int) -> Node:
        """The phrase of ``top`` that holds every word the parse aligned before ``comma``:
        one of its circumstances, not its subject ("Her father, Roma King Florin Cioaba, had
        her brought back": an apposition)."""
        assert self.source is not None
        # (a bound the parse left on the root as a number of its own: "From 1993 to 2002,
        # there were 142 reported sexual assaults ...", the root's :destination 2002)
        bounds = {i for edge in top.edges if edge.role in _SPAN_BOUNDS
                  and isinstance(edge.target, Const) for i in edge.target.align}
        owned = {self.source.owner[i] for i in range(comma)
                 if i in self.source.owner and i not in bounds}
        for edge in top.edges:
            if edge.role in _SUBJECT_ROLES or not isinstance(edge.target, Node):
                continue
            if owned and owned <= self.owners(edge.target):
                return edge.target
        raise RealizationRefused("no opening phrase to close with")

    def coordinated_participles(self, top: Node) -> set[str]:
        """An "and" or "or" of bare past participles that ``top`` takes as its complement, and
        the participles ("was found bound and strangled in her apartment"): one state of the
        clause's subject, which the closing phrase may follow as it does a plain complement
        (not verbs of their own, "agreed to resign and leave the company", whose last the
        phrase would seem to date)."""
        assert self.source is not None
        tokens = self.source.tokens
        for edge in top.edges:
            coordination = edge.target
            if edge.role not in (":ARG1", ":ARG2") or not isinstance(coordination, Node) \
                    or coordination.concept not in ("and", "or"):
                continue
            members = [e.target for e in coordination.edges if e.role.startswith(":op")]
            if len(members) > 1 and all(
                    isinstance(member, Node) and member.align and is_frame(member.concept)
                    and inflect(stem(member.concept), "VBN") == tokens[member.align[0]].lower()
                    and not any(is_frame(n.concept) and not (n.align and self.prenominal(n, n.align[0]))
                                for n in member.walk() if n is not member)
                    for member in members):
                # (a frame said as a bare word before its noun is none of a verb's: "bound
                # and strangled in her apartment in the same neighbourhood", same-01)
                # (a finite verb in a member's phrase, no node's word, is refused with the
                # clause's others: a participle says "-ed" as a past verb does)
                return {coordination.var} | {m.var for m in members if isinstance(m, Node)}
        return set()

    def plain_complements(self, top: Node) -> set[str]:
        """The clauses ``top`` takes as its complements with no verb of their own below them
        and no finite one ("appears to be standing behind Stewart"), which the closing phrase
        may follow (not "announced she would be taking over the probe ... at a news
        conference on Staten Island": the taking over's place, as it reads).  After a list
        of the clause's it is refused as well ("came back at 160 on June 16 and at 120 on
        June 23 at one of ...")."""
        return {target.var for edge in top.edges
                if edge.role in (":ARG1", ":ARG2") and isinstance(target := edge.target, Node)
                and is_frame(target.concept)
                and not any(is_frame(n.concept) for n in target.walk() if n is not target)
                and not self.holds_finite_verb(target)}
