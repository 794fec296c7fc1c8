"""MRPC sentences whose active verb took its "by" phrase as a second doer: "as he spoke by
satellite phone" (spaCy's ``by/agent`` of an active verb) and "as Ghafar spoke by satellite
telephone" (with ``Ghafar/advmod`` too, parse_repair)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

HE = "As he spoke by satellite phone, shellfire could be heard in the background."
GHAFAR = "Shellfire could be heard in the background as Ghafar spoke by satellite telephone."


def _doers(parser: BuiltinParser, sentence: str) -> list[str]:
    graph = parsed(parser, sentence)
    [speak] = [v for v, _, c in graph.instances() if c == "speak-01"]
    return [str(t) for s, r, t in graph.triples if s == speak and r == ":ARG0"]


def test_an_active_verb_s_by_phrase_is_no_second_doer(parser: BuiltinParser) -> None:
    # Was: speak-01 :ARG0 he :ARG0 phone
    assert len(_doers(parser, HE)) == 1


def test_a_name_read_as_an_adverb_is_the_subject(parser: BuiltinParser) -> None:
    # Was kept: "It was in the background that Shellfire could be heard as satellite
    # telephone spoke Shellfire Ghafar." (and three more foci)
    assert len(_doers(parser, GHAFAR)) == 1
    texts = [t for t in every_text(parser, GHAFAR) if t]
    assert "In the background, Shellfire could be heard as Ghafar spoke by satellite " \
        "telephone." in texts, texts
    assert not [t for t in texts if "telephone spoke" in t], texts
