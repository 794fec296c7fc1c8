"""A perfect's auxiliary shared by two coordinated verbs is said again when the text gives
the second verb a pronoun subject ("SARS has killed 296 people ..., and it has infected
more than 5,200", was "and it infected") (MRPC train, tuning stretches)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_shared_perfects import shared_perfect
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SARS = "SARS has killed 296 people on China's mainland and infected more than 5,200."


def test_the_shared_perfect_is_said_again(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 6275): "SARS has killed 296 people on China's mainland, and it
    # infected more than 5,200." (the event moved out of the present perfect)
    texts = every_text(parser, SARS)
    assert "SARS has killed 296 people on China's mainland, and it has infected more than " \
        "5,200." in texts, texts
    assert not [t for t in texts if t and "it infected" in t], texts


def test_a_modal_is_no_participle() -> None:
    tokens = "Two ships had resurfaced as water levels fell and could block river traffic ."
    text = "Two ships had resurfaced as water levels fell, and they could block river traffic."
    assert shared_perfect(text, tokens.split(" ")) == text


ALLIED = ("Allied forces have overthrown the government, moved into Saddam Hussein's palaces "
          "and started to patrol the streets of the capital.")
DISEASE = "Throughout China's mainland, the disease has killed 300 people and infected more than 5,270."
ERNST = "Ernst & Young has denied the SEC's claims, and called its recommendations \"irresponsible\"."


def test_a_list_member_after_a_comma_keeps_the_perfect(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 3350): "..., and they moved into Saddam Hussein's palaces and
    # started ..." and "..., and allied forces moved into ..." (the "have" of the source's
    # "have overthrown ..., moved ... and started" lost)
    texts = every_text(parser, ALLIED)
    assert "Allied forces have overthrown the government, and they have moved into Saddam " \
        "Hussein's palaces and started to patrol the streets of the capital." in texts, texts
    assert "The government has been overthrown by allied forces, and allied forces have moved " \
        "into Saddam Hussein's palaces and started to patrol the streets of the capital." \
        in texts, texts
    assert not [t for t in texts if t and re.search(r", and (?:they|allied forces) moved", t)], texts


def test_the_subject_said_again_and_the_second_verb_said_first_keep_the_perfect(
        parser: BuiltinParser) -> None:
    # Were kept (6276): "..., and the disease infected more than 5,270.", "The disease
    # infected more than 5,270, and it has killed ...", "More than 5,270 were infected by
    # the disease, and the disease has killed ..."
    texts = every_text(parser, DISEASE)
    assert "300 people have been killed by the disease throughout China's mainland, and the " \
        "disease has infected more than 5,270." in texts, texts
    assert "The disease has infected more than 5,270, and it has killed 300 people throughout " \
        "China's mainland." in texts, texts
    assert "More than 5,270 have been infected by the disease, and the disease has killed 300 " \
        "people throughout China's mainland." in texts, texts
    assert not [t for t in texts if t and re.search(r"\binfected\b", t)
                and not re.search(r"\b(?:has|have been) infected\b", t)
                and "killed 300 people and infected" not in t], texts


def test_the_said_again_perfect_leaves_a_moved_pronoun_refused(parser: BuiltinParser) -> None:
    # (3299) "Ernst & Young has called its recommendations "irresponsible", and it has
    # denied the SEC's claims.": "its" (the SEC's) said before the SEC; refused as it was
    # before the "has" was said again (realize_cataphora counts no "has" as a subject word)
    texts = every_text(parser, ERNST)
    assert not [t for t in texts if t and t.startswith("Ernst & Young has called")], texts


PITKE = ("State interior ministry spokesman Vasant Pitke told Reuters that at least 42 people "
         "had been killed and 112 injured.")


def test_a_gapped_passive_keeps_the_perfect_it_shares(parser: BuiltinParser) -> None:
    # Were kept (2806): "At least 42 people had been killed, and 112 were injured, ..." and
    # "112 were injured, and at least 42 people had been killed, ..." (the injuring moved
    # out of the past perfect)
    texts = every_text(parser, PITKE)
    assert "At least 42 people had been killed, and 112 had been injured, state interior " \
        "ministry spokesman Vasant Pitke told Reuters." in texts, texts
    assert not [t for t in texts if t and "112 were injured" in t], texts
