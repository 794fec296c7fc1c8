"""Kept texts that read wrong (issue 12, prec28): a relative clause does not strand the "to"
of a result's "lead to" (realize_relative_prepositions.stranded_result), a verb's "that"
clause is not fronted inside a phrase before it (realize_fronted_complements), a fronted
phrase neither loses its article nor gains an "a" the source did not say, nor does an
existential's noun open on an owner (realize_article_words), a verb keeps the number the
source said it in after the same word (realize_number_flips), a relative clause stays on
its noun with its relative word (realize_relative_antecedents), and "on behalf of" stays whole
(realize_split_phrases).  Tuning sentences of MRPC train, parsed with the real parser, so
they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture


def _saying(parser: BuiltinParser, sentence: str, fragment: str) -> list[str]:
    """The texts of ``sentence``'s foci that say ``fragment``."""
    return [t for t in every_text(parser, sentence) if t and fragment in t]

PROTEST = ("His protest led to a 47-hour standoff with police that caused huge traffic jams in "
           "downtown Washington and northern Virginia.")  # 6431


def test_lead_to_is_not_stranded(parser: BuiltinParser) -> None:
    # Were kept: "It was a 47-hour standoff with police that caused huge traffic jams ...
    # that his protest led to." and a fragment ending the same way
    assert not _saying(parser, PROTEST, "led to.")
    assert "It was his protest that led to a 47-hour standoff with police that caused huge " \
        "traffic jams in downtown Washington and northern Virginia." in every_text(parser, PROTEST)


ZILKHA = 'Zilkha conceded in a statement issued Tuesday that his group may have fallen "a bit short."'  # 2175


def test_a_verbs_that_clause_is_not_fronted_inside_a_phrase(parser: BuiltinParser) -> None:
    # Was kept: "In a statement issued Tuesday that his group may have fallen a bit short,
    # Zilkha conceded." (realize_fronted_complements)
    assert not _saying(parser, ZILKHA, "Zilkha conceded.")


CHARGED = ("Scotland Yard said the three were charged under the Anti-Terrorism, Crime and "
           "Security Act 2001, with alleged failure to disclose information about acts of "
           "terrorism.")  # 1767


def test_a_fronted_phrase_keeps_its_article(parser: BuiltinParser) -> None:
    # Was kept: "Under Anti-Terrorism Crime and Security Act 2001, three were charged with
    # alleged failure ..., Scotland Yard said." (realize_article_words)
    assert not _saying(parser, CHARGED, "Under Anti-Terrorism")


CLINIC = ("North Shore-Long Island Jewish Health System announced plans for a tissue bank "
          "earlier this month.")  # 3870


def test_no_article_the_source_did_not_say(parser: BuiltinParser) -> None:
    # Was kept: "In a earlier this month, North Shore-Long Island Jewish Health System
    # announced plans for a tissue bank."
    assert not _saying(parser, CLINIC, "a earlier")
    assert "Earlier this month, North Shore-Long Island Jewish Health System announced plans " \
        "for a tissue bank." in every_text(parser, CLINIC)


KOZLOWSKI = ("Mr. Kozlowski contends that the event included business and that some of those "
             "attending were Tyco employees.")  # 6031


def test_a_verb_keeps_the_number_the_source_gave_it(parser: BuiltinParser) -> None:
    # Was kept: "The event included business, and some of those attending was Tyco
    # employees, Mr. Kozlowski contends." (realize_number_flips)
    assert not _saying(parser, KOZLOWSKI, "attending was")


ESTRADA = ("Cardenas and Estrada, who is on trial for economic plunder, have denied any "
           "involvement.")  # 4499


def test_a_relative_clause_stays_on_its_noun(parser: BuiltinParser) -> None:
    # Was kept: "It is Cardenas, who is on trial for economic plunder, and Estrada that have
    # denied any involvement." (realize_relative_antecedents)
    assert not _saying(parser, ESTRADA, "Cardenas, who is")
    assert not _saying(parser, ESTRADA, "Cardenas who is")


RESULTS = ("It said today\u2019s results showed that programme and other measures were helping to "
           "offset a continued deterioration in revenues.")  # 617


def test_an_existential_noun_does_not_open_on_an_owner(parser: BuiltinParser) -> None:
    # Was kept: "There were today's results that showed that programme and other measures
    # were helping to offset a continued deterioration in revenues, it said."
    assert not _saying(parser, RESULTS, "There were today")


MILBERG = ("Milberg Weiss Bershad Hynes & Lerach LLP said it filed suit in a New York court on "
           "Monday on behalf of the Southern Alaska Carpenters Pension Fund.")  # 4286


def test_on_behalf_of_stays_whole(parser: BuiltinParser) -> None:
    # Was kept: "On the Southern Alaska Carpenters Pension Fund behalf, it filed suit in a New
    # York court on Monday, Milberg Weiss Bershad Hynes & Lerach LLP said."
    # (realize_split_phrases)
    assert not _saying(parser, MILBERG, "Fund behalf")


STAYED = "The court then stayed that injunction, pending an appeal by the Canadian company."  # 6266


def test_no_article_before_a_demonstrative(parser: BuiltinParser) -> None:
    # Was kept: "It was the that injunction that the court stayed for then pending an appeal
    # by the Canadian company." (realize_article_words)
    assert not _saying(parser, STAYED, "the that")


UPDATE = ("It also unveiled an update to its Windows Server 2003 operating system, which is tuned "
          "specifically for storage devices.")  # 3835


def test_a_relative_clause_keeps_its_relative_word(parser: BuiltinParser) -> None:
    # Was kept: "It also unveiled an update to its Windows Server 2003 operating system is
    # tuned specifically for storage devices." (realize_relative_antecedents)
    assert not _saying(parser, UPDATE, "operating system is tuned")
