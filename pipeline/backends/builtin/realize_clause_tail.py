"""What follows a clause's verb, and the clause's words put together: objects and complement
clauses in the source's order, the passive's agent and the particle, modifiers fronted or
said last, and the assembly (subject, verb group, question inversion, relative word).

These are the later steps of :meth:`~pipeline.backends.builtin.realize_clause.Clauses.clause`,
apart from its first steps (realize_clause.py), which settle the subject, the voice and the
verb group that these steps place words around; :class:`ClauseHead` (realize_clause_head)
carries what they settled, and the assembly is realize_clause_assembly's."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import (
    PRONOUNS,
    lemma_pos,
)
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    stem,
)
from pipeline.backends.builtin.realize_clause_assembly import ClauseAssembly
from pipeline.backends.builtin.realize_clause_frames import ClauseFrames
from pipeline.backends.builtin.realize_clause_head import ClauseHead
from pipeline.backends.builtin.realize_particles import particle_after_pronoun
from pipeline.backends.builtin.realize_source_commas import closes_apposition, comma_restored
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
    OBJECT_PRONOUNS,
    POSSESSIVE_DETERMINERS,
    SENTENCE_CONNECTIVES,
    SPEECH,
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


class ClauseTails(ClauseFrames, ClauseAssembly):
    """The steps of a clause after its verb group: see :class:`ClauseHead`."""

    def clause_complements(self, c: ClauseHead, verb_words: list[str],
                           placed_adverbs: dict[int, tuple[str, str]]
                           ) -> tuple[str, str | None, list[tuple[int, str]], set[str], list[int]]:
        """The verb's objects and complement clauses, keyed by where the source said them: (the
        passive's "by" phrase, the subject's variable, the keyed texts, the reports said last,
        the keys of the complement clauses)."""
        node, gap, args, passive, adjectival, subject_role = \
            c.node, c.gap, c.args, c.passive, c.adjectival, c.subject_role
        concept = node.concept
        obj_roles = [r for r in (":ARG1", ":ARG2", ":ARG3", ":ARG4", ":ARG5") if r != subject_role]
        if passive and ":ARG0" in args and gap != ":ARG0":
            by = self.agent(args[":ARG0"].target)
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
            if isinstance(target, Ref) and target_node is not None and self.is_clause(target_node) \
                    and target_node.var not in self.done and target_node.var not in self.reserved \
                    and not self.said_as_noun(target_node):
                # a clause the refocusing hung elsewhere (on its own subject, a list member's
                # list: "AOL and CompuServe ... failed to deliver"), still this verb's
                # complement: "failed to deliver", not "failed delivering"
                target = target_node
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
        return by_text, matrix_subject_var, placed, trailing, clause_keys

    def complements_in_order(self, c: ClauseHead, mods: list[Edge], placed: list[tuple[int, str]],
                             trailing: set[str], clause_keys: list[int],
                             matrix_subject_var: str | None) -> list[str]:
        """The words after the verb in order: the keyed texts, with the amounts and times
        taken out of ``mods`` that the source said among them."""
        node, gap = c.node, c.gap
        after: list[str] = []
        for e, start in self.amount_mods(node, mods, placed):
            # "slipped 11.83 points, or 1.20 percent, to 975.93": the change said where the
            # source said it among the verb's arguments, not after them
            mods.remove(e)
            placed.append((start, self.modifier(node, e)))
        if not clause_keys:
            # "said there was no case for softening": a noun said to exist is a report too,
            # and a time of the verb said after it would date it
            clause_keys = [k for k, text in placed if text.startswith("there ")]
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
        return after

    def particle_and_agent(self, c: ClauseHead, verb_words: list[str], after: list[str],
                           by_text: str) -> tuple[list[str], list[str], str]:
        """The verb's particle and the passive's "by" phrase put among the words after the
        verb: (the verb group, the words after it, a particle said right after the verb)."""
        node, args, passive = c.node, c.args, c.passive
        concept = node.concept
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
                if after and self.source is not None \
                        and closes_apposition(self.source.tokens, after[-1]):
                    after[-1] += ","  # "the largest U.S. lender for students, by President Bush"
                after.append(by_text)
            else:
                after.insert(infinitive, by_text)
        return verb_words, after, verb_particle

    def clause_modifiers(self, c: ClauseHead, mods: list[Edge], after: list[str], by_text: str,
                         clause_keys: list[int], matrix_subject_var: str | None
                         ) -> tuple[list[str], list[str]]:
        """The clause's other modifiers: (those said last, those fronted); a relative or
        inner clause's opener goes to ``self.openers``, and a passive's short times into
        ``after``, before its "by" phrase."""
        node, gap, form, relative, passive, subject_gapped = \
            c.node, c.gap, c.form, c.relative, c.passive, c.subject_gapped
        tail_mods: list[str] = []
        said_last: list[Edge] = []  # the edges of ``tail_mods``, in order
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
                said_last.append(e)
                if e.role in (":time", ":duration") and by_text and passive:
                    times.append(text)
        left = self.stranded_preposition(node, gap, relative, subject_gapped)
        kept = self.first_circumstances_kept_first(
            node, [e for role, e in c.args.items() if role not in (c.subject_role, gap)],
            said_last, tail_mods, fronted, finite=form == "finite", relative=relative,
            stranded=bool(left))
        tail_mods = []
        for e, text in kept:  # "72 cents a share, down from its prior outlook"
            before = next((t for t in reversed([*after, left, *tail_mods]) if t), "")
            start = self.position(e.target) if isinstance(e.target, Node) else None
            tail_mods.append(comma_restored(self.source.tokens, before, text, start)
                             if self.source is not None else text)
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
        return tail_mods, fronted
