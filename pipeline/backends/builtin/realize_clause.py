"""Clauses: subject, verb group, objects and modifiers in English order, and coordinated
clauses; a clause that is a verb's argument is said by realize_complements.py.

This module holds :meth:`Clauses.clause` and its first steps, which settle who does
what: the question word, the roles, the voice, the subject and its number, the adverbs
said with the verb, and the verb group.  What follows the verb (objects, complement
clauses, the passive's agent, modifiers) and the assembled words are realize_clause_tail.py."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import (
    inflect,
    verb_group,
)
from pipeline.backends.builtin.realize_adverb_places import (
    adverbs_in_place,
    degree_before_verb,
    with_adverbs_before_verb,
)
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    NP,
    RealizationRefused,
    is_adjective_frame,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_clause_head import ClauseHead
from pipeline.backends.builtin.realize_clause_tail import ClauseTails
from pipeline.backends.builtin.realize_noun_events import (
    refuse_adjective_said_as_verb,
    refuse_quantified_noun_event,
)
from pipeline.backends.builtin.realize_split_infinitive import (
    split_infinitive_adverb,
    with_split_adverbs,
)
from pipeline.backends.builtin.realize_tree import (
    Edge,
    Node,
    Ref,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    MODALS,
    NO_PASSIVE,
    PRE_VERB_ADVERBS,
    WH_WORDS,
)


class Clauses(ClauseTails):
    """Clauses headed by a predicate node."""

    def clause(self, node: Node, *, gap: str | None = None, form: str = "finite",
               relative: str | None = None, passive: bool = False, subject: NP | None = None,
               skip: set[int] | None = None, modal: str | None = None,
               negated: bool = False, stranded: str = "", agree: NP | None = None,
               perfect: bool = False, front: list[str] | None = None, pipe: bool = False) -> str:
        """A clause headed by ``node``; ``gap`` is the role its parent fills (relative clauses).

        ``form``: finite, infinitive ("to V ..."), gerund ("V-ing ..."), bare. ``front``:
        a cleft's list, to which a relative clause's preposition is handed where it goes
        before the focus ("It was at the meeting that ...", see realize_pied_piping);
        ``pipe``: a relative clause whose preposition may go before its relative pronoun
        ("Colorado, in which ...").
        """
        skip = set(skip or ())
        concept = node.concept
        if node.var in self.done and node is not self.tree:
            return ""  # said already (a re-entrancy reached it first)
        self.done.add(node.var)
        if self.source is not None:
            # "there was no sign of the two women" said "the two women were not signaled",
            # "call another meeting of leaders" said "call that leaders were met of another"
            refuse_quantified_noun_event(self.source, node, self.said_as_noun(node))
            # "Kilpatrick, who was pregnant" said "who impregnated"
            refuse_adjective_said_as_verb(self.source, node)
        framed = self.framed_clause(node, gap=gap, form=form, relative=relative,
                                    passive=passive, negated=negated)
        if framed is not None:
            return framed

        if self.source is not None and stem(concept) == "quote" and (any(
                e.role == ":manner" and isinstance(e.target, Node)
                and stem(e.target.concept) == "say" for e in node.edges) or (
                node.parent is not None and node.role == ":manner-of"
                and stem(node.parent.concept) == "say")):
            # "Everything is going to move everywhere, which Douglas J. Feith ... is quoted
            # from saying": "is quoted as saying" is one verb the rules cannot rebuild
            raise RealizationRefused("'quoted as saying' cannot be rebuilt")
        special = self.special_clause(node, gap=gap, form=form, relative=relative, skip=skip,
                                      negated=negated, agree=agree)
        if special is not None:
            return special
        edges = [e for e in node.edges if id(e) not in skip]
        if not modal and form == "finite":
            edges, modal, negated = self.modal_above(node, edges, negated)
            if modal and not perfect:
                # "The two will probably have signed an agreement" for "it's likely the two
                # signed an agreement", not "will probably sign" (a past made a future)
                perfect = any(self.perfect_under_modal(e.target, node) for e in node.edges
                              if is_inverted(e.role) and isinstance(e.target, Node)
                              and MODALS.get(e.target.concept))
        edges, wh_role, wh_word = self.clause_question(node, edges, form, gap, relative)
        args, mods = self.clause_roles(node, edges, gap, wh_role)
        # The subject of a conjunct the refocusing laid out above it ("It was Jackson who
        # returned to Las Vegas ..., and he posted a $3 million bond"): an agentless passive
        # drops it, "..., and a $3 million bond was posted"
        agent_above = self.conjunct_subject(node, args, gap, wh_role, relative, form)
        self.refuse_subjectless_seeming(node, args)
        if self.const(node, ":polarity") == "-":
            negated = not negated
        imperative = self.const(node, ":mode") == "imperative"
        features = self.verb_features(node)
        if modal:
            # "could have died" for "it was possible the bomber died" (realize_verbs)
            features.perfect = features.perfect or perfect
            features.modal = modal
        # Copulas: a noun or adjective with :domain, or an adjective frame.
        if not is_frame(concept) and self.has_role(node, ":domain"):
            return self.copula(node, gap=gap, form=form, negated=negated, relative=relative,
                               features=features, skip=skip)
        if concept in ("have-rel-role-91", "have-org-role-91"):
            return self.role_clause(node, args, gap, form, negated, features)
        adjectival = is_adjective_frame(concept) and ":ARG0" not in args \
            and not self.verb_form_in_source(node)  # "Roddick equalled", not "was equalled"
        # Who is the subject?
        subject_role, passive = self.clause_voice(node, args, gap, form, relative, passive,
                                                  adjectival, agent_above)
        subj_np, subject_gapped, subject_node, wh_role = self.clause_subject_phrase(
            node, args, subject, subject_role, wh_role, gap, form, relative, imperative)
        # Verb group.
        person, plural_subject = self.subject_number(node, subj_np, subject_node,
                                                     subject_gapped, gap, relative, agree)
        mods, split_edges, pre_adverbs, placed_adverbs, negated = self.adverbs_by_verb(
            node, mods, form, adjectival, negated)
        c = ClauseHead(node, gap, form, relative, stranded, agree, front, pipe, args, modal,
                       negated, passive, imperative, adjectival, features, subject_role,
                       subj_np, subject_gapped, person, plural_subject, wh_role, wh_word)
        verb_words = self.clause_verb(c, mods, split_edges, placed_adverbs)
        # Complements.
        by_text, matrix_subject_var, placed, trailing, clause_keys = self.clause_complements(
            c, verb_words, placed_adverbs)
        after = self.complements_in_order(c, mods, placed, trailing, clause_keys,
                                          matrix_subject_var)
        verb_words, after, verb_particle = self.particle_and_agent(c, verb_words, after, by_text)
        tail_mods, fronted = self.clause_modifiers(c, mods, after, by_text, clause_keys,
                                                   matrix_subject_var)
        return self.assemble_clause(c, pre_adverbs, verb_words, verb_particle, after, tail_mods,
                                    fronted)

    def clause_question(self, node: Node, edges: list[Edge], form: str, gap: str | None,
                      relative: str | None) -> tuple[list[Edge], str | None, str]:
        """A question's "what"/"why" among ``edges`` (an ``amr-unknown``), taken out of them:
        (the other edges, its role, its word)."""
        wh_role, wh_word = None, ""
        if form == "finite" and gap is None and not relative:
            for e in edges:
                if isinstance(e.target, Node) and e.target.concept == "amr-unknown" \
                        and not e.target.edges:
                    wh_role = e.role
                    wh_word = WH_WORDS.get(e.role, "what")
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
        return edges, wh_role, wh_word

    def clause_roles(self, node: Node, edges: list[Edge], gap: str | None,
                     wh_role: str | None) -> tuple[dict[str, Edge], list[Edge]]:
        """The clause's arguments by role, with the participants the refocusing laid out
        above it, and its modifiers."""
        args: dict[str, Edge] = {}
        mods: list[Edge] = []
        for e in edges:
            if ARG_ROLE.match(e.role) and e.role not in args:
                args[e.role] = e
            elif e.role in (":polarity", ":mode", ":wiki", ":polite"):
                continue
            else:
                mods.append(e)
        for role, var in self.participants_above(node):
            if role not in args and role != gap and wh_role != role and role != ":ARG0" \
                    and (role != ":ARG1" or ":ARG0" in args):
                # (m :ARG1-of (a2 ...) :ARG1-of c2): the refocused layout put "him" of
                # "and charged him with" on the man, not below charge-01.  Only an object:
                # a subject said again as "it" may be read as the wrong noun ("... was upheld
                # by the December decision ..., and it revived the debate": the law?)
                args[role] = Edge(role, Ref(var))
        return args, mods

    def clause_voice(self, node: Node, args: dict[str, Edge], gap: str | None, form: str,
                     relative: str | None, passive: bool, adjectival: bool,
                     agent_above: str | None) -> tuple[str, bool]:
        """The role said as the subject, and whether the clause is a passive."""
        concept = node.concept
        verb = stem(concept)
        subject_role = ":ARG0" if ":ARG0" in args or gap == ":ARG0" else ":ARG1"
        if adjectival:
            subject_role = ":ARG1" if ":ARG1" in args or gap == ":ARG1" else subject_role
        agentless_passive = not adjectival and self.transitive(concept) and (
            not node.align or self.source is None or self.passive_in_source(node)
            or (form == "finite" and self.object_in_source(node, args.get(":ARG1") or (
                Edge(":ARG1", node.parent) if gap == ":ARG1" and node.parent else None))))
        if not passive and subject_role == ":ARG1" and gap != ":ARG1" and ":ARG1" in args \
                and agentless_passive:
            if agent_above is not None and self.source is not None:
                # Its agent is a thing said elsewhere, which "it" could misname: an
                # agentless passive would lose who did it
                raise RealizationRefused(f"a passive of {stem(concept)!r} would lose its agent")
            passive = True  # an agentless transitive verb reads best as a passive
            undergoer = args[":ARG1"].target
            if self.source is not None and node.align and not self.passive_in_source(node) \
                    and isinstance(undergoer, Node) and is_frame(undergoer.concept) \
                    and self.is_clause(undergoer):
                # "convincing of him had been helped being the answer" for "had helped
                # convince him ...": the parse lost the verb's subject, and its event object
                # cannot stand as the subject of a passive
                raise RealizationRefused(f"no subject for {stem(concept)!r}")
        if gap == ":ARG1" and ":ARG0" not in args and agentless_passive and relative:
            passive = True
        if passive:
            subject_role = ":ARG1"
            patient = args[":ARG1"].target if ":ARG1" in args else (
                node.parent if gap == ":ARG1" else None)
            if self.source is not None and verb in NO_PASSIVE and not (
                    self.be_passive_in_source(node) and not (
                        isinstance(patient, Node) and self.noun_in_source(patient))):
                # "Recent contact with exotic animals was had by one of those infected",
                # "$4.1 million in fees are included by the settlement": a verb of having,
                # lacking or measuring has no passive, unless the source said one ("will be
                # included in Billboard's charts") of a subject it can say ("sales of ..." is
                # said "selling ...")
                raise RealizationRefused(f"{verb!r} has no passive")
        elif form in ("gerund", "infinitive") and subject_role == ":ARG1" and gap != ":ARG1" \
                and not adjectival and self.transitive(concept) \
                and ":ARG1" in args and (self.source is None or isinstance(args[":ARG1"].target, Ref)
                     or self.object_in_source(node, args.get(":ARG1"))):
            # "on selling $4.7 billion": the unsaid subject of a non-finite transitive verb
            # is its agent, so its ARG1 stays the object instead of vanishing as the subject.
            subject_role = ":ARG0"
        return subject_role, passive

    def adverbs_by_verb(self, node: Node, mods: list[Edge], form: str, adjectival: bool,
                        negated: bool) -> tuple[list[Edge], list[Edge], list[str],
                                                dict[int, tuple[str, str]], bool]:
        """The modifiers said with the verb, taken out of ``mods``: (the other modifiers, the
        adverbs of a split infinitive, the adverbs before the verb, the adverbs placed as the
        source placed them, whether the clause is still negated once "never" says it)."""
        pre_edges = [e for e in mods if ((e.role in (":mod", ":time", ":frequency")
                                          and self.word_for_mod(e) in PRE_VERB_ADVERBS)
                                         or (self.source is not None
                                             and degree_before_verb(self.source.tokens, e)))
                     and not (
                         isinstance(e.target, Node) and self.opens_sentence(e.target))]
        mods = [e for e in mods if e not in pre_edges]
        split_edges = [e for e in mods if self.source is not None and form == "infinitive"
                       and split_infinitive_adverb(self.source.tokens, node, e)]
        mods = [e for e in mods if e not in split_edges]
        pre_adverbs = [self.modifier(node, e) for e in pre_edges]
        # "Viacom deliberately intended", "died peacefully at his home": see realize_adverb_places
        placed_adverbs = {} if self.source is None or adjectival else \
            adverbs_in_place(self.source.tokens, node, mods, self.modifier)
        mods = [e for e in mods if id(e) not in placed_adverbs]
        if negated and "ever" in pre_adverbs:
            negated = False
            pre_adverbs = ["never" if a == "ever" else a for a in pre_adverbs]
        elif negated and "never" in pre_adverbs:
            negated = False  # "never" says the negation already
        return mods, split_edges, pre_adverbs, placed_adverbs, negated

    def clause_verb(self, c: ClauseHead, mods: list[Edge], split_edges: list[Edge],
                    placed_adverbs: dict[int, tuple[str, str]]) -> list[str]:
        """The verb group (with an adjective frame's "be" and adjective), in the clause's
        form, voice and agreement."""
        node, gap, form, args, modal, negated, passive = \
            c.node, c.gap, c.form, c.args, c.modal, c.negated, c.passive
        imperative, adjectival, features, subject_role = \
            c.imperative, c.adjectival, c.features, c.subject_role
        person, plural_subject = c.person, c.plural_subject
        verb = stem(node.concept)
        if adjectival:
            head_words = [self.adjective_phrase(node, mods)]
            group = self.be_group(features, person, plural_subject, negated, form)
            verb_words = [*group, *head_words]
        else:
            self.refuse_adjective_as_verb(node)
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
                if features.passive and not passive and gap is None and set(args) <= {subject_role}:
                    # "She was crying and scared": a participle sharing an earlier "was" is
                    # said with it ("she was scared"), not as an active past ("she scared")
                    verb_words = [*self.be_group(features, person, plural_subject, negated, form),
                                  inflect(lemma, "VBN")]
                source_word = self.word_of(node)
                if source_word and len(verb_words) == 1 and not passive and \
                        source_word.lower() in (verb_words[0], inflect(lemma, "VBD"), inflect(lemma, "VBZ"), lemma) \
                        and not modal:
                    verb_words = [source_word.lower()] if source_word.lower() == verb_words[0] else verb_words
            verb_words = with_split_adverbs(verb_words, [self.modifier(node, e) for e in split_edges])
            verb_words = with_adverbs_before_verb(verb_words, [
                text for place, text in placed_adverbs.values() if place == "before"], lemma)
        return verb_words
