"""The second clause of "X did A but later did B" keeps its doer when a cleft takes the
shared subject ("..., but he later revealed his true identity", not the agentless "..., but
his true identity was later revealed"), and what saying it again surfaced: a pseudo-cleft
whose "The one who ..." holds the second clause, an infinitive on its noun fronted as a
purpose over "be" ("To be allowed to die last year, Chirac ... refused Humbert's request"),
"opposes to expansion" and 'hard-pressed of vetoing'; a subject said again as "it" for a
noun whose apposition names a person ("his injured co-worker, a woman").  MRPC train
sentences of the tuning stretches; they parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

LUSTER = ("Barrera said Luster gave police a false name immediately after his arrest Wednesday but "
          "later revealed his true identity.")
CHIRAC = ("Chirac, who has the authority to pardon law-breakers, refused Humbert's request to be "
          "allowed to die last year but kept in close touch with the family.")
PERRY = ('Gov. Rick Perry opposes expansion of gambling but has said he would be "hard-pressed" '
         "to veto the lottery sunset bill.")
INTEL = "In 1998 Intel invested $500 million in Micron, but later sold the equity it had bought, Mulloy said."


def test_a_but_clause_keeps_its_persons_subject(parser: BuiltinParser) -> None:
    # Was kept: "It was Luster who gave police a false name immediately after his arrest
    # Wednesday, but his true identity was later revealed, Barrera said."
    texts = [t for t in every_text(parser, LUSTER) if t]
    assert not [t for t in texts if "was later revealed" in t], texts
    assert "It was Luster who gave police a false name immediately after his arrest Wednesday, " \
        "but he later revealed his true identity, Barrera said." in texts


def test_a_but_clause_of_a_thing_is_refused_not_passive(parser: BuiltinParser) -> None:
    # Was kept: "It was Intel that invested $500 million in Micron in 1998, but the equity it
    # had bought was later sold, Mulloy said." (sold by no one)
    texts = [t for t in every_text(parser, INTEL) if t]
    assert not [t for t in texts if "was later sold" in t], texts


def test_a_but_clause_said_again_surfaces_no_broken_text(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, CHIRAC) if t]
    # "The one who refused ..., but Chirac kept in close touch with the family was Chirac, ..."
    assert not [t for t in texts if t.startswith("The one who")], texts
    # "To be allowed to die last year, Chirac, ..., refused Humbert's request, but ..."
    assert not [t for t in texts if t.startswith("To be allowed")], texts
    texts = [t for t in every_text(parser, PERRY) if t]
    assert not [t for t in texts if "opposes to" in t or "of vetoing" in t], texts


def test_a_said_again_subject_with_a_persons_apposition_is_no_it(parser: BuiltinParser) -> None:
    # Was kept: "It was Reichert who said his injured co-worker, a woman, was hospitalized as
    # well, but it was listed in good condition."
    sentence = ("His injured co-worker, a woman, was hospitalized as well but listed in good "
                "condition, Reichert said.")
    texts = [t for t in every_text(parser, sentence) if t]
    assert not [t for t in texts if "but it was listed" in t], texts
    assert "It was Reichert who said his injured co-worker, a woman, was hospitalized as well, " \
        "but she was listed in good condition." in texts


def test_a_bare_participle_with_its_own_agent_shares_the_passive(parser: BuiltinParser) -> None:
    # Was kept: "In some quarters, Robinson's election was hailed as a major breakthrough for
    # gay rights, but others condemned as a "rebellion against God's created order" it." (the
    # parse made the election the condemner beside "others")
    sentence = ("Robinson's election was hailed in some quarters as a major breakthrough for gay "
                'rights, but condemned by others as a "rebellion against God\'s created order."')
    texts = [t for t in every_text(parser, sentence) if t]
    assert not [t for t in texts if t.endswith(' it.') or ' order" it' in t], texts
    assert "In some quarters, Robinson's election was hailed as a major breakthrough for gay " \
        "rights, but others condemned it as a \"rebellion against God's created order.\"" in texts
