"""An opening addition ("In addition to HP, vendors ... include ...") said last, right after
the source's own verb, adds to that verb's argument as it did first; said after a noun it
attaches to the noun (realize_opening_comparisons.moved_subject_comparison).  MRPC train
3320, 4266 and 2211 had their clefts refused as "would attach to another phrase"."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SMI_S = "In addition to HP, vendors backing SMI-S include Computer Associates, EMC, IBM, Sun and Veritas."
INTEL = ("Along with chip maker Intel, the companies include Sony, Microsoft, Hewlett-Packard, "
         "International Business Machines, Gateway, Nokia and others.")
OCONNOR = ("In addition to O'Connor, Rehnquist's majority opinion was joined by Justices David "
           "Souter, Ruth Bader Ginsburg, and Stephen Breyer.")


def test_an_addition_said_last_after_the_verb_is_kept(parser: BuiltinParser) -> None:
    assert "It is Computer Associates, EMC, IBM, Sun, and Veritas that vendors backing SMI-S " \
        "include in addition to HP." in every_text(parser, SMI_S)
    texts = [t for t in every_text(parser, INTEL) if t]
    assert "It is Sony, Microsoft, Hewlett-Packard, International Business Machines, Gateway, " \
        "Nokia, and others that the companies include along with chip maker Intel." in texts
    # after the list's last noun it adds to "others", not to what the companies include
    assert not [t for t in texts if t.endswith("others along with chip maker Intel.")], texts


def test_an_addition_said_after_a_noun_is_still_refused(parser: BuiltinParser) -> None:
    # "It was Justices ... who joined Rehnquist's majority opinion in addition to O'Connor":
    # the opinion in addition to O'Connor
    texts = [t for t in every_text(parser, OCONNOR) if t]
    assert not [t for t in texts if t.endswith("opinion in addition to O'Connor.")], texts
