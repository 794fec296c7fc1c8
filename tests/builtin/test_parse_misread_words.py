"""Words the parse or the realizer read as another word, garbling the whole sentence
(MRPC train): "claimed responsibility" said "was responsibility", "No dates have been
set" said "no dates have set", "helped found" said "helped to find", "1,440 by 900
pixels" said in pieces."""

from __future__ import annotations

from tests.builtin.test_realizer_mrpc_parsed import every_text, focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

ELF = ("The ELF has claimed responsibility for a slew of arson attacks against commercial "
       "entities that members say threaten or damage the environment.")
DATES = "No dates have been set for the civil or the criminal trial."
IAEA = ("In Vienna, the IAEA said ElBaradei would accept the invitation, although no date had "
        "yet been set.")
NASH = ("In 2001, Nash helped found an after-school nonviolence program named after a college "
        "student who was fatally shot by a 14-year-old gang member, program supervisor Alexis "
        "Lukas said.")
PIXELS = "The Satellite's 17-inch panel offers a maximum resolution of 1,440 by 900 pixels, Toshiba said."


def test_a_claimed_responsibility_is_no_predicate_noun(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 6947: "A slew of arson attacks ... was responsibility, the ELF has claimed."
    assert not [t for t in every_text(parser, ELF) if "responsibility," in t or "was responsibility" in t]
    assert focused(parser, ELF, "responsible-01").text == ""


def test_a_participle_like_its_base_keeps_its_passive(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 6885, 2289: "It is the civil or the criminal trial that no dates have set for.",
    # "Although no date set yet, ElBaradei would accept the invitation"
    # (that cleft, "It is the civil or the criminal trial that no dates have been set for.",
    # is refused by realize_demoted_negatives: the negative subject after the focus)
    dates = focused(parser, DATES, "or")
    assert dates.text == "" and "negative subject" in (dates.refusal or ""), dates
    assert not [t for t in every_text(parser, DATES) if "have set" in t]
    # (was asserted with "was set yet" for the source's perfect "had yet been set")
    assert focused(parser, IAEA, "set-01").text == (
        "Although no date had been set yet, ElBaradei would accept the invitation, the IAEA "
        "said in Vienna.")
    assert not [t for t in every_text(parser, IAEA) if "date set" in t]


def test_found_after_help_is_no_find(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 6934: "Nash helped to find an after-school nonviolence program"
    graph = parsed(parser, NASH)
    assert "find-01" not in {c for _, _, c in graph.instances()}
    assert focused(parser, NASH, "help-01").text.startswith(
        "In 2001, Nash helped to found an after-school nonviolence program")


def test_a_size_is_said_whole(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 6874: "By 900 pixels, the Satellite's 17-inch panel offers a maximum resolution
    # of 1,440, Toshiba said."
    texts = [t for t in every_text(parser, PIXELS) if t]
    assert texts and all("1,440 by 900 pixels" in t for t in texts), texts


RACICOT = ("Magnarelli said Racicot hated the Iraqi regime and looked forward to using his long "
           "years of training in the war.")
SUSPECTS = ("The suspects are expected to turn themselves in to Pennsylvania authorities within "
            "the next few days.")


def test_looked_forward_is_one_phrasal_verb(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 6839: "he looked to use his long years of training in the war forward"
    assert "look-forward-03" in {c for _, _, c in parsed(parser, RACICOT).instances()}
    # (its focus's own text tells the two deeds in reverse, refused since prec54:
    # realize_reversed_sequences; the phrasal verb is said whole in the source's order)
    assert any("and he looked forward to using his long years of training in the war" in t
               for t in every_text(parser, RACICOT))
    assert not [t for t in every_text(parser, RACICOT) if "forward to use " in t or "war forward" in t]


def test_a_pronoun_object_goes_before_in(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 7062: "It is the suspects that are expected to turn in themselves to ..." (now
    # "who", a person noun: realize_person_names.person_or_people)
    assert focused(parser, SUSPECTS, "suspect").text == (
        "It is the suspects who are expected to turn themselves in to Pennsylvania "
        "authorities within the next few days.")


def test_an_infinitive_ending_in_ing_is_no_gerund(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 2800: the "to V-ing" rule above had made "he hopes to bringing two measures"
    text = "Ratliff said he hopes to bring the two measures to the full Senate by Friday."
    assert not [t for t in every_text(parser, text) if "to bringing" in t]


def test_the_adjective_itself_is_said(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 367: "responsible" (a noun only, to lemminflect) is the frame's own word
    text = ("U.S. Capitol Police Chief Terrance Gainer said ``two staff members bringing in "
            "Halloween costumes'' were responsible.")
    assert focused(parser, text, "person").text == (
        "It was U.S. Capitol Police Chief Terrance Gainer who said \"two staff members "
        "bringing in Halloween costumes\" were responsible.")
