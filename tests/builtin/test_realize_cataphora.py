"""A pronoun the source said after a quotation's closing mark is the report's, not the
quoted later clause's (realize_cataphora._later_conjunct): MRPC train 3341's report said
first was refused as "a later conjunct's 'his' said before the noun it stands for"."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_cataphora import pronoun_before_its_noun
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SMALLPOX = ('"Smallpox is not the only threat to the nation\'s health, and vaccination is not the '
            'only tool for preparedness," his introductory statement says.')
INJURED = "The injured were taken to hospitals ; their conditions were not available ."


def test_a_report_after_a_quoted_pair_of_clauses_may_open_the_sentence(parser: BuiltinParser) -> None:
    assert 'According to his introductory statement, "Smallpox is not the only threat to the ' \
        'nation\'s health, and vaccination is not the only tool for preparedness."' \
        in every_text(parser, SMALLPOX)


def test_a_later_clauses_pronoun_said_first_is_still_refused() -> None:
    # (the module docstring's case: no quotation)
    assert pronoun_before_its_noun(
        "Their conditions were not available, and the injured were taken to hospitals.",
        INJURED.split(" ")) \
        == "a later conjunct's 'their' said before the noun it stands for"
