"""The speaker moved first: 'Thaksin said, "There is no need ...."' from '"There is no
need ...," Thaksin said.', "Rork said that if Walker appeals ..." from "If Walker appeals
..., Rork said." (the other direction of realize_verbatim_reporting, whose class builds on
this one), with the checks both directions share: what was said is a clause, no direct
speech loses its quotation marks, an opening connective stays first.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, lemma_pos
from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_infinitive_contents import infinitive_content
from pipeline.backends.builtin.realize_report_parts import (
    FINDING,
    ReportingOnlyRefused,
    apposed_speaker,
    quotation_closed_after,
    refuse_joined_verb,
    unquoted_text,
)
from pipeline.backends.builtin.realize_said_clause_words import PLAIN_SAYING, said_words_clause
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_COORDINATORS,
    CLAUSE_SUBORDINATORS,
    VerbatimSpans,
)
from pipeline.backends.builtin.realize_words import (
    PREPOSITIONS,
    QUOTE_MARKS,
    QUOTE_OPENING,
)

__all__ = ["CONNECTIVE_OPENERS", "ReportingFirst"]

# What opens a sentence connective before its comma ("What's more, ...", "However, ...").
CONNECTIVE_OPENERS = frozenset(["what", "however", "moreover", "meanwhile", "still", "also",
                                "indeed", "instead", "besides", "furthermore", "nevertheless",
                                "nonetheless", "thus", "so", "yet", "now", "then", "first",
                                "second", "finally", "overall", "separately", "elsewhere",
                                "and", "but", "or", "as", "if", "while", "when", "though"])
# The speaker's own words said in the first or second person are direct speech: moved
# behind "said" without quotation marks they would become the reporter's ("Limbaugh said
# that you know I have always tried ..." for "You know I have always tried ..., Limbaugh said").
_FIRST_SECOND = frozenset(["i", "me", "my", "mine", "we", "us", "our", "ours", "you", "your",
                           "yours", "myself", "ourselves", "yourself"])


class ReportingFirst(VerbatimSpans):
    """The speaker moved first, and the checks the two directions share."""

    moved_parts: tuple[str, str, str, bool] | None  # (realize_verbatim_reporting)
    variant_used: bool  # (realize_verbatim_alternatives)

    def said_as_clause(self, said: Node) -> bool:
        """Whether what was said is a clause in the source too, its word a verb or an
        adjective ("The ELF has claimed responsibility for ...": a noun, the object)."""
        assert self.source is not None
        if not said.align:
            return True  # ("possible-01" of "it's also possible that ...", an "and")
        if infinitive_content(self.source, said):
            return False  # "expects foreign brands' sales to be up" (realize_infinitive_contents)
        word = self.source.word(said.align[0])
        return bool(lemma_pos(word) & {"VERB", "AUX", "ADJ"}) or word.lower() in FUNCTION_WORDS

    def said_clause(self, top: Node, said: Node, lo: int, hi: int) -> bool:
        """Whether what was said, the source's words ``lo..hi``, is a clause: the parse's
        clause, or a plain verb of saying's words that open as one where the parse read a
        noun (realize_said_clause_words)."""
        assert self.source is not None
        return (self.is_clause(said) and self.said_as_clause(said)) or (
            stem(top.concept) in PLAIN_SAYING and said_words_clause(self.source.tokens, lo, hi))

    def reporting_moved_first(self, top: Node, speaker: Node, said: Node, verb: int,
                              others: set[str]) -> tuple[str, str]:
        """'Thaksin said, "There is no need ...."' from '"There is no need ...," Thaksin
        said.', "Rork said that if Walker appeals ..." from "If Walker appeals ..., Rork
        said."."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        speaker_vars, said_vars = self.owners(speaker), self.owners(said)
        end, closing = self.end_of_text()
        if closing:
            raise RealizationRefused("a quotation keeps its own order")
        quoted = tokens[0] in QUOTE_OPENING | {'"'}
        start = 1 if quoted else 0
        last = max(i for i in range(0, end) if source.owner.get(i) in said_vars)
        comma = next((i for i in range(last + 1, end) if tokens[i] == ","), None)
        if comma is None or not source.opens(start) \
                or not self.only_owned(start, comma - 1, said_vars | speaker_vars):
            raise RealizationRefused("no reporting clause to move")
        after = comma + 1
        # (a quotation inside what was said, or one that ends before its end, keeps both its
        # marks: realize_report_parts)
        closed = quotation_closed_after(tokens, 0, comma)
        if closed is None:
            raise RealizationRefused("a quotation keeps its own order")
        if quoted and (closed == 0 or any(t in QUOTE_MARKS for t in tokens[start:comma])):
            quoted, start = False, 0
        if closed and not quoted and any(t in (":", ";") for t in tokens[:comma]):
            # 'The church's lawyer, Shirley Phelps-Roper, was clear: "What they have done is
            # ...," she said': the quotation after the colon is the speaker's, not the report
            # of the clause before it
            raise RealizationRefused("a quotation keeps its own order")
        after += closed
        content_close = source.text(comma + 1, comma + 1) if closed and not quoted else ""
        if not quoted and any(t in QUOTE_MARKS for t in tokens[after:end]):
            raise RealizationRefused("a quotation keeps its own order")
        if not quoted and not self.said_clause(top, said, start, comma - 1):
            raise RealizationRefused("no reporting clause to move")
        if after >= end or not self.only_owned(after, end - 1, speaker_vars | {top.var} | others):
            raise RealizationRefused("no reporting clause to move")
        content = source.text(start, comma - 1) + content_close
        if tokens[start].lower() == "that":
            # "That leaves about three dozen at risk ..., said ...": after the verb its
            # demonstrative reads as the conjunction ("said that leaves about ...")
            raise RealizationRefused("what was said opens on its own 'that'")
        if tokens[start].lower() in CLAUSE_COORDINATORS:
            raise RealizationRefused("an opening connective stays first")
        last_comma = max((i for i in range(start, comma) if tokens[i] == ","), default=None)
        if not quoted and last_comma is not None and not any(
                is_frame(self.nodes[source.owner[i]].concept) and tokens[i][:1].islower()
                for i in range(last_comma + 1, comma) if i in source.owner):
            # "... unsolicited commercial e-mail, the Minister for Communications and
            # Information Technology, Senator Richard Alston announced today": the speaker's
            # title before the speaker, which the parse gave what was said.
            raise RealizationRefused("what was said ends on a noun phrase of its own")
        self.refuse_direct_speech(content, quoted=quoted, speaker=speaker)
        try:
            refuse_joined_verb(tokens, start, comma)
            joined = None
        except ReportingOnlyRefused as refused:
            # (refused below, once the parts are read, for the pseudo-cleft to reuse:
            # realize_report_parts)
            joined = refused
        speaker_at = self.owned_span(speaker)
        assert speaker_at is not None
        if speaker_at[0] > verb:
            # 'said White House spokesman Ari Fleischer': the speaker goes before the verb,
            # and nothing else may follow either ("said Bush, adding ...")
            if verb != after or speaker_at[1] != end - 1 \
                    or not self.only_owned(verb + 1, end - 1, speaker_vars):
                raise RealizationRefused("no reporting clause to move")
            apposed = apposed_speaker(tokens[verb + 1:end])
            reporting = f"{source.text(verb + 1, end - 1)}{',' if apposed else ''} {tokens[verb]}"
        else:
            # (after the speaker's article: "..., a study says")
            if speaker_at[0] < after or any(i in source.owner for i in range(after, speaker_at[0])):
                raise RealizationRefused("no reporting clause to move")
            reporting = source.text(after, end - 1)
            # ("..., the chief deputy sheriff of Franklin County, Steve Martin, said.")
            apposed = tokens[verb - 1] == "," and apposed_speaker(tokens[after:verb - 1])
        tail = range(max(verb, speaker_at[1]) + 1, end)
        if reporting.count(",") > 2 * apposed or len(tail) > 8 or any(
                i in source.owner and is_frame(self.nodes[source.owner[i]].concept)
                for i in tail):
            # ('Gates writes, warming us up for the punchline, "Generally unwanted ..."',
            # "The researchers say they have no evidence that other brands are safer that
            # Athough Prempro pills were used in the study": a clause of its own after the
            # speaker, which the parse did not give what was said)
            raise RealizationRefused("no reporting clause to move")
        if not quoted and "," in tokens[start:start + 4] \
                and self.opening_connective(start, tokens[start:start + 4].index(",") + start):
            # Not "The analyst firm said that what's more, companies are not feeling ...": the
            # source's opening connective stays first.  (A subject's apposition or list may
            # follow the verb: "The government said Yehuda Abraham, a 76-year-old jeweler
            # ..., allegedly accepted ...", "He said special, sensitive light sensors ...".)
            raise RealizationRefused("an opening connective stays first")
        if quoted:
            content = re.sub(r"^\w", lambda m: m.group(0).upper(), content)
            opening, closing = tokens[0], tokens[comma + 1]
            opening = "\u201c" if opening == "\u201c" else '"'
            closing = "\u201d" if closing == "\u201d" else '"'
            text = f'{reporting}, {opening}{content}.{closing}'
            self.moved_parts = ("", reporting, f"{opening}{content}.{closing}", True)
        else:
            word = 1 if tokens[0] in QUOTE_MARKS else 0  # ('"The bolt catcher ..." as it ...')
            if not self.keeps_capital(tokens[word], said, word):
                content = re.sub(r"^([\"\u201c`']*)(\w)",
                                 lambda m: m.group(1) + m.group(2).lower(), content)
            # "that" after a time ("said Saturday that it doesnt appear ...") and before an
            # opening phrase, which could be the verb's ("said that in central Chungchong
            # province, a landslide ..."); none before a plain subject ("Officials said four
            # others were wounded ...").
            bare = max(verb, speaker_at[1]) == end - 1 and stem(top.concept) not in FINDING \
                and tokens[start].lower() not in PREPOSITIONS | CLAUSE_SUBORDINATORS | QUOTE_MARKS
            text = f"{reporting} {content}" if bare else f"{reporting} that {content}"
            self.moved_parts = ("", reporting, content, False)
        if joined is not None:
            raise joined
        self.variant_used = True
        return text, "reporting-first"

    def opening_connective(self, lo: int, comma: int) -> bool:
        """Whether the words ``lo..comma-1`` that open what was said may be a connective
        ("What's more", "However", "In addition") rather than the start of its subject."""
        assert self.source is not None
        words = [t.lower() for t in self.source.tokens[lo:comma]]
        return words[0] in CONNECTIVE_OPENERS or words[0] in PREPOSITIONS \
            or (len(words) == 1 and lemma_pos(words[0]) <= {"ADV"})

    def refuse_direct_speech(self, content: str, *, quoted: bool, speaker: Node | None = None) -> None:
        # (a first person inside the source's own quotation marks stays quoted: 'The law
        # "has several weaknesses ..., undermining our defenses," he admits.'; a speaker in
        # the first person is the one its words' first person names: "We have an absolute
        # right to use the common word 'spike' to name our network, we firmly believe.")
        if speaker is not None and speaker.concept in _FIRST_SECOND:
            return
        if not quoted and _FIRST_SECOND & {w.lower() for w in re.findall(r"\w+", unquoted_text(content))
                                           if w != "US"}:  # ("US$298": no "us")
            raise RealizationRefused("direct speech without quotation marks")

    def refuse_second_verb(self, lo: int, hi: int) -> None:
        """(realize_report_parts.refuse_joined_verb, for the other verbatim moves)"""
        assert self.source is not None
        refuse_joined_verb(self.source.tokens, lo, hi)
