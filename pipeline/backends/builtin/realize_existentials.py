"""Existentials ("There was a man that was shot near Kut") that the source does not support.

A noun focus said as an existential asserts that a thing exists and then says the rest of
the sentence about it in a relative clause.  That is faithful only for an indefinite noun
phrase whose clause the source asserted.  Three classes of rebuilt existential say
something else, and are refused when a source is known:

* the thing is no indefinite noun phrase: an adjective ("There was dead that he was
  pronounced"), a noun that lost its article or possessor ("There was prison that
  Meester could face life in", "There was operating loss of the company that rose"), a
  mass noun of a light verb ("There was comment that Perkins declined"), a
  mangled phrase ("There was powder-blue outfits that matched", "There is no propulsion
  own system") (:func:`existential_thing_fault`);
* the noun is what something is said to be or become, not a thing: "There is a key Muslim
  state that Russia regards Saudi Arabia as" (also :func:`existential_thing_fault`);
* the source negated the clause or only said it might, would or should hold, so the noun
  names nothing that exists: "There is a replacement candidate that the league will not
  endorse" for "will not endorse a replacement candidate", "There was a final decision
  ... that would lie with Bush" (:meth:`Existentials.refuse_unasserted_existential`);
  so is one on what someone has ("There was breast cancer that Hernandez had").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.number_words import CARDINALS
from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase, stem
from pipeline.backends.builtin.realize_tree import Node, is_inverted
from pipeline.backends.builtin.realize_words import CHANGE_UNITS, MODALS

__all__ = ["Existentials", "existential_thing_fault"]

# What may open the noun phrase after a singular "there is/was": a determiner or an
# indefinite pronoun.  A bare singular ("There is question that", "There was revenue that
# rose") is an adjective, a mass noun or a count noun that lost its article or possessor.
_SINGULAR_OPENERS = frozenset([
    "a", "an", "another", "no", "some", "much", "little", "enough", "more", "less", "such",
    "nothing", "something", "anything", "someone", "somebody", "anyone", "anybody", "one"])
# What opens an indefinite plural after "there are/were": a quantifier ("There were many
# ...", "There are three ..."; numbers are checked apart).
_PLURAL_OPENERS = frozenset([
    "some", "many", "several", "few", "no", "more", "other", "dozens", "hundreds",
    "thousands", "millions", "about", "nearly", "almost", "around", "roughly", "at", "up",
    "over", "only", "both", "numerous", "countless", "these", "those", "such", "fewer",
    "most"]) | frozenset(CARDINALS)
# Verbs of a figure's change or level, whose subject is the figure (not parse_words'
# CHANGE_VERBS, which has "raise", "cut", "boost" of an agent: "studies that raise concerns").
_VALUE_VERBS = frozenset([
    "rise", "fall", "jump", "climb", "drop", "gain", "increase", "decrease", "slip", "grow",
    "decline", "lose", "slide", "surge", "soar", "tumble", "plunge", "dip", "edge", "sink",
    "shrink", "advance", "ease", "close", "finish", "end", "retreat", "total", "remain",
    "stand", "account", "outnumber", "rebound"])
# Adverbs that may come between "there is" and its noun ("There is also a flaw that ...").
_BETWEEN = frozenset(["also", "still", "even", "now", "again", "already"])
_EXISTENTIAL = re.compile(r"(?i)\bthere (is|was|are|were) (.*?) (?:that|who|which) (.*)$")
# Verbs whose ARG2 is what their ARG1 is called, regarded as or becomes.
_PREDICATE_FRAMES = frozenset(["call", "name", "consider", "regard", "describe", "elect",
                               "appoint", "become", "remain", "label", "dub", "deem", "term",
                               "brand", "declare", "view", "treat", "hail", "condemn"])
_POSSESSIVES = frozenset(["his", "her", "its", "their", "our", "my", "your"])
_DETERMINERS_AND_PREPOSITIONS = _POSSESSIVES | frozenset([
    "a", "an", "the", "this", "that", "these", "those", "in", "on", "at", "to", "from", "of",
    "into", "for", "by", "with", "under", "over", "out", "behind", "after", "before"])
# The clause ends on "as" or on a verb of being: the noun is its predicate ("that Russia
# regards Saudi Arabia as", "that Mr Adams will become").
# ("that Hovan had worked as since 1967": "as" stranded before a circumstance)
_PREDICATE_GAP = re.compile(r"(?i)\b(?:as|become|becomes|became)(?=[,.;]|$| (?:since|in|on|at|for|"
                            r"from|until|during|after|before|by|with)\b)")


# A part of a known group: a count, share or quantifier with "of" and a definite ("more than
# half of the songs", "at least 13 of the affected flights", "some of the computers").
_KNOWN_PART = re.compile(
    r"(?i)(?:(?:more|less|fewer) than |about |nearly |almost |at (?:least|most) |only |just )?"
    r"(?:half|most|all|many|some|none|both|each|several|a third|a quarter|a majority"
    r"|\d[\d,.]*|" + "|".join(sorted(CARDINALS)) + r")(?: percent| per cent)? of "
    r"(?:the|its|their|his|her|these|those|our)\b")
# A relative clause that says its noun will be needed, provided or wielded.
_FUTURE = re.compile(r"\bwill\b")
# What a clause's subject has or reaches as a measure, no thing of its own: a comparative
# amount ("more pressure"), an average, a level reached ("a record high").
_MEASURE_OBJECT = re.compile(r"(?i)(?:more|less|fewer) (?!than\b)|an average of |"
                             r"a (?:record|new|all-time) (?:high|low)\b")
# A relative clause whose subject will bring its noun about, see it first or wield it: the
# noun does not exist yet ("There is a publicity campaign ... that MALAYSIA will launch
# today", "There is forensic analysis of the wreckage that the bureau will provide").
_WILL_MAKE = re.compile(
    r"(?i)\bwill (?:launch|provide|unveil|introduce|create|build|open|start|release|issue|"
    r"establish|form|set up|hold|notice|wield|produce|develop|offer|stage|begin)\b")


def _said_bare(words: Sequence[str], tokens: Sequence[str]) -> bool:
    """Whether ``words``, an existential's whole noun phrase, is a singular noun the source
    said word for word with no determiner, possessive or preposition before it: a mass
    noun ("statistical documentation", "automatic gunfire"), not an adjective ("dead"), a
    plural ("powder-blue outfits") or a noun that lost its article ("to prison")."""
    low = [t.lower() for t in tokens]
    phrase = [w.lower().strip(",") for w in words]
    head = phrase[-1] if phrase else ""
    if not head.isalpha() or "NOUN" not in lemma_pos(head) or (
            head.endswith("s") and "NOUN" in lemma_pos(head[:-1])):  # "outfits"
        return False
    for at in range(len(low) - len(phrase) + 1):
        if low[at:at + len(phrase)] == phrase:
            before = low[at - 1] if at else ""
            return before not in _DETERMINERS_AND_PREPOSITIONS and not before.endswith("'s") \
                and before != "'s"
    return False


def _opening(clause: str) -> str:
    """The relative clause's first word past the adverbs of :data:`_BETWEEN` ("" if none)."""
    words = [w.lower().strip(",") for w in clause.split()]
    return next((w for w in words if w not in _BETWEEN), "")


