"""What each score means, in plain words: names, one-line help and which way is better.

Score names (``one_minus_bleu``, ``ted3``) are the keys of records and signatures;
people reading a results table need a name, what the number measures, and whether
a higher value is better.  :data:`SCORE_GUIDE` holds that for every metric of
:data:`pipeline.scoring.METRICS`; :data:`DEFAULT_COLUMNS` are the few a first
look needs (meaning, faithfulness, fluency, diversity).

>>> describe("ted3").label
'Structure change (top)'
>>> describe("semantic").better
'higher'
>>> describe("my_new_metric").label  # a metric not in the guide keeps its own name
'my_new_metric'
>>> [describe(n).label for n in DEFAULT_COLUMNS]
['Meaning (semantic)', 'Faithfulness', 'Fluency', 'Diversity']
>>> from pipeline.scoring import FilterPolicy, METRICS
>>> filter_rules(FilterPolicy(semantic_min=0.5, wellformed_min=0.3, faithfulness_min=0.5))
['Meaning (semantic) at least 0.5', 'Fluency at least 0.3', 'Faithfulness at least 0.5', \
'not the same words as the source']
>>> # every metric is explained
>>> sorted(set(METRICS) - set(SCORE_GUIDE))
[]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pipeline.scoring.filters import FilterPolicy

__all__ = ["DEFAULT_COLUMNS", "SCORE_GUIDE", "ScoreGuide", "describe", "filter_rules"]


@dataclass(frozen=True)
class ScoreGuide:
    """A score as people should read it: column ``label``, a one-line ``help``,
    what it ``measures`` in plain words, and which way is ``better``."""

    name: str
    label: str
    help: str
    measures: str
    better: str  # "higher", "lower", or a sentence when neither is simply better


_GUIDES = [
    ScoreGuide("semantic", "Meaning (semantic)",
               "Same meaning as the source? 1 = same, 0 = unrelated (higher is better).",
               "How close the meaning of the paraphrase is to the source: the cosine of "
               "their sentence embeddings. The filter drops paraphrases below its minimum.",
               "higher"),
    ScoreGuide("faithfulness", "Faithfulness",
               "Share of the source's AMR facts the paraphrase still states (higher is better).",
               "The paraphrase is parsed back to AMR and compared with the source's graph: the "
               "share of the source's concepts and relations it keeps (who did what to whom, "
               "negation). A swapped or dropped argument lowers it.",
               "higher"),
    ScoreGuide("facts_kept", "Names & numbers kept",
               "Share of the source's names, numbers, approximations and negation the paraphrase "
               "keeps (higher is better).",
               "Read from the two texts, not the graphs: every name and number of the source must "
               "appear in the paraphrase, every 'nearly', 'about' or 'more than' before an amount "
               "must be said again, and negation must be on both sides or neither. It catches what "
               "the parser left out of the source's graph, which Faithfulness cannot see.",
               "higher"),
    ScoreGuide("content_kept", "Content kept",
               "Share of the source's nouns, names, numbers and verbs the paraphrase still says "
               "(higher is better).",
               "Read from the two texts: each noun, proper noun, number and main verb of the source "
               "must appear in the paraphrase as the same word, its lemma, a word of the same stem "
               "or a number of the same value. A dropped person, amount, conjunct or clause lowers "
               "it; a rewording in another order does not.",
               "higher"),
    ScoreGuide("numbers_kept", "Numbers kept",
               "Share of the source's numbers the paraphrase states; a number it adds counts as one "
               "more lost (higher is better).",
               "Read from the two texts: each number of the source must be stated again with the "
               "same value ('1.5 million' as '1500000', 'twenty' as '20'), and a number the source "
               "does not state (259 miles said as 323) counts as a changed one. A dropped amount or "
               "date lowers it even when the rest of the sentence is kept word for word.",
               "higher"),
    ScoreGuide("roles_kept", "Roles kept",
               "Share of the source's who-did-what-to-whom the paraphrase still says (higher is "
               "better).",
               "Both sentences are parsed to meaning graphs; each event of the source must have the "
               "same doer, thing acted on and third participant (PropBank ARG0, ARG1, ARG2) in "
               "the paraphrase's graph. 'Microsoft threatened Linux' for 'Linux is a threat to "
               "Microsoft' loses both; putting another participant first, or a passive, loses "
               "none. The parse of a garbled or reworded sentence can lose roles too.",
               "higher"),
    ScoreGuide("slor_delta", "Fluency vs source",
               "Fluency against the source: 0 = as fluent, negative = less fluent (higher is better).",
               "How much less natural the paraphrase reads than its source, by a small language "
               "model corrected for rare words (SLOR of the paraphrase minus the source's). "
               "Around 0 reads as well as the source; well below 0 is broken English.",
               "higher"),
    ScoreGuide("given_source", "Expected from source",
               "How expected the paraphrase is after reading the source, in log-probability per "
               "word piece (higher is better).",
               "A small language model reads the source, then the paraphrase: wording the source "
               "leads to scores high, a changed fact, a role given to the wrong participant or "
               "broken word order scores low. A copy of the source scores highest, so read it "
               "beside Diversity.",
               "higher"),
    ScoreGuide("given_source_delta", "Expected vs copy",
               "How much less expected the paraphrase is than a copy of its source, after reading "
               "the source: 0 = as expected, negative = less (higher is better).",
               "Expected from source, minus the same score for the source itself, so that a "
               "source full of names and numbers does not pull all its paraphrases down. Well "
               "below 0 means a changed fact, a dropped part or broken word order; it is the "
               "score that agrees best with people on both.",
               "higher"),
    ScoreGuide("source_given", "Source from paraphrase",
               "How expected the source is after reading the paraphrase, in log-probability per "
               "word piece (higher is better).",
               "The small language model reads the paraphrase, then the source: a paraphrase "
               "that dropped a clause, a name or a number cannot lead back to it. A source full "
               "of names and numbers scores low whatever the paraphrase; Source recovered "
               "corrects for that.",
               "higher"),
    ScoreGuide("source_given_delta", "Source recovered",
               "How much less expected the source is after reading the paraphrase than after "
               "reading the source itself: 0 = as expected, negative = less (higher is better).",
               "The same small language model, read the other way: the paraphrase first, then the "
               "source. A paraphrase that dropped a clause, a name or a number cannot lead back "
               "to it, so this falls; broken word order barely moves it. It feeds Meaning kept.",
               "higher"),
    ScoreGuide("paramac_diversity", "Diversity",
               "How differently it is worded: 0 = same words in the same order (higher = more varied).",
               "How different the wording is: new words and words that moved (ParaMac's "
               "diversity). A good paraphrase is diverse while keeping the meaning.",
               "higher (as long as the meaning is kept)"),
    ScoreGuide("bertscore", "Meaning (BERTScore)",
               "Word-by-word meaning match with the source (higher is better).",
               "How well each word of one sentence finds a word of similar meaning in the other "
               "(BERTScore F1 on contextual embeddings).",
               "higher"),
    ScoreGuide("perplexity", "Perplexity",
               "How surprised a language model is by the paraphrase (lower is better).",
               "How predictable the paraphrase is to a small language model; names, numbers and "
               "rare words raise it as much as broken word order, so Fluency is the better guide.",
               "lower"),
    ScoreGuide("slor", "Fluency (alone)",
               "Naturalness of the paraphrase alone, corrected for rare words (higher is better).",
               "How natural the paraphrase reads to a small language model, corrected for rare "
               "words (SLOR), without comparing it with the source.",
               "higher"),
    ScoreGuide("slor_worst", "Fluency (worst spot)",
               "Naturalness of the paraphrase's five least natural word pieces (higher is better).",
               "SLOR of the paraphrase's five least predictable word pieces: one broken spot in a "
               "long sentence shows here even when the sentence's average hides it.",
               "higher"),
    ScoreGuide("grammar_errors", "Grammar errors",
               "Grammar errors the parser finds in the paraphrase (lower is better).",
               "How many grammar errors the spaCy parse shows: unattached words, finite clauses "
               "without a subject, subject-verb disagreement, doubled comparatives, prepositions "
               "without an object, a word repeated, relative clauses.",
               "lower"),
    ScoreGuide("grammar_errors_delta", "Grammar errors added",
               "Grammar errors of the paraphrase minus its source's (lower is better).",
               "The parser's grammar-error count of the paraphrase minus that of its source: what "
               "the paraphrase adds.",
               "lower"),
    ScoreGuide("faults_added", "Sure grammar faults added",
               "Kinds of sure grammar fault the paraphrase has and its source lacks (lower is better).",
               "Faults that are near-certain breakage when the source lacks them: 'them, who', a "
               "coordinator doubled ('and, and'), a verb stranded without its object ('where he "
               "found.'), a capitalised function word inside a sentence, a bare month, a word "
               "twice. The filter drops a paraphrase with any.",
               "lower"),
    ScoreGuide("wellformed", "Fluency",
               "How likely the paraphrase reads as well-formed English, 0 to 1 (higher is better).",
               "A probability from three fluency signals (fluency against the source, its worst "
               "spot, grammar errors added), with weights learnt from real sentences against "
               "damaged copies. The filter drops paraphrases below its minimum.",
               "higher"),
    ScoreGuide("meaning", "Meaning kept",
               "How likely the paraphrase still says what the source says, 0 to 1 (higher is better).",
               "A probability from three meaning signals (sentence similarity, how well the "
               "source's words are matched, names/numbers/negation kept), with weights learnt "
               "from MRPC pairs and paraphrases with a meaning damaged. The filter drops "
               "paraphrases below its minimum.",
               "higher"),
    ScoreGuide("bertscore_recall", "Source words matched",
               "How well each source word is matched in the paraphrase (higher is better).",
               "BERTScore recall: the mean, over the source's word pieces, of the best "
               "contextual-embedding match in the paraphrase. A dropped phrase lowers it.",
               "higher"),
    ScoreGuide("comprehensive", "Overall (ParaMac)",
               "Meaning, fluency and diversity averaged (higher is better).",
               "ParaMac's comprehensive score: a third each of meaning (semantic), fluency "
               "(from perplexity) and diversity.",
               "higher"),
    ScoreGuide("one_minus_bleu", "Word change (1-BLEU)",
               "Share of the source's word sequences not reused (higher = more reworded).",
               "1 minus BLEU against the source: how much of the source's word sequences the "
               "paraphrase does not repeat.",
               "higher (as long as the meaning is kept)"),
    ScoreGuide("self_bleu", "Word reuse (BLEU)",
               "Share of the source's word sequences reused (lower = more reworded).",
               "BLEU of the paraphrase against the source: how much of its word sequences it repeats.",
               "lower (as long as the meaning is kept)"),
    ScoreGuide("one_minus_overlap", "New words",
               "Share of words not shared with the source (higher = more new words).",
               "1 minus the share of distinct words the two sentences have in common (ParaAMR's "
               "lexical diversity).",
               "higher (as long as the meaning is kept)"),
    ScoreGuide("trigram_overlap", "Trigram overlap",
               "Share of three-word sequences shared with the source (lower = more reworded).",
               "Distinct three-word sequences shared with the source, over those of the shorter "
               "sentence (ParaNMT's overlap).",
               "lower (as long as the meaning is kept)"),
    ScoreGuide("length_rate", "Length change",
               "Relative difference in length from the source (lower is better).",
               "The difference in words between the two sentences over the shorter one's length; "
               "a large change usually means something was added or lost.",
               "lower"),
    ScoreGuide("ted3", "Structure change (top)",
               "Edits between the top three levels of the two parse trees (higher = more restructured).",
               "Tree edit distance between the top three levels of the two sentences' parse "
               "trees, words ignored (ParaAMR's TED-3).",
               "higher (as long as the meaning is kept)"),
    ScoreGuide("tedf", "Structure change (full)",
               "Edits between the two full parse trees (higher = more restructured).",
               "Tree edit distance between the two sentences' full parse trees, words ignored "
               "(ParaAMR's TED-F).",
               "higher (as long as the meaning is kept)"),
]

SCORE_GUIDE: dict[str, ScoreGuide] = {g.name: g for g in _GUIDES}

# The scores a first look at the results needs; the rest are one click away.
DEFAULT_COLUMNS = ("semantic", "faithfulness", "wellformed", "paramac_diversity")


def describe(name: str) -> ScoreGuide:
    """The guide of score ``name``; a score the guide does not know keeps its name."""
    return SCORE_GUIDE.get(name) or ScoreGuide(name, name, f"score {name}", f"score {name}", "see its signature")


def filter_rules(policy: FilterPolicy) -> list[str]:
    """The tests of ``policy`` a paraphrase must pass to be kept, in plain words."""
    rules = []
    bounds = [("semantic", policy.semantic_min, "at least"),
              ("wellformed", policy.wellformed_min, "at least"),
              ("slor_delta", policy.slor_delta_min, "at least"),
              ("faithfulness", policy.faithfulness_min, "at least"),
              ("facts_kept", policy.facts_kept_min, "at least"),
              ("content_kept", policy.content_kept_min, "at least"),
              ("numbers_kept", policy.numbers_kept_min, "at least"),
              ("roles_kept", policy.roles_kept_min, "at least"),
              ("meaning", policy.meaning_min, "at least"),
              ("given_source_delta", policy.given_source_delta_min, "at least"),
              ("perplexity", policy.perplexity_max, "at most"),
              ("length_rate", policy.length_rate_max, "at most")]
    for name, bound, how in bounds:
        if bound is not None:
            rules.append(f"{describe(name).label} {how} {bound:g}")
    if policy.numbers_added_max is not None:
        rules.append(f"at most {policy.numbers_added_max} numbers the source does not state")
    if policy.faults_added_max is not None:
        rules.append(f"at most {policy.faults_added_max} kinds of sure grammar fault the source lacks")
    if policy.max_tokens is not None:
        rules.append(f"at most {policy.max_tokens} words")
    if policy.drop_identical:
        rules.append("not the same words as the source")
    return rules
