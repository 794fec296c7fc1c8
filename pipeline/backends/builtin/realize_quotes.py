"""Direct quotations: the speaker's exact words, and the speaker's phrase, read back verbatim.

A quotation is what someone said word for word; rebuilding it from the graph ("It is
amazing that it is part that includes an industry ...") changes the speaker's words.  When
the ARG1 of a verb of saying covers a quoted stretch of the source, that stretch is said
as it stands (only its closing punctuation fixed), and so is the speaker's phrase with its
apposition or relative clause ("Hernandez, who only graduated from Parsons School of
Design last May,").  A focus inside either cannot reorder them and is refused.
"""

from __future__ import annotations

import re
from itertools import pairwise

from pipeline.backends.builtin.realize_base import NP, RealizationRefused, RealizerBase, stem
from pipeline.backends.builtin.realize_titles import without_title_marks
from pipeline.backends.builtin.realize_tree import Edge, Node, Ref, is_inverted
from pipeline.backends.builtin.realize_words import (
    QUOTE_CLOSING,
    QUOTE_MARKS,
    QUOTE_OPENING,
    QUOTING,
)

_END_MARKS = ".?!"
_TRAILING = " ,;:-\u2013\u2014"


def _side(start: Node, block: Node) -> list[Node]:
    """The nodes joined to ``start`` by the tree's edges either way, without passing
    ``block``: one side of a verb of saying (its quoted content, or its speaker), however
    the refocusing laid the tree out."""
    seen = {start.var, block.var}
    found, stack = [start], [start]
    while stack:
        node = stack.pop()
        near = [e.target for e in node.edges if isinstance(e.target, Node)]
        if node.parent is not None:
            near.append(node.parent)
        for other in near:
            if other.var not in seen:
                seen.add(other.var)
                found.append(other)
                stack.append(other)
    return found


