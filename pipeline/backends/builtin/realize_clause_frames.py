"""Clauses whose head is a connective or a modal frame rather than a verb: a coordination
("they could not move, and they slept"), a ``multi-sentence``, a ``contrast-01`` ("X, but
Y"), and a modal frame said in its clause's verb group ("could not forgive", "will probably
have signed", "there may be an epidemic"); with the source-order helpers the clause's
modifiers are sorted by.  :class:`~pipeline.backends.builtin.realize_clause.Clauses` asks
:meth:`ClauseFrames.framed_clause` first and says every other clause itself."""

from __future__ import annotations

from itertools import pairwise

from pipeline.backends.builtin.realize_adjective_lists import shared_subject_adjectives
from pipeline.backends.builtin.realize_base import RealizationRefused, join_words
from pipeline.backends.builtin.realize_clause_subjects import ClauseSubjects
from pipeline.backends.builtin.realize_shared_subjects import without_repeated_subject
from pipeline.backends.builtin.realize_tree import Const, Edge, Node, Ref, is_inverted
from pipeline.backends.builtin.realize_words import MODAL_PAST, MODALS

__all__ = ["ClauseFrames"]


class ClauseFrames(ClauseSubjects):
    """Connective and modal-frame clauses, and where the source said a clause's parts."""

    def framed_clause(self, node: Node, *, gap: str | None, form: str, relative: str | None,
                      passive: bool, negated: bool) -> str | None:
        """The clause of a connective or modal-frame ``node`` (module docstring), or None
        for a clause :meth:`~pipeline.backends.builtin.realize_clause.Clauses.clause` says."""
        concept = node.concept
        if concept in ("and", "or"):
            return self.coordination(node, gap=gap, form=form, relative=relative)
        if concept == "multi-sentence":
            parts = [self.clause(e.target) for e in node.edges if isinstance(e.target, Node)]
            return ". ".join(p for p in parts if p)
        if concept == "contrast-01":
            a = [e.target for e in node.edges if e.role == ":ARG1" and isinstance(e.target, Node)]
            b = [e.target for e in node.edges if e.role == ":ARG2" and isinstance(e.target, Node)]
            if not a and not b:
                # The parser's list form, (contrast-01 :op1 X :op2 Y :op3 Z): "X, but Y, and Z".
                ops = [self.clause(e.target) if self.is_clause(e.target)
                       else self.argument(e.target, "obj").text
                       for e in node.edges if e.role.startswith(":op") and isinstance(e.target, Node)]
                ops = [o for o in ops if o]
                if len(ops) > 1:
                    return f"{ops[0]}, but " + join_words(ops[1:], "and", comma=True)
                return ops[0] if ops else ""
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
                # (a negation said already, as "without", cancels the modal's: "without
                # having to install an additional support chip" was said "without being
                # obliged not to install ...")
                neg = (self.const(node, ":polarity") == "-") != negated
                if self.modal_is_past(node) and word in MODAL_PAST:
                    word = MODAL_PAST[word]
                if form != "finite" and concept == "possible-01" \
                        and (self.word_of(node) or "").lower() in ("may", "might"):
                    # "terrorism against the Israelis being able to exist wherever" for
                    # "wherever they might be": a possibility, not an ability
                    raise RealizationRefused("a 'might' of possibility said as an ability")
                if form != "finite":
                    periphrasis = {"can": "able", "could": "able", "must": "obliged",
                                   "had to": "obliged", "may": "allowed", "might": "allowed"}
                    text = self.clause(inner_node, form="infinitive", negated=neg)
                    if word in periphrasis and text.startswith(("for ", "not for ")) \
                            and self.source is not None:
                        # "being able for the bomber to die" for "it was possible the bomber
                        # died": "able", "allowed" take no subject of their own
                        raise RealizationRefused(f"'{periphrasis[word]}' cannot take a 'for ... "
                                                 f"to' clause")
                    if word in periphrasis:
                        lead = {"infinitive": "to be", "gerund": "being"}.get(form, "be")
                        return f"{lead} {periphrasis[word]} {text}"
                    return self.clause(inner_node, form=form, negated=neg)
                extra = [e for e in node.edges if e is not inner[0]
                         and e.role not in (":ARG1", ":polarity", action)]
                # "it was possible the bomber died": "could have died" (not "could die")
                perfect = self.perfect_under_modal(node, inner_node)
                text = self.clause(inner_node, modal=self.modal_word(node), negated=neg,
                                   perfect=perfect)
                for e in extra:
                    adv = self.modifier(node, e)
                    if adv:
                        text = f"{text} {adv}"
                return text
            existent = next((e for e in node.edges if e.role == action and isinstance(e.target, Node)
                             and not self.is_clause(e.target)), None)
            existential = self.existential(existent.target, self.argument(
                existent.target, "subj").text) if existent is not None \
                and isinstance(existent.target, Node) and form == "finite" \
                and self.const(node, ":polarity") != "-" \
                and self.there_before(existent.target) else None  # said only then
            if existent is not None and existential:
                # "there may be an epidemic": the modal's noun is what may exist, not "an
                # epidemic ... was may"
                said_mods = [self.modifier(node, e) for e in node.edges
                             if e is not existent and not is_inverted(e.role)]
                return " ".join([existential, *[m for m in said_mods if m]])
        return None

    def source_rank(self, edge: Edge) -> int:
        """Where the source said a modifier of its verb, for saying the verb's modifiers in
        the source's order ("came under renewed scrutiny recently when ...", not "came when
        ... under renewed scrutiny" once "recently" is fronted); unaligned ones keep their
        place after the aligned ones (the sort is stable)."""
        if isinstance(edge.target, Ref) and not is_inverted(edge.role):
            return -1  # a pronoun, said right after its verb ("unearthed them in the ...")
        if is_inverted(edge.role):
            return 10_000
        at = self.source_position(edge.target)
        return at if at is not None else 10_000

    def source_position(self, target: Node | Ref | Const) -> int | None:
        """Where the source said an argument or modifier: a node's phrase, a constant's
        word; a re-entrancy has no place of its own."""
        if isinstance(target, Node):
            return self.position(target)
        return target.align[0] if isinstance(target, Const) and target.align else None

    def joined_in_source(self, parts: list[str], word: str) -> bool:
        """Whether the source said the words around each "and" of ``parts`` (a clause and a
        noun phrase the parse put beside it) as they are, with no comma: "Pinellas rabies
        cases fell sharply to 17 in 1996 and 3 in 1997" (a gapped clause) was said "... in
        1996, and 3 in 1997", and "to restore the $1.50 fare and the old commuter railroad
        rates" "... fare, and the old ...", commas the source never had."""
        if self.source is None:
            return False
        said = " " + " ".join(self.source.tokens).lower() + " "
        for before, after in pairwise(parts):
            tail = before.lower().split()[-1]
            head = " ".join(after.lower().split()[:2])
            if f" {tail} {word} {head} " not in said:
                return False
        return True

    def coordination(self, node: Node, *, gap: str | None, form: str, relative: str | None) -> str:
        adjectives = shared_subject_adjectives(self, node, gap, form)  # "was kind and gentle"
        if adjectives is not None:
            return " ".join([adjectives, *[m for m in (self.modifier(node, e) for e in node.edges
                                          if not e.role.startswith(":op")
                                          and not is_inverted(e.role)) if m]])
        word = "or" if node.concept == "or" else "and"
        ops = [e.target for e in node.edges if e.role.startswith(":op")]
        clausal = [isinstance(t, Node) and self.is_clause(t) for t in ops]
        if self.source is not None and node.align and any(clausal) \
                and self.source.word(node.align[0]).lower() == "nor":
            # "..., or it is Western exclusively" for "nor are they exclusively Western": the
            # "or" loses the negation "nor" carried
            raise RealizationRefused("a 'nor' between clauses cannot be said again")
        if self.source is not None and node.align and word == "or" and all(clausal) \
                and negation_over_or(node, ops):
            # "They were not supplied or given to us but unearthed by our reporter": the
            # "not" denies both verbs; said again per clause the second is asserted ("they
            # were not supplied, or they were given to us")
            raise RealizationRefused("a 'not' before 'or' denies both verbs")
        bare = [isinstance(t, Node) and not t.edges for t in ops]
        if any(clausal[i - 1] and clausal[i + 1] and bare[i] for i in range(1, len(ops) - 1)
               if not clausal[i]):
            # "identify, target and search high-risk cargo" with "target" read as a noun:
            # "work identifying, target, and searching", one list in two forms
            raise RealizationRefused("a bare noun between coordinated verbs (a verb the parse "
                                     "read as a noun)")
        parts = []
        shared: list[str | None] = []  # later clauses without the subject they repeat
        said_clauses = 0  # parts said as clauses (a verb's or an existential's)
        before: Node | None = None  # the clause said last
        # "after a disappointing run and losses of about $6 million": in a list with a noun,
        # an event the source named with a noun is that noun again, not "and losing ..."
        # (whose subject a gerund would lose)
        nominal = self.source is not None and form == "gerund" and not all(clausal)
        for e in node.edges:
            if not e.role.startswith(":op"):
                continue
            target = e.target
            if isinstance(target, Node) and self.is_clause(target) \
                    and not (nominal and self.said_as_noun(target)):
                if before is not None:
                    self.subject_before[target.var] = self.subject_of.get(before.var)
                parts.append(self.clause(target, gap=gap, form=form, relative=None))
                if before is not None and form == "finite" and gap is None and relative is None:
                    shared.append(without_repeated_subject(self, target, before, parts[-1]))
                said_clauses += 1
                before = target
            else:
                phrase = self.argument(target, "obj")
                existential = self.existential(target, phrase.text) \
                    if isinstance(target, Node) and form == "finite" and phrase else None
                if existential:
                    # "a process and there will be other opportunities": the noun is what
                    # the clause says exists, not a list member ("a process, and other
                    # opportunities")
                    parts.append(existential)
                    said_clauses += 1
                elif phrase:
                    parts.append(phrase.text)
        mods = [self.modifier(node, e) for e in node.edges
                if not e.role.startswith(":op") and not is_inverted(e.role)]
        clauses = form == "finite" and sum(" " in p for p in parts) == len(parts) > 1 \
            and not (said_clauses < len(parts) and self.joined_in_source(parts, word))
        if clauses and len(shared) == len(parts) - 1 and all(shared):
            # "Bryant surrendered to authorities on Friday and posted a $25,000 bond", not
            # "..., and Bryant posted" (realize_shared_subjects)
            parts = [parts[0], *(s for s in shared if s)]
            clauses = len(parts) > 2
        text = join_words(parts, word, comma=clauses)  # "they could not move, and they slept"
        return " ".join([text, *[m for m in mods if m]])


def negation_over_or(node: Node, ops: list[Node | Ref | Const]) -> bool:
    """Whether the source's "not" before the first of ``ops`` (verbs joined by the "or" at
    ``node``) scopes over them all: only the first has the parse's :polarity, and the
    second follows the "or" with no subject or auxiliary of its own ("were not supplied
    or given to us")."""
    nodes = [t for t in ops if isinstance(t, Node)]
    if len(nodes) != len(ops) or len(nodes) < 2 or not all(t.align for t in nodes):
        return False
    denied = [any(e.role == ":polarity" and isinstance(e.target, Const) and e.target.value == "-"
                  for e in t.edges) for t in nodes]
    return denied[0] and not any(denied[1:]) and nodes[1].align[0] == node.align[0] + 1
