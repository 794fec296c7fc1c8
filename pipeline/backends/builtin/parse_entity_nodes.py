"""Named entities, amounts of money, percentages, dates and numbers as AMR nodes; the
readings of their words (:func:`amount_value`, :func:`date_parts` ...) live in
:mod:`parse_entities`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_base import ConverterBase
from pipeline.backends.builtin.parse_conversions import converted_amount
from pipeline.backends.builtin.parse_date_lists import date_list
from pipeline.backends.builtin.parse_entities import (
    MONTHS,
    TIME_UNITS,
    WEEKDAYS,
    amount_value,
    clock_time,
    currency_unit,
    date_parts,
    entity_type,
    is_fraction,
    number_value,
    ordinal_value,
)
from pipeline.backends.builtin.parse_graph import Const, Node
from pipeline.backends.builtin.parse_measures import money_modifier
from pipeline.backends.builtin.parse_quantifiers import period_part
from pipeline.backends.builtin.parse_vague_multiples import vague_multiple
from pipeline.backends.builtin.parse_words import DATE_DEICTICS, DATE_PARTS, DAYPERIODS
from pipeline.backends.builtin.realize_words import AMOUNT_DETERMINERS, HUMAN, QUOTE_MARKS

# Apposition nouns that make a name a person's (not "police", "staff": a body of people).
_PERSON_APPOSITIONS = HUMAN - {"police", "staff", "people"}

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

__all__ = ["EntityNodes", "named_event", "named_version"]

# Time nouns that head a date phrase ("that evening", "the summer holiday").
_DATE_HEADS = TIME_UNITS | frozenset([
    "morning", "afternoon", "evening", "night", "weekend", "quarter", "season", "holiday",
    "period", "time", "today", "yesterday", "tomorrow", "ago", "spring", "summer", "autumn",
    "fall", "winter", "days", "weeks", "months", "years"])


class EntityNodes(ConverterBase):
    """A named entity, an amount, a date or a number on a noun."""

    def entity(self, ent: Span) -> Node | None:
        label = ent.label_
        # A title the source quoted keeps its "the": the realizer says the name in its
        # quotation marks ('"Do the Right Thing"', not '"Do Right Thing"')
        quoted = label == "WORK_OF_ART" and ent.start > 0 and ent.doc[ent.start - 1].text in QUOTE_MARKS
        words = [t for t in ent if (not t.is_punct or t.text == "&")
                 and t.lower_ not in (("'s",) if quoted else ("the", "'s"))]
        if not words:
            return None
        if label == "TIME":
            clock = clock_time([w.text for w in words])
            if clock is not None:
                for t in ent:
                    self.consumed.add(t.i)
                node = self._node("date-entity", ent.root.i)
                # aligned to the word with the hour ("At about 3 p.m. on Friday": spaCy's
                # entity opens with the hedge, and a time aligned to "about" left "3" unsaid)
                hour = next((w for w in words if clock_time([w.text, "p.m."]) is not None),
                            words[0])
                node.add(":time", Const(clock, hour.i, quoted=True))
                return node
        kind: str | None
        if label == "DATE" and named_event(ent, words):
            kind = "event"  # "The Fourth of July Parade", not (date-entity :month 7)
        elif label == "DATE" and named_version(words):
            kind = "product"  # "the Russell 2000 index", not (date-entity :year 2000)
        elif label in ("DATE", "TIME"):
            return self.date(ent, words)
        elif label in ("MONEY", "PERCENT"):
            return converted_amount(self, self.amount(ent, words), ent.root)  # "433.50 pence ($6.85)"
        elif label in ("CARDINAL", "QUANTITY", "ORDINAL"):
            return None
        else:
            kind = entity_type(label, ent.text)
        if kind == "organization" and len(words) == 1 and any(
                k.dep_ == "appos" and k.lemma_.lower() in _PERSON_APPOSITIONS for k in ent.root.children):
            # "Hovan, a resident of Trumbull": a one-word name spaCy took for a firm is the
            # person its apposition names (else "and it had no prior criminal record")
            kind = "person"
        if kind is None:
            return None
        for t in ent:
            self.consumed.add(t.i)
        node = self._node(kind, ent.root.i)
        name = self._node("name", ent.root.i)
        for n, word in enumerate(words, start=1):
            name.add(f":op{n}", Const(_with_stop(word, ent), word.i, quoted=True))
        node.add(":name", name)
        return node

    def _shared_surname(self, tok: Token, ent: Span, node: Node) -> Node | None:
        """ "Ronald and Nancy Reagan": two people of one surname, (and :op1 Ronald Reagan
        :op2 Nancy Reagan), not Nancy Reagan modified by a Ronald."""
        if ent.label_ != "PERSON" or len(ent) < 2 or node.concept != "person":
            return None
        for first in self.kids(tok):
            named = self.entity_of.get(first.i)
            if first.dep_ not in ("nmod", "compound") or first.i in self.consumed \
                    or named is None or named.label_ != "PERSON" or len(named) != 1:
                continue
            cc = [k for k in self.kids(first) if k.dep_ == "cc" and k.lower_ in ("and", "or")]
            if not cc or not any(k.dep_ == "conj" and k.i == ent.start for k in self.kids(first)):
                continue
            self.consumed.update((first.i, cc[0].i))
            person = self._node("person", first.i)
            name = self._node("name", first.i)
            name.add(":op1", Const(first.text, first.i, quoted=True))
            name.add(":op2", Const(ent[-1].text, ent[-1].i, quoted=True))
            person.add(":name", name)
            pair = self._node(cc[0].lower_, cc[0].i)
            pair.add(":op1", person)
            pair.add(":op2", node)
            return pair
        return None

    def amount(self, ent: Span, words: list[Token], root: int | None = None) -> Node | None:
        """ "$ 27.5 million" -> (m / monetary-quantity :quant 27500000 :unit (d / dollar));
        "5 percent" -> (p / percentage-entity :value 5); "between $7.6 billion and $7.8
        billion" -> (b / between :op1 (...) :op2 (...)), not its first amount alone."""
        lowered_words = [w.lower_ for w in words]
        if lowered_words[:1] == ["between"] and "and" in lowered_words:
            k = lowered_words.index("and")
            low_end = self.amount(ent, words[1:k], words[k - 1].i) if k > 1 else None
            high_end = self.amount(ent, words[k + 1:], words[-1].i)
            if low_end is None or high_end is None or low_end.concept != high_end.concept:
                return None
            span = self._node("between", words[0].i)
            span.add(":op1", low_end)
            span.add(":op2", high_end)
            return span
        interval = self.amount_range(ent, words)
        if interval is not None:
            return interval
        lead = next((w for w in words if w.like_num), words[0])
        # "2 1/2 cents" is 2.5; "167-1/2 pence" (a price in old quotes) is left alone
        fractions = tuple(w.i for w in words if is_fraction(w.text) and w.i == lead.i + 1)
        texts = [w.text for w in words if not is_fraction(w.text) or w.i in fractions]
        value = amount_value(texts)
        if value is None:
            return None
        number = next((w for w in words if w.like_num), words[0])
        for t in ent:
            self.consumed.add(t.i)
        lowered = [t.lower() for t in texts]
        if ent.label_ == "PERCENT" or "percent" in lowered or "%" in lowered \
                or " per cent" in " " + " ".join(lowered):
            # "8 per cent" tagged as money is still a share, not eight cents; its word is
            # "cent" even where spaCy rooted the phrase at the number ("A number, 8 per cent,")
            cent = next((w.i for w in words if w.lower_ == "cent"), ent.root.i)
            node = self._node("percentage-entity", cent if root is None else root)
            node.add(":value", Const(value, number.i, also=fractions))
            return node
        node = self._node("monetary-quantity", ent.root.i if root is None else root)
        node.add(":quant", Const(value, number.i, also=fractions))
        unit_token = next((w for w in words if not w.like_num and w.lower_ not in
                           ("million", "billion", "thousand", "trillion", "about")
                           and w.lower_ not in AMOUNT_DETERMINERS), words[0])
        node.add(":unit", self._node(currency_unit(texts), unit_token.i))
        for w in words:
            if w.lower_ in AMOUNT_DETERMINERS and w.i < number.i:
                # "earned only $5 million": spaCy's entity holds "only", which the unit
                # had been aligned to, so the rebuilt "earned $5 million" lost it unseen
                node.add(":mod", self._node(w.lower_, w.i))
        return node

    def date(self, ent: Span, words: list[Token]) -> Node | None:
        if not any(w.lower_ in MONTHS for w in words):
            pair = self.number_pair_node(ent.root, counted=False)
            if pair is not None:  # "aged 20 to 64", "Stanford (47-15)": no date
                return pair
        listed = date_list(self, words)  # "on Sunday and Monday": two dates (parse_date_lists)
        if listed is not None:
            self.consumed.update(t.i for t in ent)
            return listed
        parts = date_parts([w.text for w in words])
        if not parts or (len(words) == 1 and words[0].dep_ == "attr" and words[0].like_num):
            return None  # "Tate was 12 when ...": an age, not the twelfth of a month
        for t in ent:
            self.consumed.add(t.i)
        # "late Sunday night" is headed by "night", its :dayperiod: the date stands on the day
        anchor = next((words[i].i for role, _, i in parts if role == ":weekday"), ent.root.i) \
            if ent.root.lower_ in DAYPERIODS else ent.root.i
        node = self._node("date-entity", anchor)
        for role, value, i in parts:
            if role == ":weekday":
                node.add(role, self._node(value, words[i].i))
            else:
                node.add(role, Const(value, words[i].i))
        used = {i for _, _, i in parts}
        for i, word in enumerate(words):
            if i not in used and word.lower_ in DAYPERIODS:
                node.add(":dayperiod", self._node(word.lower_, word.i))  # "Sunday night"
                continue
            if i not in used and (word.lower_ in DATE_DEICTICS or word.lower_ in DATE_PARTS
                                  or word.lower_ == "fiscal"):  # "in fiscal 2003"
                node.add(":mod", self._node(word.lower_, word.i))  # "last October", not October
        return period_part(self, ent, node)  # "the second half of 2003"

    def _number(self, node: Node, num: Token) -> None:
        if money_modifier(self, node, num):  # "a $3 million bond"
            return
        if any(t.tag_ == "$" for t in num.subtree):
            # a sum money_modifier cannot read ("a salary of $10 million plus bonuses"):
            # left unparsed, not (b / bonus :quant 10000000), ten million bonuses
            return
        vague = vague_multiple(self, num)
        if vague is not None:  # "several hundred homes": see parse_vague_multiples
            node.add(":quant", vague)
            return
        pair = self.number_pair_node(num, counted=True)
        if pair is not None:  # "20 to 25 members", not 20 members
            node.add(":quant", pair)
            return
        value = number_value(num.lower_)
        # "three dozen" (36): "dozen" is no digit word spaCy counts, but a scale like "million"
        parts = [t for t in num.subtree if t.like_num or t.lower_ == "dozen"]
        # "27 million", "two hundred", "a 2 1/2 week trial" (2.5: "1/2" alone has no value)
        if (value is not None or is_fraction(num.text)) and len(parts) > 1:
            value = amount_value([t.text for t in parts]) or value
            self.consumed.update(t.i for t in parts if t is not num)
        if value is None:
            ordinal = ordinal_value(num.lower_)
            if ordinal is not None:
                ent = self._node("ordinal-entity", num.i)
                ent.add(":value", Const(ordinal, num.i))
                node.add(":ord", ent)
            else:
                node.add(":quant", self._node(num.lemma_.lower(), num.i))
            return
        doc = num.doc
        if num.i + 2 < len(doc) and not num.whitespace_ and doc[num.i + 1].text == "-" \
                and not doc[num.i + 1].whitespace_ and doc[num.i + 2].like_num \
                and num.head.tag_ in ("NN", "NNP"):
            # "3-15 infantry": a unit's designation (a singular noun), not three infantries
            self.consumed.update((num.i + 1, num.i + 2))
            node.add(":mod", Const(f"{num.text}-{doc[num.i + 2].text}", num.i, quoted=True))
            return
        if num.i > num.head.i:  # "chapter 1": a label, not a quantity
            node.add(":mod", Const(value, num.i))
            return
        if node.concept in TIME_UNITS:
            # "a 2 1/2 week trial": the constant says both words, so the realizer reads
            # "2 1/2" back whole (with "1/2" alone it said "followed 1/2 week trial")
            mixed = is_fraction(num.text) and len(parts) > 1
            self._unit_quantity(node, "temporal-quantity", value, parts[0].i if mixed else num.i,
                                tuple(t.i for t in parts[1:]) if mixed else ())
            return
        head = num.head
        if node.concept == "cent" and head.i > 0 and head.doc[head.i - 1].lower_ == "per":
            # "28 per cent": a share, not 28 cents
            self.consumed.add(head.i - 1)
            node.concept, node.var, node.edges = ("percentage-entity",
                                                  self.builder.node("percentage-entity").var, [])
            node.add(":value", Const(value, num.i))
            return
        if node.concept in ("dollar", "cent", "euro", "pound", "franc"):
            self._unit_quantity(node, "monetary-quantity", value, num.i)
            return
        # "4.7 million": the constant says both words (~e.10,11), so the realizer reads the
        # noun phrase back whole ("4.7 million people infected with HIV")
        if len(parts) > 1:
            node.add(":quant", Const(value, parts[0].i, also=tuple(t.i for t in parts[1:])))
        else:  # "a dozen" ("dozen" is no digit word spaCy counts), "nine"
            node.add(":quant", Const(value, num.i))
        for whole in num.children:
            if whole.lower_ == "all" and whole.i < num.i and whole.i not in self.consumed:
                # "killing all 75 people aboard" ("all" spaCy's advmod of the number): the
                # whole group, lost it was "killing 75 people aboard"
                node.add(":mod", self._node("all", whole.i))

    def _unit_quantity(self, node: Node, kind: str, value: str, index: int,
                       also: tuple[int, ...] = ()) -> None:
        """Turn ``node`` (the unit) into ``(kind :quant value :unit (unit))`` in place."""
        unit = self.builder.node(node.concept, node.align)
        unit.edges, node.edges = node.edges, []
        node.concept, node.var = kind, self.builder.node(kind).var
        node.add(":quant", Const(value, index, also=also))
        node.add(":unit", unit)


