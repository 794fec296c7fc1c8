"""The root's word-order moves made inside one clause of a root coordination, the other
clause said in its own words.

"About 25 countries have signed in the past four months, and about half of those have been
signed in the past few weeks." is parsed (and :op1 (sign-01 ...) :op2 (sign-01 ...)); each
``verbatim-*`` move reads the root as one clause, so none applied to such a sentence and, its
foci refused for structure, it only read its source back.  Each clause, cut out with its own
words as a sentence of its own (:func:`member_clauses`, as realize_opening_connective cuts
the clause after an opening "But"), is an ordinary root: a move is made on it and the other
clause and the joint are put back around it (:func:`member_alternatives`): "In the past four
months, about 25 countries have signed, and about half of those have been signed in the past
few weeks."

A pronoun of the second that the parse reads as a node of the first ("he" of "..., and he
estimated that it could approach $30 million") is made a node of its own where it is the
one; a text that says a pronoun before the noun it stands for (realize_member_pronouns), or
a pronoun subject as a passive's agent ("ignored by him"), is refused.  What was said is moved before who said it
in the first clause only where the second cannot be read as going on with that report.

Every phrase stays in its own clause: a phrase of the second is fronted only after the joint
("..., and in the past few weeks, about half of those ...") and one said last is the
second's own; the first clause makes no move when it opens with a phrase both may share
("Yesterday, A rose but B fell": said last, it would be the first's only).  Only two whole
clauses joined by the source's "and" (after a comma) or "but", each holding only its own
words, the first no node of the second's, the second opening with a subject of its own (not
"He was arrested and charged with murder", "..., but later revealed his true identity"), and
no quotation open across the joint.  A focus inside one clause says that clause from the
focus the same way (realize_member_foci).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple, Protocol

import penman

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.parse_coverage import KEY as UNPARSED
from pipeline.backends.builtin.parse_entities import pronoun_concept
from pipeline.backends.builtin.parse_finite_verbs import KEY as FINITE
from pipeline.backends.builtin.parse_opening_words import KEY as OPENER
from pipeline.backends.builtin.parse_proper_openers import KEY as PROPER
from pipeline.backends.builtin.realize_member_pronouns import pronoun_before_antecedent
from pipeline.backends.builtin.realize_opening_conjunctions import keeps_capital
from pipeline.backends.builtin.realize_root_fallback import comparable_words
from pipeline.backends.builtin.realize_tree import said_anew
from pipeline.backends.builtin.realize_verbatim_concessive import SCENE_OPENERS, SUBJECT_OPENERS
from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_COORDINATORS,
    CLAUSE_SUBORDINATORS,
    hedged_count,
    verb_group_start,
)
from pipeline.backends.builtin.realize_words import PREPOSITIONS, QUOTE_MARKS, REPORT_VERB_FORMS

__all__ = ["CUT_COORDINATIONS", "FIRST_MOVES", "SECOND_MOVES", "Member", "Said", "member_alternatives",
           "member_clauses", "put_back"]

# The moves made inside the first clause: each keeps its phrases inside it (what was said
# before who said it, a closing place, time or adverbial clause fronted to the sentence
# start, the other voice, a day or level said first).  Not an opening phrase said last (the
# first clause makes no move when it has one), nor a cleft (it would claim the second
# clause too: "It was Congress that passed similar bills, but Clinton vetoed them").
FIRST_MOVES = ("verbatim-reporting", "verbatim-fronting", "verbatim-clause-first",
               "verbatim-passive", "verbatim-day", "verbatim-level", "verbatim-from-to")
# Inside the second clause: these, and its own opening phrase said last.
SECOND_MOVES = (*FIRST_MOVES, "verbatim-closing")
# A second clause that may go on with the first one's report ("Ms Pike also said it was not
# unusual ..., but the Government would ensure ...") reads as the writer's once the speaker
# is said after the first; only one that opens with a person's pronoun or has a report of
# its own keeps its reading ("..., economists said, and politicians said it offered ...").
_OWN_VOICE = re.compile(rf"^(?:he|she|they|we|i)\b|\b(?:{REPORT_VERB_FORMS}|say)\b", re.I)
_JOINTS = {"and": ("and",), "contrast-01": ("but",)}
# The root concepts whose two clauses are cut apart.
CUT_COORDINATIONS = frozenset(_JOINTS)
_MEMBER_ROLES = {"and": (":op1", ":op2"), "contrast-01": (":ARG1", ":ARG2")}
_ALIGNMENT = re.compile(r"~e\.([\d,]+)")
_FRAME = re.compile(r"-\d\d$")
_END_MARKS = frozenset([".", "!", "?"])
# A pronoun subject made a passive's agent: "but the order was initially ignored by him",
# "and the party was reimbursed by him nearly $2,000".
_PRONOUN_AGENT = re.compile(r"\bby (?:him|her|them|us|me)\b", re.I)
# Subject pronouns a clause's own subject may be ("but he would not confirm ...").
_SUBJECT_CASE = frozenset(["he", "she", "they", "we", "i"])


class Member(NamedTuple):
    """One clause of a root coordination as a sentence of its own (``graph``), the words
    said before it (the first clause and the joint) and after it (the joint and the second
    clause), and which moves it takes."""

    graph: penman.Graph
    before: str
    after: str
    moves: tuple[str, ...]


class Said(Protocol):
    @property
    def text(self) -> str: ...  # '' when refused

    @property
    def construction(self) -> str | None: ...


def member_alternatives(graph: penman.Graph,
                        sayer: Callable[[penman.Graph], Callable[[str], Said]],
                        seen: set[str]) -> list[tuple[str, str | None]]:
    """Each text of a move made inside one clause of ``graph``'s root coordination, the
    other clause put back in its own words, with the move's construction, saying something
    else than ``seen`` (which it grows; see realize_root_fallback.comparable_words);
    ``sayer(member)`` gives the function that says a clause in one move."""
    out: list[tuple[str, str | None]] = []
    tokens = graph.metadata.get("tok", "").split()
    for member in member_clauses(graph):
        say = sayer(member.graph)
        for variant in member.moves:
            said = say(variant)
            text = put_back(member, said.text, tokens)
            key = comparable_words(text) if text else ""
            if text and key not in seen:
                seen.add(key)
                out.append((text, said.construction))
    return out


def put_back(member: Member, text: str, tokens: list[str]) -> str | None:
    """``text``, one clause of a root coordination said as a sentence, with the other
    clause and the joint put back around it in the source's words (the sentence's
    ``tokens``); None where the clause has no end mark or the sentence says a pronoun
    before its noun (realize_member_pronouns) or a pronoun subject as a passive's agent."""
    text = text.rstrip()
    if not text or text[-1] not in _END_MARKS:
        return None
    text = _joined(member, text, tokens)
    if pronoun_before_antecedent(text, tokens) or said_anew(_PRONOUN_AGENT, text, tokens):
        return None
    return text


