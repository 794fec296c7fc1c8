"""The ``verbatim-pseudo-cleft`` alternative of the root: a report said as what its speaker
said, each part in its own words ("What dealers said was that the yen was also undermined by
falling Japanese interest rates." from "Dealers said the yen was also undermined by ...", and
"What the meteorology department said was that Typhoon Maemi was ..." from "Typhoon Maemi
was ..., the meteorology department said.").

The rebuilt pseudo-cleft (realize_alternatives' ``pseudo-cleft``) says what was said anew, and
refuses when a word of it would read badly ("the parse dropped 'results'"); this one reads the
two parts off the ``verbatim-reporting`` move (realize_verbatim_reporting), which checked that
they are whole source phrases, so a report the rebuilt one refuses still gets its
pseudo-cleft.  A whole quotation's words are the speaker's own, first person and all: they
follow "was" with a comma, as they stand ('What President Gloria Arroyo said was, "The death
of Ghozi signals ...."'), never "was that" ('What Bush said was that "we may decide to
leave"').
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_quotes import unclosed_opening
from pipeline.backends.builtin.realize_report_parts import ReportingOnlyRefused
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_reporting import VerbatimReporting
from pipeline.backends.builtin.realize_what_said_times import time_after_verb
from pipeline.backends.builtin.realize_words import QUOTE_MARKS

__all__ = ["VerbatimWhatSaid"]

# Reporting verbs whose "what X said was that ..." keeps the report's meaning: a saying, a
# finding or a belief.  Not one that says no content of its own ("comment"), nor a verb of
# feeling ("fear", "worry", "hope": "What analysts fear is that" leans on the fear).
_WHAT_SAID = frozenset(["say", "tell", "add", "announce", "report", "state", "write", "claim",
                        "argue", "note", "stress", "acknowledge", "admit", "warn", "estimate",
                        "predict", "forecast", "insist", "contend", "concede", "allege",
                        "find", "show", "conclude", "reveal", "believe", "think", "expect"])
_BE = {True: "was", False: "is"}


class VerbatimWhatSaid(VerbatimReporting):
    """The ``verbatim-pseudo-cleft`` alternative (see the module docstring)."""

    framed_in_past: Callable[..., bool]  # (realize_verbs)

    def verbatim_what_said(self, top: Node) -> tuple[str, str]:
        """"What dealers said was that the yen was also undermined ..." from "Dealers said
        the yen was also undermined ..." (or the report put last), its parts as the
        ``verbatim-reporting`` move reads them."""
        if stem(top.concept) not in _WHAT_SAID or self.const(top, ":mode") is not None:
            raise RealizationRefused("no reporting clause to move")
        self.moved_parts = None
        try:
            self.verbatim_reporting(top)
        except ReportingOnlyRefused:
            # (what was said, which the source said before its speaker, closed inside "was
            # that ...": realize_report_parts)
            if self.moved_parts is None:
                raise
        if self.moved_parts is None:
            raise RealizationRefused("a quotation keeps its own order")
        opener, reporting, content, quotation = self.moved_parts
        assert self.source is not None and top.align
        verb = self.source.tokens[top.align[0]].lower()
        if not reporting.lower().endswith(verb) and f" {verb} " not in f" {reporting.lower()} ":
            raise RealizationRefused("no reporting clause to move")
        if re.search(r"\b(?:will|would|could|might|may|can|should|must|did|does|do)\b",
                     reporting.lower()):
            # "What Chirac would say was that ...": a modal's saying is no saying done, and
            # "do" support has no verb left to cleft ("What he did say was ...")
            raise RealizationRefused("a reporting verb with a modal or 'do'")
        if reporting.split(" ", 1)[0].lower() == "it":
            # (as the rebuilt one: "What it said was that ..." has no one to say it)
            raise RealizationRefused("'what it said' has no one to say it")
        first = content.split(" ", 1)[0].strip(",").lower()
        if not quotation and lemma_pos(first) == {"VERB"} and not first.endswith("ing"):
            # "Announced last week, Apple's iTunes Music Store has sold ..., the company
            # announced": an opening participle of what was said, which after "was that"
            # reads as its verb ("... was that announced last week, Apple's ..."); a gerund
            # subject is no participle ("... was that leaking classified information was ...")
            raise RealizationRefused("what was said opens on a participle")
        if content.lower().startswith("that "):
            raise RealizationRefused("what was said opens on its own 'that'")
        if not re.match(r"[\w\"\u201c']", content) \
                or (sum(t in QUOTE_MARKS for t in self.source.tokens) % 2
                    and not unclosed_opening(self.source.tokens)):
            # 'Naval Academy spokesman Cmdr. Rod Gibbons said: ``Today's announcement came as a
            # surprise.': a quotation the source never closed, after its colon (one that opens
            # the sentence runs on into the next: realize_quotes.unclosed_opening)
            raise RealizationRefused("a quotation keeps its own order")
        if _unbalanced_quotes(content):
            # "... the killer used a peculiar slipknot,'' including ...": a stray mark of the
            # source's, read inside the cleft as a quotation left open
            raise RealizationRefused("a quotation keeps its own order")
        be = _BE[self.framed_in_past(top)]
        # ("What Microsoft last month said was ...": the medial time after the verb)
        reporting = time_after_verb(reporting, verb)
        self.variant_used = True
        if quotation:
            # the speaker's own words as they stand, first person and all, after a comma
            return f"what {reporting} {be}, {content}", "pseudo-cleft"
        # (the connective's own comma, if the source had one: "But what ...", "However, what")
        lead = f"{opener} " if opener else ""
        return f"{lead}what {reporting} {be} that {content}", "pseudo-cleft"


def _unbalanced_quotes(text: str) -> bool:
    """Whether ``text`` holds a stray or unclosed quotation mark.

    >>> _unbalanced_quotes("the killer used a peculiar slipknot,'' including a cable")
    True
    >>> _unbalanced_quotes('it had "one last chance" to comply')
    False
    """
    return "''" in text or "``" in text or text.count('"') % 2 == 1 \
        or text.count("\u201c") != text.count("\u201d")
