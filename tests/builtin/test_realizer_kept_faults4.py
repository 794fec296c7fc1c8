"""Faults found by reading kept paraphrases of MRPC train sentences (tuning stretch 4100-4200,
round 34): an attribution said twice, once as a relative clause of the copula's last noun
("... in 2000 that the U.S. census said, according to the U.S. census"), and an adjective
after its noun that spaCy read as a clause of its own ("operatives loyal to X do not require
Y" said as two reports: "operatives are loyal to X, ... Y are not required"), a word read
as a second role of a verb before it ("record" in "a three-legged, record $58 billion
refunding": "is slated to recording ..."), a clause before a semicolon read as what the verb
after it says, a possessive moved before its noun ("Their conditions were not available,
and the injured ..."), a charged gerund said as an irregular past ("he dealt arms"), an
"as" phrase read as part of the object ("Novell's move as a desperate measure was
characterized"), a past under "likely" said as a future ("will probably sign"), and the
complement of a noun or an adjective fronted as a topic ("To the original plan, many of the
changes improve").  Each test
names the bad text it replaced; they parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CENSUS = "The state's population was 6,080,485 in 2000, according to the U.S. census."
OPERATIVES = ("U.S. officials say operatives loyal to the ousted Saddam government do not require "
              "hightechnology eavesdropping devices to gather substantial amounts of information on "
              "the activities of American officials.")


def test_an_attribution_is_not_said_twice(parser: BuiltinParser) -> None:
    # Was "The state's population was 6,080,485 in 2000 that the U.S. census said, according
    # to the U.S. census."
    texts = [t for t in every_text(parser, CENSUS) if t]
    assert not [t for t in texts if "census said" in t and "according to" in t], texts
    assert "According to the U.S. census, the state's population was 6,080,485 in 2000." in texts


def test_an_adjective_after_its_noun_describes_the_subject(parser: BuiltinParser) -> None:
    # Was "U.S. officials are the ones who say operatives are loyal to the ousted Saddam
    # government hightechnology eavesdropping devices are not required to gather ..."
    assert ("require-01", ":ARG0", "operative") in edges(parser, OPERATIVES)
    texts = [t for t in every_text(parser, OPERATIVES) if t]
    assert not [t for t in texts if "are loyal" in t], texts
    assert "Operatives loyal to the ousted Saddam government do not require hightechnology " \
        "eavesdropping devices to gather substantial amounts of information on the activities " \
        "of American officials, U.S. officials say." in texts


SLATED = ("In the second installment of a three-legged, record $58 billion refunding, the U.S. "
          "Treasury is slated to sell $18 billion in five-year notes on Wednesday.")
BONCYK = ("Mrs Boncyk's husband, Wayne, had taken the family car to work, so his wife and children "
          "had to ride with neighbours.")


def test_a_role_filled_on_both_sides_of_its_verb_is_refused(parser: BuiltinParser) -> None:
    # Were "The U.S. Treasury is slated to recording $58 billion refunding in the second
    # installment of a three-legged to sell ..." ("record" read as a second :ARG2 of
    # "slated") and "Wayne, who is a husband of Mrs Boncyk, had to have taken the family car
    # to work so his wife and children to ride with neighbours"
    for sentence, bad in ((SLATED, "slated to recording"), (BONCYK, "had to have taken")):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if bad in t], texts


LUPAS = ("No charges have been filed in the deaths of the other victims; Lupas said authorities "
         "were making progress in the case.")
INJURED = ("The injured were taken to hospitals in Jefferson City and Columbia, about 48km north; "
           "their conditions were not immediately available.")


def test_a_clause_before_a_semicolon_is_not_what_the_next_verb_says(parser: BuiltinParser) -> None:
    # Were "It was Lupas that said authorities were making progress in the case no charges
    # have been filed ..." and "Authorities were making progress in the case, which Lupas
    # said no charges have been filed ..."
    assert ("multi-sentence", ":snt1", "file-01") in edges(parser, LUPAS)
    texts = [t for t in every_text(parser, LUPAS) if t]
    assert not [t for t in texts if "which Lupas said" in t or "case no charges" in t], texts
    assert "Lupas said authorities were making progress in the case, and no charges have been " \
        "filed in the deaths of the other victims." in texts


def test_a_possessive_is_not_moved_before_its_noun(parser: BuiltinParser) -> None:
    # Was "Their conditions were not available immediately, and injuring were taken to ..."
    texts = [t for t in every_text(parser, INJURED) if t]
    assert not [t for t in texts if t.startswith("Their")], texts


LAKHANI = ("He was charged with attempting to provide material support and resources to terrorists, "
           "and dealing arms without a licence.")


def test_a_charged_gerund_is_not_said_as_an_irregular_past(parser: BuiltinParser) -> None:
    # Was "He was charged with attempting to provide material support and resources to
    # terrorists, and he dealt arms without licence.": the charge said as a deed
    texts = [t for t in every_text(parser, LAKHANI) if t]
    assert not [t for t in texts if "dealt" in t], texts


MCBRIDE = ("McBride characterized Novell's move as \"a desperate measure to curry favor with the "
           "Linux community.\"")
DYNEGY = ("Since both companies described the talks as exclusive, it's likely the two signed an "
          "agreement saying Dynegy wouldn't talk to other suitors for a certain period of time.")


def test_an_as_phrase_is_the_role_of_its_verb(parser: BuiltinParser) -> None:
    # Was "Novell's move as \"a desperate measure ...\" was characterized by McBride."
    assert ("characterize-01", ":ARG2", "measure") in edges(parser, MCBRIDE)
    texts = [t for t in every_text(parser, MCBRIDE) if t]
    assert not [t for t in texts if t.startswith("Novell's move as") or "move as a desperate "
                "measure to curry favor with the Linux community that" in t], texts
    assert "It was Novell's move that McBride characterized as \"a desperate measure to curry " \
           "favor with the Linux community.\"" in texts


def test_a_past_event_under_likely_keeps_its_past(parser: BuiltinParser) -> None:
    # Was "The two will probably sign an agreement ..." for "it's likely the two signed"
    texts = [t for t in every_text(parser, DYNEGY) if t]
    assert not [t for t in texts if "probably sign " in t or "probably be signed" in t], texts
    assert "The two will probably have signed an agreement saying Dynegy wouldn't talk to other " \
        "suitors for a certain period of time because both companies described the talks as " \
        "exclusive." in texts


CHANGES = "Many of the changes are improvements to the original plan, Libeskind said."
CRANKY = "And several Senate Republicans are cranky about the House map."
BRITISH = ("A major British study has added to the evidence that hormone replacement therapy "
           "increases the risk of breast cancer.")


def test_a_complement_of_a_noun_or_adjective_is_not_fronted(parser: BuiltinParser) -> None:
    # Were "To the original plan, many of the changes improve, Libeskind said.", "About the
    # House map, several Senate Republicans are cranky." and "To the evidence that ..., a
    # major British study has added."
    for sentence, lead in ((CHANGES, "To the original plan"), (CRANKY, "About the House map"),
                           (BRITISH, "To the evidence")):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if t.startswith(lead)], texts
