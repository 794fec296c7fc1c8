"""A focus inside one clause of a root coordination: that clause said from the focus, the
other put back in its own words and in the source's order.

"AAA spokesman Jerry Cheske said prices may have affected some plans, but cheap hotel deals
mitigated the effect." is parsed (contrast-01 :ARG1 (say-01 ...) :ARG2 (mitigate-01 ...)).
Refocused on "effect", the whole graph was said from the second clause, with the first after
it, and refused ("clauses joined by 'but' cannot change order"): every focus inside a
clause of such a sentence was refused or read its source back.  The clause holding the focus,
cut out as a sentence of its own (realize_member_clauses.member_clauses), is said from the
focus like any sentence, and the rest is put back around it: "AAA spokesman Jerry Cheske
said prices may have affected some plans, but the effect was mitigated by cheap hotel
deals."  Only where the whole graph's reading was refused (realizer.realize).

What a clause said alone may do and beside another may not is refused: a phrase fronted
in the first clause reads as the scene of both (as realize_conjunct_leads refuses), one
fronted in the second is only its time; no existential and no cleft on a pronoun the other
clause named; the subject's verb keeps its number, no word of the clause is lost, and the
sentence's first word keeps no capital it had only for opening the sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import penman

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.parse_proper_openers import KEY as PROPER
from pipeline.backends.builtin.parse_root import KEY as ROOT
from pipeline.backends.builtin.realize_member_clauses import (
    CUT_COORDINATIONS,
    Member,
    Said,
    member_clauses,
    put_back,
)
from pipeline.backends.builtin.realize_opening_conjunctions import keeps_capital
from pipeline.refocus import refocus

__all__ = ["member_focus"]

# A cleft on a pronoun subject: "he was the one who ...", "they were the ones that ...".
_PRONOUN_CLEFT = re.compile(r"^(?:he|she|it|they|we|i|you) (?:is|was|are|were|am) the ones? ",
                            re.I)
_CLEFT_OPENER = re.compile(r"^it (?:is|was) ")
_SINGULAR_TO_PLURAL = {"has": "have", "is": "are", "was": "were", "does": "do"}


def member_focus(graph: penman.Graph, sayer: Callable[[penman.Graph], Callable[[str | None], Said]]
                 ) -> list[tuple[str, str | None]]:
    """The text of refocused ``graph`` said with the focus's own clause rebuilt from the
    focus and the other clause of the parse's root coordination put back in its own words,
    with its construction; none where the focus is not inside one such clause (see
    :func:`~pipeline.backends.builtin.realize_member_clauses.member_clauses`) or that
    clause's text is refused.  ``sayer(clause)`` says a clause in one variant (None: its
    own reading)."""
    root = graph.metadata.get(ROOT)
    focus = graph.top
    if not root or focus == root or not any(
            i.source == root and i.target in CUT_COORDINATIONS for i in graph.instances()):
        return []
    tokens = graph.metadata.get("tok", "").split()
    for member in member_clauses(refocus(graph, root)):
        if focus == member.graph.top or focus not in member.graph.variables():
            continue
        inner = refocus(member.graph, focus)
        inner.metadata = {**member.graph.metadata, ROOT: member.graph.top}
        said = sayer(inner)(None)
        text = said.text.rstrip()
        if not text or not _sound_in_member(member, said.construction or "", text, focus, tokens):
            return []
        whole = put_back(member, text, tokens)
        return [(whole, said.construction)] if whole else []
    return []


def _sound_in_member(member: Member, construction: str, text: str, focus: str,
                     tokens: list[str]) -> bool:
    """Whether ``text``, one clause of a root coordination said from ``focus`` in
    ``construction``, still reads as that clause beside the other one (the sentence's
    ``tokens``)."""
    first = not member.before
    clause_tokens = member.graph.metadata["tok"].split()
    opener = clause_tokens[0]
    if first and f" {opener} " in f" {text[1:]}" and not keeps_capital(opener, tokens) \
            and "0" not in member.graph.metadata.get(PROPER, "").split():
        # the sentence's first word kept its capital inside the clause: "It is Songs that
        # can be burned to CDs, but ..."
        return False
    if _unsaid_word(text, clause_tokens):
        # "and it was repaid by Swartz with interest" for "Swartz repaid it in full, with
        # interest": a word no node holds is lost from the clause rebuilt
        return False
    if construction != "passive" and _number_changed(text, clause_tokens):
        # the subject stays the subject outside a passive, and so does its verb's number:
        # not "and in the past few weeks, about half of those has been signed" for "have
        # been", "and it is the Pakistanis that understands that"
        return False
    if construction == "existential" or _PRONOUN_CLEFT.match(text) \
            or text.lower().startswith(("each other ", "one another ")):
        # "but there was an appeal that was likely soon", "and he was the one who passed
        # over nine active-duty four-star generals": a clause introduced anew, or a pronoun
        # the other clause named picked out from others
        return False
    if construction.startswith("fronted-") and (first or not _under_time(member.graph, focus)):
        # A phrase fronted in the first clause reads as the scene of both ("In the early
        # hours, a U.S. soldier was killed Saturday ..., and another American serviceman
        # died Friday"; realize_conjunct_leads); in the second only its time moves ("and in
        # December, six Cubans face trial in Key West"), not "and for the largest
        # bankruptcy in US history, the company filed in July 2002"
        return False
    # (what was said before who said it: as the verbatim move of the first, only where the
    # second has a voice of its own)
    return not (first and construction == "parenthetical-root"
                and "verbatim-reporting" not in member.moves)


def _unsaid_word(text: str, tokens: list[str]) -> bool:
    """Whether a content word of the clause's ``tokens`` is not in ``text``, in any form
    that keeps its first three letters ("forced" for "force")."""
    said = {word[:3] for word in re.findall(r"[a-z0-9]+", text.lower())}
    return any(token.isalpha() and token.lower() not in FUNCTION_WORDS
               and token.lower()[:3] not in said for token in tokens)


def _number_changed(text: str, tokens: list[str]) -> bool:
    """Whether ``text`` says a verb in the third person singular where the source's
    ``tokens`` said only its plural ("has" for "have", "understands" for "understand")."""
    said = {t.lower() for t in tokens}
    # (not the cleft's own "it was": "it was the firm that denied ...")
    for word in re.findall(r"[a-z]+", _CLEFT_OPENER.sub("", text.lower())):
        plural = _SINGULAR_TO_PLURAL.get(word) or (word[:-1] if word.endswith("s") else "")
        if word not in said and len(plural) > 1 and plural in said:
            return True
    return False


def _under_time(graph: penman.Graph, focus: str) -> bool:
    """Whether ``focus`` is, or is inside, a time of ``graph`` (a ``:time`` edge on its
    path from the top)."""
    tree = penman.parse(penman.encode(graph))
    parent = {t[0]: (var, role) for var, branches in tree.nodes() for role, t in branches
              if isinstance(t, tuple)}
    node = focus
    while node in parent:
        node, role = parent[node]
        if role == ":time":
            return True
    return False
