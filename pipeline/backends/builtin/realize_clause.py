"""Clauses: subject, verb group, objects and modifiers in English order, and coordinated
clauses; a clause that is a verb's argument is said by realize_complements.py."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import (
    PRONOUNS,
    inflect,
    lemma_pos,
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
from pipeline.backends.builtin.realize_clause_frames import ClauseFrames
from pipeline.backends.builtin.realize_finite_complements import object_before_to
from pipeline.backends.builtin.realize_noun_events import (
    refuse_adjective_said_as_verb,
    refuse_quantified_noun_event,
)
from pipeline.backends.builtin.realize_particles import particle_after_pronoun, particle_after_verb
from pipeline.backends.builtin.realize_pied_piping import (
    followed_in_clause,
    piped_relative,
    pipes_preposition,
)
from pipeline.backends.builtin.realize_split_infinitive import (
    split_infinitive_adverb,
    with_split_adverbs,
)
from pipeline.backends.builtin.realize_time_places import that_before_fronted_time
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    MODALS,
    NO_PASSIVE,
    OBJECT_CONTROL,
    OBJECT_PRONOUNS,
    POSSESSIVE_DETERMINERS,
    PRE_VERB_ADVERBS,
    SENTENCE_CONNECTIVES,
    SPEECH,
    WH_WORDS,
)


def _infinitive(text: str) -> bool:
    """Whether ``text`` is an infinitive clause ("to develop plans ..."), not a "to" phrase."""
    words = text.split(" ", 2)
    return len(words) > 1 and words[0] == "to" and "VERB" in lemma_pos(words[1]) \
        and not {"PROPN", "NUM", "DET", "PRON"} & lemma_pos(words[1])


# The words of a pronoun, which a time moved before a passive's agent must not hold
_PRONOUN_WORDS = OBJECT_PRONOUNS | POSSESSIVE_DETERMINERS | frozenset(["he", "she", "they", "we"])

# A personal pronoun's object form, as the source said it after "told"
_OBJECT_FORMS = {concept: forms[1] for concept, forms in PRONOUNS.items()
                 if concept not in ("it", "one")}

# Prepositions that tie an object to an event noun and go when the event is said as a verb.
_NOUN_OBJECT_PREPS = ("to", "on", "against")



class Clauses(ClauseFrames):
    """Clauses headed by a predicate node."""

    def ancestors(self, node: Node) -> set[str]:
        """The variables above ``node`` in the tree being said."""
        found: set[str] = set()
        while node.parent is not None:
            node = node.parent
            found.add(node.var)
        return found

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
        # The subject of a conjunct the refocusing laid out above it ("It was Jackson who
        # returned to Las Vegas ..., and he posted a $3 million bond"): an agentless passive
        # drops it, "..., and a $3 million bond was posted"
        agent_above = self.conjunct_subject(node, args, gap, wh_role, relative, form)
        self.refuse_subjectless_seeming(node, args)
        if self.const(node, ":polarity") == "-":
            negated = not negated
        imperative = self.const(node, ":mode") == "imperative"
        verb = stem(concept)
        features = self.verb_features(node)
        if modal:
            # "could have died" for "it was possible the bomber died" (realize_verbs)
            features.perfect = features.perfect or perfect
            features.modal = modal
        # Copulas: a noun or adjective with :domain, or an adjective frame.
        if not is_frame(concept) and self.has_role(node, ":domain"):
            return self.copula(node, gap=gap, form=form, negated=negated, relative=relative,
                               features=features)
        if concept in ("have-rel-role-91", "have-org-role-91"):
            return self.role_clause(node, args, gap, form, negated, features)
        adjectival = is_adjective_frame(concept) and ":ARG0" not in args \
            and not self.verb_form_in_source(node)  # "Roddick equalled", not "was equalled"
        # Who is the subject?
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
        if wh_role == subject_role:
            subject = NP("who" if subject_role == ":ARG0" else "what")
            wh_role = None
        subj_np: NP | None = subject
        subject_gapped = gap == subject_role
        omit_subject = form in ("infinitive", "gerund", "bare") or imperative
        subject_node: Node | None = None
        if subj_np is None and not subject_gapped and subject_role in args:
            target = args[subject_role].target
            controller = node.parent if form == "infinitive" and node.role == ":ARG1" \
                and node.parent is not None and stem(node.parent.concept) in OBJECT_CONTROL \
                else None
            if isinstance(target, Ref) and controller is not None \
                    and self.edges(controller, ":ARG0") \
                    and not any(isinstance(e.target, Node | Ref) and e.target.var == target.var
                                for e in controller.edges) \
                    and target.var not in self.ancestors(node):
                # "she allowed him to fix her bike": the one allowed was said before, in
                # another clause ("he persisted"), and is said again as the object (not
                # "forced them people to leave", "the ones that they told them to")
                omit_subject = False
                subj_np = self.argument(target, "obj")
            elif omit_subject and (isinstance(target, Ref) or (
                    isinstance(target, Node) and target.concept == "you" and imperative)):
                subj_np = None
            elif omit_subject and form == "infinitive" and self.controlled_here(node, target):
                subj_np = None  # "used the mattress to scale", not "used ... for it to scale"
            elif omit_subject and form == "infinitive":
                omit_subject = False  # say it: "for X to V"
                subj_np = self.argument(target, "obj")
                if subj_np and controller is None and not (
                        self.source is not None and node.parent is not None
                        and node.parent.concept not in ("and", "or") and node.parent.align and node.align and self.said_as_infinitive(node)
                        and object_before_to(self.source.tokens, node.parent.align[0],
                                             node.align[0])):
                    subj_np = NP("for " + subj_np.text)  # not "ordered for the monument to"
            else:
                if omit_subject and form == "gerund" and isinstance(target, Node) \
                        and target.var not in self.done and self.source is not None:
                    # "with some traders reporting irregular bids", not "with reporting ...":
                    # the gerund's own subject, which nothing else says
                    subj_np = self.gerund_subject(node, target)
                else:
                    subj_np = None if omit_subject else \
                        self.repeated_subject(node, target) or self.subject(target)
            subject_node = self.target_node(target)
            if subject_node is not None:
                self.subject_of[node.var] = subject_node.var
        if subject_gapped and node.parent is not None:  # "4,000 people [who] were infected"
            self.subject_of[node.var] = node.parent.var
        if subject_gapped and relative:
            subj_np = NP(relative)
        # Verb group.
        person, plural_subject = 3, False
        if subj_np is not None:
            person, plural_subject = subj_np.person, subj_np.plural
            shown = self.source_plural(subject_node, node, subj_np.text) \
                if subject_node is not None and person == 3 else None
            plural_subject = plural_subject if shown is None else shown  # "41 percent describe"
        if subject_gapped and gap and relative and node.parent is not None:
            antecedent = node.parent
            person = 3  # "I am the one who knows"
            plural_subject = agree.plural if agree is not None else self.is_plural(antecedent)
            shown = None if antecedent.concept in PRONOUNS else \
                self.source_plural(antecedent, node, agree.text if agree is not None else "")
            plural_subject = plural_subject if shown is None else shown  # "It is Gates that says"
        words: list[str] = []
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
        placed += [(-1, text) for place, text in placed_adverbs.values() if place == "after"]
        trailing: set[str] = set()  # reports fronted in the source: said last
        clause_keys: list[int] = []  # where the source said the verb's complement clauses
        for rank, role in enumerate(obj_roles):
            if role not in args or role == gap:
                continue
            target = args[role].target
            if isinstance(target, Node) and target.var in self.quoted:
                continue  # said inside the quotation already
            target_node = self.target_node(target)
            position = self.source_position(target)
            if position is None and isinstance(target, Ref) and role == ":ARG2" \
                    and stem(concept) in ("tell", "ask", "order", "inform", "remind", "warn") \
                    and self.source is not None and node.align \
                    and target_node is not None and _OBJECT_FORMS.get(target_node.concept) \
                    == self.source.word(node.align[-1] + 1).lower():
                # "the lady told me she was talking on the phone to Toby Studabaker": the
                # person told, a re-entrancy with no place of its own, is said right after
                # the verb where the source said it there ("told me she was talking ...",
                # not "told she was talking ... me"); not where the word after the verb is
                # another's ("Hoffine ... told her what he had done": not "told him her")
                position = -1
            key = position if position is not None else 10_000 + rank
            if isinstance(target, Node) and self.is_clause(target) and target.var not in self.done:
                said_clause = self.seeming_infinitive(node, args[role]) or \
                    self.complement(node, role, target, matrix_subject_var)
                if position is not None and node.align and position < node.align[0] \
                        and stem(node.concept) in SPEECH and not said_clause.startswith(("to ", ":")):
                    # "The battalion has been clearing rubble ..., officials told The
                    # Associated Press": a report the source said before its verb follows the
                    # verb's other arguments ("told The Associated Press the battalion has
                    # been ..."), not "told the battalion has been ... The Associated Press"
                    trailing.add(said_clause)
                placed.append((key, said_clause))
                if not said_clause.startswith(':'):  # a quotation is said last anyway
                    clause_keys.append(key)
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
            prep = self.source_preposition(target) if isinstance(target, Node) else \
                self.const_preposition(target) if isinstance(target, Const) else None
            if prep == "of" and role == ":ARG1" and not adjectival and not passive \
                    and not (self.source is not None and node.align and not self.said_as_noun(node)
                             and self.source.word(node.align[-1] + 1).lower() == "of"):
                # "sales of X" said with the verb: "selling X"; a verb the source said with
                # its "of" keeps it ("told never to speak of the incident again", not "to
                # speak the incident")
                prep = None
            elif prep and not adjectival and prep in stem(concept).split("-")[1:] \
                    and verb_words[-1:] == [prep]:
                prep = ""  # "take over the probe": the verb says its particle, not "over over"
            elif prep in _NOUN_OBJECT_PREPS and role == ":ARG1" and not adjectival and \
                    not passive and self.said_as_noun(node):
                prep = None  # "a threat to Microsoft" said with the verb: "threatened Microsoft"
            elif prep and role == ":ARG1" and not passive and node.align and isinstance(target, Node) \
                    and (self.position(target) or node.align[0]) < node.align[0]:
                prep = None  # "led to his books being banned": "to" takes the clause, not "banned to his books"
            if prep is None:
                prep = self.preposition(node, role, target_node) if role != ":ARG1" or adjectival else ""
            said = self.source_reflexive(node, phrase.text) if isinstance(target, Ref) else None
            placed.append((key, f"{prep} {said or phrase.text}".strip()))
        for e, start in self.amount_mods(node, mods, placed):
            # "slipped 11.83 points, or 1.20 percent, to 975.93": the change said where the
            # source said it among the verb's arguments, not after them
            mods.remove(e)
            placed.append((start, self.modifier(node, e)))
        moved = self.times_before_complement(node, mods, placed, clause_keys, gap)
        if moved:
            placed = self.that_after_time(placed, min(clause_keys))
            placed = that_before_fronted_time(placed, min(clause_keys), moved, node.align[0])
        for e, start in moved:
            # "said Friday they are investigating the theft ...": a time the source said
            # between the verb and its complement clause stays there; said last it would
            # date the complement ("they are investigating ... in the past week Friday",
            # "decided to lower its output ceiling ..., starting in November yesterday")
            mods.remove(e)
            text = self.modifier(node, e, subject_var=matrix_subject_var)
            if text:
                placed.append((start, text))
        if all(k < 10_000 for k, _ in placed):
            placed.sort(key=lambda item: item[0])
        # A "that" clause goes after the verb's other arguments: "convince him that violence
        # was the answer", not "convince that violence was the answer of him"
        placed.sort(key=lambda item: item[1].startswith("that ") or item[1] in trailing)
        after.extend(text for _, text in placed)
        # "blew himself up", not "blew up himself": a pronoun object goes before the particle
        verb_words, after = particle_after_pronoun(verb_words, after, stem(concept).split("-")[1:])
        particle = self.source_particle(node, args.get(":ARG1"))
        verb_particle = particle if particle and self.source is not None and node.align \
            and self.source.word(node.align[0] + 1).lower() == particle else ""
        if particle and not passive and not verb_particle:
            after.append(particle)  # "to keep it out completely"
        if by_text:
            if by_text.split(" ", 1)[1].lower() in OBJECT_PRONOUNS:  # "by him": see its refusal
                self.refuse_demoted_pronoun(args[":ARG0"].target, by_text, after)
            # "Three companies have been chosen by the government to develop plans to protect
            # aircraft from missile attacks", not "... from missile attacks by the government":
            # the agent goes before an infinitive complement, which would otherwise take it
            infinitive = next((k for k, text in enumerate(after) if _infinitive(text)), None)
            if infinitive is None:
                after.append(by_text)
            else:
                after.insert(infinitive, by_text)
        tail_mods: list[str] = []
        times: list[str] = []  # the passive's times, said before a heavy "by" phrase
        fronted: list[str] = []
        # "..., Burg said" comes last; a ", which ..." about the whole event, or the rest of
        # a list of clauses (", and the second rover is scheduled ..."), after the event's
        # own modifiers ("both will arrive at Mars", not "... June 25 at Mars"); a bare
        # participle (", killing two officials") after those, as it closes its clause
        for e in sorted(mods, key=lambda e: (self.is_attribution(e), is_inverted(e.role) and bool(
                ARG_ROLE.match(base_role(e.role)) or base_role(e.role).startswith(":op")),
                e.role == ":manner" and isinstance(e.target, Node) and (
                    self.bare_participle(e.target) or bool(self.past_participle_clause(e.target))),
                self.source_rank(e))):
            if e.role == gap and (node.parent is None or not isinstance(e.target, Node | Ref)
                                  or e.target.var == node.parent.var):
                continue  # the gap itself; a second ":time" of the clause is still said
            text = self.seeming_infinitive(node, e) or \
                self.modifier(node, e, subject_var=matrix_subject_var)
            if not text:
                continue
            connective = e.role == ":mod" and text in SENTENCE_CONNECTIVES
            opener = not connective and e.role in (":mod", ":manner", ":time", ":location") \
                and isinstance(e.target, Node) and self.opens_sentence(e.target)
            if not connective and not opener and form == "finite" and (relative or passive) \
                    and self.fronted_past_clause(e, node, after, bool(clause_keys)) \
                    and not self.stranded_preposition(node, gap, relative, subject_gapped):
                # "Before the meeting, it was Putin who said Russia regards ...", not "It was
                # Putin who said Russia regards ... before the meeting": see fronted_past_clause.
                # A passive main clause keeps it first too ("In Virginia, the court was
                # accused of undermining ... by Mr. Kilgore, a Republican", not "... by Mr.
                # Kilgore, a Republican, in Virginia"); said active, it gives the source back.
                # Not where the relative clause strands a preposition, which the phrase kept
                # from the end ("In May, it was Brooklyn that ... filed a federal lawsuit that
                # seeks more than $20 million in damages in")
                if relative:
                    self.openers.append(text)
                else:
                    fronted.append(text)
            elif e.role in (":condition",) and form == "finite" and not relative \
                    and not text.startswith(", "):  # not ", given ...": "believe given ..., stocks"
                fronted.append(text)
            elif connective or opener:
                # "However, the new vaccine will not ...": opening its clause; where that
                # clause is not the sentence's first, realizer.refuse_inner_connective refuses.
                # In a relative or non-finite clause it opens the whole sentence ("However,
                # it was John Clare who ...", not "It was John Clare that ... however"), as
                # does a source's opening adverb in any inner clause ("Still, it was Agnew
                # who said ...", not "It was Agnew who said still, ...").
                if relative or form != "finite" or (opener and node.parent is not None):
                    self.openers.append(text)
                else:
                    fronted.append(text)
            else:
                tail_mods.append(text)
                if e.role in (":time", ":duration") and by_text and passive:
                    times.append(text)
        if times and ", " in by_text:
            # "The Nobel Peace Prize was received by Carter, who met in Tokyo yesterday with
            # ..., last year": after an agent with its own relative clause or apposition a
            # time reads as that clause's; said before "by" it stays the event's ("was
            # received last year by Carter, who ...").  Only a short time with no pronoun:
            # a clause ("Two ribs were cracked when he fell ... by Maddox") would say its
            # "he" before the agent it stands for
            moved_times = [t for t in times if not t.startswith((",", ":"))
                           and len(t.split()) <= 6 and not set(t.lower().split()) & _PRONOUN_WORDS]
            tail_mods = [t for t in tail_mods if t not in moved_times]
            after[after.index(by_text):after.index(by_text)] = moved_times
        # Assemble.
        if form == "finite" and not imperative and not subject_gapped and self.source is not None \
                and not (subj_np is not None and subj_np.text) and not wh_word:
            # "With a word processor ..., is complete", "Would lead to a hearing": a parse
            # that lost the subject cannot be rebuilt into a sentence.
            raise RealizationRefused(f"no subject for {verb!r}")
        if subj_np is not None and subj_np.text:
            words.append(subj_np.text)
        if pre_adverbs and verb_words:
            # "also" goes after the first auxiliary of a multi-word group.
            if len(verb_words) > 1 and verb_words[0] not in ("to",):
                at = 2 if verb_words[1] == "not" and "even" in pre_adverbs else 1  # "not even"
                verb_words = [*verb_words[:at], *[a for a in pre_adverbs if a], *verb_words[at:]]
            else:
                verb_words = [*[a for a in pre_adverbs if a], *verb_words]
        if verb_particle:
            # "traded down early this year to 60 percent": see realize_particles
            verb_words, after = particle_after_verb(verb_words, after, verb_particle)
        if passive and node.align:
            patient = args[":ARG1"].target if ":ARG1" in args else (
                node.parent if gap == ":ARG1" else None)
            found = self.source_preposition_at(patient) if isinstance(patient, Node) else None
            if found and found[0] and found[0] != "by" and found[1] > node.align[0] \
                    and verb_words[-1:] != [found[0]] \
                    and not self.said_as_noun(node):  # "sales of X": no particle
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
        words.append(stranded)  # "as he tried to", "as his lawyers asked it to"
        left = self.stranded_preposition(node, gap, relative, subject_gapped)
        piped = bool(left) and (pipe or front is not None) and pipes_preposition(
            left, followed=followed_in_clause([*tail_mods, *quotes]), cleft=front is not None)
        if not piped:
            words.append(left)
        words.extend(tail_mods)
        words.extend(quotes)
        text = " ".join(w for w in words if w)
        if fronted:
            text = ", ".join(fronted) + ", " + text
        if relative and gap and not subject_gapped:
            if piped and front is not None:
                front.append(left)  # "It was at the meeting that ..."
                text = f"that {text}"
            elif piped:
                human = agree is not None and agree.human
                text = f"{piped_relative(left, relative, human)} {text}"
            else:
                text = f"{relative} {text}"
        return text
