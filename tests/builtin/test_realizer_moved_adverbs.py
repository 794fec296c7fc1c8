"""Rebuilt texts that say at a clause's end a stance or sequence adverb the source said
before its verb ("... will lead the countrys interim government probably", "... for
consumers to transfer copies to the Internet to then"): refused (MRPC train, tuning
stretches)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_moved_adverbs import adverb_moved_to_end
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

GREENSPAN = "Greenspan told Congress on Tuesday the U.S. economy \"could very well be " \
            "embarking on a period of sustained growth\"."
PDC = "PDC will also almost certainly fan the flames of speculation about Longhorn's release."
HUSBAND = "The husband's family says he has since passed two lie detector tests."


def test_a_stance_adverb_said_last_is_refused(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 2394, 3290): "... the U.S. economy could be embarking on a
    # period of sustained growth very well." (6 texts), "It is PDC that will also fan the
    # flames of speculation about Longhorn's release almost certainly."
    for source, adverb in ((GREENSPAN, "very well"), (PDC, "almost certainly")):
        texts = every_text(parser, source)
        assert [t for t in texts if t and re.search(adverb + r"[.,]", t)] == [], texts


def test_since_then_and_a_fronted_adverb_pass(parser: BuiltinParser) -> None:
    # "has since passed" said "has passed ... since then" is the same time (the root,
    # its role noun "husband's" no longer taken for a refocus, reads back as the source,
    # and says it after its report: realize_refocused_top.role_of_its_noun)
    assert "He has passed two lie detector tests since then, the husband's family says." \
        in every_text(parser, HUSBAND)
    source = "Qanbar said the members would possibly elect a chairman later Sunday ."
    tokens = source.split(" ")
    assert adverb_moved_to_end("Possibly, the members would elect a chairman later Sunday, "
                               "Qanbar said.", tokens) is None


BA = ("BA shares were up 0.59 percent at 170 pence in early afternoon trading, slightly "
      "outpacing London's FTSE 100 Index which was up 0.28 percent.")


def test_a_degree_adverb_said_last_is_refused(parser: BuiltinParser) -> None:
    # Were kept (2927, 3 texts): "..., outpacing London's FTSE 100 Index which was up 0.28
    # percent slightly." (the degree now the index's rise, not the outpacing)
    texts = every_text(parser, BA)
    assert [t for t in texts if t and "percent slightly" in t] == [], texts
    assert adverb_moved_to_end("Prices rose slightly.", ["Prices", "rose", "slightly", "."]) is None
