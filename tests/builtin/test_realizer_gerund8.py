"""MRPC train sentences whose every focus was refused because an event had no subject the
rebuilt sentence could say ("no subject for 'X'", "a gerund would lose its own subject"):
an adjective complement the source said bare after its verb ("pleaded guilty to ..."), a
gerund spaCy joined to the verb instead of to the nouns before it ("charged with murder and
tampering with evidence").  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PLEADED = ("Former chief financial officer Franklyn M. Bergonzi pleaded guilty to one count of "
           "conspiracy on June 5 and agreed to cooperate with prosecutors.")
TAMPERING = "Chante Jawaon Mallard, 27, is charged with murder and tampering with evidence."
PROVIDING = ("Douglas Meester, 20, is charged with rape, sodomy, indecent assault, and providing "
             "alcohol to minors.")
TIMEOUT = ("Nelson stared down referee Joey Crawford during a timeout with 2:46 left in the first "
           "quarter and San Antonio leading 26-16.")


def test_an_adjective_said_bare_after_its_verb_keeps_its_complements(parser: BuiltinParser) -> None:
    # Was refused for every focus but the source's order: "no subject for 'guilty'"
    # (plead-01 :ARG1 guilty-01 was said "pleaded that ... is guilty to one count").
    texts = every_text(parser, PLEADED)
    # (was asserted with the name said again, "and Bergonzi agreed": realize_shared_subjects)
    # (refused now, a phrase of one clause fronted before both: realize_conjunct_leads)
    assert "On June 5, former chief financial officer Franklyn M. Bergonzi pleaded guilty to " \
        "one count of conspiracy, and agreed to cooperate with prosecutors." not in texts, texts
    assert not [t for t in texts if t and ("that is guilty" in t or "being guilty" in t)], texts


def test_a_gerund_after_the_nouns_of_a_preposition_joins_them(parser: BuiltinParser) -> None:
    # Was and(charge-05, tamper-01): "tampering" a second clause with no subject of its own,
    # every focus refused ("the parse gave a shared subject of coordinated verbs to another
    # noun", "no subject for 'charge'").
    edges = _edges(parser, TAMPERING)
    assert ("charge-05", ":ARG2", "and") in edges, edges
    assert ("and", ":op2", "tamper-01") in edges, edges
    texts = every_text(parser, TAMPERING)
    assert "It is Chante Jawaon Mallard, 27, who is charged with murder and tampering with " \
        "evidence." in texts, texts
    edges = _edges(parser, PROVIDING)
    assert ("and", ":op4", "provide-01") in edges, edges
    assert ("and", ":op1", "rape") in edges, edges


def test_a_gerund_with_a_subject_of_its_own_stays_a_clause(parser: BuiltinParser) -> None:
    # "with ... San Antonio leading 26-16": the gerund has its own subject, so it is no
    # thing "with" governs beside "a timeout" (left as the parse had it)
    edges = _edges(parser, TIMEOUT)
    assert not any(role.startswith(":op") and target == "lead-01" and source == "timeout"
                   for source, role, target in edges), edges


BATHTUB = ("When a manager let him into the apartment, the youngster was in a baby's bathtub, "
           "covered with a towel and watching a TV cartoon channel.")


def test_a_participle_after_the_noun_of_another_participle_is_left_alone(parser: BuiltinParser) -> None:
    # "covered with a towel and watching ...": two things the child did, not a towel and a
    # watching (only a verb of charging or convicting takes the gerund into its list)
    edges = _edges(parser, BATHTUB)
    assert ("and", ":op1", "cover-01") in edges, edges
    assert ("and", ":op2", "watch-01") in edges, edges


PROCESS = ("This is a process and there will be other opportunities for people to participate "
           "in the rebuilding of Iraq.\"")
INTEL = "Only Intel Corp. has a lower dividend yield."


def test_a_noun_of_one_clause_of_a_list_of_clauses_takes_no_relative_clause(
        parser: BuiltinParser) -> None:
    # Would be kept once "participate in the rebuilding of Iraq" was said as the source
    # named it: "It is other opportunities this is a process that people will participate in
    # the rebuilding of Iraq." (the other clause of the list said inside the cleft's noun)
    texts = every_text(parser, PROCESS)
    assert not [t for t in texts if t and "opportunities this is" in t], texts


def test_a_name_cleft_keeps_the_words_said_before_the_name(parser: BuiltinParser) -> None:
    # Was kept: "It is Intel Corp. only that has a lower dividend yield." (the name focus
    # said its entity's "only" after it); the entity's own focus says it in order
    texts = every_text(parser, INTEL)
    assert "It is only Intel Corp. that has a lower dividend yield." in texts, texts
    assert not [t for t in texts if t and "Corp. only" in t], texts
    texts = every_text(parser, PLEADED)
    assert not [t for t in texts if t and "Bergonzi former" in t], texts
