"""pipeline.resources and the scripts that build its assets (inventory, wordnet)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from pipeline.assets_build import inventory, wordnet
from pipeline.edits import RI_EXCLUDED
from pipeline.resources import Resources, assets_dir, load_resources

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def test_shipped_assets_are_compact_and_attributed() -> None:
    assert assets_dir() == ASSETS or assets_dir().is_dir()
    for name in ("synonyms.json.gz", "ri_inventory.json.gz"):
        assert (ASSETS / name).stat().st_size < 3_000_000
    attribution = (ASSETS / "ATTRIBUTION.md").read_text(encoding="utf-8")
    assert "## synonyms.json.gz" in attribution and "CC BY 4.0" in attribution
    assert "Princeton WordNet" in attribution and (ASSETS / "LICENSE-wordnet.md").exists()
    assert "## ri_inventory.json.gz" in attribution


def test_shipped_inventory_is_what_the_script_builds_from_lpp(shared_data: Path, tmp_path: Path) -> None:
    written = inventory.build(shared_data, tmp_path)
    assert [p.name for p in written] == ["ri_inventory.json.gz", "ATTRIBUTION.md"]
    assert (tmp_path / "ri_inventory.json.gz").read_bytes() == (ASSETS / "ri_inventory.json.gz").read_bytes()


def test_inventory_pairs_are_leaves_with_allowed_roles() -> None:
    pairs = load_resources().inventory
    assert all(not RI_EXCLUDED.match(p.role) and p.kind in ("concept", "constant") for p in pairs)
    assert pairs[0].count >= pairs[-1].count  # most frequent first
    assert any(str(p) == ":mod little" for p in pairs)


def test_leaf_pairs_skip_references_names_and_core_roles() -> None:
    counts = inventory.leaf_pairs(
        '(s / see-01 :ARG0 (i / i) :ARG1 (p / person :name (n / name :op1 "Ann")) :time (t / then)'
        ' :manner s :polarity -)\n')
    assert set(counts) == {(":time", "concept", "then")}


def _tiny_wordnet(root: Path) -> Path:
    yaml_dir = root / "english-wordnet" / "src" / "yaml"
    yaml_dir.mkdir(parents=True)
    (yaml_dir / "entries-n.yaml").write_text(
        "need:\n  n:\n    sense:\n    - id: 'need%1'\n      synset: 001-n\n"
        "  v:\n    sense:\n    - id: 'need%2'\n      synset: 002-v\n"
        "want:\n  v:\n    sense:\n    - id: 'want%2'\n      synset: 002-v\n"
        "require:\n  v:\n    sense:\n    - id: 'require%2'\n      synset: 002-v\n"
        # necessitate's first sense is another synset: as a synonym of need it would misread
        "necessitate:\n  v:\n    sense:\n    - id: 'necessitate%2'\n      synset: 006-v\n"
        "    - id: 'necessitate%3'\n      synset: 002-v\n"
        "demand:\n  n:\n    sense:\n    - id: 'demand%1'\n      synset: 001-n\n"
        "requirement:\n  n:\n    sense:\n    - id: 'requirement%1'\n      synset: 001-n\n"
        "desert:\n  n-1:\n    sense:\n    - id: 'desert%1'\n      synset: 003-n\n"
        "  v:\n    sense:\n    - id: 'desert%2'\n      synset: 004-v\n"
        "waste:\n  n:\n    sense:\n    - id: 'waste%1'\n      synset: 003-n\n"
        "abandon:\n  v:\n    sense:\n    - id: 'abandon%2'\n      synset: 004-v\n"
        "Paris:\n  n:\n    sense:\n    - id: 'paris%1'\n      synset: 005-n\n", encoding="utf-8")
    (yaml_dir / "noun.tops.yaml").write_text(
        "001-n:\n  members: [need, demand, requirement]\n  partOfSpeech: n\n"
        "003-n:\n  members: [desert, waste]\n  partOfSpeech: n\n"
        "005-n:\n  members: [Paris]\n  partOfSpeech: n\n", encoding="utf-8")
    (yaml_dir / "verb.tops.yaml").write_text(
        "002-v:\n  members: [need, want, require, necessitate]\n  partOfSpeech: v\n"
        "004-v:\n  members: [desert, abandon]\n  partOfSpeech: v\n", encoding="utf-8")
    (root / "english-wordnet" / "LICENSE.md").write_text("CC BY 4.0 and the WordNet licence\n")
    frames = root / "propbank-frames" / "frames"
    frames.mkdir(parents=True)
    (frames / "want.xml").write_text('<roleset id="want.01" name="x">', encoding="utf-8")
    (frames / "require.xml").write_text('<roleset id="require.02"/><roleset id="require.01"/>',
                                        encoding="utf-8")
    (frames / "abandon.xml").write_text('<roleset id="abandon.01"/>', encoding="utf-8")
    # The local text synonyms must occur in ("requirement" does not: it is left out).
    (root / "mrpc").mkdir()
    (root / "mrpc" / "msr_paraphrase_train.txt").write_text(
        "Quality\t#1 ID\t#2 ID\t#1 String\t#2 String\n"
        "1\t1\t2\tThey want what the rules require.\tA demand was made.\n", encoding="utf-8")
    (root / "stsb").mkdir()
    (root / "stsb" / "sts-dev.csv").write_text(
        "main-captions\tMSRvid\t2012test\t0000\t5.000\tThe waste was abandoned.\t"
        "We necessitate nothing.\n", encoding="utf-8")
    (root / "little-prince").mkdir()
    (root / "little-prince" / "lpp-1943-dev.amr").write_text(
        "# ::snt The desert needs rain.\n(n / need-01\n   :ARG0 (d / desert)\n   :ARG1 (r / rain-01))\n",
        encoding="utf-8")
    return root


def test_wordnet_build_on_a_tiny_wordnet(tmp_path: Path) -> None:
    shared = _tiny_wordnet(tmp_path / "shared")
    out = tmp_path / "assets"
    written = wordnet.build(shared, out)
    assert [p.name for p in written] == ["synonyms.json.gz", "LICENSE-wordnet.md", "ATTRIBUTION.md"]
    with gzip.open(out / "synonyms.json.gz", "rt", encoding="utf-8") as handle:
        data = json.load(handle)
    assert data["pos"]["desert"] == "nv" and data["pos"]["want"] == "v"  # homograph keys n-1 count as n
    # necessitate: a rare sense of it; requirement: not in the local text
    assert data["synonyms"]["v"]["need"] == ["want", "require"]
    assert data["synonyms"]["n"]["need"] == ["demand"]
    assert data["frames"] == {"abandon": 1, "require": 1, "want": 1}
    resources = Resources(data["synonyms"], data["pos"], data["frames"], [])
    # a predicate gets predicates, only of words PropBank has frames for
    assert resources.synonyms("need-01") == ["want-01", "require-01"]
    assert resources.synonyms("need") == ["demand"]
    assert resources.synonyms("desert") == ["waste"]
    assert resources.synonyms("unknown-word") == []
    # the build is reproducible byte for byte
    again = wordnet.build(shared, tmp_path / "again")
    assert again[0].read_bytes() == written[0].read_bytes()


def test_attribution_sections_are_replaced_not_duplicated(tmp_path: Path) -> None:
    (tmp_path / "ATTRIBUTION.md").write_text("# Attribution\n\n## other.json (x)\n\nkeep me\n")
    inventory.write_attribution(tmp_path, "a.json.gz", "## a.json.gz (first)\n\nold\n")
    inventory.write_attribution(tmp_path, "a.json.gz", "## a.json.gz (second)\n\nnew\n")
    text = (tmp_path / "ATTRIBUTION.md").read_text()
    assert text.count("## a.json.gz") == 1 and "new" in text and "old" not in text and "keep me" in text


def test_missing_asset_names_the_build_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from pipeline.errors import ParaAMRError

    monkeypatch.setenv("PARAAMR_ASSETS_DIR", str(tmp_path))
    with pytest.raises(ParaAMRError, match=r"python -m pipeline\.assets_build wordnet"):
        Resources.from_assets()
