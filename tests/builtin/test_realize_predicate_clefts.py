"""realize_predicate_clefts: what the source said after 'be' clefted, or its predicate
adjective said after 'of' (MRPC train 6956, 6326, 1948, 6056, 6762, 761)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_predicate_clefts import predicate_cleft


def _tokens(sentence: str) -> list[str]:
    return sentence.split(" ")


AMERICANS = _tokens("Two Americans killed in a recent ambush in Afghanistan were contract "
                    "employees of the CIA , the agency said Tuesday .")
CANDIDATES = _tokens("Seven of nine Democratic candidates for president also said they would "
                     "participate in the conference Monday .")
COUNTRIES = _tokens("Many of the affected countries , such as Colombia and Ecuador , are "
                    "considered critical to the administration 's efforts to bring stability to "
                    "this hemisphere .")
CAMPUS = _tokens("Humphries , and his father William , were on the IU campus Wednesday "
                 "afternoon and Thursday morning .")
COUNCIL = _tokens("A council of up to nine Iraqis will probably lead the country 's still "
                  "unformed interim government through the coming months .")
TRIBUNAL = _tokens("The court 's three-judge tribunal was expected to give its verdict next "
                   "February .")


def test_a_clefted_predicate_is_found() -> None:
    assert predicate_cleft("It was contract employees of the CIA that two Americans killed in "
                           "a recent ambush in Afghanistan, the agency said Tuesday.",
                           AMERICANS, True) == "contract"
    assert predicate_cleft("It was of nine Democratic candidates for president that would "
                           "participate in the conference Monday, seven also said.",
                           CANDIDATES, True) == "of"
    assert predicate_cleft("The efforts of the administration of critical that many of the "
                           "affected countries, such as Colombia and Ecuador, are considered "
                           "bring stability to this hemisphere.", COUNTRIES,
                           False) == "of critical"
    assert predicate_cleft("It was probably lead through the coming months of a council of up "
                           "to nine Iraqis of the country's still unformed interim government "
                           "that the American civil administrator said Monday.", COUNCIL,
                           True) == "probably"


def test_a_clefted_phrase_or_an_extraposition_stays() -> None:
    assert predicate_cleft("It was on the IU campus that Humphries and William, who is his "
                           "father, were Wednesday afternoon and Thursday morning.", CAMPUS,
                           True) is None
    assert predicate_cleft("It was two Americans killed in a recent ambush in Afghanistan who "
                           "were contract employees of the CIA, the agency said Tuesday.",
                           AMERICANS, True) is None
    assert predicate_cleft("It was expected that the court's three-judge tribunal would give "
                           "its verdict next February.", TRIBUNAL, False) is None
