"""Quotations that read badly in kept paraphrases of held-out MRPC sentences: titles in
quotes, partial quotations, quotations split by their attribution.  Each test names the
output it replaced; they parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

FIND_ME = "O'Donnell wrote in her autobiography, \"Find Me,\" that she was \"an abused child.\""
FIND_ME_FRONTED = "In her autobiography, \"Find Me,\" O'Donnell wrote, \"I was an abused kid."


def test_a_quoted_title_after_its_noun_is_a_name(parser: BuiltinParser) -> None:
    # Was kept: 'O'Donnell wrote in her autobiography: "Find Me, an abused child."' and
    # 'Find me, O'Donnell wrote autobiography.' (the title read as an order, find-01
    # :mode imperative, with the written clause under it).
    for sentence in (FIND_ME, FIND_ME_FRONTED):
        edges = _edges(parser, sentence)
        assert ("autobiography", ":mod", "work-of-art") in edges
        assert ("work-of-art", ":name", "name") in edges
        assert not [e for e in edges if e[0] == "find-01" or e[2] == "find-01"], edges
        assert ("write-01", ":location", "autobiography") in edges
    graph = parsed(parser, FIND_ME)
    assert [t for _, _, t in graph.attributes() if t in ('"Find"', '"Me"')] == ['"Find"', '"Me"']


def test_a_quoted_title_is_said_in_its_quotation_marks(parser: BuiltinParser) -> None:
    # Was kept: 'In her autobiography, find me, O'Donnell wrote to being an abused kid.'
    texts = every_text(parser, FIND_ME_FRONTED)
    # "... O'Donnell wrote that I am an abused kid." was asserted here; its "I" is now the
    # teller's (realize_said_reports.quotation_as_report refuses it)
    assert not [t for t in texts if "wrote that I" in t], texts
    assert [t for t in texts if '"Find Me' in t], texts
    assert not [t for t in texts if "find me" in t.lower() and '"Find Me' not in t], texts
    assert not [t for t in texts if t.count('"') % 2 and not t.endswith("kid.")], texts
    texts = every_text(parser, "The movie, \"Gone with the Wind,\" was shown on Sunday.")
    assert "On Sunday, the movie, \"Gone with the Wind\", was shown." in texts


def test_a_partial_quotation_keeps_its_subject(parser: BuiltinParser) -> None:
    # Was kept: 'O'Donnell wrote in her autobiography: "Find Me, an abused child."': the
    # quoted predicate "an abused child" said as the whole quotation, "she was" lost.
    texts = every_text(parser, FIND_ME)
    assert "In her autobiography, \"Find Me\", O'Donnell wrote that she was \"an abused child.\"" in texts
    assert not [t for t in texts if ': "An abused child' in t or "Find Me, an" in t], texts


def test_a_clause_in_quotes_is_no_title(parser: BuiltinParser) -> None:
    # A quoted stretch with a subject is a quotation, not a name.
    edges = _edges(parser, "The report, \"We Are Failing,\" said costs rose.")
    assert not [e for e in edges if e[2] == "work-of-art"], edges


ROBERTS = ("\"In Iraq,\" Sen. Pat Roberts (R-Kan.), chairman of the intelligence committee, said "
           "on CNN's \"Late Edition\" yesterday, \"we're now fighting an anti-guerrilla . . . effort.\"")


def test_the_first_part_of_a_split_quotation_is_quoted(parser: BuiltinParser) -> None:
    # Was kept: 'Sen. Pat Roberts (R-Kan.), ..., said in Iraq on CNN's Late Edition
    # yesterday: "We are fighting an anti-guerrilla now." Effort.' ("In Iraq" where he
    # spoke; the spaced ellipsis ended the sentence, so "effort" was a sentence of its own).
    edges = _edges(parser, ROBERTS)
    assert ("fight-01", ":location", "country") in edges
    assert ("say-01", ":location", "country") not in edges
    assert ("fight-01", ":ARG1", "effort") in edges
    assert not [e for e in edges if e[0] == "multi-sentence"], edges
    texts = every_text(parser, ROBERTS)
    assert not [t for t in texts if "said in Iraq" in t or "Effort." in t], texts
    assert ("\"In Iraq, we're now fighting an anti-guerrilla ... effort,\" Sen. Pat Roberts "
            "(R-Kan.), chairman of the intelligence committee, said on CNN's \"Late Edition\" "
            "yesterday.") in texts


def test_a_modifier_outside_the_quotes_stays_with_the_speaker(parser: BuiltinParser) -> None:
    # Only what is quoted moves: "yesterday", said outside the quotation marks, is when
    # the speaker spoke.
    edges = _edges(parser, "Yesterday, he said, \"we're now fighting an effort.\"")
    assert ("say-01", ":time", "yesterday") in edges


MILLS = ("Mills yesterday admitted, \"We made some mistakes with this exam and it's up to us "
         "to identify and correct them.")


def test_a_lost_phrase_with_a_person_in_it_is_unparsed(parser: BuiltinParser) -> None:
    # Was kept: 'It was yesterday that mills admitted that we made some mistakes with this
    # exam, and it to identify and correct.' ("it's up to us to" lost: "us" unparsed now,
    # so outputs rebuilt without it are refused).
    texts = every_text(parser, MILLS)
    assert not [t for t in texts if "and it to identify" in t], texts


def test_a_quoted_title_on_a_name_is_no_modifier_of_it(parser: BuiltinParser) -> None:
    # spaCy makes "Meet the Press" an apposition of "NBC": read as the network's :mod it was
    # said 'On "Meet the Press" NBC, he appeared'; only a common noun takes a title.
    edges = _edges(parser, "He appeared on NBC's \"Meet the Press\" on Sunday.")
    assert ("organization", ":mod", "work-of-art") not in edges
    texts = every_text(parser, "He appeared on NBC's \"Meet the Press\" on Sunday.")
    assert not [t for t in texts if "Press\" NBC" in t or "Meet Press" in t], texts


def test_a_quoted_name_that_was_said_stays_a_quotation(parser: BuiltinParser) -> None:
    # Only a title in apposition opens no quotation: "Allahu Akbar" is what they cried,
    # and a focus inside the sentence is refused as before, not rebuilt as 'It is God that
    # is the Greatest as Bashir walked ..., which they cried "Allahu Akbar"'.
    texts = every_text(parser, "Earlier, they had defied a police order and cried \"Allahu Akbar\" "
                               "(God is Greatest) as Bashir walked to his seat in the tightly "
                               "guarded courtroom.")
    assert not [t for t in texts if "which they cried" in t], texts
