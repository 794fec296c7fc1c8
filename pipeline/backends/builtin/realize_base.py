"""Shared state and small graph helpers of the realizer; the grammar lives in the mixins."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from pipeline.backends.builtin.morphology import (
    AUXILIARIES,
    Tense,
    inflect,
    lemma_pos,
)
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    Source,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import HUMAN, LINKING, NOUN_DETERMINERS
from pipeline.graph import is_frame as _has_sense
from pipeline.graph import strip_sense

log = logging.getLogger(__name__)

# Forms of "be" that take a predicate adjective (not "'s", also a possessive).
BE_FORMS = frozenset(["be", "is", "are", "am", "was", "were", "been", "being", "'re", "'m"])

ARG_ROLE = re.compile(r"^:ARG(\d)$")
# Words before a noun, not a verb: "a serve", "his release", "149 m.p.h. serve".
_NOUN_OPENERS = frozenset(["a", "an", "the", "his", "her", "its", "their", "our", "my", "your",
                           "this", "these", "those", "'s", "."])
Case = Literal["subj", "obj", "poss"]


class RealizationRefused(Exception):
    """A construction the rules cannot say well for this focus; the message says why.

    Raised inside the realizer and turned into a refusal by ``realize``; it never
    leaves the package.
    """


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
class VerbFeatures:
    """Tense, aspect and voice read from the aligned source verb group, if any."""

    tense: Tense = "past"
    modal: str | None = None
    perfect: bool = False
    progressive: bool = False
    passive: bool = False


class RealizerBase:
    """State of one realization: which nodes have been said, and the source."""

    tree: Node
    nodes: dict[str, Node]
    source: Source | None
    done: set[str]
    quoted: set[str]
    matches: dict[str, bool]
    modifier_focus: Edge | None
    reserved: set[str]
    overrides: dict[str, NP]
    final_mark: str
    clauses: dict[str, bool]
    question: bool
    # Sentence adverbs the source opened with ("However,", "Meanwhile,", "Strikingly,"), met
    # inside a relative or subordinate clause: the sentence says them first.
    openers: list[str]
    default_tense: Tense
    reuse_top: bool
    subject_depth: int = 0  # > 0 while a subject noun phrase is being built
    # A clause's subject (variable), and for a coordinated clause the subject of the clause
    # said before it: a shared participant is a pronoun only where it was that subject.
    subject_of: dict[str, str]
    subject_before: dict[str, str | None]
    old_root: str | None = None  # the parse's root, at the end of the focus's way_up

    # Implemented by the grammar mixins (realize_*.py); declared here so that each
    # mixin type-checks on its own.
    age_aside: Callable[..., str | None]
    position_without: Callable[..., int | None]
    said_right_before: Callable[..., bool]
    prenominal_participle: Callable[..., str | None]
    refuse_scrambled_prenominals: Callable[..., None]
    adjective_phrase: Callable[..., str]
    adverb_before_adjective: Callable[..., str | None]
    for_gerund: Callable[..., bool]
    source_reflexive: Callable[..., str | None]
    reflexive: Callable[..., str | None]
    number_counts: Callable[..., bool]
    bare_infinitive_head: Callable[..., Node | None]
    joined_relatives: Callable[..., list[str]]
    refuse_split_relatives: Callable[..., None]
    counted_article: Callable[..., str | None]
    source_plural: Callable[..., bool | None]
    opens_sentence: Callable[..., bool]
    refuse_prepositional_verb_lead: Callable[..., None]
    refuse_stranded_verb: Callable[..., None]
    adjunct_cleft: Callable[..., tuple[str, str]]
    refuse_noun_infinitive_purpose: Callable[..., None]
    amount_mods: Callable[..., list[tuple[Edge, int]]]
    times_before_complement: Callable[..., list[tuple[Edge, int]]]
    fronted_past_clause: Callable[..., bool]
    that_after_time: Callable[..., list[tuple[int, str]]]
    approximator: Callable[..., str]
    attributive: Callable[..., bool]
    after_the: Callable[..., bool]
    apposition_opener: Callable[..., str]
    argument: Callable[..., NP]
    attribution_tail: Callable[..., str | None]
    be_group: Callable[..., list[str]]
    clause: Callable[..., str]
    common_np: Callable[..., NP]
    bare_participle: Callable[..., bool]
    participle_phrase: Callable[..., str | None]
    past_participle_clause: Callable[..., str | None]
    pending_phrase: Callable[..., str | None]
    exception_lead: Callable[..., str]
    comparison_phrase: Callable[..., str | None]
    said_compared: Callable[..., str | None]
    complement: Callable[..., str]
    gerund_subject: Callable[..., NP | None]
    gerund_object: Callable[..., bool]
    concept_matches: Callable[..., bool]
    const_preposition: Callable[..., str | None]
    copula: Callable[..., str]
    contrastive_not: Callable[..., bool]
    copula_features: Callable[..., VerbFeatures]
    clock_time: Callable[..., str]
    date: Callable[..., str]
    day_period: Callable[..., str]
    default_article: Callable[..., str]
    finite_ergative: Callable[..., bool]
    degree_phrase: Callable[..., str]
    is_attribution: Callable[..., bool]
    is_plural: Callable[..., bool]
    share_plural: Callable[..., bool | None]
    is_refocus_edge: Callable[..., bool]
    keeps_capital: Callable[..., bool]
    lexicalized: Callable[..., bool]
    main_verb_after: Callable[..., bool]
    modal_above: Callable[..., tuple[list[Edge], str | None, bool]]
    perfect_under_modal: Callable[..., bool]
    be_before: Callable[..., bool]
    be_passive_in_source: Callable[..., bool]
    modal_is_past: Callable[..., bool]
    modal_word: Callable[..., str]
    modifier: Callable[..., str]
    name_text: Callable[..., str]
    nominal_head: Callable[..., str | None]
    np: Callable[..., NP]
    numbered_name: Callable[..., bool]
    object_in_source: Callable[..., bool]
    of_in_source: Callable[..., bool]
    list_before_head: Callable[..., bool]
    number_pair: Callable[..., NP]
    number_text: Callable[..., str]
    noun_in_source: Callable[..., bool]
    passive_in_source: Callable[..., bool]
    agentless_past: Callable[..., bool]
    perceived_event: Callable[..., bool]
    reduced_participle: Callable[..., bool]
    perfect_in_source: Callable[..., bool]
    position: Callable[..., int | None]
    preposition: Callable[..., str]
    preposition_np: Callable[..., NP]
    pronoun: Callable[..., NP]
    repeated_subject: Callable[..., NP | None]
    quantity: Callable[..., NP]
    quotation_focus: Callable[..., tuple[str, str] | None]
    quotation: Callable[..., str]
    quoted_in_source: Callable[..., bool]
    partly_quoted: Callable[..., bool]
    rebuilt_attribution: Callable[..., bool]
    say_quotation: Callable[..., tuple[str, str] | None]
    speaker_np: Callable[..., NP | None]
    relative: Callable[..., str]
    relative_from_mod: Callable[..., str]
    refuse_misplaced_quotation: Callable[..., None]
    reused: Callable[..., str | None]
    role_clause: Callable[..., str]
    said_as_noun: Callable[..., bool]
    subjectless_adjective: Callable[..., str | None]
    refuse_title_after_name: Callable[..., None]
    nominal_gerund: Callable[..., bool]
    sentence: Callable[..., tuple[str, str]]
    source_article: Callable[..., str | None]
    source_particle: Callable[..., str]
    source_preposition: Callable[..., str | None]
    source_preposition_at: Callable[..., tuple[str, int] | None]
    source_subordinator: Callable[..., str | None]
    special_clause: Callable[..., str | None]
    split_auxiliary: Callable[..., tuple[str, list[str]]]
    stranded_preposition: Callable[..., str]
    preposition_said_before: Callable[..., tuple[str, int] | None]
    asked_whether: Callable[[Node], str | None]
    subject_known: Callable[..., bool]
    tail: Callable[..., str]
    there_before: Callable[..., str | None]
    existential: Callable[..., str | None]
    time_phrase: Callable[..., str]
    verb_features: Callable[..., VerbFeatures]
    past_under_modal: Callable[..., bool]
    framed_in_past: Callable[[Node], bool]
    word_for_mod: Callable[..., str]
    with_dropped_name_words: Callable[..., int]
    with_dropped_hedge: Callable[..., int]
    word_of: Callable[..., str | None]

    def subject(self, target: Node | Ref | Const) -> NP:
        """``target`` said as a subject; see :meth:`FocusConstructions.tail` for why the depth
        is counted."""
        self.subject_depth += 1
        try:
            return self.argument(target, "subj")
        finally:
            self.subject_depth -= 1

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

    def refuse_mixed_purpose(self, node: Node) -> None:
        """Refuse a purpose joining a noun and an event ("calling for an end to ... and for
        Khamenei's death"): as an infinitive the noun loses its "for" ("calling an end to
        ... and for Khamenei to die"), and no one form says both."""
        if node.concept in ("and", "or") and self.is_clause(node) and not all(
                isinstance(e.target, Node) and self.is_clause(e.target)
                for e in node.edges if e.role.startswith(":op")):
            raise RealizationRefused("a purpose joining a noun and an event has no one form")

    def _is_clause(self, node: Node) -> bool:
        concept = node.concept
        if concept in ("and", "or", "contrast-01", "multi-sentence"):
            return any(isinstance(e.target, Node) and self.is_clause(e.target)
                       for e in node.edges if e.role.startswith(":op") or ARG_ROLE.match(e.role))
        if concept in ("have-rel-role-91", "have-org-role-91") :
            return True
        if is_frame(concept):
            return not self.bare_event_word(node)
        return self.has_role(node, ":domain")

    def bare_event_word(self, node: Node) -> bool:
        """A predicate the source said as a noun or adverb with no participants ("filed
        suit", "frequently"): said as that word, not rebuilt into a subjectless clause."""
        if self.source is None or not node.align or any(ARG_ROLE.match(e.role) for e in node.edges):
            return False
        if node.role and is_inverted(node.role) and ARG_ROLE.match(node.role[:-3]):
            return False  # the gap of a relative clause: "the man who was shot"
        ups = sorted((len(e.target.walk()), e.role) for e in node.edges
                     if is_inverted(e.role) and isinstance(e.target, Node))
        if node.parent is None and ups and re.fullmatch(r":ARG[02-9]-of", ups[-1][1]):
            # A focus reads as a noun as the object of its old root ("Suit was filed by")
            # or as an adverb ("Frequently, ..."), not as another argument ("There was death
            # that Imam Samudra was sentenced to").
            return False
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).replace("-", " ")
        if word in (lemma, inflect(lemma, "VBG")) and self._after_determiner(node):
            return True  # "at a briefing", "the G20 meeting", "an all-time high": a noun
        if word == inflect(lemma, "VBG") and self._listed_with_noun(node):
            return True  # "a sales and marketing deal", "for looting and other thefts"
        return word.isalpha() and not self._verb_form(word, lemma)

    @staticmethod
    def _verb_form(word: str, lemma: str) -> bool:
        return word in {lemma, *(inflect(lemma, tag) for tag in ("VBD", "VBZ", "VBG", "VBN"))}

    def _listed_with_noun(self, node: Node) -> bool:
        """Whether ``node`` is a member of an "and"/"or" list whose other member the source
        said as a noun ("sales", "thefts", "conspiracy"): its "-ing" word is a noun as well,
        not a verb whose subject was lost."""
        assert self.source is not None
        lists = [e.target for e in node.edges
                 if re.fullmatch(r":op\d+-of", e.role) and isinstance(e.target, Node)]
        if node.parent is not None and re.fullmatch(r":op\d+", node.role or ""):
            lists.append(node.parent)
        for listed in lists:
            if listed.concept not in ("and", "or"):
                continue
            for e in listed.edges:
                other = e.target
                if not re.fullmatch(r":op\d+", e.role) or not isinstance(other, Node) \
                        or other is node or not other.align:
                    continue
                if not is_frame(other.concept):
                    if not any(x.role == ":domain" for x in other.edges):
                        return True
                    continue
                said = self.source.word(other.align[0]).lower()
                if said.isalpha() and not self._verb_form(said, stem(other.concept).replace("-", " ")):
                    return True
        return False

    def _after_determiner(self, node: Node) -> bool:
        """Whether a determiner the graph does not hold opens ``node``'s phrase in the
        source ("a briefing", "the G20 meeting"), past the words of its own modifiers."""
        if self.source is None or not node.align:
            return False
        own = {n.var for e in node.edges if not is_inverted(e.role) and isinstance(e.target, Node)
               for n in e.target.walk()}  # its modifiers, not the old root above a focus
        i = node.align[0] - 1
        while i >= 0 and self.source.owner.get(i) in own:
            i -= 1
        return i >= 0 and self.source.owner.get(i) is None \
            and self.source.word(i).lower() in NOUN_DETERMINERS

    def transitive(self, concept: str) -> bool:
        lexicon = propbank_lexicon()
        if lexicon is None or concept not in lexicon:
            return False
        return lexicon.role(concept, "ARG0") is not None and lexicon.role(concept, "ARG1") is not None

    def words_before(self, event: Node) -> list[int]:
        """Indices of the few source words before ``event``'s verb within its clause (back to
        a comma or stop), nearest first: where "whether" or ", whom" says how it was said."""
        if self.source is None or not event.align:
            return []
        found = []
        for k in range(event.align[0] - 1, max(event.align[0] - 7, 0), -1):
            if self.source.tokens[k] in (",", ";", ":", "."):
                break
            found.append(k)
        return found

    def said_object_preposition(self, frame: Node, obj: Node) -> str:
        """The preposition the source said before ``obj``, ``frame``'s object, where PropBank
        gives the frame's ARG1 that preposition (object-01 "to", rely-01 "on": "objected to
        raising taxes", "referring to the kissing"); "" otherwise."""
        said = self.source_preposition(obj)
        lexicon = propbank_lexicon()
        return said if said and lexicon is not None \
            and said in lexicon.prepositions(frame.concept, "ARG1") else ""

    def verb_preposition(self, frame: Node, obj: Node) -> str:
        """The preposition the source said right after ``frame``'s verb, before ``obj``
        ("interfere with its customer relationships", "listen carefully to ..."): the verb's
        own, kept when ``obj`` is said as the source's noun phrase; "" otherwise."""
        found = self.source_preposition_at(obj)
        if found is None or not found[0] or found[0] == "of" or not frame.align \
                or self.source is None:
            return ""
        between = self.source.tokens[frame.align[0] + 1:found[1]]
        return found[0] if all(lemma_pos(t.lower()) == {"ADV"} for t in between) else ""

    def controlled_here(self, clause: Node, subject: Node | Ref | Const) -> bool:
        """Whether ``subject`` of the infinitive ``clause`` is also the subject of the clause
        above it, by a re-entrancy there: the refocused tree may put the shared node's
        words under the infinitive ("The mattress was used for it to scale a fence by
        Selenski"), where the verb above already names it."""
        parent = clause.parent
        return isinstance(subject, Node) and parent is not None and any(
            e.role in (":ARG0", ":ARG1") and isinstance(e.target, Ref)
            and e.target.var == subject.var for e in parent.edges)

    def said_as_infinitive(self, node: Node) -> bool:
        """Whether the source said ``node``'s verb as a "to" infinitive ("expects Mr. Ebbers
        to be exonerated", "hopes to win"): an event only expected or intended."""
        if node.concept in ("and", "or"):  # "requires libraries to use filters or lose ..."
            first = [e.target for e in node.edges if e.role == ":op1" and isinstance(e.target, Node)]
            return bool(first) and self.said_as_infinitive(first[0])
        if self.source is None or not node.align:
            return False
        lists = [e.target for e in node.edges if e.role.startswith(":op") and e.role.endswith("-of")]
        if node.parent is not None and (node.role or "").startswith(":op") \
                and not (node.role or "").endswith("-of"):
            lists.append(node.parent)
        for listed in lists:  # "to use filters or lose federal financing": "lose" too
            coordination = self.target_node(listed) if isinstance(listed, Node | Ref) else None
            heads = [self.target_node(e.target) for e in coordination.edges if e.role == ":op1"] \
                if coordination is not None and coordination.concept in ("and", "or") else []
            if heads and heads[0] is not None and heads[0].var != node.var \
                    and self.said_as_infinitive(heads[0]):
                return True
        if self.source.word(node.align[0]).lower().endswith("ing") \
                and self.source.word(node.align[0] - 1).lower() == "to":
            return False  # "adds to growing international pressure": no infinitive
        j = node.align[0] - 1
        while j >= 0 and self.source.tokens[j].lower() in AUXILIARIES | {"not", "also", "never", "then"}:
            j -= 1
        return j >= 0 and self.source.tokens[j].lower() == "to"

    def verb_form_in_source(self, node: Node) -> bool:
        """Whether the source said a frame an adjective may name ("equal-01") with a finite
        form of its verb ("equalled", "equals"), no form of "be" before it."""
        if self.source is None or not node.align:
            return False
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).split("-")[0]
        before = self.source.word(node.align[0] - 1).lower() if node.align[0] > 0 else ""
        return word != lemma and word in (inflect(lemma, "VBD"), inflect(lemma, "VBZ")) \
            and before not in AUXILIARIES

    def refuse_base_form_noun(self, node: Node) -> None:
        """Refuse a gerund for an event the source named with its verb's bare form used as a
        noun ("with a 149 m.p.h. serve" said "serving")."""
        if self.source is None or not node.align or node.align[0] == 0:
            return
        word = self.source.word(node.align[0]).lower()
        before = self.source.word(node.align[0] - 1).lower()
        if word == stem(node.concept).split("-")[0] and (
                before in _NOUN_OPENERS or before.replace(",", "").replace(".", "").isdigit()):
            raise RealizationRefused("an event the source named with a noun said as a gerund")

    def refuse_adjective_as_verb(self, node: Node) -> None:
        """Refuse a verb for a frame the source said with an adjective that is none of its
        forms: "critical" read as criticize-01 is not "was criticized"."""
        if self.source is None or not node.align or not is_frame(node.concept):
            return
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).split("-")[0]
        if word[:4] != lemma[:4] or word in (lemma, *(inflect(lemma, t) for t in ("VBD", "VBN", "VBG", "VBZ"))):
            return
        if lemma_pos(word) == {"ADJ"} or (
                "ADJ" in lemma_pos(word) and "VERB" not in lemma_pos(word)
                and self.after_copula(node.align[0])):
            # also a word that may be a noun, said as the predicate of "be" ("Quattrone was
            # highly influential": not "Quattrone influenced highly")
            raise RealizationRefused(f"an adjective ({word!r}) the parse read as a verb")

    def after_copula(self, index: int) -> bool:
        """Whether source token ``index`` follows a form of "be" or a linking verb, with only
        adverbs between ("was highly influential", "became more critical")."""
        assert self.source is not None
        j = index - 1
        while j >= 0 and (self.source.word(j).lower() in ("more", "most", "very", "so", "too",
                                                           "much", "far", "less", "least")
                          or lemma_pos(self.source.word(j).lower()) == {"ADV"}):
            j -= 1
        word = self.source.word(j).lower()
        return word in BE_FORMS or any(word in (v, inflect(v, "VBD"), inflect(v, "VBZ"),
                                                inflect(v, "VBN")) for v in LINKING)

    def refuse_participle_gerund(self, node: Node) -> None:
        """Refuse "by V-ing" for an event the source said as a bare past participle: "The
        report was found last week tucked inside a manual" is not "found by tucking"."""
        if self.source is None or not node.align or not is_frame(node.concept):
            return
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).split("-")[0]
        before = self.source.word(node.align[0] - 1).lower() if node.align[0] > 0 else ""
        if word != lemma and word == inflect(lemma, "VBN") and before not in AUXILIARIES:
            raise RealizationRefused("an event the source said as a past participle cannot "
                                     "be said as 'by V-ing'")

    def refuse_manner_noun_list(self, node: Node) -> None:
        """Refuse "by V-ing" for a manner list of events and nouns: "used by stand-alone
        applications or an extension" for "used as stand-alone applications or as an
        extension" (the nouns said as they were, the "by" meant for a gerund)."""
        members = [e.target for e in node.edges if e.role.startswith(":op")
                   and isinstance(e.target, Node)] if node.concept in ("and", "or") else []
        if self.source is not None and len({self.is_clause(m) for m in members}) == 2:
            raise RealizationRefused("a list with nouns cannot be said as 'by V-ing'")

    def same_token(self, a: Node, b: Node) -> bool:
        return bool(self.source is not None and a.align and b.align and a.align[0] == b.align[0])

    def phrase_vars(self, node: Node) -> set[str]:
        """The nodes of the phrase ``node`` heads, counting a modifier or possessor that
        became the focus and now sits above it in the layout."""
        if node.parent is None:  # the focus: not its edge up to the old root, the sentence
            own, stack = set(), [node]
            while stack:
                current = stack.pop()
                own.add(current.var)
                stack.extend(e.target for e in current.edges if isinstance(e.target, Node) and not (
                    current is node and is_inverted(e.role) and e.target.var in self.reserved))
            return own
        own = {n.var for n in node.walk()}
        up = node
        while up.parent is not None and up.role in (":domain", ":mod-of", ":degree-of",
                                                    ":quant-of", ":name-of", ":part-of",
                                                    ":poss-of", ":part", ":poss"):
            own.add(up.parent.var)
            up = up.parent
        return own


