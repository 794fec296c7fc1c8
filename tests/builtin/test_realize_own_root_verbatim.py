"""MRPC train sentences whose root the realizer took for a refocused one because a phrase of
theirs covered no stretch of the source of its own: a role noun ("their son", "her husband":
``person :ARG0-of have-rel-role-91``, every word the person's; realize_refocused_top.
role_of_its_noun), or an "ago" ("17 years ago": ``before :op1 now``, no word for the "now";
realize_tree.UNALIGNED_OK); or an inverted edge of the root's that is the source's own ("...,
according to the National Institutes of Health": ``say-01 :ARG1-of``; the parser names its
root in ``::root``, parse_root).  Read as the parse's own root, they take the verbatim moves
of the root.  They parse with the real parser, so they move with it."""

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
    # (MRPC train 2494) "according to" on the root, its opening place said last
    ("In the United States, heart attacks kill about 460,000 yearly, according to the "
     "National Institutes of Health.", "Heart attacks kill about 460,000 yearly in the "
     "United States, according to the National Institutes of Health."),
    # (MRPC train 4557) the same, the root's raising verb said impersonally
    ("According to WWF, a further 13,000 individuals are estimated to be caught around the "
     "Straits of Gibraltar and in neighboring zones.", "According to WWF, it is estimated "
     "that a further 13,000 individuals are caught around the Straits of Gibraltar and in "
     "neighboring zones."),
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


def test_an_according_to_root_named_by_no_parse_is_refocused(parser: BuiltinParser) -> None:
    """Without the parser's ``::root`` (a graph refocused on the clause that Bloomberg data
    says, or a gold graph), the root's ``say-01 :ARG1-of`` is the path up to an old root,
    and the clause is rebuilt around it, never read back in the source's order."""
    source = ("In the United States, heart attacks kill about 460,000 yearly, according to "
              "the National Institutes of Health.")
    graph = parsed(parser, source)
    assert graph.metadata.get("root") == graph.top
    metadata = {k: v for k, v in graph.metadata.items() if k != "root"}
    text = realize(penman.Graph(graph.triples, top=graph.top, metadata=metadata)).text
    assert text != source
