"""The realizer's view of a graph: the layout tree from the focus, and the aligned source.

The tree is penman's own layout of the graph (``penman.layout.configure``, AMR model), so
a refocused graph is read from its new top with the edges inverted on the way
up, exactly as its PENMAN text shows.  :class:`Source` holds the ``::tok``
tokens and ``~e.N`` alignments of a parsed graph, and decides whether a
subtree still reads as a stretch of the source sentence.

>>> import penman
>>> g = penman.decode('''# ::snt They like cats.
... # ::tok They like cats .
... (l / like-01~e.1 :ARG0 (t / they~e.0) :ARG1 (c / cat~e.2))''')
>>> tree = build_tree(g)
>>> tree.concept, [(e.role, e.target.var) for e in tree.edges]
('like-01', [(':ARG0', 't'), (':ARG1', 'c')])
>>> source = Source.from_graph(g, tree)
>>> source.text(2, 2), source.tokens[tree.align[0]]
('cats', 'like')
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import penman
from penman import layout
from penman.models.amr import model as amr_model

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.parse_finite_verbs import KEY as FINITE
from pipeline.backends.builtin.parse_finite_verbs import read_finite_pasts
from pipeline.backends.builtin.parse_opening_words import KEY as OPENER
from pipeline.backends.builtin.parse_opening_words import read_opening_word_tags
from pipeline.backends.builtin.parse_proper_openers import KEY as PROPER
from pipeline.backends.builtin.parse_root import KEY as ROOT
from pipeline.backends.builtin.realize_source_tokens import SourceTokens, joined_tokens

__all__ = ["Const", "Edge", "Node", "Ref", "Source", "base_role", "build_tree", "is_inverted",
           "occurrences"]

# Roles whose names end in -of without being inversions (":consist-of"...), as AMR defines them.
_NOT_INVERTED = frozenset(role for role in amr_model.roles if role.endswith("-of"))
_ALIGNMENT = re.compile(r"~[a-zA-Z]*\.?([\d,]+)$")


@dataclass(eq=False)
class Node:
    """A node where the layout defines it, with the edges below it in layout order."""

    var: str
    concept: str
    align: tuple[int, ...] = ()
    edges: list[Edge] = field(default_factory=list)
    parent: Node | None = None
    role: str | None = None  # the layout role that led here (":ARG0-of"...)
    subtree: list[Node] | None = field(default=None, repr=False)

    def walk(self) -> list[Node]:
        """This node and every node below it, in layout order (computed once)."""
        if self.subtree is None:
            found = [self]
            for edge in self.edges:
                if isinstance(edge.target, Node):
                    found.extend(edge.target.walk())
            self.subtree = found
        return self.subtree


@dataclass(frozen=True)
class Ref:
    """A re-entrancy: a variable defined elsewhere in the tree."""

    var: str


@dataclass(frozen=True)
class Const:
    value: str
    align: tuple[int, ...] = ()

    @property
    def text(self) -> str:
        return self.value[1:-1] if self.value.startswith('"') and len(self.value) > 1 else self.value


@dataclass
class Edge:
    role: str
    target: Node | Ref | Const


def is_inverted(role: str) -> bool:
    return role.endswith("-of") and role not in _NOT_INVERTED


def base_role(role: str) -> str:
    """``:ARG0-of`` -> ``:ARG0``; ``:domain`` stays (it is a role of its own in AMR)."""
    return role[:-3] if is_inverted(role) else role


@lru_cache(maxsize=65536)  # pure, and the same markers come back for every focus of a graph
def _split_alignment(text: str) -> tuple[str, tuple[int, ...]]:
    if "~" not in text:
        return text, ()
    found = _ALIGNMENT.search(text)
    if not found:
        return text, ()
    indices = tuple(int(i) for i in found.group(1).split(",") if i)
    return text[:found.start()], indices


def build_tree(graph: penman.Graph) -> Node:
    """The layout tree of ``graph`` from its top.

    Graphs whose layout data no longer fits their top (a top set by hand) are
    laid out afresh; their alignments are kept.
    """
    try:
        tree = layout.configure(graph, model=amr_model)
    except Exception:  # any layout problem: lay out from the triples
        fresh = penman.Graph(graph.triples, top=graph.top)
        fresh.epidata = {t: [a for a in graph.epidata.get(t, []) if _is_alignment(a)]
                         for t in graph.triples}
        tree = layout.configure(fresh, model=amr_model)
    variables = {inst.source for inst in graph.instances()}
    return _node(tree.node, variables, None, None)


def _is_alignment(epi: object) -> bool:
    from penman.surface import AlignmentMarker

    return isinstance(epi, AlignmentMarker)


def _node(branch: tuple, variables: set[str], parent: Node | None, role: str | None) -> Node:
    var, branches = branch
    node = Node(var=var, concept="", parent=parent, role=role)
    for aligned_role, target in branches:
        edge_role = _split_alignment(aligned_role)[0]  # ":ARG0~e.0" -> ":ARG0"
        if edge_role == "/":
            concept, node.align = _split_alignment(str(target))
            node.concept = concept.strip('"').lower() if concept else "thing"
        elif isinstance(target, tuple):
            node.edges.append(Edge(edge_role, _node(target, variables, node, edge_role)))
        else:
            value, align = _split_alignment(str(target))
            if value in variables:
                node.edges.append(Edge(edge_role, Ref(value)))
            else:
                node.edges.append(Edge(edge_role, Const(value, align)))
    if not node.concept:
        node.concept = "thing"
    return node


@dataclass
class Source:
    """The tokens of a parsed sentence and which node each aligned token belongs to."""

    tokens: list[str]
    sentence: str
    owner: dict[int, str]  # token index -> variable (first claimant)
    starts: list[int]  # character offset of each token in ``sentence`` (-1: not found)
    # sentence-opening words the parse found to be names (parse_proper_openers)
    proper: frozenset[int] = frozenset()
    # finite past verbs said actively and their subjects, "Erika churned" (parse_finite_verbs)
    finite: dict[int, int] = field(default_factory=dict)
    # the variable of the parse's own root (parse_root); None for a gold graph
    root: str | None = None
    # spaCy's tag and dependency of the opening word (parse_opening_words); None for a gold
    # graph
    opener: tuple[str, str] | None = None

    def __post_init__(self) -> None:
        # the text checks read the tokens lowercased and joined, made once (realize_source_tokens)
        if not isinstance(self.tokens, SourceTokens):
            self.tokens = SourceTokens(self.tokens)

    @classmethod
    def from_graph(cls, graph: penman.Graph, tree: Node) -> Source | None:
        tok = graph.metadata.get("tok")
        if not tok:
            return None
        tokens = tok.split()
        owner: dict[int, str] = {}
        for node in tree.walk():
            for i in node.align:
                owner.setdefault(i, node.var)
            for edge in node.edges:
                if isinstance(edge.target, Const):
                    for i in edge.target.align:
                        owner.setdefault(i, node.var)
        if not owner:
            return None
        sentence = graph.metadata.get("snt") or tok
        starts, pos = [], 0
        for token in tokens:
            found = sentence.find(token, pos)
            starts.append(found)
            if found >= 0:
                pos = found + len(token)
        proper = frozenset(int(i) for i in graph.metadata.get(PROPER, "").split()
                           if i.isdigit())
        finite = read_finite_pasts(graph.metadata.get(FINITE, ""))
        return cls(tokens, sentence, owner, starts, proper, finite, graph.metadata.get(ROOT),
                   read_opening_word_tags(graph.metadata.get(OPENER, "")))

    def word(self, index: int) -> str:
        return self.tokens[index] if 0 <= index < len(self.tokens) else ""

    def ing_noun(self, index: int, after: Collection[str]) -> bool:
        """Whether the -ing word at ``index`` is a noun: before its "of" phrase and right
        after one of the words ``after`` ("Admiral Gehman's handling of the
        investigation", "another meeting of leaders")."""
        return self.word(index).lower().endswith("ing") \
            and self.word(index + 1).lower() == "of" \
            and self.word(index - 1).lower() in after

    def opens(self, index: int) -> bool:
        """Whether token ``index`` opens the sentence: only punctuation (an opening quotation
        mark) before it."""
        return all(not re.search(r"\w", t) for t in self.tokens[:index])

    def text(self, lo: int, hi: int) -> str:
        """Tokens ``lo..hi`` (inclusive) with the source sentence's own spacing."""
        a, b = self.starts[lo], self.starts[hi]
        if a >= 0 and b >= 0 and b >= a:
            return self.sentence[a:b + len(self.tokens[hi])]
        return detokenize(self.tokens[lo:hi + 1])

    def span(self, node: Node, inside: set[str], loose: bool = False,
             named: frozenset[str] = frozenset()) -> tuple[int, int] | None:
        """The source span that ``node``'s subtree reads as, or None when it has none.

        ``inside`` holds the variables whose tokens may appear in the span (the
        subtree's own nodes and the re-entrancies it mentions).  A span qualifies
        when every node of the subtree is aligned and every token in it either
        belongs to ``inside`` or is an unaligned function word or punctuation
        (``loose``: or any unaligned word; ``named``: or a word a node of the subtree
        names, such as the "years" of a temporal quantity the parser aligned elsewhere).
        """
        indices: list[int] = []
        for sub in node.walk():
            if not sub.align:
                if sub.concept not in UNALIGNED_OK:
                    return None
                continue
            indices.extend(i for i in sub.align if self.owner.get(i) == sub.var)
            indices.extend(i for e in sub.edges if isinstance(e.target, Const)
                           for i in e.target.align if self.owner.get(i) == sub.var)
        if not indices:
            return None
        lo, hi = min(indices), max(indices)
        if hi >= len(self.tokens):
            return None
        for i in range(lo, hi + 1):
            who = self.owner.get(i)
            if who is None:
                word = self.tokens[i].lower()
                if not loose and word not in FUNCTION_WORDS and word not in named and \
                        re.search(r"\w", word):
                    return None
            elif who not in inside:
                return None
        return lo, hi


# Concepts a parser may leave unaligned because no word stands for them.
UNALIGNED_OK = frozenset({"name", "person", "thing", "and", "or", "multi-sentence",
                           "have-org-role-91", "have-rel-role-91", "date-entity", "amr-unknown",
                           "temporal-quantity", "monetary-quantity", "cause-01", "possible-01",
                           "you",  # "you" of an order is never said
                           "now"})  # nor the "now" of "two years ago" (before :op1 now)

_NO_SPACE_BEFORE = re.compile(r"^(?:[.,;:!?%)\]}]|'s|'re|'ll|'ve|'m|'d|n't|'|\.\.\.)$", re.I)
_NO_SPACE_AFTER = {"(", "[", "{", "$", "``"}


def occurrences(words: Sequence[str], tokens: Sequence[str]) -> Iterator[int]:
    """Every index, first to last, at which ``tokens`` hold ``words`` in a row.

    >>> list(occurrences(["to", "the"], "went to the park to the left".split()))
    [1, 4]
    """
    said = list(words)
    for k in range(len(tokens) - len(said) + 1):
        if list(tokens[k:k + len(said)]) == said:
            yield k


def said_anew(pattern: re.Pattern[str], text: str, tokens: Sequence[str]) -> bool:
    """Whether ``pattern`` is found in the rebuilt ``text`` and not in the source
    (``tokens``, joined by spaces): a construction the realizer added, not one the source
    had ("did not will" where the source said "won't").

    >>> said_anew(re.compile(r"\\bdid not will\\b"), "They did not will.", "They wo n't .".split())
    True
    >>> said_anew(re.compile(r"\\bwill\\b"), "They will.", "They will .".split())
    False
    """
    return pattern.search(text) is not None and pattern.search(joined_tokens(tokens)) is None


def detokenize(tokens: list[str]) -> str:
    """Join tokens as prose: no space before punctuation and clitics."""
    out = ""
    for token in tokens:
        if not out or _NO_SPACE_BEFORE.match(token) or out[-1] in _NO_SPACE_AFTER:
            out += token
        else:
            out += " " + token
    return out
