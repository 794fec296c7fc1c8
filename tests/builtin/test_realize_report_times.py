"""realize_report_times: the day of a report said at the close of the reported clause
(MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_report_times import report_time_moved_into_clause


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


STAND = _tokens("On the stand Wednesday , she said she was referring only to the kissing .")
NAJAF = _tokens("In Washington on Sunday , FBI spokesman John Iannarelli said the bureau will "
                "join the investigation in An-Najaf .")
CORSICA = _tokens("Police arrested on Friday the chief suspect in the murder , Interior "
                  "Minister Nicolas Sarkozy said .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (4047, 4700)
    (STAND, "On the stand, she said she was referring only to the kissing Wednesday.",
     "said ... Wednesday"),
    (NAJAF, "It was in Washington that FBI spokesman John Iannarelli said the bureau will join "
     "the investigation in An-Najaf on Sunday.", "said ... Sunday"),
])
def test_a_report_day_closing_the_reported_clause_is_found(
        tokens: list[str], text: str, found: str) -> None:
    assert report_time_moved_into_clause(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # the report said last with its day (4047, 4700: kept, sound)
    (STAND, "She was referring only to the kissing, she said on the stand Wednesday."),
    (NAJAF, "The bureau will join the investigation in An-Najaf, FBI spokesman John Iannarelli "
     "said in Washington on Sunday."),
    # the day the reported clause's own (3425)
    (CORSICA, "Interior Minister Nicolas Sarkozy said police arrested the chief suspect in the "
     "murder on Friday."),
])
def test_other_texts_are_left(tokens: list[str], text: str) -> None:
    assert report_time_moved_into_clause(text, tokens) is None
