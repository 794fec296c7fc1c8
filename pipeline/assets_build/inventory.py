"""Derive ``assets/ri_inventory.json.gz``: the leaf pairs random insertion (RI) draws from.

A leaf pair is a role with what it leads to when that is a leaf: a constant
(``:mode imperative``) or a node with nothing but its concept (``:mod (l / little)``).
As in AMR-DA, pairs whose role carries core meaning or structure are left out
(:data:`pipeline.edits.RI_EXCLUDED`); inverted roles are left out too, since an
inserted leaf modifies the node it is attached to.

Run ``python -m pipeline.assets_build inventory``.
"""

from __future__ import annotations

import gzip
import json
import re
from collections import Counter
from pathlib import Path

__all__ = ["build", "leaf_pairs", "write_attribution"]

ATTRIBUTION = """\
## ri_inventory.json.gz (The Little Prince AMR graphs)

Derived by `python -m pipeline.assets_build inventory` from the 1,000 dev graphs of
*The Little Prince* (`little-prince/lpp-1943-dev.amr`, AMR Bank v3.0 public release,
freely released by the AMR project for research). Only (role, leaf concept or
constant) pairs and their counts are kept; no sentence or graph is copied.
"""


def leaf_pairs(text: str) -> Counter[tuple[str, str, str]]:
    """(role, "concept"|"constant", value) for every insertable leaf in PENMAN ``text``.

    >>> sorted(leaf_pairs("(s / see-01 :ARG0 (i / i) :mod (o / once) :mode imperative)"))
    [(':mod', 'concept', 'once'), (':mode', 'constant', 'imperative')]
    """
    from penman.tree import is_atomic

    from pipeline.amrio import loads_graphs
    from pipeline.edits import RI_EXCLUDED

    counts: Counter[tuple[str, str, str]] = Counter()
    for entry in loads_graphs(text):
        import penman

        tree = penman.configure(entry.graph)
        variables = set(entry.graph.variables())
        for _, branches in tree.nodes():
            for role, target in branches:
                role = role.split("~", 1)[0]
                if role == "/" or RI_EXCLUDED.match(role) or role.endswith("-of"):
                    continue
                if is_atomic(target):
                    value = str(target).split("~", 1)[0]
                    if value not in variables:
                        counts[role, "constant", value] += 1
                elif len(target[1]) == 1 and target[1][0][0] == "/":
                    counts[role, "concept", str(target[1][0][1]).split("~", 1)[0]] += 1
    return counts


def write_attribution(assets: Path, name: str, section: str) -> Path:
    """Put ``section`` (a Markdown ``##`` section about ``name``) into assets/ATTRIBUTION.md.

    Other sections of the file are left as they are; our own is replaced.
    """
    path = assets / "ATTRIBUTION.md"
    text = path.read_text(encoding="utf-8") if path.exists() else "# Attribution of derived assets\n"
    pattern = re.compile(rf"^## {re.escape(name)} .*?(?=^## |\Z)", re.MULTILINE | re.DOTALL)
    body = section.rstrip("\n") + "\n\n"
    text = pattern.sub(lambda _: body, text) if pattern.search(text) else text.rstrip("\n") + "\n\n" + body
    path.write_text(text.rstrip("\n") + "\n", encoding="utf-8")
    return path


def build(shared: Path, assets: Path) -> list[Path]:
    source = shared / "little-prince" / "lpp-1943-dev.amr"
    counts = leaf_pairs(source.read_text(encoding="utf-8"))
    pairs = [[role, kind, value, n] for (role, kind, value), n in
             sorted(counts.items(), key=lambda item: (-item[1], item[0]))]
    payload = {
        "source": "The Little Prince AMR dev graphs (lpp-1943-dev.amr), AMR Bank v3.0 public release",
        "fields": ["role", "kind", "value", "count"],
        "pairs": pairs,
    }
    assets.mkdir(parents=True, exist_ok=True)
    out = assets / "ri_inventory.json.gz"
    with gzip.GzipFile(out, "wb", mtime=0) as handle:
        handle.write(json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    return [out, write_attribution(assets, "ri_inventory.json.gz", ATTRIBUTION)]
