"""An abbreviated title before a name ("Sgt. Steve Dixon", "Cmdr. Rod Gibbons") is one
word with its stop, and no sentence ends after it
(:mod:`pipeline.backends.builtin.parse_title_stops`)."""

from __future__ import annotations

from tests.builtin.test_realizer_mrpc_parsed import focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

DIXON = ("Cruz tried to fight off officers and was hospitalized after a police dog bit him, "
         "Sgt. Steve Dixon said.")
CONTRERAS = "She also thanked her boyfriend, Sgt. Ruben Contreras, who was sitting next to the stage."
GIBBONS = "Cmdr. Rod Gibbons, an academy spokesman, said, \"The academy is shocked and saddened.\""


def test_a_title_before_a_name_ends_no_sentence(parser) -> None:  # type: ignore[no-untyped-def]
    for text in (DIXON, CONTRERAS, GIBBONS):  # MRPC 6890, 2343, 3899: two sentences before
        graph = parsed(parser, text)
        assert graph.top and not any(c == "multi-sentence" for _, _, c in graph.instances()), text


def test_the_speaker_keeps_the_title(parser) -> None:  # type: ignore[no-untyped-def]
    # was "..., and Cruz was hospitalized after a police dog bit him, Sgt, and Steve Dixon said."
    assert focused(parser, DIXON, "and").text == (
        "Cruz tried to fight off officers and was hospitalized after a police dog bit him, "
        "Sgt. Steve Dixon said.")  # (was ", and Cruz was": realize_shared_subjects)
    assert "Sgt," not in (focused(parser, DIXON, "say-01").text or "")