@lru_cache(maxsize=1)
def propbank_lexicon() -> Any:
    """The shipped PropBank lexicon, or None when its asset is missing (a source checkout
    before ``assets_build``): the realizer then uses its defaults."""
    from pipeline.backends.builtin.lexicon import load_lexicon
    from pipeline.errors import ParaAMRError

    try:
        return load_lexicon()
    except ParaAMRError as exc:
        log.warning("%s; the realizer uses its defaults", exc)
        return None


@lru_cache(maxsize=1)
def agent_nouns() -> dict[tuple[str, str], str]:
    lexicon = propbank_lexicon()
    found: dict[tuple[str, str], str] = {}
    if lexicon is not None:
        for noun, pairs in lexicon.arg_nouns.items():
            for concept, role in pairs:
                found.setdefault((concept, role), noun)
    return found


@lru_cache(maxsize=65536)  # pure, and asked of the same few concepts for every focus
def is_frame(concept: str) -> bool:
    """A predicate concept: a word with a sense number, not a number range ("14-32")."""
    return concept[:1].isalpha() and _has_sense(concept)


@lru_cache(maxsize=65536)
def stem(concept: str) -> str:
    """"need-01" -> "need"; other concepts, numbers like "14-32" among them, unchanged."""
    return strip_sense(concept) if is_frame(concept) else concept


