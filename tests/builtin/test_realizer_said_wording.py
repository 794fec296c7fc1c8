"""MRPC sentences with the real parser whose rebuilt outputs said wrongly what the source
said: each test names the kept output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

OBRIEN = "O'Brien was charged with leaving the scene of a fatal accident, a felony."
LOYALISTS = ("Saddam loyalists have been blamed for sabotaging the nation's infrastructure, "
             "as well as frequent attacks on U.S. soldiers.")
LAMAR = ("A Lamar mother arrested Saturday in Colorado Springs is accused of drowning her two "
         "children in a bathtub before slitting her wrists.")


def test_a_charged_deed_is_not_said_as_done(parser: BuiltinParser) -> None:
    # Was kept: "O'Brien left the scene of a fatal accident, a felony, which O'Brien was
    # charged with."
    texts = every_text(parser, OBRIEN)
    assert "It was O'Brien who was charged with leaving the scene of a fatal accident, a " \
        "felony." in texts, texts
    assert not [t for t in texts if "left" in t], texts


def test_a_blamed_deed_is_not_said_as_done(parser: BuiltinParser) -> None:
    # Was kept: "Saddam loyalists sabotaged the nation's infrastructure as well as frequent
    # attacks on U.S. soldiers, which they have been blamed for."
    texts = every_text(parser, LOYALISTS)
    assert texts, texts
    assert not [t for t in texts if "sabotaged" in t], texts


def test_an_accused_deed_is_not_said_as_done(parser: BuiltinParser) -> None:
    # Was kept: "A Lamar mother arrested Saturday in Colorado Springs drowned her two
    # children in a bathtub before slitting her wrists, which she is accused of." and "In
    # a bathtub, a Lamar mother arrested Saturday in Colorado Springs is accused drowned
    # her two children before slitting her wrists."
    texts = every_text(parser, LAMAR)
    assert any("is accused of drowning her two children" in t for t in texts), texts
    assert not [t for t in texts if "drowned" in t], texts


ACTIVE = "A total of 114 soldiers were killed in the active combat phase that began March 20."
HEARTRENDING = "\"This is an extremely heartrending time for the entire Brandeis University community."


def test_an_adjective_frame_is_not_inflected_as_a_verb(parser: BuiltinParser) -> None:
    # Was kept: "In the combat phase that began March 20 that was activitied, a total of 114
    # soldiers were killed." ("active" is activity-06)
    texts = every_text(parser, ACTIVE)
    assert "In the active combat phase that began March 20, a total of 114 soldiers were " \
        "killed." in texts, texts
    assert not [t for t in texts if "activitied" in t], texts


def test_a_participle_adjective_is_not_inflected_again(parser: BuiltinParser) -> None:
    # Was kept: "This is time for the entire Brandeis University community that heartrended
    # extremely."
    texts = every_text(parser, HEARTRENDING)
    assert not [t for t in texts if "heartrended" in t], texts


STERILE = "They worry the treatment could leave their son sterile, blind or even dead."
DOS_REIS = ("Dos Reis also pleaded guilty to federal charges that he crossed state lines to have "
            "sex with Christina and another girl on a different occasion.")


def test_a_bare_adjective_list_is_not_said_as_gerunds(parser: BuiltinParser) -> None:
    # Was kept: "They worry that the treatment could leave their son for being sterile, being
    # blind, or even dead."
    texts = every_text(parser, STERILE)
    assert not [t for t in texts if "being" in t], texts


def test_pleaded_guilty_is_not_pleaded_for_being_guilty(parser: BuiltinParser) -> None:
    # Was kept: "It was Dos Reis who also pleaded for being guilty to federal charges that he
    # crossed state lines to have sex with Christina and another girl on a different occasion."
    texts = every_text(parser, DOS_REIS)
    assert not [t for t in texts if "being guilty" in t], texts


SUPPLEMENTS = ("She started taking supplements two years ago - partly to stave off mild dementia "
               "that affects her elderly parents.")


def test_a_begun_event_is_not_said_as_done(parser: BuiltinParser) -> None:
    # Was kept: "She took supplements two years ago to stave off mild dementia that affects
    # her elderly parents partly, as she started to."
    texts = every_text(parser, SUPPLEMENTS)
    # (was also asserted to keep "She was the one who started taking supplements two years
    # ago to stave off mild dementia that affects her elderly parents partly.", whose
    # "partly", taken out of the dash aside, now grades the parents' dementia: refused, see
    # realize_dash_asides)
    assert not [t for t in texts if "took" in t], texts
    assert not [t for t in texts if t and "parents partly" in t], texts


HEARING = "The appeals court hearing comes at a sensitive time for Microsoft."


def test_an_existential_keeps_the_article_of_its_noun(parser: BuiltinParser) -> None:
    # Was kept: "There is appeals court hearing that comes at a sensitive time for Microsoft."
    texts = every_text(parser, HEARING)
    assert "It is the appeals court hearing that comes at a sensitive time for Microsoft." \
        in texts, texts
    assert not [t for t in texts if t.startswith("There is appeals")], texts


LUPAS = ("No charges have been filed in the deaths of the other victims; Lupas said authorities "
         "were making progress in the case.")


def test_a_relative_clause_does_not_strand_its_gap_after_a_report(parser: BuiltinParser) -> None:
    # Was kept: "Authorities were making progress in the case, which Lupas said no charges
    # have been filed in the deaths of the other victims to."
    texts = every_text(parser, LUPAS)
    assert texts, texts
    assert not [t for t in texts if t.endswith(" to.")], texts


RIGHT_THING = ("\"We're making these commitments first and foremost because we think it's the right "
               "thing to do,\" company spokesman Michael Mudd said yesterday.")


def test_the_thing_to_do_is_not_its_doer(parser: BuiltinParser) -> None:
    # Was kept: "Company spokesman Michael Mudd said yesterday: "We are making these
    # commitments first and foremost because we think it is the right thing that does.""
    texts = every_text(parser, RIGHT_THING)
    assert not [t for t in texts if "thing that does" in t], texts


FAIR_SHAKE = ("Andy Savage, who is representing Renee Britt, asked the jurors to \"give her a fair "
              "shake.")


def test_an_asked_event_is_not_said_as_done(parser: BuiltinParser) -> None:
    # Was kept: "The jurors give her a fair shake, as Andy Savage, who is representing Renee
    # Britt, asked them to."
    texts = every_text(parser, FAIR_SHAKE)
    # (the agent before the infinitive since round 35: was "The jurors were asked to give her
    # a fair shake by Andy Savage, ...", where the shake seemed to be by Savage)
    assert "The jurors were asked by Andy Savage, who is representing Renee Britt, to give her " \
        "a fair shake." in texts, texts
    assert not [t for t in texts if "asked them to" in t], texts


ROVERS = "The rovers act as robotic geologists, moving on six wheels."
BLUETOOTH = ("With more and more Bluetooth-equipped cellular phones coming onto the market, \"people "
             "are going to be sorry if they didn't buy a PDA with Bluetooth,\" he said.")


def test_the_role_of_act_as_is_no_passive_subject(parser: BuiltinParser) -> None:
    # Was kept: "Robotic geologists are acted as by the rovers, moving on six wheels."
    texts = every_text(parser, ROVERS)
    assert "It is the rovers that act as robotic geologists, moving on six wheels." in texts, texts
    assert not [t for t in texts if " as by " in t], texts


def test_a_with_absolute_is_no_relative_clause(parser: BuiltinParser) -> None:
    # Was kept: "More and more Bluetooth-equipped cellular phones came onto the market, with
    # which people are going to be sorry if they did not buy a PDA with Bluetooth, he said."
    texts = every_text(parser, BLUETOOTH)
    assert not [t for t in texts if "with which" in t], texts


NATO = ("They said they were not advocating the changes yet, but believed they are worth "
        "considering — especially as NATO expands to 26 members.")


def test_worth_keeps_its_gerund(parser: BuiltinParser) -> None:
    # Was kept: "They believed they are worth to consider when NATO expands to 26 members
    # especially, but they said they were not advocating the changes yet."
    texts = every_text(parser, NATO)
    assert not [t for t in texts if "worth to" in t], texts


HEYER = ("In a statement, Heyer said, \"Dan brings to Coca-Cola enormous experience in managing "
         "some of the world's largest and most familiar brands.")


def test_a_report_takes_no_relative_clause(parser: BuiltinParser) -> None:
    # Was kept: "Heyer said, which Dan brings to Coca-Cola enormous experience in managing
    # some of the largest most familiar brands of the world in a statement." and "Dan brings
    # ... brands of the world that Heyer said in a statement."
    texts = every_text(parser, HEYER)
    assert not [t for t in texts if "said, which" in t or "that Heyer said" in t], texts


def test_an_adjectives_for_to_subject_is_not_said_as_a_purpose(parser: BuiltinParser) -> None:
    # Was kept (offset 5800): "It might be possible so that Democrats could entice some
    # Republicans to support a tax hike, two Inland Valley lawmakers revealed."; and "For
    # children under the age of 16 to have sexual relations, it is illegal under Kansas law."
    lawmakers = ("Two Inland Valley lawmakers revealed it might be possible for Democrats to "
                 "entice some Republicans to support a tax hike.")
    kansas = ("Under Kansas law, it is illegal for children under the age of 16 to have sexual "
              "relations.")
    for sentence in (lawmakers, kansas):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if " so that " in t or t.startswith("For ")], texts
