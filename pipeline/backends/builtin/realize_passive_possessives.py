"""A passive whose subject holds a possessive pronoun that stood for its agent.

In the active source the agent came first and a possessive after it stood for it:
'Malaysia has launched an aggressive media campaign over its water dispute with Singapore',
'House Democrats renewed their push Wednesday'.  The passive says the patient first, so the
pronoun comes before the noun it stands for and reads as someone named earlier: 'An
aggressive media campaign over its water dispute with Singapore has been launched by
Malaysia', 'Their push was renewed by House Democrats Wednesday', 'His fight has been won
by the Iranian refugee ...'.  The parse does not say whom a pronoun stands for, so the
pronoun's person and number are matched against the agent's: "his"/"her" a person, "its" a
thing or a body, "their" a plural or a list.  A pronoun that does not fit the agent stands
for someone else and stays ('But their request was denied by U.S. District Judge Joseph
DiClerico', 'His time in office has been dominated by the North Korean nuclear crisis'), as
does one the source said before the agent ('His opinion contradicts one issued in 1992 by
then-Attorney General Bob Stephan').  Only a pronoun among the subject's first words: later
a noun of the subject's own may be the one it stands for ('A judge's order that would have
forced Microsoft to include ... in its Windows operating system was overturned by a federal
appeals court').

realize_passive_pronouns reads the finished text of a passive that opens on the possessive
("Its doors were opened by the Borgata ..."); this reads the graph, so it also finds one
inside the subject's first words ("The record of his first 100 days ...", "100 of its 150
members") and one whose agent the text says with more after it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pipeline.backends.builtin.parse_person_nouns import is_person_noun
from pipeline.backends.builtin.realize_concepts import is_human
from pipeline.backends.builtin.realize_tree import Const, Node, Ref

__all__ = ["possessive_in_passive_subject"]

# How many of the subject's words (as the source ordered them) may come before the pronoun:
# 'The name of its MCI long-distance division', '65 new cases, its biggest one-day increase'.
_SUBJECT_LEAD = 4
_DETERMINER_REACH = 2
_PERSONAL = frozenset(["he", "she"])
_POSSESSIVES = {"his": "he", "her": "she", "its": "it", "their": "they"}
_LISTS = frozenset(["and", "or", "as-well-as"])


def possessive_in_passive_subject(top: Node, resolve: Callable[[Node | Ref | Const], Node | None],
                            tokens: Sequence[str]) -> str | None:
    """Why the passive read from ``top`` (the patient with its verb above it as ``:ARG1-of``,
    or the verb itself) says a possessive that stood for the agent before the agent (None
    when it does not).  ``resolve`` gives the node of a re-entrancy."""
    # (the verb with an agent: not an "include-91" of '100 of its 150 members')
    verb = next((v for v in (resolve(e.target) for e in top.edges if e.role == ":ARG1-of")
                 if v is not None and any(e.role == ":ARG0" for e in v.edges)), None)
    if verb is not None:
        patient = _patient(top, verb)
    else:
        verb = top
        patient_top = next((resolve(e.target) for e in top.edges if e.role == ":ARG1"), None)
        patient = patient_top.walk() if patient_top is not None else []
    agent = next((resolve(e.target) for e in verb.edges if e.role == ":ARG0"), None)
    span = [i for n in patient for i in n.align]
    if agent is None or not agent.align or not span:
        return None
    # (the pronoun's token, not its node: a re-entrancy or the ":ARG1" of "his father"'s
    # have-rel-role-91 has the alignment of another mention)
    # (from just before the patient's first aligned word: a possessive the parse made a
    # re-entrancy has no alignment of its own, "their push" (p / push :poss d))
    start = max(min(span) - _DETERMINER_REACH, max(agent.align) + 1)
    # (before the patient's last word: a possessive has its noun after it, and "her" alone
    # is the object the passive makes its subject, "She was named ... by President Bush")
    for at in range(start, min(min(span) + _SUBJECT_LEAD + 1, max(span), len(tokens))):
        word = tokens[at].lower()
        pronoun = _POSSESSIVES.get(word)
        if pronoun is None or at < max(agent.align):
            continue  # said before the agent in the source: not the agent's
        if _fits(pronoun, agent, tokens):
            return f"a passive would say {word!r} before the agent it stands for"
    return None


def _patient(top: Node, verb: Node) -> list[Node]:
    """``top`` and the nodes below it but for ``verb``'s (the passive's subject)."""
    found = [top]
    for edge in top.edges:
        if edge.target is not verb and isinstance(edge.target, Node):
            found.extend(edge.target.walk())
    return found


def _fits(pronoun: str, agent: Node, tokens: Sequence[str]) -> bool:
    """Whether ``pronoun`` may stand for ``agent`` by person and number."""
    person = agent.concept == "person" or is_human(agent.concept) or is_person_noun(agent.concept)
    head = tokens[max(agent.align)].lower() if max(agent.align) < len(tokens) else ""
    # (a plural noun's word is not its concept, "chains" of chain; a name's last word is
    # no plural, "Mahmoud Abbas")
    plural = agent.concept in _LISTS or (
        head.endswith("s") and not head.endswith("ss")
        and not any(e.role == ":name" for e in agent.edges))
    if pronoun in _PERSONAL:
        return person and not plural
    if pronoun == "it":
        return not person and not plural
    return plural
