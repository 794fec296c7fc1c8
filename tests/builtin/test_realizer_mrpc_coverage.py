"""Realizer regressions from MRPC train sentences that kept no paraphrase (issue 12, third
round): every focus was refused or broken.  Graphs as the built-in parser read them; each
test names the output it replaced.
"""

from __future__ import annotations

import pytest

from tests.builtin.mrpc_graphs import (
    MRPC_CORIXA,
    MRPC_EURO,
    MRPC_FREQUENTLY,
    MRPC_HAMIDI,
    MRPC_HEATON,
    MRPC_HEATON_LIST,
    MRPC_IBM,
    MRPC_LEEWAY,
    MRPC_LINEAR,
    MRPC_PETERSON,
    MRPC_POWERS,
    MRPC_ROLLINS,
    MRPC_SUIT,
    MRPC_SUNNI,
    MRPC_VERITAS,
)
from tests.builtin.test_realizer import refocused


def test_a_focus_inside_a_contrast_keeps_the_attribution() -> None:
    # Was refused: "'Foreign' of the graph is not in the text" (", the Foreign Office says"
    # was left out after the "but" clause).
    # (was asserted with "was not charged yet" for the source's "has not yet been charged";
    # and with "but it has not been charged": Heaton, a man the parse typed a firm, is said
    # by name again, realize_np_pronouns.guessed_firm_name)
    assert refocused(MRPC_HEATON, "b").text == (
        "Heaton is in detention, but Heaton has not been charged yet with any offence, the Foreign "
        "Office says.")


@pytest.mark.parametrize(("var", "expected"), [
    ("c", "Heaton was in Saudi detention, but he had not been charged, and consul officials "
          "had visited him on Thursday, the Foreign Office said."),
    ("b", "Heaton was in Saudi detention, but he had not been charged, and consul officials "
          "had visited him on Thursday, the Foreign Office said."),
    # (was "He had been visited by consul officials on Thursday, but Heaton was in Saudi
    # detention, ...": the "but" turned around, its "he" before Heaton; now refused)
    ("h", ""),
    # (was asserted "It was in Saudi detention that Heaton was, but he had not been charged,
    # ...": the copula bare before the next clause; now refused)
    ("d", ""),
])
def test_a_contrast_list_keeps_every_clause(var: str, expected: str) -> None:
    # (contrast-01 :op1 :op2 :op3) was said "But, the Foreign Office said." or dropped the
    # other clauses and the attribution; "There was Saudi detention Heaton was".
    assert refocused(MRPC_HEATON_LIST, var).text == expected


def test_that_opening_a_clause_is_no_determiner() -> None:
    # Was "That consul officials were the ones who ..." / "There are that consul officials".
    # (was asserted to start "Consul officials were the ones who had visited him on
    # Thursday, but ...", which says "him" before the Heaton it stands for; realize_cataphora)
    result = refocused(MRPC_HEATON_LIST, "o2")
    assert not result.text.startswith("That ") and not result.text.startswith("There are that")
    # (refused first now as a "but" turned around, realize_shared_subjects)
    assert result.refusal == "clauses joined by 'but' cannot change order", result
    # (was "There are ... that had visited": the existential now takes its clause's tense;
    # its "There were consul officials that had visited him on Thursday, but ..." was
    # asserted here, and is refused for the same "him")
    result = refocused(MRPC_HEATON_LIST, "c3")
    assert "There are" not in result.text and "him" not in result.text.split(",")[0], result


def test_an_adverb_parsed_as_a_predicate_stays_an_adverb() -> None:
    # Was refused for 9 of 11 foci: "no subject for 'frequent'".  (was asserted as "They
    # frequently tortured, and they shot prisoners, severing ears and scalps for souvenirs.",
    # which loses the shared object of "tortured and shot prisoners", and is refused now:
    # realize_shared_objects; before that "They tortured frequently, ...")
    result = refocused(MRPC_FREQUENTLY, "t")
    assert result.refusal is not None and "shared lost by the first verb" in result.refusal, result


