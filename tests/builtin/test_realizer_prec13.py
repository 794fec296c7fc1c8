"""MRPC sentences whose parenthetical-root and pseudo-cleft texts (the old root said after
the new main clause, "What X said was that ...") changed the source's meaning; each test
names the broken text it replaced.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PEOPLESOFT = "PeopleSoft gained $1.09, or 6.3 percent, to $18.24 and was Nasdaq's most active issue."
ALTRIA = "Altria shares fell $1.17 to $42.51 and were the Dow's biggest percent loser."
WHO = ('The WHO has said the Singapore case did not fit its profile of SARS and was "not an '
       'international public health concern."')


def test_a_possessors_s_before_a_predicate_noun_is_not_its_tense(parser: BuiltinParser) -> None:
    # "Nasdaq's" was read as "Nasdaq is": "..., and it is Nasdaq's most active issue"
    texts = every_text(parser, PEOPLESOFT)
    assert "PeopleSoft gained $1.09, or 6.3 percent, to $18.24, and it was Nasdaq's most " \
        "active issue." in texts, texts
    assert not [t for t in texts if t and " is Nasdaq's" in t], texts
    texts = every_text(parser, ALTRIA)
    assert "Altria shares fell $1.17 to $42.51, and they were the Dow's biggest percent " \
        "loser." in texts, texts
    assert not [t for t in texts if t and " are the Dow's" in t], texts


def test_a_predicate_nouns_nested_modifiers_keep_its_tense(parser: BuiltinParser) -> None:
    # "public health" (health :ARG1-of public-02) stopped the search for "was": "..., and it
    # is not an international public health concern, the WHO has said"
    texts = every_text(parser, WHO)
    assert "The Singapore case did not fit its profile of SARS, and it was \"not an " \
           "international public health concern\", the WHO has said." in texts, texts
    assert not [t for t in texts if t and "it is not an international" in t], texts


WARRANT = "A warrant for Taylor's arrest has been served on the Ghanaian authorities and sent to Interpol."


def test_a_participle_with_a_to_phrase_shares_the_passive(parser: BuiltinParser) -> None:
    # spaCy reads "to" as the dative of "sent", which kept the participle active: "A warrant
    # ... has been served on the Ghanaian authorities, and it sent to Interpol"
    texts = every_text(parser, WARRANT)
    assert "A warrant for Taylor's arrest has been served on the Ghanaian authorities, and it " \
        "was sent to Interpol." in texts, texts
    assert not [t for t in texts if t and "it sent to" in t], texts


SUPPLIED = ('They were not supplied or given to us but unearthed by our reporter, David Blair, in '
            'the Foreign Ministry in Baghdad."')


def test_a_not_before_or_is_not_split_into_clauses(parser: BuiltinParser) -> None:
    # "not supplied or given" denies both; was "They were not supplied, or they gave to us,
    # but our reporter, David Blair, unearthed ..." (and, with the passive fixed, "or they
    # were given to us", the opposite of the source)
    texts = every_text(parser, SUPPLIED)
    assert not [t for t in texts if t and "not supplied, or" in t], texts
