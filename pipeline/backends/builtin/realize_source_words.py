"""Source words a parse left out or said otherwise, put back where the realizer says their
phrase: hedges before numbers ("about 300"), a.m./p.m., capitalised words before a reused
span ("a Sunni Muslim tribal leader"), "of" phrases ("the town of Al-Kut"), and the cues that
a verb was a passive participle, not a past tense ("oil ended down") or a perfect, and that
a "not" was contrastive (the cues of a verb's voice and tense: realize_source_voice)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from pipeline.backends.builtin.morphology import AUXILIARIES, inflect, lemma_pos
from pipeline.backends.builtin.number_words import CARDINALS
from pipeline.backends.builtin.parse_coverage import TIME_ZONES
from pipeline.backends.builtin.parse_time_zones import MILITARY_TIME
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    RealizerBase,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_source_voice import ADVERBS_IN_VERB_GROUP, SourceVoice
from pipeline.backends.builtin.realize_tree import Const, Node, Ref
from pipeline.backends.builtin.realize_words import (
    DAY_PERIODS,
    PREPOSITIONS,
    QUOTE_MARKS,
    SUBORDINATORS,
)

# Longest first: "just more than" before "more than".
_APPROXIMATORS = ("plus or minus", "just more than", "just less than", "a little more than", "more than",
                  "less than", "fewer than", "at least", "at most", "up to", "just over",
                  "just under", "about", "around", "nearly", "almost", "roughly",
                  "approximately", "some", "an estimated",  # "an estimated $182.5 million"
                  # "the report said, as many as 1 million women may be living with the
                  # condition": without it the rebuilt text states 1 million as exact
                  "as many as", "as much as", "as few as", "as little as",
                  # a multiple of the number ("approaching twice the 897,158 needed"):
                  # lost, the figure reached is the number itself
                  "twice the")
# Hedges that bound "a"/"an" as the count one ("nearly a year after the sniper shootings
# started", "a period of nearly a decade"): a span opening on the article goes back over them.
# (Not "about", "around", "some", "over": prepositions and determiners before "a" too.)
_HEDGES_OF_ONE = frozenset({"nearly", "almost", "roughly", "approximately"})
NUMBER_WORDS = frozenset(CARDINALS) - {"zero"} | {"hundreds", "thousands", "dozens"}
_CURRENCIES = frozenset({"dollar", "euro", "pound", "yen", "cent"})
_REFLEXIVES = {"them": "themselves", "him": "himself", "her": "herself", "it": "itself",
               "us": "ourselves", "me": "myself", "you": "yourself"}


def _negated_one(tokens: Sequence[str], owner: Mapping[int, str], at: int) -> bool:
    """Whether the number at token ``at`` is the "one" of a "not one" the parse left
    unread ("not one U.S. state had an obesity rate below 15 percent"): no node carries the
    negation, which says that none did, so it is said with the number as a hedge is.

    >>> _negated_one(["not", "one", "state"], {}, 1), _negated_one(["not", "two"], {}, 1)
    (True, False)
    """
    return 0 < at < len(tokens) and tokens[at].lower() == "one" \
        and tokens[at - 1].lower() == "not" and owner.get(at - 1) is None


class SourceWords(SourceVoice, RealizerBase):
    """What a parse left out of the source, said again from the source's own words."""

    def bare_participle(self, event: Node) -> bool:
        """Whether the source said ``event`` as a bare participle clause, after a comma, a
        noun or at the sentence's start ("dropped ..., decreasing 87 cents", "barrels
        starting in November", "Writing in the journal ..., the team said"), not after "by"
        or another preposition: a result or accompanying event said "by V-ing" would become
        the means ("fired missiles by killing two officials")."""
        if self.source is None:
            return False
        if event.concept in ("and", "or"):  # "killing X and Y", a coordination of its conjuncts
            first = next((e.target for e in event.edges if e.role == ":op1"), None)
            event = first if isinstance(first, Node) else event
        if not event.align:
            return False
        i = event.align[0]
        before = self.source.word(i - 1).lower()
        return self.source.word(i).lower().endswith("ing") and before not in PREPOSITIONS \
            and before not in SUBORDINATORS and before not in AUXILIARIES \
            and before not in ("not", "without")

    def past_participle_clause(self, event: Node) -> str | None:
        """How the source said ``event`` where it said it as a bare past-participle clause:
        "perfect" after "having" ("..., having risen 3.3 percent last week"), "passive" at
        the sentence's start or after a comma ("Sentenced to 20 years to life, she ...");
        else None."""
        if self.source is None or not event.align or not is_frame(event.concept):
            return None
        i = event.align[0]
        lemma = stem(event.concept).split("-")[0]
        word = self.source.word(i).lower()
        if word == lemma or word != inflect(lemma, "VBN"):
            return None
        k = i - 1
        while k >= 0 and self.source.word(k).lower() in ADVERBS_IN_VERB_GROUP:
            k -= 1  # "having already burned"
        before = self.source.word(k).lower() if k >= 0 else ""
        if before == "having":
            return "perfect"
        return "passive" if k < 0 or before in (",", ";") else None

    def participle_phrase(self, event: Node) -> str | None:
        """The source's bare past-participle clause on its main clause's subject, said as
        the source said it: "Sentenced to 20 years to life, she was granted parole", "rose
        11.67, having risen 3.3 percent last week".  None where the source said it otherwise,
        for the caller's refusal (a past participle is no "by V-ing" means), or where it is
        no passive of that subject, or takes a clause ("Asked if the delegates could leave
        ..., he told reporters" came out "asked to be able for the delegates to leave")."""
        kind = self.past_participle_clause(event)
        host = event.parent
        if host is not None and kind == "passive" and (
                (host.role or "").startswith(":op")
                or any(e.role.startswith(":op") and e.role.endswith("-of") for e in host.edges)):
            # "she was tried and sentenced to death, later commuted to life": on one member
            # of a list, the participle may be about another ("tried ..., commuted to life")
            return None
        if kind is None or any(ARG_ROLE.match(e.role) and isinstance(e.target, Node)
                               and self.is_clause(e.target) for e in event.edges):
            return None
        lemma = stem(event.concept).split("-")[0]
        if kind == "perfect":
            said = self.clause(event, form="gerund")
            gerund = inflect(lemma, "VBG")
            if not re.match(rf"(\w+ )?{re.escape(gerund)}\b", said):
                return None
            return said.replace(gerund, f"having {inflect(lemma, 'VBN')}", 1)
        if not any(e.role == ":ARG1" and isinstance(e.target, Ref) for e in event.edges):
            return None
        said = self.clause(event, form="gerund", passive=True)
        return said.removeprefix("being ") if said.startswith("being ") else None

    def with_dropped_name_words(self, lo: int) -> int:
        """The start of a reused span, moved back over capitalised words the parse left out
        between it and its article ("a Sunni Muslim tribal leader", not "Muslim tribal
        leader" without its article and its "Sunni")."""
        assert self.source is not None
        owner, tokens = self.source.owner, self.source.tokens
        start = lo
        while start > 1 and owner.get(start - 1) is None and tokens[start - 1][:1].isupper() \
                and tokens[start - 1].isalpha():
            start -= 1
        if start < lo and owner.get(start - 1) is None and tokens[start - 1].lower() in ("the", "a", "an"):
            return start
        return lo

    def with_dropped_hedge(self, lo: int) -> int:
        """The start of a reused span that opens on a number, moved back over a hedge the
        parse left out before it ("at least two female patients", not "two female
        patients": an exact figure the source did not state)."""
        source = self.source
        assert source is not None
        word = source.word(lo).lower()
        if lo > 1 and source.owner.get(lo - 1) is None and source.word(lo - 1).lower() in (
                "a", "an") and source.word(lo - 2).lower() == "than":
            # a count of one the parse left unsaid: "less than a mile away", not "a mile away"
            start = self.with_dropped_hedge(lo - 1)
            if start < lo - 1:
                return start
        if not (word[:1].isdigit() or word in NUMBER_WORDS or word in ("$", "us$", "€", "£")
                or (word in ("a", "an") and lo > 0 and source.word(lo - 1).lower() == "than")
                or (word in ("a", "an") and lo > 0
                    and source.word(lo - 1).lower() in _HEDGES_OF_ONE)):
            return lo
        if _negated_one(source.tokens, source.owner, lo):
            return lo - 1
        for phrase in _APPROXIMATORS:
            start = lo - len(phrase.split(" "))
            if start >= 0 and " ".join(source.word(k).lower() for k in range(start, lo)) == phrase \
                    and all(source.owner.get(k) is None for k in range(start, lo)):
                return start
        return lo

    def approximator(self, const: Const | None) -> str:
        """The hedge the source put before a number and the parse left out ("about 300
        people", "nearly $2.5 million", "just more than $2-million"), with a trailing space;
        else "".  Without it the paraphrase states an exact figure the source did not."""
        source = self.source
        if source is None or const is None or not const.align:
            return ""
        i = const.align[0] - 1
        if source.word(i) in ("$", "US$", "€", "£"):
            i -= 1
        # The parse may align a currency unit to the hedge before its "$" ("nearly $ 2.5").
        units = {n.var for n in self.tree.walk() if n.concept in _CURRENCIES}
        if _negated_one(source.tokens, source.owner, const.align[0]):
            return "not "
        for phrase in _APPROXIMATORS:
            words = phrase.split(" ")
            start = i - len(words) + 1
            if start >= 0 and [source.word(k).lower() for k in range(start, i + 1)] == words \
                    and all(source.owner.get(k) in (None, *units) for k in range(start, i + 1)):
                return phrase + " "
        return ""

    def contrastive_not(self) -> bool:
        """Whether the graph's negation sits on a contrastive "..., not ..." of the source
        ("a marathon, not a sprint", "because ..., not because ..."), which the parse does
        not place on the contrasted phrase."""
        source = self.source
        if source is None:
            return False
        return any(isinstance(e.target, Const) and e.role == ":polarity" and any(
            source.word(i).lower() in ("not", "n't") and source.word(i - 1) == ","
            for i in e.target.align) for n in self.tree.walk() for e in n.edges
            if n.var not in self.quoted)  # a quotation said verbatim keeps its "not" in place

    def after_the(self, head: Node, word: Node) -> bool:
        """Whether a quantifier ("few", "many") followed "the" in the source ("the past few
        days"): an adjective there, not the noun phrase's determiner."""
        if self.source is None or not word.align or not head.align:
            return False
        i = word.align[0] - 1
        while i >= 0 and self.source.owner.get(i) in self.phrase_vars(head) - {word.var}:
            i -= 1
        return self.source.word(i).lower() == "the" and word.align[0] < head.align[0]

    def list_before_head(self, head: Node, modifier: Node) -> bool:
        """Whether ``modifier`` is a list of bare words the source said before ``head`` ("a
        sales and marketing deal"): said there again, not as "a deal of sales and marketing"."""
        if self.source is None or not head.align or modifier.concept not in ("and", "or"):
            return False
        members = [e.target for e in modifier.edges if e.role.startswith(":op")]
        return len(members) == len(modifier.edges) and all(
            isinstance(m, Node) and not m.edges and m.align and m.align[0] < head.align[0]
            for m in members)

    def of_in_source(self, head: Node, modifier: Node) -> bool:
        """Whether the source said ``modifier`` after its head with "of" ("the town of
        Al-Kut", "the southern city of Basra"): said before it ("the Al-Kut town") it reads
        as another place."""
        if self.source is None or not head.align or (
                modifier.concept.endswith(("-entity", "-quantity"))
                and modifier.concept not in ("percentage-entity", "monetary-quantity")):
            # ("a period of 10 years" read as the tenth period: no "of the tenth"; but "at the
            # rate of nearly 10 percent a decade", "a salary of $10 million" keep their "of",
            # not "at the nearly 10 percent a decade rate")
            return False
        start = self.position(modifier)
        count = next((e.target for e in modifier.edges if e.role == ":quant"
                      and isinstance(e.target, Const)), None)
        if start is not None and (modifier.concept in ("percentage-entity", "monetary-quantity")
                                  or self.approximator(count)):
            # "of plus or minus 4 percentage points", its hedge said with the number (not
            # "more than a dozen countries", whose hedge approximator() does not read)
            start = self.with_dropped_hedge(start)
        if modifier.align and (start is None or start <= head.align[0] < modifier.align[0]):
            # its name said first, as the focus; or its span, laid out above its head (city
            # :domain town), reaching back over the head's own words ("northern")
            start = modifier.align[0]
        if start is not None and start > head.align[0] + 2 \
                and self.source.word(start - 1).lower() == "the" \
                and self.source.word(start - 2).lower() == "of":
            return True  # "a more accurate picture of the economy", not "economy picture"
        return start is not None and start > head.align[0] \
            and self.source.word(start - 1).lower() == "of"

    def apposition_opener(self, head: Node, modifier: Node, *, closed: bool = True) -> str:
        """The comma, dash or bracket that set ``modifier`` off after its head in the
        source, as an apposition ("License sales, a key measure of demand,"), else "": said
        as "of" or before its head ("License sales of key measure of demand") it reads as
        another thing.  ``closed``: only one that ends where its phrase ends, not "NBC, a
        source familiar with the matter said"."""
        known = lemma_pos(stem(modifier.concept))
        if self.source is None or not head.align or modifier.concept in ("and", "or") or (
                known and "NOUN" not in known
                and not any(e.role == ":name" for e in modifier.edges)):
            # "Marisa Baldeo stated, however,", an adverb ("drugmaker": unknown, a noun);
            # "The nine states are Alaska, Arizona, ...", a list
            return ""
        start = _first_token(modifier, head)
        if start is None or start <= head.align[0]:
            return ""
        own, owner = self.phrase_vars(modifier), self.source.owner
        i = start - 1  # back over its article and its own words before it ("a key measure")
        while i > head.align[0] and (owner.get(i) in own or self.source.word(i) in QUOTE_MARKS
                                     or self.source.word(i).lower() in ("a", "an", "the")):
            i -= 1  # (and its quotation mark: 'her autobiography, "Find Me,"')
        opener = self.source.word(i)
        if opener.lower() in ("is", "was") and i - 1 > head.align[0] and owner.get(i) is None \
                and self.source.word(i - 1).lower() in ("which", "who"):
            # "Canada which is a major meat exporter to Japan, has threatened": the relative
            # copula the parse read as what Canada is (:domain-of) is said as its apposition,
            # "Canada, a major meat exporter to Japan,", not "It is Canada a major meat
            # exporter to Japan that has threatened"
            opener, i = ",", i - 1
        if not (i > head.align[0] and opener in (",", "--", "(", "—")):
            return ""
        end = max((j for j, var in owner.items() if var in own), default=start)
        if self.source.word(end + 1) in QUOTE_MARKS:
            end += 1
        return opener if not closed or self.source.word(end + 1) in (
            "", ",", "--", ")", "—", ".", ";", ":") else ""

    def day_period(self, const: Const) -> str:
        """" a.m." or " p.m." when the source wrote it after a clock time the parse kept
        ("10:30 a.m."), else ""."""
        if self.source is None or not const.align:
            return ""
        after = self.source.word(const.align[-1] + 1).lower()
        if after not in DAY_PERIODS:
            return ""
        # with the time zone after it ("until 6 p.m. EDT Sunday"), which no node carries
        zone = self.source.word(const.align[-1] + 2)
        said_zone = zone in TIME_ZONES and self.source.owner.get(const.align[-1] + 2) in (
            None, self.source.owner.get(const.align[-1]))  # (the date-entity's own word)
        return f" {after} {zone}" if said_zone else f" {after}"

    def clock_time(self, const: Const) -> str:
        """A clock time as the source wrote it: "10 p.m.", not the graph's "22:00" with the
        source's "p.m." after it ("At 22:00 p.m., Odette was centered ...")."""
        period = self.day_period(const)
        if period and self.source is not None and len(const.align) == 1 \
                and re.fullmatch(r"\d{1,2}(?::\d\d)?", self.source.word(const.align[0])):
            return self.source.word(const.align[0]) + period
        if self.source is not None and len(const.align) == 1 \
                and MILITARY_TIME.fullmatch(self.source.word(const.align[0])) \
                and self.source.word(const.align[0] + 1) in TIME_ZONES:
            # "by 0835 GMT", not "8:35" without its zone (parse_time_zones)
            return f"{self.source.word(const.align[0])} {self.source.word(const.align[0] + 1)}"
        return const.text + period

    def const_preposition(self, const: Const) -> str | None:
        """The preposition the source put before a number the parse kept as a constant
        ("up 7.42 points at 1,653.44"); None when there is none or no source."""
        if self.source is None or not const.align or const.align[0] == 0:
            return None
        before = const.align[0] - 1
        word = self.source.word(before).lower()
        return word if self.source.owner.get(before) is None and word in PREPOSITIONS else None

    def source_reflexive(self, verb: Node, pronoun: str) -> str | None:
        """The reflexive the source said right after ``verb`` for an object pronoun the parse
        kept only as a reference ("for locking themselves in the studio", not "locking
        them": the parse lost the ARG0 it shares)."""
        reflexive = _REFLEXIVES.get(pronoun.lower())
        if reflexive is None or self.source is None or not verb.align \
                or verb.align[0] + 1 >= len(self.source.tokens):
            return None
        return reflexive if self.source.word(verb.align[0] + 1).lower() == reflexive else None


def aside(opener: str, text: str) -> str:
    """An apposition set off as the source set it off: "(news - web sites)", ", a key
    measure of demand,"."""
    return f"({text})" if opener == "(" else f", {text},"


def _first_token(node: Node, head: Node) -> int | None:
    """The first source token of the phrase ``node`` heads below it, its edge back to
    ``head`` (a :domain once the focus turned the tree round) left out."""
    found, stack, seen = list[int](), [node], {head.var}
    while stack:
        current = stack.pop()
        if current.var in seen:
            continue
        seen.add(current.var)
        found += current.align
        stack += [e.target for e in current.edges
                  if isinstance(e.target, Node) and not e.role.endswith("-of")]
    return min(found, default=None)
