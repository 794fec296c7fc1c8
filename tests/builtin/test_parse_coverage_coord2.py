"""Coordinated predicate adjectives the parse dropped (every focus refused "the parse dropped
'X' of the source"); MRPC train sentences.  They parse with the real parser, so they move
with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ALERT = "Officials said his daughter was conscious and alert after the attack."
UNWELL = "She first went to a specialist for initial tests last Monday, feeling tired and unwell."
OFFENSIVE = ('In response, Medina issued the following statement: "The accusation that I '
             'misappropriated money from Jennifer Lopez is both untrue and offensive.')


def test_adjectives_of_a_copula_are_joined_with_the_subject_shared(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'alert'" (only "conscious" was said).
    graph = parsed(parser, ALERT)
    edges = _edges(parser, ALERT)
    assert ("and", ":op1", "conscious") in edges
    assert ("and", ":op2", "alert-02") in edges
    adjectives = {v for v, _, c in graph.instances() if c in ("conscious", "alert-02")}
    subjects = [e.target for e in graph.edges()
                if e.role in (":domain", ":ARG1") and e.source in adjectives]
    assert len(subjects) == 2 and len(set(subjects)) == 1, subjects  # one re-entrant subject
    texts = every_text(parser, ALERT)
    assert "His daughter was conscious and alert after the attack, officials said." in texts
    # said clause by clause the second lost its tense and its subject
    assert not [t for t in texts if "he is alert" in t], texts


def test_adjectives_after_feel_are_joined(parser: BuiltinParser) -> None:
    # Was refused: "the parse dropped 'unwell' of the source".
    edges = _edges(parser, UNWELL)
    assert ("feel-01", ":ARG2", "and") in edges
    assert ("and", ":op2", "unwell") in edges
    assert any("feeling tired and unwell" in t for t in every_text(parser, UNWELL))


def test_both_x_and_y_in_a_quotation(parser: BuiltinParser) -> None:
    # Was refused: "the parse dropped 'offensive' of the source".
    edges = _edges(parser, OFFENSIVE)
    # ("offensive" is its own adjective now, as "untrue" is: offend-01 was said "offends")
    assert ("and", ":op2", "offensive") in edges
    texts = every_text(parser, OFFENSIVE)
    # (was asserted present, a misquotation: the quotation, open to the sentence's end, took
    # in "was issued by Medina in response"; see realize_quoted_words)
    assert ('The following statement: "The accusation that I misappropriated money from '
            'Jennifer Lopez is both untrue and offensive was issued by Medina in response.') \
        not in texts
    assert any("is both untrue and offensive" in t for t in texts if t)


def test_but_between_adjectives_is_left_to_the_first(parser: BuiltinParser) -> None:
    # A contrast would be said clause by clause ("it was worrying, but it is common
    # relatively"), so "but" lists keep their old parse for now.
    edges = _edges(parser, "Medical experts said Blair's problem was worrying but relatively "
                           "common and easily manageable.")
    assert not [e for e in edges if e[0] == "contrast-01"], edges


def test_adjectives_taken_apart_by_a_focus_are_refused(parser: BuiltinParser) -> None:
    # Was said from the foci on "eventual", "between", "tax" ... once "rocky" was parsed:
    # "It is the eventual possibly rocky conference between House and Senate tax writers
    # that promises to be intense and it."
    sentence = ("The eventual conference between House and Senate tax writers promises to be "
                "intense and possibly rocky.")
    texts = every_text(parser, sentence)
    assert not [t for t in texts if "intense and it" in t], texts
    assert ("It is the eventual conference between House and Senate tax writers that "
            "promises to be intense and possibly rocky.") in texts


ADS = ("The rule bars groups from airing ads that promote, support, attack or oppose a "
       "candidate at any time.")


def test_verbs_of_a_relative_clause_share_the_last_ones_object(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'support' of the source" ("support"
    # and "attack" read as nouns, "oppose a candidate" dropped once they were verbs, and the
    # ads were what "promote" promoted: ad :ARG1-of promote-01).
    graph = parsed(parser, ADS)
    edges = _edges(parser, ADS)
    for verb in ("promote-01", "support-01", "attack-01", "oppose-01"):
        assert (verb, ":ARG0", "ad") in edges, edges  # (a / ad :ARG0-of verb)
        assert (verb, ":ARG1", "candidate") in edges, edges
    assert len([v for v, _, c in graph.instances() if c == "candidate"]) == 1  # re-entrant
    texts = every_text(parser, ADS)
    assert ("Groups are barred from airing ads that promote, support, attack or oppose a "
            "candidate at any time by the rule.") in texts


def test_a_bare_noun_conjunct_of_a_verb_is_a_verb(parser: BuiltinParser) -> None:
    # "jail" was (j / jail :purpose life), a noun beside execute-01.
    edges = _edges(parser, "China has threatened to execute or jail for life anyone who "
                           "breaks their quarantine.")
    assert ("or", ":op2", "jail-01") in edges
    assert ("jail-01", ":ARG0", "country") in edges
    # a noun with a determiner or modifier stays a noun
    edges = _edges(parser, "They promote the party and its support.")
    assert not [e for e in edges if e[2] == "support-01" or e[0] == "support-01"], edges
