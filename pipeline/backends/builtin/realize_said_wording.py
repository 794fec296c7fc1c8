"""Wordings of a rebuilt sentence that misread its source, checked on the finished text
(:func:`misread_wording` runs them all): a deed the source only alleged, or an event it
only began, said as done; a made-up inflection ("activitied"); a bare complement said as
"being ..."; an existential without the article the source gave its noun; a relative
clause that strands its gap after a report or hangs on a verb of saying; "the thing to do"
said with the noun as its doer; a passive of a verb's "as" role; "worth to V".

"O'Brien was charged with leaving the scene of a fatal accident" names a deed that a
charge alleges; refocused on the deed, the realizer writes "O'Brien left the scene of a
fatal accident, a felony, which O'Brien was charged with": the deed is now a fact the
sentence states, and the charge a remark on it.  The graph cannot tell the two apart (the
gerund is the :ARG2 of ``charge-05`` either way), so the finished text is checked against
the source's words.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemma_pos, lemmas
from pipeline.backends.builtin.realize_said import TextCheck, first_fault
from pipeline.backends.builtin.realize_said_done import (
    allegation_asserted,
    begun_said_as_done,
)
from pipeline.backends.builtin.realize_said_event_nouns import event_noun_bared
from pipeline.backends.builtin.realize_said_for_to import for_subject_invented, for_to_as_purpose
from pipeline.backends.builtin.realize_said_fronted import fronted_preposition_changed
from pipeline.backends.builtin.realize_said_possessives import possessive_lost
from pipeline.backends.builtin.realize_said_questions import question_if_moved
from pipeline.backends.builtin.realize_said_reports import (
    quotation_as_report,
    quoted_person_unquoted,
    relative_on_report,
    report_as_manner,
    stranded_after_report,
)
from pipeline.backends.builtin.realize_said_sequences import impossible_sequence
from pipeline.backends.builtin.realize_source_tokens import (
    joined_tokens,
    lowered_text,
    lowered_tokens,
)
from pipeline.backends.builtin.realize_words import ANY_QUOTE_MARKS, ARTICLES

__all__ = [
    "adjective_purpose",
    "being_added",
    "doubled_word",
    "existential_lost_article",
    "infinitival_relative_as_doer",
    "made_up_inflection",
    "misread_wording",
    "role_said_as_patient",
    "ungrammatical_complement",
    "which_gap_after_passive",
]


def made_up_inflection(text: str, tokens: Sequence[str]) -> str | None:
    """The first word of ``text`` that no English word is and the source (``tokens``) does
    not say, made by inflecting a word that does not inflect so: a noun or adjective frame
    said as a verb ("activitied" for "active", ``activity-06``), a plural of an adjective
    ("reliables").

    >>> made_up_inflection("The phase that was activitied began.", "the active phase".split())
    'activitied'
    >>> made_up_inflection("The phase that was activated began.", "the active phase".split())
    """
    from lemminflect import getAllLemmas

    said = set(lowered_tokens(tokens))
    for word in re.findall(r"(?<![\w'.-])[a-z]{5,}(?![\w'-]|\.\w)", text):
        if word in said or getAllLemmas(word):
            continue
        suffix = next((s for s in ("ing", "ed", "s") if word.endswith(s)), None)
        if suffix is None:
            continue
        kinds = ("NOUN", "VERB") if suffix == "s" else ("VERB",)
        bare = word[:-len(suffix)]
        stems = {bare, bare + "e", bare[:-1] + "y" if bare.endswith("i") else bare,
                 bare[:-1] if len(bare) > 2 and bare[-1] == bare[-2] else bare}
        if not any(stem in getAllLemmas(stem).get(kind, ()) for stem in stems for kind in kinds):
            return word
    return None


def being_added(text: str, tokens: Sequence[str]) -> str | None:
    """The first adjective of the source (``tokens``) that ``text`` says after a "being" the
    source never says: a bare complement made a gerund ("leave their son for being sterile,
    being blind" for "leave their son sterile, blind", "urged the voters to being kind" for
    "to be kind").

    >>> being_added("It would leave him for being sterile.", "leave him sterile".split())
    'sterile'
    >>> being_added("She was praised for being honest.", "praised for being honest".split())
    """
    if "being" in lowered_tokens(tokens):
        return None
    said = set(lowered_tokens(tokens))
    for found in re.finditer(r"\bbeing (\w+)", text, re.IGNORECASE):
        if re.search(r"\bas (?:being \w+,? (?:and|or) )?$", text[:found.start()]):
            continue  # "described as being stable and being comfortable" says the same
        word = found.group(1).lower()
        tags = lemma_pos(word)
        if word in said and "ADJ" in tags and "VERB" not in tags:
            return word
    return None


_EXISTENTIAL_OPENING = re.compile(r"There (?:is|are|was|were) ([a-z][\w'-]*)")


def existential_lost_article(text: str, tokens: Sequence[str]) -> str | None:
    """The first word of the noun an existential ``text`` opens with when the source
    (``tokens``) says it only after an article that the text left out: "There is potential
    suspect that police arrested" for "Police arrested a "potential suspect"".

    >>> existential_lost_article("There is real estate heir that used it.",
    ...                          "In it , the real estate heir used it".split())
    'real'
    >>> existential_lost_article("There is recent contact that they had.",
    ...                          "They had recent contact".split())
    """
    found = _EXISTENTIAL_OPENING.match(text)
    if found is None:
        return None
    word = found.group(1)
    if word in ARTICLES:
        return None
    low = [t.lower() for t in tokens if t not in ANY_QUOTE_MARKS]
    places = [at for at, t in enumerate(low) if t == word]
    if places and all(at > 0 and low[at - 1] in ARTICLES for at in places):
        return word
    return None


def infinitival_relative_as_doer(text: str, tokens: Sequence[str]) -> str | None:
    """The source's noun with an infinitive of what is to be done to it ("the right thing
    to do") that ``text`` makes the doer of that verb ("the right thing that does").

    >>> infinitival_relative_as_doer("It is the right thing that does.",
    ...                              "it is the right thing to do".split())
    'thing to do'
    >>> infinitival_relative_as_doer("It is the right thing to do.",
    ...                              "it is the right thing to do".split())
    """
    low = text.lower()
    source = lowered_text(tokens)
    for at in range(len(tokens) - 2):
        noun, verb = tokens[at].lower(), tokens[at + 2].lower()
        if tokens[at + 1].lower() != "to" or "NOUN" not in lemma_pos(noun) \
                or "VERB" not in lemma_pos(verb) or "VERB" in lemma_pos(noun):
            continue
        for form in {inflect(verb, "VBD"), inflect(verb, "VBZ")} - {verb}:
            doer = rf"\b{re.escape(noun)} (?:that|which) {re.escape(form)}\b"
            if re.search(doer, low) and not re.search(doer, source):
                return f"{noun} to {verb}"
    return None


# A passive whose subject is what the source's verb was "as" or "with": "Robotic
# geologists will be acted as by the identical rovers", "Chechnya's acting president is
# being served as by him"; and a "with" absolute hung on its own event as a relative clause:
# "More and more ... phones came onto the market, with which people are going to be sorry".
_PASSIVE_OF_AS = re.compile(r"\b(?:is|are|was|were|be|been|being) (?:\w+ly )?\w+ as by\b")
_ABSOLUTE_AS_RELATIVE = re.compile(r", with which\b")


def role_said_as_patient(text: str, tokens: Sequence[str]) -> str | None:
    """What ``text`` says that a verb's role ("act as", a "with" absolute) cannot be, where
    the source (``tokens``) does not say it so.

    >>> role_said_as_patient("Robotic geologists are acted as by the rovers.", [])
    'a passive of a verb with "as"'
    >>> role_said_as_patient("The rovers act as robotic geologists.", [])
    """
    source = joined_tokens(tokens)
    if _PASSIVE_OF_AS.search(text) and not _PASSIVE_OF_AS.search(source):
        return 'a passive of a verb with "as"'
    if _ABSOLUTE_AS_RELATIVE.search(text) and not _ABSOLUTE_AS_RELATIVE.search(source):
        return 'a "with" absolute said as a relative clause of its own event'
    return None


# "They are worth to consider" for "worth considering": "worth" takes a gerund; and a
# relative clause whose gap is the subject right after "that": "the first handset that the
# mobile operator said that will ship" (English drops that "that").
_WORTH_INFINITIVE = re.compile(r"\bworth to [a-z]+")
_THAT_BEFORE_GAP = re.compile(r"\b(?:that|which|who) [^,]+? (?:said|says|say|believes?|believed|"
                              r"thinks?|thought|expects?|expected|reported|added) that "
                              r"(?:will|would|is|was|are|were|has|have|had|can|could|may|might)\b")


def ungrammatical_complement(text: str, tokens: Sequence[str]) -> str | None:
    """A complement ``text`` builds against English grammar where the source (``tokens``)
    did not: "worth to consider", "the handset that the operator said that will ship".

    >>> ungrammatical_complement("They are worth to consider.", "worth considering".split())
    "'worth' with an infinitive"
    >>> ungrammatical_complement("It is the handset that they said that will ship.", [])
    "'that' before a subject gap"
    >>> ungrammatical_complement("They said that it will ship.", [])
    """
    source = joined_tokens(tokens)
    if _WORTH_INFINITIVE.search(text) and not _WORTH_INFINITIVE.search(source):
        return "'worth' with an infinitive"
    if _THAT_BEFORE_GAP.search(text) and not _THAT_BEFORE_GAP.search(source):
        return "'that' before a subject gap"
    return None


def adjective_purpose(text: str, tokens: Sequence[str]) -> str | None:
    """An adjective of ``text`` followed by "so that" where the source (``tokens``) said
    "for X to V" after it, its extraposed subject: "It might be possible so that Democrats
    could entice some Republicans" for "possible for Democrats to entice", "it is illegal so
    that children ... could have" for "illegal for children ... to have".

    >>> adjective_purpose("It is illegal so that children could vote.",
    ...                   "it is illegal for children to vote".split())
    'illegal'
    >>> adjective_purpose("For Democrats to win, it might be possible, they said.",
    ...                   "they said it might be possible for Democrats to win".split())
    'possible'
    >>> adjective_purpose("It offers a loader so that memory can be used.",
    ...                   "it offers a loader so that memory can be used".split())
    """
    low = lowered_tokens(tokens)
    candidates: list[str] = []
    if "so that" not in " ".join(low):
        candidates += re.findall(r"\b([a-z]+) so that\b", text)
    fronted = re.match(r"For [^,]+ to [^,]+, it\b(.*)", text)
    if fronted:  # "For Democrats to entice ..., it might be possible"
        candidates += re.findall(r"[a-z]+", fronted.group(1))
    for word in candidates:
        if word in low and low[low.index(word) + 1:][:1] == ["for"] and "ADJ" in lemma_pos(word):
            return word
    return None


# Case kept: "It is WHO who has concluded" says two words.
_DOUBLED = re.compile(r"\b([A-Za-z][\w'&-]*) \1\b")
# A phrase of two to five words said twice in a row.
_DOUBLED_PHRASE = re.compile(r"\b((?:[\w'&-]+ ){1,4}[\w'&-]+) \1\b")
# Words English may say twice in a row ("that that", "had had", "is is" never).
_MAY_DOUBLE = frozenset({"that", "had"})


def doubled_word(text: str, tokens: Sequence[str]) -> str | None:
    """A word said twice in a row that the source never said twice ("It was like like-for UK
    sales ...", "... that will start it it infected", "the Impossible and and ..."): two
    parts of a garbled parse said side by side.

    >>> doubled_word("It was its its GSM UMTS R&D center that it would shut.", "its GSM".split())
    'its'
    >>> doubled_word("He said that that was wrong.", "He said that was wrong".split())
    >>> doubled_word("a history that is bad that is bad.", "a history that is bad".split())
    'that is bad'
    """
    low = lowered_tokens(tokens)
    said_twice = {a for a, b in itertools.pairwise(low) if a == b}
    for match in _DOUBLED.finditer(text):
        word = match.group(1).lower()
        if word not in _MAY_DOUBLE and word not in said_twice:
            return match.group(1)
    joined = " ".join(low)
    for match in _DOUBLED_PHRASE.finditer(text):
        # "a history of behavior that is atrociously bad that is atrociously bad"
        if f"{match.group(1)} {match.group(1)}".lower() not in joined:
            return match.group(1)
    return None


# A "which" clause that ends on a passive participle: "..., which it was later found." for
# "The truck was later found parked ...": a passive verb has no object slot for "which" to
# fill ("which he was accused of" keeps its preposition; this ends on the verb).
_WHICH_PASSIVE_END = re.compile(r", which (?:[\w'.-]+ ){1,4}(?:is|was|are|were|been) "
                                r"(?:[a-z]+ly |later |now |again )?([a-z]+)\W*$")


def which_gap_after_passive(text: str, tokens: Sequence[str]) -> str | None:
    """The participle a closing "which" clause of ``text`` ends on, its gap the object of a
    passive verb (no English), where the source (``tokens``) has no such clause.

    >>> which_gap_after_passive("The truck parked near the mall, which it was later found.",
    ...                         "The truck was later found parked near the mall".split())
    'found'
    >>> which_gap_after_passive("Taxes rose, which she was accused of.", [])
    >>> which_gap_after_passive("He left, which was expected.", [])
    """
    found = _WHICH_PASSIVE_END.search(text)
    if found is None or _WHICH_PASSIVE_END.search(joined_tokens(tokens)):
        return None
    word = found.group(1)
    if not any(inflect(lemma, "VBN") == word for lemma in lemmas(word) if lemma != word) \
            and not word.endswith("ed"):
        return None
    return word


def misread_wording(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text``, a sentence rebuilt for a new focus, words its source (``tokens``)
    wrongly by one of this module's checks, if it does; the realizer refuses it then.

    >>> misread_wording("Taxes rose, which she is accused of.", "she is accused of raising".split())
    >>> misread_wording("The phase was activitied.", "the active phase".split())
    "'activitied' is no English word"
    """
    found = first_fault(_WORDING_CHECKS, text, tokens)
    if found is not None:
        return found
    if relative_on_report(text, tokens):
        # "Heyer said, which Dan brings to Coca-Cola enormous experience ..."
        return "a relative clause hung on a verb of saying"
    return None


# Each check with the refusal it gives ("{}": what it found).
_WORDING_CHECKS: tuple[TextCheck, ...] = (
    # "O'Brien left the scene of a fatal accident, which O'Brien was charged with" for
    # "O'Brien was charged with leaving ...": what a charge alleges, said as done
    (allegation_asserted, "the source's {!r} said as done"),
    # "the combat phase that was activitied" for "the active combat phase"
    (made_up_inflection, "{!r} is no English word"),
    # "could leave their son for being sterile, being blind" for "leave their son sterile,
    # blind": a bare complement said as a gerund
    (being_added, "the source's bare {0!r} said as 'being {0}'"),
    # "Waksal served a prison sentence ..., as Waksal began to recently"
    (begun_said_as_done, "an event the source said only {} said as done"),
    # "It was its its GSM UMTS R&D center in Munich, Germany, that it would shut down ..."
    (doubled_word, "{!r} said twice in a row"),
    # "The United States of America should support the free speech of all groups, he said
    # we think." for '"We think the United States ...," he said'
    (quotation_as_report, "the source's direct speech said as a report ({!r})"),
    # "Stegman said there is nothing we can do" for '"There's nothing we can do," Stegman
    # said', "The airline will work with all our unions, Fields said" for 'Fields said the
    # airline "will work ... with all our unions"': the speaker's "we" now the teller's
    (quoted_person_unquoted, "the source's quoted person word said as the teller's ({!r})"),
    # "..., which is how Omi told a news conference in Beijing on Tuesday."
    (report_as_manner, "a report said as the manner of what it reports ({!r})"),
    # "There is potential suspect that police arrested Monday ..."
    (existential_lost_article, "an existential lost the article before {!r}"),
    # "..., which his aides warn an abrupt departure to." for "His aides warn an abrupt
    # departure could trigger more bloodshed": the gap stranded past a clause of its own
    (stranded_after_report, "a relative clause strands its gap after {!r}"),
    # "it is the right thing that does" for "the right thing to do"
    (infinitival_relative_as_doer, "the source's {!r} said with the noun as its doer"),
    # "Robotic geologists will be acted as by the identical rovers"
    (role_said_as_patient, "{}"),
    # "They believed they are worth to consider" for "worth considering"
    (ungrammatical_complement, "{}"),
    # "It might be possible so that Democrats could entice ..." for "possible for Democrats
    # to entice ...": an adjective's extraposed subject said as a purpose
    (adjective_purpose, "the source's '{} for ... to' said as a purpose"),
    # "The truck parked near the Tacoma Mall ..., which it was later found." for "The truck
    # was later found parked ...": "which" as the object of a passive verb
    (which_gap_after_passive, "a 'which' clause ends on the passive {!r}"),
    # "some fast-food chains, including McDonald already display ..." for "McDonald's",
    # "from close Thursday of $28.91": see realize_said_possessives
    (possessive_lost, "the source's possessive {!r} said bare"),
    # "If the man, 30, would be charged, it was not known, ... said" for "it was not known if
    # the man, 30, would be charged": see realize_said_questions
    (question_if_moved, "the source's question {!r} said as a condition"),
    # "For boats to retrieve residents ..., rescue workers had to scrounge" for "scrounge for
    # boats to retrieve residents": see realize_said_for_to
    (for_to_as_purpose, "the source's {!r} ... to said as a purpose"),
    # "It appeared for the main parachute to drag it" for "appeared to have been dragged
    # ... by the main parachute": see realize_said_for_to
    (for_subject_invented, "an infinitive's subject with 'for' the source did not say ({!r})"),
    # "In Prime Minister John Howard, he called to establish ..." for "called on Prime
    # Minister John Howard to establish": see realize_said_fronted
    (fronted_preposition_changed, "a fronted phrase changed its preposition ({})"),
    # "It was state attorney of Palm Beach County, Fla.,'s office that ...", "the it
    # elections", "a beauty contest of may be the first": see realize_said_sequences
    (impossible_sequence, "{!r} is no English"),
    # "charged ... in slaying of his wife" for "in the slayings of his wife": see
    # realize_said_event_nouns
    (event_noun_bared, "the source's {!r} said bare and singular"),
)
