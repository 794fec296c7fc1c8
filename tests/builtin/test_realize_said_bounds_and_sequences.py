"""MRPC train sentences 2400..2800 whose kept rebuilt outputs misread the source: a number's
"below" lost (realize_said_hedges), a particle said after the verb's phrases
(realize_particles), an embedded "if" question fronted as a condition
(realize_said_questions), "scrounge for boats to retrieve" said as a purpose
(realize_said_for_to), and a fronted phrase whose preposition changed
(realize_said_fronted)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BONDS = "The bonds traded to below 60 percent of face value earlier this year."
AQUILA = "They traded down early this year to 60 percent of face value on fears Aquila may default."
FALLS = ("Falls in euro/yen also pushed down the dollar against the yen, with the pair at 118.32 "
         "yen compared with Friday's late New York level of 118.51.")
AGENT = ("Federal agent Bill Polychronopoulos said it was not known if the man, 30, would be "
         "charged.")
RESCUE = "Rescue workers had to scrounge for boats to retrieve residents stranded by high water."
HOWARD = ("He called on Prime Minister John Howard to establish a royal commission on child sex "
          "abuse.")


def test_a_number_keeps_its_below(parser: BuiltinParser) -> None:
    # Were kept: "The bonds traded 60 percent of face value earlier this year." (3 texts)
    texts = [t for t in every_text(parser, BONDS) if t]
    assert not [t for t in texts if "below" not in t], texts


def test_a_particle_said_after_its_verb_stays_there(parser: BuiltinParser) -> None:
    # Were kept: "Early this year, they traded to 60 percent of face value down on fears
    # Aquila may default." and "The dollar was also pushed by falls in euro/yen against the
    # yen ..." (the passive lost "down")
    texts = every_text(parser, AQUILA)
    assert "Early this year, they traded down to 60 percent of face value on fears Aquila may " \
        "default." in texts, texts
    assert not [t for t in texts if "value down" in t], texts
    texts = every_text(parser, FALLS)
    assert "The dollar was also pushed down by falls in euro/yen against the yen, with the pair " \
        "at 118.32 yen, compared with Friday's late New York level of 118.51." in texts, texts
    assert not [t for t in texts if "pushed also" in t or "dollar down" in t], texts


def test_an_if_question_is_no_condition(parser: BuiltinParser) -> None:
    # Were kept: "If the man, 30, would be charged, it was not known, federal agent Bill
    # Polychronopoulos said." and two clefts saying the same
    texts = [t for t in every_text(parser, AGENT) if t]
    assert not [t for t in texts if "known if" not in t], texts


def test_for_x_to_v_after_its_verb_is_no_purpose(parser: BuiltinParser) -> None:
    # Were kept: "For boats to retrieve residents stranded by high water, rescue workers had
    # to scrounge." and "... had to scrounge so that boats could retrieve residents ..."
    texts = [t for t in every_text(parser, RESCUE) if t]
    assert not [t for t in texts if "so that boats" in t or t.startswith("For boats")], texts


def test_a_fronted_phrase_keeps_its_preposition(parser: BuiltinParser) -> None:
    # Was kept: "In Prime Minister John Howard, he called to establish a royal commission on
    # child sex abuse."
    texts = [t for t in every_text(parser, HOWARD) if t]
    assert not [t for t in texts if t.startswith("In Prime Minister")], texts


CORE = "For instance, the core Java Enterprise System will cost $100 per employee in the US."
SHOOTINGS = ("A car and a house were hit in the new shootings, the chief deputy sheriff of "
             "Franklin County, Steve Martin, said.")


def test_a_graph_with_one_role_twice_is_not_rebuilt(parser: BuiltinParser) -> None:
    # Were kept: "In the US, the core will cost for instance $100 per employee Java
    # Enterprise System." (cost-01 :ARG1 core :ARG1 Java Enterprise System) and "A car hit a
    # house in the new shootings, ..." (hit-01 :ARG1 car :ARG1 house, said as agent and
    # patient): realize_said_rebuilt.doubled_core_role
    texts = [t for t in every_text(parser, CORE) if t]
    assert not [t for t in texts if "employee Java" in t], texts
    texts = [t for t in every_text(parser, SHOOTINGS) if t]
    assert not [t for t in texts if "car hit" in t], texts


QARASE = "Mr Qarase must now invite up to eight Labour Party members into cabinet."


def test_every_cleft_of_a_present_modal_is_present(parser: BuiltinParser) -> None:
    # Were kept: "Mr Qarase was the one who must now invite ...", "It was up to eight Labour
    # Party members that Mr Qarase must now invite into cabinet." (the "the one" variant and
    # the cleft of a noun's modifier took the narrative past; realize_verbs.framed_in_past)
    texts = every_text(parser, QARASE)
    assert "Mr Qarase is the one who must now invite up to eight Labour Party members into " \
        "cabinet." in texts, texts
    assert "It is up to eight Labour Party members that Mr Qarase must now invite into " \
        "cabinet." in texts, texts
    assert not [t for t in texts if t and " was " in t], texts


OFFICE = ("Law enforcement officials confirmed that Limbaugh was being investigated by the Palm "
          "Beach County, Fla., state attorney's office.")
CONTEST = "A beauty contest to be held in Italy next week may be the first for pixel-perfect pin-ups."
ELECTIONS = ("U.S. forces organized the elections, which officials said were a step toward "
             "establishing democracy in the nation.")
GRACE = ("A monthlong grace period in New York City ended May 1, and now bars and restaurants "
         "that allow people to puff can face hefty fines.")


def test_no_sequence_english_never_says(parser: BuiltinParser) -> None:
    # Were kept: "It was state attorney of Palm Beach County, Fla.,'s office that investigated
    # Limbaugh, ...", "There was a beauty contest of may be the first for pixel-perfect
    # pin-ups ...", "Officials were the ones who said the it elections that U.S. forces
    # organized ...": realize_said_sequences
    texts = [t for t in every_text(parser, OFFICE) if t]
    assert not [t for t in texts if ",'s" in t], texts
    texts = [t for t in every_text(parser, CONTEST) if t]
    assert not [t for t in texts if "of may" in t], texts
    texts = [t for t in every_text(parser, ELECTIONS) if t]
    assert not [t for t in texts if "the it " in t], texts
    # ("On May 1" is the month, no modal)
    # (refused now, a phrase of one clause fronted before both: realize_conjunct_leads)
    assert "On May 1, a monthlong grace period in New York City ended, and now bars and " \
        "restaurants that allow people to puff can face hefty fines." not in every_text(parser, GRACE)
