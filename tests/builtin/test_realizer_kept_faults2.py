"""Faults found by reading kept paraphrases of MRPC train sentences (tuning stretches, round
32): a passive that demotes a pronoun agent ("... was sent by him"), a re-used phrase that
lost the object pronoun closing it ("after a police dog bit."), a report read as a conjunct
("telling authorities and he shot Dennehy"), a number aligned to another number's node
("rise by $300 or 12 percent" for "by $300 to $2,800 or 12 percent"), a coordinated verb said
as an agentless passive when a cleft took the shared subject, "seemed spreading" for "seemed to
be spreading", a verb's modifiers out of the source's order. Each test names the
bad text it replaced; they parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BLAGOJEVICH = ("Governor Rod Blagojevich said he would not balance the state budget with gambling "
               "revenues.")
URGED = "He urged the US to provide clear rules on what would happen at possible trials."
FIGURE1 = "I know for them to approve this price, they'll need statistical documentation."
BITTEN = ("He tried to fight off officers and was taken to a hospital after a police dog bit him "
          "but was later released.")
TURNER = ("Turner said he transferred 10 million additional shares to a charitable trust, which "
          "also liquidated them.")
DOTSON = ("Dotson, 21, was arrested and charged on July 21 after reportedly telling authorities he "
          "shot Dennehy after Dennehy tried to shoot him.")


def test_a_passive_does_not_demote_a_pronoun_agent(parser: BuiltinParser) -> None:
    # Were "The state budget with gambling revenues would not be balanced by him, Governor Rod
    # Blagojevich said." (the pronoun moved past its antecedent) and "The US was urged to
    # provide clear rules on what would happen at possible trials by him." (after a complement)
    texts = [t for t in every_text(parser, BLAGOJEVICH) if t]
    assert not [t for t in texts if "by him" in t], texts
    assert "Governor Rod Blagojevich would not balance the state budget with gambling " \
        "revenues, he said." in texts
    texts = [t for t in every_text(parser, URGED) if t]
    assert not [t for t in texts if "by him" in t], texts
    # The paper's own example keeps its passive: the pronoun's antecedent is outside.
    texts = [t for t in every_text(parser, FIGURE1) if t]
    assert [t for t in texts if t.startswith("Statistical documentation will be needed by them")]


def test_a_reused_phrase_keeps_its_object_pronoun(parser: BuiltinParser) -> None:
    # Were "Later, he was released, but he tried to fight off officers, and he was taken to a
    # hospital after a police dog bit." and "..., which also liquidated, Turner said."
    texts = [t for t in every_text(parser, BITTEN) if t]
    # (was asserted in: the "but" turned around, his release before his struggle; refused
    # by realize_shared_subjects)
    assert "Later, he was released, but he tried to fight off officers, and he was taken to a " \
        "hospital after a police dog bit him." not in texts
    assert not [t for t in texts if t.endswith("bit.")], texts
    texts = [t for t in every_text(parser, TURNER) if t]
    assert "Turner transferred 10 million additional shares to a charitable trust, which " \
        "also liquidated them, he said." in texts
    assert not [t for t in texts if "liquidated," in t or t.endswith("liquidated.")], texts


def test_what_was_told_is_the_clause_after_the_hearer(parser: BuiltinParser) -> None:
    # spaCy read "he shot Dennehy" as a third conjunct of "arrested and charged"; the parse
    # gave "tell" the authorities as what was told (the realizer then said "telling
    # authorities and he shot Dennehy").
    assert ("tell-01", ":ARG2", "authority") in edges(parser, DOTSON)
    assert ("tell-01", ":ARG1", "shoot-01") in edges(parser, DOTSON)
    texts = [t for t in every_text(parser, DOTSON) if t]
    assert "Dotson, 21, was arrested, and he was charged on July 21 after reportedly telling " \
        "authorities he shot Dennehy after Dennehy tried to shoot him." in texts


def test_a_number_aligned_to_another_numbers_node_is_not_dropped(parser: BuiltinParser) -> None:
    # The parse aligned "2,800" to the node of $300, and every focus said "will see their
    # tuition rise by $300 or 12 percent": the new level was lost, unnoticed.
    sentence = "Community college students will see their tuition rise by $300 to $2,800 or 12 percent."
    assert not [t for t in every_text(parser, sentence) if t and "2,800" not in t]


def test_a_coordinated_verb_keeps_the_shared_subject_the_cleft_took(parser: BuiltinParser) -> None:
    # Was kept: "It was Racicot who looked forward to using his long years of training in the
    # war, and the Iraqi regime was hated, Magnarelli said." (no one's hatred)
    sentence = ("Magnarelli said Racicot hated the Iraqi regime and looked forward to using his "
                "long years of training in the war.")
    texts = [t for t in every_text(parser, sentence) if t]
    assert not [t for t in texts if "was hated," in t or "was looked forward to," in t], texts
    # (the cleft on the second deed told both in reverse: refused since prec54,
    # realize_reversed_sequences)
    assert not [t for t in texts if t.startswith("It was Racicot who looked forward")], texts


def test_a_verb_of_seeming_keeps_its_to_infinitive(parser: BuiltinParser) -> None:
    # Were kept: "On Wednesday, a new variant of Blaster also appeared, and it seemed
    # spreading, ..." and "While robbery appeared being the motive, the suspects drove off ..."
    sentence = ("A new variant of Blaster also appeared Wednesday and seemed to be spreading, "
                "according to antivirus companies.")
    texts = [t for t in every_text(parser, sentence) if t]
    # (refused now, a phrase of one clause fronted before both: realize_conjunct_leads)
    assert "On Wednesday, a new variant of Blaster also appeared, and it seemed to be spreading, " \
        "according to antivirus companies." not in texts
    assert not [t for t in texts if "seemed spreading" in t or "spreading seemed" in t], texts
    sentence = "While robbery appeared to be the motive, the suspects drove off before taking anything."
    texts = [t for t in every_text(parser, sentence) if t]
    assert not [t for t in texts if "appeared being" in t], texts


def test_due_is_not_dropped_silently(parser: BuiltinParser) -> None:
    # Was kept: "ATA is the one that has also hired Citigroup and Morgan Stanley to evaluate
    # options for refinancing or restructuring $175 million of 10.5 percent senior notes in
    # August 2004." ("due", a stop word, was no content the coverage check looked for)
    sentence = ("ATA also has hired Citigroup and Morgan Stanley to evaluate options for "
                "refinancing or restructuring $175 million of 10.5 percent senior notes due in "
                "August 2004.")
    assert not [t for t in every_text(parser, sentence) if t and " due " not in t]


def test_a_verbs_modifiers_keep_the_sources_order(parser: BuiltinParser) -> None:
    # Was kept: "Recently, hedge funds came when New York Attorney General Eliot Spitzer
    # unveiled a probe of illegal trading in mutual fund shares under renewed scrutiny."
    sentence = ("Hedge funds came under renewed scrutiny recently when New York Attorney General "
                "Eliot Spitzer unveiled a probe of illegal trading in mutual fund shares.")
    texts = [t for t in every_text(parser, sentence) if t]
    assert "Recently, hedge funds came under renewed scrutiny when New York Attorney General " \
        "Eliot Spitzer unveiled a probe of illegal trading in mutual fund shares." in texts
    sentence = ("The Dow Jones industrials climbed more than 140 points to above the 9,000 mark, "
                "the first time since December.")
    texts = [t for t in every_text(parser, sentence) if t]
    assert not [t for t in texts if "climbed the first time since December" in t], texts