def test_an_adverb_of_one_coordinated_clause_is_not_fronted() -> None:
    # Was "Frequently, they tortured, and they shot prisoners, ...": fronted, the adverb of
    # the first clause covers both (test_realizer_coord.py).
    # (refused first now by realize_conjunct_leads, for the same reason)
    assert refocused(MRPC_FREQUENTLY, "f").refusal in (
        "a focus inside one member of a list would take the list apart", "a phrase of one of coordinated clauses fronted before them all")


def test_an_event_noun_without_participants_stays_a_noun() -> None:
    # Was refused for 21 of 22 foci: "no subject for 'sue'" ("filed suit").
    # (the order said first, "..., and civil liberties groups filed suit.", is refused since:
    # two past events keep the order the source told them in)
    assert refocused(MRPC_SUIT, "o").refusal == "two past events told in sequence cannot change order"
    assert refocused(MRPC_SUIT, "s").text.startswith(
        "Suit was filed by civil liberties groups, and")


_COHN = "Cindy Cohn, legal director for the Electronic Frontier Foundation,"


@pytest.mark.parametrize(("var", "expected"), [
    ("g", f"Portion of the DMCA gives too much leeway to copyright holders, {_COHN} said."),
    ("l", "Too much leeway to copyright holders is given by portion of the DMCA, "
          f"{_COHN} said."),
])
def test_too_much_stays_before_its_noun(var: str, expected: str) -> None:
    # Was "... gives leeway that was too much to copyright holders".
    assert refocused(MRPC_LEEWAY, var).text == expected


@pytest.mark.parametrize("var", ["m", "t"])
def test_a_degree_word_focus_is_refused(var: str) -> None:
    # Was "It was the much leeway ..., Cindy Cohn said was too."
    result = refocused(MRPC_LEEWAY, var)
    assert result.text == "" and result.refusal is not None
    assert "degree word" in result.refusal


def test_a_cleft_name_keeps_the_source_article() -> None:
    # Was "It was Lincoln Near Earth Asteroid Research Program that observed the rock first."
    assert refocused(MRPC_LINEAR, "o2").text == (
        "It was the Lincoln Near Earth Asteroid Research Program that observed the rock first.")


def test_a_rate_keeps_per() -> None:
    # Was "... it will cost $900 Windows client and $1,000 Unix client."
    assert refocused(MRPC_VERITAS, "a2").text.endswith(
        "and it will cost $900 per Windows client and $1,000 per Unix client.")


def test_a_year_on_an_amount_keeps_its_preposition() -> None:
    # Was "... and a bonus of $2 million 2003."
    assert refocused(MRPC_ROLLINS, "p").text == (
        "It was Kevin Rollins who received $770,962 in salary and a bonus of just more than "
        "$2 million in 2003.")  # (the hedge since issue 12's fourth round)


def test_an_unaligned_particle_stays_with_its_verb() -> None:
    # Was "... that is fighting to keep it completely." ("out" lost); since the quotation
    # rework the quoted words are Peterson's own, particle included.  (The source's opening
    # "But" is kept: realize_opening_conjunctions.)
    assert refocused(MRPC_PETERSON, "p").text == (
        'But it was Mr. Peterson who added: "I don\'t know anybody in the conference committee '
        'who\'s fighting to keep it out completely."')


def test_a_modifier_focus_that_would_embed_the_sentence_is_refused() -> None:
    # Was "Products that were also integrated with Rational PurifyPlus, ..., IBM said are
    # Rational."
    result = refocused(MRPC_IBM, "r")
    assert result.text == "" and result.refusal is not None
    assert "relative clause of its noun" in result.refusal