def _subject_gap(clause: str) -> bool:
    """Whether the relative clause of an existential opens on its verb (the noun is its
    subject: "that rose 26 percent"), not on a subject of its own ("that they will need")."""
    first = _opening(clause)
    if not first:
        return False
    pos = lemma_pos(first)
    return bool(pos & {"VERB", "AUX"}) and not pos & {"PRON", "DET", "PROPN"}


def _changes_value(clause: str) -> bool:
    """Whether the relative clause opens on a verb of a figure's change ("that rose 28
    percent", "that closed at $11.45"): its subject is a measure, known from context."""
    first = _opening(clause)
    return bool(first) and bool(lemmas(first) & _VALUE_VERBS)


def existential_thing_fault(text: str, tokens: Sequence[str] = ()) -> str | None:
    """Why the noun phrase a rebuilt existential ``text`` opens with is no thing said to
    exist, if it is not.  A bare singular the source (``tokens``) said bare too, after no
    determiner or preposition, is a mass noun and may stand there ("There is statistical
    documentation that they will need" for "they'll need statistical documentation").

    >>> existential_thing_fault("There was dead that he was pronounced at the hospital.")
    "an existential on the bare singular 'dead'"
    >>> existential_thing_fault("There was operating loss of the company that rose 59 percent.")
    "an existential on the bare singular 'operating'"
    >>> existential_thing_fault("There was powder-blue outfits that matched their dismay.")
    "an existential on the bare singular 'powder-blue'"
    >>> existential_thing_fault("There is a propulsion own system that it has.")
    "'own' without a possessor in an existential's noun phrase"
    >>> existential_thing_fault("There is a key Muslim state that Russia regards Saudi Arabia as, he said.")
    'an existential on what something is said to be'
    >>> existential_thing_fault("there is a state that Russia regards it as , Putin said")
    'an existential on what something is said to be'
    >>> existential_thing_fault("There was a bus driver that Hovan had worked as since 1967.")
    'an existential on what something is said to be'
    >>> existential_thing_fault("There was a bus driver that Hovan, a resident of Trumbull, "
    ...                         "Conn., had worked as since 1967, and he had no record.")
    'an existential on what something is said to be'
    >>> existential_thing_fault("There is also a flaw that results because IE does not block it.")
    >>> existential_thing_fault("There were rebel gunmen that also assassinated a tribal leader.")
    >>> existential_thing_fault("There was revenue that rose 26 percent to $817 million.",
    ...                         "Revenue rose 26 percent to $817 million .".split())
    "an existential on the bare noun 'revenue' as its clause's subject"
    >>> existential_thing_fault("There were second-quarter profits that rose 28 percent.")
    "an existential on the bare noun 'second-quarter' as its clause's subject"
    >>> existential_thing_fault("There was no danger to the crew that it posed, both NASA "
    ...                         "and Russian space officials said.")
    "an existential on a noun its clause's 'no' denies"
    >>> existential_thing_fault("There is no company employee who has received a letter.")
    >>> existential_thing_fault("There was a penny that Lucent's stock was up at $2.22.")
    'an existential on an amount'
    >>> existential_thing_fault("There were more than half of the songs that were sold.")
    'an existential on a part of a known group'
    >>> existential_thing_fault("There is a publicity campaign that Malaysia will launch today.")
    'an existential on what its clause says will only be made or seen'
    >>> existential_thing_fault("There is a technical team that Veneman will send to Canada.")
    >>> existential_thing_fault("There was an average of 14.7 pounds that dieters had lost.")
    "an existential on a measure its clause's subject has or reaches"
    >>> existential_thing_fault("There are more people who are turning to cosmetic surgery.")
    >>> existential_thing_fault("Nonetheless, there was a man that was shot.")
    >>> existential_thing_fault("There was of-5 ODonnell was just 3 for 24 yards.")
    'an existential with no relative clause'
    >>> existential_thing_fault("There is statistical documentation that they will need.",
    ...                         "they 'll need statistical documentation .".split())
    >>> existential_thing_fault("There was comment that Perkins declined last night.",
    ...                         "Perkins declined comment last night .".split())
    "an existential on the bare singular 'comment'"
    >>> existential_thing_fault("There was prison that Meester was sent to.",
    ...                         "Meester was sent to prison .".split())
    "an existential on the bare singular 'prison'"
    """
    found = _EXISTENTIAL.search(text.replace(" ,", ","))  # (not yet tidied: "as , he said")
    if found is None:
        # "There was of-5 ODonnell was just 3 for 24 yards ...", "There is com Ms. Johnson's
        # site is www.katyjohnson ...": a stray word said to exist before the source's own
        # clause, with no relative clause to carry it
        return "an existential with no relative clause" \
            if re.match(r"(?i)(?:\w+, )?there (?:is|was|are|were) ", text) and not re.search(
                r"(?i)\b(?:that|who|whom|which|whose|where|when)\b", text) else None
    be, thing, clause = found.group(1).lower(), found.group(2), found.group(3)
    words = thing.split()
    while words and words[0].lower() in _BETWEEN:
        words = words[1:]
    if not words:
        return None
    opener = words[0].lower()
    if opener == "no" and not _subject_gap(clause):
        # "There was no danger to the crew that it posed" for "it posed no danger to the
        # crew": the clause's own denial moved onto the noun said to exist reads as if a
        # danger were looked for (as the subject it stands: "There is no company employee
        # who has received ...")
        return "an existential on a noun its clause's 'no' denies"
    if _KNOWN_PART.match(" ".join(words)):
        # "There were more than half of the songs that were purchased as albums", "There is
        # some of the computers that is also used ...": a part of a group the source spoke
        # of as known is no thing found to exist (MRPC train 484, 4162, 2869)
        return "an existential on a part of a known group"
    if _MEASURE_OBJECT.match(" ".join(words)) and not _subject_gap(clause):
        # "There was more pressure that a sour forecast ... put on Wall Street", "There was an
        # average of 14.7 pounds that Atkins dieters had lost", "There is a record high that
        # cases of breast cancer in Britain have reached" (MRPC train 2690, 3151, 4952)
        return "an existential on a measure its clause's subject has or reaches"
    if be in ("is", "are") and not _subject_gap(clause) and _WILL_MAKE.search(
            re.split(r", (?:and|but|or|while|so)\b", clause, maxsplit=1)[0]):
        # (MRPC train 4340, 4701, 498, 697)
        return "an existential on what its clause says will only be made or seen"
    if words[-1].lower().strip(",") in CHANGE_UNITS \
            and not any(w.lower() in ("of", "to", "in") for w in words):
        # "There was a penny that Lucent's stock was up at $2.22": a change's amount (not
        # "There was a record 8.4 percent improvement that General Motors Corp. posted",
        # "There is an interest rate of 4.66 percent that Inflation-index bonds are carrying")
        return "an existential on an amount"
    if be in ("is", "was") and opener not in _SINGULAR_OPENERS \
            and not (_said_bare(words, tokens) and (_subject_gap(clause) or _FUTURE.search(clause))):
        # A bare mass noun stands as its clause's subject ("automatic gunfire that rang
        # out") or as a kind of thing a clause says will be had or given ("statistical
        # documentation that they will need"): one the clause says was taken, given or
        # declined is the event of a light verb, no thing that existed ("There was comment
        # that Perkins declined", "There was leave that he was given")
        return f"an existential on the bare singular {words[0]!r}"
    if opener not in _SINGULAR_OPENERS and opener not in _PLURAL_OPENERS \
            and not opener[:1].isdigit() and not opener.startswith("$") \
            and _subject_gap(clause) and (be in ("is", "was") or _changes_value(clause)):
        # "There was revenue that rose 26 percent", "There were second-quarter profits that
        # rose 28 percent" for "Revenue rose ...": a bare subject the source spoke of as
        # known (the company's revenue), said as something merely found to exist.  (A bare
        # plural doing something else may be one: "There were helicopters that hovered ...")
        return f"an existential on the bare noun {words[0]!r} as its clause's subject"
    for at, word in enumerate(words):
        if word == "own" and (at == 0 or (words[at - 1].lower() not in _POSSESSIVES
                              and not words[at - 1].endswith(("'s", "s'", "\u2019s")))):
            return "'own' without a possessor in an existential's noun phrase"
    # (up to a later clause only: an apposition's commas may come first, "that Hovan, a
    # resident of Trumbull, Conn., had worked as since 1967, and ...")
    if _PREDICATE_GAP.search(re.split(r", (?:and|but|or|while|so)\b", clause, maxsplit=1)[0]):
        return "an existential on what something is said to be"
    return None