def _with_stop(word: Token, ent: Span) -> str:
    """A name's word with the stop spaCy split off it inside the name: "Lt" "." -> "Lt.";
    its last word with the possessive that is part of it (see :func:`_standalone_possessive`)."""
    doc = word.doc
    split_stop = not word.whitespace_ and word.i + 1 < ent.end and doc[word.i + 1].text == "."
    if split_stop:
        return word.text + "."
    possessive = _standalone_possessive(word)
    return word.text + possessive if possessive else word.text


# Words after a name's possessive that show it owns no noun ("including McDonald's, ...",
# "their risk of Alzheimer's by ...").
_AFTER_STANDALONE = frozenset([",", ".", ";", ":", ")", "and", "or", "by", "in", "on", "at",
                               "for", "to", "with", "from", "of"])


def _standalone_possessive(word: Token) -> str | None:
    """The "'s" right after ``word``, a capitalized word, when no noun follows it: the
    possessive is part of a firm's, a shop's or a disease's name ("McDonald's",
    "Sainsbury's", "Alzheimer's"), and the name said without it is another one (a person)."""
    doc = word.doc
    if word.i + 2 >= len(doc) or not word.text[:1].isupper() \
            or doc[word.i + 1].lower_ not in ("'s", "\u2019s") \
            or doc[word.i + 2].lower_ not in _AFTER_STANDALONE:
        return None
    return doc[word.i + 1].text