@lru_cache(maxsize=8192)
def is_human(concept: str) -> bool:
    """Whether a noun concept names a person: a listed word, a "-man"/"-woman"/"-ist"
    compound ("businessman", "economist"), or the lexicon's agent noun of a frame
    ("teacher", "explorer")."""
    if concept in HUMAN or (concept.endswith(("man", "men", "woman", "person", "ist", "grapher", "nomer",
                                                   "ician", "arian")) \
            and len(concept) > 4 and concept not in ("german", "human", "roman", "list", "mist")):
        return True
    lexicon = propbank_lexicon()
    return lexicon is not None and any(
        role == "ARG0" for _, role in lexicon.arg_nouns.get(concept, ()))


def is_empty_noun(node: Node) -> bool:
    """A bare ``thing`` leaf, as a modifier: it says nothing ("$395,000 thing a year")."""
    return node.concept == "thing" and not node.edges


def is_adjective(word: str) -> bool:
    tags = lemma_pos(word)
    return "ADJ" in tags and "VERB" not in tags and "NOUN" not in tags


@lru_cache(maxsize=8192)
def is_adjective_frame(concept: str) -> bool:
    """Whether a frame is said as an adjective ("good-02" -> "good"), per the lexicon."""
    word = stem(concept)
    lexicon = propbank_lexicon()
    if lexicon is not None and concept in lexicon.adjectives.get(word, ()):
        return True
    return is_adjective(word)


def join_words(parts: list[str], word: str, comma: bool = False) -> str:
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    if len(parts) == 2:
        return f"{parts[0]}{',' if comma else ''} {word} {parts[1]}"
    return ", ".join(parts[:-1]) + f", {word} {parts[-1]}"