def _joined(member: Member, text: str, tokens: list[str]) -> str:
    if member.before:
        first = text.split(" ", 1)[0]
        if not keeps_capital(first, tokens):
            text = text[0].lower() + text[1:]
        return f"{member.before} {text}"
    return f"{text[:-1]}{member.after}"


def member_clauses(graph: penman.Graph) -> list[Member]:
    """The two clauses of ``graph``'s root "X, and Y" or "X, but Y" (see the module
    docstring), each as a graph of its own; none for another root."""
    tokens = graph.metadata.get("tok", "").split()
    sentence = graph.metadata.get("snt", "")
    top = next((str(i.target) for i in graph.instances() if i.source == graph.top), "")
    if len(tokens) < 7 or not sentence or top not in _JOINTS:
        return []  # (before the encode and parse below, which every realization runs)
    tree = penman.parse(penman.encode(graph))
    var, branches = tree.node
    concept = next((str(t) for r, t in branches if r == "/"), "")
    name, _, at = concept.partition("~e.")
    # (sorted: a graph refocused back to its root may list the second clause first)
    below = sorted(((r, t) for r, t in branches if r != "/"), key=lambda b: b[0])
    if name not in _JOINTS or not at.isdigit() \
            or [r for r, _ in below] != list(_MEMBER_ROLES[name]) \
            or not all(isinstance(t, tuple) for _, t in below):
        return []
    joint = int(at)
    if not 2 < joint < len(tokens) - 3 or tokens[joint].lower() not in _JOINTS[name]:
        return []
    head = joint - 1 if tokens[joint - 1] == "," else joint
    end = len(tokens) - 1 if tokens[-1] in _END_MARKS else len(tokens)
    first_tree, second_tree = penman.Tree(below[0][1]), penman.Tree(below[1][1])
    if not _whole_clause(first_tree, 0, head, var) or not _whole_clause(second_tree, joint + 1, end, var) \
            or _mentions(first_tree, second_tree):
        return []
    opener = tokens[joint + 1]
    if (name == "and" and head == joint) or any(t in (";", ":", "--") for t in tokens[head - 1:joint + 2]) \
            or sum(t in QUOTE_MARKS for t in tokens[:head]) % 2 \
            or sum(t in QUOTE_MARKS for t in tokens[joint + 1:]) % 2 \
            or not (opener.lower() in SUBJECT_OPENERS or opener[:1].isupper()
                    or hedged_count(tokens[joint + 1:])
                    or not (opener.lower() in FUNCTION_WORDS or verb_group_start(opener))):
        # (the comma marks two whole clauses of an "and": not "France's CAC-40 advanced and
        # Britain's FTSE 100 each gained 0.7 percent"; the second opens with its subject,
        # not "..., but later revealed his true identity", "..., and at 1.2891 against the
        # Swiss franc": it shares the first one's subject, which a move of the first would
        # take from it; a quotation open across the joint keeps its own order)
        return []
    comma = "," if head != joint else ""
    joined = f"{comma} {tokens[joint]}"
    members = []
    opens_scene = tokens[0].lower() in (CLAUSE_SUBORDINATORS | CLAUSE_COORDINATORS | PREPOSITIONS
                                        | SCENE_OPENERS) and not hedged_count(tokens)
    if opener.lower() == "that" and (tokens[joint + 2][:1].isupper()
                                     or tokens[joint + 2].lower() in SUBJECT_OPENERS):
        # "Tyco has said the loan was not forgiven, but that Swartz fully repaid it": a
        # second "that" clause of the first one's report
        return []
    if not opens_scene and "," not in tokens[:head]:
        # (nor after a first clause of several: "The skull is then punctured, the brain
        # suctioned out, and that causes ...")
        first = _cut(graph, penman.format(first_tree), 0, head)
        second_words = _said(graph, joint + 1, len(tokens) - 1)
        moves = FIRST_MOVES if _OWN_VOICE.search(second_words) else FIRST_MOVES[1:]
        members.append(Member(first, "", f"{joined} {second_words}", moves))
    if _mentions(second_tree, first_tree):
        # (a pronoun of the second that the parse reads as a node of the first, "but he
        # would not confirm ...", is said as the pronoun it is; see _own_pronoun)
        second_tree = _own_pronoun(second_tree, first_tree, tokens, joint + 1, end)
    if not _mentions(second_tree, first_tree):
        second = _cut(graph, penman.format(second_tree), joint + 1, len(tokens))
        members.append(Member(second, f"{_said(graph, 0, head - 1)}{joined}", "", SECOND_MOVES))
    return members


