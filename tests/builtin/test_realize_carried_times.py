"""realize_carried_times: the source's closing time phrase, hung on the object, moved with
it before the verb (MRPC train 4086, 1553)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_carried_times import carried_time


def _tokens(sentence: str) -> list[str]:
    return sentence.split(" ")


GROUNDS = _tokens("Hundreds of reporters and photographers swamped the courthouse grounds before "
                  "the hearing , which was carried live on national cable networks .")
OPEC = _tokens("The Organization of Petroleum Exporting Countries defied expectations on "
               "Wednesday and lowered its output ceiling .")
WEEKS = _tokens("A photograph appeared in the National Enquirer two weeks after Harrison 's "
                "death .")


def test_a_time_phrase_moved_with_the_object_is_found() -> None:
    assert carried_time("The courthouse grounds before the hearing, which was carried live on "
                        "national cable networks, were swamped by hundreds of reporters and "
                        "photographers.", GROUNDS) == "grounds before the"
    assert carried_time("It was the courthouse grounds before the hearing, which was carried "
                        "live on national cable networks, that hundreds of reporters and "
                        "photographers swamped.", GROUNDS) == "grounds before the"
    assert carried_time("Expectations on Wednesday were defied by the Organization of "
                        "Petroleum Exporting Countries.", OPEC) == "expectations on Wednesday"


def test_a_time_phrase_in_its_place_or_a_span_stays() -> None:
    assert carried_time("It was hundreds of reporters and photographers that swamped the "
                        "courthouse grounds before the hearing, which was carried live on "
                        "national cable networks.", GROUNDS) is None
    assert carried_time("Two weeks after Harrison's death, a photograph appeared in the "
                        "National Enquirer.", WEEKS) is None
