"""MRPC train sentences (tuning slices) with no rebuilt text because the parse dropped a
word of the source, and what they are said as now.  They parse with the real parser, so
they move with it.

- An age said as the noun ("a 9-year-old who was found safe", "the 24-year-old cited by
  Bitdefender") takes a noun's relative clause and participle: parse_ages.age_noun (2664,
  1861).  Said without its article ("if it was 24-year-old that Bitdefender cited") it is
  refused (realize_article_words.bare_age_noun); the one person takes a singular verb.
- A preposition typed twice ("in prison at at Kingston Crown Court"): the first takes the
  object, the copy is left out (parse_doubled_prepositions; 1289, 6229).
- A verb's third person with a "to" infinitive that spaCy read as a plural noun conjunct
  ("is pursuing membership and plans to be an active participant"): parse_verb_lists
  (1666, 1665).
- A perfect's participle spaCy read as an adjective of its object ("The case had
  consolidated numerous class action suits"): parse_perfect_participles (964; 6517).  A
  name's possessor said with "of" after another noun is refused
  (realize_lost_possessives.moved_possessor).
- A free relative after "because of" ("because of what he described as inconsistencies"):
  parse_because_of_clauses (2181).
"""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ABDUCTION = ('Police arrested a "potential suspect" Monday in the abduction of a 9-year-old '
             'who was found safe after two days, the police chief said.')
BITDEFENDER = ("He said the local organized crime police were investigating a suspect, but he "
               "would not confirm if it was the 24-year-old cited by Bitdefender.")


def test_the_age_nouns_relative_clause_is_said(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, ABDUCTION) if t]
    assert ('A "potential suspect" was arrested by police Monday in the abduction of a '
            '9-year-old who was found safe after two days, the police chief said.') in texts, texts


def test_the_age_noun_keeps_its_article_and_number(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, BITDEFENDER) if t]
    assert not any(" was 24-year-old " in t for t in texts), texts
    questioned = [t for t in every_text(parser, "Police questioned the 24-year-old cited by "
                                                "Bitdefender.") if t]
    assert "The 24-year-old cited by Bitdefender was questioned by police." in questioned, questioned


def test_a_doubled_preposition_is_said_once(parser: BuiltinParser) -> None:
    source = ("He was sentenced to five years in prison at at Kingston Crown Court yesterday "
              "after pleading guilty to the attempted abduction of a teenager.")
    texts = [t for t in every_text(parser, source) if t]
    assert ("It was at Kingston Crown Court that he was sentenced to five years in prison "
            "yesterday after pleading guilty to the attempted abduction of a teenager.") in texts, texts
    assert not any(" at at " in t for t in texts), texts


def test_a_verb_read_as_a_plural_noun_keeps_its_infinitive(parser: BuiltinParser) -> None:
    source = ("IBM is pursuing membership and plans to be an active participant in the CELF, "
              "according to various members of CELF.")
    texts = [t for t in every_text(parser, source) if t]
    assert ("It is IBM that is pursuing membership and plans to be an active participant in "
            "the CELF, according to various members of CELF.") in texts, texts


def test_a_perfects_participle_is_the_verb(parser: BuiltinParser) -> None:
    source = "The case had consolidated numerous class action suits filed against Rambus in 2001."
    texts = [t for t in every_text(parser, source) if t]
    assert ("Numerous class action suits filed against Rambus in 2001 had been consolidated by "
            "the case.") in texts, texts


def test_a_possessor_is_not_said_after_another_noun(parser: BuiltinParser) -> None:
    source = ("He added International Business Machines Corp.'s (IBM) endorsement of Linux has "
              '"added credibility and an illusion of support and accountability."')
    texts = [t for t in every_text(parser, source) if t]
    assert texts and not any("of Linux of International" in t for t in texts), texts


def test_a_free_relative_after_because_of_is_the_cause(parser: BuiltinParser) -> None:
    source = ("Greg Robinson, a doctor who has AIDS, resigned from Health Canada's advisory "
              "committee because of what he described as inconsistencies in the access program.")
    texts = [t for t in every_text(parser, source) if t]
    assert ("It was from Health Canada's advisory committee that Greg Robinson, a doctor who has "
            "AIDS, resigned because of what he described as inconsistencies in the access "
            "program.") in texts, texts
