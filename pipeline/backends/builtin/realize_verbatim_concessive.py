"""The ``verbatim-concessive`` alternative of a root contrast: "X, but Y." said "Although X, Y."
(and ``verbatim-split``: "X, and Y." said "X. Y.").

"Her putt for birdie was three feet short but she saved par without difficulty." is parsed
(contrast-01 :ARG1 (short-05 ...) :ARG2 (save-01 ...)); no alternative of the root applies
to a contrast, so such a sentence only read its source back.  The contrast is kept and so
is the order of its clauses, each in its own words, the first made a concessive clause:
"Although her putt for birdie was three feet short, she saved par without difficulty."

Only two whole clauses, each with its own subject, split by the "but" that the parse aligned
to the contrast, each side holding only its own clause's words; not a first clause that
reports or opens with a phrase the second may share ("Ms Pike also said it was not
unusual ..., but the Government would ensure ...": the second may be what she said;
"Yesterday, A rose but B fell").

A subject pronoun the two clauses share is said again before the second ("Although he was
revived, he was pronounced dead ...": realize_shared_pronoun), and a noun subject they share
is stood for by its pronoun there ("Although the women had follow-up examinations in ...,
they were not asked about stress again.": realize_shared_noun_subject).  Where the parse
gives both verbs one subject, an "and" with no comma before it is split too, the pronoun
said again or the split refused ("The exam contains four sections. It tests ...").

Two clauses joined by ", and" are said as two sentences under the same guards ("The Nasdaq
composite index dropped 6.8 percent. The Standard & Poor's fell 4.9 percent."): no other
construction of the root keeps both whole, and their order stays.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, lemma_pos
from pipeline.backends.builtin.realize_base import BE_FORMS, RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_shared_noun_subject import noun_subject_pronoun
from pipeline.backends.builtin.realize_shared_pronoun import (
    repeated_pronoun,
    subject_node,
    subject_var,
)
from pipeline.backends.builtin.realize_tree import Node, Ref
from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_COORDINATORS,
    CLAUSE_SUBORDINATORS,
    VerbatimSpans,
    finite_verb,
    hedged_count,
)
from pipeline.backends.builtin.realize_words import ARTICLES, ATTRIBUTING, PREPOSITIONS, QUOTE_MARKS

__all__ = ["SCENE_OPENERS", "SUBJECT_OPENERS", "VerbatimConcessive"]

# What may open the second clause: its subject ("she", "the force", "Byrd", "there").
SUBJECT_OPENERS = frozenset(["i", "he", "she", "it", "we", "they", "there", "you", "the", "a",
                              "an", "his", "her", "its", "their", "our", "my", "this", "that",
                              "these", "those", "some", "most", "many", "several", "no", "all",
                              "both", "each", "few", "other", "others", "one"])
# Openers of a first clause that may set the scene of both ("Yesterday, A rose, but B fell").
SCENE_OPENERS = frozenset(["last", "earlier", "yesterday", "today", "also", "still", "now",
                            "then", "meanwhile", "however", "instead"])
_COORDINATE = frozenset(["and", "or", "contrast-01", "multi-sentence"])


class VerbatimConcessive(VerbatimSpans):
    """The ``verbatim-concessive`` and ``verbatim-split`` alternatives (see the module
    docstring)."""

    def verbatim_concessive(self, top: Node) -> tuple[str, str]:
        first, second = self.verbatim_arg(top, ":ARG1"), self.verbatim_arg(top, ":ARG2")
        if top.concept != "contrast-01" or len(top.align) != 1 or first is None or second is None \
                or any(e.role not in (":ARG1", ":ARG2") for e in top.edges) \
                or first.concept in _COORDINATE or second.concept in _COORDINATE \
                or not is_frame(second.concept):
            raise RealizationRefused("no two clauses of a contrast")
        said = self.joined_clauses(top, first, second, "but")
        self.variant_used = True
        return f"although {said[0]}, {said[1]}", "concessive"

    def verbatim_split(self, top: Node) -> tuple[str, str]:
        """"X, and Y." said as two sentences, "X. Y.", for two whole clauses of their own
        subjects ("The Nasdaq composite index dropped 6.8 percent. The Standard & Poor's fell
        4.9 percent.")."""
        ops = [e for e in top.edges if e.role.startswith(":op")]
        first = ops[0].target if ops else None
        second = ops[1].target if len(ops) > 1 else None
        if top.concept != "and" or len(top.align) != 1 or len(ops) != 2 \
                or len(top.edges) != 2 or not isinstance(first, Node) \
                or not isinstance(second, Node) or first.concept in _COORDINATE \
                or second.concept in _COORDINATE or not is_frame(second.concept) \
                or not is_frame(first.concept):
            raise RealizationRefused("no two clauses to split")
        assert self.source is not None
        joint = top.align[0]
        if (self.source.tokens[joint - 1] != "," and subject_var(first) != subject_var(second)) \
                or "," in self.source.tokens[:joint - 1]:
            # (the comma marks whole clauses, or the parse gives both verbs one subject:
            # "Mahmud controlled access to Saddam and was frequently at his side", said again
            # as the second's pronoun by joined_clauses or refused; not a list.  Not after a
            # first clause of several: "The skull is then punctured, the brain suctioned
            # out, and that causes ...")
            raise RealizationRefused("no two clauses to split")
        said = self.joined_clauses(top, first, second, "and")
        self.variant_used = True
        text = f"{said[0]}. {said[1][:1].upper()}{said[1][1:]}"
        return text[:1].upper() + text[1:], "split"

    def joined_clauses(self, top: Node, first: Node, second: Node, word: str
                       ) -> tuple[str, str]:
        """The words of the two clauses that ``top``'s ``word`` joins, the first said after
        others (its capital dropped), the second with its end mark; refused unless each is a
        whole clause of its own subject holding only its own words."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        but = top.align[0]
        end, closing = self.end_of_text()
        head = but - 1 if tokens[but - 1] == "," else but
        if tokens[but].lower() != word or head < 3 or but + 3 > end or not source.opens(0) \
                or (tokens[0].lower() in CLAUSE_SUBORDINATORS | CLAUSE_COORDINATORS | PREPOSITIONS
                    | SCENE_OPENERS and not hedged_count(tokens)) \
                or tokens[head - 1] in ("--", "-", ";", ":"):
            raise RealizationRefused("no two whole clauses")
        inside_first = self.owners(first)
        inside_second = self.owners(second) | self.mentioned(second)
        if not self.only_owned(0, head - 1, inside_first) \
                or not self.only_owned(but + 1, end - 1, inside_second) \
                or not any(finite_verb(t) for t in tokens[0:head]) \
                or not any(finite_verb(t) for t in tokens[but + 1:end]):
            raise RealizationRefused("no two whole clauses")
        if any(stem(n.concept) in ATTRIBUTING and self.reports_clause(n) for n in first.walk()):
            # "Ms Pike also said it was not unusual for hospitals to go into deficit, but the
            # Government would ensure they remained viable": the second clause may be what
            # she said, and after "Although" it would be the writer's.  A verb of saying
            # with a thing for its object reports no clause the second could continue ("No
            # charges were announced, but the statement said ...").
            raise RealizationRefused("a contrast after a reported clause")
        opener = tokens[but + 1]
        owner = source.owner.get(but + 1)
        # (a subject pronoun both clauses share, said again: realize_shared_pronoun)
        shared = repeated_pronoun(source, first, second, but, end) \
            or self.shared_noun_pronoun(first, second, but, end)
        if shared is not None and first.align and first.align[0] >= head - 1 \
                and tokens[first.align[0] - 1].lower() not in BE_FORMS:
            # "Berry also married and divorced his second wife twice": the first verb said
            # last may share the second's object, which a clause of its own would lose (not
            # a passive's: "He was revived but was pronounced dead ...")
            raise RealizationRefused("the first verb's object may be the second's")
        if shared is None and not hedged_count(tokens[but + 1:end]) \
                and (not (opener.lower() in SUBJECT_OPENERS or opener[:1].isupper()
                or (owner is not None and not is_frame(self.nodes[owner].concept)
                    and opener.lower() not in FUNCTION_WORDS))
                or opener.lower() in ("also", "then", "still", "instead", "rather", "now", "so",
                                      "yet", "even", "only")
                or (opener.lower() not in SUBJECT_OPENERS and not opener[:1].isupper()
                    and lemma_pos(opener.lower()) & {"ADV", "VERB", "AUX"})):
            # ("..., but then-President Clinton vetoed them"; "but also ..."; "The 39-year-old
            # Luster initially gave police a false name, but later revealed his true identity":
            # the second clause shares the first one's subject, which "Although" would take)
            raise RealizationRefused("the second clause opens with no subject")
        if any(t in (";", ":") or t.lower() in ("although", "though", "but", "while", "whereas")
               for t in tokens[0:head]) \
                or any(tokens[i] == "," and (tokens[i + 1].lower() in SUBJECT_OPENERS
                                             - {"the", "a", "an"}
                                             or tokens[i + 1].lower() in ("and", "or"))
                       for i in range(0, head - 1)):
            # "We can scatter them, we can cut off one head here ..., but often the beast
            # survives": a list of clauses, only the last of which "Although" would open.
            raise RealizationRefused("a first clause of several")
        last_comma = max((i for i in range(0, head) if tokens[i] == ","), default=None)
        if last_comma is not None and tokens[last_comma + 1].lower() in PREPOSITIONS:
            # "A passer-by found the boy ..., with his feet free but his hands still taped":
            # the "but" joins two states inside the closing "with" phrase, no clauses
            raise RealizationRefused("a contrast inside a phrase after the first clause")
        if sum(t in QUOTE_MARKS for t in tokens[0:head]) % 2 \
                or sum(t in QUOTE_MARKS for t in tokens[but + 1:end]) % 2:
            raise RealizationRefused("a quotation keeps its own order")
        subject = next((n for n in (self.verbatim_arg(first, ":ARG0"),
                                    self.verbatim_arg(first, ":ARG1"))
                        if n is not None and (self.owned_span(n) or (-1,))[0] == 0), first)
        word = tokens[0]
        if word[1:].islower() and word.endswith("s") and "NOUN" in lemma_pos(word.lower()) \
                and self.keeps_capital(word, subject, 0):
            # "Although Songs can be burned to CDs, ...": a plural noun the parse took for
            # a name
            raise RealizationRefused(f"the source's opening {word!r} may be no name")
        said = self.opening_lower(source.text(0, head - 1), subject, 0,
                                  (self.owned_span(subject) or (0, 1)) == (0, 0))
        lead = f"{shared} " if shared is not None else ""
        return said, f"{lead}{source.text(but + 1, end - 1)}{closing}"

    def shared_noun_pronoun(self, first: Node, second: Node, joint: int, end: int) -> str | None:
        """The pronoun for the noun subject that opens the source and that both clauses
        share, said before the second (realize_shared_noun_subject), or None."""
        assert self.source is not None
        subject = subject_node(first)
        span = self.owned_span(subject) if subject is not None else None
        if span is None:
            return None
        if span[0] == 1 and self.source.tokens[0].lower() in ARTICLES:
            span = (0, span[1])  # (its article, which no node holds)
        return noun_subject_pronoun(self.source, first, second, span, joint, end)

    def reports_clause(self, node: Node) -> bool:
        """Whether the verb of saying ``node`` has a clause for what was said: a frame or
        a phrase holding a finite verb said after the verb ("said the surgery was not
        exactly the way ...", a copular clause parsed as its noun), not a thing ("No charges
        were announced", "consensus expectations")."""
        at = node.align[0] if node.align else -1
        return any(isinstance(e.target, Node) and e.role.startswith(":ARG") and e.role != ":ARG0"
                   and not e.role.endswith("-of")
                   and (is_frame(e.target.concept) or (
                       self.holds_finite_verb(e.target)
                       and (self.owned_span(e.target) or (-1, -1))[0] > at))
                   for e in node.edges)

    def mentioned(self, node: Node) -> set[str]:
        """The variables that ``node``'s subtree mentions again without holding them ("she"
        of "but she saved par", a re-entrancy of the first clause's "Her")."""
        return {e.target.var for n in node.walk() for e in n.edges if isinstance(e.target, Ref)}

