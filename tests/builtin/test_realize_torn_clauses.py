"""Tuning MRPC sentences with the real parser: a rebuilt text whose words no longer make the
source's clause (a free relative "what" heading a relative clause, a closing object pronoun
dropped, a stranded "to" run into the source's infinitive) is refused; each test names a
kept output it replaced."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PASSENGERS = ("Two additional passengers were taken to John Peter Smith and Harris Methodist "
              "hospitals, both with what was described as critical injuries.")
LEE = ("Lee told the newspaper that the girl had dragged the food, toys and other things into "
       "her mother's bedroom, where he found her.")
MILITANTS = ("U.S. forces recently apprehended some 40 suspected foreign militants near the "
             "Syrian border and are now interrogating them.")
BANDS = ("The American Chamber of Commerce and InvestHK, which oversees investment into the "
         "territory, is talking to other bands to replace the Stones.")


def test_a_free_relative_what_never_heads_a_relative_clause(parser: BuiltinParser) -> None:
    # Was kept: "What that two additional passengers were taken to John Peter Smith and
    # Harris Methodist hospitals with was described as critical injuries." (MRPC train 4471)
    texts = every_text(parser, PASSENGERS)
    assert not [t for t in texts if t and "what that" in t.lower()], texts


@pytest.mark.parametrize(("sentence", "word"), [(LEE, "found"), (MILITANTS, "interrogating")])
def test_a_closing_object_pronoun_is_not_dropped(parser: BuiltinParser, sentence: str,
                                                 word: str) -> None:
    # Was kept: "Lee told the newspaper the girl had dragged ... into her mother's bedroom,
    # where he found." (MRPC train 6047), "It was U.S. forces that recently apprehended some
    # 40 suspected foreign militants near the Syrian border, and the militants are now
    # interrogating." (6457)
    texts = every_text(parser, sentence)
    assert not [t for t in texts if t and f"{word}." in t], texts


def test_a_stranded_to_does_not_run_into_the_sources_infinitive(
        parser: BuiltinParser) -> None:
    # Was kept: "Other bands that the American Chamber of Commerce and InvestHK, which
    # oversees investment into the territory, are talking to replace the Stones." (6525)
    texts = every_text(parser, BANDS)
    assert not [t for t in texts if t and "talking to replace" in t], texts


PRICE_TAG = ("By 2007, antivirus solutions will carry a worldwide price tag double that of 2002: "
             "$4.4 billion.")
OCEANS = ("Other recommendations included a special counsel on oceans in the White House, "
          "creation of regional ocean ecosystem councils and a national system to protect "
          "marine reserves.")
STANDARDS = 'But I would rather be talking about high standards than low standards."'


def test_a_closing_amount_keeps_its_colon(parser: BuiltinParser) -> None:
    # Was kept: "There is a worldwide price tag that antivirus solutions will carry double
    # that of 2002 by 2007 $4.4 billion." (MRPC train 4652)
    texts = every_text(parser, PRICE_TAG)
    assert not [t for t in texts if t and "$4.4" in t and ": $4.4" not in t], texts


def test_a_list_member_is_not_joined_by_a_stray_in(parser: BuiltinParser) -> None:
    # Was kept: "There was a special counsel on oceans in the White House that other
    # recommendations included in creation of regional ocean ecosystem councils ..." (610)
    texts = every_text(parser, OCEANS)
    assert not [t for t in texts if t and "in creation" in t], texts


def test_a_text_that_lost_the_sources_modal_is_refused(parser: BuiltinParser) -> None:
    # Was kept: "But there were high standards than low standards about which I was talking
    # rather." (MRPC train 1046)
    texts = every_text(parser, STANDARDS)
    assert not [t for t in texts if t and "would" not in t], texts


TOLL = ("Toll, Australia's second-largest transport company, last week offered NZ75 a share for "
        "Tranz Rail.")
CFTC = ("The agency found further that a WD Energy employee discussed false reporting with "
        "traders at two other energy companies, which the CFTC didn't identify.")


def test_a_rate_keeps_its_amount(parser: BuiltinParser) -> None:
    # Was kept: "There was a share for Tranz Rail that toll, Australia's second-largest
    # transport company, offered NZ75 last week." (MRPC train 4406)
    texts = every_text(parser, TOLL)
    assert not [t for t in texts if t and "a share" in t.lower() and "NZ75 a share" not in t], \
        texts


def test_an_existential_does_not_count_a_bare_gerund(parser: BuiltinParser) -> None:
    # Was kept: "There was a false reporting with traders that a WD Energy employee discussed
    # at two other energy companies, ..." (MRPC train 3781)
    texts = every_text(parser, CFTC)
    assert not [t for t in texts if t and "a false reporting" in t], texts


CALCULATION = ("One is a statistical calculation based on the number of deaths from pneumonia and "
               "influenza in 122 cities.")
PLANET = "This is the only planet that has been found in orbit around a binary star system."


@pytest.mark.parametrize(("sentence", "run"), [(CALCULATION, "calculation one that"),
                                               (PLANET, "planet this that")])
def test_a_pronoun_is_not_left_before_a_relative_clause(parser: BuiltinParser, sentence: str,
                                                        run: str) -> None:
    # Was kept: "There was a statistical calculation one that was based on ..." (MRPC train
    # 919), "It is the only planet this that has been found ..." (404)
    texts = every_text(parser, sentence)
    assert not [t for t in texts if t and run in t], texts


SPECTER = ("Israel's defense minister on Sunday raised the specter of an Israeli invasion in the "
           "Gaza Strip, where Palestinian militants already face a deadly air campaign.")


def test_a_copular_clause_is_not_spliced_on_with_a_comma(parser: BuiltinParser) -> None:
    # Was kept: "There is a deadly air campaign that Palestinian militants already face in
    # the Gaza Strip, the specter that Israel's defense minister raised on Sunday is an
    # Israeli invasion." (MRPC train 3296)
    texts = every_text(parser, SPECTER)
    assert not [t for t in texts if t and "raised on Sunday is" in t], texts
