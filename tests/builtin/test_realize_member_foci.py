"""MRPC train sentences whose root is two clauses joined by ", and" or "but", refocused on
a word inside one clause: that clause said from the focus, the other put back in its own
words (realize_member_foci), and the texts it refuses.  They parse with the real parser, so
they move with it."""

from __future__ import annotations

import re

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from pipeline.refocus import refocus
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, a word of the focus, a text of the focus) for a focus inside one clause: that
# clause is said from the focus, the other put back in its own words and order
# (realize_member_foci.member_focus)
FOCUS_SAID = [
    # the second clause's object as the passive's subject (3516)
    ("AAA spokesman Jerry Cheske said prices may have affected some plans, but cheap hotel "
     "deals mitigated the effect.", "effect", "AAA spokesman Jerry Cheske said prices may "
     "have affected some plans, but the effect was mitigated by cheap hotel deals."),
    # a pseudo-cleft of the second clause (1394)
    ("Last week, his lawyers asked Gov. Mark R. Warner to grant clemency, but the governor "
     "declined to intervene.", "intervene", "Last week, his lawyers asked Gov. Mark R. Warner "
     "to grant clemency, but what the governor declined to do was intervene."),
    # the second clause's own time fronted after the joint
    ("Three Cubans were executed for hijacking a Cuban ferry a day later, and six Cubans face "
     "trial in Key West in December over a March plane hijacking.", "December", "Three Cubans "
     "were executed for hijacking a Cuban ferry a day later, and in December, six Cubans face "
     "trial in Key West over a March plane hijacking."),
    # what was said before who said it, in the first clause: the second has its own voice
    ("State wildlife officials have concluded that the fluorescent zebra fish from Florida "
     "poses no danger, and they have recommended that the state exempt it from the ban.",
     "danger", "No danger is posed by the fluorescent zebra fish from Florida, state wildlife "
     "officials have concluded, and they have recommended that the state exempt it from the "
     "ban."),
]

# (source, a word of the focus, a text it must not say)
FOCUS_NOT_SAID = [
    # a phrase fronted in the first clause reads as the scene of both
    ("Matrix Reloaded opened in limited previews Wednesday night, and its total for all five "
     "days was estimated at $135.8 million.", "previews", "In limited previews, Matrix "
     "Reloaded opened Wednesday night, and its total for all five days was estimated at "
     "$135.8 million."),
    # in the second clause, only its time is fronted, not its verb's "for" phrase
    ("WorldCom's problems came to light last year, and the company filed for the largest "
     "bankruptcy in US history in July 2002, citing massive accounting irregularities.",
     "bankruptcy", "WorldCom's problems came to light last year, and for the largest "
     "bankruptcy in US history, the company filed in July 2002, citing massive accounting "
     "irregularities."),
    # a pronoun the first clause named, picked out from others
    ("Rumsfeld has been feuding for a long time with Army leadership, and he passed over nine "
     "active-duty four-star generals.", "he", "Rumsfeld has been feuding for a long time with "
     "Army leadership, and he was the one who passed over nine active-duty four-star "
     "generals."),
    # the subject's verb said in another number ("have been signed")
    ("About 25 countries have signed in the past four months, and about half of those have "
     "been signed in the past few weeks.", "half", "About 25 countries have signed in the "
     "past four months, and it is about half of those that has been signed in the past few "
     "weeks."),
    # a clause introduced anew as an existential
    ("Neither immediately said his agency would appeal the decision, but many others "
     "following the case said an appeal was likely soon.", "appeal", "Neither immediately "
     "said his agency would appeal the decision, but there was an appeal that was likely "
     "soon, many others following the case said."),
    # the parse dropped "only" of the second clause: the clause rebuilt would lose it
    ("Dell has 32 percent of the PC market in the United States, but it has only a 10 "
     "percent share in the rest of the world.", "world", "Dell has 32 percent of the PC "
     "market in the United States, but in the rest of the world, it has a 10 percent share."),
]


@pytest.mark.parametrize(("source", "word", "text"), FOCUS_SAID)
def test_a_focus_inside_one_clause(parser: BuiltinParser, source: str, word: str,
                                   text: str) -> None:
    assert text in _focus_texts(parser, source, word)


@pytest.mark.parametrize(("source", "word", "text"), FOCUS_NOT_SAID)
def test_a_focus_inside_one_clause_refused(parser: BuiltinParser, source: str, word: str,
                                           text: str) -> None:
    said = _focus_texts(parser, source, word)
    assert said and text not in said


def _focus_texts(parser: BuiltinParser, sentence: str, word: str) -> list[str]:
    """Every text (and alternative) of the foci whose concept is aligned to ``word``; a
    focus refused says ''."""
    graph = parsed(parser, sentence)
    tokens = graph.metadata["tok"].split()
    foci = {m.group(1) for m in re.finditer(r"\((\S+) / [^\s)]+~e\.(\d+)", penman.encode(graph))
            if tokens[int(m.group(2))] == word}
    assert foci, word
    out = []
    for focus in sorted(foci):
        said = realize(refocus(graph, focus), alternatives=True)
        out += [said.text, *(text for text, _ in said.alternatives)]
    return out
