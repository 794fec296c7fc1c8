"""Quantities, dates, names and preposition concepts ("six years ago")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import (
    large_number,
    number_words,
    ordinal_word,
    plural,
)
from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.realize_base import (
    NP,
    RealizationRefused,
    RealizerBase,
    stem,
)
from pipeline.backends.builtin.realize_titles import is_title, quoted_title_bounds
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    AMOUNT_DETERMINERS,
    MONTH_NAMES,
)


class QuantitiesAndDates(RealizerBase):
    """Quantities, dates and names."""

    def quantity(self, node: Node, skip: set[int] | frozenset[int] = frozenset()) -> NP:
        """The amount ``node`` states, without the edges in ``skip`` (by id: a copula's
        :domain, its subject, said before the verb, not again after the amount as "it")."""
        value = self.const(node, ":quant")
        units = [e.target for e in node.edges if e.role == ":unit"]
        unit = ""
        if units and isinstance(units[0], Node):
            self.done.add(units[0].var)
            word = self.word_of(units[0])
            unit = word if word and word.isalpha() else stem(units[0].concept)
        quant = next((e.target for e in node.edges
                      if e.role == ":quant" and isinstance(e.target, Const)), None)
        number = self.number_text(quant) if quant is not None else "some"
        is_plural = value not in ("1", None)
        if is_plural and unit and not unit.endswith("s") and "." not in unit:  # "149 m.p.h."
            unit = plural(unit)
        own = [e for e in node.edges if e.role not in (":quant", ":unit") and not is_inverted(e.role)
               and id(e) not in skip]
        # "another $20 billion", not "$20 billion another"
        before = [e for e in own if e.role == ":mod" and isinstance(e.target, Node)
                  and not e.target.edges and e.target.concept in AMOUNT_DETERMINERS]
        own = [e for e in own if e not in before]
        lead = "".join(self.modifier(node, e) + " " for e in before)
        rest = [self.per_phrase(e.target) or self.modifier(node, e) for e in own]
        for i, e in enumerate(own):
            if e.role == ":time" and isinstance(e.target, Node) and rest[i] \
                    and e.target.concept == "date-entity":
                rest[i] = self.time_phrase(e.target, rest[i])  # "$2 million in 2003"
        rels = [self.relative(node, e).lstrip("@") for e in node.edges if is_inverted(e.role)]
        if node.concept == "monetary-quantity" and unit in ("dollar", "dollars") and value:
            amount = value if not value.replace(".", "").isdigit() or "." in value \
                else large_number(int(value))
            if "." in value and value.replace(".", "").isdigit() and float(value) >= 1000:
                amount = number_words(value)  # "$4.1 million", not "$4099999.9999999995"
            if quant is not None and "," in self.number_text(quant):
                amount = self.number_text(quant)  # "$1,000", as the source wrote it
            if re.fullmatch(r"\d+\.\d", amount):
                amount += "0"  # "$16.20"
            hedge = self.approximator(quant)
            # A sum of money is one amount: "$20 million was designated", not "were"
            return NP(" ".join([f"{lead}{hedge}${amount}", *rest, *rels]).strip(), plural=False)
        number = lead + self.approximator(quant) + number
        return NP(" ".join([number, unit, *[r for r in rest if r], *[r for r in rels if r]]).strip(),
                  plural=is_plural)

    def number_pair(self, node: Node) -> NP:
        """A range or score (:mod:`parse_ranges`), with the source's own connector: "20 to
        25", "8-10", "256-170", "between 25 and 30"; without a source, "20 to 25"."""
        if node.role == ":time":
            # "men, aged 20 to 64," read as a date: said "which was 20 to 64"
            raise RealizationRefused(f"a {node.concept} read as a time")
        ends = [e.target for e in node.edges if e.role in (":op1", ":op2")]
        if len(ends) != 2:
            raise RealizationRefused(f"a {node.concept} without both its ends")
        low, high = (self.argument(end, "obj").text for end in ends)
        hedge = self.approximator(ends[0]) if isinstance(ends[0], Const) else ""  # "about 8 to 5"
        word = self.source.word(node.align[0]).lower() if self.source is not None and node.align else ""
        if word == "and":  # the hedge read before the first number is "between" itself
            if node.parent is not None and node.parent.concept == "between":
                return NP(f"{low} and {high}", plural=True)
            return NP(f"between {low} and {high}", plural=True)
        if word in ("-", "–") and node.concept == "score-entity":
            return NP(f"{hedge}{low}-{high}", plural=True)
        return NP(f"{hedge}{low} to {high}", plural=True)

    def per_phrase(self, target: Node | Const | object) -> str:
        """A rate's denominator, "per" as the source said it ("$900 per Windows client");
        else "" (the modifier is said as usual)."""
        if not isinstance(target, Node) or self.source is None:
            return ""
        start = self.position(target)
        if not start or self.source.tokens[start - 1].lower() != "per":
            return ""
        return "per " + self.np(target, "obj", bare=True).text

    def date(self, node: Node, extra: str = "") -> str:
        if not extra and node.parent is not None and node.role in (":weekday-of", ":season-of"):
            extra = stem(node.parent.concept).capitalize()
            self.done.add(node.parent.var)
        year = self.const(node, ":year")
        month = self.const(node, ":month")
        day = self.const(node, ":day")
        parts: list[str] = []
        if month and month.isdigit() and 1 <= int(month) <= 12:
            parts.append(MONTH_NAMES[int(month) - 1] + (f" {day}" if day else ""))
        elif day:
            parts.append(f"the {ordinal_word(day)}")
        if year:
            if parts and day:
                parts[-1] += ","
            parts.append(year)
        for e in node.edges:
            if e.role == ":dayperiod" and isinstance(e.target, Node) and self.edges(node, ":weekday"):
                self.done.add(e.target.var)
                weekday = self.edges(node, ":weekday")[0].target
                at = next((i for i, p in enumerate(parts) if isinstance(weekday, Node)
                           and p.lower() == stem(weekday.concept)), len(parts) - 1)
                parts.insert(at + 1, stem(e.target.concept))  # "Sunday night"
            elif e.role in (":weekday", ":dayperiod", ":season") and isinstance(e.target, Node):
                self.done.add(e.target.var)
                parts.insert(0, stem(e.target.concept).capitalize()
                             if e.role == ":weekday" else stem(e.target.concept))
            elif e.role == ":time" and isinstance(e.target, Const):
                # "10:30 a.m.", with the hedge the parse left out ("at about 7 p.m."): else
                # the paraphrase states an exact time the source did not.  Only on a clock
                # time of its own: a day's "at about 9:30 a.m. on Dec. 24" came back "At
                # December 24 at about 9:30 a.m.", and "The time was about 4 a.m." (the
                # time the clause's predicate) "the time was at about 4 a.m.", so they stay
                # refused for the hedge they lose
                hedge = self.approximator(e.target) if not self._dated_clock(node) else ""
                parts.append(f"at {hedge}{self.clock_time(e.target)}")
            elif e.role in (":mod", ":quant") and isinstance(e.target, Node):
                parts.insert(0, self.np(e.target, "obj").text)
            elif e.role == ":decade" and isinstance(e.target, Const):
                parts.append(f"the {e.target.text}s")
            elif e.role == ":century" and isinstance(e.target, Const):
                parts.append(f"the {ordinal_word(e.target.text)} century")
        if extra:  # (a focus word keeps its case: "since late 1999", "Monday")
            parts.insert(0, extra.capitalize() if extra.lower() in WEEKDAYS else extra)
        text = " ".join(parts).replace(" ,", ",")
        return text or "that day"

    def _dated_clock(self, node: Node) -> bool:
        """Whether the clock time of the date-entity ``node`` goes with a day, month or year
        (its own, or a date-entity's next to it), or is its clause's predicate ("The time
        was about 4 a.m."): such a time is not said with its hedge (see :meth:`date`)."""
        if node.parent is None or node.role in (":domain", ":domain-of"):
            return True
        dates = [node, *(e.target for e in node.edges
                         if isinstance(e.target, Node) and e.target.concept == "date-entity")]
        if node.parent.concept == "date-entity":
            dates.append(node.parent)
        return any(e.role in (":month", ":day", ":year") for d in dates for e in d.edges)

    def name_text(self, node: Node) -> str:
        self.done.add(node.var)
        consts = [e.target for e in node.edges if e.role.startswith(":op") and isinstance(e.target, Const)]
        text = " ".join(c.text for c in consts) or "someone"
        if self.source is not None and len(consts) == 1 and consts[0].align \
                and self.source.opens(consts[0].align[0]) \
                and self.plural_opener(consts[0].align[0]):
            return text.lower()  # "Magistrates searched ...", no name: realize_opening_plurals
        if self.source is not None and is_title(node) \
                and quoted_title_bounds(self.source.tokens, [i for c in consts for i in c.align]):
            return f'"{text}"'  # 'her autobiography, "Find Me,"': a title the source quoted
        return text

    def preposition_np(self, node: Node, skip: set[int], extra: str = "") -> NP:
        """Concepts that are prepositions in English: "after that", "six years ago"."""
        word = self.word_of(node) or node.concept
        obj: list[str] = [extra] if extra else []
        amount: list[str] = []
        rest: list[str] = []
        for e in node.edges:
            if id(e) in skip:
                continue
            if e.role.startswith(":op"):
                target = self.target_node(e.target)
                if target is not None and target.concept == "now" and word == "before":
                    self.done.add(target.var)
                    word = "ago"
                    continue
                if target is not None and self.is_clause(target) and isinstance(e.target, Node) \
                        and not self.said_as_noun(target):
                    # (an event the source named with a noun stays that noun: "following the
                    # April 27 worship service" was said "after serving at ... April 27 worship")
                    obj.append(self.clause(target, form="gerund") if word in ("after", "before", "since", "without")
                               and self.subject_known(target) else self.clause(target))
                else:
                    obj.append(self.argument(e.target, "obj").text)
            elif e.role == ":quant":
                amount.append(self.argument(e.target, "obj").text)
            elif e.role == ":mod" and isinstance(e.target, Node) and not e.target.edges:
                self.done.add(e.target.var)
                # "shortly after midday" (parse_quantity_modifiers), not "short after"
                amount.insert(0, "shortly" if e.target.concept == "short-07"
                              else "immediately" if e.target.concept == "immediate"
                              else stem(e.target.concept))
            else:
                text = self.modifier(node, e)
                if text:
                    rest.append(text)
        if word == "ago":
            return NP(" ".join([*amount, "ago", *rest]))
        return NP(" ".join([*amount, word, " and ".join(obj), *rest]).strip())

    def amount_mods(self, verb: Node, mods: list[Edge],
                    placed: list[tuple[int, str]]) -> list[tuple[Edge, int]]:
        """The verb's modifiers that are amounts of change ("11.83 points, or 1.20 percent",
        "by 93,000"), with their source positions, when the source said them among
        arguments already placed by position; a vote or a score ("5-4") wherever it is."""
        if self.source is None or any(k >= 10_000 for k, _ in placed):
            return []
        found = []
        for e in mods:
            target = e.target
            if e.role not in (":mod", ":extent", ":destination", ":manner", ":location"):
                continue
            if isinstance(target, Node) and e.role == ":mod" and target.align \
                    and target.concept == "score-entity":
                # a vote or a score stays by its verb, with no argument after it too ("voted
                # nearly 2-1 in favor of ...", not "voted on Sunday August 3 nearly 2-1";
                # "ruled 5-4 in an Ohio case that vouchers are constitutional", not "...
                # constitutional 5-4")
                start = self.position(target)
                if start is not None:
                    found.append((e, start))
            elif not placed:
                continue
            elif isinstance(target, Const) and target.align and _is_figure(target):
                found.append((e, target.align[0]))
            elif isinstance(target, Node) and e.role == ":mod" and self.is_amount(target) \
                    and target.align:
                start = self.position(target)  # "closed at $32.17, up $1.54"
                if start is not None:
                    found.append((e, start))
            elif isinstance(target, Node) and target.concept in ("or", "and") and all(
                    (isinstance(x.target, Node) and self.is_amount(x.target))
                    # "rose 15.82, or 0.9 percent, to 1,861.52": an index's points unsaid
                    or (isinstance(x.target, Const) and _is_figure(x.target))
                    for x in target.edges if x.role.startswith(":op")):
                start = self.position(target)
                if start is not None:
                    found.append((e, start))
        for e in mods:
            # "closed down $1.66, or 16.7 percent, at $8.26": the direction said right
            # before its amount stays there, not after the verb's last argument
            target = e.target
            if e.role == ":direction" and isinstance(target, Node) and target.align and (
                    (not target.edges and any(0 < start - target.align[0] <= 2 for _, start in found))
                    # "finished the day down 98.32 points at 9,011.53": with its own amount
                    or (found and [x.role for x in target.edges] == [":quant"])):
                found.append((e, target.align[0]))
        return found

    def is_amount(self, node: Node) -> bool:
        """A counted unit or a percentage: "11.83 points", "1.20 percent"."""
        return node.concept.endswith(("-quantity", "percentage-entity")) or (
            self.const(node, ":quant") is not None and not node.edges[1:])



def restated_amount(node: Node, tokens: Sequence[str]) -> bool:
    """Whether ``node`` is an "or" of two amounts the source (``tokens``) set off with a
    comma: "$2.11, or about 11 percent", one change said twice."""
    ops = [e.target for e in node.edges if e.role.startswith(":op")]
    return node.concept == "or" and len(ops) == 2 and bool(node.align) \
        and 0 < node.align[0] < len(tokens) and tokens[node.align[0] - 1] == "," and all(
            (isinstance(op, Node) and op.concept.endswith(("-quantity", "percentage-entity")))
            or (isinstance(op, Const) and _is_figure(op)) for op in ops)


def _is_figure(const: Const) -> bool:
    """Whether ``const`` is a plain figure ("15.82", "201"), not a word or a code.

    >>> _is_figure(Const("15.82")), _is_figure(Const("-"))
    (True, False)
    """
    return const.text.replace(".", "", 1).isdigit()
