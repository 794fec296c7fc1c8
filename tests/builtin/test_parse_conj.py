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
    # The surrounding said first ("The classroom was surrounded by SWAT officers, and
    # negotiators talked with the boy ...") is refused since: two past events keep the order
    # the source told them in (realize_old_root.two_past_events)
    assert not any(text.startswith("The classroom was surrounded") for text in texts), texts


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


DHWG = ("The DHWG says it will instead create a format that can be used by all devices but can "
        "accommodate other formats.")
CONSTITUTION = ("That state will not emerge until the interim government decides on a process to "
                "write a new constitution and to hold the first democratic elections.")
SMASH = ("Burrell said Diana wrote a letter in October 1996 claiming there was a plot to kill her "
         "in a smash and gave it to him to keep as insurance.")


def test_a_modal_relative_clause_keeps_its_coordinated_verb(parser: BuiltinParser) -> None:
    # "can accommodate" was dropped (the modal held the relative clause by no role, and the
    # passive's agent, the devices, was taken as the later verb's subject)
    edges = _edges(parser, DHWG)
    assert ("accommodate-01", ":ARG0", "format") in edges, edges
    assert ("format", ":mod", "possible-01") in edges, edges
    texts = every_text(parser, DHWG)
    # "... but can accommodate other formats instead, the DHWG says." was kept: "instead"
    # said last takes the wrong scope (realize_moved_adverbs refuses it)
    assert not [t for t in texts if t and "formats instead" in t], texts
    # "will instead create" kept its "will" (was "It creates a format ... instead")
    assert not [t for t in texts if t and "it creates" in t.lower()], texts


def test_coordinated_infinitives_of_a_noun_are_both_kept(parser: BuiltinParser) -> None:
    edges = _edges(parser, CONSTITUTION)
    assert ("process", ":ARG0-of", "hold-01") in edges or ("hold-01", ":ARG0", "process") \
        in edges, edges
    texts = every_text(parser, CONSTITUTION)
    assert "Until the interim government decides on a process to write a new constitution and to " \
        "hold the first democratic elections, that state will not emerge." in texts, texts


def test_a_finite_verb_after_an_infinitive_is_no_conjunct_of_it(parser: BuiltinParser) -> None:
    # spaCy hangs "gave" on "to kill": the plot gave nothing, so every focus stays refused
    edges = _edges(parser, SMASH)
    assert not any(concept == "give-01" for _, _, concept in edges), edges
    assert not [t for t in every_text(parser, SMASH) if t], "refused"


SHIPS = ("Port authorities in Romania said two ships that sank during World War II but resurfaced "
         "due to low water levels could block river traffic.")


def test_a_verb_after_but_ends_the_relative_clause_not_a_clausal_subject(
        parser: BuiltinParser) -> None:
    # spaCy made "resurfaced" the csubj of "block" ("the ships resurfacing could block"), "but"
    # joined nothing and every focus was refused
    edges = _edges(parser, SHIPS)
    assert ("block-01", ":ARG0", "ship") in edges, edges
    assert not any(role == ":ARG0" and source == "block-01" and target == "resurface-01"
                   for source, role, target in edges), edges
    texts = every_text(parser, SHIPS)
    assert "River traffic could be blocked by two ships that sank during World War II but " \
        "resurfaced because of low water levels, port authorities in Romania said." in texts, texts


ANSWER = ('The answer, the group said, would be to "create a format that can be used by all '
          'devices but can accommodate other formats."')


def test_an_infinitive_after_a_copula_is_no_act_of_its_subject(parser: BuiltinParser) -> None:
    # Once "but" joined the relative clauses, the format's focus said "A format that can be
    # used by all devices but can accommodate other formats is created by the answer"
    edges = _edges(parser, ANSWER)
    assert ("create-01", ":ARG0", "answer") not in edges, edges
    texts = every_text(parser, ANSWER)
    assert not [t for t in texts if t and "by the answer" in t], texts
