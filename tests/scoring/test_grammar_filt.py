"""Grammar kinds that fired on fluent focus constructions of MRPC train sentences, which the
filter then rejected (pipeline/scoring/grammar.py): a cleft's relative clause the parser hung
on a noun inside the focus, and the copula of a pseudo-cleft."""

from __future__ import annotations

from pipeline.nlp import load_spacy
from pipeline.scoring.grammar import grammar_errors


def errors(text: str) -> dict[str, int]:
    return {kind: n for kind, n in grammar_errors(load_spacy()(text)).items() if n}


def test_cleft_clause_hung_inside_the_focus_is_the_clefts_own():
    # MRPC train 4100-4200 ("Close cooperation between regional law enforcement agencies and
    # intelligence services was at the heart of the fight against terrorism, he said."):
    # the clause was hung on "services", counted as a relative clause and as "services was".
    assert errors("It was close cooperation between regional law enforcement agencies and "
                  "intelligence services that was at the heart of the fight against terrorism, "
                  "he said.") == {}
    # "And, globally, the number of active probable cases has declined to 573."
    assert errors("It is the number of active probable cases that has declined to 573 "
                  "globally.") == {}
    # On the apposition, after its comma: "Ebbers' lawyer, Reid Weingarten, said ..."
    assert errors("It was Ebbers' lawyer, Reid Weingarten, who said the investigation was "
                  "thorough.") == {}
    assert errors("It was Kevin Rollins, Dell's president, who received $770,962 in salary "
                  "and a bonus of just more than $2 million in fiscal 2003.") == {}


def test_chains_and_garbled_foci_are_still_counted():
    assert errors("It was the man who met the woman who left.") == {"relative_clauses": 1}
    # Not a cleft: the clause on "cases" disagrees with its verb.
    assert errors("The number of cases that has declined is small.") == {
        "agreement": 1, "relative_clauses": 1}
    # An infinitive the parser calls a relative clause is no cleft's clause.
    assert errors("It was Novell's move as a desperate measure to curry favor with the Linux "
                  "community that McBride characterized.")["relative_clauses"] == 2
    # A garbled focus: a name with a restrictive clause and no comma after an apposition.
    assert errors("It was the South Florida Sun-Sentinel, a Tribune Publishing newspaper, "
                  "Diane Lade that contributed to this report.") == {"relative_clauses": 1}


def test_pseudo_cleft_copula_has_the_free_relative_as_subject():
    # MRPC train 2200-2300, "Officials said all three would be charged with conspiracy to
    # commit murder.": the parser made "was" a subjectless complement of "said".
    assert errors("What officials said was that three would be charged with conspiracy to "
                  "commit murder.") == {}
    assert errors("What Chief William Lansdowne said was that Cruz looked like a police sketch "
                  "of the suspect.") == {}
    assert errors("Officials said was that three would be charged with conspiracy.") == {
        "subjectless": 1}
