"""The ``verbatim-participle-first`` alternative of the root: the participle or absolute
phrase that closes the source after a comma said first, each part in the source's own words:
"With investors ready to get their first taste of quarterly earnings, North American stock
markets got off to a slow start Tuesday." from "North American stock markets got off to a
slow start Tuesday, with investors ready to ...", "Compared with a net loss of $35 million,
or 20 cents, a year earlier, net income was 12 cents a share.", "Saying Gruner & Jahr broke
its contract with her ..., she countersued for $125 million."

Many sentences that keep no rebuilt text close so (realize_verbatim_clause_first fronts a
closing clause with a subordinator, realize_verbatim_fronting a closing place or time).  The
phrase must open with one of _LEADS, be one part of the root's in the graph (every word it
owns inside it, none of the main part's), and run to the end of the text.  A participle must
be the main subject's deed in the parse (its :ARG0 the subject): a speech act or a reason
("saying", "citing"), not a result of the whole event ("..., making Taiwan's epidemic the
fastest-growing", "..., leaving the vessels ... unaccounted for", which said first would
read as the subject's manner), nor "adding", which said first has nothing to add to.  The
main part must be one plain clause whose subject opens the source: no other finite verb or
relative clause the phrase could be of, no opening phrase that the fronted one would push
aside ("Overall, 83 percent of women ...").  Pronouns may not change what they stand for:
one of the phrase's must stand for the subject or a noun of the phrase before it ("With his
hands still taped together ..., a passer-by found Ben hiding ..." would give Ben's hands to
the passer-by), and a pronoun of the main part may not follow a name the phrase would now
say before it ("Citing Smith's health, he resigned").
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_person_names import names_person
from pipeline.backends.builtin.realize_tree import Node, Ref
from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_COORDINATORS,
    CLAUSE_SUBORDINATORS,
    FINITE_AUXILIARIES,
    VerbatimSpans,
    verb_group_start,
)
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    DASH_TOKENS,
    PERSON_PRONOUNS,
    PREPOSITIONS,
    QUANTIFIER_HEADS,
    QUOTE_MARKS,
    RELATIVE_ADVERBS,
    RELATIVE_PRONOUNS,
    STANDALONE_QUANTIFIERS,
    THIRD_PERSON_PRONOUNS,
)

__all__ = ["VerbatimParticipleFirst"]

# Participles of the subject's own speech or reason, which read the same said first
# ("Citing health reasons, he resigned."); not a result ("making", "sending", "leaving").
_PARTICIPLE_LEADS = frozenset(["saying", "citing", "noting", "arguing", "claiming", "insisting",
                               "warning", "explaining", "accusing", "calling", "describing",
                               "proclaiming", "vowing", "promising", "urging", "blaming",
                               "alleging", "contending", "asserting", "hoping", "fearing",
                               "using"])
# Words that open a phrase with no doer of its own: an absolute "with", a comparison, a
# preceding event.
_PHRASE_LEADS = frozenset(["with", "compared", "following", "amid"])
_LEADS = _PARTICIPLE_LEADS | _PHRASE_LEADS
# Marks that would leave more than one phrase after the clause, or a quotation's order.
_SPLITTING = frozenset([";", ":", "(", ")"]) | DASH_TOKENS | QUOTE_MARKS
# Words of a main part whose clause the phrase could be of ("what the store is going to sell").
_CLAUSE_WORDS = ((RELATIVE_PRONOUNS - {"that"}) | RELATIVE_ADVERBS | CLAUSE_SUBORDINATORS)
# Root modals whose clause, said after them, holds the subject and the closing phrase.
_MODAL_FRAMES = frozenset(["obligate-01", "possible-01", "permit-01", "recommend-01"])
# What the source's opening place or time that keeps its place before the fronted phrase may
# open with ("Overall, ...", "Early Monday, ...", "By 2040, ..."): no discourse word or
# clause ("Meanwhile, ...", "Before the committee was formed, ...").
_OPENERS = frozenset(["overall", "early", "late", "last", "this", "by", "on", "in", "at",
                      "yesterday", "today", "earlier", "later"])
# Pronoun forms of one person, so a phrase's "her" may stand for a main part's "she".
_SAME_PERSON = ({"he", "him", "his", "himself"}, {"she", "her", "hers", "herself"},
                {"they", "them", "their", "theirs", "themselves"}, {"it", "its", "itself"})


class VerbatimParticipleFirst(VerbatimSpans):
    """The ``verbatim-participle-first`` alternative (see the module docstring)."""

    def verbatim_participle_first(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        start = self.participle_opener_end()
        if closing or not top.align or self.const(top, ":mode") is not None \
                or not source.opens(0) or any(t in _SPLITTING for t in tokens) \
                or (not start and tokens[0].lower()
                    in PREPOSITIONS | CLAUSE_SUBORDINATORS | CLAUSE_COORDINATORS):
            raise RealizationRefused("no closing phrase to front")
        verb = top.align[0]
        comma = next((i for i in range(verb + 1, end - 1)
                      if tokens[i] == "," and tokens[i + 1].lower() in _LEADS), None)
        if comma is None:
            raise RealizationRefused("no closing phrase to front")
        lead = comma + 1
        word, after = tokens[lead].lower(), tokens[lead + 1].lower()
        if (word == "compared" and after not in ("with", "to")) \
                or (word == "with" and after in RELATIVE_PRONOUNS | STANDALONE_QUANTIFIERS
                    | QUANTIFIER_HEADS | {"some", "others", "one", "two"}):
            # ("..., with whom he ...": a relative clause of the last noun; "..., with many
            # anticipating ...": said first, "many" would lose the economists it counts)
            raise RealizationRefused("no closing phrase to front")
        # (a comparison or the subject's deed may hang below the root, on the noun compared
        # or the verb done: "reported quarterly revenue of $388.1 million, compared with ...")
        main = self.participle_modal_clause(top)
        phrase = self.closing_participle_phrase(main, lead, comma, end,
                                                deep=word in _PARTICIPLE_LEADS | {"compared"})
        if word == "with" and not is_frame(phrase.concept) and "," in tokens[verb:comma]:
            # ("reached tentative agreements, also for four years, with Ford Motor Co.": a
            # noun after an aside is the verb's own partner, no circumstance)
            raise RealizationRefused("a 'with' of the verb's after an aside")
        subject = self.participle_main_subject(main, verb, start)
        if word in _PARTICIPLE_LEADS and not (
                phrase.align and phrase.align[0] == lead and is_frame(phrase.concept)
                and any(e.role == ":ARG0" and isinstance(e.target, Ref)
                        and e.target.var == subject.var for e in phrase.edges)):
            raise RealizationRefused("the participle is not the subject's deed")
        self.refuse_main_part_verbs(top, verb, comma)
        self.refuse_participle_pronouns(subject, phrase, lead, comma, end)
        said = source.text(lead, end - 1)
        if start:
            # after the source's own opening time ("Overall, compared with 74 percent of men,
            # 83 percent of women washed up.")
            body = source.text(start, comma - 1)
            said = f"{source.text(0, start - 2)}, {said}"
        else:
            span = self.owned_span(subject)
            body = self.opening_lower(source.text(0, comma - 1), subject, 0, span == (0, 0))
            self.refuse_unknown_capital(body)
            said = f"{said[:1].upper()}{said[1:]}"
        self.variant_used = True
        # (not twice after an abbreviation: "in Wilmington, Del.")
        mark = "" if body.endswith(".") else self.end_mark(end)
        return f"{said}, {body}{mark}", "fronted-manner"

    def closing_participle_phrase(self, top: Node, lead: int, comma: int, end: int,
                                  deep: bool = False) -> Node:
        """The part of ``top`` (with ``deep``, of any node below it) that owns every aligned
        word of ``lead..end`` and none before the comma, its first word at most two after
        the lead with no word of another's between ("with more than 8,300 people ...")."""
        assert self.source is not None
        owner = self.source.owner
        parts = top.walk()[1:] if deep else [e.target for e in top.edges
                                             if isinstance(e.target, Node)]
        for part in parts:
            inside = self.owners(part)
            span = self.owned_span(part)
            if span is None or not lead <= span[0] <= lead + 4 \
                    or any(i in owner for i in range(lead, span[0])):
                continue
            if self.only_owned(lead, end - 1, inside) \
                    and not any(owner.get(i) in inside for i in range(0, comma)):
                return part
        raise RealizationRefused("the closing phrase is no part of the root's own")

    def participle_modal_clause(self, top: Node) -> Node:
        """The clause a root modal says ("Its attackers had to fire their rockets ...":
        obligate-01's :ARG2, said after it), whose subject and closing phrase are the
        clause's; else ``top``."""
        if top.concept not in _MODAL_FRAMES or not top.align:
            return top
        clause = self.verbatim_arg(top, ":ARG2") or self.verbatim_arg(top, ":ARG1")
        if clause is None or not is_frame(clause.concept) or not clause.align \
                or clause.align[0] < top.align[0]:
            return top
        return clause

    def participle_opener_end(self) -> int:
        """Where the main clause starts after the source's opening time or "overall" and its
        comma ("Early Monday, ...", "By 2040, ..."): a phrase of at most four words with no
        verb; else 0."""
        assert self.source is not None
        tokens = self.source.tokens
        comma = next((i for i, t in enumerate(tokens[:5]) if t == ","), None)
        if comma is None or comma == 0 or tokens[0].lower() not in _OPENERS \
                or any(i in self.source.finite or (
                    i in self.source.owner and is_frame(self.nodes[self.source.owner[i]].concept))
                    for i in range(0, comma)):
            return 0
        return comma + 1

    def participle_main_subject(self, main: Node, verb: int, start: int) -> Node:
        """The subject of the main clause (:ARG0, :ARG1, a copula's :domain) that opens it at
        ``start`` (after at most two words no node holds: an article, "more than") and ends
        before the root's word ``verb``."""
        assert self.source is not None
        for role in (":ARG0", ":ARG1", ":domain"):
            subject = self.verbatim_arg(main, role)
            span = self.owned_span(subject) if subject is not None else None
            if subject is not None and span is not None and span[1] < verb \
                    and start <= span[0] <= start + 2 and "," not in self.source.tokens[start:span[0]] \
                    and not any(i in self.source.owner for i in range(start, span[0])):
                return subject
        raise RealizationRefused("no subject opens the source")

    def refuse_main_part_verbs(self, top: Node, verb: int, comma: int) -> None:
        """Refuse a main part with a finite verb other than the root's, a relative or
        subordinate clause, or a verb phrase joined after the root's: the phrase could be
        theirs."""
        assert self.source is not None
        tokens = self.source.tokens
        if stem(top.concept) in ATTRIBUTING and any(
                e.role == ":ARG1" and isinstance(e.target, Node) and self.finite_clause(e.target)
                for e in top.edges):
            # ("Police said the man died, citing ...": the report's clause may be the phrase's)
            raise RealizationRefused("a report's clause may be the phrase's")
        for at in self.source.finite:
            if at < comma and at != verb and self.source.owner.get(at) not in (None, top.var):
                raise RealizationRefused("a verb of the main part the phrase could be of")
        for i in range(0, comma):
            low = tokens[i].lower()
            if low in _CLAUSE_WORDS:
                raise RealizationRefused("a clause of the main part the phrase could be of")
            if low in ("and", "but", "or") and i > verb and verb_group_start(tokens[i + 1]):
                raise RealizationRefused("a verb joined after the root's")
            if low in FINITE_AUXILIARIES and i > verb:
                # ("said yesterday that Hicks would be fairly treated": a clause the parse's
                # finite verbs left out)
                raise RealizationRefused("a verb of the main part the phrase could be of")

    def refuse_participle_pronouns(self, subject: Node, phrase: Node, lead: int, comma: int,
                              end: int) -> None:
        """Refuse a pronoun the move would let stand for another noun (see the module
        docstring)."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        inside = self.owners(phrase)
        outside = {e.target.var for var in inside for e in self.nodes[var].edges
                   if isinstance(e.target, Ref) and e.target.var not in inside}
        main_pronouns = {t.lower() for t in tokens[0:comma]} & THIRD_PERSON_PRONOUNS
        for i in range(lead + 1, end):
            low = tokens[i].lower()
            if low not in THIRD_PERSON_PRONOUNS:
                continue
            if i not in owner:
                # resolved by the parse: it may stand only for the subject or the phrase's own
                if outside - {subject.var}:
                    raise RealizationRefused("a pronoun of the phrase may stand for another noun")
                continue
            # a pronoun node of its own: a noun of the phrase said before it, the subject's
            # own pronoun, or a person's pronoun after a person, the main part's only one
            # ("Saying that he never discussed personnel matters, Mr. Mills declined ...")
            same = next((forms for forms in _SAME_PERSON if low in forms), set())
            if not any(owner.get(j) in inside and owner.get(j) != phrase.var
                       and tokens[j][:1].isupper() for j in range(lead + 1, i)) \
                    and not (subject.concept in PRONOUNS and subject.concept in same) \
                    and not (low in PERSON_PRONOUNS
                             and self.only_person_of_main_part(subject, comma)):
                raise RealizationRefused("a pronoun of the phrase said before its noun")
        personal = bool(main_pronouns - {"it", "its", "itself", "they", "them", "their",
                                         "theirs", "themselves"})
        if (personal and any(self.nodes[var].concept == "person" for var in inside)) or (
                main_pronouns and not personal
                and any(tokens[i][:1].isupper() and i in owner for i in range(lead + 1, end))):
            # ("He resigned, citing Smith's health": said first, Smith would be "he"; a
            # firm is no "she": "Saying Gruner & Jahr broke its contract with her ..., she
            # countersued")
            raise RealizationRefused("a pronoun of the main part after the phrase's name")

    def refuse_unknown_capital(self, body: str) -> None:
        """Refuse a main part whose opening word keeps its capital only for being a word
        the lexicon does not know, with no name of the parse's ("Compared with 14 percent
        for saturated fat, Trans fat makes up ...")."""
        assert self.source is not None
        word = self.source.tokens[0]
        owner = self.source.owner.get(0)
        node = self.nodes.get(owner) if owner is not None else None
        named = node is not None and (node.concept == "name" or self.has_role(node, ":name"))
        if body[:1].isupper() and word[1:].islower() and not lemma_pos(word.lower()) \
                and not named and 0 not in self.source.proper:
            raise RealizationRefused(f"the source's opening {word!r} may be no name")

    def only_person_of_main_part(self, subject: Node, comma: int) -> bool:
        """Whether the main part's subject is a person's and the main part (before
        ``comma``) says no other name or person: its pronoun's only antecedent."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        span = self.owned_span(subject)
        if span is None or not names_person(subject, tokens):
            return False
        mine = self.owners(subject)
        return not any(tokens[i][:1].isupper() or (
            owner.get(i) is not None and self.nodes[owner[i]].concept == "person")
            for i in range(0, comma) if owner.get(i) not in mine and i > span[1])