def _whole_clause(clause: penman.Tree, lo: int, hi: int, top: str) -> bool:
    """Whether ``clause`` is a frame whose words all lie in ``lo..hi-1`` and that does not
    mention the root ``top``."""
    text = penman.format(clause)
    concept = next((str(t) for r, t in clause.node[1] if r == "/"), "").partition("~")[0]
    at = [int(i) for m in _ALIGNMENT.finditer(text) for i in m.group(1).split(",")]
    return bool(_FRAME.search(concept)) and bool(at) and lo <= min(at) and max(at) < hi \
        and not _mentions(clause, penman.Tree((top, [])))


def _mentions(clause: penman.Tree, other: penman.Tree) -> bool:
    """Whether ``clause`` mentions a node of ``other`` (a re-entrancy: a shared subject, a
    pronoun the parse reads as the other's name)."""
    others = {v for v, _ in other.nodes()}
    return any(isinstance(t, str) and t in others
               for _, branches in clause.nodes() for r, t in branches if r != "/")


def _own_pronoun(clause: penman.Tree, other: penman.Tree, tokens: list[str], lo: int,
                 hi: int) -> penman.Tree:
    """``clause`` with its one mention of a node of ``other`` made a node of the one
    pronoun among its tokens ``lo..hi-1`` that no node holds ("but he would not confirm if
    ...", the parse's "he" the first clause's); ``clause`` as it was when there is not
    exactly one of each ("but President Bill Clinton vetoed them": the name's "them" may be
    the bills', and a clause of its own would not know)."""
    text = penman.format(clause)
    held = {int(i) for m in _ALIGNMENT.finditer(text) for i in m.group(1).split(",")}
    free = [k for k in range(lo, hi) if k not in held and pronoun_concept(tokens[k])]
    others = {v for v, _ in other.nodes()}
    mentions = [(v, r) for v, branches in clause.nodes() for r, t in branches
                if r != "/" and isinstance(t, str) and t in others]
    if len(free) != 1 or len(mentions) != 1 or tokens[free[0]].lower() not in _SUBJECT_CASE:
        return clause
    variables = {v for v, _ in clause.nodes()} | others
    fresh = next(f"p{n}" for n in range(10, 99) if f"p{n}" not in variables)
    pronoun = (fresh, [("/", f"{pronoun_concept(tokens[free[0]])}~e.{free[0]}")])

    def swapped(node: tuple) -> tuple:
        var, branches = node
        return var, [(r, pronoun if r != "/" and isinstance(t, str) and t in others
                      else swapped(t) if isinstance(t, tuple) else t) for r, t in branches]

    return penman.Tree(swapped(clause.node))


