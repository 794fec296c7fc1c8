"""One-word adverbs said where the source said them, next to their verb.

A verb's modifiers are said after its arguments, in the order of the graph's edges; a
one-word adverb of manner or time the source said right before or right after its verb
then drifts to the end of the clause and changes what it modifies or reads as no English:
"Viacom intended to trade on his name deliberately no longer" for "no longer believes that
Viacom deliberately intended", "peck died early Thursday peacefully" for "died peacefully
at his Los Angeles home", "the company's management ... improved as companies slashed
payrolls by 93,000 marginally" for "improved marginally".

An adverb the source said right before its verb ("deliberately intended", "was later
found", "no longer believes") is said right before the verb (after its auxiliaries); one
said right after it ("died peacefully at ...", "report truthfully about ...") is said
first among the verb's complements.  Only when the rebuilt words are the source's own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_base import is_frame, stem
from pipeline.backends.builtin.realize_tree import Const, Node
from pipeline.backends.builtin.realize_words import PRE_VERB_ADVERBS

if TYPE_CHECKING:
    from collections.abc import Sequence

    from pipeline.backends.builtin.realize_tree import Edge

__all__ = ["adverb_place", "adverbs_in_place", "degree_before_verb", "with_adverbs_before_verb"]

# Time adverbs without "-ly" that the source says next to their verb: "was later found",
# "is now charged", "was arrested again"; "longer" of "no longer".
_TIME_ADVERBS = frozenset(["now", "later", "again", "longer"])


def adverb_place(tokens: Sequence[str], verb: Node, edge: Edge,
                 said: str | None) -> Literal["before", "after"] | None:
    """Where the source (``tokens``) said ``edge``, a one-word adverb of ``verb`` that the
    rebuilt sentence says as ``said`` (None: not said yet, any words): right "before" the
    verb, right "after" it, or None (elsewhere, or not one such adverb).

    >>> from pipeline.backends.builtin.realize_tree import Edge
    >>> toks = "Viacom deliberately intended to trade".split()
    >>> verb = Node("i", "intend-01", (2,))
    >>> adverb_place(toks, verb, Edge(":manner", Node("d", "deliberate", (1,))), "deliberately")
    'before'
    >>> adverb_place(toks, verb, Edge(":manner", Node("d", "deliberate", (1,))), "on purpose")
    """
    target = edge.target
    if edge.role not in (":manner", ":mod", ":time") or not isinstance(target, Node) \
            or len(target.align) != 1 or not verb.align or not is_frame(verb.concept):
        return None
    if any(not (e.role == ":polarity" and isinstance(e.target, Const)) for e in target.edges):
        return None
    at, head = target.align[0], verb.align[0]
    if not 0 <= at < len(tokens) or not 0 <= head < len(tokens):
        return None
    word = tokens[at].lower()
    if not _adverb_word(word):
        return None
    source = " ".join(t.lower() for t in tokens[at - 1:at + 1]) if target.edges and at > 0 \
        else word  # "no longer"
    if said is not None and said.lower() != source:
        return None
    # the verb's own word, not a noun the parse made the event of ("an abrupt departure")
    if stem(verb.concept).split("-")[0] not in lemmas(tokens[head].lower()):
        return None
    if at < head and all(_adverb_word(t.lower()) or t.lower() == "no"
                         for t in tokens[at + 1:head]):
        return "before"  # "now severely debilitated": one of the adverbs before the verb
    if at == head + 1:
        return "after"
    return None


def degree_before_verb(tokens: Sequence[str], edge: Edge) -> bool:
    """Whether ``edge`` is a verb's one-word degree the source (``tokens``) said with a
    word that goes before the verb: "I almost missed Vin Diesel at first" was said "At
    first, I missed Vin Diesel almost", "nearly doubled its profit" as "doubled its profit
    nearly" (a degree is said after the verb's arguments).

    >>> from pipeline.backends.builtin.realize_tree import Edge
    >>> toks = "The company nearly doubled its profit".split()
    >>> degree_before_verb(toks, Edge(":degree", Node("n", "near", (2,))))
    True
    >>> degree_before_verb("It rained very much".split(), Edge(":degree", Node("m", "much", (3,))))
    False
    """
    target = edge.target
    return edge.role == ":degree" and isinstance(target, Node) and not target.edges \
        and len(target.align) == 1 and 0 <= target.align[0] < len(tokens) \
        and tokens[target.align[0]].lower() in PRE_VERB_ADVERBS


def _adverb_word(word: str) -> bool:
    return word.endswith("ly") or word in _TIME_ADVERBS


def with_adverbs_before_verb(verb_words: list[str], adverbs: list[str], lemma: str) -> list[str]:
    """``verb_words`` (ending in the verb ``lemma``'s own words) with ``adverbs`` right
    before the verb: "was later found", "did not deliberately intend".

    >>> with_adverbs_before_verb(["was", "found"], ["later"], "find")
    ['was', 'later', 'found']
    >>> with_adverbs_before_verb(["can", "be", "ignored"], ["no longer"], "ignore")
    ['can', 'no longer', 'be', 'ignored']
    >>> with_adverbs_before_verb(["took", "over"], ["quickly"], "take over")
    ['quickly', 'took', 'over']
    """
    if not adverbs:
        return verb_words
    at = max(0, len(verb_words) - len(lemma.split()))
    if at >= 2 and verb_words[at - 1] == "be":
        at -= 1  # "can no longer be ignored", not "can be no longer ignored"
    return [*verb_words[:at], *adverbs, *verb_words[at:]]


def adverbs_in_place(tokens: Sequence[str], verb: Node, mods: list[Edge],
                     say: Callable[[Node, Edge], str]) -> dict[int, tuple[str, str]]:
    """The modifiers among ``mods`` of ``verb`` that :func:`adverb_place` places next to
    the verb, by ``id`` of the edge: (place, text as ``say`` says it)."""
    found: dict[int, tuple[str, str]] = {}
    mods = sorted(mods, key=lambda e: e.target.align[0] if isinstance(e.target, Node)
                  and e.target.align else -1)  # the source's order among them
    for edge in mods:
        target = edge.target
        if not isinstance(target, Node) or len(target.align) != 1 \
                or adverb_place(tokens, verb, edge, None) is None:
            continue  # (saying a modifier marks its nodes said: only an adverb's)
        text = say(verb, edge)
        place = adverb_place(tokens, verb, edge, text) if text else None
        if place is not None:
            found[id(edge)] = (place, text)
    return found
