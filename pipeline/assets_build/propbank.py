"""Derive ``assets/propbank.json.gz``: the PropBank lexicon of the built-in parser.

Source: the PropBank frame files v3.4 (``frames/*.xml``) and the AMR-UMR ``.91``
rolesets, CC BY-SA 4.0.  What we keep, per roleset (``approve-01``): whether AMR
uses it, its numbered roles with their function tags and descriptions, and the
prepositions that introduce each argument in the frame examples.  Per word:
verb lemma to rolesets in preference order (senses AMR uses first, then by sense
number), noun and adjective aliases to their rolesets, and argument nouns
(``teacher`` to ``teach-01`` ``ARG0``).

The output is plain JSON (gzipped, keys sorted), so the same input always gives
the same bytes.
"""

from __future__ import annotations

import gzip
import json
import logging
import re
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from pipeline.assets_build.inventory import write_attribution

__all__ = ["PREPOSITIONS", "build", "derive", "roleset_concept"]

# Words that may introduce a non-core argument in the frame examples.
PREPOSITIONS = frozenset(
    ["about", "above", "across", "after", "against", "along", "among", "around", "as", "at", "before", "behind", "below", "beneath", "beside", "besides", "between", "beyond", "by", "despite", "down", "during", "except", "for", "from", "in", "inside", "into", "like", "near", "of", "off", "on", "onto", "out", "outside", "over", "past", "per", "since", "than", "through", "throughout", "till", "to", "toward", "towards", "under", "underneath", "unlike", "until", "up", "upon", "via", "with", "within", "without"]
)
log = logging.getLogger(__name__)
_SENSE = re.compile(r"^\d\d$")
_ATTRIBUTION = """\
## PropBank lexicon (assets/propbank.json.gz)

Derived by `python -m pipeline.assets_build propbank` from the PropBank frame files
v3.4 (`frames/*.xml`) and `AMR-UMR-91-rolesets.xml` of the propbank-frames repository
(https://github.com/propbank/propbank-frames), (c) the PropBank project, licensed under
the Creative Commons Attribution-ShareAlike 4.0 International licence (CC BY-SA 4.0,
https://creativecommons.org/licenses/by-sa/4.0/). Changes: only roleset ids, AMR usage
flags, role numbers with function tags and descriptions, word aliases, and preposition
counts from the examples are kept, re-keyed as JSON. The derived file is distributed
under the same licence (see assets/LICENSE-propbank.txt).
"""


def roleset_concept(roleset_id: str) -> str | None:
    """The AMR concept of a PropBank roleset id, or ``None`` for non-numbered senses.

    >>> roleset_concept("make_up.07"), roleset_concept("have-org-role.91"), roleset_concept("make.LV")
    ('make-up-07', 'have-org-role-91', None)
    """
    lemma, _, sense = roleset_id.rpartition(".")
    if not lemma or not _SENSE.match(sense):
        return None
    return f"{lemma.replace('_', '-')}-{sense}"


def _amr_in_use(roleset: ET.Element) -> bool:
    for usage in roleset.iter("usage"):
        if usage.get("resource") == "AMR" and usage.get("version") == "2019":
            return usage.get("inuse") == "+"
    return False


def _example_prepositions(roleset: ET.Element) -> dict[str, list[str]]:
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for arg in roleset.iter("arg"):
        role = (arg.get("type") or "").upper()
        words = (arg.text or "").split()
        if not role.startswith("ARG") or not words:
            continue
        first = words[0].lower()
        if first in PREPOSITIONS:
            name = role if role[3:].isdigit() else "ARGM-" + role.split("-")[-1]
            counts[name][first] += 1
    return {role: [p for p, _ in c.most_common(3)] for role, c in sorted(counts.items())}


def _parse_frames(path: Path) -> ET.Element:
    """The frame file's root; a few v3.4 files have malformed examples, which we drop."""
    text = path.read_text(encoding="utf-8")
    try:
        return ET.fromstring(text)
    except ET.ParseError:
        repaired = re.sub(r"(?s)<example\b.*?</example>", "", text).replace("</example>", "")
        log.warning("%s: malformed XML in its examples; examples skipped", path.name)
        return ET.fromstring(repaired)


def derive(xml_files: list[Path]) -> dict[str, Any]:
    """The lexicon as a JSON-ready dict (see the module docstring)."""
    rolesets: dict[str, dict[str, Any]] = {}
    words: dict[str, dict[str, list[str]]] = {"v": defaultdict(list), "n": defaultdict(list),
                                              "j": defaultdict(list)}
    arg_nouns: dict[str, list[list[str]]] = defaultdict(list)
    for path in xml_files:
        root = _parse_frames(path)
        for rs in root.iter("roleset"):
            concept = roleset_concept(rs.get("id", ""))
            if concept is None or concept in rolesets:
                continue
            roles = {}
            for role in rs.iter("role"):
                n = role.get("n", "")
                if n.isdigit():
                    roles[f"ARG{n}"] = [role.get("f", "").upper(), (role.get("descr") or "")[:60]]
            rolesets[concept] = {"amr": _amr_in_use(rs), "roles": roles,
                                 "preps": _example_prepositions(rs)}
            for alias in rs.iter("alias"):
                pos, text = alias.get("pos"), (alias.text or "").strip().lower()
                if pos in words and text:
                    key = text.replace("_", " ")
                    if concept not in words[pos][key]:
                        words[pos][key].append(concept)
            for alias in rs.iter("argalias"):
                text = (alias.text or "").strip().lower()
                if alias.get("pos") == "n" and text and (alias.get("arg") or "").isdigit():
                    arg_nouns[text].append([concept, f"ARG{alias.get('arg')}"])

    def rank(concept: str) -> tuple[bool, int, str]:
        sense = concept.rsplit("-", 1)[1]
        return (not rolesets[concept]["amr"], int(sense), concept)

    out_words = {pos: {w: sorted(cs, key=rank) for w, cs in sorted(table.items())}
                 for pos, table in words.items()}
    return {
        "format": 1,
        "source": "PropBank frames v3.4 + AMR-UMR-91-rolesets (CC BY-SA 4.0)",
        "rolesets": dict(sorted(rolesets.items())),
        "verbs": out_words["v"],
        "nouns": out_words["n"],
        "adjectives": out_words["j"],
        "arg_nouns": {w: sorted(v, key=lambda cv: rank(cv[0]))
                      for w, v in sorted(arg_nouns.items())},
    }


def build(shared: Path, assets: Path) -> list[Path]:
    """Write the lexicon, its attribution section and the licence notice; return the paths."""
    source = shared / "propbank-frames"
    files = [*sorted((source / "frames").glob("*.xml")), source / "AMR-UMR-91-rolesets.xml"]
    lexicon = derive(files)
    assets.mkdir(parents=True, exist_ok=True)
    out = assets / "propbank.json.gz"
    payload = json.dumps(lexicon, sort_keys=True, separators=(",", ":")).encode("utf-8")
    with out.open("wb") as fh, gzip.GzipFile(fileobj=fh, mode="wb", mtime=0, filename="") as gz:
        gz.write(payload)
    licence = assets / "LICENSE-propbank.txt"
    licence.write_text((source / "LICENSE").read_text(encoding="utf-8"), encoding="utf-8")
    return [out, licence, write_attribution(assets, "PropBank lexicon", _ATTRIBUTION)]
