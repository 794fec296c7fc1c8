"""What a finished text still says of its source and its graph: the checks the realizer
runs on a sentence rebuilt for a new focus, after it is written.  A rebuilt sentence may
read well and still have lost a name or a number of the graph (:func:`dropped_content`),
a span of time the parse folded into another node, or the order of the source's words
(:func:`misread_source`); no filter downstream can tell, so the realizer refuses it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import penman

from pipeline.backends.builtin.morphology import number_words
from pipeline.backends.builtin.parse_entities import TIME_UNITS, number_value
from pipeline.backends.builtin.realize_focus_checks import (
    market_code,
    number_without_its_link,
    swapped_source_words,
)

__all__ = ["dropped_content", "misread_source"]


def misread_source(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text``, a sentence rebuilt for a new focus, says the source's words wrongly
    (``tokens``), if it does."""
    swapped = swapped_source_words(text, tokens)
    if swapped is not None:
        # "From a stranding single incident", "This later year, the command will ...": a
        # modifier moved out of its place among the others
        return f"'{swapped[0]} {swapped[1]}' reverses the source's order"
    code = market_code(text, tokens)
    if code is not None:
        # "the technology-laced Nasdaq Composite Index ixic", "down 1.5875 GBP=s": a Reuters
        # code is markup after a name, which a rebuilt sentence cannot place
        return f"a market code ({code!r}) in a rebuilt sentence"
    unlinked = number_without_its_link(text, tokens)
    if unlinked is not None:
        # "It was the Dow Jones Industrial Average that fell 98.32 1.1 percent to 9011.53"
        return f"a number said without what tied it ('{unlinked}')"
    lost = _number_unsaid(text, tokens)
    if lost is not None:
        # "... after it closed January 2 voluntarily" for "two months after it voluntarily
        # closed": a span the parse folded into another node, which no graph check sees
        return f"the source's {lost!r} is not in the text"
    return None


def _number_unsaid(text: str, tokens: Sequence[str]) -> str | None:
    """The first span of time of the source (``tokens``: a number before a time unit) that
    ``text`` no longer says, in any form of the number ("two months" said as "January 2").

    >>> _number_unsaid("It closed on January 2.", "two months after it closed on Jan. 2".split())
    'two months'
    >>> _number_unsaid("Profit rose 2 percent in 4 years.", "profit rose two % in four years".split())
    """
    low = text.lower().replace(",", "")
    for at, token in enumerate(tokens[:-1]):
        figure = token.replace(",", "").lower()
        value = number_value(figure) if re.fullmatch(r"\d+(\.\d+)?|[a-z]+", figure) else None
        unit = tokens[at + 1].lower()
        if value is None or not re.fullmatch(r"\d+(\.\d+)?", value) \
                or unit.removesuffix("s") not in TIME_UNITS:
            continue
        forms = {figure, value, number_words(value).replace(",", ""), value.removeprefix("0")}
        said = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
        if not re.search(rf"(?<![\w.])(?:{said})[-\s]+{re.escape(unit.removesuffix('s'))}", low):
            return f"{token} {tokens[at + 1]}"
    return None


def dropped_content(graph: penman.Graph, text: str) -> str | None:
    """A name or number of ``graph`` that ``text`` does not say, if any: a rebuilt sentence
    that lost one ("On afternoon, Dixon put his style on display in winning") changed
    the meaning, and no filter downstream can tell.

    >>> g = penman.decode('(w / win-01 :ARG0 (p / person :name (n / name :op1 "Dixon")) '
    ...                   ':ARG1 (r / race :quant 225))')
    >>> dropped_content(g, "Dixon won 225 races."), dropped_content(g, "He won 225 races.")
    (None, 'Dixon')
    """
    found = re.findall(r"[\w.&'-]+", text.lower().replace(",", ""))
    words = {w.strip(".'") for w in found} | {w.rstrip(".'") for w in found}  # ".85 cent"
    words |= {part for w in words if "-" in w for part in w.split("-")}  # "the 12-nation currency"
    low = text.lower()
    words |= _numbers_said(words, low)
    parents = {src: str(target) for src, _, target in graph.instances()}
    for source, role, target in graph.attributes():
        value = str(target).strip('"')
        concept = parents.get(source, "")
        if concept == "name" and role.startswith(":op"):
            if value.lower() not in low:
                return value
        elif role == ":year" and re.fullmatch(r"\d{4}", value) and value not in low:
            return value  # "between September and March, 2004" said without the year
        elif role in (":quant", ":value") and concept not in ("ordinal-entity",) \
                and re.fullmatch(r"-?\d+(\.\d+)?", value):
            forms = {value, number_words(value).replace(",", ""),
                     number_words(value).split(" ")[0], f"{float(value):.2f}",
                     value.removeprefix("0")}  # ".85 cent"
            if not forms & words and not any(f in low for f in forms if " " in f):
                return value
    return None


def _numbers_said(words: set[str], low: str) -> set[str]:
    """The values of the numbers ``words`` say in other forms than digits: "thirty-eight
    percent", "about a dozen officers", "more than a million copies", a unit letter fused to
    its digits ("1.3m subscribers", "40G bps", "a 149mph serve"), a mixed number ("2 1/2
    cents" says 2.5).

    >>> sorted(_numbers_said({"thirty-eight", "1.3m", "a", "dozen"}, "thirty-eight ... a dozen"))
    ['1.3', '12', '38']
    >>> _numbers_said(set(), "to 2 1/2 cents")
    {'2.5'}
    >>> _numbers_said(set(), "some three dozen troops")
    {'36'}
    """
    values = {number_value(w) for w in words if "-" in w}
    values |= {fused.group(1) for w in words
               if (fused := re.fullmatch(r"(\d+(?:\.\d+)?)[a-z]{1,3}", w))}
    # ("a dozen", never the "dozen" of "two dozen", which says 24)
    values |= {number_value(scale) for scale in re.findall(
        r"(?<![\w-])an? (dozen|hundred|thousand|million|billion)\b", low)}
    values |= {str(int(count) * 12) for word in re.findall(r"\b([\w-]+) dozen\b", low)
               if (count := number_value(word)) is not None and count.isdigit()}  # "two dozen": 24
    values |= {str(int(whole) + int(top) / int(bottom))
               for whole, top, bottom in re.findall(r"\b(\d+) (\d+)/(\d+)\b", low) if int(bottom)}
    return {v for v in values if v is not None}
