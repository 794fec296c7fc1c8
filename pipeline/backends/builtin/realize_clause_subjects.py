"""Who a clause's verb is said of when the refocusing moved its subject away: the subject
of a coordinated verb that a cleft took ("It was Racicot who looked forward to ..., and he
hated the Iraqi regime", not "..., and the Iraqi regime was hated"), a pronoun agent that a
passive of ours would demote ("... was sent to CBS by him, Gillespie said"), and the
clause a verb of seeming says of its subject ("seemed to be spreading", not "it seemed
spreading").  Also the subject steps of
:meth:`~pipeline.backends.builtin.realize_clause.Clauses.clause`: the phrase said as a
clause's subject (:meth:`ClauseSubjects.clause_subject_phrase`) and the person and number
its verb agrees with (:meth:`ClauseSubjects.subject_number`).
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS, inflect, lemmas
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    NP,
    RealizationRefused,
    RealizerBase,
    is_human,
    stem,
)
from pipeline.backends.builtin.realize_finite_complements import object_before_to
from pipeline.backends.builtin.realize_tree import Const, Edge, Node, Ref, base_role, is_inverted
from pipeline.backends.builtin.realize_words import OBJECT_CONTROL, SEEMING

# Concepts that coordinate clauses.
_COORDINATIONS = frozenset(["and", "or", "contrast-01"])


class ClauseSubjects(RealizerBase):
    """A clause's subject where the refocused layout put it elsewhere."""

    def refuse_demoted_pronoun(self, agent: object, by_text: str, between: list[str]) -> None:
        """Refuse a passive of ours whose pronoun agent would follow other complements of
        the verb (``between``), or would point back to a name the source said before it.
        After a complement, "by him" reads as part of it: "The US was urged to provide clear
        rules on what would happen at possible trials by him".  Moved last, a pronoun passes
        its antecedent: "The request was sent to CBS Television President Leslie Moonves by
        him, RNC Chairman Ed Gillespie said".  A pronoun whose antecedent is outside the
        sentence reads as the paper's own example: "Statistical documentation will be needed
        by them"."""
        if self.source is None or by_text.lower() in " ".join(self.source.tokens).lower():
            return  # the source's own passive
        if between:
            raise RealizationRefused(f"a passive's pronoun agent would follow its complements "
                                     f"('{between[-1]} {by_text}')")
        at = self.position(agent) if isinstance(agent, Node) else None
        tokens = self.source.tokens
        named = [t for i, t in enumerate(tokens[:at]) if t[:1].isupper() and t != "I"
                 and (i > 0 or i in self.source.proper)]
        if at is None or named:
            raise RealizationRefused(f"a passive would move a pronoun agent past its antecedent "
                                     f"('{by_text}')")

    def refuse_subjectless_seeming(self, node: Node, args: dict[str, Edge]) -> None:
        """Refuse a verb of seeming whose subject the layout hung on the focus, its clause
        left to stand as the subject ("and spreading seemed" for "and seemed to be
        spreading")."""
        if stem(node.concept) in SEEMING and self.source is not None and ":ARG1" in args \
                and isinstance(args[":ARG1"].target, Node) and self.is_clause(args[":ARG1"].target) \
                and any(role == ":ARG1" for role, _ in self.participants_above(node)):
            raise RealizationRefused(f"{stem(node.concept)!r} would lose its subject")

    def conjunct_subject(self, node: Node, args: dict[str, Edge], gap: str | None,
                         wh_role: str | None, relative: str | None, form: str) -> str | None:
        """The shared subject of coordinated verbs, which the layout hung above ``node``
        (a re-entrancy :ARG0-of to it).  It is said again, added to ``args``, where the
        pronoun cannot be read as another noun: a person's ("It was Racicot who looked
        forward to ..., and he hated the Iraqi regime"), or the focus's own in a finite
        conjunct the source said active ("It was the FBI that arrested a suburban Chicago
        man Wednesday, and it charged him ...").  Otherwise it is returned, and the clause
        refuses an agentless passive that would lose it ("..., and the Iraqi regime was
        hated": his hatred no one's)."""
        if ":ARG0" in args:
            return None
        above = [var for role, var in self.participants_above(node) if role == ":ARG0"]
        for var in above:
            if self.said_again_as_it(node, args, var, gap, relative, form):
                args[":ARG0"] = Edge(":ARG0", Ref(var))
                return None
        if not above or gap == ":ARG0" or wh_role == ":ARG0" or not _conjunct(node):
            return None
        agent_node = self.nodes.get(above[0])
        if agent_node is not None and not (node.align and self.participle_in_source(node)) \
                and (is_human(agent_node.concept) or agent_node.concept in (
                    "he", "she", "i", "we", "you", "they")):
            args[":ARG0"] = Edge(":ARG0", Ref(agent_node.var))
            return None
        return above[0]

    def seeming_infinitive(self, node: Node, edge: Edge) -> str | None:
        """The clause a verb of seeming says of its subject, said as the source's "to"
        infinitive: "to be spreading" ("seemed to be spreading"), "to be the motive", not
        as the gerund a second argument is said as ("it seemed spreading", "robbery
        appeared being the motive").  The parse gives it as a second :ARG1 beside the
        subject, or as :ARG2."""
        target = edge.target
        if stem(node.concept) not in SEEMING or edge.role not in (":ARG1", ":ARG2") \
                or self.source is None or not isinstance(target, Node) \
                or not self.is_clause(target) or not target.align or not node.align:
            return None
        at = target.align[0]
        before = [self.source.word(i).lower() for i in range(node.align[0] + 1, at)]
        if "to" not in before[:3]:
            return None
        if before[-2:] == ["to", "be"] and self.source.word(at).lower().endswith("ing"):
            return "to be " + self.clause(target, form="gerund")
        return self.clause(target, form="infinitive")

    def participle_in_source(self, node: Node) -> bool:
        """Whether the source said ``node``'s verb after "be" or before another participle
        ("was arraigned ... and ordered held without bail": she was ordered, she did not
        order)."""
        assert self.source is not None
        after = self.source.word(node.align[-1] + 1).lower()
        return self.be_before(node) or any(inflect(lemma, "VBN") == after != lemma
                                           for lemma in lemmas(after))

    def said_again_as_it(self, node: Node, args: dict[str, Edge], var: str, gap: str | None,
                         relative: str | None, form: str) -> bool:
        """Whether the ARG0 ``var`` that the layout put above ``node``, a finite conjunct
        whose source said it active after that subject, is said again as its subject: a
        person's, or the focus's own ("It was the FBI that arrested a suburban Chicago man
        Wednesday, and it charged him ..."); "Branch was later fired by the company, and it eventually filed a ... suit" reads
        as the company's suit, and keeps its agentless passive."""
        if ":ARG0" in args or gap is not None or relative or form != "finite" \
                or ":ARG1" not in args or self.source is None or not node.align \
                or node.parent is None or node.parent.concept not in ("and", "or"):
            return False
        subject = self.nodes.get(var)
        if subject is None or not subject.align or subject.align[0] > node.align[0] \
                or self.be_before(node):
            return False
        own, stack = {subject.var}, [subject]
        while stack:  # the subject's own phrase, not what a refocusing hung below it
            for e in stack.pop().edges:
                if isinstance(e.target, Node) and not is_inverted(e.role):
                    own.add(e.target.var)
                    stack.append(e.target)
        if self.source.word(node.align[0] - 1) == "," \
                and self.source.owner.get(node.align[0] - 2) not in own:
            # "cleric Abu Bakar Bashir, said to be the leader of ...": a participle after
            # another noun's comma, no conjunct ("Jackson, 45, posted": the subject's aside)
            return False
        if self.pronoun(subject, "subj").human:
            return True
        top = self.tree
        focus = top.var == var or (top.role == ":name-of" and top.parent is subject) or any(
            e.role == ":name-of" and isinstance(e.target, Node) and e.target.var == var
            for e in top.edges)
        # A one-word name may be a person's the parse took for a firm's: "It is Beckham that
        # will earn $10 million a year ..., and it will pocket ..."
        names = [e.target for e in subject.edges if e.role == ":name" and isinstance(e.target, Node)]
        if subject.role == ":name-of" and subject.parent is not None:
            names.append(subject.parent)  # the name the refocusing put on top
        one_word = any(sum(isinstance(e.target, Const) for e in name.edges) == 1
                       for name in names)
        # ... and the subject of the other conjunct too: "Branch was later fired by the
        # company, and it eventually filed a wrongful-termination suit" reads as the company's
        other_agent = any(
            n is not node and n.var != node.var and any(
                e.role == ":ARG0" and isinstance(e.target, Ref | Node) and e.target.var == var
                for e in n.edges)
            for n in self.nodes.values()) or any(
            e.role == ":ARG0-of" and isinstance(e.target, Ref | Node) and e.target.var != node.var
            for e in subject.edges)
        return focus and not one_word and other_agent

    def clause_subject(self, clause: Node) -> Node | Ref | Const | None:
        """The participant below ``clause`` that is its subject: its first :ARG0, else its
        first :ARG1 (None when neither is said below it)."""
        return next((e.target for r in (":ARG0", ":ARG1") for e in self.edges(clause, r)), None)

    def participants_above(self, node: Node) -> list[tuple[str, str]]:
        """The participants of ``node`` that the layout gave an inverted re-entrancy to it,
        (m :ARG1-of c2), as (role, variable): the clause still says them."""
        return [(base_role(e.role), n.var) for n in self.nodes.values() for e in n.edges
                if isinstance(e.target, Ref) and e.target.var == node.var
                and is_inverted(e.role) and ARG_ROLE.match(base_role(e.role))]

    def ancestors(self, node: Node) -> set[str]:
        """The variables above ``node`` in the tree being said."""
        found: set[str] = set()
        while node.parent is not None:
            node = node.parent
            found.add(node.var)
        return found

    def clause_subject_phrase(self, node: Node, args: dict[str, Edge], subject: NP | None,
                              subject_role: str, wh_role: str | None, gap: str | None,
                              form: str, relative: str | None, imperative: bool
                              ) -> tuple[NP | None, bool, Node | None, str | None]:
        """The subject's phrase (``None`` where the clause leaves it unsaid), whether it is
        the gap, its node, and the question's role left once a "who"/"what" subject is said."""
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
                if subj_np is not None and gap is None and relative is None:
                    # (realize_shared_subjects: "and Bryant posted"; not in a relative
                    # clause, "It was Musharraf that Mr Goh met")
                    self.subject_said[node.var] = subj_np.text
        if subject_gapped and node.parent is not None:  # "4,000 people [who] were infected"
            self.subject_of[node.var] = node.parent.var
        if subject_gapped and relative:
            subj_np = NP(relative)
        return subj_np, subject_gapped, subject_node, wh_role

    def subject_number(self, node: Node, subj_np: NP | None, subject_node: Node | None,
                       subject_gapped: bool, gap: str | None, relative: str | None,
                       agree: NP | None) -> tuple[int, bool]:
        """The person and number the verb agrees with."""
        person, plural_subject = 3, False
        if subj_np is not None and subject_node is None and subject_gapped and gap \
                and relative is None and node.parent is not None and node.role == f"{gap}-of":
            # a focus passive's subject, said above the verb ("The Cubans were spotted by a
            # Coast Guard jet"): the source's verb shows its number as it does a subject's
            subject_node = node.parent
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
        return person, plural_subject


def _conjunct(node: Node) -> bool:
    """Whether ``node`` is a member of a coordination: an :op of "and" or "or", or the
    second clause of a "but" (contrast-01's :ARG2: "Luster initially gave police a false
    name, but later revealed his true identity", whose agent the second clause keeps)."""
    parent = node.parent
    if parent is None or parent.concept not in _COORDINATIONS:
        return False
    role = node.role or ""
    return role.startswith(":op") or (parent.concept == "contrast-01" and role == ":ARG2")
