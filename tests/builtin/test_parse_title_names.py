"""A person's name right after the post that describes them, which spaCy made an
apposition ("athletic director Bruce Van De Velde nor Morgan", "and managing editor Gerald
Boyd"): the post's name (parse_title_names); it had been dropped and every focus refused.
MRPC train sentences (tuning slices)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

EDITORS = ("After the two-hour meeting on May 14, publisher Arthur O. Sulzberger Jr., executive "
           "editor Howell Raines and managing editor Gerald Boyd pledged quick remedies to staff "
           "grievances.")  # MRPC train 6402
NEITHER = ("Neither Iowa State athletic director Bruce Van De Velde nor Morgan could be reached "
           "for comment.")  # MRPC train 4214
DISGUISE = ("In his female disguise, the real estate heir used the name Dorothy Ciner, a "
            "childhood friend.")  # MRPC train 4063


def test_the_name_after_a_post_is_read(parser: BuiltinParser) -> None:
    for sentence in (EDITORS, NEITHER):
        graph = parsed(parser, sentence)
        assert "unparsed" not in graph.metadata, (sentence, graph.metadata)


def test_a_list_of_posts_and_names_is_said_back(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, EDITORS) if t]
    assert "It was publisher Arthur O. Sulzberger Jr., executive editor Howell Raines and " \
        "managing editor Gerald Boyd who pledged quick remedies to staff grievances after the " \
        "two-hour meeting on May 14." in texts, texts


def test_neither_names_no_one_to_cleft(parser: BuiltinParser) -> None:
    # "It was neither ... nor Morgan who could be reached" says someone else could be
    texts = [t for t in every_text(parser, NEITHER) if t]
    assert not [t for t in texts if t.startswith("It was neither") or "the ones who" in t], texts


def test_a_name_after_name_is_not_a_post(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, DISGUISE) if t]
    assert not [t for t in texts if "someone Dorothy" in t.lower()], texts
