"""realize_inserted_being: "being" said before a word of the source that is no participle,
the source having said no "being" (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_inserted_being import being_before_non_participle


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


KUCHMA = _tokens("Ukrainian President Leonid Kuchma today cut short a visit to Latin America as "
                 "a bitter border wrangle between Ukraine and Russia deteriorates further .")
DOLLAR = _tokens("The dollar was last at $ 1.1149 to the euro , close to its strongest level "
                 "since April 30 .")
CLAUDETTE = _tokens("By 10 p.m. , Claudette was centered about 320 miles east of Brownsville , "
                    "with maximum sustained winds of 65 mph , 9 mph shy of hurricane strength .")
ORTIZ = _tokens("Acting New Haven Police Chief Francisco Ortiz said police were treating the "
                "explosion as a criminal matter .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (1447, 1329, 3997)
    (KUCHMA, "Today, Ukrainian President Leonid Kuchma cut a visit to Latin America being short "
     "as a bitter border wrangle between Ukraine and Russia deteriorating further.",
     "being short"),
    (DOLLAR, "The dollar was last at $1.1149 to the euro being close to its strongest level "
     "since April 30.", "being close"),
    (CLAUDETTE, "By 10 p.m., Claudette was centered about 320 miles east of Brownsville being "
     "shy 9 mph of hurricane strength with maximum sustained winds of 65 mph.", "being shy"),
])
def test_being_before_a_non_participle_is_found(tokens: list[str], text: str, found: str) -> None:
    assert being_before_non_participle(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # a progressive passive (353), the source's own words
    (ORTIZ, "The explosion was being treated as a criminal matter by police, Acting New Haven "
     "Police Chief Francisco Ortiz said."),
    (DOLLAR, "The dollar was last at $1.1149 to the euro, close to its strongest level since "
     "April 30."),
])
def test_other_texts_are_left(tokens: list[str], text: str) -> None:
    assert being_before_non_participle(text, tokens) is None