class Existentials(RealizerBase):
    """Refusal of an existential whose clause the source did not assert."""

    def refuse_unasserted_existential(self, clause: Node, gap: str) -> None:
        """Refuse an existential on a noun that ``clause`` (the clause said as its relative
        clause) negates or only says might, would or should hold: "There is a replacement
        candidate that the league will not endorse" says a candidate exists, where the
        source's "will not endorse a replacement candidate" names none.  (A future clause is
        let be: "There is statistical documentation that they will need", the paper's own
        Figure 1 paraphrase, reads as the source does.)  Only with a source: gold graphs keep
        theirs."""
        if self.source is None:
            return
        if gap == ":ARG2" and stem(clause.concept) in _PREDICATE_FRAMES:
            # "There was a "person of good reputation" ... that he also called Hovan": what
            # someone is called, named or regarded as is said of them, no thing that exists
            raise RealizationRefused(f"an existential on what {stem(clause.concept)!r} says "
                                     f"something is")
        if gap == ":ARG1" and stem(clause.concept) == "have":
            # "There was breast cancer that Hernandez had", "There was no immediate comment
            # that a Global Crossing representative had", "There are some mental problems
            # that she has": what someone has is said of them, no thing found to exist
            raise RealizationRefused("an existential on what its clause says someone has")
        if self.const(clause, ":polarity") == "-":
            raise RealizationRefused("an existential on a noun its clause negates")
        modal = self.verb_features(clause).modal
        if modal is None:
            modal = next((e.target.concept for e in clause.edges if is_inverted(e.role)
                          and isinstance(e.target, Node) and e.target.concept in MODALS), None)
        if modal is not None:
            raise RealizationRefused(f"an existential on a noun its clause only says "
                                     f"{modal!r} of")
