"""A rebuilt text whose words, read in their new order, no longer make the source's clause.

Nine faults of a text the realizer rebuilt for a new focus, each found from the text and
the source's words alone (each has its own check, an entry of realize_source_faults'
table):

- a free relative "what" said before a relative "that" or "which": "What that two
  additional passengers were taken to ... with was described as critical injuries." for
  "..., both with what was described as critical injuries" (the graph's thing that was
  described is said as the head of a relative clause, and its "what" stays);
- a verb or preposition whose closing pronoun object the text drops: "..., where he
  found." for "where he found her." (the pronoun was the girl's node said elsewhere);
- a verb's stranded "to" said before the infinitive the source said apart from it:
  "Other bands that ... are talking to replace the Stones." for "is talking to other bands
  to replace the Stones" (the purpose now reads as what the bands do);
- an amount the source set off after a colon at its end, run on to the word before it:
  "Antivirus solutions will carry a worldwide price tag double that of 2002 by 2007 $4.4
  billion." for "...: $4.4 billion.";
- a word the source said after a comma said after an "in" the source never said before it:
  "a special counsel on oceans in the White House in creation of regional ocean ecosystem
  councils" for "the White House, creation of ...", "came at $645 million in up from $600
  million" for "came in at $645 million, up from" (a list member or aside joined to the
  phrase before it by a stray "in");
- a rate's unit said without its amount: "There was a share for Tranz Rail that Toll ...
  offered NZ75 last week." for "offered NZ75 a share for Tranz Rail" (the price per share
  read as a share offered);
- an existential that counts a gerund the source said bare: "There was a false reporting
  with traders that a WD Energy employee discussed ..." for "discussed false reporting".
- a pronoun of the source left between a noun and its relative word: "There was a
  statistical calculation one that was based on ..." for "One is a statistical calculation
  based on ...", "It is the only planet this that has been found ...";
- a copular clause said after the text's clause with only a comma: "There is a deadly air
  campaign that Palestinian militants already face in the Gaza Strip, the specter that
  Israel's defense minister raised on Sunday is an Israeli invasion." for "raised the
  specter of an Israeli invasion in the Gaza Strip, where ...".

Such a text is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import (
    joined_tokens,
    lowered_text,
    lowered_tokens,
)
from pipeline.backends.builtin.realize_words import (
    DEMONSTRATIVES,
    NOUN_DETERMINERS,
    PREPOSITIONS,
    PROGRESSIVE_BE,
)

__all__ = ["counted_gerund", "dropped_closing_object", "free_relative_as_head",
           "list_member_after_in", "run_on_amount", "spliced_copula", "stranded_pronoun",
           "stranded_to_infinitive", "torn_rate"]

_WHAT_RELATIVE = re.compile(r"(?i)\bwhat (?:that|which)\b")
# A demonstrative "that" after "what" begins its own clause ("What that means is ...").
_DEMONSTRATIVE_VERB = re.compile(r"(?i)\bwhat that (?:means|meant|is|was|does|did|says)\b")
_OBJECT_PRONOUNS = ("her", "him", "them", "us", "me")
# Words a pronoun follows that are neither verbs nor prepositions of the clause.
_NOT_GOVERNORS = frozenset(["and", "or", "but", "than", "as", "of"])
# Determiners and punctuation: what follows "to" in a prepositional phrase, not a verb.
# An amount and the unit it is paid or counted per ("NZ75 a share", "$100 million a year").
_RATE = re.compile(r"(?:[$\u20ac\u00a3]|\b)[a-z]*\d[\w.,]*(?: (?:million|billion|cents?|percent|"
                   r"dollars?|pence|euros?|yen))? (?:a|an|per) (share|year|month|week|day|"
                   r"hour|barrel|ounce|gallon|pound|ton|head|person|night)\b")
# The words before a noun that make it no bare mass noun.
_DETERMINERS = NOUN_DETERMINERS | DEMONSTRATIVES | frozenset(["any", "no", "every", "each"])
# A pronoun said between a word and a relative word ("calculation one that").
_PRONOUN_BEFORE_RELATIVE = re.compile(r"\b([\w-]+) (one|it|this|him|her|them) (?:that|who|which)\b")
# Words a pronoun may follow before "that" or "who" as their own object or a phrase's
# head ("the one that", "told him that", "beside him that"): prepositions count too.
_PRONOUN_HOSTS = frozenset(["is", "was", "are", "were", "be", "been", "the", "only", "any",
                            "every", "no", "each", "and", "or", "but", "than", "that", "said",
                            "says", "say", "told", "tell", "tells", "found", "find", "see",
                            "saw", "make", "made", "call", "called", "ask", "asked", "let",
                            "give", "gave", "show", "showed", "leave", "left", "keep", "kept",
                            "get", "got", "put", "take", "took", "has", "have", "had", "if",
                            "because", "when", "last", "next", "another", "remind", "reminded",
                            "warn", "warned", "assure", "assured", "convince", "convinced"])
# A closing "the NOUN that ... is a/an/the ..." clause after a comma: a second sentence.
_SPLICED_COPULA = re.compile(r", (?:the|a|an) [\w'-]+ (?:that|which|who) [^,]* (?:is|was|are|"
                             r"were) (?:a|an|the) [^,]*\.$")
_NOT_INFINITIVES = NOUN_DETERMINERS | DEMONSTRATIVES | frozenset([",", "."])


def _spaced(words: str) -> str:
    """``words`` lowercased, commas, periods and quotation marks split off, space-padded.

    >>> _spaced('He found her.')
    ' he found her . '
    """
    for mark in (",", ".", '"'):
        words = words.replace(mark, f" {mark} ")
    return " " + " ".join(words.lower().split()) + " "


def free_relative_as_head(text: str, tokens: Sequence[str]) -> str | None:
    """The "what that"/"what which" of ``text`` where the source (``tokens``) said none, or
    None.

    >>> free_relative_as_head("What that two additional passengers were taken to John "
    ...     "Peter Smith and Harris Methodist hospitals with was described as critical "
    ...     "injuries.", "both with what was described as critical injuries .".split())
    'What that'
    >>> free_relative_as_head("What that means is that it will continue to brighten.",
    ...     "That means that it will continue to brighten .".split())
    """
    found = _WHAT_RELATIVE.search(text)
    if found is None or _DEMONSTRATIVE_VERB.search(text) \
            or _WHAT_RELATIVE.search(joined_tokens(tokens)):
        return None
    return found.group(0)


def dropped_closing_object(text: str, tokens: Sequence[str], cleft: bool) -> str | None:
    """The word of ``text`` said before a comma or period where the source (``tokens``) said
    it before an object pronoun and then that mark, never before the mark itself, or None.
    A cleft's stranded preposition is its gap ("He is the one that ... have been reported
    to, ...") and passes.

    >>> dropped_closing_object("Lee told the newspaper the girl had dragged the food into "
    ...     "her mother's bedroom, where he found.",
    ...     "into her mother 's bedroom , where he found her .".split(), False)
    'found'
    >>> dropped_closing_object("He found her there.", "he found her .".split(), False)
    """
    source = _spaced(joined_tokens(tokens))
    for found in re.finditer(r"\b([\w-]+)[.,]", text):
        word = found.group(1).lower()
        if word in _NOT_GOVERNORS or word in _OBJECT_PRONOUNS \
                or (cleft and word in PREPOSITIONS):
            continue
        if f" {word} . " in source or f" {word} , " in source:
            continue
        if any(f" {word} {pronoun} {mark} " in source
               for pronoun in _OBJECT_PRONOUNS for mark in (".", ",")):
            return found.group(1)
    return None


def stranded_to_infinitive(text: str, tokens: Sequence[str]) -> str | None:
    """The "VERB to INFINITIVE" of ``text`` whose "to" the source (``tokens``) said after
    the verb with its object, and before the infinitive as another "to", or None: the verb
    is a form of "be" or ends in "-ing" ("are talking to replace", "is to play").

    >>> stranded_to_infinitive("Other bands that the Chamber is talking to replace the "
    ...     "Stones.", "the Chamber is talking to other bands to replace the Stones .".split())
    'talking to replace'
    >>> stranded_to_infinitive("It was to Canada that Washington would send a technical "
    ...     "team to help.", "Washington would send a technical team to Canada to help "
    ...     ".".split())
    """
    source = _spaced(joined_tokens(tokens))
    words = _spaced(text).split()
    for at in range(1, len(words) - 1):
        before, after = words[at - 1], words[at + 1]
        if words[at] != "to" or after in _NOT_INFINITIVES \
                or not (before.endswith("ing") or before in PROGRESSIVE_BE):
            continue
        if f" {before} to " in source and f" to {after} " in source \
                and f" {before} to {after} " not in source:
            return f"{before} to {after}"
    return None


def run_on_amount(text: str, tokens: Sequence[str]) -> str | None:
    """The amount the source (``tokens``) closes with after a colon, when ``text`` says it
    with no colon and no comma or dash before it, or None.

    >>> run_on_amount("Antivirus solutions will carry a worldwide price tag double that of "
    ...     "2002 by 2007 $4.4 billion.", "By 2007 , antivirus solutions will carry a "
    ...     "worldwide price tag double that of 2002 : $ 4.4 billion .".split())
    '$4.4 billion'
    >>> run_on_amount("July 18: Hurlbert files a count.", "July 18 : Hurlbert files a count "
    ...     ".".split())
    """
    source = re.sub(r" ([,.:;])", r"\1", joined_tokens(tokens).replace("$ ", "$"))
    found = re.search(r": (\$[\d.,]+(?: \w+)?)\.$", source)
    if found is None or found.group(1) not in text \
            or re.search(rf"[:,-] {re.escape(found.group(1))}", text):
        return None
    return found.group(1)


def list_member_after_in(text: str, tokens: Sequence[str]) -> str | None:
    """The "in WORD" of ``text`` whose word the source (``tokens``) said after a comma and
    never after "in", or None.

    >>> list_member_after_in("There was a special counsel in the White House in creation of "
    ...     "councils.", "a special counsel in the White House , creation of councils "
    ...     ".".split())
    'in creation'
    >>> list_member_after_in("In New York, shares fell.", "Shares fell , in New York "
    ...     ".".split())
    """
    source = _spaced(joined_tokens(tokens))
    for found in re.finditer(r" in ([\w-]+)(?= )", _spaced(text)):
        word = found.group(1)
        if word not in _NOT_INFINITIVES and f" , {word} " in source \
                and f" in {word} " not in source:
            return f"in {word}"
    return None


def torn_rate(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) rate ("NZ75 a share") whose unit ``text`` says ("a
    share") away from its amount, or None.

    >>> torn_rate("There was a share for Tranz Rail that Toll offered NZ75 last week.",
    ...     "Toll last week offered NZ75 a share for Tranz Rail .".split())
    'nz75 a share'
    >>> torn_rate("It is the airline that expects to save another $100 million a year.",
    ...     "The airline expects to save another $ 100 million a year .".split())
    """
    source = lowered_text(tokens).replace("$ ", "$")
    said = " " + text.lower() + " "
    for found in _RATE.finditer(source):
        unit = found.group(0).rsplit(" ", 2)
        if f" {unit[1]} {unit[2]}" in said and found.group(0) not in said:
            return found.group(0)
    return None


