"""The ``verbatim-according`` alternative of the root: a quotation or a report attributed with
"according to" ('According to Thaksin, "There is no need ...."' from '"There is no need ...,"
Thaksin said.'), read off the ``verbatim-reporting`` move of realize_verbatim_reporting when
"X said" is all its reporting clause says.  Split from realize_verbatim_reporting.py."""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, PRONOUNS, pronoun_form
from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_reporting import VerbatimReporting
from pipeline.backends.builtin.realize_words import QUOTE_MARKS

__all__ = ["VerbatimAccording"]

# A quotation's speaker said plainly: "According to Thaksin, ..." keeps what "Thaksin said"
# says only when nothing else rides on the verb ("Bush told reporters at the White House on
# Wednesday", "he said yesterday", "he added") and the speaker is a person or a text, not
# "it" (whose "it" would lose what it points back to).
_PLAIN_SAY = re.compile(r"(?P<speaker>.+) (?:said|says)")
# The pronoun speakers "according to" takes, in their object case (morphology.pronoun_form).
_SPEAKER_PRONOUNS = frozenset(["he", "she", "they"])


class VerbatimAccording(VerbatimReporting):
    """The ``verbatim-according`` alternative (see the module docstring)."""

    def verbatim_according(self, top: Node) -> tuple[str, str]:
        """'According to Thaksin, "There is no need ...."' from '"There is no need ...,"
        Thaksin said.', and "According to police, her two small children were alone ..."
        from "Police said her two small children were alone ...": the speaker, when "X said"
        is all the reporting clause says."""
        text, construction = self.verbatim_reporting(top)
        source = self.source
        assert source is not None
        speaker, said = self.verbatim_arg(top, ":ARG0"), self.verbatim_arg(top, ":ARG1")
        if speaker is None or said is None:
            raise RealizationRefused("no quotation said by a speaker alone")
        tokens = source.tokens
        quotation = re.match(r"(?P<reporting>[^,\"\u201c]+), (?P<said>[\"\u201c].*)$", text) \
            if construction == "reporting-first" else None
        moved: re.Match[str] | None
        if quotation:
            moved = quotation
            # (what follows the quotation)
            lo = max((i for i, t in enumerate(tokens) if t in QUOTE_MARKS), default=-1) + 1
            hi = len(tokens)
        elif construction == "reporting-first":
            # "Another piece of the suit will be sent ..., Conte said" (what follows its
            # last comma)
            moved = re.match(r"(?P<reporting>.+? (?:said|says))(?: that)? (?P<said>.+)$", text) \
                if tokens[0].lower() != "that" else None  # ("That truck was spotted ...")
            lo = max((i for i, t in enumerate(tokens) if t == ","), default=-1) + 1
            hi = len(tokens)
        else:
            # "Her two small children were alone ..., police said" (never a quotation's end:
            # '... investigation," Gordon stressed')
            moved = re.match(r"(?P<said>[^\"\u201c\u201d]+), (?P<reporting>[^,]+)$", text)
            lo, hi = 0, top.align[0] + 1 if top.align else 0
        plain = _PLAIN_SAY.fullmatch(moved.group("reporting")) if moved else None
        if moved is None or plain is None:
            raise RealizationRefused("no speaker said alone")
        said_by = plain.group("speaker")
        last = said_by.rsplit(" ", 1)[-1].lower()
        # The reporting clause's words are the speaker's, the verb, or small words the parse
        # aligns to no node ("the statement said"); never a word of another phrase of the
        # verb's ("Bush told reporters", "he said yesterday"), one the parse left out ("he
        # said at a news conference"), nor an auxiliary or adverb ("Wyeth has said").
        speaker_vars = self.owners(speaker) | {top.var}
        if (last in FUNCTION_WORDS and last not in _SPEAKER_PRONOUNS) or any(
                source.owner[i] not in speaker_vars if i in source.owner
                else re.search(r"\w", tokens[i]) and tokens[i].lower() not in FUNCTION_WORDS
                for i in range(lo, hi)):
            raise RealizationRefused("no speaker said alone")
        if said_by.lower() in PRONOUNS:
            if said_by.lower() not in _SPEAKER_PRONOUNS:
                raise RealizationRefused("no speaker said alone")
            said_by = pronoun_form(said_by.lower(), "obj")
        content = moved.group("said")
        if not quotation and (
                content.split(" ", 1)[0].lower() in PRONOUNS
                or any(t in QUOTE_MARKS for t in tokens)):
            # Not "According to Sovereign, it expects the merger to close ...", "According to
            # him, he did not think ...": what a speaker says of their own plans or beliefs
            # is no claim "according to" them; nor a quotation inside what was said
            # ("According to Glover, the killer used a peculiar slipknot,'' ...").
            raise RealizationRefused("no speaker said alone")
        if construction != "reporting-first":
            # what was said, and a speaker that opened the source, in their source case
            # ("her two small children", "Mr. Ebbers"; "congregants of ...", "Sony")
            first = re.findall(r"^[\w.-]*", content)[0]
            cased = next((t for t in tokens[hi:] if t.lower() == first.lower()), first)
            content = cased + content[len(first):]
            if said_by == plain.group("speaker") and not self.keeps_capital(tokens[0], speaker):
                said_by = said_by[:1].lower() + said_by[1:]
        return f"according to {said_by}, {content}", "fronted-attribution"
