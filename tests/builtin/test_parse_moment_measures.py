"""Words of a measure the parse dropped: "Moments later" (a moment is a unit of time like
"Days later", parse_measures.MEASURE_UNITS) and the whole of a mixed number in figures
("the past 3-1/2 months", stated as 3.5, whose "3" the coverage check counted as lost).
MRPC train 3156 and 300 (tuning slices)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

MOMENTS = 'Moments later, he hugged his defense lawyers, softly saying, "Thank you, so much."'
RALLY = ("But stocks have rallied sharply over the past 3-1/2 months amid hopes for an economic "
         "rebound later this year.")


def test_moments_measure_later(parser: BuiltinParser) -> None:
    assert ("later", ":quant", "moment") in edges(parser, MOMENTS)
    texts = [t for t in every_text(parser, MOMENTS) if t]
    assert 'He was the one who hugged his defense lawyers moments later, softly saying: ' \
        '"Thank you, so much."' in texts, texts


def test_a_mixed_number_is_read_whole(parser: BuiltinParser) -> None:
    graph = parsed(parser, RALLY)
    assert "unparsed" not in graph.metadata, graph.metadata
    assert "3.5" in {str(t) for _, _, t in graph.attributes()}, graph.attributes()
