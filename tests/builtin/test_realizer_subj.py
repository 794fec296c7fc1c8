"""MRPC sentences whose every focus was refused for a participant the realizer could not
find ("no subject for ..."), each test naming the refusal or output it replaced.  They parse
with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

YOUNG = ("Under NASD regulations, Mr. Young can file a response and request a hearing before "
         "an NASD panel.")
BRIEFING = ('"This blackout was largely preventable," U.S. Energy Secretary Spencer Abraham '
            "said at a briefing on the report.")
UAL = ("UAL attorney James Sprayregen told a court hearing yesterday that it would submit a "
       "fresh business plan, but gave no indication of when.")


def test_a_bare_verb_shares_the_subject_under_the_modal_before_it(parser: BuiltinParser) -> None:
    # Was: every focus refused "no subject for 'request'": the subject of "can file" sits
    # below possible-01, and the bare "request" found none to share.
    edges = _edges(parser, YOUNG)
    assert ("file-01", ":ARG0", "person") in edges
    assert ("request-01", ":ARG0", "person") in edges
    texts = every_text(parser, YOUNG)
    # (was asserted with the name said again, "and Young can file": realize_shared_subjects)
    # (that order told the source's two deeds in reverse: refused since prec54)
    assert ("Under NASD regulations, Mr. Young can file a response and request a hearing "
            "before an NASD panel.") in texts, texts


def test_an_ing_noun_after_an_article_is_said_as_that_noun(parser: BuiltinParser) -> None:
    # Was: every focus refused "no subject for 'brief'": "a briefing" (brief-01, no
    # participants) was rebuilt into a subjectless clause, as "briefing" is also a verb form.
    texts = every_text(parser, BRIEFING)
    assert ('U.S. Energy Secretary Spencer Abraham said at a briefing on the report: "This '
            'blackout was largely preventable."') in texts, texts
    assert not [t for t in texts if "to brief" in t], texts


def test_a_court_hearing_stays_a_noun(parser: BuiltinParser) -> None:
    # Was kept: "Yesterday, UAL attorney James Sprayregen told to hear a court it would
    # submit a fresh business plan, but it gave no indication of when."
    texts = every_text(parser, UAL)
    assert not [t for t in texts if "told to hear" in t], texts
    assert ("Yesterday, UAL attorney James Sprayregen told a court hearing it would submit a "
            "fresh business plan, but it gave no indication of when.") in texts, texts


def test_an_ing_verb_after_its_subject_is_still_a_verb(parser: BuiltinParser) -> None:
    # The determiner must open the word's own phrase: "the Senate floor beginning Monday"
    # is the participle "beginning", whose "the" belongs to "floor" (kept as before).
    texts = every_text(parser, "Committee approval, expected today, would set the stage for "
                               "debate on the Senate floor beginning Monday.")
    assert ("Beginning Monday, committee approval, expected today, would set the stage for "
            "debate on the Senate floor.") in texts, texts


# ------------------------------------------------------------ a cleft on a counted noun
SEVEN = "Seven of the nine Democratic presidential candidates were also scheduled to address the forum."
DOZEN = ("The hospital where she is staying is being guarded by about a dozen undercover police "
         "and military intelligence officers.")
POINTS = ("The broader Standard & Poor's 500 Index <.SPX> was up 9.05 points, or 0.94 percent, "
          "at 972.64.")


def test_a_cleft_on_a_counted_noun_keeps_its_count(parser: BuiltinParser) -> None:
    # Was refused: "a number cannot lead a cleft construction" for the count of a noun.
    texts = every_text(parser, SEVEN)
    assert ("It was seven of the nine Democratic presidential candidates that were also "
            "scheduled to address the forum.") in texts, texts


def test_a_reworded_count_still_cannot_lead_a_cleft(parser: BuiltinParser) -> None:
    # "It is twelve undercover police and military intelligence officers that guard ..."
    # loses "about" and says "a dozen" otherwise: still refused.
    texts = every_text(parser, DOZEN)
    assert not [t for t in texts if t.startswith("It is twelve")], texts


def test_an_amount_of_change_still_cannot_lead_a_cleft(parser: BuiltinParser) -> None:
    # "It was 9.05 points or 0.94 percent that the broader Standard & Poor's 500 Index was
    # up at 972.64": the number is a measure, not a count of the clause's subject.
    texts = every_text(parser, POINTS)
    assert not [t for t in texts if t.startswith("It was 9.05")], texts


def test_a_count_after_a_word_of_its_own_still_cannot_lead_a_cleft(parser: BuiltinParser) -> None:
    # Was kept for a while: "It was 2,000 Roman Catholics that lived in Banja Luka now",
    # which loses "only": the count must open its clause.
    texts = every_text(parser, "There are only 2,000 Roman Catholics living in Banja Luka now.")
    assert not [t for t in texts if t.startswith("It was 2,000")], texts
    texts = every_text(parser, "Two kids from Michigan are in today's third round.")
    assert "It is two kids from Michigan that are in today's third round." in texts, texts
