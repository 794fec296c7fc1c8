"""MRPC tuning sentences (train 0-5000, 6000-7073) whose kept texts broke a phrasal verb, a
reduced relative or a gerund's doer (issue 12, round prec12).  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

WATER = ("Children get sick from drinking the water: The United Nations Office of the "
         "Humanitarian Coordinator for Iraq last week reported that cases of diarrhea have "
         "tripled in Baghdad.")
PENALTIES = ("United already has paid the city $34 million in penalties for not meeting the "
             "first round of employment targets.")
RIM = ("A judge stayed an injunction against RIM that would have prevented it from selling the "
       "Blackberry device and services in the United States.")
FURYK = ("Jim Furyk celebrated his first Father's Day as a father by winning his first major "
         "golf championship.")
GOING_ON = "Evacuation went smoothly, although passengers weren't told what was going on, Hunt said."
# (shortened: its texts with the closing aside "- no ticket, no violation" moved inside are
# refused, realize_said_marks)
RAN_DOWN = 'And, of course, the FBI agent who ran him down received nothing.'
LEFT_OVER = ("Supporters say those people will gamble and have enough money left over to spend "
             "in restaurants and stores.")


# ------------------------------------------------------------ a gerund's doer
def test_a_gerund_after_from_is_not_said_as_a_verb_without_its_doer(parser: BuiltinParser) -> None:
    # Was "The water was drunk, which children get sick from, ..." (who drinks is lost)
    texts = every_text(parser, WATER)
    assert not [t for t in texts if t and "was drunk" in t], texts


def test_a_gerund_after_for_is_not_said_as_a_verb_without_its_doer(parser: BuiltinParser) -> None:
    # Was "The first round of employment targets was not met, which United has already paid
    # the city $34 million in penalties for."
    texts = every_text(parser, PENALTIES)
    assert not [t for t in texts if t and "was not met" in t], texts


def test_an_object_controlled_gerund_is_not_said_without_its_doer(parser: BuiltinParser) -> None:
    # Was "The Blackberry device and services were sold in the United States, which an
    # injunction against RIM that a judge stayed would have prevented it from."
    texts = every_text(parser, RIM)
    assert not [t for t in texts if t and "were sold" in t], texts
    # ("An injunction against RIM that a judge stayed would have prevented it from selling
    # ..." was kept: the relative clause said as the main clause, which
    # realize_swapped_relatives refuses now.)
    assert not [t for t in texts if t and "RIM that a judge stayed" in t], texts


def test_a_gerund_whose_doer_the_parse_gave_still_leads(parser: BuiltinParser) -> None:
    texts = every_text(parser, FURYK)
    # (was asserted: "His first major golf championship was won by Jim Furyk, which is how he
    # celebrated ...", whose passive says "his" before the Jim Furyk it stands for; refused by
    # realize_passive_pronouns)
    assert not [t for t in texts if t and t.startswith("His ")], texts
    assert not [t for t in texts if t and "by winning" in t and "which is how" in t], texts


# ------------------------------------------------------------ phrasal verbs
def test_a_phrasal_frames_particle_closes_its_span(parser: BuiltinParser) -> None:
    # Was "... although passengers were not told what was going, Hunt said." (go-on-15 took
    # "on" and aligned only "going")
    texts = every_text(parser, GOING_ON)
    assert "It was Hunt who said evacuation went smoothly, although passengers were not told " \
        "what was going on." in texts, texts
    assert not [t for t in texts if t and t.rstrip(".").endswith("what was going")], texts
    assert not [t for t in texts if t and "what was going," in t], texts


def test_a_particle_after_a_pronoun_object_is_kept(parser: BuiltinParser) -> None:
    # Was "Nothing - no ticket, no violation was received by the FBI agent who ran him of
    # course." (run-down-11)
    texts = every_text(parser, RAN_DOWN)
    assert any(t and "who ran him down" in t for t in texts), texts
    assert not [t for t in texts if t and "who ran him " in t and "ran him down" not in t], texts


def test_left_over_keeps_its_over(parser: BuiltinParser) -> None:
    # Was "..., and they will have enough money left to spend in restaurants and stores"
    texts = every_text(parser, LEFT_OVER)
    assert "Those people will gamble, and they will have enough money left over to spend in " \
        "restaurants and stores, supporters say." in texts, texts
    assert not [t for t in texts if t and "money left to" in t], texts


# ------------------------------------------------------------ reduced relatives
SERVICEMAN = ("A U.S. soldier was killed in the early hours Saturday while guarding a bank in west "
              "Baghdad, and another American serviceman died Friday.")


def test_a_reduced_passive_relative_is_not_the_nouns_active_verb(parser: BuiltinParser) -> None:
    # Was "There is enough money that left over that those people will have to spend in
    # restaurants and stores, ..." (leave-over-08 :ARG1 money, no doer: "money left over")
    texts = every_text(parser, LEFT_OVER)
    assert not [t for t in texts if t and "money that left" in t], texts


def test_a_finite_verb_after_its_subject_is_no_participle(parser: BuiltinParser) -> None:
    # "died" after "another American serviceman", who opens the clause: a finite verb
    # (its cleft "It was another American serviceman who died Friday, and a U.S. soldier was
    # killed ..." is refused since: two past events keep their order, and "another" said
    # first adds to nothing)
    texts = every_text(parser, SERVICEMAN)
    assert any(text.endswith(", and another American serviceman died Friday.")
               for text in texts), texts
    assert not any(text.startswith("It was another American serviceman") for text in texts)


ADOBE = "In its quarter ended May 30, Adobe earned $64.25 million, or 27 cents a share."


def test_an_ended_quarter_may_be_said_with_that(parser: BuiltinParser) -> None:
    # "the quarter that ended May 30" says what "the quarter ended May 30" says
    assert "In its quarter that ended May 30, Adobe earned $64.25 million, or 27 cents a share." \
        in every_text(parser, ADOBE)


# ------------------------------------------------------------ contact relative clauses
MEASURE = ("But software license revenues, a measure financial analysts watch closely, decreased "
           "21 percent to $107.6 million.")
LEXMARK = ("Printer maker Lexmark International Inc. spurted $3.95 to $63.35, recouping some of "
           "the $14.10 it lost Monday.")


def test_a_contact_relative_clause_stays_on_its_noun(parser: BuiltinParser) -> None:
    # Was "But financial analysts are the ones who watch closely that software license
    # revenues that decreased 21 percent to $107.6 million are a measure."
    texts = every_text(parser, MEASURE)
    assert "But it was software license revenues, a measure financial analysts watch closely, " \
        "that decreased 21 percent to $107.6 million." in texts, texts
    assert not [t for t in texts if t and "watch closely that" in t], texts


def test_a_contact_relative_clause_is_not_read_with_its_roles_swapped(
        parser: BuiltinParser) -> None:
    # Was "..., recouping some of $14.10 that lost it Monday" (the parse: lose-01 :ARG0 $14.10)
    texts = every_text(parser, LEXMARK)
    assert not [t for t in texts if t and "that lost it" in t], texts


LEGATO = ("Under terms of the agreement, Legato stockholders will receive 0.9 shares of EMC common "
          "stock for each Legato share they hold.")


def test_a_contact_relative_with_an_unaligned_pronoun_subject_stays_on_its_noun(
        parser: BuiltinParser) -> None:
    # Was "It is each Legato share that 0.9 shares that Legato stockholders will receive it
    # under terms of the agreement of EMC common stock hold." ("they" aligned to nothing)
    texts = every_text(parser, LEGATO)
    assert "For each Legato share they hold, Legato stockholders will receive 0.9 shares of EMC " \
        "common stock under terms of the agreement." in texts, texts
    assert not [t for t in texts if t and "each Legato share that" in t], texts
