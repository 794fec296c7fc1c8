"""Held-out MRPC sentences (train offset 4400) whose kept paraphrases a reader marked broken:
relative pronouns for things, particles and prepositions lost from the verb phrase, adverbs
inside infinitives, agreement and a participle said as its noun's predicate.  Each test
names the output it replaced; they parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

FINDER = ("The redesigned Finder also features search, coloured labels for customized organization "
          "of documents and projects and dynamic browsing of the network for Mac, Windows and UNIX "
          "file servers.")
LABELS = ("It also supports coloured labels to better organise documents, and dynamic browsing of "
          "the network for Mac, Windows and Unix file servers.")
INDEX = "The broader Standard & Poor's 500 Index <.SPX> was up 9.69 points, or 0.98 percent, at 994.53."
LAWYERS = ("Defence lawyers sought to have those charges thrown out, claiming the Bali court had no "
           "jurisdiction over those crimes.")
PROTESTERS = ("Protesters had been calling for an end to the country's hard-line establishment and "
              "for supreme leader Khamenei's death.")
HEARING = "Im hearing the same things I listened to 17 years ago."
SEC = "The Securities and Exchange Commission brought a related civil case on Thursday."
VILLEPIN = "The French Foreign Minister, Dominique de Villepin, is also expected to attend."


def _concepts(parser: BuiltinParser, sentence: str) -> set[str]:
    return {c for _, _, c in parsed(parser, sentence).instances()}


def test_a_bare_name_after_the_is_no_person(parser: BuiltinParser) -> None:
    # Was kept: "It is the redesigned Finder who also features search, ..." and "It is
    # Finder, who was redesigned, who also features search, ..." (Finder read as a person).
    assert "product" in _concepts(parser, FINDER)
    texts = every_text(parser, FINDER)
    assert any(t.startswith("It is the redesigned Finder that also features search") for t in texts), texts
    assert not [t for t in texts if "Finder who" in t or "Finder, who" in t], texts
    # nor the name focus stacking the owner's clause: "It is Finder that was redesigned that"
    assert not [t for t in texts if "Finder that was redesigned" in t], texts


def test_an_adverb_inside_an_infinitive_stays_there(parser: BuiltinParser) -> None:
    # Was kept: "It also supports coloured labels to organise documents, and dynamic browsing
    # of the network for Mac, Windows and Unix file servers to better." (and its passive and
    # fronted-purpose foci)
    texts = every_text(parser, LABELS)
    assert "Coloured labels are also supported by it to better organise documents, and dynamic " \
        "browsing of the network for Mac, Windows and Unix file servers." in texts, texts
    # ("To better organise documents, and dynamic browsing ...": the list torn into the
    # purpose, refused since prec55: realize_fronted_purpose_breaks)
    assert not any(t.startswith("To better organise documents, and dynamic browsing")
                   for t in texts), texts
    assert not [t for t in texts if "servers to better" in t], texts


def test_a_numbered_index_agrees_in_the_singular(parser: BuiltinParser) -> None:
    # Was kept: "It was the broader Standard & Poor's 500 Index that were up 9.69 points, ..."
    texts = every_text(parser, INDEX)
    assert "It was the broader Standard & Poor's 500 Index that was up 9.69 points, or 0.98 " \
        "percent, at 994.53." in texts, texts
    assert not [t for t in texts if "Index that were" in t], texts


def test_a_phrasal_verb_keeps_its_particle(parser: BuiltinParser) -> None:
    # Was kept: "Defence lawyers were the ones who sought to have those charges thrown,
    # claiming the Bali court had no jurisdiction over those crimes."
    texts = every_text(parser, LAWYERS)
    assert "Defence lawyers were the ones who sought to have those charges thrown out, claiming " \
        "the Bali court had no jurisdiction over those crimes." in texts, texts
    assert not [t for t in texts if "thrown," in t or t.endswith("thrown.")], texts


def test_a_purpose_joining_a_noun_and_an_event_refuses(parser: BuiltinParser) -> None:
    # Was kept: "It was protesters that had been calling an end to the country's hard-line
    # establishment and for supreme leader Khamenei to die." (lost "for")
    texts = every_text(parser, PROTESTERS)
    assert not [t for t in texts if "calling an end" in t or t.startswith("An end to")], texts


def test_an_apostrophe_less_contraction_keeps_the_progressive(parser: BuiltinParser) -> None:
    # Was kept: "I heard the same things that I listened to 17 years ago." (tense changed)
    texts = every_text(parser, HEARING)
    assert "I am hearing the same things that I listened to 17 years ago." in texts, texts
    assert not [t for t in texts if t.startswith("I heard")], texts


def test_a_participle_before_its_noun_is_no_predicate_focus(parser: BuiltinParser) -> None:
    # Was kept: "Civil case that the Securities and Exchange Commission brought on Thursday
    # was related."
    texts = every_text(parser, SEC)
    assert not [t for t in texts if t.endswith("was related.")], texts
    assert "A related civil case was brought by the Securities and Exchange Commission on " \
        "Thursday." in texts, texts


def test_a_named_title_keeps_its_noun(parser: BuiltinParser) -> None:
    # Was kept: "It is the French Foreign Dominique de Villepin that is also expected to
    # attend." (lost "Minister")
    texts = every_text(parser, VILLEPIN)
    # ("who": a person named with his post, prec19)
    assert "It is the French Foreign Minister Dominique de Villepin who is also expected to " \
        "attend." in texts, texts
    assert not [t for t in texts if "Foreign Dominique" in t], texts


def test_a_focus_modifier_of_a_title_keeps_the_source_order(parser: BuiltinParser) -> None:
    # Was kept: "It is Foreign the French Minister Dominique de Villepin that is also
    # expected to attend." (the "foreign" focus)
    texts = every_text(parser, VILLEPIN)
    # ("who": a person, picked out by a modifier of his post, prec19)
    assert "It is French Foreign Minister Dominique de Villepin who is also expected to " \
        "attend." in texts, texts
    assert not [t for t in texts if "Foreign the French" in t], texts


MAUSKOPF = ("On Friday, U.S. Attorney Roslynn Mauskopf said she would take over the probe from "
            "District Attorney William Murphy.")


def test_a_phrasal_verb_says_its_particle_once(parser: BuiltinParser) -> None:
    # Was kept: "It was U.S. Attorney Roslynn Mauskopf who said she would take over over the
    # probe from District Attorney William Murphy on Friday."
    texts = every_text(parser, MAUSKOPF)
    # (was asserted with the fronted "On Friday" drifted after the complement, where it
    # dates the takeover: "... from District Attorney William Murphy on Friday.")
    assert "It was U.S. Attorney Roslynn Mauskopf who said on Friday that she would take over " \
        "the probe from District Attorney William Murphy." in texts, texts
    assert not [t for t in texts if "over over" in t], texts


def test_an_adverb_inside_an_infinitive_cannot_be_the_focus(parser: BuiltinParser) -> None:
    # Was kept: "To better organise of it of documents, and dynamic browsing of the network
    # for Mac, Windows and Unix file servers, it also supports coloured labels."
    texts = every_text(parser, LABELS)
    assert not [t for t in texts if "organise of it" in t], texts
