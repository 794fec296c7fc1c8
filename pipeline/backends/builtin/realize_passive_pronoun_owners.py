"""A rebuilt passive whose agent opens on a possessive pronoun that now follows a name it
can stand for, where the source said the pronoun before that name.

"PeopleSoft also said its board had officially rejected Oracle's offer." (3873) becomes
"Oracle's offer had been officially rejected by its board, PeopleSoft also said.": "its"
now reads as Oracle's, the board Oracle's own.  "His opinion contradicts one issued in 1992
by then-Attorney General Bob Stephan." (6173) becomes "One issued in 1992 by
then-Attorney General Bob Stephan is contradicted by his opinion.": the opinion now
Stephan's.  A cleft does the same ("It was Oracle's offer that its board had officially
rejected"; "It is near Madagascar in the Indian Ocean that its closest relative is found"
for "Its closest relative is found ..., near Madagascar", 2448: a place's name).  The
passive moves the object before the agent, and a pronoun of the agent's takes the nearest
name that fits it ("its" any named thing: the parse types some firms as people, "Oracle"
among them; "his"/"her" a person).  Such a text is refused (an entry of
realize_source_faults' table, rebuilt texts only); a name of another kind ("by his
protest" after "Washington") is left.
"""

from __future__ import annotations

import re

import penman

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_tree import Source

__all__ = ["pronoun_owner_moved_after_name"]

# "SUBJECT BE [ADVERB] PARTICIPLE [PARTICLE] by its/his/her": a passive whose agent opens on
# a possessive pronoun.
_PASSIVE_OWNER = re.compile(
    r"^(?P<subject>[^,]+?) (?:(?:is|are|was|were)(?: being)?|(?:has|have|had) been|"
    r"(?:will|would|could|can|may|might|must|should) be)(?: \w+ly| also| not| still)? "
    r"[a-z]+(?: (?:up|down|out|off|in|on))? by (?P<pronoun>its|his|her) ")
# "It was FOCUS that its/his/her ...": a cleft on the object, the subject's possessive
# pronoun after it, as the passive's ("It was Oracle's offer that its board had rejected").
_CLEFT_OWNER = re.compile(
    r"^[Ii]t (?:is|was) (?P<subject>[^,]+?) (?:that|which|who|whom) (?P<pronoun>its|his|her) ")


def _entity_concept(graph: penman.Graph, var: str) -> str | None:
    """The concept of the named entity whose node or name node ``var`` is; None where it
    is no named entity."""
    concepts = {inst.source: str(inst.target) for inst in graph.instances()}
    for edge in graph.edges():
        if edge.role == ":name" and var in (edge.source, edge.target):
            return concepts.get(edge.source)
        if edge.role == ":name-of" and var in (edge.source, edge.target):
            return concepts.get(edge.target)
    return None


def pronoun_owner_moved_after_name(graph: penman.Graph, text: str,
                                   source: Source) -> str | None:
    """"NAME ... PRONOUN" where ``text``'s passive (or cleft on the object) says before its
    agent's possessive pronoun a name the pronoun can stand for, which the source said
    after the pronoun; else None."""
    found = _PASSIVE_OWNER.match(text) or _CLEFT_OWNER.match(text)
    if found is None:
        return None
    pronoun = found.group("pronoun")
    lowered = lowered_tokens(source.tokens)
    if lowered.count(pronoun) != 1 or len(re.findall(rf"\b{pronoun}\b", text.lower())) != 1:
        return None
    said_at = lowered.index(pronoun)
    for word in found.group("subject").split():
        name = word.removesuffix("'s").removesuffix("'")
        if not name[:1].isupper() or source.tokens.count(name) != 1:
            continue
        index = source.tokens.index(name)
        var = source.owner.get(index)
        if index < said_at or var is None:
            continue
        concept = _entity_concept(graph, var)
        if concept is None:
            continue
        if pronoun == "its" or concept == "person":
            return f"{name} ... {pronoun}"
    return None
