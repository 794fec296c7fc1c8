"""Agreement as English has it (pipeline/scoring/grammar.py): checks that fired on fluent MRPC
train sentences (tuning ids), so a paraphrase that said them again in a new place was blamed
for them, and the article the check now reads ("a summary assessments")."""

from __future__ import annotations

import pytest

from pipeline.nlp import load_spacy
from pipeline.scoring.grammar import grammar_errors


def agreement(text: str) -> int:
    return grammar_errors(load_spacy()(text))["agreement"]


# (MRPC train id, a fluent sentence the check counted an agreement error in)
FLUENT = [
    # After a modal or "does", "have" is a bare infinitive, not a plural verb.
    (1146, "Rumours swirled among market participants that Japan may have intervened "
           "overnight when the yen appreciated to 116 per dollar."),
    (3525, "Ruffner, 45, does not have a lawyer on the murder charge, authorities said."),
    # A count or share of a plural agrees with what it counts.
    (97, "A total of 17 confirmed cases of cholera were reported yesterday by the World "
         "Health Organisation in the southern Iraqi city of Basra."),
    (926, "About 25 countries have signed in the past four months, and about half of those "
          "have been signed in the past few weeks."),
    (1601, "More than 60 percent of the company's 1,000 employees were killed in the attack."),
    (3677, "Among Fox viewers, 41 percent describe themselves as Republicans, 24 percent as "
           "Democrats and 30 percent as Independents."),
    (4780, "A number of conflicting standards and media formats exist today making the digital "
           "home complex to set-up and manage."),
    # A list is plural though its "and" hangs on a later conjunct; "or" takes either number.
    (6697, "Boston College, Miami and Syracuse are considering leaving the Big East for the "
           "Atlantic Coast Conference by the end of the month."),
    (4213, "He or she decides the merchandising direction of the company, or basically what it "
           "should stand for."),
    # The subjunctive "were".
    (3311, 'He added that if he were diagnosed with vCJD "I would ensure I received this '
           'treatment as soon as humanly possible".'),
    (4740, "A lower court had considered Hamidi to be trespassing on the Santa Clara-based "
           "chipmaker's servers, just as if somebody were squatting on a piece of physical "
           "private property."),
    # Plurals in form that take "a".
    (6622, "An average residential customer paying $840 a year for electricity could see a "
           "savings of $30 annually."),
    (645, "But an earnings per share of 22 cents was slightly better than analysts' estimates "
          "of 19 cents a share and more than double what Ford had predicted in April."),
]


@pytest.mark.parametrize(("mrpc_id", "sentence"), FLUENT)
def test_fluent_agreement_is_no_error(mrpc_id: int, sentence: str) -> None:
    assert agreement(sentence) == 0, mrpc_id


def test_disagreements_are_still_counted():
    # Rated pairs of ratings-dev that the check rightly blames (p115, p032).
    assert agreement("It was a government official that said Moroccan police has arrested 33 "
                     "suspects.") == 1
    assert agreement("It was the men who was freed, which coalition authorities in Iraq was "
                     "pleased.") == 2
    assert agreement("Smith and Jones was there.") == 1
    assert agreement("Shares of LendingTree has risen 14 percent this year.") == 1


def test_singular_article_on_a_plural_noun():
    # ratings-dev p087 (an MRPC test sentence, rated broken), which the filter would keep
    # once an existential's relative clause is no error (test_grammar_filt) but for this.
    assert agreement("There are a summary assessments of them that Moseley and a senior aide "
                     "delivered about 300 American and allied military officers on Thursday.") == 1
    assert agreement("In a few weeks, a staggering 50 cents and a dozen eggs rose.") == 0
