"""Grammar-error counts read off the spaCy parse already loaded by the chain.

A language model averages its surprise over the sentence, so one broken spot in a
long sentence is diluted.  The parser sees some breakage directly: a token it
could not attach (dependency ``dep``), a finite clause without a subject, a
plural subject with a singular verb or "a" on a plural noun, a comparative marked twice ("more
younger"), a preposition left without its object, a word said twice in a row,
a chain of relative clauses, and some of the realizer's own slips: "them, who", a pronoun
as a bare list member, a restrictive relative right after a bare name, a bare month, a
number subject of a participle with no auxiliary, "less or 20 cents", a capitalised
function word inside a sentence.  Each is counted per text:

>>> from pipeline.nlp import load_spacy
>>> nlp = load_spacy()
>>> grammar_errors(nlp("The boys who was more younger left to."))["agreement"]
1
>>> sum(grammar_errors(nlp("The cat sat on the mat.")).values())
0

The counts are used relative to the source sentence (:class:`GrammarErrorsDelta`):
news text has its own quotes, relative clauses and fragments, and a paraphrase is
only to blame for what it adds.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from pipeline.backends.builtin.realize_words import COLLECTIVE_HEADS, QUANTIFIER_HEADS, SHARE_NOUNS
from pipeline.scoring import grammar_slips as slips
from pipeline.scoring.base import Metric, Score, make_signature, minus_source
from pipeline.scoring.recent import RecentResults

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

__all__ = ["ERROR_KINDS", "GrammarErrors", "GrammarErrorsDelta", "grammar_errors", "parse_texts"]

ERROR_KINDS = ("unattached", "subjectless", "agreement", "double_comparative", "dangling_preposition",
               "repeated_word", "relative_clauses", "no_finite_verb", "unbalanced_quotes",
               "pronoun_relative", "pronoun_list_member", "proper_restrictive", "bare_month",
               "bare_participle", "comparative_or_number", "midsentence_capital")

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})
# Clause heads that need a subject of their own (a conjunct shares its head's subject).
_CLAUSES = frozenset({"ROOT", "ccomp", "advcl", "relcl"})
_SINGULAR_VERBS = frozenset({"VBZ"})
_PLURAL_VERBS = frozenset({"VBP"})
_SINGULAR_FORMS = frozenset({"was", "is", "has", "does"})
_PLURAL_FORMS = frozenset({"were", "are", "have", "do"})
# Heads of a subject whose verb may agree with its "of" phrase instead.
_OF_PHRASE_HEADS = COLLECTIVE_HEADS | QUANTIFIER_HEADS | SHARE_NOUNS
# Words "a" may stand before though plural in form: "a savings of $30", "an earnings per share".
_ARTICLE_PLURALS = frozenset({"savings", "earnings", "means", "series", "species", "headquarters"})
# Subjects that take either number: a share ("41 percent describe", "2 per cent is") and the
# plurals in form above.
_EITHER_NUMBER = _ARTICLE_PLURALS | frozenset({"percent", "cent", "%"})
# Words between "a" and a plural noun that make the phrase a count of it: "a few weeks",
# "a great many people" ("a dozen", "a staggering 50 cents" hang a number on the noun).
_PLURAL_COUNTS = frozenset({"few", "many"})
# Conjunctions of a clause whose "were" is the subjunctive: "if he were diagnosed", "as if
# somebody were squatting", "as though it were".
_SUBJUNCTIVE_MARKS = frozenset({"if", "though"})


def _finite(token: Token) -> bool:
    return "Fin" in token.morph.get("VerbForm", []) or token.tag_ == "MD"


def _has_subject(head: Token) -> bool:
    return any(c.dep_ in _SUBJECTS for c in head.children)


def _subjectless(doc: Doc) -> int:
    """Finite clauses with no subject: "Was best, being advance ...", "Judged, which ..."."""
    count = 0
    for token in doc:
        if token.dep_ not in _CLAUSES or token.pos_ not in ("VERB", "AUX"):
            continue
        finite = _finite(token) or any(c.dep_ in ("aux", "auxpass") and _finite(c)
                                       for c in token.children)
        # A question ("Why did ...") or an imperative has no subject before its verb.
        if finite and not _has_subject(token) and token.tag_ != "VB" \
                and doc[-1].text != "?" and not _pseudo_cleft_copula(token):
            count += 1
    return count


def _pseudo_cleft_copula(token: Token) -> bool:
    """The "was" of a pseudo-cleft that the parser hung on the free relative's verb as its
    clausal complement, its real subject "What officials said" left unseen: "What officials
    said was that three would be charged with conspiracy to commit murder."

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> _subjectless(nlp("What officials said was that three would be charged with conspiracy."))
    0
    >>> _subjectless(nlp("Officials said was that three would be charged with conspiracy."))
    1
    """
    head = token.head
    return token.lemma_ == "be" and token.dep_ == "ccomp" and token.i == head.i + 1 \
        and head.left_edge.lower_ == "what" and head.left_edge.i < head.i


def _conjunctions(noun: Token) -> set[str]:
    """The coordinators of ``noun``'s conjuncts ("and" of "Smith and Jones"); a list's
    conjuncts hang one on the other, its "and" on the last but one."""
    found: set[str] = set()
    conjuncts = [noun]
    while conjuncts:
        current = conjuncts.pop()
        conjuncts.extend(c for c in current.children if c.dep_ == "conj")
        found.update(c.lower_ for c in current.children if c.dep_ == "cc")
    return found


def _subject_number(subject: Token) -> str | None:
    if subject.lower_ in slips.RELATIVE_WORDS:  # "the boys who was": the antecedent's number
        antecedent = subject.head.head if subject.head.dep_ == "relcl" else None
        return None if antecedent is None else _subject_number(antecedent)
    # "Smith and Jones" is plural; "He or she decides" agrees with the nearer conjunct.
    if any(c.dep_ == "cc" for c in subject.children):
        return None if _conjunctions(subject) & {"or", "nor"} else "Plur"
    # A list with its "and" on a later conjunct ("Wal-Mart, Kohl's Corp. and Big Lots Inc.
    # were"), or an apposition the parser took for one ("Marcel Desailly, the France captain
    # and Chelsea defender, believes"): either number.
    if any(c.dep_ == "conj" for c in subject.children):
        return None
    # "half of those have been signed", "a total of 17 cases were reported", "41 percent
    # describe themselves as Republicans": the verb may agree with what is counted; "an
    # earnings per share of 22 cents was": one sense of a plural form is singular.
    if subject.lower_ in _EITHER_NUMBER or (subject.lower_ in _OF_PHRASE_HEADS
                                            and any(c.lower_ == "of" for c in subject.children)):
        return None
    if subject.tag_ in ("NNS", "NNPS") or subject.lower_ in ("they", "we"):
        return "Plur"
    if subject.tag_ in ("NN", "NNP") or subject.lower_ in ("he", "she", "it"):
        return "Sing"
    return None


def _agrees_with_focus(subject: Token, verb: str) -> bool:
    """A cleft's relative subject whose verb agrees with the focus, though the parser hung
    the clause on a noun inside it: "It is the number of active probable cases that has
    declined" (the number has declined; "the number of" takes either number)."""
    if subject.lower_ not in slips.RELATIVE_WORDS or subject.head.dep_ != "relcl":
        return False
    focus = slips.nested_focus(subject.head)
    return focus is not None and _subject_number(focus) in (verb, None)


