"""Existentials whose noun and relative clause, once put together, no longer say the source.

realize_existentials judges the noun said to exist; this module judges how the noun and
the relative clause that carries the rest of the sentence fit, from the two strings the
realizer joins after "there is/are/was/were" (the noun phrase, and the clause with its
relative word).  Three faults, each refused when a source is known:

* the noun keeps a relative clause of its own before the existential's ("There was a
  charitable trust, after which they were also sold that a further 10 million shares were
  transferred to", "There was an FBI employee who was tailing him, who a vehicle being
  driven struck"): two relatives stacked on one noun, the second read as the first's;
* a clause whose gap is not its subject strands its verb before a "while" or "whereas"
  clause that the source set off as the sentence's own ("There is a contraction in the
  manufacturing sector that a number below 50 suggests while a number above that
  indicates expansion"): the contrast is read as part of the relative clause;
* a clause whose gap is not its subject opens on a subject with a "that" or "which"
  relative of its own, so the existential's verb comes after a second clause ("There were
  libraries that a law that the 6-3 ruling reinstates told to install filters", "There is a
  trade backlash that Canada which is a major meat exporter to Japan has threatened"):
  center-embedded, and the parse's errors gather there (:func:`_embedded_subject`);
* a participant of the clause holds, by a clause of its own, the very clause said about the
  noun ("There were energy markets that the CFTC has been investigating several energy
  companies, including ..., manipulated by reporting false natural-gas trading prices" for
  "The CFTC has been investigating several energy companies ... for manipulating energy
  markets": the companies' clause, the source's main one, comes out inside the relative
  clause in place of its subject) (:func:`holds_its_clause`);
* a bare plural in a present existential whose clause says what holds in general or will
  hold ("There are securities industry directors that the compensation committee will
  prohibit from sitting on it", "There are heart attacks that kill about 460,000 ... yearly",
  "Normally, there are state legislatures that redraw congressional districts ..."): the
  source spoke of such things in general, and "there are" says some exist.  A perfect or
  progressive clause says what particular ones did or are doing ("There are water samples
  that are being sent ...", "There are lawyers ... who have shown ...") and stays.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_existentials import _PLURAL_OPENERS, _subject_gap
from pipeline.backends.builtin.realize_tree import Node, Ref, is_inverted

__all__ = ["existential_clause_fault", "holds_its_clause"]

# A relative word inside the noun phrase itself ("a charitable trust, after which ...",
# "an FBI employee who was tailing him", "a US Treasury official that working with Iraqi
# financial officers ... was assigned to" before "who confirmed the seizure").
_NOUN_RELATIVE = re.compile(r"(?i)\b(?:which|who|whom|whose|that)\b")
# A contrast clause not set off by a comma, after the clause's stranded verb.
_UNSET_CONTRAST = re.compile(r"(?i)(?<!,) (?:while|whereas) ")
# The relative word (and a preposition piped before it) that opens the clause.
_RELATIVE_OPENING = re.compile(r"(?i)^(?:\w+ )?(?:that|who|whom|which)\s+")
# A verb group that says what particular things did or are doing: a perfect ("have been
# confirmed", "have shown") or a progressive ("are being sent", "is threatening").
_PARTICULAR = re.compile(r"(?i)\b(?:have|has|had)\b(?: (?:also|already|not|never|just))* "
                         r"(?!to\b)\w+|\b(?:is|are|am|be|been)\b (?:\w+ )?\w+ing\b")
# Words that may open a noun phrase and make it no bare plural.
_NOT_BARE = frozenset(["the", "these", "those", "their", "its", "his", "her", "our", "my",
                       "your", "also", "still", "even", "now", "again", "already"])


def _bare_plural(noun: str) -> bool:
    """Whether ``noun`` (said after "there are") opens on no determiner, quantifier or
    number: "securities industry directors", not "some directors", "three directors"."""
    first = noun.split(" ", 1)[0].lower() if noun else ""
    return bool(first) and first not in _PLURAL_OPENERS and first not in _NOT_BARE \
        and not first[:1].isdigit() and not first.startswith("$") \
        and "DET" not in lemma_pos(first)


def _embedded_subject(rest: str) -> bool:
    """Whether ``rest``, a relative clause past its relative word whose gap is not its
    subject, holds a "that" or "which" of a relative clause on its subject before the
    subject's verb ("a law that the 6-3 ruling reinstates told ..."; not "two of the six
    people who testified ...", whose "who" clause on people reads as one).

    >>> _embedded_subject("a law that the 6-3 ruling reinstates told to install filters")
    True
    >>> _embedded_subject("two of the six people who testified before Congress were engaged")
    False
    >>> _embedded_subject("the board approved that day")
    False
    """
    words = rest.split(",", 1)[0].split()
    for word in words[1:]:
        low = word.lower()
        if low in ("that", "which"):
            return True
        pos = lemma_pos(low)
        if pos & {"VERB", "AUX"} and not pos & {"NOUN", "ADJ", "PROPN"}:
            return False  # the subject's own verb came first
    return False


def existential_clause_fault(noun: str, clause: str, be: str) -> str | None:
    """Why the existential "there ``be`` ``noun`` ``clause``" misreads its source, if it
    does (see the module docstring).

    >>> existential_clause_fault("a charitable trust, after which they were also sold",
    ...                          "that a further 10 million shares were transferred to", "was")
    "an existential's noun keeps a relative clause of its own before the existential's"
    >>> existential_clause_fault("a US Treasury official that working with Iraqi financial "
    ...     "officers here was assigned to", "who confirmed the seizure of the money", "was")
    "an existential's noun keeps a relative clause of its own before the existential's"
    >>> existential_clause_fault("a contraction in the manufacturing sector",
    ...     "that a number below 50 suggests while a number above that indicates expansion", "is")
    "an existential's relative clause takes in the source's 'while' clause"
    >>> existential_clause_fault("a number below 50", "that suggests contraction in the "
    ...     "manufacturing sector, while a number above that indicates expansion", "is")
    >>> existential_clause_fault("securities industry directors",
    ...     "that the compensation committee will prohibit from sitting on it", "are")
    'an existential on a bare plural its present clause speaks of in general'
    >>> existential_clause_fault("heart attacks", "that kill about 460,000 yearly", "are")
    'an existential on a bare plural its present clause speaks of in general'
    >>> existential_clause_fault("water samples", "that are being sent to the state", "are")
    >>> existential_clause_fault("security lights", "that have also been installed", "are")
    >>> existential_clause_fault("scholars in medical ethics", "that have said the issue ...",
    ...                          "are")
    >>> existential_clause_fault("helicopters", "that hovered over al-Khalidiya", "were")
    >>> existential_clause_fault("three cases", "that are confirmed", "are")
    """
    if _NOUN_RELATIVE.search(noun):
        return "an existential's noun keeps a relative clause of its own before the existential's"
    rest = _RELATIVE_OPENING.sub("", clause, count=1)
    if not _subject_gap(rest) and _UNSET_CONTRAST.search(rest):
        return "an existential's relative clause takes in the source's 'while' clause"
    if not _subject_gap(rest) and _embedded_subject(rest):
        return "an existential's relative clause opens on a subject with a relative of its own"
    if be.lower() == "are" and _bare_plural(noun) \
            and not _PARTICULAR.search(rest.split(",", 1)[0]):
        return "an existential on a bare plural its present clause speaks of in general"
    return None


def holds_its_clause(clause: Node) -> bool:
    """Whether a participant of ``clause`` (a refocused tree's node) holds a clause of its
    own that refers back to ``clause``: (m / manipulate-01 :ARG0 (c / company :ARG1-of (i /
    investigate-01 :ARG2 m))), the companies the source's main clause is about, said as the
    subject of what it says they did.

    >>> from pipeline.backends.builtin.realize_tree import Edge
    >>> m = Node("m", "manipulate-01")
    >>> i = Node("i", "investigate-01", edges=[Edge(":ARG2", Ref("m"))])
    >>> m.edges = [Edge(":ARG0", Node("c", "company", edges=[Edge(":ARG1-of", i)]))]
    >>> holds_its_clause(m)
    True
    >>> holds_its_clause(Node("m", "manipulate-01", edges=[Edge(":ARG0", Node("c", "company"))]))
    False
    """
    for edge in clause.edges:
        if is_inverted(edge.role) or not isinstance(edge.target, Node):
            continue
        for node in edge.target.walk():
            if any(isinstance(e.target, Ref) and e.target.var == clause.var for e in node.edges):
                return True
    return False
