"""A realized sentence finished: spaces, commas and doubled function words tidied, its
first letter capitalised and its end mark added (the source's own, a question's or an
order's), and a text that lost a word of its phrase ("sold to for $425 million") refused.

Split from realizer.py (the realization's entry point and its run): this is the last
step of every sentence, whatever its construction.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    RealizerBase,
)
from pipeline.backends.builtin.realize_opening_capitals import lowered_opener
from pipeline.backends.builtin.realize_place_commas import closed_place_asides
from pipeline.backends.builtin.realize_tree import Node

# Two articles, a preposition straight before another or a conjunction joining nothing
# ("..., and, the WHO says") in a realization of a parse.
_GLITCH = re.compile(r"(?i)\b(?:a|an|the) (?:a|an|the)\b|\b(?:to|of|with|from) "
                     r"(?:for|to|of|with|from|by|at|in|on) |, (?:and|or|but),"
                   r"|\b(?:after|before|since|until) (?:at|in|on) "  # "After at 16:00 p.m."
                   r"|\bto being (?:obliged|able|allowed)\b|\bto have (?:has|had|have|and|or)\b"
                   r"|, (?:his|its|their|our|my|your), ")  # "on his face, his, his daughter said"
# A preposition of time before the "at" of a clock time.
_TIMED_CLOCK = re.compile(r"(?i)\b(until|till|by|before|after|since|from) at "
                          r"(?=\d{1,2}(?::\d\d)? ?[ap]\.m\.)")
# A reporting verb after what it reports, given an object of its own: "... to remain at
# large, Mr Dila said it." (the parse lost the clause's "where"), "... tried to go back in,
# but she said it."
_REPORT_WITH_OBJECT = re.compile(r"(?i)\b(?:said|says|added|adds) it\W*$")
# A sentence that ends on a conjunction or a preposition's "to": "..., and he lay to a grand
# jury, and." (the parse's list lost its last member).
_DANGLING = re.compile(r"(?i)\b(?:and|or|but)\W*$")
_PREPOSITION_PAIR = re.compile(r"(?i)(?:to|of|with|from) (?:for|to|of|with|from|by|at|in|on)")


def _glitch(text: str, tokens: Sequence[str]) -> bool:
    """Whether ``text`` has a glitch (:data:`_GLITCH`) the source did not say itself: a
    passive's stranded preposition before a time, "hasn't been heard from in more than two
    weeks" (parse_stranded_prepositions), is the source's own pair of prepositions."""
    source = " ".join(tokens).lower()
    return any(not (_PREPOSITION_PAIR.fullmatch(m.group(0).strip())
                    and f" {m.group(0).strip().lower()} " in f" {source} ")
               for m in _GLITCH.finditer(text))


class SentenceFinish(RealizerBase):
    """The last touches of a realized sentence: spacing, capital, end mark."""

    def finish(self, text: str, top: Node) -> str:
        text = re.sub(r"\s+", " ", text).strip(" ,")
        # "The too much leeway": a noun graded by "too much" takes no article.
        text = re.sub(r"\b(?:the|a|an) ((?:too|so) (?:much|many|few|little))\b", r"\1", text,
                      flags=re.IGNORECASE)
        text = re.sub(r" ([,:])", r"\1", text)
        text = closed_place_asides(text, top, self.source)  # "in Hartford, Conn., this month"
        text = re.sub(r"(?i)\bthe (this|these|those) ", r"\1 ", text)  # "in the this year"
        text = re.sub(r",(?: ?,)+", ",", text)  # a reused aside's closing comma before another
        # or before a colon ("Mr. Powell said, referring to the killing of Abdullah Qawasmeh,
        # a leading Hamas figure,: ...")
        text = re.sub(r",(?=[:;])", "", text)
        # Two rules may each supply the same function word ("at at 10:06", "the the").
        text = re.sub(r"\b(at|in|on|of|to|for|by|with|from|between|the|a|an|out|up|off|down|away|back|"
                      r"about|nearly|almost|around|roughly|approximately)( \1\b)+", r"\1",
                      text, flags=re.IGNORECASE)
        # A clock time is said "at 6 p.m." (RealizerQuantities.date); after the source's own
        # preposition of time that "at" is one too many ("extend the contest until at 6
        # p.m. Sunday", which the glitch check refused)
        text = _TIMED_CLOCK.sub(r"\1 ", text)
        if not text:
            return ""
        if self.source is not None and _REPORT_WITH_OBJECT.search(text) \
                and not _REPORT_WITH_OBJECT.search(" ".join(self.source.tokens)):
            raise RealizationRefused("a reporting verb after what it reports said with an object")
        if self.source is not None and (_glitch(text, self.source.tokens) or _DANGLING.search(text)):
            # "WebTV was sold to for $425 million" (the parse lost "Microsoft"), "Over a the
            # tenth period": a parse that lost a word cannot be said around the hole.
            raise RealizationRefused("a word the parse left without its phrase")
        if self.source is not None:
            text = lowered_opener(text, self.source.tokens, self.source.proper)  # "On Monday, retailers J.C. Penney"
        text = text[0].upper() + text[1:]
        mode = self.const(top, ":mode")
        if text[-1] in ".?!" or text.endswith(('."', '?"', '!"')):
            return text
        closing = ""
        if text.endswith('"'):
            text, closing = text[:-1].rstrip(), '"'
        if self.final_mark:
            mark = self.final_mark
        elif self.question or mode == "interrogative":
            mark = "?"
        else:
            mark = "!" if mode in ("expressive", "imperative") else "."
        return text + mark + closing
