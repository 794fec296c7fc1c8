"""MRPC train sentences whose root the realizer took for a refocused one because a phrase of
theirs covered no stretch of the source of its own: a role noun ("their son", "her husband":
``person :ARG0-of have-rel-role-91``, every word the person's; realize_refocused_top.
role_of_its_noun), or an "ago" ("17 years ago": ``before :op1 now``, no word for the "now";
realize_tree.UNALIGNED_OK).  Read as the parse's own root, they take the verbatim moves of
the root.  They parse with the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, a text it now says)
SAID = [
    # (MRPC train 4183) a report of a worry, its role noun the object of the clause
    ("They worry the treatment could leave their son sterile, blind or even dead.",
     "The treatment could leave their son sterile, blind or even dead, they worry."),
    # (MRPC train 4807) the role noun a partitive's ("parents of ...")
    ("The study found that only about one-third of parents of sexually experienced "
     "14-year-olds knew their children were having sex.",
     "Only about one-third of parents of sexually experienced 14-year-olds knew their "
     "children were having sex, the study found."),
    # (MRPC train 4488) an "ago" in the quotation
    ('"I am listening to the same things I listened to 17 years ago," Hollings said.',
     'According to Hollings, "I am listening to the same things I listened to 17 years '
     'ago."'),
    # (MRPC train 1726) a report told to someone
    ("She told the inquiry that her husband had received assurances from his line manager "
     "and senior ministry officials that when he came forward his name would not be made "
     "public.", "Her husband had received assurances from his line manager and senior "
     "ministry officials that when he came forward his name would not be made public, she "
     "told the inquiry."),
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_a_role_noun_leaves_the_root_the_parses_own(parser: BuiltinParser, source: str,
                                                    text: str) -> None:
    graph = penman.decode(penman.encode(parsed(parser, source)))
    result = realize(graph, alternatives=True)
    assert text in [result.text, *(said for said, _ in result.alternatives)]


def test_the_focus_on_the_role_noun_is_still_refocused(parser: BuiltinParser) -> None:
    """The graph refocused on the son is no root of the source: it is rebuilt, never read
    back in the source's order."""
    graph = parsed(parser, "They worry the treatment could leave their son sterile, blind "
                           "or even dead.")
    son = next(v for v, _, c in graph.instances() if c == "person")
    refocused = penman.Graph(graph.triples, top=son, metadata=graph.metadata)
    text = realize(refocused).text
    assert text != "They worry the treatment could leave their son sterile, blind or even dead."
