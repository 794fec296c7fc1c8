"""Parser errors seen in kept paraphrases of held-out MRPC sentences, each test naming the
output it replaced.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BITTEN = "She was bitten on the back and scratched on the leg, her mother said."


def test_a_coordinated_participle_shares_the_passive(parser: BuiltinParser) -> None:
    # Was kept: "She was bitten on the back, and she scratched on the leg, her mother
    # said." (spaCy tags "scratched" a past tense, and the parse made her its :ARG0).
    graph = parsed(parser, BITTEN)
    scratch = next(v for v, _, c in graph.instances() if c == "scratch-02")
    she = next(v for v, _, c in graph.instances() if c == "she")
    assert (scratch, ":ARG1", she) in graph.edges()
    assert not [e for e in graph.edges() if e.source == scratch and e.role == ":ARG0"]
    texts = every_text(parser, BITTEN)
    assert not [t for t in texts if "she scratched" in t.lower()], texts
    assert "She was bitten on the back, and she was scratched on the leg, her mother said." \
        in texts


def test_arrested_and_charged_are_both_passive(parser: BuiltinParser) -> None:
    graph = parsed(parser, "Dotson, 21, was arrested and charged on July 21 with murder.")
    roles = {(c, e.role) for e in graph.edges() for v, _, c in graph.instances()
             if v == e.source}
    assert ("arrest-01", ":ARG1") in roles and ("charge-05", ":ARG1") in roles
    assert ("arrest-01", ":ARG0") not in roles and ("charge-05", ":ARG0") not in roles
