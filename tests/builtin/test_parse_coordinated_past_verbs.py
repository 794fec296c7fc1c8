"""MRPC train sentences (tuning slices) whose coordinated past-tense verb spaCy read as an
adjective of its object (parse_misread_past_verbs.repair_coordinated_past_verbs): "went to
his home, and attempted suicide" (4358) said the suicide as a second place gone to, and
"lingered well into Wednesday and enhanced demand for ..." (4154) an enhanced demand; both
had no rebuilt text.  And a sentence's only verb, a past form right after its subject,
read as the subject's participle (repair_participle_roots): "In 1999 the American Film
Institute named Hepburn as ..." (477), "In March, 67 percent connected through cable, ..."
(1769).  They parse with the real parser, so they move with it.
"""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SUICIDE = "He left the ship after the collision, went to his home, and attempted suicide."
AFTERGLOW = ("The Fed afterglow lingered well into Wednesday and enhanced demand for the second "
             "installment of a massive U.S. Treasury refunding.")


def test_a_coordinated_past_verb_read_as_an_adjective_is_a_verb(parser: BuiltinParser) -> None:
    found = edges(parser, SUICIDE)
    assert ("attempt-01", ":ARG1", "suicide") in found, found
    assert not any(c == "suicide" for v, r, c in found if v == "go-02" or v == "go-01"), found
    assert "He left the ship after the collision, and he went to his home and attempted " \
           "suicide." in every_text(parser, SUICIDE)
    found = edges(parser, AFTERGLOW)
    assert ("enhance-01", ":ARG1", "demand") in found or \
        ("enhance-01", ":ARG1", "demand-01") in found, found


HEPBURN = ("In 1999 the American Film Institute named Hepburn as the 20th century's greatest "
           "screen actress.")
POLLED = ("Analysts polled by Reuters Research, a unit of Reuters Group Plc, on average forecast "
          "profit of $1.69 per share.")


def test_a_past_verb_read_as_its_subjects_participle_is_the_verb(parser: BuiltinParser) -> None:
    found = edges(parser, HEPBURN)
    assert ("name-01", ":ARG0", "organization") in found, found
    assert ("name-01", ":ARG1", "person") in found, found
    assert "It was the American Film Institute that named Hepburn as the 20th century's " \
           "greatest screen actress in 1999." in every_text(parser, HEPBURN)
    # a participle with its 'by' agent stays the noun's
    assert not any(v == "poll-01" and r == ":ARG0" and c == "analyst"
                   for v, r, c in edges(parser, POLLED))
