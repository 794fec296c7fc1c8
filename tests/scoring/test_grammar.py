"""Grammar-error counts from the real spaCy parse (pipeline/scoring/grammar.py)."""

from __future__ import annotations

from pipeline.nlp import load_spacy
from pipeline.scoring.grammar import ERROR_KINDS, GrammarErrors, GrammarErrorsDelta, grammar_errors


def errors(text: str) -> dict[str, int]:
    return grammar_errors(load_spacy()(text))


def test_fluent_news_sentences_have_no_errors():
    for text in ("The committee approved the new budget on Tuesday.",
                 "Shares of LendingTree have risen 14 percent this year, analysts said.",
                 "Why did the company cut its forecast?"):
        assert sum(errors(text).values()) == 0, (text, errors(text))


def test_realizer_failures_are_counted_by_kind():
    # Real kept paraphrases of ratings-dev, each rated broken by people.
    assert errors("Two of them were supposed to lead the boys who was more younger.")[
        "double_comparative"] == 1
    assert errors("Shares of LendingTree has risen 14 percent this year.")["agreement"] == 1
    assert errors("There are $65.05 in trading that Amgen shares gained 93 cents, or "
                  "1.45 percent to.")["dangling_preposition"] == 1
    assert errors("The ADRs fell to $28.95 at at 10:06 in New York.")["repeated_word"] == 1
    assert errors("Was best, being advance since Oct. 1, when the index gained 22.25 "
                  "was the most.")["subjectless"] >= 1
    chain = errors("We have a bill, which we are going, which I am still absolutely "
                   "confident of saying.")
    assert chain["relative_clauses"] == 2
    assert set(chain) == set(ERROR_KINDS)


def test_delta_blames_the_paraphrase_only_for_what_it_adds():
    source = "I am still absolutely confident that we are going to pass the bill."
    fluent = "We are going to pass the bill, I am still absolutely confident."
    broken = "We have a bill, which we are going, which I am still confident of saying."
    totals = GrammarErrors().score_batch(source, [fluent, broken, ""])
    deltas = GrammarErrorsDelta().score_batch(source, [fluent, broken])
    assert totals[0] is not None and totals[1] is not None and totals[2] is None
    assert totals[1] > totals[0]
    assert deltas[0] == 0 and deltas[1] is not None and deltas[1] >= 1
    pairs = GrammarErrorsDelta().score_pairs([(source, fluent), (source, broken)])
    assert pairs == deltas
    assert GrammarErrorsDelta().signature().startswith("grammar_errors_delta|parser:spacy:")
