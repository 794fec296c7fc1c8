"""Derive ``assets/synonyms.json.gz`` from Open English WordNet (CC BY 4.0).

What synonym replacement (SR) and concept kinds need, and nothing more:

* ``pos``: every single-word lemma with the parts of speech WordNet knows it
  as (``n`` noun, ``v`` verb, ``a`` adjective, ``r`` adverb), e.g. ``"know": "nv"``;
* ``synonyms[pos][lemma]``: single-word members of the lemma's first
  :data:`SENSES` synset(s) of that part of speech (WordNet lists the most frequent
  sense first) for which that synset is *also their own* most frequent sense of that
  part of speech.  Both conditions matter: "time" and "clip" share a synset, the first
  sense of "time" but only the second of "clip" (a fastener first), so a clip is
  never a synonym of time; "need" gets "require", whose first sense it is.  A member
  must also occur in the local reference text (:func:`seen_words`: MRPC train, STS-B
  dev, the Little Prince sentences, in some inflection), which keeps out rare words
  ("onrush" for attack, "functionary" for official, "chop-chop" for quickly);
* ``frames``: the lowest PropBank roleset number of every single-word lemma
  PropBank has, so that a synonym of a predicate becomes a predicate concept
  (``recognize-01``) the way AMR writes it.

Run ``python -m pipeline.assets_build wordnet``.
"""

from __future__ import annotations

import gzip
import json
import re
import shutil
from collections import defaultdict
from pathlib import Path

__all__ = ["SENSES", "SYNONYMS_PER_WORD", "build"]

SENSES = 1  # later senses drift from the word's usual meaning ("time" -> "clip")
SYNONYMS_PER_WORD = 8
_WORD = re.compile(r"^[a-z][a-z-]*[a-z]$")
_ROLESET = re.compile(r'<roleset\s+id="([a-z][a-z-]*)\.(\d+)"')
_POS = {"n": "n", "v": "v", "a": "a", "s": "a", "r": "r"}

ATTRIBUTION = """\
## synonyms.json.gz (Open English WordNet; PropBank roleset numbers)

Derived by `python -m pipeline.assets_build wordnet` from the YAML sources of
[Open English WordNet](https://en-word.net/) (`english-wordnet/src/yaml`), (c) the
Open English WordNet team, licensed under the Creative Commons Attribution 4.0
International licence (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/); it is
derived from Princeton WordNet (WordNet 3.0 licence, (c) Princeton University); the
licence notices are copied to assets/LICENSE-wordnet.md.
Changes: only single-word lowercase lemmas, their parts of speech, and the
single-word members of their first synset per part of speech that have that synset as
their own first sense, and that occur in the local reference text (MRPC train, STS-B dev,
Little Prince sentences), are kept. The
`frames` map (lemma to lowest roleset number, used to write a synonym as an AMR
predicate such as `require-01`) is derived from the
[PropBank frames](https://github.com/propbank/propbank-frames) v3.4 (CC BY-SA 4.0);
that part is shared under the same licence (see assets/LICENSE-propbank.txt).
"""


def _load_yaml(path: Path) -> dict:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with path.open(encoding="utf-8") as handle:
        return yaml.load(handle, Loader=loader) or {}  # CSafeLoader or SafeLoader: safe


def _rolesets(propbank: Path) -> dict[str, int]:
    """Lemma -> lowest roleset number over the PropBank frame files."""
    found: dict[str, int] = {}
    for path in sorted((propbank / "frames").glob("*.xml")):
        for lemma, number in _ROLESET.findall(path.read_text(encoding="utf-8")):
            found[lemma] = min(found.get(lemma, 99), int(number))
    return found


def seen_words(shared: Path) -> set[str]:
    """Lower-case words of the local reference text, with their likely base forms
    (``rapidly``, ``requires`` -> ``require``, ``stated`` -> ``state``)."""
    from pipeline.assets_build.unigrams import reference_sentences

    seen: set[str] = set()
    for sentence in reference_sentences(shared):
        for word in re.findall(r"[a-z]+(?:-[a-z]+)*", sentence.lower()):
            seen.add(word)
            for suffix, base in (("s", ""), ("es", ""), ("ed", ""), ("ed", "e"), ("d", ""),
                                 ("ing", ""), ("ing", "e")):
                if word.endswith(suffix) and len(word) > len(suffix) + 2:
                    seen.add(word[: -len(suffix)] + base)
    return seen


def build(shared: Path, assets: Path) -> list[Path]:
    from tqdm import tqdm

    source = shared / "english-wordnet" / "src" / "yaml"
    members: dict[str, list[str]] = {}
    synset_files = [p for p in sorted(source.glob("*.yaml"))
                    if p.name.split(".")[0] in ("noun", "verb", "adj", "adv")]
    for path in tqdm(synset_files, desc="wordnet synsets", unit="file"):
        for synset_id, synset in _load_yaml(path).items():
            members[str(synset_id)] = [str(m) for m in synset.get("members", [])]

    pos_of: dict[str, set[str]] = defaultdict(set)
    senses: dict[tuple[str, str], list[str]] = defaultdict(list)
    for path in tqdm(sorted(source.glob("entries-*.yaml")), desc="wordnet entries", unit="file"):
        for lemma, by_pos in _load_yaml(path).items():
            word = str(lemma)
            if not _WORD.match(word):
                continue
            for pos_tag, entry in by_pos.items():
                pos = _POS.get(str(pos_tag).split("-", 1)[0])  # homographs: "n-1", "n-2"
                if pos is None:
                    continue
                pos_of[word].add(pos)
                senses[word, pos].extend(s["synset"] for s in entry.get("sense", []))

    rolesets = _rolesets(shared / "propbank-frames")
    common = seen_words(shared)
    synonyms: dict[str, dict[str, list[str]]] = {p: {} for p in ("n", "v", "a", "r")}
    for (word, pos), synset_ids in sorted(senses.items()):
        found: list[str] = []
        for synset_id in synset_ids[:SENSES]:
            for member in members.get(synset_id, []):
                if member == word or not _WORD.match(member):
                    continue
                if senses.get((member, pos), [None])[0] != synset_id:
                    continue  # a rare sense of the member: it would read as another word
                if member not in common:
                    continue
                if member not in found:
                    found.append(member)
        if found:
            synonyms[pos][word] = found[:SYNONYMS_PER_WORD]

    payload = {
        "source": "Open English WordNet (CC BY 4.0), derived from Princeton WordNet; "
                  "PropBank frames v3.4 (CC BY-SA 4.0) for roleset numbers",
        "senses": SENSES,
        "pos": {w: "".join(sorted(p)) for w, p in sorted(pos_of.items())},
        "synonyms": synonyms,
        "frames": dict(sorted(rolesets.items())),
    }
    assets.mkdir(parents=True, exist_ok=True)
    out = assets / "synonyms.json.gz"
    with gzip.GzipFile(out, "wb", mtime=0) as handle:  # mtime=0: rebuilds are byte-identical
        handle.write(json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    from pipeline.assets_build.inventory import write_attribution

    licence = assets / "LICENSE-wordnet.md"
    shutil.copyfile(shared / "english-wordnet" / "LICENSE.md", licence)
    return [out, licence, write_attribution(assets, "synonyms.json.gz", ATTRIBUTION)]
