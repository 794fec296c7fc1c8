"""Voice: a verb that English never says in the passive gets no passive focus, even where
the parse gave it an agent (realize_focus, NO_PASSIVE and PropBank's frames), and a past
tense that reads like a participle after "were ... and" stays active
(realize_source_words.agentless_past)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ILL = "She was physically ill several times on the day he died, she said."
ROSE = "Smithfield shares rose more than 8 per cent yesterday as the company said it " \
    "expected the transaction to boost earnings immediately."
BABIES = "She claimed all the babies were born full-term and died within hours, he said."


def test_a_verb_without_an_agent_gets_no_passive_focus(parser: BuiltinParser) -> None:
    # Was kept: "He was died by the day that she was physically ill on several times, she said."
    texts = [t for t in every_text(parser, ILL) if t]
    assert not [t for t in texts if "was died" in t], texts
    assert "On the day he died, she was physically ill several times, she said." in texts, texts


def test_rise_has_no_passive(parser: BuiltinParser) -> None:
    # Was kept: "More than 8 percent was risen by Smithfield shares yesterday when ..."
    texts = [t for t in every_text(parser, ROSE) if t]
    assert not [t for t in texts if "risen" in t], texts


def test_a_past_tense_after_a_passive_conjunct_stays_active(parser: BuiltinParser) -> None:
    # Was kept: "She claimed all the babies were born full-term, and they were died within
    # hours, he said."
    texts = [t for t in every_text(parser, BABIES) if t]
    assert "She claimed all the babies were born full-term, and they died within hours, he said." \
        in texts, texts
    assert not [t for t in texts if "were died" in t], texts


VAJPAYEE = "Last week, Prime Minister Atal Bihari Vajpayee ended an 18-month chill in " \
    "relations by ordering normalisation of diplomatic ties and restoration of air services " \
    "with Pakistan."
FRANCE = "France, which infuriated Washington by leading the charge against U.N. approval " \
    "for the war, also sought changes."


def test_a_passive_says_no_means_of_its_agent_with_a_second_by(parser: BuiltinParser) -> None:
    # Were kept: "An 18-month chill in relations was ended by Prime Minister Atal Bihari
    # Vajpayee last week by ordering normalisation ...", "Washington was infuriated by
    # France, which also sought changes, by leading the charge ..."
    texts = [t for t in every_text(parser, VAJPAYEE) if t]
    assert not [t for t in texts if "was ended by" in t], texts
    assert any(t.startswith("By ordering normalisation") for t in texts), texts
    texts = [t for t in every_text(parser, FRANCE) if t]
    assert not [t for t in texts if "infuriated by France" in t], texts
    # a means said without "by" keeps its passive
    assert "Changes were also sought by France, which infuriated Washington by leading the " \
        "charge against U.N. approval for the war." in texts, texts