def named_version(words: list[Token]) -> bool:
    """Whether a DATE entity is a name with a year in it ("Russell 2000", "Smartphone
    2003"): read as a date, its name word was folded into the year and left unsaid ("Smaller
    company stocks are tracked by the 2000 index").
    """
    *name, year = words
    return (bool(name) and len(year.text) == 4 and year.text.isdigit()
            and name[0].pos_ == "PROPN" and name[0].is_title
            and all(w.lower_ not in MONTHS and w.lower_ not in WEEKDAYS
                    and w.lemma_.lower() not in _DATE_HEADS and w.lower_ not in DATE_DEICTICS
                    and w.lower_ not in DATE_PARTS and w.lower_ not in DAYPERIODS
                    and w.lower_ != "fiscal" and not w.like_num for w in name))


def named_event(ent: Span, words: list[Token]) -> bool:
    """Whether a DATE entity names an event headed by a noun that is no time word ("The
    Fourth of July Parade"): read as a date it would lose all but its month.
    """
    root = ent.root
    return (root.pos_ in ("NOUN", "PROPN") and root.lower_ not in MONTHS
            and root.lower_ not in WEEKDAYS and root.lemma_.lower() not in _DATE_HEADS
            and not root.like_num and any(w.is_title for w in words if w.i != root.i))
