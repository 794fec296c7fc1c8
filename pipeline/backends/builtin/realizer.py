"""The built-in AMR-to-English realizer, with focus-first constructions.

``realize(graph)`` reads the graph from its top (its focus) down, as penman lays
it out: the top becomes the head of the sentence, and the edges a refocusing
inverted on the way up become the constructions a neural generator tends to
produce for a new focus (a parenthetical old root, a passive for an ARG1
focus, a cleft or existential for a noun, a fronted purpose or condition).

Parsed graphs carry ``::tok`` and ``~e.N`` alignments: any subtree whose nodes
still cover a clean stretch of the source is read back as that stretch, and
single words keep their source forms (tense, number, determiners).  Gold
graphs without alignments are realized from their concepts alone.

>>> import penman
>>> r = realize(penman.decode('(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))'))
>>> r.text, r.construction
('The boy wanted to go.', 'declarative')
>>> realize(penman.decode('(s / sleep-01 :polarity - :ARG0 (i / i))')).text
'I did not sleep.'
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

import penman

from pipeline.backends.base import GenerationResult, Generator, GraphInput, input_graph
from pipeline.backends.builtin.morphology import (
    AUXILIARIES,
    FUNCTION_WORDS,
    PRONOUNS,
    Tense,
    adverb,
    inflect,
    lemma_pos,
    number_words,
    ordinal_word,
    plural,
    pronoun_form,
    verb_group,
    with_article,
)
from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    Source,
    base_role,
    build_tree,
    detokenize,
    is_inverted,
)
from pipeline.graph import is_frame
from pipeline.graph import strip_sense as stem  # "need-01" -> "need"; other concepts unchanged

__all__ = ["BuiltinGenerator", "Realization", "realize"]

log = logging.getLogger(__name__)

_ARG = re.compile(r"^:ARG(\d)$")
Case = Literal["subj", "obj", "poss"]

MODALS = {"possible-01": "can", "obligate-01": "must", "permit-01": "may",
          "recommend-01": "should", "likely-01": "will probably", "need-01": None,
          "allow-01": None}
_MODAL_PAST = {"can": "could", "must": "had to", "may": "might", "should": "should",
               "will probably": "would probably"}
# Verbs whose clausal ARG1 reads best without "that", and that make a natural
# parenthetical when their complement is the focus ("..., I know.").
SPEECH = frozenset(["say", "ask", "answer", "reply", "tell", "exclaim", "repeat", "respond", "shout", "cry", "add", "continue", "declare", "explain", "insist", "murmur", "whisper", "order", "command"])
COGNITION = frozenset(["know", "think", "believe", "say", "tell", "feel", "guess", "suppose", "hope", "expect", "realize", "understand", "see", "hear", "fear", "imagine", "remember", "notice", "claim", "report", "announce", "mean", "assume", "reckon", "wonder", "agree"])
CONTROL = frozenset(["want", "try", "need", "decide", "begin", "start", "fail", "hope", "plan", "like", "love", "hate", "refuse", "agree", "learn", "manage", "seem", "continue", "prefer", "promise", "offer", "wish", "attempt", "succeed", "forget", "remember", "intend", "expect", "ask", "order", "tell", "allow"])
DETERMINERS = frozenset(["this", "that", "these", "those", "some", "any", "every", "each", "all", "no", "another", "such", "either", "neither", "both", "many", "much", "few", "several", "other"])
PRE_VERB_ADVERBS = frozenset(["also", "just", "even", "only", "still", "never", "ever", "already", "really", "always", "often", "sometimes", "usually", "almost", "nearly", "probably", "certainly"])
_HUMAN = frozenset(["person", "man", "woman", "boy", "girl", "child", "king", "prince", "princess", "queen", "businessman", "geographer", "lamplighter", "drunkard", "pilot", "explorer", "friend", "father", "mother", "brother", "sister", "people", "grown-up", "astronomer"])
_FEMALE = frozenset(["woman", "girl", "queen", "princess", "mother", "sister", "lady", "flower"])
_UNIT_CONCEPTS = frozenset({"temporal-quantity", "monetary-quantity", "distance-quantity",
                            "mass-quantity", "volume-quantity", "area-quantity"})
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
# Prepositions of non-core roles; clause order follows this table.
ROLE_PREPOSITIONS: dict[str, str] = {
    ":instrument": "with", ":accompanier": "with", ":location": "in", ":destination": "to",
    ":source": "from", ":path": "through", ":beneficiary": "for", ":topic": "about",
    ":duration": "for", ":medium": "in", ":example": "such as", ":extent": "for",
    ":direction": "", ":frequency": "", ":time": "", ":manner": "", ":purpose": "",
    ":cause": "because", ":condition": "if", ":concession": "although",
    ":compared-to": "than", ":subevent-of": "during", ":part-of": "of", ":consist-of": "of",
}
_CLAUSE_CONNECTIVE = {":cause": "because", ":condition": "if", ":concession": "although",
                      ":time": "when", ":purpose": "so that", ":manner": "by"}
_INVERTED_CONNECTIVES = {"cause-01": ("because", ":ARG0", ":ARG1"),
                         "have-concession-91": ("although", ":ARG2", ":ARG1"),
                         "have-condition-91": ("if", ":ARG2", ":ARG1"),
                         "contrast-01": ("but", ":ARG2", ":ARG1")}
_RELATIVE_FOR_ROLE = {":purpose": "for which", ":time": "when", ":location": "where",
                      ":cause": "which is why", ":manner": "which is how",
                      ":condition": "in which case", ":instrument": "with which"}
_WH_WORDS = {":ARG0": "who", ":ARG1": "what", ":ARG2": "what", ":location": "where",
             ":time": "when", ":manner": "how", ":cause": "why", ":purpose": "why",
             ":quant": "how many", ":degree": "how", ":mod": "what", ":duration": "how long",
             ":source": "where", ":destination": "where"}
_PREPOSITION_CONCEPTS = frozenset(["after", "before", "since", "until", "among", "around", "between", "near", "behind", "inside", "outside", "beyond", "above", "below", "under", "across", "against", "toward", "through", "during", "within", "without",
                                   "over", "into", "onto", "upon", "off", "past", "along"])
_PREPOSITIONS = frozenset(["of", "to", "in", "on", "at", "by", "for", "with", "from", "into", "onto", "about", "over", "under", "through", "after", "before", "since", "until", "during", "without", "within", "among", "between", "against", "toward", "towards", "upon", "across", "behind", "beyond", "near", "like", "than", "off", "out", "around", "inside", "outside", "along", "past"])
_SKIPPABLE = frozenset(["the", "a", "an", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their", "some", "any", "all", "every", "each", "no", "very", "most", "more"])
_VERB_GROUP_ADVERBS = frozenset(["not", "n't", "never", "also", "just", "often", "always", "still",
                                 "already", "really", "probably", "even", "sometimes", "usually",
                                 "ever", "soon", "then", "certainly", "only", "now"])
_TIME_WORDS = frozenset(["then", "now", "once", "today", "yesterday", "tomorrow", "before", "after", "soon", "later", "ago", "again", "always", "never", "ever", "already", "still", "recently"])


@dataclass(frozen=True)
class Realization:
    """A generated sentence and the construction that shaped it."""

    text: str
    construction: str


@dataclass
class NP:
    """A realized noun phrase and the features a verb agrees with."""

    text: str
    person: int = 3
    plural: bool = False
    human: bool = False
    definite: bool = True

    def __bool__(self) -> bool:
        return bool(self.text)


@dataclass
class _Verb:
    """Tense, aspect and voice read from the aligned source verb group, if any."""

    tense: Tense = "past"
    modal: str | None = None
    perfect: bool = False
    progressive: bool = False
    passive: bool = False


@lru_cache(maxsize=1)
def _lexicon() -> Any:
    try:
        from pipeline.backends.builtin.lexicon import load_lexicon

        return load_lexicon()
    except Exception:
        log.warning("PropBank lexicon unavailable; the realizer uses its defaults")
        return None


@lru_cache(maxsize=1)
def _agent_nouns() -> dict[tuple[str, str], str]:
    lexicon = _lexicon()
    found: dict[tuple[str, str], str] = {}
    if lexicon is not None:
        for noun, pairs in lexicon.arg_nouns.items():
            for concept, role in pairs:
                found.setdefault((concept, role), noun)
    return found


def is_adjective(word: str) -> bool:
    tags = lemma_pos(word)
    return "ADJ" in tags and "VERB" not in tags and "NOUN" not in tags


@lru_cache(maxsize=8192)
def is_adjective_frame(concept: str) -> bool:
    """Whether a frame is said as an adjective ("good-02" -> "good"), per the lexicon."""
    word = stem(concept)
    lexicon = _lexicon()
    if lexicon is not None and concept in lexicon.adjectives.get(word, ()):
        return True
    return is_adjective(word)


class _Realizer:
    """State of one realization: which nodes have been said, and the source."""

    def __init__(self, graph: penman.Graph, *, reuse_top: bool | None = None) -> None:
        self.tree = build_tree(graph)
        self.nodes = {n.var: n for n in self.tree.walk()}
        self.source = Source.from_graph(graph, self.tree)
        self.done: set[str] = set()
        self.matches: dict[str, bool] = {}
        self.modifier_focus: Edge | None = None
        self.reserved: set[str] = set()
        self.overrides: dict[str, NP] = {}  # a node's phrase, built already with its focus  # said later in full: earlier mentions are pronouns
        self.final_mark = ""  # the source's own end mark, when the sentence is read back
        self.clauses: dict[str, bool] = {}
        self.question = False
        concepts = {n.concept for n in self.nodes.values()}
        # Dialogue (a "you", a question, an order) is in the present; narrative in the past.
        dialogue = bool(concepts & {"you", "amr-unknown"}) or any(
            isinstance(e.target, Const) and e.target.text in ("imperative", "interrogative")
            for n in self.nodes.values() for e in n.edges)
        if stem(self.tree.concept) in SPEECH:
            dialogue = False  # what is said goes between quotes, in its own present
        self.default_tense: Tense = "present" if dialogue else "past"
        if reuse_top is None:
            reuse_top = self.source is not None and not self.looks_refocused()
        self.reuse_top = reuse_top

    def looks_refocused(self) -> bool:
        """Whether the top is no longer the parse's root, so the sentence must be rebuilt.

        A refocused top has an inverted edge up to its old parent, or somewhere
        below it an inverted edge whose subtree no longer covers a clean stretch
        of the source (the old root's clause with a hole where the focus was).
        """
        top = self.tree
        if any(self.is_refocus_edge(top, e) for e in top.edges):
            return True
        if self.source is None:
            return False
        for edge in top.edges:
            # "X :domain Y" said as "the X Y" in the source: the modifier became the focus.
            if edge.role == ":domain" and isinstance(edge.target, Node) and top.align:
                start = edge.target.align[0] if edge.target.align else None
                if start is not None and top.align[0] < start:
                    self.modifier_focus = edge
                    return True
        for node in top.walk():
            if node.parent is None or not node.role or not is_inverted(node.role) \
                    or not any(isinstance(e.target, Node) for e in node.edges):
                continue
            if self.source.span(node, {n.var for n in node.walk()}, loose=True) is None:
                return True
            # A relative clause follows its head noun; a clause with arguments before
            # it ("the drawn picture" has none) is an old root.
            start = self.position(node)
            head = node.parent.align
            if start is not None and head and start < head[0] and not self.is_clause(node.parent) \
                    and node.concept not in _INVERTED_CONNECTIVES \
                    and not node.concept.endswith("-91") and any(
                    _ARG.match(e.role) for n in node.walk() for e in n.edges):
                return True
            if node.role == ":ARG0-of" and head and node.align and self.main_verb_after(
                    head[0], node):
                return True
        return False

    # ----------------------------------------------------------------- sentences
    def run(self) -> Realization:
        top = self.tree
        if top.concept == "multi-sentence":
            parts, kinds = [], []
            for edge in top.edges:
                if isinstance(edge.target, Node):
                    text, kind = self.sentence(edge.target)
                    parts.append(self.finish(text, edge.target))
                    kinds.append(kind)
            return Realization(" ".join(p for p in parts if p) or "Something.",
                               "multi-sentence" if len(set(kinds)) != 1 else kinds[0])
        text, kind = self.sentence(top)
        if not text.strip():
            self.done.clear()
            self.reserved.clear()
            text, kind = self.np(top, "subj").text, "fragment"
        return Realization(self.finish(text, top), kind)

    def finish(self, text: str, top: Node) -> str:
        text = re.sub(r"\s+", " ", text).strip(" ,")
        text = re.sub(r" ([,:])", r"\1", text)
        if not text:
            return ""
        text = text[0].upper() + text[1:]
        mode = self.const(top, ":mode")
        if text[-1] in ".?!" or text.endswith(('."', '?"', '!"')):
            return text
        closing = ""
        if text.endswith('"'):
            text, closing = text[:-1].rstrip(), '"'
        if self.final_mark:
            mark = self.final_mark
        elif self.question or mode == "interrogative":
            mark = "?"
        else:
            mark = "!" if mode in ("expressive", "imperative") else "."
        return text + mark + closing

    def sentence(self, top: Node) -> tuple[str, str]:
        if self.reuse_top and self.source is not None:
            span = self.reused(top, allow_single=False)
            if span is not None:
                marks = [t for t in self.source.tokens if t in (".", "?", "!")]
                self.final_mark = marks[-1] if marks else ""
                return span, "source-order"
        inverted = _largest_first([e for e in top.edges if self.is_refocus_edge(top, e)])
        if self.modifier_focus is not None and self.modifier_focus in top.edges:
            return self.refocused_noun(top, self.modifier_focus)
        if is_frame(top.concept) and not inverted and self.const(top, ":mode") is None \
                and top.concept not in _INVERTED_CONNECTIVES and top.concept not in MODALS \
                and not top.concept.endswith("-91") and not any(
                e.role in (":ARG0", ":ARG1") or e.role.startswith(":op") for e in top.edges) \
                and any(_ARG.match(e.role) for e in top.edges) and not is_adjective_frame(top.concept):
            return self.np(top, "subj").text, "nominal"
        if self.is_clause(top):
            if inverted:
                return self.refocused_clause(top, inverted[0])
            return self.clause(top), self.construction_of(top)
        if inverted:
            return self.refocused_noun(top, inverted[0])
        wholes = [e for e in top.edges if e.role == ":part" and isinstance(e.target, Node)
                  and any(self.is_refocus_edge(e.target, x) for x in e.target.edges)]
        if wholes:  # (he :part (brain :ARG2-of ...)): "his brain" is what the sentence is about
            return self.refocused_noun(top, wholes[0])
        return self.np(top, "subj").text, "fragment"

    def construction_of(self, node: Node) -> str:
        if node.concept in ("and", "or"):
            return "coordination"
        if self.question or self.const(node, ":mode") == "interrogative":
            return "question"
        if self.const(node, ":mode") == "imperative":
            return "imperative"
        return "declarative"

    def is_refocus_edge(self, node: Node, edge: Edge) -> bool:
        """An inverted edge up to a predicate: the path to the old root after refocusing."""
        target = edge.target
        return (is_inverted(edge.role) and isinstance(target, Node)
                and target.concept not in _INVERTED_CONNECTIVES
                and not (target.concept in MODALS and len(target.edges) <= 1)
                and any(isinstance(e.target, Node) for e in target.edges))

    def refocused_clause(self, top: Node, up: Edge) -> tuple[str, str]:
        parent = up.target
        assert isinstance(parent, Node)
        self.reserved.add(parent.var)
        role = base_role(up.role)
        skip = {id(up)}
        if role in (":purpose", ":condition", ":time", ":cause", ":concession", ":manner"):
            lead = _CLAUSE_CONNECTIVE[role]
            if role == ":purpose":
                front = self.clause(top, form="infinitive", skip=skip)
            elif role == ":manner":
                front = "by " + self.clause(top, form="gerund", skip=skip)
            else:
                front = f"{lead} {self.clause(top, skip=skip)}"
            rest = self.clause(parent, gap=role)
            name = "fronted-" + role[1:]
            return f"{front}, {rest}", name
        main = self.clause(top, skip=skip)
        return f"{main}, {self.tail(parent, role, top)}", "parenthetical-root"

    def tail(self, parent: Node, role: str, child: Node) -> str:
        """The old root as a parenthetical after the new main clause."""
        if parent.concept in ("and", "or", "multi-sentence", "contrast-01"):
            rest = [self.clause(e.target) for e in parent.edges
                    if isinstance(e.target, Node) and e.target is not child
                    and not is_inverted(e.role)]
            word = "or" if parent.concept == "or" else "but" if parent.concept == "contrast-01" else "and"
            return f"{word} " + f" {word} ".join(r for r in rest if r)
        if stem(parent.concept) in COGNITION and role == ":ARG1":
            return self.clause(parent, gap=role)
        if stem(parent.concept) in CONTROL and role == ":ARG1":
            return "as " + self.clause(parent, gap=role, stranded="to")
        if not is_frame(parent.concept):
            return "which is " + self.np(parent, "obj").text
        who = "who" if _ARG.match(role) and (child.concept in _HUMAN or (child.concept in PRONOUNS
                                            and child.concept != "it")) else "which"
        return self.clause(parent, gap=role, relative=_RELATIVE_FOR_ROLE.get(role, who))

    def refocused_noun(self, top: Node, up: Edge) -> tuple[str, str]:
        parent = up.target
        assert isinstance(parent, Node)
        self.reserved.add(parent.var)
        role = base_role(up.role)
        skip = {id(up)}
        rest = _largest_first([e for e in parent.edges if self.is_refocus_edge(parent, e)])
        same_word = bool(top.align and parent.align and top.align[0] == parent.align[0]
                         and len(top.edges) == 1 and self.source is not None)
        if (top.concept == "name" and role == ":name") or same_word:
            # A name stands for its entity, "more" in "smaller" for "small": the focus is the host.
            self.done.add(top.var)
            hosts = [e for e in parent.edges if e.role == ":domain" and isinstance(e.target, Node)]
            if not rest and hosts and self.source is not None:
                self.modifier_focus = hosts[0]
            return self.sentence(parent)
        if not self.is_clause(parent) or up is self.modifier_focus:
            # The focus modified another noun: say that noun, focus included, first.
            focus_role = ":mod" if up is self.modifier_focus else role
            pre_text = post_text = det_text = None
            if focus_role in (":poss", ":part"):
                owner = self.np(top, "obj", skip=skip)
                det_text = self.pronoun(top, "poss").text if top.concept in PRONOUNS else \
                    owner.text + ("'" if owner.text.endswith("s") else "'s")
            elif focus_role in (":mod", ":domain") or parent.concept == "date-entity":
                pre_text = self.np(top, "subj", skip=skip, bare=True).text
            elif parent.concept in _PREPOSITION_CONCEPTS:
                pre_text = self.np(top, "obj", skip=skip).text
            elif parent.concept in ("and", "or") and focus_role.startswith(":op"):
                pass  # the list is built below, the focus first
            else:
                focus_text = self.np(top, "obj", skip=skip).text
                known = self.source_preposition(top)
                prep = known if known else ROLE_PREPOSITIONS.get(focus_role, "of") or "of"
                post_text = f"{prep} {focus_text}"
            if parent.concept == "date-entity":
                self.done.add(parent.var)
                host = NP(self.date(parent, extra=pre_text or ""))
            elif parent.concept in ("and", "or") and role.startswith(":op"):
                # One of a list: the whole list, the focus first.
                focus_np = self.np(top, "obj", skip=skip)
                others = [self.argument(e.target, "obj").text for e in parent.edges
                          if e.role.startswith(":op") and id(e) not in {id(x) for x in rest[:1]}]
                self.done.add(parent.var)
                host = NP(_join([focus_np.text, *others], "or" if parent.concept == "or" else "and"),
                          plural=parent.concept == "and")
            else:
                host = self.np(parent, "subj", extra_mod=pre_text, extra_post=post_text,
                               extra_det=det_text, skip={id(e) for e in rest[:1]})
            if rest and isinstance(rest[0].target, Node) and self.is_clause(rest[0].target):
                outer = rest[0].target
                outer_role = base_role(rest[0].role)
                if parent.concept in _PREPOSITION_CONCEPTS or parent.concept == "date-entity" \
                        or not _ARG.match(outer_role):
                    lead = self.time_phrase(parent, host.text) if outer_role == ":time" else \
                        f"{self.preposition(outer, outer_role, parent)} {host.text}".strip() \
                        if parent.concept not in _PREPOSITION_CONCEPTS else host.text
                    return f"{lead}, {self.clause(outer, gap=outer_role)}", "fronted-topic"
                clause = self.clause(outer, gap=outer_role, relative="that", agree=host)
                if role in (":poss", ":part"):
                    return f"it is {host.text} {clause}", "cleft"
                there = "there are" if host.plural else "there is"
                text = host.text
                if text.startswith("the ") and not host.plural:
                    text = with_article(text[4:])  # "there is a smaller number that..."
                return f"{there} {text} {clause}", "existential"
            if rest and isinstance(rest[0].target, Node):
                # Still below another noun: that noun, this one inside it, is the focus now.
                self.overrides[parent.var] = host
                self.done.discard(parent.var)
                return self.refocused_noun(parent, rest[0])
            return host.text, "fragment"
        if role in (":ARG0", ":ARG1", ":ARG2"):
            subject = self.np(top, "subj", skip=skip)
            tense = self.verb_features(parent).tense
            if role == ":ARG1" and self.has_role(parent, ":ARG0") and is_frame(parent.concept) \
                    and not is_adjective(stem(parent.concept)):
                body = self.clause(parent, gap=role, passive=True, subject=subject)
                return body, "passive"
            be = "were" if tense == "past" and subject.plural else "was" if tense == "past" \
                else "are" if subject.plural else "is"
            if top.concept == "it" and role == ":ARG0":
                return self.clause(parent, gap=role, subject=subject), "declarative"
            top_is_pronoun = top.concept in PRONOUNS and top.concept != "it"
            if subject.person != 3 or (subject.plural and subject.human) or top_is_pronoun:
                ones = "the ones" if subject.plural else "the one"
                body = self.clause(parent, gap=role, relative="who" if role == ":ARG0" else "that",
                                   agree=NP("", plural=subject.plural))
                be = {"I": "am" if tense != "past" else "was", "you": be.replace("is", "are").replace("was", "were")}.get(subject.text, be)
                return f"{subject.text} {be} {ones} {body}", "cleft"
            if not subject.definite and role != ":ARG0":
                body = self.clause(parent, gap=role, relative="that", agree=subject)
                return f"there {be} {subject.text} {body}", "existential"
            rel = "who" if subject.human else "that"
            body = self.clause(parent, gap=role, relative=rel, agree=subject)
            it = "it was" if tense == "past" else "it is"
            return f"{it} {subject.text} {body}", "cleft"
        # A circumstance (place, time, instrument...) comes first as a topic.
        phrase = self.np(top, "obj", skip=skip)
        known = self.source_preposition(top)
        if top.concept in _PREPOSITION_CONCEPTS:
            lead = phrase.text
        elif known is not None:
            lead = f"{known} {phrase.text}".strip()
        elif role == ":time":
            lead = self.time_phrase(top, phrase.text)
        else:
            lead = f"{self.preposition(parent, role, top)} {phrase.text}".strip()
        body = self.clause(parent, gap=role)
        return f"{lead}, {body}", "fronted-topic"

    # ------------------------------------------------------------------ helpers
    def edges(self, node: Node, role: str) -> list[Edge]:
        return [e for e in node.edges if e.role == role]

    def has_role(self, node: Node, role: str) -> bool:
        return any(e.role == role for e in node.edges)

    def const(self, node: Node, role: str) -> str | None:
        for e in node.edges:
            if e.role == role and isinstance(e.target, Const):
                return e.target.text
        return None

    def target_node(self, target: Node | Ref | Const) -> Node | None:
        if isinstance(target, Node):
            return target
        if isinstance(target, Ref):
            return self.nodes.get(target.var)
        return None

    def is_clause(self, node: Node) -> bool:
        known = self.clauses.get(node.var)
        if known is None:
            known = self.clauses[node.var] = self._is_clause(node)
        return known

    def _is_clause(self, node: Node) -> bool:
        concept = node.concept
        if concept in ("and", "or", "contrast-01", "multi-sentence"):
            return any(isinstance(e.target, Node) and self.is_clause(e.target)
                       for e in node.edges if e.role.startswith(":op") or _ARG.match(e.role))
        if concept in ("have-rel-role-91", "have-org-role-91") :
            return True
        if is_frame(concept):
            return True
        return self.has_role(node, ":domain")

    # ------------------------------------------------------------- source reuse
    def reused(self, node: Node, allow_single: bool = True, bare: bool = False) -> str | None:
        """The source words of ``node``'s subtree when it reads as in the source."""
        source = self.source
        if source is None:
            return None
        if not allow_single and not any(isinstance(e.target, Node | Ref) for e in node.edges):
            return None
        inside = {n.var for n in node.walk()}
        ancestors = set()
        up = node.parent
        while up is not None:
            ancestors.add(up.var)
            up = up.parent
        for sub in node.walk():
            for e in sub.edges:
                if isinstance(e.target, Ref) and e.target.var not in ancestors:
                    inside.add(e.target.var)
        if any(not self.concept_matches(n) for n in node.walk()):
            return None
        span = source.span(node, inside, named=self.named_words(node))
        if span is None:
            return None
        lo, hi = span
        for sub in node.walk():
            if sub is not node and sub.role and is_inverted(sub.role) and sub.parent is not None \
                    and sub.parent.align and any(isinstance(e.target, Node) for e in sub.edges):
                start = self.position(sub)
                if start is not None and start < sub.parent.align[0]:
                    return None
        name_words = {w for sub in node.walk() if sub.concept == "name" for e in sub.edges
                      if isinstance(e.target, Const) for w in re.split(r"[\s-]+", e.target.text)}
        # A name aligned to one of its words only: take its other words along.
        while lo > 0 and source.owner.get(lo - 1) is None and (
                source.tokens[lo - 1] in name_words or source.tokens[lo - 1] == "-"):
            lo -= 1
        while hi + 1 < len(source.tokens) and source.owner.get(hi + 1) is None and (
                source.tokens[hi + 1] in name_words or source.tokens[hi + 1] == "-"):
            hi += 1
        covered = set(source.tokens[lo:hi + 1])
        if not name_words <= covered:
            return None
        if node.parent is None:
            # The whole sentence: take its unaligned opening and closing words along.
            if all(source.owner.get(i) is None and _is_loose_word(source.tokens[i])
                   for i in range(lo)):
                lo = 0
            if all(source.owner.get(i) is None and _is_loose_word(source.tokens[i])
                   for i in range(hi + 1, len(source.tokens))):
                hi = len(source.tokens) - 1
        while not bare and lo > 0 and source.owner.get(lo - 1) is None and \
                source.tokens[lo - 1].lower() in ("the", "a", "an"):
            lo -= 1
        while hi > lo and not re.search(r"\w", source.tokens[hi]):
            hi -= 1
        while lo < hi and not re.search(r"\w", source.tokens[lo]):
            lo += 1
        for sub in node.walk():
            self.done.add(sub.var)
        text = source.text(lo, hi)
        if text.count('"') % 2 and not source.sentence.count('"') % 2:
            if node.parent is None and text.rfind('"') > 0 and \
                    source.sentence.rstrip().endswith('"'):
                text += '"'  # the closing quote went with the end mark
            else:
                text = re.sub(r'\s*"\s*', " ", text).strip()
                text = re.sub(r" ([,.;:!?])", r"\1", text)
        if lo == 0 and text[:1].isupper() and not self.keeps_capital(source.tokens[0], node):
            text = text[0].lower() + text[1:]
        return text

    def named_words(self, node: Node) -> frozenset[str]:
        """Words the nodes of a subtree stand for, in the forms a sentence may use."""
        words: set[str] = set()
        for sub in node.walk():
            key = stem(sub.concept).split("-")[0]
            words.update((key, plural(key)))
            for e in sub.edges:
                if isinstance(e.target, Const):
                    words.update((e.target.text.lower(), number_words(e.target.text)))
        return frozenset(words)

    def keeps_capital(self, word: str, node: Node) -> bool:
        if word == "I" or (len(word) > 1 and word[1:2].isupper()) or word.endswith(".") \
                or (not lemma_pos(word) and word.lower() not in FUNCTION_WORDS):
            return True
        owner = self.source.owner.get(0) if self.source else None
        owned = self.nodes.get(owner) if owner else None
        return bool(owned and owned.concept == "name")

    def concept_matches(self, node: Node) -> bool:
        """Whether an aligned node still says what its source word says (not edited)."""
        if not node.align or self.source is None:
            return True
        known = self.matches.get(node.var)
        if known is None:
            known = self.matches[node.var] = self._concept_matches(node)
        return known

    def _concept_matches(self, node: Node) -> bool:
        assert self.source is not None
        if node.concept.endswith(("-quantity", "-entity", "-91")) or self.has_role(node, ":name"):
            return True  # abstract concepts sit on whatever word the parser found
        word = self.source.word(node.align[0]).lower()
        if node.concept in ("more", "most") and word.endswith(("er", "est")):
            return True  # "larger" is large + more
        key = stem(node.concept)
        if key in PRONOUNS or node.concept in ("name", "and", "or", "amr-unknown", "multi-sentence"):
            return True
        return _word_fits(word, key)

    def word_of(self, node: Node) -> str | None:
        if self.source is None or not node.align or not self.concept_matches(node):
            return None
        word = self.source.word(node.align[0])
        return word if re.search(r"\w", word) else None

    def source_article(self, node: Node) -> str | None:
        """The unaligned determiner right before a node's aligned word in the source."""
        if self.source is None or not node.align:
            return None
        own = self.phrase_vars(node)
        i = node.align[0] - 1
        while i >= 0 and self.source.owner.get(i) in own and self.source.owner.get(i) != node.var:
            i -= 1  # the node's own modifiers ("the giant rock")
        while i >= 0 and self.source.owner.get(i) is None:
            word = self.source.tokens[i].lower()
            if word in ("the", "a", "an", "this", "that", "these", "those", "some", "every",
                        "each", "any", "no", "its", "his", "her", "their", "our", "my", "your"):
                return word
            if lemma_pos(word) & {"ADJ", "NUM"} or word in ("very", "most", "more", ","):
                i -= 1
                continue
            break
        return None

    # -------------------------------------------------------------------- verbs
    def verb_features(self, node: Node) -> _Verb:
        """Tense, aspect and modal of the aligned source verb group (default: narrative tense)."""
        features = _Verb(tense=self.default_tense)
        if self.source is None or not node.align:
            return features
        source = self.source
        i = node.align[0]
        word = source.word(i).lower()
        lemma = stem(node.concept).split("-")[0]
        auxes: list[str] = []
        j = i - 1
        while j >= 0 and (source.tokens[j].lower() in AUXILIARIES
                          or source.tokens[j].lower() in _VERB_GROUP_ADVERBS):
            if source.tokens[j].lower() in AUXILIARIES:
                auxes.insert(0, source.tokens[j].lower())
            j -= 1
        if word.endswith("ing") and any(a in ("is", "are", "am", "was", "were", "'s", "'re", "'m",
                                              "be", "been") for a in auxes[-1:]):
            features.progressive = True
        if auxes:
            first = auxes[0]
            if first in ("will", "'ll", "wo", "shall"):
                features.tense = "future"
            elif first in ("would", "could", "should", "might", "may", "must", "can", "ca", "'d"):
                features.modal = {"ca": "can", "'d": "would", "wo": "will"}.get(first, first)
            elif first in ("did", "was", "were", "had"):
                features.tense = "past"
            elif first in ("does", "do", "is", "are", "am", "'s", "'re", "'m", "has", "have", "'ve"):
                features.tense = "present"
            if any(a in ("has", "have", "had", "'ve") for a in auxes) and word != lemma \
                    and not word.endswith("ing"):
                features.perfect = True
        elif word == lemma and j >= 0 and source.tokens[j].lower() == "to":
            features.tense = self.tense_before(j)  # an infinitive: the governing verb's tense
        elif word == lemma and word == inflect(lemma, "VBD"):
            pass  # "beat", "put", "spread": past or present, the narrative default decides
        elif word == lemma or word == inflect(lemma, "VBZ"):
            features.tense = "present"
        elif word == inflect(lemma, "VBD") or word.endswith("ed"):
            features.tense = "past"
        return features

    def tense_before(self, index: int) -> Tense:
        """The tense of the nearest finite verb before token ``index`` in the source."""
        assert self.source is not None
        for k in range(index - 1, -1, -1):
            token = self.source.tokens[k].lower()
            if token in ("was", "were", "had", "did"):
                return "past"
            if token in ("is", "are", "am", "has", "does", "do", "'s", "'re", "'m"):
                return "present"
            if token in ("will", "'ll"):
                return "future"
            owner = self.nodes.get(self.source.owner.get(k, ""))
            if owner is not None and is_frame(owner.concept):
                lemma = stem(owner.concept).split("-")[0]
                if token != lemma and token == inflect(lemma, "VBD"):
                    return "past"
                if token == inflect(lemma, "VBZ") and token != lemma:
                    return "present"
        return self.default_tense

    # ------------------------------------------------------------------ clauses
    def clause(self, node: Node, *, gap: str | None = None, form: str = "finite",
               relative: str | None = None, passive: bool = False, subject: NP | None = None,
               skip: set[int] | None = None, modal: str | None = None,
               negated: bool = False, stranded: str = "", agree: NP | None = None) -> str:
        """A clause headed by ``node``; ``gap`` is the role its parent fills (relative clauses).

        ``form``: finite, infinitive ("to V ..."), gerund ("V-ing ..."), bare.
        """
        skip = set(skip or ())
        concept = node.concept
        if node.var in self.done and node is not self.tree:
            return ""  # said already (a re-entrancy reached it first)
        self.done.add(node.var)
        if concept in ("and", "or"):
            return self.coordination(node, gap=gap, form=form, relative=relative)
        if concept == "multi-sentence":
            parts = [self.clause(e.target) for e in node.edges if isinstance(e.target, Node)]
            return ". ".join(p for p in parts if p)
        if concept == "contrast-01":
            a = [e.target for e in node.edges if e.role == ":ARG1" and isinstance(e.target, Node)]
            b = [e.target for e in node.edges if e.role == ":ARG2" and isinstance(e.target, Node)]
            first = self.clause(a[0]) if a else ""
            second = self.clause(b[0]) if b else ""
            return f"{first}, but {second}" if first and second else f"but {second or first}"
        if concept in MODALS and MODALS[concept] and gap is None and not passive:
            action = ":ARG2" if concept == "obligate-01" else ":ARG1"
            inner = [e for e in node.edges if e.role == action and isinstance(e.target, Node)
                     and self.is_clause(e.target) and e.target.concept not in MODALS]
            if inner:
                word = MODALS[concept] or ""
                inner_node = inner[0].target
                assert isinstance(inner_node, Node)
                neg = self.const(node, ":polarity") == "-"
                if self.verb_features(node).tense == "past" and word in _MODAL_PAST:
                    word = _MODAL_PAST[word]
                if form != "finite":
                    periphrasis = {"can": "able", "could": "able", "must": "obliged",
                                   "had to": "obliged", "may": "allowed", "might": "allowed"}
                    text = self.clause(inner_node, form="infinitive", negated=neg)
                    if word in periphrasis:
                        lead = {"infinitive": "to be", "gerund": "being"}.get(form, "be")
                        return f"{lead} {periphrasis[word]} {text}"
                    return self.clause(inner_node, form=form, negated=neg)
                extra = [e for e in node.edges if e is not inner[0]
                         and e.role not in (":ARG1", ":polarity", action)]
                text = self.clause(inner_node, modal=word, negated=neg)
                for e in extra:
                    adv = self.modifier(node, e)
                    if adv:
                        text = f"{text} {adv}"
                return text

        special = self.special_clause(node, gap=gap, form=form, relative=relative, skip=skip,
                                      negated=negated)
        if special is not None:
            return special
        edges = [e for e in node.edges if id(e) not in skip]
        wh_role, wh_word = None, ""
        if form == "finite" and gap is None and not relative:
            for e in edges:
                if isinstance(e.target, Node) and e.target.concept == "amr-unknown" \
                        and not e.target.edges:
                    wh_role = e.role
                    wh_word = _WH_WORDS.get(e.role, "what")
                    self.done.add(e.target.var)
                    self.question = True
                    break
                if is_inverted(e.role) and isinstance(e.target, Node) and \
                        e.target.concept == "cause-01" and any(
                            isinstance(x.target, Node) and x.target.concept == "amr-unknown"
                            for x in e.target.edges):
                    wh_role, wh_word = e.role, "why"
                    self.done.add(e.target.var)
                    self.question = True
                    break
            if wh_role is not None:
                edges = [e for e in edges if e.role != wh_role]
        args: dict[str, Edge] = {}
        mods: list[Edge] = []
        for e in edges:
            if _ARG.match(e.role) and e.role not in args:
                args[e.role] = e
            elif e.role in (":polarity", ":mode", ":wiki", ":polite"):
                continue
            else:
                mods.append(e)
        if self.const(node, ":polarity") == "-":
            negated = not negated
        imperative = self.const(node, ":mode") == "imperative"
        verb = stem(concept)
        features = self.verb_features(node)
        if modal:
            features.modal = modal
        # Copulas: a noun or adjective with :domain, or an adjective frame.
        if not is_frame(concept) and self.has_role(node, ":domain"):
            return self.copula(node, gap=gap, form=form, negated=negated, relative=relative,
                               features=features)
        if concept in ("have-rel-role-91", "have-org-role-91"):
            return self.role_clause(node, args, gap, form, negated, features)
        adjectival = is_adjective_frame(concept) and ":ARG0" not in args
        # Who is the subject?
        subject_role = ":ARG0" if ":ARG0" in args or gap == ":ARG0" else ":ARG1"
        if adjectival:
            subject_role = ":ARG1" if ":ARG1" in args or gap == ":ARG1" else subject_role
        agentless_passive = not adjectival and self.transitive(concept) and (
            not node.align or self.source is None or self.passive_in_source(node))
        if not passive and subject_role == ":ARG1" and gap != ":ARG1" and ":ARG1" in args \
                and agentless_passive:
            passive = True  # an agentless transitive verb reads best as a passive
        if gap == ":ARG1" and ":ARG0" not in args and agentless_passive and relative:
            passive = True
        if passive:
            subject_role = ":ARG1"
        if wh_role == subject_role:
            subject = NP("who" if subject_role == ":ARG0" else "what")
            wh_role = None
        subj_np: NP | None = subject
        subject_gapped = gap == subject_role
        omit_subject = form in ("infinitive", "gerund", "bare") or imperative
        if subj_np is None and not subject_gapped and subject_role in args:
            target = args[subject_role].target
            if omit_subject and (isinstance(target, Ref) or (isinstance(target, Node) and
                                                             target.concept == "you" and imperative)):
                subj_np = None
            elif omit_subject and form == "infinitive":
                omit_subject = False  # say it: "for X to V"
                subj_np = self.argument(target, "obj")
                subj_np = NP("for " + subj_np.text) if subj_np else None
            else:
                subj_np = self.argument(target, "subj") if not omit_subject else None
        if subject_gapped and relative:
            subj_np = NP(relative)
        # Verb group.
        person, plural_subject = 3, False
        if subj_np is not None:
            person, plural_subject = subj_np.person, subj_np.plural
        if subject_gapped and gap and relative and node.parent is not None:
            antecedent = node.parent
            person = 3  # "I am the one who knows"
            plural_subject = agree.plural if agree is not None else self.is_plural(antecedent)
        words: list[str] = []
        pre_edges = [e for e in mods if e.role in (":mod", ":time", ":frequency")
                     and self.word_for_mod(e) in PRE_VERB_ADVERBS]
        mods = [e for e in mods if e not in pre_edges]
        pre_adverbs = [self.modifier(node, e) for e in pre_edges]
        if negated and "ever" in pre_adverbs:
            negated = False
            pre_adverbs = ["never" if a == "ever" else a for a in pre_adverbs]
        elif negated and "never" in pre_adverbs:
            negated = False  # "never" says the negation already
        if adjectival:
            head_words = [self.adjective_phrase(node, mods)]
            group = self.be_group(features, person, plural_subject, negated, form)
            verb_words = [*group, *head_words]
        else:
            lemma = verb.replace("-", " ")
            if form == "infinitive":
                verb_words = ["to", *verb_group(lemma, tense="base", negated=negated, passive=passive)]
                if negated:
                    verb_words = ["not", "to", *verb_group(lemma, tense="base", passive=passive)]
            elif form == "gerund":
                verb_words = (["not"] if negated else []) + inflect(lemma, "VBG").split(" ")
                if passive:
                    verb_words = ["being", *inflect(lemma, "VBN").split(" ")]
            elif form == "bare" or imperative:
                verb_words = verb_group(lemma, tense="base", passive=passive)
                if negated:
                    verb_words = ["do", "not", *verb_words]
            else:
                verb_words = verb_group(lemma, tense=features.tense, person=person,
                                        plural=plural_subject, negated=negated,
                                        modal=features.modal, passive=passive,
                                        perfect=features.perfect, progressive=features.progressive)
                source_word = self.word_of(node)
                if source_word and len(verb_words) == 1 and not passive and \
                        source_word.lower() in (verb_words[0], inflect(lemma, "VBD"), inflect(lemma, "VBZ"), lemma) \
                        and not modal:
                    verb_words = [source_word.lower()] if source_word.lower() == verb_words[0] else verb_words
        # Complements.
        after: list[str] = []
        obj_roles = [r for r in (":ARG1", ":ARG2", ":ARG3", ":ARG4", ":ARG5") if r != subject_role]
        if passive and ":ARG0" in args and gap != ":ARG0":
            by = self.argument(args[":ARG0"].target, "obj")
            by_text = f"by {by.text}" if by else ""
        else:
            by_text = ""
            if subject_role != ":ARG0" and ":ARG0" in args and gap != ":ARG0":
                obj_roles.insert(0, ":ARG0")
        matrix_subject_var = None
        if subject_role in args and isinstance(args[subject_role].target, Node | Ref):
            st = args[subject_role].target
            matrix_subject_var = st.var  # type: ignore[union-attr]
        elif gap == subject_role and node.parent is not None:
            matrix_subject_var = node.parent.var
        placed: list[tuple[int, str]] = []  # (source position, text): keep the source order
        for rank, role in enumerate(obj_roles):
            if role not in args or role == gap:
                continue
            target = args[role].target
            target_node = self.target_node(target)
            position = self.position(target) if isinstance(target, Node) else None
            key = position if position is not None else 10_000 + rank
            if isinstance(target, Node) and self.is_clause(target) and target.var not in self.done:
                placed.append((key, self.complement(node, role, target, matrix_subject_var)))
                continue
            phrase = self.argument(target, "obj")
            if not phrase:
                continue
            if adjectival and role == ":ARG1":
                continue
            if target_node is not None and target_node.concept == "amr-unknown" and role not in (
                    ":ARG0", ":ARG1") and self.preposition(node, role, target_node) in (
                    "to", "into", "in", "at", "from", "toward", "towards", "on"):
                placed.append((key, "where"))  # "take your sheep where?"
                continue
            prep = self.source_preposition(target) if isinstance(target, Node) else None
            if prep is None:
                prep = self.preposition(node, role, target_node) if role != ":ARG1" or adjectival else ""
            placed.append((key, f"{prep} {phrase.text}".strip()))
        if all(k < 10_000 for k, _ in placed):
            placed.sort(key=lambda item: item[0])
        after.extend(text for _, text in placed)
        if by_text:
            after.append(by_text)
        tail_mods: list[str] = []
        fronted: list[str] = []
        for e in mods:
            if e.role == gap:
                continue
            text = self.modifier(node, e, subject_var=matrix_subject_var)
            if not text:
                continue
            if e.role in (":condition",) and form == "finite" and not relative:
                fronted.append(text)
            else:
                tail_mods.append(text)
        # Assemble.
        if subj_np is not None and subj_np.text:
            words.append(subj_np.text)
        if pre_adverbs and verb_words:
            # "also" goes after the first auxiliary of a multi-word group.
            if len(verb_words) > 1 and verb_words[0] not in ("to",):
                verb_words = [verb_words[0], *[a for a in pre_adverbs if a], *verb_words[1:]]
            else:
                verb_words = [*[a for a in pre_adverbs if a], *verb_words]
        if stranded:
            verb_words = [*verb_words, stranded]  # "as he tried to"
        if passive and node.align:
            patient = args[":ARG1"].target if ":ARG1" in args else (
                node.parent if gap == ":ARG1" else None)
            found = self.source_preposition_at(patient) if isinstance(patient, Node) else None
            if found and found[0] and found[0] != "by" and found[1] > node.align[0]:
                verb_words = [*verb_words, found[0]]  # "were looked for by"
        interrogative = (self.const(node, ":mode") == "interrogative" or wh_role is not None) \
            and form == "finite" and not relative and gap is None
        if interrogative and verb_words:
            self.question = True
            aux, rest_words = self.split_auxiliary(verb_words, features, person, plural_subject,
                                                   stem(concept).replace("-", " "))
            words = [aux, *words, *rest_words]
            if wh_word:
                words.insert(0, wh_word)
        else:
            words.extend(verb_words)
        quotes = [a for a in after if a.startswith(': "')]
        words.extend(a for a in after if not a.startswith(': "'))
        words.append(self.stranded_preposition(node, gap, relative, subject_gapped))
        words.extend(tail_mods)
        words.extend(quotes)
        text = " ".join(w for w in words if w)
        if fronted:
            text = ", ".join(fronted) + ", " + text
        if relative and gap and not subject_gapped:
            text = f"{relative} {text}"
        return text

    def stranded_preposition(self, node: Node, gap: str | None, relative: str | None,
                             subject_gapped: bool) -> str:
        """The preposition a relative clause leaves behind: "the prison that he was sent to"."""
        if not relative or not gap or subject_gapped or relative not in ("that", "which", "who") \
                or gap in (":ARG0", ":ARG1") or node.parent is None:
            return ""
        known = self.source_preposition(node.parent)
        prep = known if known else self.preposition(node, gap, node.parent)
        return prep if prep in _PREPOSITIONS and prep != "by" else ""

    def is_plural(self, node: Node) -> bool:
        """Whether a noun node stands for several things (pronoun, number, source word)."""
        if node.concept in PRONOUNS:
            return PRONOUNS[node.concept][4]
        if node.concept in ("and",):
            return True
        quant = self.const(node, ":quant")
        if quant is not None:
            try:
                return float(quant) != 1
            except ValueError:
                return True
        word = self.word_of(node)
        if word:
            low = word.lower()
            return low != stem(node.concept) and plural(stem(node.concept)) == low
        return any(isinstance(e.target, Node) and e.target.concept in ("these", "those", "many",
                                                                       "several", "few", "both")
                   for e in node.edges if e.role == ":mod")

    def special_clause(self, node: Node, *, gap: str | None, form: str, relative: str | None,
                       skip: set[int], negated: bool) -> str | None:
        """Frames English says with a copula or a connective rather than a verb."""
        concept = node.concept
        args = {e.role: e for e in node.edges if _ARG.match(e.role) and id(e) not in skip}
        if self.const(node, ":polarity") == "-":
            negated = not negated
        if concept == "cause-01" and gap is None and form == "finite":
            effect = args.get(":ARG1")
            reason = args.get(":ARG0")
            effect_text = ""
            if effect is not None:
                target = self.target_node(effect.target)
                effect_text = (self.clause(target) if target is not None and self.is_clause(target)
                               else self.argument(effect.target, "subj").text)
            if reason is None:
                return f"so {effect_text}".strip()
            reason_node = self.target_node(reason.target)
            if reason_node is not None and reason_node.concept == "amr-unknown":
                self.question = True
                self.done.add(reason_node.var)
                return f"why {effect_text}"
            if reason_node is not None and reason_node.concept in ("that", "this", "it"):
                self.done.add(reason_node.var)
                return f"{reason_node.concept} is why {effect_text}"
            if reason_node is not None and self.is_clause(reason_node):
                return f"{effect_text} because {self.clause(reason_node)}".strip()
            return f"{effect_text} because of {self.argument(reason.target, 'obj').text}".strip()
        if concept in ("be-located-at-91", "age-01", "have-degree-91", "be-from-91",
                       "have-quant-91", "be-temporally-at-91"):
            features = self.verb_features(node)
            holder_edge = args.get(":ARG1")
            if gap == ":ARG1" and relative:
                holder = NP(relative)
            elif holder_edge is not None:
                holder = self.argument(holder_edge.target, "subj")
            else:
                holder = NP("")
            group = self.be_group(features, holder.person, holder.plural, negated, form)
            if form != "finite" or (gap == ":ARG1" and not relative):
                holder = NP("") if form != "finite" else holder
            rest: list[str] = []
            if concept == "be-located-at-91" and ":ARG2" in args and gap != ":ARG2":
                place = self.target_node(args[":ARG2"].target)
                phrase = self.argument(args[":ARG2"].target, "obj")
                bare = place is not None and place.concept in ("here", "there", "somewhere",
                                                                 "everywhere", "where", "home")
                first = phrase.text.split(" ", 1)[0]
                rest.append(phrase.text if bare or first in _PREPOSITION_CONCEPTS else f"in {phrase.text}")
            elif concept == "be-from-91" and ":ARG2" in args:
                rest.append("from " + self.argument(args[":ARG2"].target, "obj").text)
            elif concept == "age-01" and ":ARG2" in args:
                rest.append(self.argument(args[":ARG2"].target, "obj").text + " old")
            elif concept == "have-degree-91":
                rest.append(self.degree_phrase(node, args))
            else:
                for role in (":ARG2", ":ARG3"):
                    if role in args:
                        rest.append(self.argument(args[role].target, "obj").text)
            for e in node.edges:
                if not _ARG.match(e.role) and id(e) not in skip and e.role not in (
                        ":polarity", ":mode") and e.role != gap:
                    text = self.modifier(node, e)
                    if text:
                        rest.append(text)
            parts = [holder.text, *group, *rest]
            return " ".join(p for p in parts if p)
        return None

    def degree_phrase(self, node: Node, args: dict[str, Edge]) -> str:
        """"more isolated than a sailor", "too old", "the most charming of all"."""
        quality = ""
        quality_node = self.target_node(args[":ARG2"].target) if ":ARG2" in args else None
        if quality_node is not None:
            self.done.add(quality_node.var)
            word = self.word_of(quality_node) or stem(quality_node.concept)
            if is_frame(quality_node.concept) and not is_adjective(word) and \
                    "VERB" in lemma_pos(word):
                holder = args.get(":ARG1")
                agent = [e for e in quality_node.edges if e.role == ":ARG0"]
                active = bool(agent and holder and isinstance(agent[0].target, Ref)
                              and isinstance(holder.target, Node | Ref)
                              and agent[0].target.var == getattr(holder.target, "var", None))
                word = inflect(word, "VBG" if active else "VBN")
            quality = word
        degree_node = self.target_node(args[":ARG3"].target) if ":ARG3" in args else None
        degree = degree_node.concept if degree_node is not None else "more"
        if degree_node is not None:
            self.done.add(degree_node.var)
        words: list[str]
        if degree in ("more", "most") and quality and " " not in quality and len(quality) <= 6 \
                and is_adjective(quality):
            words = [inflect(quality, "JJR" if degree == "more" else "JJS")]
            if degree == "most":
                words.insert(0, "the")
        elif degree == "equal":
            words = ["as", quality]
        elif degree == "most":
            words = ["the", "most", quality]
        else:
            words = [degree, quality]
        if ":ARG4" in args:
            than = self.argument(args[":ARG4"].target, "obj").text
            words.append(("as " if degree == "equal" else "than ") + than)
        if ":ARG5" in args:
            words.append("of " + self.argument(args[":ARG5"].target, "obj").text)
        if ":ARG6" in args:
            target = self.target_node(args[":ARG6"].target)
            if target is not None and self.is_clause(target):
                words.append(self.clause(target, form="infinitive"))
        return " ".join(w for w in words if w)

    def split_auxiliary(self, verb_words: list[str], features: _Verb, person: int,
                        plural_subject: bool, lemma: str) -> tuple[str, list[str]]:
        """The word that moves before the subject in a question, with do-support."""
        first = verb_words[0]
        if first in AUXILIARIES:
            return first, verb_words[1:]
        if features.tense == "past":
            aux = "did"
        else:
            aux = "does" if person == 3 and not plural_subject else "do"
        return aux, [lemma, *verb_words[len(lemma.split(" ")):]]

    def phrase_vars(self, node: Node) -> set[str]:
        """The nodes of the phrase ``node`` heads, counting a modifier or possessor that
        became the focus and now sits above it in the layout."""
        own = {n.var for n in node.walk()}
        up = node
        while up.parent is not None and up.role in (":domain", ":mod-of", ":degree-of",
                                                    ":quant-of", ":name-of", ":part-of",
                                                    ":poss-of", ":part", ":poss"):
            own.add(up.parent.var)
            up = up.parent
        return own

    def same_token(self, a: Node, b: Node) -> bool:
        return bool(self.source is not None and a.align and b.align and a.align[0] == b.align[0])

    def lexicalized(self, head: Node, node: Node) -> bool:
        """A leaf aligned to its head's own word ("smaller" is small + more): say nothing."""
        if node.edges or not node.align or not head.align or node.align[0] != head.align[0] \
                or self.source is None or not self.concept_matches(head):
            return False
        self.done.add(node.var)
        return True

    def position(self, node: Node) -> int | None:
        """The first source token of the phrase ``node`` heads (its inverted edges, which
        lead to clauses about it or up to an old root, left out), when it is aligned."""
        if self.source is None:
            return None
        owner = self.source.owner
        found: list[int] = []
        stack = [node]
        while stack:
            current = stack.pop()
            found.extend(i for i in current.align if owner.get(i) == current.var)
            found.extend(i for e in current.edges if isinstance(e.target, Const)
                         for i in e.target.align if owner.get(i) == current.var)
            stack.extend(e.target for e in current.edges
                         if isinstance(e.target, Node) and not is_inverted(e.role))
        return min(found) if found else None

    def source_preposition(self, node: Node) -> str | None:
        """The preposition the source put before ``node`` ("" for none); None when unknown."""
        found = self.source_preposition_at(node)
        return None if found is None else found[0]

    def source_preposition_at(self, node: Node) -> tuple[str, int] | None:
        """(preposition, its token index; "" and -1 for none) before ``node`` in the source."""
        start = self.position(node)
        if start is None or self.source is None:
            return None
        source = self.source
        own = self.phrase_vars(node)
        i = start - 1
        while i >= 0 and (source.owner.get(i) in own or (
                source.owner.get(i) is None and source.tokens[i].lower() in _SKIPPABLE)):
            i -= 1
        if i >= 0 and source.owner.get(i) is None and source.tokens[i].lower() in _PREPOSITIONS:
            return source.tokens[i].lower(), i
        return "", -1

    def main_verb_after(self, subject: int, verb: Node) -> bool:
        """Whether the source had ``verb`` as the finite verb of its subject at ``subject``
        ("he beat ...") rather than a relative clause ("he who beat ...")."""
        assert self.source is not None
        index = verb.align[0]
        between = [t.lower() for t in self.source.tokens[subject + 1:index]]
        if index <= subject or any(t in ("who", "which", "that", "whom", "whose", ",")
                                   for t in between) or (between and between[-1] == "to"):
            return False
        word = self.source.word(index).lower()
        lemma = stem(verb.concept).split("-")[0]
        # With its subject right before it and no "who", only a participle ("the man
        # standing there", "a rock found") can still be a relative clause.
        participle = word == inflect(lemma, "VBG") or (
            word == inflect(lemma, "VBN") and word != inflect(lemma, "VBD"))
        finite = not participle or bool(between and between[-1] in AUXILIARIES)
        return finite and all(self.source.owner.get(i) is None or self.source.owner.get(i) in
                              {n.var for n in verb.walk()} for i in range(subject + 1, index))

    def passive_in_source(self, node: Node) -> bool:
        """Whether the source said this verb as a participle ("was broken", "the picture drawn")."""
        assert self.source is not None
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).split("-")[0]
        return word == inflect(lemma, "VBN") and word != lemma

    def transitive(self, concept: str) -> bool:
        lexicon = _lexicon()
        if lexicon is None or concept not in lexicon:
            return False
        return lexicon.role(concept, "ARG0") is not None and lexicon.role(concept, "ARG1") is not None

    def be_group(self, features: _Verb, person: int, plural_subject: bool, negated: bool,
                 form: str) -> list[str]:
        if form == "infinitive":
            return ["not", "to", "be"] if negated else ["to", "be"]
        if form == "gerund":
            return ["not", "being"] if negated else ["being"]
        if form == "bare":
            return ["be"]
        return verb_group("be", tense=features.tense, person=person, plural=plural_subject,
                          negated=negated, modal=features.modal, perfect=features.perfect)

    def adjective_phrase(self, node: Node, mods: list[Edge]) -> str:
        word = self.word_of(node) or stem(node.concept).replace("-", " ")
        degree = [self.modifier(node, e) for e in mods if e.role == ":degree"]
        mods[:] = [e for e in mods if e.role != ":degree"]
        return " ".join([*[d for d in degree if d], word])

    def copula(self, node: Node, *, gap: str | None, form: str, negated: bool,
               relative: str | None, features: _Verb) -> str:
        domain = [e for e in node.edges if e.role == ":domain"]
        subject = NP(relative) if gap == ":domain" and relative else None
        if subject is None and domain and gap != ":domain":
            subject = self.argument(domain[0].target, "subj")
        self.done.add(node.var)
        if self.source is not None and node.align:
            features = self.copula_features(node, features)
        pred = self.np(node, "obj", skip={id(e) for e in domain}, predicative=True)
        group = self.be_group(features, subject.person if subject else 3,
                              subject.plural if subject else False, negated, form)
        parts = [subject.text if subject and form == "finite" else "", *group, pred.text]
        return " ".join(p for p in parts if p)

    def copula_features(self, node: Node, features: _Verb) -> _Verb:
        """The tense of the unaligned "was"/"is" before a predicate noun or adjective."""
        assert self.source is not None
        i = node.align[0] - 1
        while i >= 0 and self.source.owner.get(i) is None and i >= node.align[0] - 6:
            word = self.source.tokens[i].lower()
            if word in ("was", "were"):
                return _Verb(tense="past")
            if word in ("is", "are", "am", "'s", "'re", "'m"):
                return _Verb(tense="present")
            if word in ("will", "'ll"):
                return _Verb(tense="future")
            if word in ("would", "could", "might", "may", "must", "should", "can"):
                return _Verb(modal=word)
            i -= 1
        return features

    def role_clause(self, node: Node, args: dict[str, Edge], gap: str | None, form: str,
                    negated: bool, features: _Verb) -> str:
        holder = NP("who") if gap == ":ARG0" else (self.argument(args[":ARG0"].target, "subj")
                                                  if ":ARG0" in args else NP(""))
        role_np = self.argument(args[":ARG2"].target, "obj") if ":ARG2" in args else NP("something")
        of = self.argument(args[":ARG1"].target, "obj") if ":ARG1" in args else NP("")
        group = self.be_group(features, holder.person, holder.plural, negated, form)
        role_text = with_article(role_np.text) if role_np.text and not role_np.definite else role_np.text
        text = " ".join(p for p in [holder.text, *group, role_text, f"of {of.text}" if of else ""] if p)
        return text

    def complement(self, head: Node, role: str, target: Node, subject_var: str | None) -> str:
        """A clausal argument: "to V" under control, a quotation after a verb of saying,
        else a finite clause."""
        if stem(head.concept) in SPEECH and role == ":ARG1" and (
                self.source is None or self.quoted_in_source(target)):
            return self.quotation(target)
        embedded_subject = None
        for r in (":ARG0", ":ARG1"):
            found = self.edges(target, r)
            if found:
                embedded_subject = found[0].target
                break
        verb = stem(head.concept)
        coreferent = isinstance(embedded_subject, Ref) and (
            embedded_subject.var == subject_var or embedded_subject.var in self.done)
        if coreferent or (embedded_subject is None and verb in CONTROL):
            return self.clause(target, form="infinitive")
        if verb in COGNITION:
            return self.clause(target)
        if verb in CONTROL and embedded_subject is not None:
            return self.clause(target, form="infinitive")
        if role == ":ARG1":
            return "that " + self.clause(target)
        prep = self.preposition(head, role, target)
        return f"{prep} {self.clause(target, form='gerund')}".strip()

    def quoted_in_source(self, node: Node) -> bool:
        start = self.position(node)
        if start is None or self.source is None:
            return False
        before = self.source.tokens[max(0, start - 3):start]
        return any(t in ('"', "``", ":") for t in before)

    def quotation(self, target: Node) -> str:
        """Direct speech: the said clause in the present tense, between quotes."""
        saved_tense, saved_question = self.default_tense, self.question
        self.default_tense, self.question = "present", False
        try:
            inner = self.clause(target).strip(" ,")
            mode = self.const(target, ":mode")
            mark = "?" if self.question or mode == "interrogative" else \
                "!" if mode in ("imperative", "expressive") else "."
        finally:
            self.default_tense, self.question = saved_tense, saved_question
        if not inner:
            return ""
        return f': "{inner[0].upper()}{inner[1:]}{mark}"'

    def coordination(self, node: Node, *, gap: str | None, form: str, relative: str | None) -> str:
        word = "or" if node.concept == "or" else "and"
        parts = []
        for e in node.edges:
            if not e.role.startswith(":op"):
                continue
            target = e.target
            if isinstance(target, Node) and self.is_clause(target):
                parts.append(self.clause(target, gap=gap, form=form, relative=None))
            else:
                phrase = self.argument(target, "obj")
                if phrase:
                    parts.append(phrase.text)
        mods = [self.modifier(node, e) for e in node.edges
                if not e.role.startswith(":op") and not is_inverted(e.role)]
        clauses = form == "finite" and sum(" " in p for p in parts) == len(parts) > 1
        text = _join(parts, word, comma=clauses)  # "they could not move, and they slept"
        return " ".join([text, *[m for m in mods if m]])

    def preposition(self, head: Node, role: str, target: Node | None) -> str:
        if _ARG.match(role):
            if role == ":ARG1":
                return ""
            lexicon = _lexicon()
            if lexicon is not None and is_frame(head.concept):
                preps = lexicon.prepositions(head.concept, role[1:])
                if preps:
                    return str(preps[0])
            return {":ARG2": "", ":ARG3": "", ":ARG4": "to"}.get(role, "")
        if role == ":location" and target is not None and target.concept in ("here", "there"):
            return ""
        return ROLE_PREPOSITIONS.get(role, "")

    # ---------------------------------------------------------------- modifiers
    def word_for_mod(self, edge: Edge) -> str:
        target = edge.target
        if isinstance(target, Node) and not target.edges:
            return stem(target.concept)
        if isinstance(target, Const):
            return target.text
        return ""

    def modifier(self, head: Node, edge: Edge, subject_var: str | None = None) -> str:
        role = edge.role
        target = edge.target
        if isinstance(target, Const):
            if role in (":polarity", ":mode", ":wiki"):
                return ""
            return number_words(target.text) if role != ":value" else target.text
        node = self.target_node(target)
        if node is None:
            return ""
        if self.lexicalized(head, node):
            return ""
        if node.concept == "amr-unknown" and not node.edges and not is_inverted(role):
            self.done.add(node.var)
            self.question = True
            return _WH_WORDS.get(role, "what")  # in place: "you want to take it where?"
        if is_inverted(role) and (isinstance(target, Ref) or node.var in self.done):
            return ""  # an event about this node that was already said
        if isinstance(target, Ref) or node.var in self.done:
            phrase = self.argument(target, "obj")
            prep = ROLE_PREPOSITIONS.get(role, "")
            return f"{prep} {phrase.text}".strip() if phrase else ""
        if is_inverted(role):
            return self.inverted_modifier(head, edge, node)
        concept = node.concept
        if role == ":mod" or role == ":direction":
            if self.is_clause(node):
                return self.clause(node, form="gerund")
            phrase = self.np(node, "obj")
            return phrase.text
        if role == ":manner":
            if self.is_clause(node) and self.const(node, ":polarity") == "-" and node.edges:
                return "without " + self.clause(node, form="gerund", negated=True)
            if self.is_clause(node):
                if not node.edges or all(e.role in (":degree", ":polarity") for e in node.edges):
                    word = self.word_of(node) or adverb(stem(concept).split("-")[0])
                    self.done.add(node.var)
                    deg = [self.modifier(node, e) for e in node.edges if e.role == ":degree"]
                    return " ".join([*deg, word]).strip()
                return "by " + self.clause(node, form="gerund")
            if not node.edges and "ADJ" in lemma_pos(concept):
                return self.word_of(node) or adverb(concept)
            return "with " + self.np(node, "obj").text if not node.edges else self.np(node, "obj").text
        if role == ":degree":
            return self.word_of(node) or stem(concept)
        if role == ":purpose":
            if self.is_clause(node):
                subj = [e.target for e in node.edges if e.role == ":ARG0"]
                if subj and not isinstance(subj[0], Ref) and (not isinstance(subj[0], Node) or
                                                              subj[0].var != subject_var):
                    return "so that " + self.clause(node, modal="could")
                return self.clause(node, form="infinitive")
            return "for " + self.np(node, "obj").text
        if role in _CLAUSE_CONNECTIVE and self.is_clause(node):
            if role == ":manner":
                return "by " + self.clause(node, form="gerund")
            return f"{_CLAUSE_CONNECTIVE[role]} {self.clause(node)}"
        if role == ":time":
            known = self.source_preposition(node)
            phrase = self.np(node, "obj")
            if known is not None and node.concept not in _PREPOSITION_CONCEPTS:
                return f"{known} {phrase.text}".strip()
            return self.time_phrase(node, phrase.text)
        if role in (":quant", ":ord", ":value"):
            return self.np(node, "obj").text
        if role == ":poss":
            return "of " + self.np(node, "obj").text
        known = self.source_preposition(node)
        prep = known if known is not None else self.preposition(head, role, node)
        if self.is_clause(node) and not self.said_as_noun(node):
            return f"{prep} {self.clause(node, form='gerund')}".strip()
        phrase = self.np(node, "obj")
        if (role == ":location" and node.concept in ("here", "there", "everywhere", "somewhere",
                                                     "home", "abroad", "outside", "inside")) \
                or node.concept in _PREPOSITION_CONCEPTS:
            prep = ""
        return f"{prep} {phrase.text}".strip()

    def time_phrase(self, node: Node, text: str) -> str:
        concept = node.concept
        if text.split(" ", 1)[0].lower() in WEEKDAYS:
            return "on " + text
        if concept in _TIME_WORDS or concept in ("after", "before", "since", "until") \
                or text.split(" ")[0] in ("after", "before", "since", "until", "when"):
            return text
        if concept == "date-entity":
            if self.const(node, ":time") or self.const(node, ":dayperiod"):
                return text
            return ("on " if self.const(node, ":day") or self.const(node, ":weekday") or
                    self.edges(node, ":weekday") else "in ") + text
        if concept in ("day", "night", "morning", "evening", "afternoon", "moment", "time",
                       "week", "month", "year", "minute", "hour"):
            return ("at " if concept in ("moment", "time", "night") else "in ") + text \
                if not text.startswith(("this", "that", "every", "each", "one", "the next", "last")) else text
        if "NOUN" in lemma_pos(concept) and not text.startswith(tuple(_PREPOSITIONS)):
            return "at " + text
        return text

    def inverted_modifier(self, head: Node, edge: Edge, node: Node) -> str:
        """An inverted edge below the top: a connective, modal, adverb or "which" clause."""
        concept = node.concept
        role = base_role(edge.role)
        if concept in _INVERTED_CONNECTIVES:
            word, other_role, own_role = _INVERTED_CONNECTIVES[concept]
            others = [e for e in node.edges if e.role == other_role]
            self.done.add(node.var)
            if not others:
                # The head is the cause (condition...) itself: say the other side after it.
                effects = [e.target for e in node.edges if e.role == own_role
                           and isinstance(e.target, Node)]
                if not effects or not self.is_clause(effects[0]):
                    return ""
                lead = {"cause-01": "so", "contrast-01": "but", "have-concession-91": "still",
                        "have-condition-91": "and then"}.get(concept, "and")
                return f", {lead} {self.clause(effects[0])}"
            other = others[0].target
            other_node = self.target_node(other)
            if other_node is not None and self.is_clause(other_node) and isinstance(other, Node):
                return f"{word} {self.clause(other_node)}"
            phrase = self.argument(other, "obj")
            if word == "because":
                return f"because of {phrase.text}" if phrase else ""
            return f"{word} {phrase.text}" if phrase else ""
        if role == ":ARG1" and is_frame(concept) and all(e.role in (":degree",) for e in node.edges):
            self.done.add(node.var)
            word = self.word_of(node) or adverb(stem(concept).split("-")[0])
            deg = [self.modifier(node, e) for e in node.edges]
            return " ".join([*deg, word])
        if self.is_clause(node):
            return ", " + self.tail(node, role, head)
        return ""

    # ------------------------------------------------------------ noun phrases
    def argument(self, target: Node | Ref | Const, case: Case, bare: bool = False) -> NP:
        if isinstance(target, Const):
            return NP(number_words(target.text) if target.text.replace(".", "").isdigit()
                      else target.text)
        if isinstance(target, Ref):
            node = self.nodes.get(target.var)
            if node is None:
                return NP("it")
            if node.var not in self.done and node.var not in self.reserved:
                if self.is_clause(node):
                    return NP(self.clause(node, form="gerund"))
                return self.np(node, case, bare=bare)
            return self.pronoun(node, case)
        if target.var in self.done:
            return self.pronoun(target, case)
        if self.is_clause(target) and target.concept not in ("and", "or"):
            if target.concept in ("have-rel-role-91", "have-org-role-91"):
                return NP(self.clause(target))
            if self.said_as_noun(target):
                return self.np(target, case, bare=bare)
            return NP(self.clause(target, form="gerund"))
        return self.np(target, case, bare=bare)

    def said_as_noun(self, node: Node) -> bool:
        """An event the source names with a noun ("detention", "offence")."""
        word = self.word_of(node)
        if not word or not is_frame(node.concept):
            return False
        low = word.lower()
        lemma = stem(node.concept).split("-")[0]
        verb_forms = {lemma, *(inflect(lemma, tag) for tag in ("VBD", "VBN", "VBG", "VBZ"))}
        return low not in verb_forms and "NOUN" in lemma_pos(low)

    def pronoun(self, node: Node, case: Case) -> NP:
        concept = node.concept
        if concept in PRONOUNS:
            _, _, _, person, is_plural = PRONOUNS[concept]
            return NP(pronoun_form(concept, case), person, is_plural, human=concept != "it")
        if self.is_clause(node):
            return NP("it" if case != "poss" else "its")
        word = self.word_of(node)
        plural_node = bool(word and word.lower().endswith("s") and plural(stem(concept)) == word.lower())
        if plural_node or concept in ("they",):
            return NP(pronoun_form("they", case), 3, True, human=False)
        if concept in _FEMALE:
            return NP(pronoun_form("she", case), human=True)
        if concept in _HUMAN or (self.has_role(node, ":name") and concept == "person"):
            return NP(pronoun_form("he", case), human=True)
        return NP(pronoun_form("it", case))

    def np(self, node: Node, case: Case, *, skip: set[int] | None = None,
           extra_mod: str | None = None, predicative: bool = False, bare: bool = False,
           extra_post: str | None = None, extra_det: str | None = None) -> NP:
        """A noun phrase for ``node`` and everything below it."""
        if node.var in self.overrides:
            self.done.add(node.var)
            return self.overrides.pop(node.var)
        if node.var in self.done and not predicative:
            return self.pronoun(node, case)
        self.done.add(node.var)
        skip = skip or set()
        concept = node.concept
        if concept in PRONOUNS and not (concept == "one" and node.edges):
            _, _, _, person, is_plural = PRONOUNS[concept]
            text = pronoun_form(concept, case)
            rest = [self.modifier(node, e) for e in node.edges if id(e) not in skip]
            return NP(" ".join([text, *[r for r in rest if r]]), person, is_plural,
                      human=concept != "it")
        if not skip and extra_mod is None and extra_post is None and extra_det is None \
                and self.source is not None and \
                (node.parent is not None or self.reuse_top) and \
                any(isinstance(e.target, Node) for e in node.edges):
            reused = self.reused(node, bare=bare)
            if reused is not None:
                words = reused.split()
                is_plural = bool(words) and words[-1].lower().endswith("s") and \
                    concept not in ("and", "or") and not words[-1].lower().endswith("ss")
                return NP(reused, plural=is_plural or concept in ("and", "or"),
                          human=concept in _HUMAN,
                          definite=not reused.lower().startswith(("a ", "an ", "some ")))
        if concept in ("and", "or"):
            parts = [self.argument(e.target, case) for e in node.edges
                     if e.role.startswith(":op") and id(e) not in skip]
            return NP(_join([p.text for p in parts if p], "or" if concept == "or" else "and"),
                      plural=concept == "and")
        if concept == "amr-unknown":
            self.question = True
            return NP("what")
        if concept in _PREPOSITION_CONCEPTS:
            return self.preposition_np(node, skip, extra_mod or "")
        if concept == "truth-value":
            claims = [e.target for e in node.edges if e.role == ":polarity-of"
                      and isinstance(e.target, Node)]
            if claims:
                return NP("whether " + self.clause(claims[0]))
        if concept in _UNIT_CONCEPTS:
            return self.quantity(node)
        if concept == "date-entity":
            return NP(self.date(node))
        if concept == "ordinal-entity":
            value = self.const(node, ":value") or "1"
            return NP(ordinal_word(value))
        if concept in ("percentage-entity",):
            return NP(f"{self.const(node, ':value')} percent")
        if concept == "name":
            return NP(self.name_text(node))
        names = self.edges(node, ":name")
        if not names and node.parent is not None and node.parent.concept == "name" \
                and node.role == ":name-of":
            names = [Edge(":name", node.parent)]
        if names and isinstance(names[0].target, Node):
            name = self.name_text(names[0].target)
            self.done.add(names[0].target.var)
            before: list[str] = [extra_det or "", extra_mod or ""]
            after: list[str] = []
            for e in node.edges:
                if e.role in (":name", ":wiki") or id(e) in skip:
                    continue
                text = self.relative(node, e) if is_inverted(e.role) else self.modifier(node, e)
                if text.startswith("@") or (e.role == ":mod" and text and len(text.split()) <= 3
                                            and not text.startswith(tuple(_PREPOSITIONS))):
                    before.append(text.lstrip("@"))  # "Health Minister Peter Coleman"
                elif text:
                    after.append(text)
            if extra_post:
                after.append(extra_post)
            return NP(" ".join(w for w in [*before, name, *after] if w),
                      human=concept == "person", plural=self.is_plural(node))
        return self.common_np(node, case, skip, extra_mod, predicative, bare, extra_post, extra_det)

    def common_np(self, node: Node, case: Case, skip: set[int], extra_mod: str | None,
                  predicative: bool, bare: bool = False, extra_post: str | None = None,
                  extra_det: str | None = None) -> NP:
        concept = node.concept
        head = self.word_of(node)
        source_plural = False
        if head is not None:
            low = head.lower()
            source_plural = low != stem(concept) and low.endswith("s") and not low.endswith("ss")
            if head[:1].isupper() and node.align and node.align[0] == 0 \
                    and not self.keeps_capital(head, node):
                head = low  # capitalised only because it opened the sentence
        det: list[str] = []
        pre: list[str] = []
        post: list[str] = []
        quant: list[str] = []
        is_plural = source_plural
        definite_marker = False
        polarity = self.const(node, ":polarity") == "-"
        if extra_mod:
            pre.append(extra_mod)
        if extra_post:
            post.append(extra_post)
        if extra_det:
            det.append(extra_det)
            definite_marker = True
        for e in node.edges:
            role_node = e.target
            if id(e) in skip or e.role != ":ARG0-of" or not isinstance(role_node, Node) \
                    or role_node.concept not in ("have-rel-role-91", "have-org-role-91") \
                    or role_node.var in self.done:
                continue
            # (person :ARG0-of (have-rel-role-91 :ARG1 i :ARG2 friend)) is "my friend".
            titles = [x.target for x in role_node.edges if x.role == ":ARG2"]
            if not titles:
                continue
            skip.add(id(e))
            self.done.add(role_node.var)
            head = self.argument(titles[0], "obj", bare=True).text
            for x in role_node.edges:
                if x.role != ":ARG1":
                    continue
                of = self.target_node(x.target)
                if of is not None and (of.concept in PRONOUNS or of.var in self.done):
                    det.append(self.pronoun(of, "poss").text)
                    self.done.add(of.var)
                    definite_marker = True
                else:
                    post.append("of " + self.argument(x.target, "obj").text)
            break
        if concept == "thing" and head is None and not extra_mod and not extra_post \
                and not extra_det and not predicative:
            events = [e for e in node.edges if id(e) not in skip and is_inverted(e.role)
                      and isinstance(e.target, Node) and is_frame(e.target.concept)
                      and e.target.var not in self.done]
            plain = [e for e in node.edges if id(e) not in skip and not is_inverted(e.role)]
            event = events[0].target if len(events) == 1 else None
            if isinstance(event, Node) and not plain \
                    and base_role(events[0].role) in (":ARG1", ":ARG0") \
                    and any(_ARG.match(x.role) for x in event.edges):
                # A free relative: (thing :ARG1-of (say-01 :ARG0 he)) is "what he said".
                return NP(self.clause(event, gap=base_role(events[0].role), relative="what"))
        # Nominalised events: (thing :ARG1-of (say-01 ...)), (person :ARG0-of (teach-01)).
        if (head is None and concept in ("thing", "person")) or is_frame(concept):
            head = self.nominal_head(node, skip) or head
        if head is None:
            head = stem(concept)
            if "-" in head and not lemma_pos(head):
                head = head.replace("-", " ")  # "little-by-little", "at-all"
            if concept == "person" and not node.edges:
                head = "person"
        for e in node.edges:
            if id(e) in skip or e.role in (":polarity", ":wiki", ":mode"):
                continue
            role, target = e.role, e.target
            if role == ":quant":
                if isinstance(target, Const):
                    value = target.text
                    quant.append(number_words(value))
                    try:
                        is_plural = float(value) != 1
                    except ValueError:
                        is_plural = True
                else:
                    q = self.argument(target, "obj")
                    quant.append(q.text)
                    is_plural = q.text not in ("one", "1", "a", "each", "every")
                continue
            if role == ":poss":
                owner_node = self.target_node(target)
                if owner_node is not None and owner_node.var in self.done:
                    det.append(self.pronoun(owner_node, "poss").text)
                    definite_marker = True
                elif owner_node is not None and owner_node.concept in PRONOUNS:
                    det.append(pronoun_form(owner_node.concept, "poss"))
                    self.done.add(owner_node.var)
                    definite_marker = True
                else:
                    owner = self.argument(target, "obj")
                    if owner and len(owner.text.split()) <= 4 and owner_node is not None and (
                            owner_node.concept in _HUMAN or self.has_role(owner_node, ":name")):
                        det.append(owner.text + ("'" if owner.text.endswith("s") else "'s"))
                        definite_marker = True
                    elif owner:
                        post.append("of " + owner.text)
                continue
            if role == ":mod":
                target_node = self.target_node(target)
                if isinstance(target, Const):
                    if target.text[:1].isdigit():
                        post.append(target.text)
                        definite_marker = True
                    else:
                        pre.append(target.text)
                    continue
                if target_node is None:
                    continue
                word = stem(target_node.concept)
                if isinstance(target, Node) and not target.edges and word in DETERMINERS:
                    self.done.add(target.var)
                    form = (self.word_of(target) or word).lower()
                    if word in ("all", "both", "half"):
                        det.insert(0, form)  # "all those governments"
                    else:
                        det.append(form)
                    if word in ("these", "those", "many", "few", "several", "both", "all"):
                        is_plural = True
                    definite_marker = True
                    continue
                if isinstance(target, Node) and self.is_clause(target) and target.edges:
                    post.append(self.relative_from_mod(target))
                    continue
                phrase = self.argument(target, "obj", bare=True)
                if phrase:
                    if phrase.text.split(" ", 1)[0] in DETERMINERS and " " in phrase.text:
                        post.append("of " + phrase.text)  # "the governments of those countries"
                    elif isinstance(target, Node) and len(list(target.walk())) > 2 \
                            and not is_adjective(word):
                        post.append(phrase.text if phrase.text.split(" ")[0] in ROLE_PREPOSITIONS.values()
                                    else "of " + phrase.text)
                    else:
                        pre.append(phrase.text)
                continue
            if role == ":ord":
                ordinal = self.argument(target, "obj")
                pre.insert(0, ordinal.text)
                definite_marker = True
                continue
            if role == ":degree":
                target_node = self.target_node(target)
                if target_node is None or not self.lexicalized(node, target_node):
                    pre.insert(0, self.argument(target, "obj").text)
                continue
            if role == ":domain" and predicative:
                continue
            if role == ":name":
                continue
            if role == ":part-of" and isinstance(target, Node | Ref):
                whole = self.target_node(target)
                if whole is not None and (whole.concept in PRONOUNS or whole.var in self.done):
                    det.append(self.pronoun(whole, "poss").text)  # "his brain"
                    self.done.add(whole.var)
                    definite_marker = True
                    continue
            if is_inverted(role) and isinstance(target, Node) and self.same_token(node, target):
                # The event is in the noun itself ("holders" for hold-01): keep its other parts.
                self.done.add(target.var)
                for x in target.edges:
                    if isinstance(x.target, Ref) and x.target.var == node.var:
                        continue
                    agent = self.target_node(x.target)
                    if _ARG.match(x.role) and agent is not None and (
                            agent.concept in PRONOUNS or agent.var in self.done):
                        det.append(self.pronoun(agent, "poss").text)  # "my drawing"
                        self.done.add(agent.var)
                        definite_marker = True
                    elif _ARG.match(x.role) and isinstance(x.target, Node):
                        phrase = self.argument(x.target, "obj", bare=True)
                        where = self.position(x.target)
                        if where is not None and node.align and where < node.align[0]:
                            pre.append(phrase.text)
                        else:
                            post.append("of " + phrase.text)
                    else:
                        text = self.modifier(target, x)
                        if text:
                            post.append(text)
                continue
            if is_inverted(role):
                rel = self.relative(node, e)
                if rel and rel.startswith("@"):
                    pre.append(rel[1:])
                elif rel:
                    post.append(rel)
                continue
            if _ARG.match(role) or role.startswith(":op"):
                phrase = self.argument(target, "obj")
                if phrase:
                    post.append(("of " if role in (":ARG1", ":op1") or is_frame(concept) else "")
                                + phrase.text)
                continue
            text = self.modifier(node, e)
            if text:
                post.append(text)
        if is_plural and head is not None and not source_plural and not head.endswith("s"):
            head = plural(head)
        words: list[str] = []
        if concept == "thing" and quant and not pre and not post and not det:
            return NP(" ".join(quant), plural=is_plural)  # "(thing :quant 1.42)" is just the number
        if polarity and not predicative:
            words.append("no")
            definite_marker = True
        words.extend(det)
        words.extend(quant)
        words.extend(p for p in pre if p)
        words.append(head or "thing")
        words.extend(p for p in post if p)
        text = " ".join(words)
        human = concept in _HUMAN or concept == "person"
        definite = definite_marker
        source_article = None if definite_marker or quant or bare else self.source_article(node)
        if source_article:
            text = f"{source_article} {text}"
            definite = source_article not in ("a", "an", "some")
        elif predicative and "ADJ" in lemma_pos(head or ""):
            pass  # "everything was so small"
        elif not definite_marker and not quant and not bare and not _bare_noun(concept, head or "") and \
                not (head and head[:1].isupper()):
            article: str | None = source_article
            if article is None and self.source is not None and node.align:
                article = ""  # the source had no determiner here
            if article is None:
                article = self.default_article(node, case, is_plural, predicative)
            if article:
                text = f"{article} {text}" if article not in ("a", "an") else with_article(text)
            definite = article not in ("a", "an", "", "some")
        return NP(text, 3, is_plural, human, definite)

    def default_article(self, node: Node, case: Case, is_plural: bool, predicative: bool) -> str:
        if is_plural:
            return ""
        if predicative:
            return "a"
        if node.role == ":ARG1" and node.parent is not None and node.parent.concept in (
                "have-03", "see-01", "make-01", "draw-01", "want-01", "own-01"):
            return "a"
        return "the"

    def nominal_head(self, node: Node, skip: set[int]) -> str | None:
        """A noun for a thing/person defined by an event ("teacher", "price")."""
        concept = node.concept
        if is_frame(concept):
            word = self.word_of(node)
            return word.lower() if word else stem(concept).replace("-", " ")
        for e in node.edges:
            if id(e) in skip or not is_inverted(e.role) or not isinstance(e.target, Node):
                continue
            event = e.target
            others = [x for x in event.edges if not (isinstance(x.target, Ref) and x.target.var == node.var)]
            if others:
                continue
            role = base_role(e.role)[1:]
            noun = _agent_nouns().get((event.concept, role))
            word = self.word_of(event)
            if word and not word.lower().endswith(("ed", "ing")):
                noun = word.lower()
            if noun is None and concept == "thing" and role in ("ARG1", "ARG2"):
                noun = stem(event.concept)
            if noun is not None:
                skip.add(id(e))
                self.done.add(event.var)
                return noun
        return None

    def relative(self, head: Node, edge: Edge) -> str:
        """A relative clause or participle for an inverted edge below a noun."""
        node = self.target_node(edge.target)
        if node is None or isinstance(edge.target, Ref) or node.var in self.done:
            return ""
        role = base_role(edge.role)
        if node.concept in _INVERTED_CONNECTIVES or not self.is_clause(node):
            if role == ":mod" or role == ":domain":
                return "@" + self.np(node, "obj").text if not node.edges else ""
            if not self.is_clause(node):
                phrase = self.np(node, "obj")
                prep = {":location": "with", ":topic": "on"}.get(role, "of")
                return f"{prep} {phrase.text}" if role != ":poss" else f"of {phrase.text}"
            return self.inverted_modifier(head, edge, node)
        if role == ":ARG1" and all(e.role == ":degree" for e in node.edges) and \
                is_adjective_frame(node.concept):
            self.done.add(node.var)
            deg = [self.modifier(node, e) for e in node.edges]
            return "@" + " ".join([*deg, self.word_of(node) or stem(node.concept)])
        if node.concept in ("have-rel-role-91", "have-org-role-91"):
            self.done.add(node.var)
            parts = [self.argument(e.target, "obj").text for e in node.edges if e.role == ":ARG2"]
            of = [self.argument(e.target, "obj").text for e in node.edges if e.role == ":ARG1"]
            return " ".join(["who is", *(with_article(p) for p in parts), *(f"of {o}" for o in of)])
        rel = "who" if head.concept in _HUMAN or head.concept in PRONOUNS else "that"
        return self.clause(node, gap=role, relative=rel)

    def relative_from_mod(self, node: Node) -> str:
        return "that " + self.clause(node, relative="that")

    def preposition_np(self, node: Node, skip: set[int], extra: str = "") -> NP:
        """Concepts that are prepositions in English: "after that", "six years ago"."""
        word = self.word_of(node) or node.concept
        obj: list[str] = [extra] if extra else []
        amount: list[str] = []
        rest: list[str] = []
        for e in node.edges:
            if id(e) in skip:
                continue
            if e.role.startswith(":op"):
                target = self.target_node(e.target)
                if target is not None and target.concept == "now" and word == "before":
                    self.done.add(target.var)
                    word = "ago"
                    continue
                if target is not None and self.is_clause(target) and isinstance(e.target, Node):
                    obj.append(self.clause(target, form="gerund") if word in ("after", "before", "since", "without")
                               and self.subject_known(target) else self.clause(target))
                else:
                    obj.append(self.argument(e.target, "obj").text)
            elif e.role == ":quant":
                amount.append(self.argument(e.target, "obj").text)
            elif e.role == ":mod" and isinstance(e.target, Node) and not e.target.edges:
                self.done.add(e.target.var)
                amount.insert(0, stem(e.target.concept))
            else:
                text = self.modifier(node, e)
                if text:
                    rest.append(text)
        if word == "ago":
            return NP(" ".join([*amount, "ago", *rest]))
        return NP(" ".join([*amount, word, " and ".join(obj), *rest]).strip())

    def subject_known(self, clause_node: Node) -> bool:
        for e in clause_node.edges:
            if e.role in (":ARG0", ":ARG1"):
                return isinstance(e.target, Ref) or (isinstance(e.target, Node) and
                                                     e.target.var in self.done)
        return True

    def quantity(self, node: Node) -> NP:
        value = self.const(node, ":quant")
        units = [e.target for e in node.edges if e.role == ":unit"]
        unit = ""
        if units and isinstance(units[0], Node):
            self.done.add(units[0].var)
            word = self.word_of(units[0])
            unit = word if word and word.isalpha() else stem(units[0].concept)
        number = number_words(value) if value else "some"
        is_plural = value not in ("1", None)
        if is_plural and unit and not unit.endswith("s"):
            unit = plural(unit)
        rest = [self.modifier(node, e) for e in node.edges
                if e.role not in (":quant", ":unit") and not is_inverted(e.role)]
        rels = [self.relative(node, e).lstrip("@") for e in node.edges if is_inverted(e.role)]
        if node.concept == "monetary-quantity" and unit in ("dollar", "dollars") and value:
            return NP(" ".join([f"${value}", *rest, *rels]).strip(), plural=True)
        return NP(" ".join([number, unit, *[r for r in rest if r], *[r for r in rels if r]]).strip(),
                  plural=is_plural)

    def date(self, node: Node, extra: str = "") -> str:
        if not extra and node.parent is not None and node.role in (":weekday-of", ":season-of"):
            extra = stem(node.parent.concept)
            self.done.add(node.parent.var)
        year = self.const(node, ":year")
        month = self.const(node, ":month")
        day = self.const(node, ":day")
        parts: list[str] = []
        if month and month.isdigit() and 1 <= int(month) <= 12:
            parts.append(_MONTHS[int(month) - 1] + (f" {day}" if day else ""))
        elif day:
            parts.append(f"the {ordinal_word(day)}")
        if year:
            if parts and day:
                parts[-1] += ","
            parts.append(year)
        for e in node.edges:
            if e.role in (":weekday", ":dayperiod", ":season") and isinstance(e.target, Node):
                self.done.add(e.target.var)
                parts.insert(0, stem(e.target.concept).capitalize()
                             if e.role == ":weekday" else stem(e.target.concept))
            elif e.role == ":time" and isinstance(e.target, Const):
                parts.append(f"at {e.target.text}")
            elif e.role in (":mod", ":quant") and isinstance(e.target, Node):
                parts.insert(0, self.np(e.target, "obj").text)
            elif e.role == ":decade" and isinstance(e.target, Const):
                parts.append(f"the {e.target.text}s")
            elif e.role == ":century" and isinstance(e.target, Const):
                parts.append(f"the {ordinal_word(e.target.text)} century")
        if extra:
            parts.insert(0, extra[:1].upper() + extra[1:])
        text = " ".join(parts).replace(" ,", ",")
        return text or "that day"

    def name_text(self, node: Node) -> str:
        self.done.add(node.var)
        ops = [e.target.text for e in node.edges
               if e.role.startswith(":op") and isinstance(e.target, Const)]
        return " ".join(ops) or "someone"


