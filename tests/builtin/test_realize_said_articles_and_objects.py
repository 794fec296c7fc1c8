"""MRPC train sentences 600..1000 whose kept rebuilt outputs misread the source: a quoted
noun that lost its article ('branded the shift a "mistake"'), the noun a verb says its
object is, picked out in an existential ("There was a mistake that Mr. Soros branded ..."),
and a numbered designation that lost its article ("through 2004-2005 season")."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SOROS = 'Mr. Soros branded Mr. Snow\'s policy shift a "mistake."'
CRITICISED = 'Soros criticised Snow\'s policy shift as a "mistake".'
WYLE = ("Actor Noah Wyle, who has played Dr. John Carter since the shows inception in 1994, "
        "extended his contract with the show through the 2004-2005 season.")


def test_a_quoted_noun_keeps_its_article(parser: BuiltinParser) -> None:
    # Were kept: "It was Mr. Soros who branded Mr. Snow's policy shift mistake.", "Mr. Snow's
    # policy shift was branded mistake by Mr. Soros.", "... criticised Snow's policy shift as
    # mistake."
    texts = [t for t in every_text(parser, SOROS) if t]
    assert "Mr. Snow's policy shift was branded a \"mistake\" by Mr. Soros." in texts, texts
    assert not [t for t in texts if t.endswith(" mistake.") and "a mistake" not in t], texts
    texts = [t for t in every_text(parser, CRITICISED) if t]
    assert "It was Soros who criticised Snow's policy shift as a \"mistake.\"" in texts, texts
    assert not [t for t in texts if "as mistake" in t], texts


def test_an_objects_predicate_noun_is_not_picked_out(parser: BuiltinParser) -> None:
    # With its article back, the focus on "mistake" said "There was a mistake that Mr. Soros
    # branded Mr. Snow's policy shift."
    texts = [t for t in every_text(parser, SOROS) if t]
    assert not [t for t in texts if t.startswith(("There was a mistake", "It was a mistake"))], \
        texts


def test_a_numbered_designation_keeps_the_sources_article(parser: BuiltinParser) -> None:
    # Were kept (7 texts): "... extended his contract with the show through 2004-2005 season."
    texts = [t for t in every_text(parser, WYLE) if t]
    assert not [t for t in texts if "through 2004-2005" in t.lower()], texts
    # (the opening "Actor" describes him, no title: lowercased off the start, prec19)
    assert "Through the 2004-2005 season, actor Noah Wyle, who has played Dr. John Carter since " \
        "the shows inception in 1994, extended his contract with the show." in texts, texts


ASEAN = ("ASEAN comprises Brunei, Cambodia, Indonesia, Laos, Malaysia, Myanmar, the Philippines, "
         "Singapore, Thailand and Vietnam.")


def test_a_bare_object_strands_no_preposition(parser: BuiltinParser) -> None:
    # Were kept (9 texts): "It is Brunei, Cambodia, ... and Vietnam that ASEAN comprises of."
    texts = [t for t in every_text(parser, ASEAN) if t]
    assert not [t for t in texts if t.endswith("comprises of.")], texts
    assert "It is Brunei, Cambodia, Indonesia, Laos, Malaysia, Myanmar, the Philippines, " \
        "Singapore, Thailand and Vietnam that ASEAN comprises." in texts, texts
    # a recipient said before the object still strands its "to"
    assert "He was the one that she gave a book to." in every_text(parser, "She gave him a book.")


BERLUSCONI = ("This means Berlusconi will be safe from prosecution until he leaves elected "
              "office, scheduled for 2006.")


def test_what_a_thing_means_is_no_report_tag(parser: BuiltinParser) -> None:
    # Were kept (5 texts over two sentences): "Berlusconi will be safe from prosecution until
    # he leaves elected office, scheduled for 2006, this means."
    texts = [t for t in every_text(parser, BERLUSCONI) if t]
    assert not [t for t in texts if t.endswith(", this means.")], texts
    assert "What this means is that Berlusconi will be safe from prosecution until he leaves " \
        "elected office, scheduled for 2006." in texts, texts