class Quotations(RealizerBase):
    """The quoted words and the speaker of a verb of saying, as the source said them."""

    def unedited(self, nodes: list[Node]) -> bool:
        """Whether every node still says its source word (a name's host, laid out below its
        name by a refocusing, stands for the name)."""
        return all(self.concept_matches(n) or n.role == ":name-of" for n in nodes)

    def quote_spans(self) -> list[tuple[int, int]]:
        """Token ranges (inclusive, the quotation marks left out) that the source quotes; a
        quotation opened before the sentence ("..., the healing can finally begin,'' ...
        told Reuters") or closed after it counts from the sentence's edge."""
        if self.source is None:
            return []
        tokens = self.source.tokens
        marks = [i for i, t in enumerate(tokens) if t in QUOTE_MARKS]
        if not marks:
            return []
        marks = without_title_marks(marks, tokens, self.nodes.values())
        if not marks or unclosed_opening(tokens):
            return []
        bounds = []
        if len(marks) % 2 and marks[0] != 0 and tokens[marks[0]] not in QUOTE_OPENING \
                and (tokens[marks[0]] in QUOTE_CLOSING or tokens[marks[0] - 1] in ",.?!"):
            bounds.append(-1)
        bounds.extend(marks)
        if len(bounds) % 2:
            bounds.append(len(tokens))
        return [(a + 1, b - 1) for a, b in zip(bounds[::2], bounds[1::2], strict=True) if b - 1 >= a + 1]

    def source_quotation(self, content: Node, speech: Node) -> tuple[str, str, set[str]] | None:
        """(words, end mark, the nodes they say) of the quotation that ``content``, the ARG1
        of ``speech``, says in the source, when every word it owns is quoted and nothing
        else is."""
        source = self.source
        if source is None or stem(speech.concept) not in QUOTING:
            return None
        quoted = self.quote_spans()
        nodes = _side(content, speech)
        for other in self.quoted_extras(speech, content, quoted):
            nodes += _side(other, speech)  # '"...," he added, "but I look forward to ..."'
        if not self.unedited(nodes):
            return None  # an edited graph says something else
        own = {n.var for n in nodes}
        indices = [i for i, v in source.owner.items() if v in own]
        spans = [(lo, hi) for lo, hi in quoted if any(lo <= i <= hi for i in indices)]
        if not indices or not all(any(lo <= i <= hi for lo, hi in spans) for i in indices):
            return None
        if any(source.owner.get(i, content.var) not in own
               for lo, hi in spans for i in range(lo, hi + 1)):
            return None  # another phrase of the sentence inside the quotation
        for e in content.edges:
            said = self.nodes.get(e.target.var) if isinstance(e.target, Ref) and e.role == ":domain" else None
            if said is not None and said.align and not any(
                    lo <= i <= hi for lo, hi in spans for i in said.align):
                # 'that she was "an abused child."': the subject, said before the quotation
                # marks, is part of what was written; quoting the rest drops it
                return None
        attribution = {n.var for n in _side(speech, content)}
        for (_, first_hi), (second_lo, _) in pairwise(spans):
            # '"It's probably ...," he added, "but I look forward to the challenge.'
            if any(source.owner.get(i, speech.var) not in attribution
                   for i in range(first_hi + 1, second_lo)):
                return None
        words = " ".join(source.text(lo, hi) for lo, hi in spans).strip(_TRAILING)
        if re.search(r"[,.?!]'$", words) and not re.search(r"(?:^|\s)'\w", words):
            # The closing mark of a quotation inside the quotation, opened in the sentence
            # before: "We're asphyxiating,' '' said Sam Granato" is not 'said: "We're
            # asphyxiating,'."'
            words = words[:-1].rstrip(_TRAILING)
        mark = "."
        if words[-1:] in _END_MARKS:
            words, mark = words[:-1].rstrip(_TRAILING), words[-1]
        if not re.search(r"\w", words):
            return None
        return words[0].upper() + words[1:], mark, own

    def quoted_extras(self, speech: Node, content: Node,
                      spans: list[tuple[int, int]]) -> list[Node]:
        """Other arguments of ``speech`` said wholly inside the quotation marks: the parse's
        second half of a quotation split by its attribution ('"It's probably not the
        easiest time ...," he added, "but I look forward to the challenge.')."""
        assert self.source is not None
        speaker = _argument(speech, ":ARG0")
        found = []
        below = [e.target for e in speech.edges if not is_inverted(e.role)]
        if speech.parent is not None and speech.role and is_inverted(speech.role):
            below.append(speech.parent)  # an argument the refocusing laid out above it
        for other in below:
            if not isinstance(other, Node) or other is content or other is speaker:
                continue
            own = {n.var for n in _side(other, speech)}
            indices = [i for i, v in self.source.owner.items() if v in own]
            if indices and all(any(lo <= i <= hi for lo, hi in spans) for i in indices):
                found.append(other)
        return found

    def say_quotation(self, content: Node, speech: Node) -> tuple[str, str] | None:
        """:meth:`source_quotation`, its nodes marked as said."""
        found = self.source_quotation(content, speech)
        if found is None:
            return None
        words, mark, own = found
        self.done.update(own)
        self.quoted.update(own)
        return words, mark

    def partly_quoted(self, content: Node) -> bool:
        """Whether the source set only some of ``content``'s words between quotation marks:
        'U.S. President George W. Bush said "the nation lost a great citizen" with Hope's
        death', 'Eurex said "the vast majority" of trades ... would be priced at 20 cents
        ... depending on "participation in incentive schemes"'.  The source reported the
        clause and quoted a phrase of it; rebuilt between marks, the words said outside them
        become the speaker's ('said: "The nation lost a great citizen with Hope's death."'),
        so the clause is reported as the source did, without the marks.  A clause in the
        speaker's own person ("we are going to continue to hammer away ...," with Ford)
        cannot be: unquoted, its "we" is the writer's, and it is refused."""
        spans = self.quote_spans()
        if self.source is None or not spans:
            return False
        nodes = list(content.walk())
        own = {n.var for n in nodes}
        indices = [i for i, v in self.source.owner.items() if v in own]
        if all(any(lo <= i <= hi for lo, hi in spans) for i in indices):
            return False
        if any(n.concept in ("i", "we", "you") for n in nodes):
            raise RealizationRefused("a clause the source quoted in part, in the speaker's "
                                     "own person, cannot be said as a quotation or reported")
        return True

    def quoted_arg1(self, speech: Node) -> Node | None:
        """The ARG1 below ``speech`` when it is (or was) said as a verbatim quotation."""
        content = _argument(speech, ":ARG1")
        if content is None or (content.var not in self.quoted
                               and self.source_quotation(content, speech) is None):
            return None
        return content

    def speaker_words(self, speaker: Node, speech: Node, *, say: bool = True) -> str | None:
        """The speaker's phrase as the source said it, apposition and relative clause
        included; with a closing comma when it has them ("Hernandez, who ... last May,"), not
        after a place's or a list's comma inside it."""
        source = self.source
        if source is None:
            return None
        nodes = _side(speaker, speech)
        if not self.unedited(nodes):
            return None
        own = {n.var for n in nodes}
        indices = [i for i, v in source.owner.items() if v in own]
        if not indices:
            return None
        lo, hi = min(indices), max(indices)
        tokens = source.tokens
        if any(source.owner.get(i, speaker.var) not in own or tokens[i] in QUOTE_MARKS
               for i in range(lo, hi + 1)):
            return None
        if tokens[hi + 1:hi + 2] == [","]:
            # An apposition the parse left out: "Jimmy D. Staton, a senior vice president
            # with the utility" up to the sentence's end, "Cindy Cohn, legal director for
            # the Electronic Frontier Foundation, said" up to the verb.
            end = hi + 1
            while end + 1 < len(tokens) and source.owner.get(end + 1) is None \
                    and tokens[end + 1] not in QUOTE_MARKS:
                end += 1
            if (end == len(tokens) - 1 and tokens[end] in _END_MARKS) or (
                    tokens[end] == "," and source.owner.get(end + 1) == speech.var):
                hi = end - 1
        while lo > 0 and source.owner.get(lo - 1) is None and tokens[lo - 1].lower() in (
                "the", "a", "an"):
            lo -= 1
        text = source.text(lo, hi).strip(_TRAILING)
        if say:
            self.done.update(own)
        if lo == 0 and not self.keeps_capital(tokens[0], speaker):
            text = text[0].lower() + text[1:]
        if "," not in text:
            return text
        # Closed where the source closed it, with a comma or its last stop, or where the
        # words after the last comma are an apposition the source left open ("Jordan
        # Barowitz, a spokesman for ... Bloomberg said:"); not a place's or a list's comma
        # inside the phrase ("the Santa Clara, Calif.-based company said Monday", "the
        # Redmond, Wash., company said", "the Bureau of Alcohol, Tobacco, ... said").
        aside = text.rsplit(", ", 1)[-1].split()
        closed = tokens[hi + 1:hi + 2] == [","] or hi + 2 >= len(tokens) \
            or (len(aside) > 1 and aside[0][:1].islower())
        return text + "," if closed else text

    def according(self, speech: Node) -> bool:
        """Whether ``speech`` is the say-01 of an "according to X" attribution."""
        return self.source is not None and bool(speech.align) and speech.concept == "say-01" \
            and self.source.word(speech.align[0]).lower() == "according"

    def is_attribution(self, edge: Edge) -> bool:
        """An inverted edge up to a verb of saying whose ARG1 is the head: "..., Burg said",
        "..., according to X", said after every other modifier of the clause."""
        return edge.role == ":ARG1-of" and isinstance(edge.target, Node) \
            and stem(edge.target.concept) in QUOTING

    def attribution_tail(self, speech: Node) -> str | None:
        """ "according to X" for the say-01 of such an attribution, X as the source said it."""
        speaker = _argument(speech, ":ARG0")
        if not self.according(speech) or speaker is None:
            return None
        self.done.add(speech.var)
        words = self.speaker_words(speaker, speech) or self.np(speaker, "obj").text
        # "according to the report to the judge yesterday": the report's own time
        when = [self.modifier(speech, e) for e in speech.edges if e.role == ":time"]
        return " ".join([f"according to {words.rstrip(',')}", *(w for w in when if w)])

    def speaker_np(self, node: Node) -> NP | None:
        """The ARG0 of a verb of saying as the source said it, when its quotation is said
        verbatim, for an "according to" attribution, or when it has an apposition or a
        relative clause ("Cindy Cohn, legal director for the Electronic Frontier
        Foundation,": the parse often leaves the apposition out)."""
        speech = node.parent
        if speech is None or node.role != ":ARG0" or stem(speech.concept) not in QUOTING:
            return None
        if self.quoted_arg1(speech) is None and not self.according(speech) \
                and not self.apposed_speaker(node, speech):
            return None
        text = self.speaker_words(node, speech)
        return NP(text, plural=node.concept in ("they", "we"), human=True) if text else None

    def rebuilt_attribution(self, top: Node) -> bool:
        """Whether a verb of saying at the top is said anew rather than read back: the source
        span drops the quotation marks and any apposition the parse left out ("He would often
        call me for advice, said Ronald L. Kuby.", "..., said Tracey Powers.")."""
        if stem(top.concept) not in QUOTING or self.source is None:
            return False
        speaker = _argument(top, ":ARG0")
        return self.quoted_arg1(top) is not None or (
            speaker is not None and self.apposed_speaker(speaker, top))

    def refuse_misplaced_quotation(self, text: str, construction: str) -> None:
        """Refuse a direct quotation that does not close its sentence ('An answer that SCO
        Group said in: "..." was filed with ...') or that closes an existential's relative
        clause ('There is a news conference ... that Mr. Parsons said at: "..."')."""
        if self.source is None or ': "' not in text:
            return
        if re.search(r': "[^"]*"\W*\w', text):
            raise RealizationRefused("a direct quotation said inside a relative clause")
        if construction == "existential":
            raise RealizationRefused("a direct quotation cannot close an existential's "
                                     "relative clause")

    def said_after_to(self, node: Node) -> bool:
        """Whether the source said ``node``'s word right after "to" (an infinitive)."""
        return self.source is not None and bool(node.align) and node.align[0] > 0 \
            and self.source.word(node.align[0] - 1).lower() == "to"

    def apposed_speaker(self, speaker: Node, speech: Node) -> bool:
        """Whether the source said the speaker with an apposition or a relative clause."""
        return "," in (self.speaker_words(speaker, speech, say=False) or "")

    def quotation_focus(self, top: Node) -> tuple[str, str] | None:
        """The sentence for a focus on a quotation or its speaker, or None when the focus is
        not one; refuses a focus inside the quoted words or the speaker's phrase.

        The quotation's focus says it first ('"It's amazing ...," Hernandez, who ..., said.');
        the speaker's says it before the quotation, where the source had it after.
        """
        for speech in top.walk():
            if stem(speech.concept) not in QUOTING:
                continue
            content, speaker = _argument(speech, ":ARG1"), _argument(speech, ":ARG0")
            if content is None:
                continue
            found = self.source_quotation(content, speech)
            quoted = found is not None
            if not quoted and not self.according(speech):
                # ("the blackout that continued to affect parts of New York City": a
                # "continue" whose event is an infinitive reports no one's words)
                if speaker is not None and top is not speaker and top in _side(speaker, speech) \
                        and not _names(top, speaker) and not self.said_after_to(content) \
                        and self.apposed_speaker(speaker, speech):
                    raise RealizationRefused("a focus inside the speaker's phrase would take "
                                             "the attribution apart")
                continue
            # Said inside another clause, the attribution is no sentence of its own; a
            # sentence-opening "But" (contrast-01) is left out.
            embedded = any(p.concept != "contrast-01" for p in _parents(speech))
            if quoted and speaker is None and not (speech.role == ":manner" and any(
                    e.role == ":ARG0" and isinstance(e.target, Ref) for e in speech.edges)):
                # (Not 'Dewhurst suggested a political motive for the report, saying: "It
                # sounds like ..."': the speaker of the "saying" is the clause's own subject.
                # 'A judge branded ... and added: "..."' stays: said "and he added there is no
                # evidence of your remorse", the quotation loses its marks.)
                # '"This man gambled ...," said passenger Andres Rivera Jr., whose ... niece
                # ... was killed' parsed with the speaker as the one killed.
                raise RealizationRefused("a quotation whose speaker the parse did not find")
            if quoted and top is content and not embedded:
                words, mark = self.say_quotation(content, speech) or ("", "")
                rest = self.clause(speech, gap=":ARG1")
                self.final_mark = "."  # the attribution's own, whatever the quotation's mode
                return f'"{words}{"," if mark == "." else mark}" {rest}', "quotation-first"
            if found is not None and top is not content and top.var in found[2]:
                raise RealizationRefused("a focus inside a direct quotation would change the "
                                         "speaker's words")
            if top is speech and not quoted and speaker is not None:
                # "According to Tracey Powers of ..., 19 firefighters ... had died ..."
                lead = self.attribution_tail(speech)
                return f"{lead}, {self.clause(content)}", "fronted-attribution"
            if speaker is None or top not in _side(speaker, speech) or embedded:
                return None
            if top is not speaker and not _names(top, speaker):
                raise RealizationRefused("a focus inside the speaker's phrase would take "
                                         "the attribution apart")
            start = self.position(speaker)
            if quoted and start is not None and start < self.quote_spans()[0][0]:
                return None  # the source said the speaker first: the cleft says it anew
            text = self.speaker_words(speaker, speech)
            skip = {id(e) for e in speaker.edges if e.target is speech}
            subject = self.np(speaker, "subj", skip=skip) if text is None else NP(
                text, plural=speaker.concept in ("they", "we"), human=True)
            self.done.add(top.var)
            return self.clause(speech, gap=":ARG0", subject=subject), "declarative"
        return None


