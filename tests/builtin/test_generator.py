"""The ``builtin`` generator backend: a batch of graphs in, one result per graph out."""

from __future__ import annotations

from pipeline.backends.builtin.generator import BuiltinGenerator


def test_generator_reports_broken_input_and_keeps_going(settings) -> None:  # type: ignore[no-untyped-def]
    results = BuiltinGenerator(settings).generate(["(d / dog", "(d / dog :ARG0-of (b / bark-01))"])
    assert results[0].text is None and results[0].error
    assert results[1].text and results[1].engine == "builtin" and results[1].construction
