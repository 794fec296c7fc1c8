"""Alternatives of the root clause moved in the source's own words.

A fifth of MRPC train sentences read only their source back: every focus is refused, and so
is every rebuilt alternative of the root, often for a fault of the parse deep inside a
clause that a rebuilt sentence would have to say ("Lewis said that the third-quarter results
were driven by deposit and loan growth, strong investment banking and trading results, and
improved mortgage and card revenues": the parse gives "improved" the results as subject).
A construction that only moves whole source phrases says no word of theirs anew:

``verbatim-reporting``
    what was said and who said it trade places, each in its own words: "The third-quarter
    results were driven by ..., Lewis said." from "Lewis said that ...", and 'Thaksin said,
    "There is no need ...."' from '"There is no need ...," Thaksin said.'
``verbatim-fronting``
    the root verb's closing place or time first: "In those attacks, more than a dozen people
    were killed."
``verbatim-cleft``
    the subject clefted before the rest of the source: "It is Prime Minister Junichiro
    Koizumi who has all but popped the champagne bottle."

This module holds the cleft (the fronting is realize_verbatim_fronting's); the reporting one is in
realize_verbatim_reporting, and what all three read off the source (whose words a phrase
holds, where the text ends) in realize_verbatim_spans.  The pseudo-clefts
``verbatim-pseudo-cleft`` ("What Lewis said was that ...") and ``verbatim-deed`` ("What police
did was detain ...") are realize_verbatim_what_said's and realize_verbatim_deed's; a price's
move said level first (``verbatim-level``: "... rose to 1,861.52, up 15.82") is
realize_verbatim_level's, and a weekday after the verb fronted (``verbatim-day``: "On
Tuesday, the two others pleaded guilty ...") realize_verbatim_day's; a closing adverbial clause
said first (``verbatim-clause-first``: "While the Nasdaq fell 34 points, ..., the Dow ...") is
realize_verbatim_clause_first's, a plain past clause said in the passive
(``verbatim-passive``: "The trailer was seized by Kurdish forces ...") realize_verbatim_passive's,
and a copula's two definite sides swapped (``verbatim-copula``: "The deputy chairman of Cheung
Kong is Li.") realize_verbatim_copula's; a speaker's aside between two commas said last
(``verbatim-medial``: "Even with time, "it's going to be ...," he said.")
realize_verbatim_medial's, and a pronoun's measure said as the subject of its value
(``verbatim-possessed``: "Its margin of error is plus or minus 4 percentage points.")
realize_verbatim_possessed's; a copular clause's subject clefted
(``verbatim-copula-cleft``: "It was the unusual decision to declassify a major intelligence
report that was a bid by the White House ...") realize_verbatim_copula_cleft's, and a clause
predicate said before its copula (``verbatim-clause-predicate``: "Whether there will be a
hearing ... is the question.") realize_verbatim_clause_predicate's, and an existential's
counted noun phrase said as its subject (``verbatim-existential``: "Three warships with 2,300
Marines are lingering off its coast.") realize_verbatim_existential's, and a "however" set
off after the first phrase said first (``verbatim-however``: "However, the companies
declined ...") realize_verbatim_however's, and a copular clause said predicate first put in
subject-first order (``verbatim-inversion``: "A lawsuit brought by the Federal Trade
Commission is still pending against Rambus.") realize_verbatim_inversion's; a "though" between
commas said last (``verbatim-though``) realize_verbatim_however's too, and "It was announced that
..." said after its clause (``verbatim-extraposed``) and "There were fears that ..." as "It
was feared that ..." (``verbatim-impersonal``) realize_verbatim_impersonal's, and two passive verb phrases of one pronoun and auxiliary said
as two sentences (``verbatim-shared-auxiliary``) realize_verbatim_shared_auxiliary's; a closing
participle or absolute phrase said first (``verbatim-participle-first``: "Citing health
reasons, he resigned.") realize_verbatim_participle_first's.

The graph only says where the phrases are: every word of a moved phrase must belong to that
phrase's part of the graph (or to none), and a phrase must sit where the pattern has it, or
the construction refuses.
"""

