"""The parts of a report that its moves (realize_verbatim_reporting, realize_verbatim_what_said)
read off the source's tokens: quotation marks inside what was said, a speaker's apposition,
a verb joined to what was said.

A report may quote only part of what was said ('Sixteen days later, ..., "there was no
possibility for crew survival," the board said.', '"The bolt catcher is not as robust" as it
should be, said ...'): moved after its speaker, what was said keeps the quotation with both
its marks ('The board said that sixteen days later, ..., "there was no possibility for crew
survival."'), the closing one taken from after the source's comma.  Only when the whole
quotation is in the sentence: a closing mark whose opening one MRPC cut off ('There are more
surprises than you can possibly imagine," Davis said') may close a quotation that began a
sentence earlier, and is refused.  A quotation that closes the source after its end mark
('Gordon stressed that his bill "is a lesson-learned bill ...."') keeps that mark in the
pseudo-cleft too ('What Gordon stressed was that his bill "is a lesson-learned bill ...."').

A speaker after the verb with one apposition ("said his daughter, Nina Axelrod", "said
retired Navy Admiral Harold W. Gehman Jr., the board chairman") moves before the verb with
the apposition closed by a comma of its own ("His daughter, Nina Axelrod, said ...").

What was said that runs on into a verb with no subject of its own ("... has raised $83.9
million ..., and has $70 million of that left to spend, his campaign said") may read as the
speaker's once the speaker goes first ("His campaign said Tuesday that President Bush has
raised ... and has ..."), so the reporting move refuses it; the pseudo-cleft closes it
inside "was that ..." ("What his campaign said Tuesday was that President Bush has raised
... and has ..."), and takes it where the source said the speaker last, which left no doubt
whose verb it is.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, inflect
from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_tree import Node, Source
from pipeline.backends.builtin.realize_verbatim_spans import finite_verb
from pipeline.backends.builtin.realize_words import (
    DASH_TOKENS,
    QUOTE_CLOSING,
    QUOTE_MARKS,
    QUOTE_OPENING,
)

__all__ = ["FINDING", "ReportingOnlyRefused", "SecondThatRefused", "apposed_speaker",
           "quotation_closed_after", "refuse_found_state", "refuse_joined_verb",
           "said_with_closing", "unquoted_text"]

# What an apposed speaker's words may not hold: an aside that needs its own closing mark, a
# quotation, or a list's coordinator before the comma ("said Smith, Jones and Brown" is
# three speakers, no name and its apposition).
_NOT_APPOSED = frozenset(["(", ")", "[", "]", ";", ":"]) | DASH_TOKENS | QUOTE_MARKS
_LIST_WORDS = frozenset(["and", "or", "&"])
# What a study or a report found or showed ("..., a study has found"), reported with "that"
# when put first: after them a bare clause's subject reads as their object ("A study has found
# drinking more coffee ...").
FINDING = frozenset(["find", "show", "conclude", "reveal"])


def quotation_closed_after(tokens: list[str], lo: int, comma: int) -> int | None:
    """How many quotation marks after the ``comma`` that ends what was said, ``tokens[lo:comma]``,
    belong to it: 0 when its marks pair up among themselves (none, or a quotation inside it),
    1 when the last quotation it opens closes right after the comma ('..., "there was no
    possibility for crew survival," the board said'); None for marks that do not pair up (a
    closing mark with no opening one, a quotation still open after the comma).

    >>> quotation_closed_after('In the drill , " our objective is to improve , " Ridge said'.split(), 0, 10)
    1
    >>> quotation_closed_after('" The bolt catcher is not robust " as it should be , said'.split(), 0, 10)
    0
    >>> quotation_closed_after("There are more surprises , '' Davis said".split(), 0, 4)
    >>> quotation_closed_after("`` There are surprises , Davis said".split(), 0, 4)
    """
    open_mark = False
    for token in tokens[lo:comma]:
        if token not in QUOTE_MARKS:
            continue
        if (token in QUOTE_OPENING and open_mark) or (token in QUOTE_CLOSING and not open_mark):
            return None
        open_mark = not open_mark
    follows = tokens[comma + 1] if comma + 1 < len(tokens) else ""
    if not open_mark:
        return None if follows in QUOTE_MARKS else 0
    return 1 if follows in QUOTE_CLOSING | {'"'} else None


def said_with_closing(content: str, closing: str) -> str | None:
    """What was said, ``content``, with the ``closing`` mark the source put after its end
    mark when that closes a quotation ``content`` opens ('Gordon stressed that his bill "is a
    lesson-learned bill and not a reflection on ...."'); ``content`` itself when the source
    closes with no mark; None for a closing mark of a quotation that began before what was
    said (a quotation of the whole sentence, its speaker and all).

    >>> said_with_closing('his bill "is a lesson-learned bill', '"')
    'his bill "is a lesson-learned bill"'
    >>> said_with_closing("the yen was also undermined", '"') is None
    True
    """
    if not closing:
        return content
    opened = content.count('"') % 2 == 1 or content.count("\u201c") > content.count("\u201d")
    return content + closing if opened else None


def apposed_speaker(words: list[str]) -> bool:
    """Whether a speaker's ``words`` after the verb are a noun phrase and one apposition after
    its comma ("his daughter, Nina Axelrod", "retired Navy Admiral Harold W. Gehman Jr., the
    board chairman"), which before the verb closes with a comma of its own.

    >>> apposed_speaker("retired Navy Admiral Harold W. Gehman Jr. , the board chairman".split())
    True
    >>> apposed_speaker("Smith , Jones and Brown".split())
    False
    """
    if words.count(",") != 1 or any(t in _NOT_APPOSED for t in words):
        return False
    comma = words.index(",")
    head, apposition = words[:comma], words[comma + 1:]
    if not head or not apposition:
        return False
    # (a list's last two joined: "Smith, Jones and Brown"; an apposition of two posts, "a
    # senior VP and general counsel", follows a name that is no single capitalized word)
    return not (_LIST_WORDS & {w.lower() for w in apposition} and len(head) == 1)


class ReportingOnlyRefused(RealizationRefused):
    """A report the reporting move refuses whose parts the pseudo-cleft may still say, once
    they are read: what was said runs on into a verb joined to it (:func:`refuse_joined_verb`),
    or an opening phrase of the saying that stays first must stay by its verb ("Despite their
    differences, what U.S. and EU leaders said was that ..."; not "Despite their differences,
    there were areas of agreement, U.S. and EU leaders said", which makes it what was said's).
    """


class SecondThatRefused(ReportingOnlyRefused):
    """What was said holds a second "that" clause joined to the first ("He claims they
    agreed on this plot and that fine-tuning was handed to Dulmatin"): put first, the
    second "that" has no verb before it, but after "What he claims is that ..." both
    clauses are the verb's, as in the source, whose speaker stood first."""


def refuse_joined_verb(tokens: list[str], lo: int, hi: int) -> None:
    """Refuse what was said, ``tokens[lo:hi]``, running on into a verb with no subject of its
    own ("the yen had strengthened too much but declined to comment ..."): it may be the
    speaker's, and moved away from the speaker it would be the other subject's.

    >>> refuse_joined_verb("the yen had strengthened but declined to comment".split(), 0, 7)
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_report_parts.ReportingOnlyRefused: a verb joined to what was said may be the speaker's
    """
    joins = [i for i in range(lo, hi - 1) if tokens[i].lower() in ("and", "but", "or")]
    if any(finite_verb(tokens[i + 1]) for i in joins):
        raise ReportingOnlyRefused("a verb joined to what was said may be the speaker's")
    if any(tokens[i + 1].lower() == "that" for i in joins):
        # "They agreed on this plot and that fine-tuning was handed to Dulmatin, he
        # claims": a second "that" clause needs the verb before it.
        raise SecondThatRefused("a second 'that' clause needs its verb first")


def refuse_found_state(source: Source, top: Node, said: Node, first: int) -> None:
    """Refuse an object and the state it was found in ("deputies found 37-year-old Adan
    Avalos of Riverbank shot to death"), what was said starting at token ``first``: no clause
    of its own, its past participle not a past tense ("Adan Avalos ... shot to death, deputies
    found.").  A finite verb the parse found, one after an auxiliary, or a clause after "that"
    is one."""
    assert top.align
    tokens = source.tokens
    if stem(top.concept) not in FINDING or not said.align \
            or "that" in (t.lower() for t in tokens[top.align[0] + 1:first]):
        return
    head = said.align[0]
    word = tokens[head].lower()
    if head in source.finite or (head > 0 and tokens[head - 1].lower() in FUNCTION_WORDS
                                 and finite_verb(tokens[head - 1])):
        return
    if word == inflect(stem(said.concept).split("-")[0], "VBN"):
        raise RealizationRefused("what was found is an object and its state, no clause")


def unquoted_text(content: str) -> str:
    """``content`` without its quotations: the words between a pair of quotation marks, or
    after an opening one that the source closes only past what was said, are the speaker's
    own as quoted, first person and all ('the law "has several weaknesses which terrorists
    could exploit, undermining our defenses.', moved: 'The law "has ... our defenses," he
    admits.'); the words outside are the reporter's.  A closing mark with no opening one
    leaves the words after it outside, as unquoted (a quotation that began before what was
    said is refused on its own).

    >>> unquoted_text('the law "has several weaknesses, undermining our defenses.').split()
    ['the', 'law']
    >>> unquoted_text("we said ``it is ours'' yesterday").split()
    ['we', 'said', 'yesterday']
    """
    out, inside, at = [], False, 0
    marks = {'"': None, "\u201c": True, "\u201d": False, "``": True, "''": False}
    while at < len(content):
        mark = next((m for m in ("``", "''", '"', "\u201c", "\u201d") if content.startswith(m, at)), None)
        if mark is None:
            if not inside:
                out.append(content[at])
            at += 1
            continue
        opens = marks[mark]
        inside = (not inside) if opens is None else opens
        out.append(" ")
        at += len(mark)
    return "".join(out)