def unclosed_opening(tokens: list[str]) -> int:
    """1 when the sentence's only quotation mark opens it and never closes: a quotation that
    runs on into the article's next sentence ('"The same three Response Team members also met
    with Monsignor Grass, who ... admitted that the allegations were true.'), the whole
    sentence the speaker's words with no speaker in it, paraphrased as an unquoted one (the
    stray mark left out of the texts, which no closing mark would follow); else 0.

    >>> unclosed_opening(['"', 'We', 'believe', 'it', '.'])
    1
    >>> unclosed_opening(['"', 'We', 'believe', 'it', ',', "''", 'he', 'said', '.'])
    0
    """
    return int(bool(tokens) and tokens[0] in QUOTE_OPENING | {'"'}
               and not any(t in QUOTE_MARKS for t in tokens[1:]))


def _argument(node: Node, role: str) -> Node | None:
    """The ``role`` argument of ``node`` as the graph had it, whichever way the tree lays it out."""
    for e in node.edges:
        if e.role == role and isinstance(e.target, Node):
            return e.target
    if node.role == f"{role}-of" and node.parent is not None:
        return node.parent
    return None


def _names(top: Node, speaker: Node) -> bool:
    """Whether the focus is the speaker's name (which stands for the speaker)."""
    return top.concept == "name" and top.parent is None and speaker.parent is top


def _parents(node: Node) -> list[Node]:
    """The nodes above ``node`` in the graph as parsed (none for its old root)."""
    found = [e.target for e in node.edges if is_inverted(e.role) and isinstance(e.target, Node)]
    if node.parent is not None and node.role and not is_inverted(node.role):
        found.append(node.parent)
    return found
