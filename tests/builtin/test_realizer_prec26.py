"""Faults of kept texts read in MRPC train 3000-3099 and 6500-6599 and of texts drop18's
parser fixes surfaced (all tuning sentences): a place fronted before a copula's subject
read as where the subject is, a gapped passive conjunct read as a noun phrase, an
existential on a noun whose "no" was its clause's, a name's cleft taking a preposition
of the sentence around it, the source's opening plural noun kept capitalised, and one of
coordinated clauses said as a relative clause.  They parse with the real parser, so they
move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CANADA = ("In Canada, the booming dollar will be in focus again as it tries to stay above the "
          "75 cent (U.S.) mark.")  # MRPC train 6532
SWEEP = ("More than 130 people have been arrested and $17 million worth of property seized in "
         "an Internet fraud sweep announced Friday by three U.S. government agencies.")  # 3086
DANGER = "Both NASA and Russian space officials said it posed no danger to the crew."  # 6564
BUSH = ("The Legislature on Wednesday sent Gov. Jeb Bush a bill it hopes will lower malpractice "
        "insurance rates and keep doctors from limiting their practices or moving out of "
        "state.")  # 6632
DENNEHY = ("Authorities and Baylor officials say Dennehy, 21, hasn't been heard from in more "
           "than two weeks.")  # 3415
TANZI = ("Magistrates searched Tanzi's home near Parma on Wednesday and tried to question him "
         "the same day, only to find he had left Italy for an undisclosed foreign "
         "country.")  # 1588
SINGAPORE = ("In July 32 Singaporean police officers were sent to Baghdad to help train Iraqi "
             "police forces and returned home last month.")  # 1266


def _said(texts: list[str | None]) -> list[str]:
    return [t for t in texts if t]


def test_a_place_fronted_before_a_copulas_subject_is_the_clauses_location(
        parser: BuiltinParser) -> None:
    # was be-located-at-91 :ARG2 Canada :location focus: "the booming dollar will be in
    # Canada in focus again"
    edges = _edges(parser, CANADA)
    assert ("be-located-at-91", ":ARG2", "focus") in edges, edges
    assert ("be-located-at-91", ":location", "country") in edges, edges
    texts = _said(every_text(parser, CANADA))
    assert not [t for t in texts if "in Canada in focus" in t], texts
    assert "It is the booming dollar that will be in focus in Canada again as it tries to " \
        "stay above the 75 cent (U.S.) mark." in texts, texts


def test_a_gapped_passive_conjunct_is_a_clause(parser: BuiltinParser) -> None:
    # "and $17 million worth of property seized" borrows "have been": was a noun phrase
    # with a relative clause joined to a clause ("..., and $17 million worth of property
    # that was seized in ...")
    assert ("seize-01", ":ARG1", "worth") in _edges(parser, SWEEP)
    texts = _said(every_text(parser, SWEEP))
    assert not [t for t in texts if "property that was seized" in t], texts
    assert "More than 130 people have been arrested, and $17 million worth of property was " \
        "seized in an Internet fraud sweep announced Friday by three U.S. government " \
        "agencies." in texts, texts


def test_no_existential_on_a_noun_whose_no_was_its_clauses(parser: BuiltinParser) -> None:
    texts = _said(every_text(parser, DANGER))
    assert not [t for t in texts if t.startswith("There was no danger")], texts


def test_a_names_cleft_takes_no_preposition_of_the_sentence_around_it(
        parser: BuiltinParser) -> None:
    # the name and its title as the focus walked back over "sent" and "on Wednesday"
    texts = _said(every_text(parser, BUSH))
    assert not [t for t in texts if t.startswith("It was on Gov.")], texts
    assert any(t.startswith("It was to Gov. Jeb Bush that the Legislature sent a bill")
               for t in texts), texts


def test_the_sources_opening_plural_noun_is_said_in_lower_case(parser: BuiltinParser) -> None:
    texts = _said(every_text(parser, DENNEHY))
    assert not [t for t in texts if " Authorities" in t], texts
    assert "It is authorities and Baylor officials who say Dennehy, 21, has not been heard " \
        "from in more than two weeks." in texts, texts
    # one the parse made a one-word name
    texts = _said(every_text(parser, TANZI))
    assert not [t for t in texts if " Magistrates" in t], texts


def test_one_of_coordinated_clauses_is_no_relative_clause_of_their_subject(
        parser: BuiltinParser) -> None:
    texts = _said(every_text(parser, SINGAPORE))
    assert not [t for t in texts if "officers that returned" in t], texts


MOSQUE = '"Then they moved inside the mosque and started firing on the people."'  # MRPC 6851
CRUZ = ("Cruz looked like a police sketch of the suspect and had injuries consistent with what "
        "police expected from the struggle he had with Jennette's mother, Chief William "
        "Lansdowne said.")  # 35
PINES = ("Pines said he would convene the relevant party bodies within 10 days to discuss "
         "whether new elections would be held or whether a temporary leader would be "
         "appointed.")  # 1488


def test_a_surname_that_is_a_things_plural_keeps_its_capital(parser: BuiltinParser) -> None:
    texts = _said(every_text(parser, PINES))
    assert not [t for t in texts if " pines" in t], texts


def test_no_path_of_motion_or_linking_like_phrase_is_fronted(parser: BuiltinParser) -> None:
    # "Inside the mosque, they moved then, ..." (where they went, said as where they were);
    # "Like a police sketch of the suspect, Cruz looked, ..." (the verb's predicate)
    texts = _said(every_text(parser, MOSQUE))
    assert not [t for t in texts if t.startswith("Inside the mosque")], texts
    texts = _said(every_text(parser, CRUZ))
    assert not [t for t in texts if t.startswith("Like a police sketch")], texts
