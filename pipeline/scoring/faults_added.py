"""``faults_added``: grammar faults a paraphrase has and its source lacks, of the kinds that
are near-certain breakage.

``wellformed`` weighs the parser's error count with SLOR, so one slip in a sentence that
reads well otherwise passes ("China, Russia and, and they have met"; "..., where he
found.").  Most of :mod:`pipeline.scoring.grammar`'s kinds are not sure enough to reject a
text alone (a cleft's stranded preposition, a relative clause, a misparsed agreement are
often fluent), but a few are, when the source does not have the same fault: news text has
its own quotes and fragments, and a fault copied from it is not the paraphrase's doing.
Those kinds are counted here, each by the rule that is sure of it:

- ``pronoun_relative`` ("severed them, who tortured"), ``pronoun_list_member`` ("her, Myanmar's
  ... leader"), ``bare_month`` ("emerged November"), ``comparative_or_number`` ("less or 20
  cents"), as :mod:`pipeline.scoring.grammar_slips` counts them;
- a capitalised function word inside a sentence ("it was Rice who said This is"): only a
  stop word, since the tagger calls a capitalised name an adverb or verb ("It was Connolly
  that said", "Think Dynamics");
- a word said twice in a row with the same spelling ("at at"; "4 May may" is two words);
- a degree marked twice on an adjective or adverb ("more younger"; "most were" is fluent);
- a coordinator, a comma and a coordinator ("China, Russia and, and they have met");
- a verb that took an object in the source left at the end of a clause that has no gap for
  it ("into her mother's bedroom, where he found.").

>>> from pipeline.nlp import load_spacy
>>> nlp = load_spacy()
>>> source = nlp("China, Russia and four others have met in Beijing.")
>>> faults_added(source, nlp("A budget was approved by China, Russia and, and they have met."))
['doubled_conjunction']
>>> faults_added(source, nlp("In Beijing, China, Russia and four others have met."))
[]
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pipeline.scoring import grammar_slips as slips
from pipeline.scoring.base import Metric, Score, make_signature

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["FAULT_KINDS", "FaultsAdded", "fault_counts", "faults_added"]

_FUNCTION_TAGS = frozenset({"DT", "RB", "PRP", "PRP$", "IN", "CC", "MD", "WDT", "WP",
                            "VB", "VBD", "VBP", "VBZ"})
# Marks after which a capital opens a sentence or quotation.
_OPENERS = frozenset({".", ":", ";", "?", "!", '"', "'", "``", "''", "(", "[", "-", "--"})
# Dependents that fill a verb's object or complement.
_COMPLEMENTS = frozenset({"dobj", "obj", "ccomp", "xcomp", "attr", "acomp", "oprd", "dative",
                          "prt", "prep", "agent", "pcomp"})
# Words that open a clause with no object gap: "where he found" cannot mean "found it".
_GAPLESS_OPENERS = frozenset({"where", "when", "while", "because", "after", "before", "if",
                              "although", "though", "since", "until", "once"})


def _function_capital(doc: Doc) -> int:
    """"..., it was Rice who said This is a program": a capitalised stop word inside a
    sentence, not after a mark that opens one, not inside a name."""
    return sum(1 for t in doc[1:] if t.is_title and t.is_stop and t.tag_ in _FUNCTION_TAGS
               and t.text not in ("The", "A", "An", "I") and doc[t.i - 1].text not in _OPENERS
               and doc[t.i - 1].tag_ not in ("NNP", "NNPS"))


def _same_word_twice(doc: Doc) -> int:
    return sum(1 for a, b in itertools.pairwise(doc)
               if a.is_alpha and a.text == b.text and a.lower_ not in ("had", "that"))


def _double_degree(doc: Doc) -> int:
    return sum(1 for a, b in itertools.pairwise(doc)
               if a.lower_ in ("more", "most") and b.tag_ in ("JJR", "JJS", "RBR", "RBS"))


def _doubled_conjunction(doc: Doc) -> int:
    return sum(1 for a, b, c in zip(doc, doc[1:], doc[2:], strict=False)
               if a.dep_ == "cc" and b.text == "," and c.tag_ == "CC")


def _transitive_lemmas(source: Doc) -> frozenset[str]:
    return frozenset(t.lemma_ for t in source if any(c.dep_ in ("dobj", "obj") for c in t.children))


def _stranded_verbs(doc: Doc, transitive: frozenset[str]) -> int:
    """A verb that takes an object (``transitive``: it had one in the source) ending a
    clause that opens with a gapless conjunction or adverb of its own ("where he found."),
    with no object or complement and not passive; "After it was removed, they visited, ..."
    is the clause of "visited", not of "After"."""
    count = 0
    for verb in doc:
        if not verb.tag_.startswith("VB") or verb.lemma_ not in transitive:
            continue
        following = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
        if following is not None and not following.is_punct:
            continue
        if any(c.dep_ in _COMPLEMENTS or c.dep_ == "auxpass" for c in verb.children):
            continue
        if any(c.lower_ in _GAPLESS_OPENERS and c.dep_ in ("advmod", "mark") and c.i < verb.i
               for c in verb.children):
            count += 1
    return count


_COUNTS: dict[str, Callable[[Doc], int]] = {
    "pronoun_relative": slips.pronoun_relative,
    "pronoun_list_member": slips.pronoun_list_member,
    "bare_month": slips.bare_month,
    "comparative_or_number": slips.comparative_or_number,
    "function_capital": _function_capital,
    "same_word_twice": _same_word_twice,
    "double_degree": _double_degree,
    "doubled_conjunction": _doubled_conjunction,
}
FAULT_KINDS = (*_COUNTS, "stranded_verb")


def fault_counts(doc: Doc, transitive: frozenset[str] = frozenset()) -> dict[str, int]:
    """Each of :data:`FAULT_KINDS` counted in ``doc``; ``transitive``: the verbs (lemmas)
    known to take an object, for ``stranded_verb``."""
    counts = {kind: count(doc) for kind, count in _COUNTS.items()}
    counts["stranded_verb"] = _stranded_verbs(doc, transitive)
    return counts


def faults_added(source: Doc, paraphrase: Doc) -> list[str]:
    """The kinds of :data:`FAULT_KINDS` ``paraphrase`` has more of than ``source``."""
    transitive = _transitive_lemmas(source)
    before, after = fault_counts(source, transitive), fault_counts(paraphrase, transitive)
    return [kind for kind in FAULT_KINDS if after[kind] > before[kind]]


class FaultsAdded(Metric):
    """How many kinds of sure grammar fault the paraphrase adds to its source (see the
    module docstring); lower is better, and any is near-certain breakage."""

    name = "faults_added"
    higher = "worse"

    def signature(self) -> str:
        from pipeline.nlp import load_spacy

        meta = load_spacy().meta
        return make_signature(self.name, parser=f"spacy:{meta['name']}-{meta['version']}",
                              kinds=len(FAULT_KINDS))

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.score_pairs([(source, c) for c in candidates])

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        from pipeline.scoring.grammar import parse_texts

        present = [(s, c) for s, c in pairs if s.strip() and c.strip()]
        docs = iter(parse_texts([text for pair in present for text in pair]))
        scores: list[Score] = []
        for source, candidate in pairs:
            if not (source.strip() and candidate.strip()):
                scores.append(None)
                continue
            source_doc, candidate_doc = next(docs), next(docs)
            scores.append(float(len(faults_added(source_doc, candidate_doc))))
        return scores
