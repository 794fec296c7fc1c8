"""roles_kept: the source graph's who-did-what-to-whom against the paraphrase's parse-back
(pipeline/scoring/roles.py), on real pairs: ratings-dev's role inversion and MRPC train
sentences (tuning lines) the engine refocused into clefts and passives."""

from __future__ import annotations

import json

import pytest

from pipeline.scoring import DEFAULT_METRICS, FilterPolicy, ScoreSet
from pipeline.scoring.roles import RolesKept, role_triples, roles_kept


@pytest.fixture(scope="module")
def metric():
    from pipeline.settings import load_settings

    return RolesKept(load_settings(engine="builtin"))


def test_inverted_roles_are_lost_and_refocusing_is_not(metric):
    # ratings-dev p047, rated broken and meaning changed by all three raters
    source = "Ballmer has been vocal in the past warning that Linux is a threat to Microsoft."
    inverted = ("It was Microsoft that threatened Linux, which is Ballmer has been vocal in the "
                "past warning.")
    assert metric.score(source, inverted) == 0.0
    assert {"threaten :ARG0 linux", "threaten :ARG1 microsoft"} <= set(metric.lost(source, inverted))


@pytest.mark.parametrize("source, paraphrase", [
    # a subject cleft: the relative pronoun fills the role, the focus is what it stands for
    ("York had no problem with MTA's insisting the decision to shift funds had been within its "
     "legal rights.",
     "It was York that had no problem with MTA's insisting the decision to shift funds had been "
     "within its legal rights."),
    # an object cleft whose clause names no placeholder: the focus fills the missing role
    ("OpForce 3.0 supports Solaris, IBM AIX, Red Hat Linux and Windows.",
     "It is Windows, Solaris, IBM AIX, and Red Hat Linux that OpForce 3.0 supports."),
    # "X was the one who ...": the placeholder "one" is X
    ("Jason Giambi capitalized with an RBI single to center.",
     "Jason Giambi was the one who capitalized with an RBI single to center."),
    # a passive; the parser heads the source's compound with "warranty", the passive's with
    # "publicity": a filler is named by its modifiers too
    ("Bad publicity surrounding warranties has already sent sales into decline.",
     "Sales have already been sent into decline by bad publicity surrounding warranties."),
])
def test_focus_changes_keep_every_role(metric, source, paraphrase):
    assert metric.score(source, paraphrase) == 1.0, metric.lost(source, paraphrase)


def test_triples_read_inverse_roles_coordinations_and_pronouns():
    graph = ('(m / Microsoft :ARG1-of (t / threaten-01 :ARG0 (a / and :op1 (l / Linux) '
             ':op2 (p / person :name (n / name :op1 "Linus" :op2 "Torvalds")))))')
    assert role_triples(graph) == [("threaten", "ARG0", "linus torvalds"),
                                   ("threaten", "ARG0", "linux"), ("threaten", "ARG1", "microsoft")]
    source = "(s / sign-01 :ARG0 (c / company) :ARG1 (d / deal))"
    # a pronoun of the paraphrase may stand for the source's noun, not the other way round
    assert roles_kept("(s / sign-01 :ARG0 (i / it) :ARG1 (d / deal))", source) == 1.0
    assert roles_kept(source, "(s / sign-01 :ARG0 (i / it) :ARG1 (d / deal))") == 0.5
    assert roles_kept("(d / deal)", "(d / deal :mod (b / big))") == 1.0  # no roles to keep


def test_scored_by_default_and_its_floor_is_off(settings, metric):
    assert "roles_kept" in DEFAULT_METRICS
    assert metric.score_batch("The committee approved the budget.", [""]) == [None]
    assert metric.signature().startswith("roles_kept|parser:builtin(")
    source = "Linux is a threat to Microsoft."
    row = ScoreSet(settings, ["roles_kept"]).score(source, ["Microsoft threatened Linux."])[0]
    assert row["roles_kept"] == 0.0
    assert FilterPolicy.from_settings(settings).roles_kept_min is None  # no default test
    policy = FilterPolicy(roles_kept_min=0.5)
    assert policy.metrics() == ("roles_kept",) and "roles_min:0.5" in policy.signature()
    assert policy.check(source, "Microsoft threatened Linux.", row) == ["roles kept 0.00 < 0.50"]


def test_score_command_names_the_roles_lost(capsys, settings):
    from pipeline.cli import main

    code = main(["score", "Linux is a threat to Microsoft.", "Microsoft threatened Linux.",
                 "--metrics", "roles_kept", "--json"])
    payload = json.loads(capsys.readouterr().out)
    assert code == 0 and payload["roles_kept"] == 0.0
    assert payload["roles_lost"] == ["threaten :ARG0 linux", "threaten :ARG1 microsoft"]
