"""realize_torn_quotations: a quotation inside a clause said with other words inside it
(MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_torn_quotations import torn_quotation

LETTER = 'She said no company official had received "an individual target letter at this time."'
BRYANT = ('Bryant was "interviewed and was cooperative," said Kim Andree, a spokeswoman for the '
          "sheriff's office.")
EXCHANGE = ('Even when the exchange detected such violations, it "often failed to take '
            'appropriate disciplinary actions" against individuals or firms.')


@pytest.mark.parametrize(("sentence", "text", "found"), [
    # Were kept (716, 3105, 4085): the quotation broken up by moved words
    (LETTER, "An individual target letter had been received by no company official at this "
     "time, she said.", "an individual target letter"),
    (BRYANT, "Kim Andree, a spokeswoman for the sheriff's office, said Bryant was interviewed, "
     "and Bryant was cooperative.", "interviewed and was cooperative"),
    (EXCHANGE, "Often, even when the exchange detected such violations, it failed to take "
     "appropriate disciplinary actions against individuals or firms.", "often failed to take"),
])
def test_a_torn_quotation_is_found(sentence: str, text: str, found: str) -> None:
    assert torn_quotation(text, sentence) == found


@pytest.mark.parametrize(("sentence", "text"), [
    # said whole: the marks are put back after the checks (716's reporting-last text)
    (LETTER, "No company official had received an individual target letter at this time, she "
     "said."),
    (LETTER, 'No company official had received "an individual target letter at this time," she '
     "said."),
])
def test_a_whole_quotation_is_left(sentence: str, text: str) -> None:
    assert torn_quotation(text, sentence) is None
