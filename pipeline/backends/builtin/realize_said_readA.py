"""Refusals of rebuilt sentences that a fronted adverb misreads.

An adverb said alone before the clause ("Almost, I missed Vin Diesel at first") reads as a
comment on the whole sentence, not as the extent of its verb: a degree ("almost", "nearly")
or an intensity ("severely debilitated", "seriously hurt") said first changes what the
sentence says.  "Never" said first from the parse's ``:time ever`` under a negated verb
keeps the verb's "not" too ("Never, I did not think ..."), and an adverb with an argument
of its own leaves it behind ("Similarly, Houston also performed to national peers")."""

from __future__ import annotations

import penman

from pipeline.backends.builtin.parse_words import DEGREE

# Manner adverbs that say how much, not how: "severely debilitated", "seriously hurt",
# "badly damaged", "critically injured".
_INTENSITY_MANNER = frozenset(["severe", "serious", "bad", "critical", "grave", "heavy",
                               "slight", "mild", "minor", "moderate", "fatal", "mortal"])


def misread_fronted_adverb(graph: penman.Graph, text: str, construction: str | None) -> str | None:
    """A refusal when ``text`` fronts a one-word adverb of ``graph`` (the focus, or the
    focus's own adjunct) that does not lead a sentence with the meaning it had on its verb;
    else None."""
    if construction not in ("fronted-topic", "fronted-adjunct"):
        return None
    lead, _, body = text.partition(", ")
    if not body or " " in lead:
        return None
    said = lead.lower()
    for var, concept in _instances(graph):
        root = concept.split("-")[0]
        if said not in _adverb_forms(root) and not (said == "never" and root == "ever"):
            continue
        up = _roles_into(graph, var)
        if root == "ever":
            return "'never' said first keeps its clause's 'not'"
        if ":degree" in up or root in DEGREE:
            return f"a degree ({lead!r}) said first reads as a comment on the sentence"
        if ":manner" in up and root in _INTENSITY_MANNER:
            return f"an intensity ({lead!r}) said first reads as a comment on the sentence"
        if ":manner" in up and any(s == var and r.startswith(":ARG") and not r.endswith("-of")
                                   for s, r, _ in graph.triples):
            return f"a fronted adverb ({lead!r}) leaves its own argument behind"
    return None


def _instances(graph: penman.Graph) -> list[tuple[str, str]]:
    return [(str(s), str(t)) for s, r, t in graph.triples if r == ":instance"]


def _roles_into(graph: penman.Graph, var: str) -> set[str]:
    """The roles under which ``var`` hangs from another node, in either direction."""
    into = {r for s, r, t in graph.triples if t == var and r != ":instance"}
    return into | {r[:-3] for s, r, _ in graph.triples if s == var and r.endswith("-of")}


def _adverb_forms(root: str) -> set[str]:
    """``root`` and the adverbs made from it ("incredible" -> "incredibly", "heavy" ->
    "heavily", "drastic" -> "drastically", "severe" -> "severely")."""
    forms = {root, root + "ly", root + "ally"}
    if root.endswith("le"):
        forms.add(root[:-1] + "y")
    if root.endswith("y"):
        forms.add(root[:-1] + "ily")
    return forms