from __future__ import annotations

from collections.abc import Callable

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_cleft_clauses import clause_tense
from pipeline.backends.builtin.realize_person_names import names_person
from pipeline.backends.builtin.realize_shared_pronoun import BEFORE_VERB
from pipeline.backends.builtin.realize_tree import Node, Ref, is_inverted
from pipeline.backends.builtin.realize_verbatim_according import VerbatimAccording
from pipeline.backends.builtin.realize_verbatim_clause_first import VerbatimClauseFirst
from pipeline.backends.builtin.realize_verbatim_clause_predicate import VerbatimClausePredicate
from pipeline.backends.builtin.realize_verbatim_cleft_leads import (
    VerbatimCleftLeads,
    opener_claims_subject,
)
from pipeline.backends.builtin.realize_verbatim_cleft_subjects import (
    breaks_subject,
    names_people,
    open_subject,
    participle_verb,
)
from pipeline.backends.builtin.realize_verbatim_closing import VerbatimClosing
from pipeline.backends.builtin.realize_verbatim_concessive import VerbatimConcessive
from pipeline.backends.builtin.realize_verbatim_copula_cleft import VerbatimCopulaCleft
from pipeline.backends.builtin.realize_verbatim_dashes import dash_aside_indices, word_hyphens
from pipeline.backends.builtin.realize_verbatim_day import VerbatimDay
from pipeline.backends.builtin.realize_verbatim_deed import VerbatimDeed
from pipeline.backends.builtin.realize_verbatim_existential import VerbatimExistential
from pipeline.backends.builtin.realize_verbatim_fronting import VerbatimFronting
from pipeline.backends.builtin.realize_verbatim_however import VerbatimHowever
from pipeline.backends.builtin.realize_verbatim_impersonal import VerbatimImpersonal
from pipeline.backends.builtin.realize_verbatim_inversion import VerbatimInversion
from pipeline.backends.builtin.realize_verbatim_level import VerbatimLevel
from pipeline.backends.builtin.realize_verbatim_medial import VerbatimMedial
from pipeline.backends.builtin.realize_verbatim_medial_adverb import VerbatimMedialAdverb
from pipeline.backends.builtin.realize_verbatim_moves import VERBATIM_MOVES
from pipeline.backends.builtin.realize_verbatim_participle_first import VerbatimParticipleFirst
from pipeline.backends.builtin.realize_verbatim_partitive import VerbatimPartitive
from pipeline.backends.builtin.realize_verbatim_passive import VerbatimPassive
from pipeline.backends.builtin.realize_verbatim_possessed import VerbatimPossessed
from pipeline.backends.builtin.realize_verbatim_raising import VerbatimRaising
from pipeline.backends.builtin.realize_verbatim_shared_auxiliary import VerbatimSharedAuxiliary
from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_SUBORDINATORS,
    finite_verb,
    verb_group_start,
)
from pipeline.backends.builtin.realize_verbatim_what_said import VerbatimWhatSaid
from pipeline.backends.builtin.realize_words import (
    ARTICLES,
    DASH_TOKENS,
    GROUP_NOUNS,
    POSSESSIVE_DETERMINERS,
    POSSESSIVE_MARKS,
    PREPOSITIONS,
    QUOTE_MARKS,
    RELATIVE_ADVERBS,
    RELATIVE_PRONOUNS,
)

__all__ = ["VerbatimAlternatives"]

