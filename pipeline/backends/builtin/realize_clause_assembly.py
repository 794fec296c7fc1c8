"""A clause's words put together once its parts are said: subject, verb group (inverted in a
question), the words after it, a stranded or pied-piped preposition, modifiers, quotations,
the fronted modifiers and a relative clause's relative word.  Split from
realize_clause_tail.py."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import AUXILIARIES
from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase, stem
from pipeline.backends.builtin.realize_clause_head import ClauseHead
from pipeline.backends.builtin.realize_particles import particle_after_verb
from pipeline.backends.builtin.realize_pied_piping import (
    followed_in_clause,
    piped_relative,
    pipes_preposition,
)
from pipeline.backends.builtin.realize_source_commas import closes_apposition
from pipeline.backends.builtin.realize_tree import Node

__all__ = ["ClauseAssembly"]


class ClauseAssembly(RealizerBase):
    """The last step of :meth:`~pipeline.backends.builtin.realize_clause.Clauses.clause`."""

    def assemble_clause(self, c: ClauseHead, pre_adverbs: list[str], verb_words: list[str],
                        verb_particle: str, after: list[str], tail_mods: list[str],
                        fronted: list[str]) -> str:
        """The clause's words in order: subject, verb group (inverted in a question), the
        words after it, a stranded preposition, modifiers, quotations; then the fronted
        modifiers and a relative clause's relative word."""
        node, gap, form, relative, stranded, agree, front, pipe, args = \
            c.node, c.gap, c.form, c.relative, c.stranded, c.agree, c.front, c.pipe, c.args
        passive, imperative, features, subj_np, subject_gapped = \
            c.passive, c.imperative, c.features, c.subj_np, c.subject_gapped
        person, plural_subject, wh_role, wh_word = c.person, c.plural_subject, c.wh_role, c.wh_word
        concept = node.concept
        verb = stem(concept)
        # Assemble.
        words: list[str] = []
        if form == "finite" and not imperative and not subject_gapped and self.source is not None \
                and not (subj_np is not None and subj_np.text) and not wh_word:
            # "With a word processor ..., is complete", "Would lead to a hearing": a parse
            # that lost the subject cannot be rebuilt into a sentence.
            raise RealizationRefused(f"no subject for {verb!r}")
        if subj_np is not None and subj_np.text:
            words.append(subj_np.text)
            if self.source is not None and closes_apposition(self.source.tokens, subj_np.text):
                words[-1] += ","  # "65 new cases, its biggest one-day increase yet, were"
        if pre_adverbs and verb_words:
            # "also" goes after the first auxiliary of a multi-word group, and before a
            # phrasal verb said without one: "He also left out any reference", not "He left
            # also out" (MRPC train 619, 2786)
            if len(verb_words) > 1 and verb_words[0].lower() in AUXILIARIES:
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
