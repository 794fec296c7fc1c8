"""Alternatives of the root clause moved in the source's own words.

A fifth of MRPC train sentences read only their source back: every focus is refused, and so
is every rebuilt alternative of the root, often for a fault of the parse deep inside a
clause that a rebuilt sentence would have to say ("Lewis said that the third-quarter results
were driven by deposit and loan growth, strong investment banking and trading results, and
improved mortgage and card revenues": the parse gives "improved" the results as subject).
A construction that only moves whole source phrases says no word of theirs anew:

``verbatim-reporting``
    what was said and who said it trade places, each in its own words: "The third-quarter
    results were driven by ..., Lewis said." from "Lewis said that ...", and 'Thaksin said,
    "There is no need ...."' from '"There is no need ...," Thaksin said.'
``verbatim-fronting``
    the root verb's closing place or time first: "In those attacks, more than a dozen people
    were killed."
``verbatim-cleft``
    the subject clefted before the rest of the source: "It was Prime Minister Junichiro
    Koizumi who has all but popped the champagne bottle."

The graph only says where the phrases are: every word of a moved phrase must belong to that
phrase's part of the graph (or to none), and a phrase must sit where the pattern has it, or
the construction refuses.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, PRONOUNS, inflect, lemma_pos
from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase, is_frame, stem
from pipeline.backends.builtin.realize_focus_checks import fronted_lead_fits, ground, idiom_lead
from pipeline.backends.builtin.realize_tree import Edge, Node
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    PREPOSITIONS,
    QUOTE_CLOSING,
    QUOTE_MARKS,
    QUOTE_OPENING,
)

__all__ = ["VerbatimAlternatives"]

# Verbs after which what was said may stand first, "..., Lewis said" (not a verb of
# perceiving or knowing: "The yen had strengthened, Shiokawa saw").
_REPORTING = ATTRIBUTING - frozenset(["know", "see", "hear", "understand", "remember", "notice",
                                      "mean", "realize", "wonder", "ask", "imagine", "feel",
                                      "guess", "suppose", "agree", "order", "command"]) \
    | frozenset(["estimate", "allege", "predict", "forecast", "insist", "contend", "concede"])
# What may stand between the verb and what was said, said as it was: "said in a statement
# that", "told reporters that", "said Saturday that".
_THAT = frozenset(["that"])
# The speaker's own words said in the first or second person are direct speech: moved
# behind "said" without quotation marks they would become the reporter's ("Limbaugh said
# that you know I have always tried ..." for "You know I have always tried ..., Limbaugh said").
_FIRST_SECOND = frozenset(["i", "me", "my", "mine", "we", "us", "our", "ours", "you", "your",
                           "yours", "myself", "ourselves", "yourself"])
_END_MARKS = frozenset([".", "!", "?"])
# A subject clefted: a name or a definite noun phrase ("It was the agreement that ..."), not
# a count or a quantifier ("It was four of the defendants who ..."), which a cleft would
# make exhaustive.
_DEFINITE = frozenset(["the"])
_CLEFT_WHO = frozenset(["person"])
# What a fronted place or time may open with ("In those attacks, ...", "At his July 30
# sentencing, ..."): not "for", "by", "with" (a purpose, an agent, a means).
_FRONT_LEADS = frozenset(["in", "on", "at", "during", "near", "inside", "outside", "throughout",
                          "yesterday", "today", "last", "earlier"])
_SUBORDINATORS = frozenset(["if", "when", "while", "even", "as", "because", "although", "though",
                           "once", "since", "unless", "whether", "what", "so"])
_COORDINATORS = frozenset(["but", "and", "or", "yet", "so", "still"])
_SUBJECT_PRONOUNS = frozenset(["i", "he", "she", "it", "we", "they", "there"])
# Bare singular nouns that may open a sentence as its subject ("Police said ...").
_BARE_SUBJECTS = frozenset(["police", "staff", "management", "congress", "parliament"])


class VerbatimAlternatives(RealizerBase):
    """The ``verbatim-*`` alternatives of the root clause (see the module docstring)."""

    variant: str | None = None
    variant_used = False
    keeps_capital: Callable[..., bool]  # (realize_source_matches)
    framed_in_past: Callable[..., bool]  # (realize_verbs)

    def verbatim_alternative(self, top: Node) -> tuple[str, str]:
        if self.variant == "verbatim-reporting":
            return self.verbatim_reporting(top)
        if self.variant == "verbatim-cleft":
            return self.verbatim_cleft(top)
        if self.variant == "verbatim-fronting":
            return self.verbatim_fronting(top)
        raise RealizationRefused("variant not used")

    # -- who owns which words --------------------------------------------------------------

    def owners(self, node: Node) -> set[str]:
        return {n.var for n in node.walk()}

    def owned_span(self, node: Node) -> tuple[int, int] | None:
        """The first and last source token that ``node``'s subtree owns."""
        assert self.source is not None
        inside = self.owners(node)
        at = [i for i, v in self.source.owner.items() if v in inside]
        return (min(at), max(at)) if at else None

    def only_owned(self, lo: int, hi: int, allowed: set[str]) -> bool:
        """Whether every aligned token of ``lo..hi`` belongs to ``allowed``."""
        assert self.source is not None
        return all(self.source.owner.get(i) in allowed for i in range(lo, hi + 1)
                   if i in self.source.owner)

    def end_of_text(self) -> tuple[int, str]:
        """The index of the source's end mark (the token after the last word), and the
        closing quotation mark after it, if any ('... discussions."')."""
        assert self.source is not None
        tokens = self.source.tokens
        end, closing = len(tokens), ""
        if end > 1 and tokens[end - 2] in _END_MARKS and tokens[end - 1] in QUOTE_CLOSING | {'"'}:
            end, closing = end - 1, "\u201d" if tokens[end - 1] == "\u201d" else '"'
        if end > 0 and tokens[end - 1] in _END_MARKS:
            end -= 1
        return end, closing

    def opening_lower(self, text: str, node: Node, at: int, alone: bool) -> str:
        """``text``, which opened the source at token ``at``, said after other words;
        ``alone``: its first word is the whole subject ("Page said"), with no modifier."""
        assert self.source is not None
        word = self.source.tokens[at]
        low = word.lower()
        verb = self.source.word(at + 1).lower()
        if low.endswith("s") and verb.endswith("s") and verb not in ("was", "is") \
                and (verb == "has" or verb[:-1] in _verb_lemmas(verb)):
            return text  # "Gates says ...": a plural noun would say "say"; a name
        if self.keeps_capital(word, node, at):
            if alone and not lemma_pos(low) and not word[1:2].isupper() and node.concept != "name" \
                    and not self.has_role(node, ":name") and at not in self.source.proper:
                # "..., Telemarketers argue": a word the lexicon does not know, no name of
                # the parse's either
                raise RealizationRefused(f"the source's opening {word!r} may be no name")
            return text
        if alone and low not in FUNCTION_WORDS and low not in _BARE_SUBJECTS and not low.endswith("s") \
                and "NOUN" in lemma_pos(low) and not lemma_pos(low) & {"ADJ", "NUM"}:
            # "Page said it's also possible ...": a bare singular noun cannot open a
            # sentence, so it is a name the parse did not know ("..., page said"); before
            # another word it is a modifier ("company spokesman Jack Ferry").
            raise RealizationRefused(f"the source's opening {word!r} may be a name")
        return text[:1].lower() + text[1:]

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
        said_at, speaker_at = self.owned_span(said), self.owned_span(speaker)
        if said_at is None or speaker_at is None:
            raise RealizationRefused("no reporting clause to move")
        others = {v for e in top.edges if isinstance(e.target, Node)
                  and e.target is not said and e.target is not speaker
                  for v in self.owners(e.target)}
        if speaker_at[1] < verb < said_at[0]:
            return self.reporting_moved_last(top, speaker, said, verb, others)
        if said_at[1] < min(verb, speaker_at[0]):
            return self.reporting_moved_first(top, speaker, said, verb, others)
        raise RealizationRefused("no reporting clause to move")

    def reporting_moved_last(self, top: Node, speaker: Node, said: Node, verb: int,
                             others: set[str]) -> tuple[str, str]:
        """"The third-quarter results were driven by ..., Lewis said." from "Lewis said that
        the third-quarter results were driven by ..."."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        speaker_vars, said_vars = self.owners(speaker), self.owners(said)
        end, closing = self.end_of_text()
        speaker_at = self.owned_span(speaker)
        assert speaker_at is not None
        # What was said starts after the last word of the verb's other phrases ("said in a
        # statement that", "said on Monday they believed"), and after "that".
        middle = max([verb] + [i for i in range(verb + 1, end)
                               if source.owner.get(i) in others | {top.var}])
        first = middle + 1
        while first < end and (tokens[first] == "," or (tokens[first].lower() in _THAT
                               and first not in source.owner)):
            first += 1
        if speaker_at[0] != 0 or first >= end or "," in tokens[middle + 1:first] \
                or not self.only_owned(0, verb - 1, speaker_vars | {top.var} | others) \
                or not self.only_owned(first, end - 1, said_vars | speaker_vars) \
                or any(source.owner.get(i) in said_vars for i in range(0, first)) \
                or not self.is_clause(said) or not self.said_as_clause(said):
            # (Not "Microsoft will stop developing versions ..., saying that ...": a
            # clause of the reporting verb after what was said; nor "Not one U.S. state had
            # an obesity rate below 15 percent, she said in 2003" for "She said in 2003, not
            # one U.S. state had ...": the time may be what was said's.)
            raise RealizationRefused("no reporting clause to move")
        if any(tokens[i] in QUOTE_MARKS for i in range(0, middle + 1)):
            raise RealizationRefused("a quotation keeps its own order")
        if tokens[first].lower() in ("whether", "if", "how", "why", "what", "when", "where",
                                     "who", "to", "as") or tokens[first].lower() in PREPOSITIONS:
            # "Whether they would appeal the decision ..., neither said": a question or an
            # infinitive is no sentence of its own; "On Monday they believed Cruz knew ...,
            # police said" for "Police said on Monday they believed ...": a phrase that
            # may be the verb's.
            raise RealizationRefused("what was said is no sentence of its own")
        content = source.text(first, end - 1)
        self.refuse_direct_speech(content, quoted=False)
        self.refuse_second_verb(first, end)
        reporting = self.opening_lower(source.text(0, middle), speaker, 0, speaker_at[1] == 0)
        content = re.sub(r"^([\"\u201c`']*)(\w)", lambda m: m.group(1) + m.group(2).upper(),
                         content)
        content += "," + closing  # '... good-faith discussions," Alhart said'
        if content.count('"') % 2 or content.count("\u201c") != content.count("\u201d"):
            raise RealizationRefused("a quotation keeps its own order")
        self.variant_used = True
        return f"{content} {reporting}", "reporting-last"

    def said_as_clause(self, said: Node) -> bool:
        """Whether what was said is a clause in the source too, its word a verb or an
        adjective ("The ELF has claimed responsibility for ...": a noun, the object)."""
        assert self.source is not None
        if not said.align:
            return True  # ("possible-01" of "it's also possible that ...", an "and")
        word = self.source.word(said.align[0])
        return bool(lemma_pos(word) & {"VERB", "AUX", "ADJ"}) or word.lower() in FUNCTION_WORDS

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
        if quoted:
            if after >= end or tokens[after] not in QUOTE_CLOSING | {'"'} \
                    or any(t in QUOTE_MARKS for t in tokens[start:comma]):
                raise RealizationRefused("a quotation keeps its own order")
            after += 1
        elif any(t in QUOTE_MARKS for t in tokens[after:end]):
            raise RealizationRefused("a quotation keeps its own order")
        elif not self.is_clause(said) or not self.said_as_clause(said):
            raise RealizationRefused("no reporting clause to move")
        if after >= end or not self.only_owned(after, end - 1, speaker_vars | {top.var} | others):
            raise RealizationRefused("no reporting clause to move")
        content = source.text(start, comma - 1)
        if tokens[start].lower() in _COORDINATORS:
            raise RealizationRefused("an opening connective stays first")
        last_comma = max((i for i in range(start, comma) if tokens[i] == ","), default=None)
        if not quoted and last_comma is not None and not any(
                is_frame(self.nodes[source.owner[i]].concept) and tokens[i][:1].islower()
                for i in range(last_comma + 1, comma) if i in source.owner):
            # "... unsolicited commercial e-mail, the Minister for Communications and
            # Information Technology, Senator Richard Alston announced today": the speaker's
            # title before the speaker, which the parse gave what was said.
            raise RealizationRefused("what was said ends on a noun phrase of its own")
        self.refuse_direct_speech(content, quoted=quoted)
        self.refuse_second_verb(start, comma)
        speaker_at = self.owned_span(speaker)
        assert speaker_at is not None
        if speaker_at[0] > verb:
            # 'said White House spokesman Ari Fleischer': the speaker goes before the verb,
            # and nothing else may follow either ("said Bush, adding ...")
            if verb != after or speaker_at[1] != end - 1 \
                    or not self.only_owned(verb + 1, end - 1, speaker_vars):
                raise RealizationRefused("no reporting clause to move")
            reporting = f"{source.text(verb + 1, end - 1)} {tokens[verb]}"
        else:
            # (after the speaker's article: "..., a study says")
            if speaker_at[0] < after or any(i in source.owner for i in range(after, speaker_at[0])):
                raise RealizationRefused("no reporting clause to move")
            reporting = source.text(after, end - 1)
        tail = range(max(verb, speaker_at[1]) + 1, end)
        if "," in reporting or len(tail) > 8 or any(
                i in source.owner and is_frame(self.nodes[source.owner[i]].concept)
                for i in tail):
            # ('Gates writes, warming us up for the punchline, "Generally unwanted ..."',
            # "The researchers say they have no evidence that other brands are safer that
            # Athough Prempro pills were used in the study": a clause of its own after the
            # speaker, which the parse did not give what was said)
            raise RealizationRefused("no reporting clause to move")
        if not quoted and "," in tokens[start:start + 4]:
            # Not "The analyst firm said that what's more, companies are not feeling ...": the
            # source's opening connective stays first.
            raise RealizationRefused("an opening connective stays first")
        if quoted:
            content = re.sub(r"^\w", lambda m: m.group(0).upper(), content)
            opening, closing = tokens[0], tokens[comma + 1]
            opening = "\u201c" if opening == "\u201c" else '"'
            closing = "\u201d" if closing == "\u201d" else '"'
            text = f'{reporting}, {opening}{content}.{closing}'
        else:
            if not self.keeps_capital(tokens[0], said, 0):
                content = content[:1].lower() + content[1:]
            # "that" after a time ("said Saturday that it doesnt appear ...") and before an
            # opening phrase, which could be the verb's ("said that in central Chungchong
            # province, a landslide ..."); none before a plain subject ("Officials said four
            # others were wounded ...").
            bare = max(verb, speaker_at[1]) == end - 1 \
                and tokens[start].lower() not in PREPOSITIONS | _SUBORDINATORS
            text = f"{reporting} {content}" if bare else f"{reporting} that {content}"
        self.variant_used = True
        return text, "reporting-first"

    def refuse_direct_speech(self, content: str, *, quoted: bool) -> None:
        if not quoted and _FIRST_SECOND & {w.lower() for w in re.findall(r"\w+", content)}:
            raise RealizationRefused("direct speech without quotation marks")

    def refuse_second_verb(self, lo: int, hi: int) -> None:
        """Refuse what was said running on into a verb with no subject of its own ("the yen
        had strengthened too much but declined to comment ..."): it may be the speaker's, and
        moved away from the speaker it would be the other subject's."""
        assert self.source is not None
        tokens = self.source.tokens
        for i in range(lo, hi - 1):
            if tokens[i].lower() not in ("and", "but", "or"):
                continue
            if _finite_verb(tokens[i + 1]):
                raise RealizationRefused("a verb joined to what was said may be the speaker's")
            if tokens[i + 1].lower() == "that":
                # "They agreed on this plot and that fine-tuning was handed to Dulmatin, he
                # claims": a second "that" clause needs the verb before it.
                raise RealizationRefused("a second 'that' clause needs its verb first")

    # -- the subject clefted ---------------------------------------------------------------

    def verbatim_cleft(self, top: Node) -> tuple[str, str]:
        """"It was Prime Minister Junichiro Koizumi who has all but popped the champagne
        bottle." for a named or definite subject that opens the source, or follows its
        opening place or time ("On Saturday, it was Roddick who equalled ...")."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        if not top.align or self.const(top, ":mode") is not None:
            raise RealizationRefused("no subject to cleft")
        verb = top.align[0]
        lead = self.cleft_opener(top, verb)
        subject = next((n for n in (self.verbatim_arg(top, ":ARG0"), self.verbatim_arg(top, ":ARG1"))
                        if n is not None and (self.owned_span(n) or (-1,))[0] == lead), None)
        if subject is None or subject.concept in PRONOUNS:
            raise RealizationRefused("no subject to cleft")
        at = self.owned_span(subject)
        if at is None or at[1] >= verb:
            raise RealizationRefused("no subject to cleft")
        hi = at[1]
        words = tokens[lead:hi + 1]
        named = self.verbatim_arg(subject, ":name") is not None
        if not (named or words[0].lower() in _DEFINITE) or any(
                t in (",", "(", "--", "-", ":", ";") or t in QUOTE_MARKS or t.lower()
                in ("who", "which", "that", "whose", "and", "or") for t in words):
            # ("It was Khatami, who arrived in Beirut Monday, who was also to visit ...")
            raise RealizationRefused("no subject to cleft")
        subject_vars = self.owners(subject)
        if not self.only_owned(lead, hi, subject_vars) or any(
                source.owner.get(i) in subject_vars for i in range(hi + 1, len(tokens))):
            raise RealizationRefused("no subject to cleft")
        rest = hi + 1
        if rest >= len(tokens) or not _verb_group_start(tokens[rest]) \
                or any(tokens[i] in (",", "--") for i in range(rest, verb)):
            raise RealizationRefused("no subject to cleft")
        end, closing = self.end_of_text()
        if sum(t in QUOTE_MARKS for t in tokens) % 2:
            raise RealizationRefused("a quotation keeps its own order")
        self.refuse_joined_clause(rest, end)
        who = "who" if subject.concept in _CLEFT_WHO else "that"
        be = "was" if self.framed_in_past(top) else "is"
        said = source.text(lead, hi)
        opener = ""
        if lead == 0:
            said = self.opening_lower(said, subject, 0, hi == 0)
        else:
            opener = source.text(0, lead - 1) + " "
        self.variant_used = True
        return f"{opener}it {be} {said} {who} {source.text(rest, end - 1)}{closing}", "cleft"

    def cleft_opener(self, top: Node, verb: int) -> int:
        """Where the subject starts: 0, or after the source's opening place or time of the
        verb and its comma ("On Saturday, Roddick equalled ...")."""
        assert self.source is not None
        tokens = self.source.tokens
        comma = next((i for i in range(0, verb) if tokens[i] == ","), None)
        if comma is None:
            return 0
        circumstances = {v for e in top.edges if e.role in (":time", ":location")
                         and isinstance(e.target, Node) for v in self.owners(e.target)}
        if comma == 0 or tokens[0].lower() not in PREPOSITIONS | {"last", "earlier", "yesterday"} \
                or not self.only_owned(0, comma - 1, circumstances) \
                or not any(i in self.source.owner for i in range(0, comma)):
            raise RealizationRefused("no subject to cleft")
        return comma + 1

    def refuse_joined_clause(self, lo: int, hi: int) -> None:
        """Refuse a clause of its own joined after the verb's ("It was Congress that twice
        passed similar bills, but then-President Clinton vetoed them"), or a comparison ("It
        is Hitchcock that has declined to comment on the case, as has Levin"): the cleft
        would seem to hold for it too, or contradict it."""
        assert self.source is not None
        tokens = self.source.tokens
        for i in range(lo, hi - 1):
            word, after = tokens[i].lower(), tokens[i + 1]
            if (word == "as" and tokens[i - 1] == ",") or word == ";" or (
                    word in ("and", "but", "or", "yet", "so")
                               and ((tokens[i - 1] in (",", "--")
                                     and not _verb_group_start(after))
                                    or after.lower() in _SUBJECT_PRONOUNS)):
                raise RealizationRefused("a clause joined after the clefted one")

    # -- the closing place or time fronted -------------------------------------------------

    def verbatim_fronting(self, top: Node) -> tuple[str, str]:
        """"In those attacks, more than a dozen people were killed." for a place or time of the
        root verb that closes the source, fronted with its own words (not a reporting verb's:
        "In a statement that it does not import any raw beef ..., McDonald's said", its
        clause parsed as the statement's; nor before a colon's clauses: "During the summer
        tourist season, it's happened five times ...: A disaster puts this ...")."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        if closing or not top.align or self.const(top, ":mode") is not None \
                or not source.opens(0) \
                or tokens[0].lower() in PREPOSITIONS | _SUBORDINATORS | _COORDINATORS \
                or any(t in QUOTE_MARKS for t in tokens):
            raise RealizationRefused("no place or time to front")
        found = [e for e in top.edges if e.role in (":time", ":location")
                 and isinstance(e.target, Node) and not self.is_clause(e.target)
                 and (self.owned_span(e.target) or (0, -1))[1] == end - 1]
        if len(found) != 1 or not isinstance(found[0].target, Node):
            raise RealizationRefused("no place or time to front")
        edge, adjunct = found[0], found[0].target
        span = self.owned_span(adjunct)
        assert span is not None
        lead_at = span[0]
        while lead_at > 0 and lead_at - 1 not in source.owner \
                and tokens[lead_at - 1].lower() in FUNCTION_WORDS - {",", "and", "or", "but"}:
            lead_at -= 1
        body_end = lead_at - 1
        while body_end >= 0 and tokens[body_end] == ",":
            body_end -= 1
        inside = self.owners(adjunct)
        if body_end < 1 or top.align[0] > body_end or stem(top.concept) in ATTRIBUTING \
                or any(t in (":", ";", "--") for t in tokens[0:body_end]) \
                or not self.only_owned(lead_at, end - 1, inside) \
                or any(source.owner.get(i) in inside for i in range(0, lead_at)) \
                or any(t in (",", "--", "-", "(") for t in tokens[lead_at:end]):
            raise RealizationRefused("no place or time to front")
        if any(i in source.owner and is_frame(self.nodes[source.owner[i]].concept)
               and source.owner[i] != top.var for i in range(top.align[0] + 1, end)) \
                or "," in tokens[0:4]:
            # Not "On Friday claims made in her biography that she was raped ..., Iraqi doctors
            # who treated former prisoner of war Jessica Lynch dismissed" (the object parsed
            # into the time), nor "In early 2004, already in beta, Veritas' File System ...
            # should drop ..." (the source's own opening phrase no longer first); nor past
            # another verb that the time may be the one of: "Yesterday, the Nasdaq composite
            # index fell 2.95 ... after stumbling 37.78" ("stumbling 37.78 yesterday"); nor
            # after an opening "But" ("In pravastatin patients, but plaque volume ...").
            raise RealizationRefused("no place or time to front")
        lead = source.text(lead_at, end - 1)
        first = lead.split(" ", 1)[0].lower()
        if first not in _FRONT_LEADS or not fronted_lead_fits(lead) or idiom_lead(lead) \
                or ground(lead, edge.role):
            # ("In writing, Houston fourth-graders also performed similarly to national
            # peers": a respect, no place)
            raise RealizationRefused("a place or time that cannot open the sentence")
        self.refuse_prepositional_verb_lead(lead, edge.role, top)
        self.refuse_stranded_verb(lead, edge.role, top)
        subject = self.verbatim_arg(top, ":ARG0") or self.verbatim_arg(top, ":ARG1")
        body = source.text(0, body_end)
        body = self.opening_lower(body, subject or top, 0, bool(
            subject is not None and self.owned_span(subject) == (0, 0)))
        self.variant_used = True
        return f"{lead[:1].upper()}{lead[1:]}, {body}", "fronted-adjunct"

    def verbatim_arg(self, node: Node, role: str) -> Node | None:
        edge: Edge | None = next((e for e in node.edges if e.role == role), None)
        return edge.target if edge is not None and isinstance(edge.target, Node) else None


def _finite_verb(word: str) -> bool:
    """Whether ``word`` may be a past or present verb ("declined", "set", "has")."""
    low = word.lower()
    if low in ("has", "have", "had", "is", "was", "were", "are", "will", "would", "could",
               "can", "did", "does", "may", "might", "should", "must"):
        return True
    if word[:1].isupper() or low in FUNCTION_WORDS:
        return False
    return any(inflect(lemma, tag) == low for lemma in _verb_lemmas(low)
               for tag in ("VBD", "VBZ"))


def _verb_lemmas(word: str) -> tuple[str, ...]:
    from lemminflect import getAllLemmas

    return tuple(getAllLemmas(word).get("VERB", ()))


def _verb_group_start(word: str) -> bool:
    """Whether ``word`` may open the verb group after a subject: a verb, an auxiliary or an
    adverb ("also", "has", "will", "yesterday said")."""
    low = word.lower()
    if low in FUNCTION_WORDS:
        return low in ("will", "would", "could", "should", "might", "may", "must", "can",
                       "has", "have", "had", "is", "are", "was", "were", "did", "does", "do",
                       "also", "just", "only", "never", "even", "not")
    pos = lemma_pos(low)
    return bool(pos & {"VERB", "AUX", "ADV"})
