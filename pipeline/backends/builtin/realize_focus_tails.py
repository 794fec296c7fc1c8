"""Checks on an old root said after a new focus, and on a phrase fronted for one (MRPC
held-out sentences: kept paraphrases a reader marks broken or meaning-changed).

An old root said as a parenthetical after the new main clause must still read as what the
source said: a report ("..., which Diamond testified", "..., which the NIST discovered")
is an attribution ("..., Diamond testified"); a time clause of the old root
("It is the incident that is investigated, when they are held ...") would turn the source's
subordinate clause into its main one; and a verb's own argument cannot be fronted as a
topic ("To the United States, Cruz came in 1960", "From mounting raids, U.S. troops will
not shrink").  A noun focus said as a cleft, an existential or a fronted topic is refused
when a number would lead it ("It was 54 that ...") or the fronted phrase cannot open a
sentence (:meth:`FocusTails.noun_focus`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pipeline.backends.builtin.morphology import AUXILIARIES, lemma_pos, plural
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    RealizationRefused,
    RealizerBase,
    is_human,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_existentials import existential_thing_fault
from pipeline.backends.builtin.realize_focus_checks import (
    COUNT_FOCUS,
    amount_lead,
    fronted_lead_fits,
    idiom_lead,
    lead_without_preposition,
)
from pipeline.backends.builtin.realize_tree import Const, Edge, Node, base_role, is_inverted
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    COGNITION,
    PLURAL_QUANTIFIERS,
    QUOTING,
    STANDALONE_QUANTIFIERS,
)

__all__ = ["REPORTING", "FocusTails", "core_argument"]

# Verbs whose clausal ARG1 is what they report: said after it as an attribution.
REPORTING = QUOTING | COGNITION | frozenset([
    "testify", "discover", "find", "reveal", "show", "confirm", "learn", "indicate",
    "estimate", "predict", "suggest", "anticipate", "disclose", "allege", "tell",
    "conclude", "determine", "deny", "concede", "contend", "maintain", "assert", "emphasize"])

# Roles of an old root that a tail would say as "when" or "in which case": the source's
# subordinate clause said as the main one.  A condition said so is asserted: "It is his
# government that does not fall before then, in which case Berlusconi will be safe ..."
# for "... unless his government falls before then" (every such MRPC output was wrong).
_CIRCUMSTANCE_TAILS = frozenset([":time", ":condition"])
_COMPARISON_LEADS = frozenset(["versus", "vs", "vs.", "than"])
_PATH_PREPOSITIONS = frozenset(["to", "from", "into", "onto", "of", "toward", "towards"])
# "It was 54 that", "There are $7.74 that", "To $7.74 that Corixa shares rose": blind raters
# read these as broken (issue 12's 30 kept MRPC outputs had three).
# A cleft or existential led by an ordinal time ("It was the first time in a decade that
# ..."), which the source said as "for the first time" (unless it said the cleft itself).
_ORDINAL_TIME_CLEFT = re.compile(r"(?:^|\b)(?:[Ii]t|[Tt]here) (?:is|was|were|will be) the "
                                 r"(?:first|second|third|fourth|fifth|last|next|only) time\b")
# (A hedge the rebuilt text keeps leads with its number: "It is as many as 1,200 students at
# Wheaton College that will gather", or "who"; not an age: "It was 37-year-old Adan Avalos
# of Riverbank who was shot". After a fronted preposition, "who" is the source's own
# relative: "From more than 2,000 infants who had been treated ..., researchers ...".)
_COUNTED = (r"(?:(?:the )?another |the (?:only|just) )?(?:about |some |nearly |almost |more than "
            r"|less than |as (?:many|much|few|little) as )?[$€£]?\d(?![\d.,]*-\w+-old)(?:[^,]|,\d)*? ")
_NUMBER_FOCUS = re.compile(
    rf"(?i)^(?:(?:it|there) (?:is|was|are|were) {_COUNTED}(?:that|who|\w+ which) "
    rf"|(?:to|at|by|from|of|for|in|on) {_COUNTED}(?:that|\w+ which) )")

_NEGATED_COUNT_FOCUS = re.compile(r"(?i)^(?:it|there) (?:is|was|are|were) not one\b")

# A cleft on a counted noun: "It was (seven) (of the nine candidates) that (were) ...".
_CLEFT_COUNT = re.compile(r"(?i)^it (?:is|was|are|were) ([\w.,]+?),? (.+?),? (?:that|who) (\S+)")

_PRONOUN_AGENT = re.compile(r"\bby (?:me|it)\b(?! (?:to|that|and|or)\b)|\bby (?:him|her|us|them)\s*,\s*who\b"
                            r"|\bby (?:this|that)(?=\s*(?:[,.;]|$|(?:but|and|or)\b))")  # "by that but"



def core_argument(role: str) -> bool:
    """Whether ``role`` is a numbered argument beyond the subject and object (ARG2 and up),
    which a verb takes as its own complement and English does not front as a topic.

    >>> core_argument(":ARG4"), core_argument(":ARG1"), core_argument(":time")
    (True, False, False)
    """
    found = re.fullmatch(r":ARG(\d)", role)
    return found is not None and int(found.group(1)) >= 2


class FocusTails(RealizerBase):
    """Refusals and rewordings of an old root said after a new focus, and of a noun focus
    said as a cleft, an existential or a fronted topic."""

    refocused_noun: Callable[..., tuple[str, str]]
    inverted_modifier: Callable[[Node, Edge, Node], str]
    connective_root: Callable[[Node], str]

    def connective_above(self, listed: Node) -> str:
        """The "but" side of a list that is itself one side of a contrast, said after it:
        "..., and Selenski used the mattress, but the other inmate fell, Fischi said"
        (the parser nests "A but B and C" as (contrast-01 :ARG1 A :ARG2 (and B C)))."""
        for e in listed.edges:
            above = e.target
            if is_inverted(e.role) and isinstance(above, Node) and above.var not in self.done \
                    and above.concept == "contrast-01":
                said = self.inverted_modifier(listed, e, above)
                return said + self.connective_root(above) if said else ""
        return ""

    def refuse_tail_chain(self, parent: Node, role: str) -> None:
        """Refuse an old root that follows the new main clause only through another tail:
        "Profits were boosted ..., as it intended to, when 28 percent cited stronger
        demand", "Incentive schemes were participated, which the vast majority of trades
        depended, which is how it will be priced ...".  A list or an attribution above
        ("..., and 1,000 wounded, Peter Coleman said") still follows, but not above another
        attribution: "Congress would finish work ..., he hoped, the Senate majority leader,
        Bill Frist, R-Tenn., said" (whose "he" comes before its name)."""
        if self.source is None:
            return  # gold graphs: no refusal
        attributed = stem(parent.concept) in ATTRIBUTING and role == ":ARG1" \
            and self.stacked_attribution(parent) is None
        for e in parent.edges:
            above = e.target
            if self.is_refocus_edge(parent, e) and isinstance(above, Node) \
                    and above.var not in self.reserved and above.var not in self.done \
                    and above.concept not in ("and", "or", "multi-sentence", "contrast-01") \
                    and not (stem(above.concept) in COGNITION and base_role(e.role) == ":ARG1"
                             and not attributed):
                raise RealizationRefused("the old root would follow only through a chain of "
                                         "subordinate clauses")

    def refuse_denied_report(self, parent: Node, role: str) -> None:
        """Refuse a denied report as the bare parenthetical after its clause: "The situation
        poses safety problems, no data indicate" reads as vouching for the problems ("...,
        which Clinton did not mention" stays: a relative clause vouches for nothing)."""
        if role != ":ARG1" or self.source is None or stem(parent.concept) not in REPORTING | ATTRIBUTING:
            return  # (gold graphs: no refusal)
        if self.const(parent, ":polarity") == "-" or any(
                e.role == ":ARG0" and isinstance(e.target, Node)
                and self.const(e.target, ":polarity") == "-" for e in parent.edges):
            raise RealizationRefused("a denied report cannot follow the clause it denies")

    def reported_tail(self, parent: Node, role: str, child: Node) -> str | None:
        """", Diamond testified under questioning by ...", not ", which Diamond testified
        ...": a verb reporting the new main clause follows it as an attribution."""
        if role != ":ARG1" or not self.is_clause(child) or stem(parent.concept) not in REPORTING:
            return None
        if self.source is not None and any(
                e.role != role and ARG_ROLE.match(e.role) and isinstance(e.target, Node)
                and self.is_clause(e.target) for e in parent.edges):
            # "... requested a change of venue for two reasons, they argued that massive
            # pretrial publicity had tainted the jury pool": the report has its own clause
            raise RealizationRefused("a report with a clause of its own cannot follow as an "
                                     "attribution")
        if self.gerund_object(parent, child):
            # "pared the NYSE's 27-member board, and Harrigan allotted more seats ...,
            # Harrigan also suggested" asserts what the source's "suggested paring ..."
            # only proposed
            raise RealizationRefused("a gerund object cannot follow as an attribution")
        return self.clause(parent, gap=role)

    def refuse_purpose_tail(self, parent: Node, role: str, child: Node) -> None:
        """Refuse the old root after the purpose it served: "Selenski scaled a fence, which
        Selenski used the mattress to" (use-01 :ARG2, PropBank's PRP role) strands its "to"
        after the object and asserts what was only meant."""
        if self.source is None or not self.is_clause(child) or not ARG_ROLE.match(role):
            return
        lexicon = propbank_lexicon()
        if lexicon is not None and parent.concept in lexicon \
                and lexicon.role_with_function(parent.concept, ("PRP",)) == role[1:]:
            raise RealizationRefused("the old root cannot follow the purpose it served")

    def refuse_circumstance_tail(self, role: str, child: Node) -> None:
        """Refuse an old root the new focus was the time of, or a participle the source
        said after a comma ("climbed ..., ending at its highest level" is no "..., which is
        how it climbed")."""
        if self.source is None:
            return
        if role in _CIRCUMSTANCE_TAILS or (role == ":manner" and (
                self.bare_participle(child) or self.past_participle_clause(child))):
            raise RealizationRefused(f"the old root would follow as a '{role[1:]}' clause of "
                                     "its own subordinate clause")

    def stacked_attribution(self, parent: Node) -> Edge | None:
        """The edge up from an attribution ``parent`` to a verb of saying that reports it in
        turn, itself the last old root ("he hoped" under "the Senate majority leader said"),
        else None: see :meth:`stacked_attribution_tail`."""
        if stem(parent.concept) in QUOTING:
            return None  # a thought, not a report of words: "the men admitted" stays refused
        for e in parent.edges:
            above = e.target
            if self.is_refocus_edge(parent, e) and isinstance(above, Node) \
                    and base_role(e.role) == ":ARG1" and stem(above.concept) in QUOTING \
                    and above.var not in self.done and above.var not in self.reserved \
                    and not any(self.is_refocus_edge(above, x) for x in above.edges):
                return e
        return None

    def stacked_attribution_tail(self, parent: Node, role: str) -> str | None:
        """Two attributions after a fronted clause, the outer one first as the source said
        them: "Congress would finish work ..., the Senate majority leader, Bill Frist,
        R-Tenn., said he hoped", not "..., he hoped, the Senate majority leader ... said"
        (whose "he" comes before its name)."""
        up = self.stacked_attribution(parent)
        if up is None or not isinstance(up.target, Node):
            return None
        outer = self.clause(up.target, gap=":ARG1")  # first: the name before its pronoun
        verb = self.word_of(up.target)
        if not verb or not outer.endswith(" " + verb):
            # "..., sources said After arrests the men admitted": only "X said" joins
            raise RealizationRefused("an attribution with words of its own cannot report "
                                     "another")
        inner = self.clause(parent, gap=role, skip={id(up)})
        return f"{outer} {inner}" if inner and outer else None

    def refuse_fronted_as_under_negation(self, front: Node, clause: Node, lead: str) -> None:
        """Refuse an "as" comparison the source said after the negated clause it compares
        with, fronted: "... did not materialize as we had anticipated" (we anticipated it
        would) is not "As we had anticipated, the improvement did not materialize" (we
        anticipated it would not).  An "as" clause the source fronted itself stays."""
        if self.source is None or lead != "as" or self.const(clause, ":polarity") != "-":
            return
        start = self.position(front)
        if start is not None and clause.align and start > clause.align[0]:
            raise RealizationRefused("a fronted 'as' clause would fall outside the negation")

    def refuse_fronted_cause(self, event: Node) -> None:
        """Refuse a "for V-ing" cause the parse read as a purpose, fronted: "To lock two disc
        jockeys in the studio ..., a radio station has suspended them" (the source: "has
        suspended two disc jockeys for locking themselves in the studio")."""
        if self.source is not None and self.for_gerund(event):
            raise RealizationRefused("a 'for V-ing' cause cannot be fronted as a purpose")

    def refuse_pronoun_agent(self, passive: str) -> None:
        """Refuse a passive whose agent is "me" or "it": "High standards ... were being
        talked about by me rather", "Little comfort was offered ... by it"."""
        if self.source is not None and _PRONOUN_AGENT.search(passive):
            raise RealizationRefused("a passive with a pronoun as its agent")

    def refuse_person_tail(self, parent: Node) -> None:
        """Refuse a person as the old root said after the new main clause: "He had to have
        been tried separately ..., and he lay to a grand jury, which is Sorkin"."""
        if self.source is not None and (is_human(parent.concept) or self.has_role(parent, ":name")):
            raise RealizationRefused("a person as the old root cannot follow as 'which is'")

    def refuse_fronted(self, text: str, construction: str) -> None:
        """Refuse a fronted verb's argument (see :meth:`fronted_kind`), a fronted amount of
        change ("On 97 points, or 1.14 percent, the Dow tacked to 8,699") and a fronted
        topic with no clause after it ("With $20 million from the Federal Emergency
        Management Agency that the registry was launched with.")."""
        if construction == "fronted-argument":
            raise RealizationRefused("a verb's own argument cannot be fronted as a topic")
        if construction != "fronted-topic" or self.source is None:
            return
        if amount_lead(text):
            raise RealizationRefused("an amount of change cannot be fronted as a topic")
        if text.split(" ", 1)[0].lower() in _COMPARISON_LEADS:
            # "Versus 12 percent inflation, cable rates have increased 40 percent during the
            # period": what a change is measured against leads no sentence
            raise RealizationRefused("what a thing is compared to cannot be fronted as a topic")
        if not text.partition(", ")[2].strip(" ,"):
            raise RealizationRefused("a fronted topic with no clause after it")

    def fronted_kind(self, parent: Node, role: str, lead: str) -> str:
        """"fronted-topic", or "fronted-argument" for a verb's own argument (ARG2 and up) that
        is the start or end of its path, which the caller refuses: "To 4.46 percent, the
        yield rose from 4.42 percent", "To the United States, Cruz came in 1960" (but "For
        both companies, the deal made sense")."""
        if self.source is not None and core_argument(role) and self.is_clause(parent) \
                and lead.split(" ", 1)[0].lower() in _PATH_PREPOSITIONS:
            return "fronted-argument"
        return "fronted-topic"

    def counted_noun_cleft(self, top: Node, text: str) -> bool:
        """Whether a cleft's number is the count of its noun, the subject of the clause
        after it, said with the source's own number word ("It was seven of the nine
        Democratic presidential candidates that were ...", "It was one American soldier who
        was killed"), not a value or a measure ("It was 54 that Corixa shares rose to", "It
        was 7.42 points or 0.45 percent that the index was up", "12 nations currency"), a
        reworded count ("twelve" for "about a dozen") nor one after a word of its own ("the two
        incidents", "only 2,000 Roman Catholics"): the count opens its clause."""
        quant = next((e.target for e in top.edges if e.role == ":quant"
                      and isinstance(e.target, Const)), None)
        said = _CLEFT_COUNT.match(text)
        if quant is None or not quant.align or self.source is None or said is None:
            return False
        at = quant.align[0]
        count, noun, verb = said.group(1).lower(), said.group(2).lower(), said.group(3).lower()
        head = stem(top.concept)
        counted = noun.startswith("of ") if top.concept == "thing" else \
            any(w.strip(",") in (head, plural(head)) for w in noun.split(" "))
        return count == self.source.word(at).lower() and counted \
            and self.source.word(at + 1) != "-" \
            and not re.search(r"\w", self.source.word(at - 1)) \
            and (verb in AUXILIARIES or "VERB" in lemma_pos(verb))

    def _inside_named_noun(self, up: Edge) -> bool:
        """Whether ``up`` leads, by modifiers and names, to a common noun named by its
        apposition (a lower-case word with a :name)."""
        edge: Edge | None = up
        for _ in range(3):
            if edge is None or edge.role not in (":mod-of", ":domain", ":name-of") \
                    or not isinstance(edge.target, Node):
                return False
            noun = edge.target
            names = [e.target for e in noun.edges if e.role == ":name" and isinstance(e.target, Node)]
            if names and (self.word_of(noun) or "X").islower() and self._set_off(noun, names[0]):
                return True
            edge = next((e for e in noun.edges if e.role in (":mod-of", ":domain", ":name-of")),
                        None)
        return False

    def _set_off(self, noun: Node, name: Node) -> bool:
        """Whether the source set ``name`` off from its ``noun`` as an apposition, after a comma,
        dash or parenthesis ("the other chamber of Congress, the House of Representatives"),
        or cannot tell; a name said right after its noun is one phrase with it ("The Saudi
        newspaper Okaz reported ...": "It was Saudi newspaper Okaz that reported ...")."""
        words = sorted(i for e in name.edges if isinstance(e.target, Const) for i in e.target.align)
        if self.source is None or not words or not noun.align:
            return True
        between = range(min(noun.align) + 1, words[0]) if min(noun.align) < words[0] \
            else range(words[-1] + 1, min(noun.align))  # ("Jerry Kilgore, the attorney-general")
        return any(self.source.word(i) in (",", "-", "--", "(", ")", "_", ":") for i in between)

    def noun_focus(self, top: Node, up: Edge) -> tuple[str, str]:
        """:meth:`refocused_noun`, refusing a number said as what a cleft, an existential or a
        fronted topic is about ("It was 54 that Corixa shares rose to $7.74", "There are
        $7.74 that ...", "To $7.74 that ...")."""
        if up.role == ":age-of":  # "It was Armstrong of 31 that battled ...": an age
            raise RealizationRefused("a person's age cannot be the focus")
        if top.concept.startswith("out-of-"):  # "Out of control, nothing could have been done"
            raise RealizationRefused("an idiom ('out of control') cannot lead the sentence")
        if self._inside_named_noun(up):
            # "the other chamber of Congress, the House of Representatives" led by "other" or
            # "Congress": said "the other chamber Congress House of Representatives"
            raise RealizationRefused("a focus inside a noun its apposition names would take "
                                     "the apposition apart")
        text, construction = self.refocused_noun(top, up)
        if construction in ("cleft", "existential") and self.source is not None and (
                (top.concept == "time" and any(e.role == ":ord" for e in top.edges))
                or _ORDINAL_TIME_CLEFT.match(text)) \
                and not _ORDINAL_TIME_CLEFT.search(" ".join(self.source.tokens)):
            # "It was the first time in a decade that the number of people on death row
            # dropped for in 2001", "It was the first time ... that President Vladimir Putin
            # threw his weight for": "for the first time" says when, and its "for" strands
            raise RealizationRefused(f"an ordinal time ('for the first time') cannot lead the "
                                     f"{construction}")
        if construction == "existential" and self.source is not None \
                and (fault := existential_thing_fault(text, self.source.tokens)) is not None:
            raise RealizationRefused(fault)  # see realize_existentials
        if construction in ("cleft", "existential", "fronted-topic", "fronted-argument") and (
                _NUMBER_FOCUS.match(text) or COUNT_FOCUS.match(text)) \
                and not (construction == "cleft" and self.counted_noun_cleft(top, text)):
            raise RealizationRefused(f"a number cannot lead a {construction} construction")
        if construction in ("cleft", "existential", "fronted-topic", "fronted-argument") \
                and top.concept == "name" and any(
                    e.role == ":name-of" and isinstance(e.target, Node)
                    and any(x.role == ":quant" for x in e.target.edges) for e in top.edges):
            # the name of a counted thing leads as its thing would: "It is Turkoman one, 13
            # Shiites, ... that the council includes" from "one Turkoman" (product :quant 1)
            raise RealizationRefused(f"a number cannot lead a {construction} construction")
        if construction == "cleft" and top.concept == "name" and self.source is not None:
            self.refuse_title_after_name(top, text)
        if construction in ("cleft", "existential") and self.source is not None \
                and self.const(top, ":polarity") == "-":
            # "It is no data that indicate that the situation poses safety problems": a noun
            # under "no" names nothing a cleft could single out
            raise RealizationRefused(f"a negated noun cannot lead the {construction}")
        if construction in ("cleft", "existential") and _NEGATED_COUNT_FOCUS.match(text):
            # "It was not one U.S. state that had an obesity rate below 15 percent" for "not
            # one U.S. state had ...": says that several did (realize_source_words reads the
            # "not" of "not one" back as the number's hedge)
            raise RealizationRefused(f"a negated count cannot lead the {construction}")
        if construction in ("cleft", "existential") and top.concept in (
                STANDALONE_QUANTIFIERS if construction == "cleft" else PLURAL_QUANTIFIERS) \
                and all(is_inverted(e.role) and not (  # "many of the victims" has its group
                    isinstance(e.target, Node) and e.target.concept == "include-91")
                        for e in top.edges):
            # "It was few that were predicting ...", "There are both that will arrive ...":
            # a quantifier standing alone leads only its own clause ("Few were predicting")
            raise RealizationRefused(f"a quantifier ({top.concept!r}) cannot lead the {construction}")
        self.refuse_fronted(text, construction)
        if construction == "fronted-topic" and self.source is not None \
                and not fronted_lead_fits(text.split(", ", 1)[0]):
            # "Redwood Road above the ... intersection, the parade begins", "Downtown Everett
            # at 11:00, the parade begins", "Up, the index was in 1,653.44".
            raise RealizationRefused("a fronted topic without its preposition")
        if construction == "fronted-topic" and self.source is not None:
            lost = lead_without_preposition(text.split(", ", 1)[0], self.source.tokens)
            if lost is not None:
                raise RealizationRefused(f"a fronted topic without its preposition ({lost!r})")
        if construction == "fronted-topic" and self.source is not None and text[:1].isdigit():
            # "16 days after its companion, Voyager 2, voyager 1 was launched": a sentence
            # does not open with a numeral
            raise RealizationRefused("a fronted topic would open the sentence with a numeral")
        if construction == "fronted-topic" and self.source is not None \
                and idiom_lead(text.split(", ", 1)[0]):
            raise RealizationRefused("a verb's idiom ('in motion') fronted as a topic")
        return text, construction
