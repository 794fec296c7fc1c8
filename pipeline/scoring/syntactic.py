"""Syntactic diversity: tree edit distance between constituency trees (TED-3, TED-F).

As in ParaAMR, trees are compared without their words: the leaves are the
part-of-speech preterminals, so two sentences with the same structure and
different words are at distance 0.  TED-3 compares the top three levels
(the topmost phrase is level 1), TED-F the whole tree; every edit (insert,
delete, relabel) costs 1, computed with APTED.

>>> a = PhraseTree.from_bracketed("(S (NP (DT the) (NN dog)) (VP (VBD barked)))")
>>> a.bracketed()
'(S (NP (DT) (NN)) (VP (VBD)))'
>>> b = PhraseTree.from_bracketed("(S (VP (VBD)) (NP (DT) (NN)))")
>>> tree_edit_distance(a, b), tree_edit_distance(a.pruned(2), b.pruned(2))
(4, 2)

Trees come from benepar when it and its ``benepar_en3`` model are installed,
else from stanza with a locally installed constituency model, else they are
projected from the spaCy dependency parse (:class:`DependencyProjection`).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING, Any, ClassVar

from pipeline.scoring.base import Metric, Score, cached_model, make_signature, warn_truncated

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

    from pipeline.settings import Settings

__all__ = [
    "TED3",
    "TEDF",
    "DependencyProjection",
    "PhraseTree",
    "TreeParser",
    "get_tree_parser",
    "tree_edit_distance",
]

log = logging.getLogger(__name__)

MAX_TREE_TOKENS = 150  # APTED is cubic in tree size; longer inputs are cut here
# Components the trees do not read, skipped per call (the pipeline is shared).
_UNUSED = ["ner", "lemmatizer"]


@dataclass(frozen=True)
class PhraseTree:
    """A labelled ordered tree without words."""

    label: str
    children: tuple[PhraseTree, ...] = ()

    @classmethod
    def from_bracketed(cls, text: str) -> PhraseTree:
        """Read Penn-Treebank brackets; word leaves (bare tokens) are dropped.

        >>> PhraseTree.from_bracketed("(ROOT (S (NP (PRP It)) (VP (VBZ works))))").size()
        6
        """
        tokens = re.findall(r"\(|\)|[^\s()]+", text)
        if not tokens:
            raise ValueError("empty tree")
        position = 0

        def node() -> PhraseTree:
            nonlocal position
            if tokens[position] != "(":
                raise ValueError(f"expected '(' at token {position} of {text!r}")
            label = tokens[position + 1]
            position += 2
            children = []
            while tokens[position] != ")":
                if tokens[position] == "(":
                    children.append(node())
                else:
                    position += 1  # a word
            position += 1
            return cls(label, tuple(children))

        try:
            return node()
        except IndexError:
            raise ValueError(f"unbalanced brackets in {text!r}") from None

    def bracketed(self) -> str:
        if not self.children:
            return f"({self.label})"
        return f"({self.label} {' '.join(c.bracketed() for c in self.children)})"

    def size(self) -> int:
        return 1 + sum(c.size() for c in self.children)

    def height(self) -> int:
        return 1 + max((c.height() for c in self.children), default=0)

    def pruned(self, levels: int) -> PhraseTree:
        """The top ``levels`` levels (1 keeps only the root)."""
        if levels <= 1:
            return PhraseTree(self.label)
        return PhraseTree(self.label, tuple(c.pruned(levels - 1) for c in self.children))


def tree_edit_distance(a: PhraseTree, b: PhraseTree) -> int:
    """Unit-cost tree edit distance (APTED)."""
    from apted import APTED, Config

    class _LabelConfig(Config):
        def rename(self, node1: PhraseTree, node2: PhraseTree) -> int:
            return int(node1.label != node2.label)

        def children(self, node: PhraseTree) -> Sequence[PhraseTree]:
            return node.children

    return int(APTED(a, b, _LabelConfig()).compute_edit_distance())


class TreeParser:
    """Sentences to :class:`PhraseTree`, with a per-process cache by text."""

    name: ClassVar[str]
    _CACHE_SIZE = 8192

    def __init__(self) -> None:
        self._trees: dict[str, PhraseTree] = {}

    def description(self) -> str:
        return self.name

    def clear(self) -> None:
        """Forget the cached trees (benchmarks time the parsing too)."""
        self._trees.clear()

    def trees(self, texts: Sequence[str]) -> list[PhraseTree]:
        missing = list(dict.fromkeys(t for t in texts if t not in self._trees))
        if missing:
            if len(self._trees) + len(missing) > self._CACHE_SIZE:
                self._trees.clear()
            self._trees.update(zip(missing, self._parse(missing), strict=True))
        return [self._trees[t] for t in texts]

    def _parse(self, texts: list[str]) -> list[PhraseTree]:
        raise NotImplementedError


# Universal POS of a head -> the phrase its dependents form.
PHRASE_OF_POS = {
    "NOUN": "NP", "PROPN": "NP", "PRON": "NP", "NUM": "NP", "DET": "NP",
    "VERB": "VP", "AUX": "VP",
    "ADJ": "ADJP", "ADV": "ADVP", "ADP": "PP", "SCONJ": "SBAR", "PART": "PRT",
    "CCONJ": "UCP", "INTJ": "INTJ",
}
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})
NOMINAL_MODIFIER_DEPS = frozenset({"compound", "det", "predet", "poss", "nummod", "amod", "npadvmod"})


class DependencyProjection(TreeParser):
    """Phrase trees projected from the spaCy dependency parse.

    Each token is a preterminal labelled with its Penn tag.  A token with
    dependents heads a phrase whose children, in surface order, are its
    dependents' phrases and its own preterminal; the phrase is labelled from
    the head's universal POS (:data:`PHRASE_OF_POS`: nouns give NP, verbs VP,
    prepositions PP, ...); a one-word noun or pronoun argument is still an NP,
    as in PTB.  A verb with a subject gives PTB's clause shape,
    ``(S subject... (VP verb objects...))``, with sentence-final punctuation
    attached to S; a verb without a subject is a bare VP; a clause with a
    subordinating ``mark`` ("that", "because") is ``(SBAR (IN) (S ...))``.
    Several sentences hang under one S.

    What it does to the numbers: the trees have no bar levels and no nested
    projections (PTB's ``(NP (NP the dog) (PP ...))`` is one flat NP here, its
    auxiliaries sit in one VP instead of nested VPs), so they have fewer nodes
    than benepar's trees and TED-F comes out smaller; TED-3 sees the
    clause/subject/predicate frame and the phrase types at the top, which
    survive the projection well.  Compare TED numbers only under the same
    signature.

    >>> DependencyProjection().trees(["The dog chased a small cat."])[0].bracketed()
    '(S (NP (DT) (NN)) (VP (VBD) (NP (DT) (JJ) (NN))) (.))'
    """

    name = "spacy-dep-projection"

    def description(self) -> str:
        nlp = self._nlp()
        return f"{self.name}({nlp.meta.get('name', 'spacy')}-{nlp.meta.get('version', '?')})"

    @staticmethod
    def _nlp() -> Any:
        from pipeline.nlp import load_spacy

        return load_spacy()  # the parser's pipeline: one load a process

    def _parse(self, texts: list[str]) -> list[PhraseTree]:
        nlp = self._nlp()
        trees = []
        for text, doc in zip(texts, nlp.pipe(texts, disable=_UNUSED), strict=True):
            if len(doc) > MAX_TREE_TOKENS:
                warn_truncated("ted", self.name, len(doc), MAX_TREE_TOKENS, "tokens")
                doc = nlp(text[:doc[MAX_TREE_TOKENS].idx], disable=_UNUSED)
            trees.append(self._document_tree(list(doc.sents)))
        return trees

    def _document_tree(self, sentences: list[Span]) -> PhraseTree:
        roots = [self._project(s.root) for s in sentences if len(s.text.strip())]
        if not roots:
            return PhraseTree("S")
        if len(roots) == 1:
            return roots[0] if roots[0].label == "S" else PhraseTree("S", (roots[0],))
        return PhraseTree("S", tuple(roots))

    def _project(self, token: Token) -> PhraseTree:
        own = PhraseTree(token.tag_ or token.pos_ or "X")
        lefts, rights = list(token.lefts), list(token.rights)
        label = PHRASE_OF_POS.get(token.pos_, "XP")
        if not lefts and not rights:
            # PTB wraps even a one-word argument ("(NP (PRP he))"), not a modifier.
            wrap = label == "NP" and token.dep_ not in NOMINAL_MODIFIER_DEPS
            return PhraseTree("NP", (own,)) if wrap else own
        left = [self._project(t) for t in lefts]
        right = [self._project(t) for t in rights]
        if label != "VP":
            return PhraseTree(label, (*left, own, *right))
        marks = 0
        while marks < len(lefts) and lefts[marks].dep_ == "mark":
            marks += 1
        subject = max((i for i, t in enumerate(lefts) if t.dep_ in SUBJECT_DEPS), default=None)
        if subject is None:
            clause = PhraseTree("VP", (*left[marks:], own, *right))
        else:
            final = len(rights)
            while final > 0 and rights[final - 1].dep_ == "punct":
                final -= 1
            vp = PhraseTree("VP", (*left[subject + 1:], own, *right[:final]))
            clause = PhraseTree("S", (*left[marks:subject + 1], vp, *right[final:]))
        return PhraseTree("SBAR", (*left[:marks], clause)) if marks else clause


class BeneparParser(TreeParser):
    """benepar's ``benepar_en3`` constituency parser inside the spaCy pipeline."""

    name = "benepar"

    def __init__(self) -> None:
        super().__init__()
        import benepar  # noqa: F401  (registers the spaCy factory)

        from pipeline.nlp import english_package

        # A pipeline of our own: adding benepar to the shared one would slow every user.
        self._pipeline = english_package().load()
        self._pipeline.add_pipe("benepar", config={"model": "benepar_en3"})

    def description(self) -> str:
        return f"benepar-{_version('benepar')}(benepar_en3)"

    def _parse(self, texts: list[str]) -> list[PhraseTree]:
        trees = []
        for doc in self._pipeline.pipe(texts):
            sents = [PhraseTree.from_bracketed(s._.parse_string) for s in doc.sents]
            trees.append(sents[0] if len(sents) == 1 else PhraseTree("S", tuple(sents)))
        return trees


