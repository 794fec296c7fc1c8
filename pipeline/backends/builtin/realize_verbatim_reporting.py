"""The ``verbatim-reporting`` alternative of the root: what was said and who said it trade
places, each in its own words ("The third-quarter results were driven by ..., Lewis said."
from "Lewis said that ...", and 'Thaksin said, "There is no need ...."' from '"There is no
need ...," Thaksin said.'; ``verbatim-according``, 'According to Thaksin, "There is no
need ...."', is realize_verbatim_according's).  An opening phrase of the
occasion the speaker spoke on follows the verb ("It appeared his side had fallen a bit
short, he said in a statement later." from "In a statement later, he said ..."), as does
one of speaking or writing, after a comma ("..., Vincent's team said, writing in the journal
Geophysical Research Letters.").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_opening_conjunctions import OPENING_CONJUNCTIONS
from pipeline.backends.builtin.realize_quotes import unclosed_opening
from pipeline.backends.builtin.realize_report_parts import (
    FINDING,
    ReportingOnlyRefused,
    SecondThatRefused,
    refuse_found_state,
    refuse_joined_verb,
    said_with_closing,
)
from pipeline.backends.builtin.realize_said_clause_words import said_words_clause
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_reporting_first import (
    CONNECTIVE_OPENERS,
    ReportingFirst,
)
from pipeline.backends.builtin.realize_verbatim_spans import (
    finite_verb,
)
from pipeline.backends.builtin.realize_what_said_times import time_after_verb
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    DASH_TOKENS,
    PREPOSITIONS,
    QUOTE_MARKS,
    QUOTE_OPENING,
    SAYING_OCCASIONS,
    SAYING_PARTICIPLES,
)

__all__ = ["VerbatimReporting"]

# Verbs after which what was said may stand first, "..., Lewis said" (not a verb of
# perceiving or knowing: "The yen had strengthened, Shiokawa saw").
_REPORTING = ATTRIBUTING - frozenset(["know", "see", "hear", "understand", "remember", "notice",
                                      "mean", "realize", "wonder", "ask", "imagine", "feel",
                                      "guess", "suppose", "agree", "order", "command"]) \
    | frozenset(["estimate", "allege", "predict", "forecast", "insist", "contend", "concede"]) \
    | FINDING
# An opening connective that may stay first before what was said, moved before its speaker
# ("However, no data indicate ..., FAA spokeswoman Kathleen Bergen said."), after its comma,
# or a coordinator without one ("But the governor's focus is on his job ..., Davis adviser
# Roger Salazar said."): an adverb of the whole sentence, no subordinator or time.
LEADING_CONNECTIVES = frozenset(["however", "moreover", "meanwhile", "still", "indeed",
                                  "instead", "besides", "furthermore", "nevertheless",
                                  "nonetheless", "separately", "also", "additionally"])
# What an apposition of a speaker moved before the verb may not hold: a dash or bracket aside
# would need its own closing mark.
_BRACKETS = DASH_TOKENS | {"(", ")", "[", "]", ";", ":"}


class VerbatimReporting(ReportingFirst):
    """The ``verbatim-reporting`` alternative (see the module docstring)."""

    # The last move's parts, for the pseudo-cleft that reuses it (realize_verbatim_what_said):
    # the opening connective that stays first, the reporting clause, what was said, each in
    # the case it takes inside a sentence ("Furthermore", "Bremer estimated", "as many as 200
    # operatives ... have slipped back"), and whether that is a whole quotation, its marks
    # and end mark with it ('"There is no need ...."'); None for a move it cannot reuse (a
    # quotation that closes the source after its verb, an occasion said with a participle).
    moved_parts: tuple[str, str, str, bool] | None = None
    clause_opener: Callable[[Node, int, int], int | None]  # (realize_verbatim_cleft_leads)

    # -- what was said and who said it -----------------------------------------------------

    def verbatim_reporting(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        speaker, said = self.verbatim_arg(top, ":ARG0"), self.verbatim_arg(top, ":ARG1")
        if stem(top.concept) not in _REPORTING or speaker is None or said is None \
                or not top.align \
                or self.const(top, ":polarity") == "-" or self.const(top, ":mode") is not None:
            raise RealizationRefused("no reporting clause to move")
        verb = top.align[0]
        if source.tokens[verb].lower().endswith("ing"):
            # "..., according to a report released ..." (say-01 of "according to"): no
            # verb to say the speaker with ("To a report released ... according ...")
            raise RealizationRefused("no reporting clause to move")
        said_at, speaker_at = self.owned_span(said), self.owned_span(speaker)
        if said_at is None or speaker_at is None:
            raise RealizationRefused("no reporting clause to move")
        # A clause the parse gave the verb as a further argument, said inside what was said
        # ("he said it appeared his side may have fallen a bit short": :ARG2 possible-01 of
        # "may have fallen"), is what was said's: a saying's :ARG2 is its hearer, no clause.
        inside = {v for e in top.edges if e.role in (":ARG2", ":ARG3", ":ARG4")
                  and isinstance(e.target, Node) and is_frame(e.target.concept)
                  and (self.owned_span(e.target) or (-1,))[0] > said_at[0]
                  for v in self.owners(e.target)}
        others = {v for e in top.edges if isinstance(e.target, Node)
                  and e.target is not said and e.target is not speaker
                  for v in self.owners(e.target)} - inside
        if speaker_at[1] < verb < said_at[0]:
            return self.reporting_moved_last(top, speaker, said, verb, others, inside)
        if said_at[1] < min(verb, speaker_at[0]):
            return self.reporting_moved_first(top, speaker, said, verb, others)
        raise RealizationRefused("no reporting clause to move")

    def reporting_moved_last(self, top: Node, speaker: Node, said: Node, verb: int,
                             others: set[str], inside: set[str]) -> tuple[str, str]:
        """"The third-quarter results were driven by ..., Lewis said." from "Lewis said that
        the third-quarter results were driven by ..."; ``inside``: the words of a clause the
        parse gave the verb that are what was said's."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        speaker_vars, said_vars = self.owners(speaker), self.owners(said) | inside
        end, closing = self.end_of_text()
        speaker_at = self.owned_span(speaker)
        assert speaker_at is not None
        opening = unclosed_opening(tokens)  # (1 after a quotation's stray opening mark)
        # What was said starts after the last word of the verb's other phrases ("said in a
        # statement that", "said on Monday they believed"), and after "that".
        middle = max([verb] + [i for i in range(verb + 1, end)
                               if source.owner.get(i) in others | {top.var}])
        first = middle + 1
        while first < end and (tokens[first] == "," or (tokens[first].lower() == "that"
                               and first not in source.owner)):
            first += 1
        occasion = self.saying_occasion(speaker_at[0], others)
        lead, kept_opener = occasion + 1 if occasion is not None else 0, None
        if occasion is None:
            try:
                lead = self.connective_lead(speaker_at[0], opening)
                lead = 0 if lead == opening else lead  # (no connective: the stray mark)
            except RealizationRefused:
                # (an opening phrase of the saying's circumstances: realize_report_parts)
                lead = self.clause_opener(top, verb, 0) or 0
                if not lead or any(i in source.owner for i in range(lead, speaker_at[0])):
                    raise
                kept_opener = ReportingOnlyRefused("an opening phrase of the saying stays by its verb")
        # ('Gibbons said, "Today's announcement came as a surprise."': a whole quotation after
        # the verb's comma, closed after the source's full stop)
        whole = first < end and tokens[first] in QUOTE_OPENING | {'"'} and closing != "" \
            and tokens[middle + 1:first] == [","] and tokens[first + 1][:1].isupper() \
            and tokens[end] == "." and not any(t in QUOTE_MARKS for t in tokens[first + 1:end])
        if first >= end or ("," in tokens[middle + 1:first] and not whole) \
                or not self.only_owned(0, verb - 1, speaker_vars | {top.var} | others) \
                or not self.only_owned(first, end - 1, said_vars | speaker_vars) \
                or any(source.owner.get(i) in said_vars for i in range(0, first)) \
                or not self.said_clause(top, said, first, end - 1):
            # (Not "Microsoft will stop developing versions ..., saying that ...": a
            # clause of the reporting verb after what was said; nor "Not one U.S. state had
            # an obesity rate below 15 percent, she said in 2003" for "She said in 2003, not
            # one U.S. state had ...": the time may be what was said's.)
            raise RealizationRefused("no reporting clause to move")
        if any(tokens[i] in QUOTE_MARKS for i in range(opening, middle + 1)):
            raise RealizationRefused("a quotation keeps its own order")
        if any(tokens[i - 1] == "," and tokens[i + 1] == "," and tokens[i].lower()
               in CONNECTIVE_OPENERS | {"though"} for i in range(1, verb - 1)):
            # "..., television replays, though, showed.": the source's connective aside
            # belongs to the whole sentence, not to its speaker at the end
            raise RealizationRefused("a connective aside inside the reporting clause")
        refuse_found_state(source, top, said, first)
        if any(t in (":", ";") for t in tokens[0:verb]):
            # "HAINAN PROVINCE, China: Singapore Prime Minister Goh Chok Tong said ...": a
            # dateline, not the speaker's words
            raise RealizationRefused("no reporting clause to move")
        if tokens[first].lower() in ("'s", "\u2019s", "'") or (
                tokens[first].lower() == "that" and first + 1 < end
                and tokens[first + 1].lower() == tokens[verb].lower()):
            # "He had also said on the eve of Monday's talks that ...": what was said taken
            # to start inside a phrase of the verb's ("'S talks that ..."); "Roberts said
            # on Fox News Sunday that said his committee ...": a "that" the parse kept
            raise RealizationRefused("what was said is no sentence of its own")
        counted = tokens[first + 1:first + 2] in (["many"], ["much"])  # ("as many as 200")
        # (after the source's own "that", an opening phrase or clause is what was said's:
        # "She insisted that throughout the mission, managers ...", "He added that if he
        # were diagnosed ...")
        after_that = first - 1 > middle and tokens[first - 1].lower() == "that" \
            and first - 1 not in source.owner and tokens[first].lower() != "to"
        if ((tokens[first].lower() in ("whether", "if", "how", "why", "what", "when", "where",
                                       "who", "to", "as") and not counted)
                or tokens[first].lower() in PREPOSITIONS) and not after_that:
            # "Whether they would appeal the decision ..., neither said": a question or an
            # infinitive is no sentence of its own; "On Monday they believed Cruz knew ...,
            # police said" for "Police said on Monday they believed ...": a phrase that
            # may be the verb's.
            raise RealizationRefused("what was said is no sentence of its own")
        if said.align and said.align[0] == first and tokens[first][:1].islower() \
                and not said_words_clause(tokens, first, end - 1):
            # "The Treasury said wants to give ...": a verb with no subject of its own, put
            # first ("Wants to give ..., the Treasury said."); not a bare noun the parse took
            # for what was said, its clause's subject ("changes in air-pollution rules would
            # be up to ...", realize_said_clause_words)
            raise RealizationRefused("what was said is no sentence of its own")
        if not any(finite_verb(tokens[i]) for i in range(first, end)):
            # "Police reported the boy missing on Monday": an object and its state, no
            # clause ("The boy missing on Monday, police reported.")
            raise RealizationRefused("what was said is no sentence of its own")
        content = source.text(first, end - 1)
        self.refuse_direct_speech(content, quoted=whole, speaker=speaker)
        try:
            refuse_joined_verb(tokens, first, end)
        except SecondThatRefused as second_that:
            # (the pseudo-cleft says both "that" clauses after the verb: realize_report_parts)
            kept_opener = kept_opener or second_that
        # (what was said for the pseudo-cleft: with the source's closing mark after its end
        # mark where it closes a quotation inside what was said, realize_report_parts)
        parts_said = said_with_closing(content, closing)
        if occasion is not None:
            # "It appeared his side had fallen a bit short, he said in a statement later.":
            # the occasion of the saying follows its verb
            opener = source.text(0, occasion - 1)
            joint = ", " if tokens[0].lower() in SAYING_PARTICIPLES else " "
            reporting = f"{source.text(lead, middle)}{joint}{opener[:1].lower()}{opener[1:]}"
            self.moved_parts = None if parts_said is None or joint != " " \
                else ("", reporting, parts_said, False)
            content = re.sub(r"^([\"\u201c`']*)(\w)",
                             lambda m: m.group(1) + m.group(2).upper(), content)
        elif lead:
            # "Furthermore, as many as 200 operatives ... have slipped back ..., Bremer
            # estimated.": the opening connective stays first, the rest in its source case
            reporting = source.text(lead, middle)
            self.moved_parts = None if parts_said is None \
                else (source.text(0, lead - 1), reporting, parts_said, False)
            content = f"{source.text(0, lead - 1)} {content}"
        else:
            # ("..., Carlson said on Tuesday.", not "Carlson on Tuesday said": a time the source
            # said between the speaker and the verb follows the verb at the end)
            reporting = time_after_verb(
                self.opening_lower(source.text(opening, middle), speaker, opening,
                                   speaker_at[1] == opening), tokens[verb])
            self.moved_parts = None if parts_said is None else ("", reporting, parts_said, False)
            content = re.sub(r"^([\"\u201c`']*)(\w)",
                             lambda m: m.group(1) + m.group(2).upper(), content)
        if whole and self.moved_parts is not None:
            # (not after an opening connective, which the quotation's comma would drop)
            said_part = self.moved_parts[2]  # (its closing mark after it)
            self.moved_parts = None if self.moved_parts[0] else \
                ("", self.moved_parts[1], f"{said_part[:-1]}.{said_part[-1]}", True)
        if kept_opener is not None:
            raise kept_opener
        content += "," + closing  # '... good-faith discussions," Alhart said'
        if content.count('"') % 2 or content.count("\u201c") != content.count("\u201d"):
            raise RealizationRefused("a quotation keeps its own order")
        self.variant_used = True
        return f"{content} {reporting}", "reporting-last"

    def connective_lead(self, speaker_start: int, opening: int = 0) -> int:
        """Where the reporting clause starts, at the speaker or its article ("A spokesman
        told Reuters ..."): 0, or after the source's opening connective ("Furthermore,
        Bremer estimated that ...", "But Abraham said ..."), which stays first when what was
        said moves before the speaker; else refused.  ``opening``: the words before it are
        none of the sentence's (a quotation's stray opening mark, :func:`unclosed_opening`)."""
        assert self.source is not None
        words = [t.lower() for t in self.source.tokens[opening:speaker_start]]
        start = speaker_start
        if words and words[-1] in ("a", "an", "the"):
            words, start = words[:-1], start - 1
        if not words or (words[0] in LEADING_CONNECTIVES and words[1:] in ([], [","])) \
                or (words[0] in OPENING_CONJUNCTIONS and len(words) == 1):
            return start
        raise RealizationRefused("no reporting clause to move")

    def saying_occasion(self, speaker_start: int, others: set[str]) -> int | None:
        """The comma after the source's opening phrase of the occasion the speaker spoke on
        ("In a statement later, he said ...", "In a televised interview on Wednesday, ECB
        President Wim Duisenberg said ..."), a phrase the parse gives the reporting verb;
        else None."""
        assert self.source is not None
        tokens = self.source.tokens
        words = [t.lower() for t in tokens[:speaker_start]]
        if not words or words[0] not in ("in", "at", *SAYING_PARTICIPLES) or "," not in words:
            return None
        comma = words.index(",")
        if any(w not in ("a", "an", "the") for w in words[comma + 1:]) \
                or any(t in QUOTE_MARKS or t in _BRACKETS for t in tokens[:comma]) \
                or not (SAYING_OCCASIONS & set(words[:comma]) or words[0] in SAYING_PARTICIPLES) \
                or not any(self.source.owner.get(i) in others for i in range(comma)) \
                or not self.only_owned(0, comma - 1, others):
            return None
        return comma
