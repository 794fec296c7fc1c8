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


def test_stray_pronouns_proper_relatives_months_and_participles_are_counted():
    # Real paraphrases that the filter of round 1 kept on the MRPC bench, all broken.
    salad = errors("Ears severed them, who tortured frequently, and prisoners, they, and "
                   "scalps for souvenirs were shot.")
    assert salad["pronoun_relative"] == 1 and salad["pronoun_list_member"] == 1
    assert errors("Today, WebTV that was sold to Microsoft for $425 million in 1997 is called "
                  "MSN TV.")["proper_restrictive"] == 1
    assert errors("By calling it an unconstitutional promotion of religion by government, U.S. "
                  "District Judge Myron Thompson ordered for the monument to move October, and "
                  "civil liberties groups filed suit.")["bare_month"] == 1
    assert errors("In the past few days, 1,000 wounded, and about 300 people had been killed, "
                  "Health Minister Peter Coleman said.")["bare_participle"] == 1
    assert errors("It was less or 20 cents per contract that the vast majority of trades on "
                  "Eurex US would be priced at, Eurex said.")["comparative_or_number"] == 1


def test_new_kinds_leave_fluent_mrpc_sentences_alone():
    # MRPC train sentences with the fluent neighbours of each pattern: a gapped participle,
    # months after prepositions, a parenthetical "she said", a name's non-restrictive
    # relative, "or more", "those who", a cleft on a name.
    new = ("pronoun_relative", "pronoun_list_member", "proper_restrictive", "bare_month",
           "bare_participle", "comparative_or_number")
    for text in (
            "State interior ministry spokesman Vasant Pitke told Reuters that at least 42 "
            "people had been killed and 112 injured.",
            "Four other men who were also charged in June have already pleaded guilty.",
            "November 17's last victim was British defence attache Stephen Saunders, who was "
            "shot on an Athens road in June 2000.",
            "Americans just want to be liked, she said, but there also is a \"huge cost\" when "
            "world opinion is negative toward the United States.",
            "The MPx200, which will sell for $299.99, is now available through AT&T Wireless' "
            "mMode service.",
            "If convicted, each faces up to five years in prison and a fine of $250,000 or more "
            "based on the amount of gains involved.",
            "Those who knew him said he asked them who was responsible.",
            "It was Microsoft that acquired WebTV for $425 million in 1997."):
        found = {k: v for k, v in errors(text).items() if k in new and v}
        assert not found, (text, found)


def test_midsentence_capital_sees_spliced_quotes_not_names():
    # Rated broken in ratings-dev; "Mr So" and a quote's opening are fluent.
    assert errors("This investigation has led nowhere, which is the fact These documents are "
                  "indecipherable to me.")["midsentence_capital"] == 1
    assert errors("PCCW's chief operating officer will report to Mr So directly.")[
        "midsentence_capital"] == 0