def _verb_number(verb: Token) -> str | None:
    """The number the verb group's finite word shows; ``None`` after a modal ("Japan may
    have intervened": the "have" is a bare infinitive, no plural) and for a bare verb."""
    finite = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
    if any(token.tag_ == "MD" for token in finite):
        return None
    if any(t.lower_ == "were" for t in finite) \
            and any(c.dep_ == "mark" and c.lower_ in _SUBJUNCTIVE_MARKS for c in verb.children):
        return None
    for token in finite:
        if token.tag_ == "VB":  # "does not have a lawyer", "to have"
            continue
        if token.tag_ in _SINGULAR_VERBS or token.lower_ in _SINGULAR_FORMS:
            return "Sing"
        if token.tag_ in _PLURAL_VERBS or token.lower_ in _PLURAL_FORMS:
            return "Plur"
    return None


def _singular_article_on_plural(doc: Doc) -> int:
    """"a"/"an" on a plural common noun with no number of it: "a summary assessments".

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> _singular_article_on_plural(nlp("There are a summary assessments that Moseley delivered."))
    1
    >>> _singular_article_on_plural(nlp("In a few weeks, a staggering 50 cents and a dozen eggs rose."))
    0
    """
    return sum(1 for t in doc if t.lower_ in ("a", "an") and t.dep_ == "det" and t.head.tag_ == "NNS"
               and t.head.lower_ not in _ARTICLE_PLURALS
               and not any(c.dep_ in ("nummod", "quantmod") for c in t.head.children)
               and not any(w.lower_ in _PLURAL_COUNTS or w.pos_ in ("VERB", "AUX")
                           for w in doc[t.i + 1:t.head.i])
               and not _noun_then_clause(doc[t.i + 1:t.head.i], t.head))


def _noun_then_clause(between: Span, plural: Token) -> bool:
    """A noun before the plural that opens a clause or phrase of its own, the article the
    noun's, hung on the plural by the parser: "told a news conference authorities were
    continuing", "a measure financial analysts watch"."""
    return plural.dep_ in ("nsubj", "nsubjpass", "npadvmod") and any(w.pos_ == "NOUN" for w in between)


