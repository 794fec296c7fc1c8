"""The ``verbatim-clause-predicate`` alternative of the root: a copula's clause predicate
said first, its subject after the copula, each in the source's own words ("The question is
whether there will be a hearing to determine if Bryant will stand trial." -> "Whether there
will be a hearing to determine if Bryant will stand trial is the question.", "One of the
most well studied facets of temperament is how people respond to novelty." -> "How people
respond to novelty is one of the most well studied facets of temperament."), and so is an
infinitive after a noun of what one means to do ("To determine whether Akbar should be
court-martialled is the purpose of the hearing.").

"X is whether/how/what ..." parses with X as the root and the clause its :ARG1 (question
:ARG1 hear-01, thing :ARG1 respond-01); no focus made a sentence of it ("an event the source
asked about ('whether') cannot be the main clause"), and the copula's swap wants a noun on
both sides.  A clause opening with a question word is a subject as it stands, singular ("How
people respond to novelty is ..."), so the two sides trade places with no word changed but
the subject's opening capital.  Only for the plain shape: the subject opens the source and
runs to a bare "is"/"was", the clause runs from the question word after it to the end mark,
each side's words all its own; not "that" (a content clause said first, "That ... is the
problem", reads stiff) nor "if" (no subject clause), nor a pronoun subject ("That's one
reason why ...": "... is that").
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS
from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import VerbatimSpans

__all__ = ["VerbatimClausePredicate"]

_SINGULAR_COPULAS = frozenset(["is", "was"])
# The question words that open a clause English says as a subject.
_SUBJECT_CLAUSE_WORDS = frozenset(["whether", "how", "what", "why", "when", "where", "who"])
# Nouns of what one means to do, whose infinitive predicate names it ("The purpose of the
# hearing is to determine whether ...": "To determine whether ... is the purpose of the
# hearing."); after another noun "is to" says an arrangement ("Tomorrow's testimony is to give
# an inside look ...": "To give an inside look ... is tomorrow's testimony" is no English).
_PURPOSE_NOUNS = frozenset(["purpose", "task", "goal", "objective", "aim", "job", "mission",
                            "role", "intention", "intent", "priority", "duty", "challenge"])
# A subject of one word that points elsewhere ("That is how ...": "How ... is that").
_POINTING = frozenset(["this", "that", "these", "those", "it", "there", "here"])


class VerbatimClausePredicate(VerbatimSpans):
    """The ``verbatim-clause-predicate`` alternative (see the module docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_clause_predicate(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        low = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        clause = self.verbatim_arg(top, ":ARG1")
        span = self.owned_span(clause) if clause is not None else None
        if clause is None or span is None or closing or not source.opens(0) \
                or self.const(top, ":mode") is not None or self.const(top, ":polarity") is not None:
            raise RealizationRefused("no clause predicate")
        # (an infinitive only after a noun of what one means to do: "The purpose of the
        # hearing is to determine ...", not "Tomorrow's testimony is to give ...", a plan)
        openers = _SUBJECT_CLAUSE_WORDS | ({"to"} if top.concept in _PURPOSE_NOUNS else set())
        cop = next((i for i in range(1, span[0]) if low[i] in _SINGULAR_COPULAS
                    and low[i + 1] in openers and i not in source.owner), None)
        if cop is None or span[1] != end - 1 \
                or any(t in (".", "?", "!", ";", ":") for t in tokens[:end]):
            raise RealizationRefused("no clause predicate")
        inside = self.owners(clause)
        if not self.only_owned(cop + 1, end - 1, inside) \
                or not self.only_owned(0, cop - 1, self.owners(top) - inside) \
                or not any(i in source.owner for i in range(cop)):
            raise RealizationRefused("a phrase of the subject or the clause out of its place")
        if top.concept in PRONOUNS or (cop == 1 and low[0] in _POINTING):
            raise RealizationRefused("a pronoun subject cannot close the sentence")
        # (an aside closing the subject keeps its opening comma only: "... is that client
        # component, the Microsoft Windows Rights Management Client 1.0.")
        said_subject = self.opening_lower(source.text(0, cop - 1 - (tokens[cop - 1] == ",")),
                                          top, 0, cop == 1)
        said_clause = source.text(cop + 1, end - 1)
        self.variant_used = True
        return (f"{said_clause[:1].upper()}{said_clause[1:]} {low[cop]} {said_subject}"
                f"{self.end_mark(end)}", "clause-predicate-first")