def _largest_first(edges: list[Edge]) -> list[Edge]:
    """Edges up from a focus, the one to the old root (the biggest subtree) first."""
    return sorted(edges, key=lambda e: -len(e.target.walk()) if isinstance(e.target, Node) else 0)


def _is_loose_word(token: str) -> bool:
    """A word a parser may leave unaligned at a sentence's edge: function words, numbers."""
    return token.lower() in FUNCTION_WORDS or not re.search(r"[^\W\d]", token)


@lru_cache(maxsize=65536)
def _word_fits(word: str, key: str) -> bool:
    """Whether a source word can stand for concept stem ``key`` (same word, inflected or derived)."""
    if key.endswith("-91") or ("-" in key and any(
            part and (word.startswith(part[:4]) or part.startswith(word[:4]))
            for part in key.split("-")[1:])):
        return True  # abstract frames sit on function words; "grown-up" on "ups"
    head = key.split("-")[0]
    if not head or not word:
        return True
    if word.startswith(head[: max(3, min(len(head), 4))]) or head.startswith(word[:4]):
        return True
    if word in AUXILIARIES or word in ("not", "n't", "no", "never"):
        return True
    from lemminflect import getAllLemmas

    lemmas = {lemma for forms in getAllLemmas(word).values() for lemma in forms}
    if head in lemmas:
        return True
    lexicon = _lexicon()
    if lexicon is not None:
        frames = lexicon.nouns.get(word, []) + lexicon.adjectives.get(word, [])
        if any(stem(f).split("-")[0] == head for f in frames):
            return True
        agent = lexicon.arg_nouns.get(word)
        if agent and any(stem(c).split("-")[0] == head for c, _ in agent):
            return True
    return word in _SPECIAL_WORDS.get(key, ()) or key in ("person", "thing", "have-degree",
                                                          "be-located-at", "amr-unknown")