def _said(graph: penman.Graph, lo: int, hi: int) -> str:
    """Tokens ``lo..hi`` of ``graph``'s sentence in the sentence's own spacing."""
    tokens = graph.metadata["tok"].split()
    sentence = graph.metadata["snt"]
    start, pos, stop = -1, 0, -1
    for i, token in enumerate(tokens[:hi + 1]):
        found = sentence.find(token, pos)
        if found < 0:
            return " ".join(tokens[lo:hi + 1])
        pos = found + len(token)
        if i == lo:
            start = found
        stop = pos
    return sentence[start:stop]


def _cut(graph: penman.Graph, text: str, lo: int, hi: int) -> penman.Graph:
    """The clause ``text`` of ``graph`` as a sentence of tokens ``lo..hi-1`` (the first
    clause given an end mark of its own), every alignment ``lo`` tokens earlier."""
    tokens = graph.metadata["tok"].split()
    words = tokens[lo:hi]
    if words[-1] not in _END_MARKS:
        words.append(".")
    shifted = _ALIGNMENT.sub(lambda m: "~e." + ",".join(
        str(int(i) - lo) for i in m.group(1).split(",")), text)
    inner = penman.decode(shifted)
    inner.metadata["tok"] = " ".join(words)
    said = _said(graph, lo, hi - 1)
    inner.metadata["snt"] = said if said[-1:] in _END_MARKS else f"{said}."
    proper = [int(i) - lo for i in graph.metadata.get(PROPER, "").split() if i.isdigit()]
    if lo and tokens[lo][:1].isupper():
        proper.append(0)  # capitalized inside its sentence: a name's word
    if any(0 <= i < hi - lo for i in proper):
        inner.metadata[PROPER] = " ".join(str(i) for i in sorted(set(proper))
                                          if 0 <= i < hi - lo)
    unparsed = [int(i) - lo for i in graph.metadata.get(UNPARSED, "").split() if i.isdigit()
                and lo <= int(i) < hi]
    if unparsed:
        # (a word the parse dropped is said only where the clause is read back)
        inner.metadata[UNPARSED] = " ".join(str(i) for i in unparsed)
    if lo == 0 and OPENER in graph.metadata:  # the sentence's own opening word
        inner.metadata[OPENER] = graph.metadata[OPENER]
    finite = [pair.split(":") for pair in graph.metadata.get(FINITE, "").split()]
    kept = [f"{int(a) - lo}:{int(b) - lo}" for a, b in (p for p in finite if len(p) == 2)
            if a.isdigit() and b.isdigit() and lo <= int(a) < hi and lo <= int(b) < hi]
    if kept:
        inner.metadata[FINITE] = " ".join(kept)
    return inner