class StanzaParser(TreeParser):
    """stanza's English constituency parser, from locally installed resources only."""

    name = "stanza"

    def __init__(self) -> None:
        super().__init__()
        import stanza

        self._pipeline = stanza.Pipeline("en", processors="tokenize,pos,constituency",
                                         download_method=None, verbose=False)

    def description(self) -> str:
        return f"stanza-{_version('stanza')}"

    def _parse(self, texts: list[str]) -> list[PhraseTree]:
        trees = []
        for text in texts:
            sents = [_strip_root(PhraseTree.from_bracketed(str(s.constituency)))
                     for s in self._pipeline(text).sentences]
            trees.append(sents[0] if len(sents) == 1 else PhraseTree("S", tuple(sents)))
        return trees


def _strip_root(tree: PhraseTree) -> PhraseTree:
    while tree.label in ("ROOT", "TOP") and len(tree.children) == 1:
        tree = tree.children[0]
    return tree


def _has_module(name: str) -> bool:
    from importlib.util import find_spec

    return find_spec(name) is not None


def _version(package: str) -> str:
    try:
        return version(package)
    except PackageNotFoundError:
        return "?"


_CONSTITUENCY_PARSERS: tuple[tuple[str, type[TreeParser]], ...] = (
    ("benepar", BeneparParser), ("stanza", StanzaParser))