# A subject clefted: a name or a definite noun phrase ("It was the agreement that ..."), not
# a count or a quantifier ("It was four of the defendants who ..."), which a cleft would
# make exhaustive.
_DEFINITE = frozenset(["the"])
# What the source's opening place or time before a clefted subject opens with.
_OPENER_LEADS = PREPOSITIONS | {"last", "earlier", "yesterday"}
_SUBJECT_PRONOUNS = frozenset(["i", "he", "she", "it", "we", "they", "there"])
_COORDINATORS = frozenset(["and", "but", "or", "yet"])
# A root whose clauses may share the first one's subject: the roles of its clauses and the
# words that join them.
_SHARED_SUBJECT_JOINTS = {"and": (":op", ("and",)), "contrast-01": (":ARG", ("but",))}
# What a later clause's subject may follow: a coordinator (a clause joined after), a
# subordinator or a preposition ("after the Senate approved it": one of the verb's own), or a
# relative word (", where he found her": a noun's clause, no clause joined to the verb's).
_CLAUSE_JOINS = _COORDINATORS | CLAUSE_SUBORDINATORS | PREPOSITIONS | RELATIVE_PRONOUNS \
    | RELATIVE_ADVERBS


class VerbatimAlternatives(VerbatimAccording, VerbatimWhatSaid, VerbatimDeed, VerbatimLevel,
                           VerbatimDay, VerbatimConcessive, VerbatimClosing, VerbatimRaising,
                           VerbatimPartitive, VerbatimClauseFirst, VerbatimPassive,
                           VerbatimCleftLeads, VerbatimFronting, VerbatimCopulaCleft,
                           VerbatimClausePredicate, VerbatimExistential, VerbatimHowever,
                           VerbatimInversion, VerbatimMedial, VerbatimPossessed,
                           VerbatimImpersonal, VerbatimSharedAuxiliary, VerbatimMedialAdverb,
                           VerbatimParticipleFirst):
    """The ``verbatim-*`` alternatives of the root clause (see the module docstring)."""

    variant: str | None = None
    variant_used = False
    framed_in_past: Callable[..., bool]  # (realize_verbs)

    def verbatim_alternative(self, top: Node) -> tuple[str, str]:
        move = VERBATIM_MOVES.get(self.variant or "")
        if move is None:
            raise RealizationRefused("variant not used")
        said: tuple[str, str] = getattr(self, move)(top)
        return said

    # -- the subject clefted ---------------------------------------------------------------

    def verbatim_cleft(self, top: Node) -> tuple[str, str]:
        """"It is Prime Minister Junichiro Koizumi who has all but popped the champagne
        bottle." for a named or definite subject that opens the source, or follows its
        opening place or time ("On Saturday, it was Roddick who equalled ...")."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        # (after the source's opening "But" or "However,": realize_verbatim_cleft_leads)
        top, start = self.cleft_start(self.shared_subject_clause(top))
        if not top.align or self.const(top, ":mode") is not None:
            raise RealizationRefused("no subject to cleft")
        verb = top.align[0]
        lead = self.clause_opener(top, verb, start) \
            or self.cleft_opener(top, verb, start, apposition=True)
        if lead > start and opener_claims_subject(tokens[start:lead]):
            raise RealizationRefused("an opening phrase the cleft would take apart")
        # (after its article, which no node holds: "The two other national rating agencies
        # are waiting to take action", the subject's words from "two")
        # Not in a refocused graph, whose top is no root of the source ("It was the company's
        # chief executive that retired and chief financial officer resigned", its "retired"
        # parsed as the officer's modifier).
        starts = (lead, lead + 1) if tokens[lead].lower() in ARTICLES \
            and lead not in source.owner \
            and not any(is_inverted(e.role) for e in top.edges) else (lead,)
        subject = next((n for n in (self.verbatim_arg(top, ":ARG0"), self.verbatim_arg(top, ":ARG1"))
                        if n is not None and (self.owned_span(n) or (-1,))[0] in starts), None)
        if subject is None or subject.concept in PRONOUNS or self.finite_clause(subject):
            # (not a clause: "It was the bank booked 820 billion yen in loan-loss charges that
            # compared with 1.9 trillion yen a year ago", from the focus "compared")
            raise RealizationRefused("no subject to cleft")
        at = self.owned_span(subject)
        if at is None or at[1] >= verb:
            raise RealizationRefused("no subject to cleft")
        hi = at[1]
        # (with a dash aside of its own, said whole: "It was the officers -- Kenneth Boss,
        # ..., Edward McMellon and Richard Murphy -- who were acquitted ...")
        aside = self.closed_dash_aside(lead, verb)
        subject_vars = self.owners(subject)
        # (or a comma apposition: "It was the Russell 2000 index, the barometer of smaller
        # company stocks, that rose ...", realize_verbatim_cleft_leads)
        apposition = self.comma_apposition(top, lead, verb, subject_vars)
        if aside is not None and hi in (aside[0] - 1, aside[1] - 1):
            hi, far = aside[0] - 1, aside[1]
        elif apposition is not None and hi in (apposition[0] - 2, apposition[1] - 1):
            hi, far = apposition[0] - 2, apposition[1]
        else:
            far = hi
        words = tokens[lead:hi + 1]
        if at[0] > lead and "NOUN" not in lemma_pos(tokens[hi].lower()) and not tokens[hi][:1].isupper():
            # "It was the most recent that was in 1998": no noun to pick out
            raise RealizationRefused("no subject to cleft")
        # (no hyphens inside words: "a well-known and long-running show")
        dashed = dash_aside_indices(tokens, lead, verb - 1,
                                    word_hyphens(tokens, source.starts, source.sentence))
        if at[0] > lead and any(tokens[i].lower() in ("and", "or", "but") and i not in source.owner
                                and i not in dashed for i in range(hi + 1, len(tokens))):
            # "It was the company's chief executive that retired and chief financial officer
            # resigned": a coordinator no node holds, its clauses misread; not one of the
            # subject's dash aside, "the officers -- Kenneth Boss, ... and Richard Murphy --")
            raise RealizationRefused("no subject to cleft")
        named = self.verbatim_arg(subject, ":name") is not None
        if not (named or self.possessed_doer(subject, words) or words[0].lower() in _DEFINITE
                or open_subject(source, top, lead, hi, far, verb)) \
                or breaks_subject(source, lead, hi, subject_vars) \
                or participle_verb(source, verb):
            # ("It was Khatami, who arrived in Beirut Monday, who was also to visit ...")
            raise RealizationRefused("no subject to cleft")
        if not self.only_owned(lead, far if apposition is None else hi, subject_vars) or any(
                source.owner.get(i) in subject_vars for i in range(far + 1, len(tokens))):
            raise RealizationRefused("no subject to cleft")
        rest = far + 1
        if rest >= len(tokens) or not (verb_group_start(tokens[rest])
                                       or self.time_before_verb(top, rest, verb)) \
                or any(tokens[i] in (",", "--") for i in range(rest, verb)):
            raise RealizationRefused("no subject to cleft")
        end, closing = self.end_of_text()
        if sum(t in QUOTE_MARKS for t in tokens) % 2:
            raise RealizationRefused("a quotation keeps its own order")
        self.refuse_joined_clause(rest, end)
        self.refuse_clause_aside(top, verb)
        # "It is the chief merchandising officer who decides ...", not "that": a person
        # named by a common noun is a "who" too (a listed one: the lexicon's agent nouns
        # include things, "the Intel C++ Compiler"), a name only when it is no firm's
        # ("It was Sony Ericsson that also said ...", realize_person_names)
        who = "who" if names_people(subject, tokens) or (
            apposition is not None and self.apposed_person(subject)) else "that"
        # "It was IBM that is also ...": the source's own auxiliary says the tense where
        # the aligner's verb group missed it (realize_cleft_clauses)
        tense = clause_tense(f"{who} {source.text(rest, end - 1)}")
        be = "was" if (tense or ("past" if self.framed_in_past(top) else "")) == "past" else "is"
        said = source.text(lead, far)
        opener = ""
        if lead == 0 and words[0].lower() in POSSESSIVE_DETERMINERS:
            said = said[:1].lower() + said[1:]  # ("It was its legal representatives who")
        elif lead == 0:
            said = self.opening_lower(said, subject, 0, hi == 0)
            if hi == 0 and not named and said[:1].isupper():  # ("It is Memories that ...")
                raise RealizationRefused("the source's opening word may be a name")
        else:
            opener = source.text(0, lead - 1) + " "
        self.variant_used = True
        return f"{opener}it {be} {said} {who} {source.text(rest, end - 1)}{closing}", "cleft"

    def possessed_doer(self, subject: Node, words: list[str]) -> bool:
        """Whether the subject of ``words`` is definite by its possessor and a doer a cleft
        may pick out: a person or a body of people ("It was Hunt's attorneys who filed a
        motion ...", "It is PeopleSoft's board that has recommended ..."), not a thing
        ("It was their difference that was over whether ...", a noun's "that" clause at
        first reading; "It is his movies that include ...")."""
        assert self.source is not None
        if self.verbatim_arg(subject, ":poss") is None or not (
                words[0].lower() in POSSESSIVE_DETERMINERS
                or (len(words) > 2 and words[1] in POSSESSIVE_MARKS)):
            return False
        return names_person(subject, self.source.tokens) or stem(subject.concept) in GROUP_NOUNS

    def closed_dash_aside(self, lo: int, verb: int) -> tuple[int, int] | None:
        """The two dashes of the one aside between ``lo`` and the root's ``verb``, the
        second just before the verb group, with words and no other mark but commas
        between them, and no relative clause ("It was the woman -- who has no symptoms of
        illness -- who donated blood" stacks two, as "It was Khatami, who arrived ..., who
        was also to visit" would); else None."""
        assert self.source is not None
        tokens = self.source.tokens
        dashes = [i for i in range(lo, verb) if tokens[i] in DASH_TOKENS]
        if len(dashes) != 2 or dashes[0] == lo or dashes[1] <= dashes[0] + 1 \
                or tokens[dashes[0] + 1].lower() in RELATIVE_PRONOUNS \
                or not verb_group_start(tokens[dashes[1] + 1]) \
                or any(t in QUOTE_MARKS or t in ("(", ")", ";", ":")
                       for t in tokens[dashes[0]:dashes[1]]):
            return None
        return dashes[0], dashes[1]

    def shared_subject_clause(self, top: Node) -> Node:
        """The first verb phrase of a list that shares its subject ("Mahmud controlled access
        to Saddam and was frequently at his side": each later one's subject the first one's),
        whose subject a cleft picks out for all of them ("It was Mahmud who controlled ...
        and was frequently ..."), or the first of two a "but" joins ("It was Judge Craig Doran
        who said he couldn't determine ... but said he ..."); else ``top``."""
        if top.concept not in _SHARED_SUBJECT_JOINTS:
            return top
        roles, joints = _SHARED_SUBJECT_JOINTS[top.concept]
        ops = [e.target for e in top.edges if e.role.startswith(roles)]
        if len(ops) < 2 or len(ops) != len(top.edges) or top.edges[0].role not in (":op1", ":ARG1") \
                or not all(isinstance(op, Node) and is_frame(op.concept) for op in ops):
            raise RealizationRefused("no subject to cleft")
        first = ops[0]
        assert isinstance(first, Node)
        subject = self.verbatim_arg(first, ":ARG0") or self.verbatim_arg(first, ":ARG1")
        if subject is None or not all(
                any(e.role in (":ARG0", ":ARG1") and isinstance(e.target, Ref)
                    and e.target.var == subject.var for e in op.edges)
                for op in ops[1:] if isinstance(op, Node)):
            raise RealizationRefused("no subject to cleft")
        assert self.source is not None
        tokens = self.source.tokens
        for op in ops[1:]:
            assert isinstance(op, Node)
            verb = op.align[0] if op.align else -1
            # (a contrast only after the source's own "but": "although", "while" open a
            # clause the cleft would not pick out)
            joint = max((i for i in range(0, verb) if tokens[i] in (",", *joints)),
                        default=-1)
            if joints == ("but",) and (joint < 0 or tokens[joint] != "but"):
                raise RealizationRefused("no subject to cleft")
            # (an adverb of the second verb stays with it: "... and then determine how to
            # proceed", "but later revealed ...")
            if joint < 0 or not all(verb_group_start(t) or t in QUOTE_MARKS
                                    or t.lower() in BEFORE_VERB for t in tokens[joint + 1:verb]):
                # "At that time, Rambus accused Infineon of patent infringement and Infineon
                # countersued Rambus ...": a clause of its own, which the cleft would claim
                raise RealizationRefused("a clause joined after the clefted one")
        return first

    def cleft_opener(self, top: Node, verb: int, start: int = 0,
                     apposition: bool = False) -> int:
        """Where the subject starts: ``start`` (after an opening "But"), or after the
        source's opening place or time of the verb and its comma ("On Saturday, Roddick
        equalled ..."); with ``apposition``, a comma after a word that opens no place or
        time may close an apposition of the subject (see verbatim_cleft)."""
        assert self.source is not None
        tokens = self.source.tokens
        comma = next((i for i in range(start, verb) if tokens[i] == ","), None)
        if comma is None or (apposition and tokens[start].lower() not in _OPENER_LEADS):
            return start
        circumstances = {v for e in top.edges if e.role in (":time", ":location")
                         and isinstance(e.target, Node) for v in self.owners(e.target)}
        if comma == start or tokens[start].lower() not in _OPENER_LEADS \
                or not self.only_owned(start, comma - 1, circumstances) \
                or not any(i in self.source.owner for i in range(start, comma)):
            raise RealizationRefused("no subject to cleft")
        return comma + 1

    def refuse_joined_clause(self, lo: int, hi: int) -> None:
        """Refuse a clause of its own joined after the verb's ("It was Congress that twice
        passed similar bills, but then-President Clinton vetoed them"), or a comparison ("It
        is Hitchcock that has declined to comment on the case, as has Levin"): the cleft
        would seem to hold for it too, or contradict it."""
        assert self.source is not None
        tokens = self.source.tokens
        for verb, subject in self.source.finite.items():
            if not lo < subject < verb < hi or tokens[subject].lower() in RELATIVE_PRONOUNS:
                continue
            opening = subject
            while opening > lo and tokens[opening - 1] not in (",", ";", "--") \
                    and tokens[opening - 1].lower() not in _CLAUSE_JOINS \
                    and not finite_verb(tokens[opening - 1]):  # ("and said he expected")
                opening -= 1
            if tokens[opening - 1] in (",", ";") or tokens[opening - 1].lower() in _COORDINATORS:
                # "In Europe, France's CAC-40 fell 0.8 percent, Britain's FTSE 100 lost 0.9
                # percent and Germany's DAX index gave back 1 percent": a list of clauses
                raise RealizationRefused("a clause joined after the clefted one")
        for i in range(lo, hi - 1):
            word, after = tokens[i].lower(), tokens[i + 1]
            if (word == "as" and tokens[i - 1] == ",") or word == ";" or (
                    word in ("and", "but", "or", "yet", "so")
                               and ((tokens[i - 1] in (",", "--")
                                     and not verb_group_start(after)
                                     and self.verb_before_break(i + 1, hi))
                                    or after.lower() in _SUBJECT_PRONOUNS)):
                raise RealizationRefused("a clause joined after the clefted one")

    def verb_before_break(self, lo: int, hi: int) -> bool:
        """Whether a word that may be a finite verb stands at ``lo`` or after it, before the
        next comma, dash or ``hi``: a clause joined after a comma's coordinator ("..., and
        only once before has the federal death penalty been given"), not a list's last
        member or a restated amount ("... the deaths of his wife, Laci, and their unborn
        son", "fell 49.95 points, or 2.86 percent, to end at 1,698.02")."""
        assert self.source is not None
        for at in range(lo, hi):
            token = self.source.tokens[at]
            if token in (",", "--", "-", ";", ":") or token in DASH_TOKENS:
                return False
            if finite_verb(token):
                return True
        return False
