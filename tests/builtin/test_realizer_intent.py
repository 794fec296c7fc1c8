"""MRPC train sentences whose focus event the source only intended, attempted, was asked or
expected to do: refused as a main clause ("the focus event was only attempted or intended;
as the main clause it would be asserted"), it is said as a pseudo-cleft that keeps the verb
of intending and its tense ("What Kerkorian and Tracinda had also tried to do was take over
Chrysler in 1995"), and stays refused where that pseudo-cleft would drop or move the
source's words.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

KERKORIAN = "Kerkorian and Tracinda had also tried to take over Chrysler in 1995."
SEC = "The SEC said on Thursday its staff was preparing to draw up rules to combat trading abuses."
RUSSIA = "I would like to congratulate Russia on the successful World Climate Change Conference last week."
RULINGS = ("Recent U.S. appeals court rulings have required Internet providers to identify "
           "subscribers suspected of illegally sharing music and movie files.")
OPEC = ("The Organization of Petroleum Exporting Countries decided yesterday to lower its output "
        "ceiling by 900,000 barrels a day to 24.5 million barrels starting in November.")
GOLDMAN = ("Goldman is trying to sell the shares to institutional investors at $US13.15 each, "
           "said the traders, who received calls from the securities firm's sales force.")
PALM = "Palm expects to move Handspring's employees to Palm Solutions headquarters in Milpitas, Calif."
TAIWAN = ("The Taiwan Stock Exchange will ask the Securities and Futures Commission (SFC) to "
          "suspend trading in Mosel shares.")
VIVENDI = ("Media giant Vivendi Universal has given itself two weeks to sift through offers for "
           "its U.S. entertainment empire in a multi-billion dollar auction of some of "
           "Hollywood's best-known assets.")
QUATTRONE = ("Quattrone is accused of attempting to obstruct justice by endorsing that e-mail, "
             "which encouraged co-workers to destroy files on profitable investment banking deals.")
CHATSWORTH = ("In Chatsworth, 32 miles northwest of Los Angeles, residents of multimillion-dollar "
              "homes there were told to gather their belongings.")


def _pseudo_clefts(parser: BuiltinParser, sentence: str) -> list[str]:
    return [t for t in every_text(parser, sentence) if t and t.startswith(("What ", "By "))
            and " to do " in t]


def test_an_attempted_event_is_said_after_its_attempt(parser: BuiltinParser) -> None:
    # Was refused: "Kerkorian and Tracinda took over Chrysler in 1995, as they had tried to"
    # asserts the takeover
    texts = every_text(parser, KERKORIAN)
    assert "What Kerkorian and Tracinda had also tried to do was take over Chrysler in " \
        "1995." in texts, texts


def test_the_report_above_the_intention_follows_it(parser: BuiltinParser) -> None:
    # (was "What its staff was preparing to do, the SEC said on Thursday was draw up ...":
    # the report said inside the pseudo-cleft's clause)
    texts = every_text(parser, SEC)
    assert "What its staff was preparing to do was draw up rules to combat trading abuses, " \
        "the SEC said on Thursday." in texts, texts


def test_a_modal_intention_keeps_the_present(parser: BuiltinParser) -> None:
    # (was "What I would like to do was congratulate Russia ...")
    texts = every_text(parser, RUSSIA)
    assert "What I would like to do is congratulate Russia on the successful World Climate " \
        "Change Conference last week." in texts, texts
    assert not [t for t in texts if t and "to do was" in t], texts


def test_the_opening_capital_is_lowered(parser: BuiltinParser) -> None:
    # (was "What Recent U.S. appeals court rulings have required ...")
    texts = every_text(parser, RULINGS)
    assert "What recent U.S. appeals court rulings have required Internet providers to do is " \
        "identify subscribers suspected of illegally sharing music and movie files." in texts, texts


def test_to_do_follows_the_modifiers_the_source_said_before_to(parser: BuiltinParser) -> None:
    # (was "What the House voted to do 256 to 170 was pass ..." for "voted 256 to 170 to
    # pass")
    texts = _pseudo_clefts(parser, OPEC)
    assert [t for t in texts if "decided yesterday to do was lower its output" in t], texts


def test_a_pseudo_cleft_that_drops_source_words_is_refused(parser: BuiltinParser) -> None:
    # Would be kept: "What Goldman is trying to do is sell the shares to institutional
    # investors at US13.15, the traders, ..., said." ("$" and "each" lost), "What the Taiwan
    # Stock Exchange will ask the Securities and Futures Commission to do is ..." ("(SFC)")
    assert not _pseudo_clefts(parser, GOLDMAN)
    assert not _pseudo_clefts(parser, TAIWAN)


def test_a_pseudo_cleft_under_no_verb_of_intending_is_refused(parser: BuiltinParser) -> None:
    # Would be kept: "What Media giant Vivendi Universal has given two weeks to do is sift
    # through offers ..." ("itself" lost: "give" intends nothing), "What that e-mail that
    # Quattrone is accused of attempting to obstruct justice endorsed encouraged co-workers
    # to do was destroy files ..." (the verb of intending is inside a relative clause)
    assert not _pseudo_clefts(parser, VIVENDI)
    assert not _pseudo_clefts(parser, QUATTRONE)


def test_a_name_lowered_or_an_aside_without_commas_is_refused(parser: BuiltinParser) -> None:
    # Would be kept: "What palm expects to do is move Handspring's employees ...", "What
    # residents ... were told to do in Chatsworth 32 miles northwest of Los Angeles was
    # gather their belongings."  (The name now keeps its capital, parse_proper_openers:
    # "What Palm expects to do is move ...".)
    assert not [t for t in _pseudo_clefts(parser, PALM) if "palm" in t]
    assert not _pseudo_clefts(parser, CHATSWORTH)


LEASED = ("The leased applications are designed to help sales people track customer accounts "
          "and sales leads.")
STACK = ("Stack testified that he was not asked to do any work for Triumph until June 1999, "
         "after a grand jury investigating Silvester subpoenaed Triumph.")
CREAN = ("The Opposition Leader, Simon Crean, said John Howard had been forced to make changes "
         "by the incompetence of his ministers.")
DELAINEY = "As part of his deal, Mr. Delainey has agreed to cooperate in the continuing investigation."


def test_words_of_the_event_do_not_move_before_it(parser: BuiltinParser) -> None:
    # Would be kept: "What the leased applications are designed to do leads is help sales
    # people track customer accounts and sales.", "What he was not asked to do after a grand
    # jury investigating Silvester subpoenaed Triumph was do any work for Triumph ..."
    assert not _pseudo_clefts(parser, LEASED)
    assert not _pseudo_clefts(parser, STACK)
    # (a phrase the source said before the clause may follow "to do")
    assert "What Mr. Delainey has agreed to do as part of his deal is cooperate in the " \
        "continuing investigation." in every_text(parser, DELAINEY)


def test_a_passive_agent_is_not_read_as_the_events_means(parser: BuiltinParser) -> None:
    # Would be kept: "What John Howard had been forced to do was make changes by the
    # incompetence of his ministers, the Opposition Leader, Simon Crean, said."
    assert not _pseudo_clefts(parser, CREAN)


INDIANA = ("Through 2040, Indiana's population is expected to increase by about 19 percent, to more "
           "than 7.2 million people.")


def test_an_undergone_event_is_no_deed_whatever_its_by_phrase(parser: BuiltinParser) -> None:
    # ("increase by about 19 percent" is the event's amount, no means; the pseudo-cleft is
    # refused all the same, a population's increase being no deed to say with "do":
    # realize_undergone_events)
    texts = every_text(parser, INDIANA)
    assert not any("expected to do" in t for t in texts if t)
    assert "Indiana's population is expected to increase by about 19 percent to more than 7.2 " \
        "million people through 2040." in texts