def get_tree_parser(prefer: Iterable[str] = ("benepar", "stanza")) -> TreeParser:
    """The best constituency source installed, chosen and loaded once per process.

    The choice is cached with its fallback: a parser installed but failing to load is
    tried (and warned about) once, not on every call.
    """
    wanted = frozenset(prefer)
    names = tuple(name for name, _ in _CONSTITUENCY_PARSERS if name in wanted)
    return cached_model(("tree-parser", names), lambda: _best_tree_parser(names))


def _best_tree_parser(names: tuple[str, ...]) -> TreeParser:
    for name, cls in _CONSTITUENCY_PARSERS:
        if name in names and _has_module(name):
            try:
                return cls()
            except Exception as exc:  # installed without its model: fall back, say so
                log.warning("%s is installed but cannot parse (%s); using the spaCy projection",
                            name, exc)
    return DependencyProjection()


class _TreeEditDistance(Metric):
    levels: ClassVar[int | None]
    higher = "diverse"

    def __init__(self, settings: Settings | None = None, parser: TreeParser | None = None) -> None:
        super().__init__(settings)
        self._parser = parser

    @property
    def parser(self) -> TreeParser:
        if self._parser is None:
            self._parser = get_tree_parser()
        return self._parser

    def signature(self) -> str:
        return make_signature(self.name, trees=self.parser.description(), words="no",
                              levels=self.levels or "all", ted=f"apted-{_version('apted')}")

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        if not source.strip():
            return [None] * len(candidates)
        texts = [source, *[c for c in candidates if c.strip()]]
        trees = dict(zip(texts, self.parser.trees(texts), strict=True))
        reference = self._cut(trees[source])
        return [float(tree_edit_distance(reference, self._cut(trees[c]))) if c.strip() else None
                for c in candidates]

    def _cut(self, tree: PhraseTree) -> PhraseTree:
        return tree.pruned(self.levels) if self.levels else tree


class TED3(_TreeEditDistance):
    name = "ted3"
    levels = 3


class TEDF(_TreeEditDistance):
    name = "tedf"
    levels = None
