"""The clause after a sentence's opening "But" or "And", as a graph of its own.

"But he added group performance would improve in the second half of the year and
beyond." is parsed (contrast-01~e.0 :ARG2 (add-01 ...)): a connective over one clause.
No alternative of the root applies to a connective, and the verbatim ones, which read
whole phrases off the source, refuse over an opening connective, so such a sentence only
read its source back.  The clause under the connective, with the connective's word taken
off its sentence, is an ordinary root: its alternatives are said with the connective put
back first ("But group performance would improve ..., he added."; see
realize_opening_conjunctions, which keeps the word first).
"""

from __future__ import annotations

import re

import penman

from pipeline.backends.builtin.parse_finite_verbs import KEY as FINITE
from pipeline.backends.builtin.parse_proper_openers import KEY as PROPER

__all__ = ["CONNECTIVE_VARIANTS", "clause_after_connective"]

# The alternatives said of the clause: those that move the source's own phrases (as inside a
# clause of a root coordination, realize_member_clauses: "But the ... Index was at 1,674.35,
# up 5.91 points, ..."), and the cleft of its place or time ("But it was last week that the
# executive committee ...").
# Not the rebuilt pseudo-cleft, which moved the clause's adverbs ("But what the company said
# was that its competitors were trying to hinder MCI's emergence from bankruptcy simply").
CONNECTIVE_VARIANTS = ("adjunct-cleft", "verbatim-reporting", "verbatim-cleft",
                       "verbatim-fronting", "verbatim-clause-first", "verbatim-passive",
                       "verbatim-day", "verbatim-level", "verbatim-from-to", "verbatim-closing")

# The connective concepts that may stand over the one clause, and their opening words.
_CONNECTIVES = {"contrast-01": ("but", "yet"), "and": ("and",)}
_ALIGNMENT = re.compile(r"~e\.([\d,]+)")


def clause_after_connective(graph: penman.Graph) -> penman.Graph | None:
    """The graph of the one clause under ``graph``'s top when that top is the source's
    opening "But" or "And" (aligned to token 0, one edge down, no other mention of it),
    its sentence without that word and every alignment one token earlier; else None."""
    tokens = graph.metadata.get("tok", "").split()
    sentence = graph.metadata.get("snt", "")
    if len(tokens) < 3 or not sentence:
        return None
    tree = penman.parse(penman.encode(graph))
    var, branches = tree.node
    concept = next((str(t) for r, t in branches if r == "/"), "")
    name, _, at = concept.partition("~e.")
    if at != "0" or tokens[0].lower() not in _CONNECTIVES.get(name, ()) \
            or not tokens[1][:1].isalpha():
        return None
    below = [(r, t) for r, t in branches if r != "/"]
    if len(below) != 1 or below[0][0] not in (":ARG2", ":op1", ":op2") \
            or not isinstance(below[0][1], tuple):
        return None
    text = penman.format(penman.Tree(below[0][1]))
    if re.search(rf"(?<![\w-]){re.escape(var)}(?![\w-])", text) or any(
            "0" in m.group(1).split(",") for m in _ALIGNMENT.finditer(text)):
        return None  # the connective mentioned again, or a word aligned to it
    text = _ALIGNMENT.sub(lambda m: "~e." + ",".join(
        str(int(i) - 1) for i in m.group(1).split(",")), text)
    start = sentence.find(tokens[1], len(tokens[0]))
    if start < 0:
        return None
    # (the word after the connective keeps its case: a capital there is a name's,
    # "But Secretary of State Colin Powell ...", which a rebuilt text keeps)
    inner = penman.decode(text)
    inner.metadata["tok"] = " ".join(tokens[1:])
    inner.metadata["snt"] = sentence[start:]
    proper = [int(i) - 1 for i in graph.metadata.get(PROPER, "").split() if i.isdigit()]
    if tokens[1][:1].isupper():
        proper.append(0)  # capitalized inside its sentence: a name's word ("But Secretary ...")
    if any(i >= 0 for i in proper):
        inner.metadata[PROPER] = " ".join(str(i) for i in sorted(set(proper)) if i >= 0)
    finite = [pair.split(":") for pair in graph.metadata.get(FINITE, "").split()]
    shifted = [f"{int(a) - 1}:{int(b) - 1}" for a, b in (p for p in finite if len(p) == 2)
               if a.isdigit() and b.isdigit() and int(a) > 0 and int(b) > 0]
    if shifted:
        inner.metadata[FINITE] = " ".join(shifted)
    return inner
