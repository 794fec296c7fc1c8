"""The PropBank lexicon: its build script and its lookups, on the real frame files."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from pipeline.assets_build import propbank
from pipeline.backends.builtin.lexicon import DEFAULT_PATH, PropBankLexicon, load_lexicon
from pipeline.errors import ParaAMRError


@pytest.fixture(scope="module")
def built(shared_data: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    assets = tmp_path_factory.mktemp("assets")
    (assets / "ATTRIBUTION.md").write_text("# Attribution\n\n## other asset\n\nkept.\n")
    propbank.build(shared_data, assets)
    return assets


def test_build_reproduces_the_shipped_asset(built: Path) -> None:
    assert (built / "propbank.json.gz").read_bytes() == DEFAULT_PATH.read_bytes()


def test_build_writes_licence_and_keeps_other_attribution_sections(built: Path) -> None:
    assert "Attribution-ShareAlike 4.0" in (built / "LICENSE-propbank.txt").read_text()
    attribution = (built / "ATTRIBUTION.md").read_text()
    assert "## other asset\n\nkept." in attribution
    assert attribution.count("## PropBank lexicon") == 1
    propbank.write_attribution(built, "PropBank lexicon", propbank._ATTRIBUTION)  # idempotent
    assert (built / "ATTRIBUTION.md").read_text() == attribution


def test_asset_is_compact_and_complete() -> None:
    assert DEFAULT_PATH.stat().st_size < 1_000_000
    with gzip.open(DEFAULT_PATH, "rt", encoding="utf-8") as fh:
        data = json.load(fh)
    assert len(data["rolesets"]) > 10_000
    assert "have-org-role-91" in data["rolesets"]  # the AMR .91 rolesets are in too


def test_verb_senses_prefer_amr_then_lowest_number() -> None:
    lex = load_lexicon()
    assert lex.verb_frame("need") == "need-01"
    assert lex.verb_frames("make")[:2] == ["make-01", "make-02"]
    assert lex.verb_frame("pick", "up") == "pick-up-04"
    assert lex.verb_frame("blorf") is None


def test_noun_and_adjective_aliases() -> None:
    lex = load_lexicon()
    assert lex.noun_frame("approval") == "approve-01"
    assert lex.adjective_frame("happy") == "happy-01"
    assert lex.adjective_frame("big") is None  # PropBank marks big-01 as unused in AMR
    assert lex.arg_noun("teacher") == ("teach-01", "ARG0")


def test_roles_function_tags_and_prepositions() -> None:
    lex = load_lexicon()
    assert lex.role("approve-01", "ARG1") == ("PPT", "thing approved")
    assert lex.role("approve-01", "ARG7") is None
    assert "as" in lex.prepositions("approve-01", "ARG2")
    assert lex.role_for_preposition("approve-01", "as") == "ARG2"
    assert lex.role_with_function("go-02", ("GOL",)) == "ARG4"
    assert "need-01" in lex and lex.in_amr("need-01")
    assert len(lex) > 10_000


def test_roleset_concept_names() -> None:
    assert propbank.roleset_concept("approve.01") == "approve-01"
    assert propbank.roleset_concept("be-located-at.91") == "be-located-at-91"
    assert propbank.roleset_concept("make.LV") is None


def test_missing_asset_names_the_build_command(tmp_path: Path) -> None:
    with pytest.raises(ParaAMRError, match="assets_build propbank"):
        load_lexicon(tmp_path / "nope.json.gz")


def test_from_dict_minimal() -> None:
    lex = PropBankLexicon.from_dict({"rolesets": {"run-02": {"amr": True, "roles": {}, "preps": {}}},
                                     "verbs": {"run": ["run-02"]}, "nouns": {}, "adjectives": {}})
    assert lex.verb_frame("RUN") == "run-02"
    assert lex.arg_noun("runner") is None