_SPECIAL_WORDS: dict[str, tuple[str, ...]] = {
    "possible": ("can", "could", "able", "may", "might", "ca"),
    "obligate": ("must", "have", "has", "had", "should", "need"),
    "permit": ("may", "can", "allowed", "let"),
    "recommend": ("should", "ought"),
    "cause": ("because", "why", "so", "since", "as", "therefore", "thus", "hence"),
    "contrast": ("but", "however", "yet", "though"),
    "i": ("me", "my", "mine", "myself"),
    "we": ("us", "our", "ours"),
    "they": ("them", "their", "theirs"),
    "he": ("him", "his"),
    "she": ("her", "hers"),
    "good": ("better", "best", "well"),
    "bad": ("worse", "worst"),
    "many": ("more", "most"),
    "much": ("more", "most"),
    "this": ("these",),
    "most": ("best", "worst"),
    "above": ("over",),
    "below": ("under",),
    "that": ("those",),
    "and": ("&",),
}


def _bare_noun(concept: str, head: str) -> bool:
    return concept in ("thing", "something", "anything", "everything", "nothing", "someone",
                       "anyone", "everyone", "somebody", "anybody", "nobody", "here", "there",
                       "now", "then", "today", "tomorrow", "yesterday", "home", "once", "again",
                       "nowhere", "somewhere", "anywhere", "everywhere", "more", "most", "less",
                       "much", "many", "few", "all", "none", "both", "each", "this", "that",
                       "ever", "never", "so", "too", "very", "only", "even", "also", "still",
                       "already", "away", "thus", "hence", "else", "just", "yet", "almost",
                       "quite", "rather", "enough", "everybody", "yes", "no", "oh", "ah",
                       "hello", "goodbye", "please", "thanks", "okay", "alas") \
        or is_adjective(head) or concept in DETERMINERS or ("ADV" in lemma_pos(head) \
        and "NOUN" not in lemma_pos(head)) or head[:1].isdigit() or _lexicon_adjective(head)


