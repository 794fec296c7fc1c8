"""Sure grammar faults a paraphrase adds to its source (pipeline/scoring/faults_added.py):
texts of MRPC train tuning sentences the default filter kept, broken by one slip that
wellformed passed, and fluent texts whose parse looks like such a slip."""

from __future__ import annotations

from pipeline.nlp import load_spacy
from pipeline.scoring import DEFAULT_METRICS, FilterPolicy, ScoreSet
from pipeline.scoring.faults_added import faults_added


def added(source: str, paraphrase: str) -> list[str]:
    nlp = load_spacy()
    return faults_added(nlp(source), nlp(paraphrase))


def test_slips_the_source_lacks_are_counted():
    # MRPC train 62
    assert added("The Prime Ministers of China, Russia and four central Asian nations have met "
                 "in Beijing and approved a budget for their regional security grouping.",
                 "A budget so that four central Asian nations could group for their regional "
                 "security was approved by the Prime Ministers of China, Russia and, and they "
                 "have met in Beijing.") == ["doubled_conjunction"]
    # MRPC train 2481: "found her" lost its object in a clause with no gap for it
    lee = ("Lee, 33, told the newspaper that the girl had dragged the food, toys and other "
           "things into her mother's bedroom, where he found her.")
    assert added(lee, "Lee, 33, told the newspaper the girl had dragged the food, toys and other "
                      "things into her mother's bedroom, where he found.") == ["stranded_verb"]
    # MRPC train 15, 1995, 6346
    assert added('"He would often call me for advice," said lawyer Ron Kuby, a friend who had '
                 "represented him in court.",
                 "A friend had represented him, who would often call me for advice, lawyer Ron "
                 "Kuby said in court.") == ["pronoun_relative"]
    assert added("SARS or severe acute respiratory syndrome emerged in November last year.",
                 "In November last year, SARS or severe acute respiratory syndrome emerged "
                 "November.") == ["bare_month"]
    assert added("When asked where the weapons were, Rice said: ''This is a program that was "
                 "built for concealment.",
                 "When asked where the weapons, it was Rice who said This is a program that was "
                 "built for concealment.") == ["function_capital"]


def test_fluent_texts_that_look_like_slips_are_not():
    # MRPC train 1334: "most were" is no doubled degree
    assert added("Most of the 250 persons living near the disaster site were asleep when the "
                 "cloudburst took place.",
                 "Of the 250 persons living near the disaster site, most were asleep when the "
                 "cloudburst took place.") == []
    # MRPC train 4369, 1984: a name the tagger calls an adverb is no function word
    assert added("Connolly said FBI agents spent thousands of hours investigating al-Bayoumi.",
                 "It was Connolly that said FBI agents spent thousands of hours investigating "
                 "al-Bayoumi.") == []
    assert added("British-born astronaut Michael Foale is on his way to take command of the "
                 "international space station.",
                 "It is British-born astronaut Michael Foale who is on his way to take command "
                 "of the international space station.") == []
    # MRPC train 4322: "4 May may" is two words
    assert added("His birth on 4 May is revealed today in the journal Science.",
                 "In the journal Science, his birth on 4 May may be revealed today.") == []
    # MRPC train 3234: "visit" took no object in the source's clause ("They did visit after
    # ..."); its "visits Mrs. Schiavo" makes the lemma transitive, but the cleft's clause
    # opens with its own "that", not with "after"
    assert added("They did visit after her feeding tube had been removed, accompanied by the "
                 "Rev. Thaddeus Malanowski, a Roman Catholic priest who visits Mrs. Schiavo weekly.",
                 "It was after her feeding tube had been removed that they visited, accompanied "
                 "by the Rev. Thaddeus Malanowski, a Roman Catholic priest who visits Mrs. "
                 "Schiavo weekly.") == []


def test_a_fault_copied_from_the_source_is_not_the_paraphrases():
    source = "Prisoners, them, and scalps were shot in November, the report said."
    assert added(source, "The report said prisoners, them, and scalps were shot in November.") == []


def test_the_default_filter_rejects_an_added_fault(settings):  # type: ignore[no-untyped-def]
    policy = FilterPolicy.from_settings(settings)
    assert policy.faults_added_max == 0 and "faults_added" in policy.metrics()
    assert "faults_added" in DEFAULT_METRICS
    source = "SARS or severe acute respiratory syndrome emerged in November last year."
    paraphrase = "In November last year, SARS or severe acute respiratory syndrome emerged November."
    scores = ScoreSet(metrics=["faults_added"]).score(source, [paraphrase, source])
    assert [row["faults_added"] for row in scores] == [1.0, 0.0]
    assert FilterPolicy(faults_added_max=0).check(source, paraphrase, scores[0]) == [
        "grammar faults added 1 > 0"]
