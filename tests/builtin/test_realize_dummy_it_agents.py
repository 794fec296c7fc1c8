"""realize_dummy_it_agents: a passive whose agent is the source's dummy "it" (sentences made
for the test after the kind the round's reading found; no tuning text was kept with one)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_dummy_it_agents import dummy_it_made_agent

VOTES = "It would take two votes to block the merger ."
YEARS = "It has taken three years to finish the bridge ."
LABELS = "It also supports coloured labels to better organise documents ."


def test_a_dummy_it_made_the_agent_is_found() -> None:
    assert dummy_it_made_agent("Two votes would be taken by it to block the merger.",
                               VOTES.split()) == "It would take"
    assert dummy_it_made_agent("Three years have been taken by it to finish the bridge.",
                               YEARS.split()) == "It has taken"


def test_a_referring_it_or_no_passive_is_left() -> None:
    # 4409: the software's "it" supports the labels
    assert dummy_it_made_agent("Coloured labels are also supported by it to better organise "
                               "documents.", LABELS.split()) is None
    assert dummy_it_made_agent("To block the merger, it would take two votes.",
                               VOTES.split()) is None