def _lexicon_adjective(word: str) -> bool:
    lexicon = _lexicon()
    return bool(lexicon is not None and word in lexicon.adjectives and "NOUN" not in lemma_pos(word))


def _join(parts: list[str], word: str, comma: bool = False) -> str:
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    if len(parts) == 2:
        return f"{parts[0]}{',' if comma else ''} {word} {parts[1]}"
    return ", ".join(parts[:-1]) + f", {word} {parts[-1]}"


def realize(graph: penman.Graph, *, reuse_top: bool | None = None) -> Realization:
    """English for ``graph``, read from its top; never raises on a well-formed graph.

    ``reuse_top``: whether a graph whose top is still its original root may be
    read back as its whole source sentence (default: yes when aligned).
    """
    try:
        result = _Realizer(graph, reuse_top=reuse_top).run()
    except RecursionError:
        result = Realization(_concept_list(graph), "concept-list")
    except Exception as exc:
        log.warning("realizer fell back to a concept list: %s: %s", type(exc).__name__, exc)
        result = Realization(_concept_list(graph), "concept-list")
    if not result.text.strip():
        result = Realization(_concept_list(graph), "concept-list")
    return result


def _concept_list(graph: penman.Graph) -> str:
    words = [stem(str(inst.target)) for inst in graph.instances()
             if inst.target and str(inst.target) not in ("name", "multi-sentence", "and")]
    text = detokenize(words) or "Something"
    return text[0].upper() + text[1:] + "."


class BuiltinGenerator(Generator):
    """The ``builtin`` generator: :func:`realize` over a batch of PENMAN graphs."""

    name = "builtin"
    accepts_graphs = True

    def __init__(self, settings: Any = None) -> None:
        self.settings = settings

    def generate(self, graphs: Sequence[GraphInput]) -> list[GenerationResult]:
        from pipeline.errors import InputError

        results = []
        for i, amr in enumerate(graphs):
            try:
                graph = input_graph(amr, key=i)
            except InputError as exc:
                results.append(GenerationResult(amr, None, self.name, None, str(exc)))
                continue
            realization = realize(graph)
            results.append(GenerationResult(amr, realization.text, self.name,
                                            realization.construction))
        return results

