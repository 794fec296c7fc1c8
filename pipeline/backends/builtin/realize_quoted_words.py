"""A direct quotation keeps the speaker's words: what a rebuilt sentence puts between
quotation marks must be words the source quoted, in the source's order.

A quotation the realizer rebuilt from the graph (realize_predicates ``quotation``) or a
phrase read back with the source's opening mark can take in words the source said outside
the marks, or say the quoted words in another order:

- 'U.S. President George W. Bush said "the nation lost a great citizen" with Hope's
  death.' became 'It was U.S. President George W. Bush who said: "The nation lost a great
  citizen with Hope's death."' (Bush did not say "with Hope's death");
- '"Although some firms show BPO savings, vendors overstate their current offerings,"
  McCarthy said in a statement.' became 'McCarthy said in a statement: "Vendors overstate
  their current offerings although some firms show BPO savings."';
- 'Spengler replied, "Didn't your mother die of breast cancer?' became 'Spengler replied
  request: "Your mother did not die of breast cancer."' (a question made a statement);
- 'In response, Medina issued the following statement: "The accusation ... is both untrue
  and offensive.' became '... is both untrue and offensive in response.' (the quotation,
  open to the sentence's end, took the fronted "in response" inside).

Put in indirect speech (no marks), the same words are a report, not a quotation, and are
judged by the other checks; between marks they misquote the speaker.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from pipeline.backends.builtin.realize_words import QUOTE_MARKS

__all__ = ["altered_quotation"]

_TEXT_MARKS = re.compile(r'["\u201c\u201d]')


def _letters(text: str) -> str:
    """The lower-cased letters and digits of ``text``, nothing between them: the source's
    tokens "do n't" and the text's "don't" read alike."""
    return re.sub(r"[^a-z0-9]+", "", text.lower())


def _title_words(run: Sequence[str]) -> bool:
    """Whether ``run``, between two marks, reads as a title or a name rather than a
    quotation: a few capitalized words and nothing else ("Late Edition", "Find Me")."""
    return 0 < len(run) <= 6 and all(t.isalpha() for t in run) and run[0][:1].isupper()


def _stretches(tokens: Sequence[str]) -> list[list[str]]:
    """The token runs between the source's quotation marks (and its edges), in order; the
    marks around a title open no quotation ('"In Iraq," Sen. Pat Roberts ... said on CNN's
    "Late Edition" yesterday, "we're now fighting ..."')."""
    marks = [i for i, t in enumerate(tokens) if t in QUOTE_MARKS]
    titles: set[int] = set()
    for a, b in pairwise(marks):
        if a > 0 and a not in titles and _title_words(tokens[a + 1:b]):
            titles.update((a, b))
    runs: list[list[str]] = [[]]
    for i, token in enumerate(tokens):
        if token in QUOTE_MARKS and i not in titles:
            runs.append([])
        elif token not in QUOTE_MARKS:
            runs[-1].append(token)
    return runs


def _quoted_candidates(tokens: Sequence[str]) -> list[str]:
    """Word strings a quotation of the source may come from: each run between marks, and
    the runs of either parity joined ('"While many good people work in the telemarketing
    industry," Bush said in prepared remarks, "the public is ...' quoted whole, its
    attribution left out).  Which runs are quoted is not assumed: a sentence split from a
    paragraph can open inside a quotation ('He has a very good reputation," ... said')."""
    runs = [_letters(" ".join(run)) for run in _stretches(tokens)]
    out = list(runs)
    for parity in (0, 1):
        out.append("".join(run for k, run in enumerate(runs) if k % 2 == parity))
    return [c for c in out if c]


def _text_quotations(text: str) -> list[tuple[str, bool]]:
    """(words, runs to the end) of each stretch ``text`` puts between quotation marks; a
    last mark left open runs to the text's end."""
    parts = _TEXT_MARKS.split(text)
    found = [(_letters(p), False) for p in parts[1::2]]
    if len(parts) % 2 == 0 and found:  # an odd number of marks: the last one is open
        found[-1] = (found[-1][0], True)
    return [(w, open_) for w, open_ in found if w]


def altered_quotation(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text``, a sentence rebuilt from ``tokens``, misquotes the source (None when
    every quotation in it is the source's own quoted words)."""
    if not _TEXT_MARKS.search(text) or not any(t in QUOTE_MARKS for t in tokens):
        return None
    candidates = _quoted_candidates(tokens)
    source_tail = _letters(" ".join(_stretches(tokens)[-1]))
    for words, runs_to_end in _text_quotations(text):
        if not any(words in c for c in candidates):
            return "a direct quotation said with words the speaker did not say in that order"
        if runs_to_end and source_tail and not source_tail.endswith(words):
            # The source's quotation is open to its end, and so is the text's: anything said
            # after the quoted words inside the open quotation is no part of it
            return "a direct quotation said with words the speaker did not say in that order"
    return None
