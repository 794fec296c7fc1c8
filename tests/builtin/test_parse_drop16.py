"""MRPC train sentences whose every focus was refused because the parse dropped words of
the source, and what they are said as now.  They parse with the real parser, so they move
with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

MOVIES = ('His movies include "Malcolm X," "Summer of Sam," "Jungle Fever" and "Do the Right '
          'Thing."')
DIRECTED = 'He has also directed "The Flintstones," "Beethoven," and "Jingle All The Way."'
CREDITS = 'Wyle\'s feature credits also include "White Oleander," "Enough" and "Donnie Darko."'
DUNLAP = ('Dunlap won both the swimsuit competition and the talent portion of the competition, '
          'singing "If I Could."')
HAGEL = ('"This is a cloud hanging over their credibility, their word," Hagel said on ABC\'s '
         '"This Week."')


def test_a_list_of_quoted_titles_is_one_list_of_names(parser: BuiltinParser) -> None:
    # spaCy: "Summer" a second object of "include", "Jungle Fever" its apposition, "Do" a
    # verb; the rules kept "Malcolm X" alone ("the parse dropped 'Jungle'")
    edges = _edges(parser, MOVIES)
    assert ("include-01", ":ARG1", "and") in edges, edges
    assert sum(1 for e in edges if e[0] == "and" and e[2] == "work-of-art") == 4, edges
    texts = every_text(parser, MOVIES)
    assert 'It is "Malcolm X", "Summer of Sam", "Jungle Fever", and "Do the Right Thing" that ' \
        "his movies include." in texts, texts
    # "Beethoven" an apposition, "Way" an adverb of "Jingle"
    texts = every_text(parser, DIRECTED)
    assert 'It is "The Flintstones", "Beethoven", and "Jingle All The Way" that he has also ' \
        "directed." in texts, texts
    texts = every_text(parser, CREDITS)
    assert 'It is "White Oleander", "Enough", and "Donnie Darko" that Wyle\'s feature credits ' \
        "also include." in texts, texts


def test_a_quoted_title_keeps_its_the_and_its_marks(parser: BuiltinParser) -> None:
    # The name kept no "the" ('"Do Right Thing"'), and a title closed by the sentence's
    # period inside its marks was said bare ("singing if I could")
    texts = every_text(parser, DUNLAP)
    assert 'It was Dunlap who won both the swimsuit competition and the talent portion of the ' \
        'competition, singing "If I Could."' in texts, texts
    assert not [t for t in texts if t and "if I could" in t], texts


def test_a_title_said_without_its_marks_is_refused(parser: BuiltinParser) -> None:
    # "on ABC's This Week": the show's name read as words of the sentence
    texts = every_text(parser, HAGEL)
    assert not [t for t in texts if t and "This Week" in t and '"This Week' not in t], texts


LINDBERG = ('"It is bad for Symbian," said Per Lindberg, analyst at Dresdner Kleinwort '
            'Wasserstein.')
LIMBAUGH = ('"You know I have always tried to be honest with you and open about my life," '
            'Limbaugh said Friday on his program.')
MERRILL = ('"We are pleased with the judge\'s decision and pleased that they accepted our '
           'arguments," a Merrill spokesman said Tuesday.')
DOLLAR = ("The dollar was at 116.92 yen against the yen , flat on the session, and at 1.2891 "
          "against the Swiss franc , also flat.")


def test_a_first_name_read_as_a_preposition(parser: BuiltinParser) -> None:
    # spaCy: "Per"/IN a phrase of "said"; the speaker became the saying's :mod and every
    # focus was refused ("a quotation whose speaker the parse did not find")
    edges = _edges(parser, LINDBERG)
    assert ("say-01", ":ARG0", "person") in edges, edges
    texts = every_text(parser, LINDBERG)
    assert 'Per Lindberg, analyst at Dresdner Kleinwort Wasserstein, said: "It is bad for ' \
        'Symbian."' in texts, texts


def test_a_second_predicate_adjective_on_the_copula(parser: BuiltinParser) -> None:
    # spaCy: "open"/conj of "be", read as open-04 with "my life" the thing opened and no
    # subject ("the parse gave a shared subject of coordinated verbs to another noun")
    edges = _edges(parser, LIMBAUGH)
    assert ("open-04", ":ARG1", "i") in edges, edges
    assert ("open-04", ":topic", "life") in edges, edges
    texts = every_text(parser, LIMBAUGH)
    assert 'On Friday, Limbaugh said on his program: "You know I have always tried to be ' \
        'honest with you and open about my life."' in texts, texts
    # the adjective said again, tagged a verb ("pleased"/VBD conj of "are")
    texts = every_text(parser, MERRILL)
    assert 'A Merrill spokesman said Tuesday: "We are pleased with the judge\'s decision and ' \
        'pleased that they accepted our arguments."' in texts, texts


def test_an_adjective_of_a_later_clause_stays_its_own(parser: BuiltinParser) -> None:
    # "and at 1.2891 ..., also flat": no second complement of "was"; said "At 116.92 where
    # the dollar is flat" when read as one
    texts = every_text(parser, DOLLAR)
    assert not [t for t in texts if t and " is flat" in t], texts


TRAGEDIES = ("But authorities have been unable to stop the tragedies, which they blame on "
             "overcrowding, rickety vessels and lax safety standards.")


def test_a_relative_clauses_subject_pronoun_is_not_its_noun(parser: BuiltinParser) -> None:
    # "they" referred back to "tragedies", the noun the clause describes: the tragedies
    # were the blamers and every focus was refused ("a relative pronoun was parsed as a
    # participant"); they are the authorities, the plural before it
    edges = _edges(parser, TRAGEDIES)
    assert ("blame-01", ":ARG0", "authority") in edges, edges
    assert ("blame-01", ":ARG1", "tragedy") in edges, edges
    texts = every_text(parser, TRAGEDIES)
    # "have been unable" keeps its perfect (was "authorities can not stop")
    assert "But authorities have not been able to stop the tragedies, which they blame on " \
        "overcrowding, rickety vessels and lax safety standards." in texts, texts
    assert not [t for t in texts if t and "can not" in t], texts


CHAMBER = ("Under the U.S. Constitution, the other chamber of Congress, the House of "
           "Representatives, does not vote on foreign alliances.")
KARANJA = ('In Nairobi, Kenya, the Very Rev. Peter Karanja, provost of All Saints Cathedral, '
           'said the U.S. Episcopal Church "is alienating itself from the Anglican Communion."')


def test_a_subject_read_as_an_apposition_of_a_fronted_phrase(parser: BuiltinParser) -> None:
    # spaCy: "chamber"/appos of "Constitution"; "vote" had no subject and every focus was
    # refused ("no subject for 'vote'")
    edges = _edges(parser, CHAMBER)
    assert ("vote-01", ":ARG0", "chamber") in edges, edges
    texts = every_text(parser, CHAMBER)
    assert "It is the other chamber of Congress, the House of Representatives, that does not " \
        "vote under the U.S. Constitution on foreign alliances." in texts, texts
    # a focus on "other" or "Congress" took the apposition apart: "It is the other chamber
    # Congress House of Representatives that ..."
    assert not [t for t in texts if t and "chamber Congress" in t], texts
    assert not [t for t in texts if t and "chamber House" in t], texts
    # "Kenya" stays Nairobi's; the name after it is the subject, with its apposition
    edges = _edges(parser, KARANJA)
    assert ("say-01", ":ARG0", "person") in edges, edges
    texts = every_text(parser, KARANJA)
    assert "It was in Nairobi, Kenya, that the Very Rev. Peter Karanja, provost of All " \
           "Saints Cathedral, said the U.S. Episcopal Church \"is alienating itself from the " \
           "Anglican Communion.\"" in texts, texts
