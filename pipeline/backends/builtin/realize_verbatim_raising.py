"""The ``verbatim-raising`` alternative of the root: a raised subject said inside the clause
it belongs to, after an extraposed "it".

"The latest outbreak seems to have begun with one of the female patients, ..." read only its
source back: its subject is the beginning's, raised to "seems", and no focus of the parse
says it otherwise.  English says the same with the clause whole: "It seems that the latest
outbreak has begun with one of the female patients, ...", "It is expected that the
county's population will be 985,066" (from "is expected to be").  Every phrase keeps its
own words; only the verb group changes, by fixed rules:

- seem/appear + "to have" + participle: "has/have" (present, by the raising verb's own
  number), "had" (past);
- seem/appear + "to be": "is/are" (present), "was/were" (past, by the subject noun's number);
- seem/appear + "to" + verb: the verb in the raising verb's tense and number;
- "is/are (widely) expected/likely/unlikely to" + verb: "will" + verb ("would" after
  "was/were");
- "is/are/was/were (widely) believed/said/reported/thought/known/considered/estimated/
  presumed/understood/rumored to" + verb: as after seem/appear, the tense and number the
  "be" gives ("Twenty-eight people were believed to have been spending Christmas Day ...":
  "It was believed that twenty-eight people had been spending Christmas Day ..."), and
  only where the word after "to" is the verb of the clause the parse gives the raising verb
  ("was reported to police" is no raising).  Not "supposed to", an obligation.

A subject with an aside between commas is said whole ("It is widely expected that the
Swedish central bank, also meeting on Wednesday, will announce ..."); "also" may stand
before the raising verb as a "-ly" adverb may ("It was also said that ...").

Refused for a negated or modal raising verb ("would seem to"), a subject the parse does not
hold as one phrase, or an "it" subject ("It seems that it is ...").
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, inflect, lemma_pos
from pipeline.backends.builtin.parse_words import NEGATORS
from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import VerbatimSpans
from pipeline.backends.builtin.realize_words import QUOTE_MARKS

__all__ = ["VerbatimRaising"]

# The raising verb's form: its tense, and for a present the number it agrees in.
_SEEM_FORMS = {"seems": ("present", "singular"), "appears": ("present", "singular"),
               "seem": ("present", "plural"), "appear": ("present", "plural"),
               "seemed": ("past", None), "appeared": ("past", None)}
_EXPECTED = frozenset(["expected", "likely", "unlikely"])
# Passive verbs of saying or believing that raise their clause's subject, by their stems.
_PASSIVE_RAISING = {"believed": "believe", "said": "say", "reported": "report",
                    "thought": "think", "known": "know", "considered": "consider",
                    "estimated": "estimate", "presumed": "presume", "understood": "understand",
                    "rumored": "rumor"}
_BE_NUMBER = {"is": "singular", "are": "plural", "was": "singular", "were": "plural"}
# The infinitives the raised clause's verb may follow rather than be ("to have demanded",
# "to be among").
_AUXILIARY_INFINITIVES = frozenset(["be", "have"])
_BE_TENSE = {"is": "present", "are": "present", "was": "past", "were": "past"}
_ADVERB_SUFFIX = "ly"
# An adverb of the raising verb's own that is no "-ly" one ("was also reported to have").
_ALSO = "also"


class VerbatimRaising(VerbatimSpans):
    """The ``verbatim-raising`` alternative (see the module docstring)."""

    def verbatim_raising(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        words = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        if not top.align or stem(top.concept) not in ("seem", "appear", "expect", "likely",
                                                       *_PASSIVE_RAISING.values()) \
                or self.const(top, ":polarity") == "-" or closing \
                or any(t in QUOTE_MARKS for t in tokens):
            raise RealizationRefused("no raised subject")
        at = top.align[0]
        if words[at] in _SEEM_FORMS and at + 2 < end and words[at + 1] == "to":
            raising, infinitive = at, at + 2
            phrase = f"it {words[at]}"
        elif (words[at] in _EXPECTED or _PASSIVE_RAISING.get(words[at]) == stem(top.concept)) \
                and at + 2 < end and words[at + 1] == "to" \
                and (words[at - 1] in _BE_TENSE or ((words[at - 1].endswith(_ADVERB_SUFFIX)
                                                     or words[at - 1] == _ALSO)
                                                    and words[at - 2] in _BE_TENSE)):
            raising = at - 1 if words[at - 1] in _BE_TENSE else at - 2
            infinitive = at + 2
            phrase = f"it {'is' if _BE_TENSE[words[raising]] == 'present' else 'was'} " \
                f"{source.text(raising + 1, at)}"
        else:
            raise RealizationRefused("no raised subject")
        if words[at] in _PASSIVE_RAISING and words[infinitive] not in _AUXILIARY_INFINITIVES \
                and not any(isinstance(e.target, Node) and e.target.align[:1] == [infinitive]
                            for e in top.edges if e.role in (":ARG1", ":ARG2")):
            # "The man was reported to police": "to" leads no clause of the verb's
            raise RealizationRefused("no raised subject")
        start = 0 if source.opens(0) else -1
        if start < 0:
            raise RealizationRefused("no raised subject")
        opener = ""
        comma = next((i for i in range(raising) if tokens[i] == ","), None)
        with_commas = self.subject_with_commas(raising - 2) \
            if comma is not None and tokens[raising - 1] == "," else None
        if with_commas is not None:
            # ("The Swedish central bank, also meeting on Wednesday, is widely expected to
            # ...": one subject with its aside, said whole with both commas)
            comma = None
        if comma is not None:
            # ("By 2040, the county's population is expected to be 985,066": the opening
            # phrase stays first) -- only one, and none inside the subject
            if any(t == "," for t in tokens[comma + 1:raising]):
                raise RealizationRefused("no raised subject")
            opener, start = source.text(0, comma) + " ", comma + 1
        subject = with_commas if comma is None and start == 0 else None
        subject = subject or self.raised_subject(start, raising - 1)
        if words[start] == "it" or any(w in NEGATORS for w in words[start:infinitive]):
            raise RealizationRefused("no raised subject")
        verb_group = self.finite_group(infinitive, words[raising], subject) \
            if words[at] not in _PASSIVE_RAISING else self.passive_raised_group(infinitive, words[raising])
        rest = source.text(infinitive + 1, end - 1) if infinitive + 1 < end else ""
        said = source.text(start, raising - 1)
        if start == 0:
            first = words[0]
            if raising > 1 and first not in FUNCTION_WORDS and not self.keeps_capital(
                    tokens[0], subject, 0) and lemma_pos(first) & {"NOUN", "PROPN"} \
                    and not lemma_pos(first) & {"ADJ", "DET"}:
                # "Handspring employees are expected to move ...": a capitalized noun before
                # another may be a company's name ("that handspring employees will move")
                raise RealizationRefused(f"the source's opening {tokens[0]!r} may be a name")
            said = self.opening_lower(said, subject, 0, subject.align == [0])
        clause = " ".join(p for p in (said, verb_group, rest) if p)
        text = f"{opener}{phrase} that {clause}"
        self.variant_used = True
        return text[:1].upper() + text[1:], "extraposed-raising"

    def raised_subject(self, lo: int, hi: int) -> Node:
        """The node whose words are exactly the subject ``lo..hi`` (after an article no node
        holds), owning none elsewhere."""
        assert self.source is not None
        best: Node | None = None
        for node in self.nodes.values():
            span = self.owned_span(node)
            if span is None or span[1] != hi or span[0] not in (lo, lo + 1):
                continue
            if span[0] == lo + 1 and lo in self.source.owner:
                continue
            if not self.only_owned(lo, hi, self.owners(node)):
                continue
            if best is None or len(self.owners(node)) > len(self.owners(best)):
                best = node
        if best is None:
            raise RealizationRefused("a raised subject the parse does not hold as one phrase")
        return best

    def subject_with_commas(self, hi: int) -> Node | None:
        """The subject of the source's words ``0..hi`` with an aside between commas, or
        None where no node holds them all."""
        try:
            return self.raised_subject(0, hi)
        except RealizationRefused:
            return None

    def finite_group(self, infinitive: int, raising_word: str, subject: Node) -> str:
        """The infinitive's verb said finite (see the module docstring)."""
        assert self.source is not None
        verb = self.source.tokens[infinitive].lower()
        if raising_word in _BE_TENSE:  # "is expected to": "will" / "would"
            return f"{'will' if _BE_TENSE[raising_word] == 'present' else 'would'} {verb}"
        tense, number = _SEEM_FORMS[raising_word]
        if verb == "have":
            return "had" if tense == "past" else ("has" if number == "singular" else "have")
        if verb == "be":
            if tense == "present":
                return "is" if number == "singular" else "are"
            number = self.noun_number(subject)
            return "was" if number == "singular" else "were"
        if tense == "past":
            return inflect(verb, "VBD")
        return inflect(verb, "VBZ") if number == "singular" else verb

    def passive_raised_group(self, infinitive: int, be_word: str) -> str:
        """The infinitive's verb said finite after a passive raising verb: in the tense and
        number of its "be" (see the module docstring)."""
        assert self.source is not None
        verb = self.source.tokens[infinitive].lower()
        past = _BE_TENSE[be_word] == "past"
        singular = _BE_NUMBER[be_word] == "singular"
        if verb == "have":
            return "had" if past else ("has" if singular else "have")
        if verb == "be":
            return be_word
        if past:
            return inflect(verb, "VBD")
        return inflect(verb, "VBZ") if singular else verb

    def noun_number(self, subject: Node) -> str:
        """"singular" or "plural" for the subject's own word; refused when unclear."""
        assert self.source is not None
        if not subject.align or subject.concept in ("and", "or"):
            raise RealizationRefused("a raised subject of unclear number")
        word = self.source.word(subject.align[0]).lower()
        if word == stem(subject.concept) or self.has_role(subject, ":name"):
            return "singular"
        if word.endswith("s"):
            return "plural"
        raise RealizationRefused("a raised subject of unclear number")