def _agreement(doc: Doc) -> int:
    """Subjects whose number the verb contradicts ("shares of LendingTree has risen"), and
    a singular article on a plural noun (:func:`_singular_article_on_plural`)."""
    count = _singular_article_on_plural(doc)
    for token in doc:
        if token.dep_ not in ("nsubj", "nsubjpass"):
            continue
        subject, verb = _subject_number(token), _verb_number(token.head)
        if subject is not None and verb is not None and subject != verb \
                and not _agrees_with_focus(token, verb):
            count += 1
    return count


def _double_comparative(doc: Doc) -> int:
    """"more lowered", "most largest", "longerer": a degree marked twice."""
    count = 0
    for token in doc:
        if token.lower_ in ("more", "most") and token.i + 1 < len(doc):
            following = doc[token.i + 1]
            if following.tag_ in ("JJR", "JJS", "RBR", "RBS", "VBN", "VBD"):
                count += 1
        elif token.lower_.endswith(("erer", "estest")):
            count += 1
    return count


def _dangling_preposition(doc: Doc) -> int:
    """A preposition with nothing after it but punctuation ("... percent to.")."""
    count = 0
    for token in doc:
        if token.dep_ not in ("prep", "agent") or any(True for _ in token.children):
            continue
        rest = doc[token.i + 1:]
        if all(t.is_punct for t in rest) or (len(rest) and rest[0].text in (",", ";")):
            count += 1
    return count


def _repeated_word(doc: Doc) -> int:
    """The same word twice in a row ("at at", "two two"); "had had" is grammatical."""
    return sum(1 for a, b in itertools.pairwise(doc)
               if a.is_alpha and a.lower_ == b.lower_ and a.lower_ not in ("had", "that"))


def grammar_errors(doc: Doc) -> dict[str, int]:
    """Counts of each of :data:`ERROR_KINDS` in one parsed text."""
    return {
        "unattached": sum(1 for t in doc if t.dep_ == "dep"),
        "subjectless": _subjectless(doc),
        "agreement": _agreement(doc),
        "double_comparative": _double_comparative(doc),
        "dangling_preposition": _dangling_preposition(doc),
        "repeated_word": _repeated_word(doc),
        "relative_clauses": slips.relative_clauses(doc),
        "no_finite_verb": int(not any(_finite(t) for t in doc)),
        "unbalanced_quotes": doc.text.count('"') % 2,
        "pronoun_relative": slips.pronoun_relative(doc),
        "pronoun_list_member": slips.pronoun_list_member(doc),
        "proper_restrictive": slips.proper_restrictive(doc),
        "bare_month": slips.bare_month(doc),
        "bare_participle": slips.bare_participle(doc),
        "comparative_or_number": slips.comparative_or_number(doc),
        "midsentence_capital": slips.midsentence_capital(doc),
    }


# The latest parses, by text: facts_kept, content_kept, numbers_kept and the grammar
# errors each read the same sources and paraphrases, one after the other, and spaCy's
# parse is most of their time.  Bounded, so a corpus build does not keep every parse.
_PARSED: RecentResults[Doc] = RecentResults(4096)


def parse_texts(texts: Iterable[str]) -> list[Doc]:
    """The texts parsed by the chain's spaCy pipeline (no entities: not needed here); a
    text parsed lately is not parsed again."""
    from pipeline.nlp import load_spacy

    return _PARSED.get(texts, lambda missing: list(load_spacy().pipe(missing, disable=["ner"])))


class GrammarErrors(Metric):
    """How many grammar errors the parser finds in the candidate alone; lower is better."""

    name = "grammar_errors"
    higher = "worse"

    def signature(self) -> str:
        from pipeline.nlp import load_spacy

        meta: dict[str, Any] = load_spacy().meta
        return make_signature(self.name, parser=f"spacy:{meta['name']}-{meta['version']}",
                              kinds=len(ERROR_KINDS))

    def counts(self, texts: Sequence[str]) -> list[dict[str, int] | None]:
        present = [t for t in texts if t.strip()]
        parsed = iter(parse_texts(present))
        return [grammar_errors(next(parsed)) if t.strip() else None for t in texts]

    def totals(self, texts: Sequence[str]) -> list[Score]:
        return [None if c is None else float(sum(c.values())) for c in self.counts(texts)]

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.totals(candidates)

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        return self.totals([b for _, b in pairs])


class GrammarErrorsDelta(GrammarErrors):
    """Grammar errors of the candidate minus those of its source (0: no worse than it)."""

    name = "grammar_errors_delta"

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.score_pairs([(source, c) for c in candidates])

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        return minus_source(pairs, self.totals)
