"""The app loads an engine's models stage by stage, only those the action needs."""

from __future__ import annotations

from pipeline.paraphrase import Paraphraser


def test_stages_name_the_parser_generator_and_each_model_scorer(settings) -> None:
    from app.resources import loading_stages

    engine = Paraphraser(settings, engine="builtin")
    assert [name for name, _ in loading_stages(engine, parsing_only=True)] == ["the parser"]
    names = [name for name, _ in loading_stages(engine)]
    assert names[:2] == ["the parser", "the generator"]
    assert {"the semantic scorer", "the perplexity scorer"} <= set(names)
    assert "the comprehensive scorer" not in names  # derived from the others: nothing to load


def test_parsing_loads_the_parser_and_nothing_else(app_env) -> None:
    from app.resources import get_paraphraser

    engine = get_paraphraser("builtin", parsing_only=True)
    assert engine._parser is not None and engine._generator is None and engine._scores is None
    assert engine.parse("The boy wants to go.").amr is not None
