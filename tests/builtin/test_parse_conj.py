"""MRPC tuning sentences whose every focus was refused because the parse dropped a
coordinator ("the parse dropped 'and' of the source"): the coordinated parts are now joined
by their coordinator's node, and the realizer says it back.  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

NEGOTIATORS = ("Negotiators talked with the boy for more than an hour, and SWAT officers "
               "surrounded the classroom, Bragdon said.")
IAEA = ("The International Atomic Energy Agency asked for information on the uranium assertions "
        "after London's dossier was published, but Britain did not provide any, U.N. officials "
        "said.")
RABIES = ("Health professionals say there is no rabies vaccine for humans in Zimbabwe and, even if "
          "it was available, it is too expensive for most bitten by infected dogs.")


def test_two_clauses_under_one_attribution_are_one_report(parser: BuiltinParser) -> None:
    # Was (say-01 :ARG1 talk-01 :ARG2 surround-01), "and" dropped: every focus refused
    edges = _edges(parser, NEGOTIATORS)
    assert ("say-01", ":ARG1", "and") in edges, edges
    assert ("and", ":op1", "talk-01") in edges, edges
    assert ("and", ":op2", "surround-01") in edges, edges
    assert not any(source == "say-01" and role == ":ARG2" for source, role, _ in edges), edges
    texts = every_text(parser, NEGOTIATORS)
    assert "Bragdon said negotiators talked with the boy for more than an hour, and SWAT " \
        "officers surrounded the classroom." in texts, texts
    assert "The classroom was surrounded by SWAT officers, and negotiators talked with the boy " \
        "for more than an hour, Bragdon said." in texts, texts


def test_but_between_two_reported_clauses_is_a_contrast(parser: BuiltinParser) -> None:
    edges = _edges(parser, IAEA)
    assert ("say-01", ":ARG1", "contrast-01") in edges, edges
    assert ("contrast-01", ":ARG1", "ask-02") in edges or ("contrast-01", ":ARG1", "ask-01") \
        in edges, edges
    assert ("contrast-01", ":ARG2", "provide-01") in edges, edges
    texts = every_text(parser, IAEA)
    assert "After London's dossier was published, the International Atomic Energy Agency asked " \
        "for information on the uranium assertions, but Britain did not provide any, U.N. " \
        "officials said." in texts, texts


def test_for_before_a_bare_participle_is_no_cause(parser: BuiltinParser) -> None:
    # Once "and" joined the two reported clauses, every focus said "it is too expensive if it
    # was even available because infected dogs bit it most"
    texts = every_text(parser, RABIES)
    assert not [t for t in texts if t and "because infected dogs" in t], texts
