"""The ``verbatim-medial`` alternative of the root: a report's speaker set off inside what
was said, between two commas, said last, each phrase in its own words ("Even with time, "it's
going to be very difficult to determine the cause of death," he said." from "Even with time,
he said, "it's going to be ...."", "Complicating the situation are companies, like IBM, ...,
he continued." from "Complicating the situation, he continued, are companies ...").

Such a sentence read only its source back: the parse hangs the parenthetical saying on the
clause's root (``:ARG1 (s / say-01 :ARG0 he)``) or makes it the root, and no other move has
a whole reporting clause at either end to move.  The aside is about the whole sentence
wherever it stands, so the words around it may close up and it may follow them: what stays
first (an opening connective, place or clause) keeps its place, and nothing but the
speaker's aside moves.

The two commas must hold the speaker and then its verb of saying or thinking (with the
saying's own time or manner: "he said Monday"), no quotation mark or bracket, and no word
outside them may be the saying's or its speaker's (", said Brad Smith, Microsoft's senior VP
..." is a speaker after its verb, with an apposition); no question's mark would be lost, no
quotation left open ("With the test, Hubbard said, "I believe ..." never closes).  An aside
before a coordinator ("Full classes of 48 are booked through September, he said, and the
agency plans ...") is the first clause's alone, and said last it would claim both: refused.
Where the aside parted a subject from its verb ("The answer, the group said, would be to
..."), the two close up with no comma.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, PRONOUNS
from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_tree import Node, is_inverted
from pipeline.backends.builtin.realize_verbatim_spans import (
    PHRASE_BREAKS,
    VerbatimSpans,
    finite_verb,
    verb_group_start,
)
from pipeline.backends.builtin.realize_words import ANY_QUOTE_MARKS, ATTRIBUTING, QUOTE_MARKS

__all__ = ["VerbatimMedial"]

# A verb contracted onto its subject ("it's going to be very difficult"): finite.
_CONTRACTED = frozenset(["'s", "'re", "'m", "'ll", "'d", "'ve", "\u2019s", "\u2019re"])


class VerbatimMedial(VerbatimSpans):
    """The ``verbatim-medial`` alternative (see the module docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_medial(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        if any(is_inverted(e.role) for e in top.edges) or self.const(top, ":mode") is not None \
                or end >= len(tokens) or tokens[end] not in (".", "!") or not source.opens(0):
            # (a refocused top; a question, whose mark would be lost before the speaker)
            raise RealizationRefused("no speaker's aside to move")
        lo, hi = self.medial_saying(top, end)
        before, aside, after = source.text(0, lo - 1), source.text(lo + 1, hi - 1), \
            source.text(hi + 1, end - 1)
        first = tokens[hi + 1]
        if first.lower() in ("and", "but", "or", "yet", "so"):
            # "Full classes of 48 are booked through September, he said, and the agency
            # plans ...": the aside is the first clause's; said last it would claim both
            raise RealizationRefused("a speaker's aside of the first of two clauses")
        if sum(t in QUOTE_MARKS for t in tokens[hi + 1:end]) % 2 != (1 if closing else 0) \
                or sum(t in QUOTE_MARKS for t in tokens[0:lo]) % 2 \
                or not any(finite_verb(t) or t.lower() in _CONTRACTED for t in tokens[hi + 1:end]) \
                or first.lower() in ("that", "which", "who", "whom", "whose"):
            # (a quotation left open on either side; no clause after the aside; "It is
            # important for a process to be put into place, he said, that would permit ...":
            # a relative clause parted from its noun)
            raise RealizationRefused("no speaker's aside to move")
        second = tokens[hi + 2] if hi + 2 < end else ""
        # ("The answer would be to ...", "Complicating the situation are companies ...")
        subject_parted = finite_verb(first) or (verb_group_start(first) and finite_verb(second))
        joint = " " if subject_parted else ", "
        if first[:1].isupper() and first.lower() in FUNCTION_WORDS and first != "I":
            # ("However, he said, The reasons behind ...": the source's stray capital)
            after = after[:1].lower() + after[1:]
        self.variant_used = True
        return f"{before}{joint}{after},{closing} {aside}{tokens[end]}", "reporting-last"

    def medial_saying(self, top: Node, end: int) -> tuple[int, int]:
        """The two commas that set off the saying, its speaker and verb alone between them;
        no word around them is the saying's own or its speaker's (but a pronoun the parse
        took for the speaker: "..., he said, he would ...")."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        for saying in top.walk():
            speaker = self.verbatim_arg(saying, ":ARG0")
            if stem(saying.concept) not in ATTRIBUTING or speaker is None or not saying.align \
                    or self.const(saying, ":polarity") is not None:
                continue
            verb = saying.align[0]
            lo = max((i for i in range(verb) if tokens[i] == ","), default=None)
            hi = next((i for i in range(verb + 1, end) if tokens[i] == ","), None)
            speaker_at = self.owned_span(speaker)
            if lo is None or hi is None or lo < 1 or hi + 1 >= end or speaker_at is None \
                    or not lo < speaker_at[0] <= speaker_at[1] < verb:
                # (the speaker before its verb: "..., said Brad Smith, Microsoft's senior VP
                # and general counsel." is a speaker after the verb with its apposition)
                continue
            said = self.verbatim_arg(saying, ":ARG1")
            own = self.owners(saying) - (self.owners(said) if said is not None else set())
            if any(t in PHRASE_BREAKS or t in ANY_QUOTE_MARKS for t in tokens[lo + 1:hi]) \
                    or not self.only_owned(lo + 1, hi - 1, own) \
                    or any(source.owner.get(i) in own and tokens[i].lower() not in PRONOUNS
                           for i in [*range(lo), *range(hi + 1, end)]):
                continue
            return lo, hi
        raise RealizationRefused("no speaker's aside to move")
