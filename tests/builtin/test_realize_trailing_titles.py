"""realize_trailing_titles: a title the source said before a name said bare after it (MRPC
train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_trailing_titles import title_after_name


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


LAWSUIT = _tokens("The lawsuit , filed after a 19-month investigation by the Employee Benefits "
                  "Security Administration , names former Enron Chairman Kenneth Lay and "
                  "former chief executive Jeff Skilling , among others .")
SIA = _tokens("SIA President George Scalise stated in a statement : \" September and third "
              "quarter data confirm that demand is rising briskly . \"")


def test_a_title_said_after_its_name_is_found() -> None:
    # Was kept (4250): read as three members
    assert title_after_name(
        "It is former Enron Chairman Kenneth Lay and Jeff Skilling former chief executive that "
        "the lawsuit, filed after a 19-month investigation by the Employee Benefits Security "
        "Administration, names among others.", LAWSUIT) == "Jeff Skilling former chief executive"


def test_a_title_in_its_place_or_a_verb_after_a_name_is_left() -> None:
    assert title_after_name(
        "Former Enron Chairman Kenneth Lay and former chief executive Jeff Skilling are named by"
        " the lawsuit, among others.", LAWSUIT) is None
    # 2134: "stated" is the verb after the name, no title
    assert title_after_name("In a statement, SIA President George Scalise stated: \"September "
                            "and third quarter data confirm that demand is rising briskly.\"",
                            SIA) is None
