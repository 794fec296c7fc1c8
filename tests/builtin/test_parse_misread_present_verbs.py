"""MRPC train sentences (tuning slices) whose only verb, a present tense, spaCy read as a
noun (parse_misread_present_verbs): every focus was refused before ("the focus heads no
sentence, only a noun phrase").  They parse with the real parser, so they move with it.

- the "-s" form as the root: "That exploit works on ..." (4986), "The lawsuit names
  Shelley, ..." (3481), "The new P25-S507 sports a 17-inch display ..." (6875);
- the "-s" form as the subject's apposition: "The lawsuit, filed after ..., names Lay and
  Skilling among others" (4249), "..., a reality TV dating show called Cupid, airs in the
  US on Wednesday" (4055);
- a plural subject and the bare form hung on the object: "Two new schemes target families
  ..." (6426), "Foreigners board helicopters ..." (2775).

And the texts the new parses opened that read another claim, refused: the participle aside
made the main clause ("..., the lawsuit that names Lay and Skilling among others was
filed.": realize_demoted_main_clauses), a passive of "work on" and "sport"
(realize_words.NO_PASSIVE).
"""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_demoted_main_clauses import main_clause_made_relative
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

EXPLOIT = "That exploit works on unpatched Windows 2000 machines with Service Pack 3 and 4."
DISPLAY = ("The new P25-S507 sports a 17-inch display with a resolution of 1,440 pixels by 900 "
           "pixels the same as Apples PowerBook.")
LAWSUIT = ("The lawsuit, filed after a 19-month investigation by the Employee Benefits Security "
           "Administration, names Lay and Skilling among others.")
CUPID = ("Music mogul Simon Cowell's latest project, a reality TV dating show called Cupid, airs "
         "in the US on Wednesday.")
SCHEMES = "Two new schemes target families of those serving in the military and e-mail users."
PLAN_TOKENS = "The plan , called The NIH Roadmap , was developed over 14 months ."
FOREIGNERS = ("Foreigners board helicopters for evacuation from the European Union compound in "
              "Monrovia, Liberia, on Monday.")


def test_a_root_read_as_a_plural_is_the_verb(parser: BuiltinParser) -> None:
    found = edges(parser, EXPLOIT)
    assert ("work-01", ":ARG0", "exploit") in found, found
    texts = every_text(parser, EXPLOIT)
    assert "It is that exploit that works on unpatched Windows 2000 machines with Service Pack " \
           "3 and 4." in texts, texts
    assert not any("worked on by" in t for t in texts), texts
    found = edges(parser, DISPLAY)
    assert ("sport-01", ":ARG1", "display") in found, found
    assert not any("sported by" in t for t in every_text(parser, DISPLAY))


def test_an_apposition_read_as_a_plural_is_the_verb(parser: BuiltinParser) -> None:
    found = edges(parser, LAWSUIT)
    assert ("name-01", ":ARG0", "lawsuit") in found, found
    assert ("file-01", ":ARG1", "lawsuit") in found, found
    texts = every_text(parser, LAWSUIT)
    assert "Lay and Skilling are named by the lawsuit, filed after a 19-month investigation by " \
           "the Employee Benefits Security Administration, among others." in texts, texts
    found = edges(parser, CUPID)
    assert any(v == "air-01" and c == "project" for v, _, c in found), found
    assert ("air-01", ":time", "date-entity") in found, found


def test_a_bare_verb_between_subject_and_object_is_the_verb(parser: BuiltinParser) -> None:
    found = edges(parser, SCHEMES)
    assert ("target-01", ":ARG0", "scheme") in found, found
    assert ("target-01", ":ARG1", "family") in found, found
    found = edges(parser, FOREIGNERS)
    assert ("board-01", ":ARG0", "foreigner") in found, found
    assert ("board-01", ":time", "date-entity") in found, found


def test_a_participle_aside_said_as_the_main_clause_is_found() -> None:
    tokens = LAWSUIT.replace(",", " ,").replace(".", " .").split()
    assert main_clause_made_relative(
        "After a 19-month investigation by the Employee Benefits Security Administration, the "
        "lawsuit that names Lay and Skilling among others was filed.", tokens) == "that names lay"
    # (a relative pronoun's aside as before)
    tokens = PLAN_TOKENS.split()
    assert main_clause_made_relative("The plan that was developed over 14 months was called The "
                                     "NIH Roadmap.", tokens) == "that was developed"
