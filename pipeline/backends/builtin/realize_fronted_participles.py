"""A fronted participle that was no manner of the main clause's subject: the check of a
``fronted-manner`` text (the rebuilt focus's and realize_verbatim_participle_first's) that a
participle said first was the subject's own deed in the source.

Two kinds are not.  A participle the source said right after a noun, with no comma, is that
noun's ("sent a letter to CBS President Leslie Moonves asking for a historical review", "a
statement accompanying the unanimous decision", "a settlement in 2001 involving five
priests"): said first it becomes the subject's ("Asking for a historical review, Gillespie
sent a letter ...", "Involving five priests and 26 plaintiffs ..., the diocese reached a
settlement").  And a participle of the event's result after a comma ("..., killing all 75
people aboard", "..., taking its yield to 4.2 percent", "..., raising the possibility of a
criminal indictment") said first reads as what the subject did on the way: "Killing its
seven astronauts, Columbia was destroyed during re-entry February 1."  Nor may one open bare
before a comma where the source went on ("Investigating, ...", "Reporting, ..."), nor an
absolute whose subject is a bare quantifier ("Each seating 156 passengers, ...").
fronted_phrase_fault, text_fault's one check of such a text, runs these, the phrase's
borrowed words, realize_fronted_pronouns' pronouns and realize_fronted_phrase_order's
order and doer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, inflect, lemma_pos, lemmas
from pipeline.backends.builtin.parse_entities import MONTHS, WEEKDAYS
from pipeline.backends.builtin.realize_fronted_phrase_order import (
    doer_passive_fault,
    inner_means_fault,
    phrase_order_fault,
)
from pipeline.backends.builtin.realize_fronted_pronouns import fronted_pronoun_fault
from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens
from pipeline.backends.builtin.realize_words import (
    BE_FORMS,
    DASH_TOKENS,
    NOUN_DETERMINERS,
    PREPOSITIONS,
    TEXT_WORD,
)

__all__ = ["RESULT_PARTICIPLES", "borrowed_phrase_words", "fronted_participle_use_fault",
           "fronted_phrase_fault"]

# Participles that after a comma say what the event brought about, not how its subject did
# it ("..., sending shares down 5 percent", "..., making Taiwan's epidemic the fastest-growing").
# Not an index's own record, which the subject made ("Snapping a seven-month winning streak,
# the Nasdaq fell ...", "erasing", "breaking", "ending", "hitting").
RESULT_PARTICIPLES = frozenset([
    "killing", "taking", "sending", "bringing", "making", "marking", "raising", "driving",
    "pushing", "leaving", "heightening", "aiding", "quashing", "furthering", "lifting",
    "boosting", "capping", "wiping", "dragging", "decreasing", "giving", "adding", "putting",
    "forcing", "prompting",
    # a move made after the event, said first before it ("Returning to an empty house,
    # Peterson fished alone ..." for "he fished alone ..., returning to an empty house")
    "returning", "arriving",
    # the object's act or measure, not the subject's ("expanded the program ..., serving
    # 200,000 children" said "Serving 200,000 children, Schwarzenegger expanded ...";
    # "reported revenue of $168.3 million, exceeding the estimate"; "plans for a president,
    # replacing the current rotating presidency")
    "serving", "exceeding", "surpassing", "topping", "beating", "replacing", "kicking"])
# What may stand between a closing participle and the clause before it.
_BREAKS = frozenset([",", "_", ";"]) | DASH_TOKENS
_OPENING = re.compile(r"([A-Z][a-z]+ing)\b(,?)")
# Prepositions that say where the subject of "be" was ("was in Cincinnati", "was on the
# phone"), not what it was like ("was like", "was one of"), and the most words "be" and its
# phrase take before a participle that is still the subject's.
_PLACE_PREPOSITIONS = PREPOSITIONS - {"of", "like", "unlike", "than", "per", "versus", "vs",
                                      "vs.", "about", "regarding", "concerning"}
_PLACE_SPAN = 7
# A fronted absolute whose subject is a bare quantifier ("Each seating 156 passengers, the new
# airline will expand to 40 Airbus A320 jets"): said first, it counts nothing yet named.
_COUNTED_OPENING = re.compile(r"(?:Each|Both|All|Most|Many|Some|Several|Neither|None|Others) "
                              r"[a-z]+ing\b")
# Words before a gerund the source said as a noun ("by their reporting").


def fronted_phrase_fault(text: str, tokens: Sequence[str]) -> str | None:
    """What makes ``text``'s fronted participle or absolute phrase say the source
    (``tokens``) otherwise, or None: the participle no manner of the subject's, words the
    source's phrase did not say, or a pronoun the move gives another noun
    (realize_fronted_pronouns).

    >>> fronted_phrase_fault("Killing its seven astronauts, Columbia was destroyed.",
    ...     "Columbia was destroyed , killing its seven astronauts .".split())
    "the source's ', killing', no manner of the subject's"
    """
    for check, said in _PHRASE_CHECKS:
        found = check(text, tokens)
        if found is not None:
            return said.format(found)
    return None


def fronted_participle_use_fault(text: str, tokens: Sequence[str]) -> str | None:
    """The participle opening ``text`` and the source word (``tokens``) before it when the
    source said it as a noun's or as the event's result, or None.

    >>> fronted_participle_use_fault("Asking for a historical review, Gillespie sent a letter "
    ...     "to CBS.", "Gillespie sent a letter to CBS asking for a historical review .".split())
    'CBS asking'
    >>> fronted_participle_use_fault("Killing its seven astronauts, Columbia was destroyed.",
    ...     "Columbia was destroyed , killing its seven astronauts .".split())
    ', killing'
    >>> fronted_participle_use_fault("Citing health reasons, he resigned.",
    ...     "He resigned , citing health reasons .".split())
    >>> fronted_participle_use_fault("Looking for the remaining three, police divers have "
    ...     "searched.", "police divers have searched looking for the remaining three".split())
    >>> fronted_participle_use_fault("Investigating, we have found the smoking gun, board "
    ...     "member Scott Hubbard said.", "we have found it , investigating board member Scott "
    ...     "Hubbard said".split())
    'investigating board'
    """
    counted = _COUNTED_OPENING.match(text)
    if counted is not None:
        return counted.group(0)
    opening = _OPENING.match(text)
    if opening is None:
        return None
    participle = opening.group(1).lower()
    lowered = lowered_tokens(tokens)
    if participle not in lowered[1:]:
        return None
    at = lowered.index(participle, 1)
    before = tokens[at - 1]
    low = before.lower()
    after = lowered[at + 1] if at + 1 < len(lowered) else "."
    passive = _unsaid_passive(text, lowered[:at])
    if passive is not None:
        return passive
    if opening.group(2) and re.match(r"\w", after):
        # said bare before a comma, but with a word after it in the source ("Investigating,
        # ..." for "investigating board member Scott Hubbard said")
        return f"{participle} {after}"
    if low in NOUN_DETERMINERS:
        return f"{before} {participle}"  # a gerund the source said as a noun ("their reporting")
    if low in _BREAKS:
        return f"{before} {participle}" if participle in RESULT_PARTICIPLES else None
    if low in FUNCTION_WORDS or low in ("''", '"', "``", ")"):
        return None
    pos = lemma_pos(low)
    if ((before[:1].isupper() and at > 1) or low in WEEKDAYS
            or ("NOUN" in pos and "ADV" not in pos and "ADJ" not in pos)) \
            and not _said_where_the_subject_was(lowered[:at]):
        return f"{before} {participle}"
    return None


def _said_where_the_subject_was(before: Sequence[str]) -> bool:
    """Whether the source's words before a participle (``before``, lowercased) end in a
    "be" and the one prepositional phrase it says the subject was in ("He was in Cincinnati
    helping another daughter move", "Fatima was on her turquoise cell phone organizing the
    prom"): a participle there is what the subject was doing where it was, its own deed
    said first as well ("Helping another daughter move ..., he was in Cincinnati").

    >>> _said_where_the_subject_was("he was in cincinnati".split())
    True
    >>> _said_where_the_subject_was("gillespie sent a letter to cbs".split())
    False
    """
    be = next((i for i in range(len(before) - 1, -1, -1) if before[i] in BE_FORMS), None)
    return be is not None and len(before) - be <= _PLACE_SPAN \
        and before[be + 1:be + 2] != [] and before[be + 1] in _PLACE_PREPOSITIONS \
        and not any(t in _BREAKS for t in before[be + 1:])


def _unsaid_passive(text: str, before: Sequence[str]) -> str | None:
    """The source's passive "be" and irregular participle before the fronted participle
    (``before``, lowercased) that ``text`` does not say: the text made the agent its subject,
    the participle's doer ("Suffering from severe puncture wounds in his abdomen, a
    zookeeper found the male eagle" for "The male eagle was found by a zookeeper ...,
    suffering ..."); realize_misplaced_words.fronted_participle_fault reads "-ed" and "-en".

    >>> _unsaid_passive("Suffering, a zookeeper found the eagle.",
    ...                 "the eagle was found by a zookeeper ,".split())
    'was found'
    """
    said = " ".join(TEXT_WORD.findall(text.lower()))
    for at in range(len(before) - 1):
        word = before[at + 1]
        if before[at] in BE_FORMS and word not in FUNCTION_WORDS \
                and any(inflect(lemma, "VBN") == word for lemma in lemmas(word)) \
                and f"{before[at]} {word}" not in said:
            return f"{before[at]} {word}"
    return None


def borrowed_phrase_words(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text``'s fronted participle phrase (up to its first comma) that the
    source (``tokens``) never said after that participle, or None: a pronoun said as the
    name it stood for, which the main part then says as the pronoun ("Dismissing speculation
    that Justice Sandra Day O'Connor was ready to retire, she would serve out ..."), or a
    word moved in from before the participle ("Outpacing London's FTSE 100 Index which was
    up 0.28 percent slightly, ..." for "slightly outpacing"); not a month's name said whole.

    >>> borrowed_phrase_words("Saying condom programs send the wrong message, many "
    ...     "conservatives opposed them.", "Many conservatives have opposed condom programs , "
    ...     "saying they send the wrong message .".split())
    'condom programs'
    >>> borrowed_phrase_words("Starting on August 16, every computer will start flooding.",
    ...     "Starting on Aug. 16 , every computer will start flooding .".split())
    """
    opening = re.match(r"([A-Z][a-z]+ing\b[^,]*),", text)
    if opening is None:
        return None
    words = _bare_words(opening.group(1))
    said = _bare_words(joined_tokens(tokens))
    if words[0] not in said:
        return None
    after = set(said[said.index(words[0]):])
    borrowed = [w for w in words[1:] if w not in after and w not in FUNCTION_WORDS
                and not w.isdigit() and w not in MONTHS]
    return " ".join(borrowed) or None


def _bare_words(text: str) -> list[str]:
    """The words of ``text``, lowercased, without a possessive's or a negation's clitic (the
    source's tokens split "Parker 's", "were n't", a text says "Parker's", "weren't")."""
    words = (re.sub(r"(?:'s|n't)$", "", w.lower()) for w in TEXT_WORD.findall(text))
    return [w for w in words if w and w != "'"]


# fronted_phrase_fault's checks, in order, and what each finding says.
_PHRASE_CHECKS: tuple[tuple[Callable[[str, Sequence[str]], str | None], str], ...] = (
    (fronted_participle_use_fault, "the source's {!r}, no manner of the subject's"),
    (borrowed_phrase_words, "{!r}, which the source did not say after its participle"),
    (fronted_pronoun_fault, "its {!r} may stand for another noun"),
    (phrase_order_fault, "the phrase's {!r} said out of the source's order"),
    (doer_passive_fault, "its {!r} names the participle's doer, not the subject"),
    (inner_means_fault, "a means of the source's {!r} said as the main verb's"),
)
