"""MRPC train sentences whose "including" aside, set off by a comma after a later word of
the clause, was said right after its noun with no comma: "33 suspects including some linked
to the radical Djihad Salafist group were arrested ... on Saturday" (realize_including_commas
restores the commas).  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

RAIDS = ("In a series of raids, Moroccan police arrested 33 suspects on Saturday, including "
         "some linked to the radical Djihad Salafist group, a senior official said.")  # 3177
POSTS = "Before that he held various posts in Virginia, including deputy attorney general."  # 6926


def test_an_including_aside_said_after_its_noun_keeps_its_commas(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, RAIDS) if t]
    assert ("33 suspects, including some linked to the radical Djihad Salafist group, were "
            "arrested by Moroccan police in a series of raids on Saturday, a senior official "
            "said.") in texts, texts
    assert not [t for t in texts if "suspects including" in t], texts
    texts = [t for t in every_text(parser, POSTS) if t]
    assert not [t for t in texts if "posts including" in t], texts
