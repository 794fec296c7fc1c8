"""Which of a generator's offered alternatives a sentence's candidates take: a candidate
whose text reads the source back or repeats another's takes its first distinct alternative
(:func:`take_distinct`), and the root focus's unused ones become candidates of their own
(:func:`root_alternatives`).  Split from paraphrase.py, whose :class:`Paraphraser` calls
them before scoring."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from pipeline.scoring.filters import normalized

if TYPE_CHECKING:
    from pipeline.paraphrase_records import ParaphraseCandidate

__all__ = ["root_alternatives", "take_distinct"]


def take_distinct(source: str | None, candidates: Sequence[ParaphraseCandidate],
                   offered: dict[int, tuple[tuple[str, str | None], ...]]) -> None:
    """Give each candidate whose text reads the source back (unless ``source`` is None) or
    repeats an earlier candidate's its first offered alternative that does neither, nor
    repeats another candidate's own preferred text (compared as the filter compares them,
    by :func:`~pipeline.scoring.filters.normalized`).  Without such an alternative the
    candidate keeps its text, and the filter rejects it as before.
    """
    if not offered:
        return
    preferred = {normalized(c.text) for c in candidates if c.text}
    # (a report's pseudo-cleft said twice, in the source's words and rebuilt, is one text:
    # see _pseudo_cleft_head)
    heads = {_pseudo_cleft_head(c.text) for c in candidates if c.text} - {None}
    seen = {normalized(source)} if source is not None else set()
    for candidate in candidates:
        if not candidate.text:
            continue
        key = normalized(candidate.text)
        if key in seen:
            for n, (text, construction) in enumerate(offered.get(id(candidate), ()), 1):
                other = normalized(text)
                if other and other not in seen and other not in preferred \
                        and _pseudo_cleft_head(text) not in heads:
                    candidate.text, candidate.construction = text, construction
                    candidate.alternative = n
                    key = other
                    heads |= {_pseudo_cleft_head(text)} - {None}
                    break
        seen.add(key)


def root_alternatives(source: str | None, candidates: Sequence[ParaphraseCandidate],
                       offered: dict[int, tuple[tuple[str, str | None], ...]],
                       root: str | None) -> list[ParaphraseCandidate]:
    """The alternatives the root focus offered that no candidate said, each a candidate of
    its own (its ``alternative`` says which), for the sentence's focus ``root``.

    One focus gave one text, so a sentence had at most as many as it had foci that the
    realizer could say, and for a report with few other foci that was one or two, while the
    root offered more that it never used ("Only 1.5 per cent of those have been fully
    re-evaluated, Ms. Gelinas said." for "Ms. Gelinas said only 1.5 per cent ...").  Only
    the root's: a refocused graph's alternatives (a pseudo-cleft of an object, "X was the
    one that ...") read worse than its preferred text, and are for when that repeats.  An
    alternative that repeats the source or another text, up to case, punctuation and the
    spaces between words ("per cent", "percent"), is no new paraphrase.
    """
    seen = {_spaceless(source)} if source is not None else set()
    seen |= {_spaceless(c.text) for c in candidates if c.text}
    heads = {_pseudo_cleft_head(c.text) for c in candidates if c.text} - {None}
    extra: list[ParaphraseCandidate] = []
    for candidate in candidates:
        if candidate.focus != root:
            continue
        for n, (text, construction) in enumerate(offered.get(id(candidate), ()), 1):
            key, head = _spaceless(text), _pseudo_cleft_head(text)
            if key and key not in seen and (head is None or head not in heads):
                seen.add(key)
                heads |= {head} - {None}
                extra.append(replace(candidate, text=text, construction=construction,
                                     alternative=n, edits=list(candidate.edits)))
    return extra


def _pseudo_cleft_head(text: str) -> str | None:
    """The lowercased "what X said was that" that opens a pseudo-cleft of a report, else None.

    Two of them with one head are one paraphrase twice, what was said in the source's words
    and rebuilt ("What police said was that he was listed last night in critical ..." and
    "... in critical but stable condition at Kings County Hospital Center last night"); the
    first is kept (the verbatim one, offered first).

    >>> _pseudo_cleft_head("What police said was that he was listed last night.")
    'what police said was that'
    >>> _pseudo_cleft_head("What he plans to do is appeal the matter.") is None
    True
    """
    found = re.match(r"what .+? (?:was|is|were|are) that ", text, re.IGNORECASE)
    return found.group(0).strip().lower() if found else None


def _spaceless(text: str) -> str:
    """``text``'s words, lowercased, run together.

    >>> _spaceless("Only 1.5 per cent.") == _spaceless("only 1.5 percent")
    True
    """
    return "".join(normalized(text).split())