def counted_gerund(text: str, tokens: Sequence[str]) -> str | None:
    """The gerund an existential ``text`` says after "a" or "an" ("There was a false
    reporting") where the source (``tokens``) said it bare, or None.

    >>> counted_gerund("There was a false reporting with traders that he discussed.",
    ...     "he discussed false reporting with traders .".split())
    'a false reporting'
    >>> counted_gerund("There was a ruling that he appealed.", "he appealed the ruling "
    ...     ".".split())
    """
    found = re.match(r"(?i)(?:\w+, )?(?:but |and )?there (?:is|was) (an? ((?:[\w-]+ )?\w+ing))\b",
                     text)
    if found is None:
        return None
    words = lowered_tokens(tokens)
    phrase = found.group(2).lower().split()
    for at in range(1, len(words) - len(phrase) + 1):
        if words[at:at + len(phrase)] == phrase:
            return None if words[at - 1] in _DETERMINERS else found.group(1)
    return None


def stranded_pronoun(text: str, tokens: Sequence[str]) -> str | None:
    """The "WORD PRONOUN that/who/which" of ``text`` the source (``tokens``) never said,
    after a word that takes no pronoun there, or None.

    >>> stranded_pronoun("There was a statistical calculation one that was based on the "
    ...     "number of deaths.", "One is a statistical calculation based on the number of "
    ...     "deaths .".split())
    'calculation one that'
    >>> stranded_pronoun("It was a tank beside him that Avants had.", "Avants had a tank "
    ...     "beside him .".split())
    >>> stranded_pronoun("He was the one that left.", "He left .".split())
    """
    source = joined_tokens(tokens)
    for found in _PRONOUN_BEFORE_RELATIVE.finditer(text):
        host = found.group(1).lower()
        if host not in _PRONOUN_HOSTS and host not in PREPOSITIONS \
                and found.group(0) not in source:
            return found.group(0)
    return None


def spliced_copula(text: str, tokens: Sequence[str]) -> str | None:
    """The closing copular clause ``text`` joins to its own with a comma, where the source
    (``tokens``) said no such run, or None.

    >>> spliced_copula("There is a deadly air campaign that militants face in the Gaza "
    ...     "Strip, the specter that the minister raised is an Israeli invasion.",
    ...     "The minister raised the specter of an Israeli invasion in the Gaza Strip , "
    ...     "where militants face a deadly air campaign .".split())
    ', the specter that the minister raised is an Israeli invasion.'
    """
    found = _SPLICED_COPULA.search(text)
    if found is None or found.group(0).rstrip(".") in joined_tokens(tokens):
        return None
    return found.group(0)
