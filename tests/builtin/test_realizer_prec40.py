"""Four wrong-meaning classes a blind read of rebuilt tuning texts found (MRPC train,
tuning stretches): "has yet to" said as an obligation, a lone surname the parse typed a firm
said "it", the month "May" said as the modal, and a shared object lost when "V1 and V2 OBJ"
is split."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_misread_idioms import lost_yet_to, month_said_as_modal
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

YET = 'Nonetheless, the economy "has yet to exhibit sustainable growth."'
HOLLOWAY = "Holloway surrendered in Cleveland on Friday and was expected to be transferred " \
           "to Houston in two weeks."
HEATON = "The Foreign Office says that Heaton is in detention but has not yet been charged " \
         "with any offence."
LUSTER = "The 39-year-old Luster initially gave police a false name, but later revealed his " \
         "true identity."
BIRTH = "His birth on 4 May is revealed today in the journal Science."
TORTURED = "They frequently tortured and shot prisoners, severing ears and scalps for souvenirs."


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


def test_has_yet_to_is_not_an_obligation(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 346): "Nonetheless, the economy must exhibit sustainable growth yet."
    assert [t for t in every_text(parser, YET) if t and "must" in t] == []
    firm = _tokens("The firm is yet to respond .")
    assert lost_yet_to("The firm is yet to respond.", firm) is None
    assert lost_yet_to("The firm must respond yet.", firm) == "is yet to"


def test_a_surname_typed_a_firm_is_not_it(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 1430, 10): "Holloway surrendered in Cleveland on Friday, and it
    # was expected to be transferred ...", "Heaton is in detention, but it has not been
    # charged with any offence yet, the Foreign Office says."
    assert [t for t in every_text(parser, HOLLOWAY) if t and "and it" in t] == []
    texts = [t for t in every_text(parser, HEATON) if t]
    assert [t for t in texts if "but it" in t] == []
    assert "Heaton is in detention, but Heaton has not been charged with any offence yet, " \
           "the Foreign Office says." in texts
    # (MRPC train 6320: a surname the parse typed a product, "..., but it later revealed
    # his true identity")
    texts = [t for t in every_text(parser, LUSTER) if t]
    assert [t for t in texts if "but it" in t] == []
    assert "Initially, the 39-year-old Luster gave police a false name, but Luster later " \
           "revealed his true identity." in texts


def test_the_month_may_is_not_the_modal(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 4322): "Today, his birth on 4 May may be revealed in the journal
    # Science."
    texts = [t for t in every_text(parser, BIRTH) if t]
    assert [t for t in texts if "may be" in t] == []
    assert "Today, his birth on 4 May is revealed in the journal Science." in texts
    tokens = _tokens("His birth on 4 May is revealed today in the journal Science .")
    assert month_said_as_modal("Today, his birth on 4 May may be revealed in the journal "
                               "Science.", tokens) == "May"
    assert month_said_as_modal("Today, his birth on 4 May is revealed in the journal Science.",
                               tokens) is None


def test_a_shared_object_is_not_lost_by_a_split(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 19): "They frequently tortured, and they shot prisoners, ..."
    assert [t for t in every_text(parser, TORTURED) if t and "tortured," in t] == []
