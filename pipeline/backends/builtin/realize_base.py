"""Shared state and small graph helpers of the realizer; the grammar lives in the mixins.

The concept helpers of realize_concepts are imported here as ``x as x`` (re-exported): most
mixins import them from here."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from pipeline.backends.builtin.morphology import (
    Tense,
)
from pipeline.backends.builtin.realize_concepts import (
    agent_nouns as agent_nouns,
)
from pipeline.backends.builtin.realize_concepts import (
    frame_verb_forms as frame_verb_forms,
)
from pipeline.backends.builtin.realize_concepts import (
    is_adjective as is_adjective,
)
from pipeline.backends.builtin.realize_concepts import (
    is_adjective_frame as is_adjective_frame,
)
from pipeline.backends.builtin.realize_concepts import (
    is_empty_noun as is_empty_noun,
)
from pipeline.backends.builtin.realize_concepts import (
    is_frame as is_frame,
)
from pipeline.backends.builtin.realize_concepts import (
    is_human as is_human,
)
from pipeline.backends.builtin.realize_concepts import (
    join_words as join_words,
)
from pipeline.backends.builtin.realize_concepts import (
    propbank_lexicon as propbank_lexicon,
)
from pipeline.backends.builtin.realize_concepts import (
    stem as stem,
)
from pipeline.backends.builtin.realize_concepts import (
    with_both as with_both,
)
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    Source,
    is_inverted,
)

# Forms of "be" that take a predicate adjective (not "'s", also a possessive).
BE_FORMS = frozenset(["be", "is", "are", "am", "was", "were", "been", "being", "'re", "'m"])
# The spelled-out forms of "be" a copula or a passive shows ("am" aside: a rebuilt text never
# says it), which a clause must not be left ending on.
BARE_BE = frozenset(["is", "are", "was", "were", "be", "been", "being"])

ARG_ROLE = re.compile(r"^:ARG(\d)$")
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
    subject_said: dict[str, str]  # a clause's subject as said ("Bryant" again)
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
    refuse_lead_parted_from_its_tail: Callable[..., None]
    refuse_stranded_verb: Callable[..., None]
    adjunct_cleft: Callable[..., tuple[str, str]]
    refuse_noun_infinitive_purpose: Callable[..., None]
    amount_mods: Callable[..., list[tuple[Edge, int]]]
    times_before_complement: Callable[..., list[tuple[Edge, int]]]
    fronted_past_clause: Callable[..., bool]
    first_circumstances_kept_first: Callable[..., list[tuple[Edge, str]]]
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
    the_before_name: Callable[..., bool]
    number_start: Callable[..., int]
    names_follow: Callable[..., bool]
    finite_ergative: Callable[..., bool]
    degree_phrase: Callable[..., str]
    is_attribution: Callable[..., bool]
    is_plural: Callable[..., bool]
    share_plural: Callable[..., bool | None]
    is_refocus_edge: Callable[..., bool]
    keeps_capital: Callable[..., bool]
    plural_opener: Callable[[int], bool]
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
    # (realize_event_words.py: how the source said an event)
    bare_event_word: Callable[[Node], bool]
    said_as_infinitive: Callable[[Node], bool]
    verb_form_in_source: Callable[[Node], bool]
    refuse_base_form_noun: Callable[[Node], None]
    refuse_adjective_as_verb: Callable[[Node], None]
    refuse_participle_gerund: Callable[[Node], None]
    refuse_manner_noun_list: Callable[[Node], None]
    # (realize_verb_prepositions.py)
    said_object_preposition: Callable[[Node, Node], str]
    verb_preposition: Callable[[Node, Node], str]
    # (realize_clause_subjects.py)
    clause_subject: Callable[[Node], Node | Ref | Const | None]

    def subject(self, target: Node | Ref | Const) -> NP:
        """``target`` said as a subject; see :meth:`OldRoot.tail` for why the depth
        is counted."""
        self.subject_depth += 1
        try:
            return self.argument(target, "subj")
        finally:
            self.subject_depth -= 1

    def agent(self, target: Node | Ref | Const) -> NP:
        """``target`` said as a passive's agent, after "by": like a subject, it may not hold
        the old root ("Spam e-mail messages were sent by some are also used so that it could
        boost traffic", "Microsoft's promises were reiterated by the announcement comes one
        day after ...": see :meth:`OldRoot.tail`)."""
        self.subject_depth += 1
        try:
            return self.argument(target, "obj")
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

    def controlled_here(self, clause: Node, subject: Node | Ref | Const) -> bool:
        """Whether ``subject`` of the infinitive ``clause`` is also the subject of the clause
        above it, by a re-entrancy there: the refocused tree may put the shared node's
        words under the infinitive ("The mattress was used for it to scale a fence by
        Selenski"), where the verb above already names it."""
        parent = clause.parent
        return isinstance(subject, Node) and parent is not None and any(
            e.role in (":ARG0", ":ARG1") and isinstance(e.target, Ref)
            and e.target.var == subject.var for e in parent.edges)

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
