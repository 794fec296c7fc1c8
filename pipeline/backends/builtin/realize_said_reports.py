"""Reports misread by a rebuilt sentence, checked on the finished text: the source's
direct speech said as a report ("..., he said we think.", "Stegman said there is nothing
we can do"), a report hung as the manner of what it reports ("..., which is how Omi told
a news conference"), a relative clause hung on a verb of saying, or one that strands its
gap after a report's own clause.

Split from realize_said_wording.py (which runs all its checks in
:func:`~pipeline.backends.builtin.realize_said_wording.misread_wording`): these read
where a verb of saying and what it reports ended up.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_said_done import _lemmas_of
from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens
from pipeline.backends.builtin.realize_tree import said_anew
from pipeline.backends.builtin.realize_words import (
    ANY_QUOTE_MARKS,
    ATTRIBUTING,
    QUOTE_CLOSING,
    QUOTE_MARKS,
    QUOTE_OPENING,
)

__all__ = ["REPORT_FORMS", "quotation_as_report", "quoted_person_unquoted", "relative_on_report", "report_as_manner", "stranded_after_report"]


# A relative clause whose gap is a stranded preposition after a clause of its own:
# ", which his aides warn an abrupt departure to."
_RELATIVE_TO_END = re.compile(r", (?:which|who|whom) ([^,]+) (?:to|in|on|with|at|for|of|from|"
                              r"by|about)(?=[.,;]|$)")


def stranded_after_report(text: str, tokens: Sequence[str]) -> str | None:
    """The verb of saying or thinking after which a relative clause of ``text`` goes on
    with a clause of its own and ends in a preposition nothing in it takes ("which
    Strayhorn said it is the first time in Texas history to"), unless the source
    (``tokens``) says the same.

    >>> stranded_after_report("It rose, which his aides warn an abrupt departure to.", [])
    'warn'
    >>> stranded_after_report("It grew, which Japan added to.", [])
    """
    from pipeline.backends.builtin.realize_words import ATTRIBUTING

    for found in _RELATIVE_TO_END.finditer(text):
        words = found.group(1).split()
        for word in words[1:-1]:
            if _lemmas_of(word) & ATTRIBUTING and not re.search(
                    re.escape(found.group(0)), joined_tokens(tokens)):
                return word
    return None


# A relative clause hung on a verb of saying: "Heyer said, which Dan brings to Coca-Cola
# enormous experience ..." for "Heyer said, "Dan brings ...""; "..., Eurex said, which
# depended on participation" for "..., depending on participation, Eurex said".
_RELATIVE_ON_REPORT = re.compile(r"\b(?:said|says|added|adds|stated|states|wrote|writes), which\b")
# (A report hung as a relative clause on its clause's last noun, "... brands of the world
# that Heyer said in a statement.", is realize_said.misread_source's.)


def relative_on_report(text: str, tokens: Sequence[str]) -> bool:
    """Whether ``text`` hangs a "which" clause on a verb of saying where the source
    (``tokens``) does not.

    >>> relative_on_report("Heyer said, which Dan brings experience.", [])
    True
    >>> relative_on_report("Heyer said Dan brings experience, which is rare.", [])
    False
    """
    return said_anew(_RELATIVE_ON_REPORT, text, tokens)


# The forms of a verb of saying a report is hung on ("said", "adds", "told reporters").
REPORT_FORMS = frozenset(f for lemma in ATTRIBUTING - {"see", "hear", "mean", "agree", "wonder"}
                          for f in (inflect(lemma, "VBD"), inflect(lemma, "VBZ"), lemma))
_FIRST_OR_SECOND = frozenset({"i", "we", "me", "us", "my", "our", "you", "your"})
# (the verb's own short phrase may come between: "What Beckham said in the statement was that
# I would like to ...", "the one that said in a statement that we ...")
_REPORTED_PERSON = re.compile(r"\b([a-z]+)(?: (?:reporters|[A-Z]\w+|him|her|them))?"
                              r"(?: (?:in|on) (?:the |a |an |its |his |her |their )?\w+)?"
                              r",? (?:was |is )?(?:that )?(I|we|me|us|my|our|you|your)\b")


def quotation_as_report(text: str, tokens: Sequence[str]) -> str | None:
    """A first- or second-person word right after a verb of saying, where the source never
    said the two together: the source's direct speech ("We think the United States ...
    should support ...," he said) rebuilt as a report without its quotes, so "we" is now
    the teller's ("..., he said we think"; "Peterson added that I do not know anybody ...").

    >>> quotation_as_report("Peterson added that I do not know anybody.",
    ...                     ['"', 'I', 'do', "n't", 'know', 'anybody', ',', '"', 'Peterson', 'added'])
    'added that I'
    >>> quotation_as_report("He said we would go.", ['He', 'said', 'we', 'would', 'go'])
    >>> quotation_as_report("What Beckham said in the statement was that I would like it.",
    ...                     'I would like it , Beckham said in the statement .'.split())
    'said in the statement was that I'
    """
    low = lowered_tokens(tokens)
    for match in _REPORTED_PERSON.finditer(text):
        verb, person = match.group(1), match.group(2).lower()
        if verb not in REPORT_FORMS:
            continue
        if any(_reports_person(low, k, person) for k, t in enumerate(low) if t == verb):
            continue  # the source's own report: "He said we would go"
        return match.group(0)
    return None


_HOW_TAIL = re.compile(r", which is (?:how|why) ((?:[\w'.-]+ ){1,4}?)([a-z]+)\b")


def report_as_manner(text: str, tokens: Sequence[str]) -> str | None:
    """A verb of saying in a ", which is how/why" tail: the source's report hung on the
    quotation as its manner or cause ("..., which is how Omi told a news conference in
    Beijing" for '"..." Omi told a news conference').

    >>> report_as_manner("The risk is minimal, which is how Omi told a news conference.", [])
    'told'
    >>> report_as_manner("Taxes were cut, which is how Gephardt would pay for it.", [])
    """
    for match in _HOW_TAIL.finditer(text):
        if match.group(2) in REPORT_FORMS:
            return match.group(2)
    return None


def _reports_person(low: Sequence[str], verb_at: int, person: str) -> bool:
    """Whether the source's verb of saying at ``verb_at`` takes a report whose first words
    hold ``person`` (not a quotation: 'added: "I ...' is direct speech)."""
    for word in low[verb_at + 1:verb_at + 4]:
        if word in ANY_QUOTE_MARKS or word in (":", ","):  # 'added, I dont know ...' quotes too
            return False
        if word == person:
            return True
    return False


# A first- or second-person word as the text says it: "US" (the country) is none.
_PERSON_WORD = re.compile(r"\b(?:I|[Ww]e|me|us|[Mm]y|[Oo]ur|[Yy]ou|[Yy]our)\b")
# A quotation in the rebuilt text, which keeps its person words the speaker's.
_TEXT_QUOTATION = re.compile(r'"[^"]*"|\u201c[^\u201d]*\u201d')
# What may stand before a quotation that is a sentence of its own, not part of a report's
# clause ("Crews are told: "If we ..."", "He said, "I ...""): a quotation opened after any
# other word is a piece of the report ("Lee said he "no longer believes ... my name"").
_BEFORE_WHOLE_QUOTATION = frozenset([":", ",", "--", "-", ";"])


def quoted_person_unquoted(text: str, tokens: Sequence[str]) -> str | None:
    """A first- or second-person word that the source (``tokens``) says only in quotation
    marks and ``text`` says without them where it is no longer the speaker's: after a verb
    of saying of the text ("Stegman said there is nothing we can do" for '"There's nothing
    we can do," Stegman said'), or anywhere when the source quoted it inside a report of
    its own ("The airline will work with all our unions, Sara Fields said" for 'Fields said
    the airline "will work ... with all our unions"'); not after a colon that follows the
    verb, which opens the speaker's words again. A whole quotation said bare, with
    no report or with the report after it ("Right now, there is nothing we can do, Stegman
    said"), still reads as the speaker's words.

    >>> quoted_person_unquoted("Stegman said right now, there is nothing we can do.",
    ...     ['"', 'Right', 'now', ',', 'there', 'is', 'nothing', 'we', 'can', 'do', ',', '"',
    ...      'Stegman', 'said', '.'])
    'said ... we'
    >>> quoted_person_unquoted("Right now, there is nothing we can do, Stegman said.",
    ...     ['"', 'Right', 'now', ',', 'there', 'is', 'nothing', 'we', 'can', 'do', ',', '"',
    ...      'Stegman', 'said', '.'])
    >>> quoted_person_unquoted("The airline will work with our unions, Fields said.",
    ...     ['Fields', 'said', 'the', 'airline', '"', 'will', 'work', 'with', 'our', 'unions',
    ...      '.', '"'])
    '"will ... our'
    >>> quoted_person_unquoted("He said the advice to drivers is: If you can, stay home.",
    ...     ['He', 'said', 'the', 'advice', 'to', 'drivers', 'is', ':', '"', 'If', 'you', 'can',
    ...      ',', 'stay', 'home', '.', '"'])
    >>> quoted_person_unquoted("I think our services gave us the information.",
    ...     ['"', 'I', 'think', 'our', 'services', 'gave', 'us', 'the', 'information', '.', '"'])
    >>> quoted_person_unquoted("He added that we will not win if we do not act.",
    ...     ['He', 'added', 'that', 'we', 'will', '"', 'not', 'win', 'if', 'we', 'do', "n't",
    ...      'act', '.', '"'])
    """
    # Only the source's own report, said outside its quotation, makes a teller: the "think"
    # of '"... I think our intelligence services gave us ..."' is the speaker's.
    quoted, unquoted, openers, reporting = _words_by_quoting(tokens)
    said = _TEXT_QUOTATION.sub(lambda m: " " * len(m.group(0)), text)
    for match in _PERSON_WORD.finditer(said):
        word = match.group(0).lower()
        if word in unquoted or word not in quoted:
            continue
        if word in openers:
            return f'"{openers[word]} ... {match.group(0)}'
        head = said[:match.start()]
        for verb in reversed(list(re.finditer(r"[A-Za-z]+", head))):
            if verb.group(0) in REPORT_FORMS and verb.group(0) in reporting:
                if ":" in head[verb.end():]:
                    # 'He said the advice to drivers is: If you can stay home, do': a colon
                    # after the report opens the speaker's own words again
                    break
                return f"{verb.group(0)} ... {match.group(0)}"
    return None


def _words_by_quoting(tokens: Sequence[str]
                      ) -> tuple[set[str], set[str], dict[str, str], set[str]]:
    """The person words (lower case) the source says inside quotation marks, those it says
    outside them, of the quoted ones those in a quotation opened inside a report's clause,
    each with the quotation's first word, and every word it says outside quotation marks.
    A quotation left open runs to the end."""
    quoted: set[str] = set()
    unquoted: set[str] = set()
    openers: dict[str, str] = {}
    outside: set[str] = set()
    inside = False
    opener = ""
    for at, token in enumerate(tokens):
        if token in QUOTE_MARKS:
            inside = token in QUOTE_OPENING or (token not in QUOTE_CLOSING and not inside)
            embedded = at > 0 and tokens[at - 1] not in _BEFORE_WHOLE_QUOTATION
            opener = tokens[at + 1] if inside and embedded and at + 1 < len(tokens) else ""
            continue
        if not inside:
            outside.add(token)
        if _PERSON_WORD.fullmatch(token) is None:
            continue
        (quoted if inside else unquoted).add(token.lower())
        if inside and opener:
            openers.setdefault(token.lower(), opener)
    return quoted, unquoted, openers, outside