@pytest.mark.parametrize("var", ["a", "w"])
def test_an_old_root_inside_a_subject_is_refused(var: str) -> None:
    # Was "Nineteen firefighters that had died before yesterday on duty this year, Tracey
    # Powers said were assigned to wildfires."
    result = refocused(MRPC_POWERS, var)
    assert result.text == "" and result.refusal == "the old root would be said inside the subject"
    assert refocused(MRPC_POWERS, "d").text == (
        "19 firefighters assigned to wildfires had died before yesterday on duty this year, "
        "Tracey Powers, spokeswoman for the National Interagency Fire Center in Boise, said.")


def test_a_named_subject_is_a_cleft_not_an_existential() -> None:
    # Was "There were Corixa shares that rose 54 cents to $7.74 yesterday on the Nasdaq ..."
    assert refocused(MRPC_CORIXA, "s").text == (
        "It was Corixa shares that rose 54 cents to $7.74 yesterday on the Nasdaq Stock Market.")


@pytest.mark.parametrize("var", ["e", "u", "t", "p"])
def test_a_noun_phrase_fragment_is_refused(var: str) -> None:
    # Was "Up of the euro in the past six weeks." and "The euro up in the past six weeks."
    result = refocused(MRPC_EURO, var)
    assert result.text == "" and result.refusal == "the focus heads no sentence, only a noun phrase"


def test_an_event_noun_focus_with_its_own_relative_clause_stays_a_noun() -> None:
    # The relative clause ("agreements that set plans") is no old root: the focus is still
    # the object of "signed" (was refused, "the focus event has no participants of its own").
    graph = """(s / sign-01~e.1
   :ARG0 (m / minister~e.0)
   :ARG1 (a / agree-01~e.2
            :ARG0-of (s2 / set-01~e.4
                         :ARG1 (p / plan~e.5)))
   :time (d / date-entity~e.7
            :weekday (t / tuesday~e.7)))"""
    amr = "# ::snt Ministers signed agreements that set plans on Tuesday.\n" \
          "# ::tok Ministers signed agreements that set plans on Tuesday .\n" + graph
    assert refocused(amr, "a").text == (
        "Agreements that set plans were signed by ministers on Tuesday.")


def test_an_event_said_only_in_its_participants_noun_is_refused() -> None:
    # Was "Muslim tribal leader who backed the coalition who rebel gunmen also assassinated
    # near a mosque in the northern town of Mosul led."
    result = refocused(MRPC_SUNNI, "l")
    assert result.text == "" and result.refusal == (
        "the focus event is only said inside its participant's noun")
    assert refocused(MRPC_SUNNI, "p").text == (
        "A Sunni Muslim tribal leader who backed the coalition was also assassinated by rebel gunmen "
        "near a mosque in the northern town of Mosul.")


@pytest.mark.parametrize(("var", "refusal"), [
    # (refused first for a passive participle it would say as an active gerund)
    ("n", "a passive participle said as an active gerund"),
    # (was refused later, as "which" heading a chain of tails; now the pronoun as the focus is)
    ("t2", "a relative pronoun was parsed as a participant"),
])
def test_a_stray_relative_pronoun_is_refused(var: str, refusal: str) -> None:
    # Were "... could request that the e-mails stop honoring which." and "Which was honored
    # by Hamidi to stopping, which ..." (", which Hamidi honored" parsed as (thing) on "which")
    result = refocused(MRPC_HAMIDI, var)
    assert result.text == "" and result.refusal == refusal


def test_a_particle_the_frame_says_already_is_not_added_again() -> None:
    # Was "One head can be cut off off ..." and "... cut off one head here off." (MRPC train)
    amr = """# ::snt We can cut off one head here.
# ::tok We can cut off one head here .
(p / possible-01~e.1
   :ARG1 (c / cut-off-04~e.2
            :ARG0 (w / we~e.0)
            :ARG1 (h / head~e.5 :quant 1~e.4)
            :location (h2 / here~e.6)))"""
    assert refocused(amr, "h").text == "One head can be cut off by us here."
