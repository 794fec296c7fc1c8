"""Coordinated clauses of one subject: the subject said once, and their order kept.

The source joins two verb phrases of one subject and says the subject once: "Bryant
surrendered to authorities on Friday and posted a $25,000 bond".  Rebuilt clause by clause,
the second conjunct says its subject again, and a name with no pronoun the source backs
("he" only where the source said "he") came back as the name: "Bryant surrendered to
authorities on Friday, and Bryant posted a $25,000 bond", "Mr. Young can file a response,
and Young can request a hearing".  A reader takes the repeated name for a second person
or for clumsy prose.  :func:`without_repeated_subject` says the second verb phrase without
it, as the source did ("... on Friday and posted a $25,000 bond"); a pronoun the realizer
chose ("The virus infected 4,000 people, and it took 284 lives") is left as it is.

:func:`refuse_reordered_contrast` and :func:`refuse_reordered_addition` refuse the orders
that change what the source said: "but" turned around ("Mr. Kerkorian won representation
on its board, but Kerkorian tried unsuccessfully to take over Chrysler" for "tried
unsuccessfully ... but did win representation") moves the contrast to the other side, and
a conjunct with "also" said first ("Paul Durousseau, 30, is also suspected of killing ...,
and Durousseau was charged with murder") adds to nothing said yet, as one dated "after
that" is dated from nothing.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase
from pipeline.backends.builtin.realize_tree import Node, Ref
from pipeline.backends.builtin.realize_words import MODALS

__all__ = ["refuse_reordered_addition", "refuse_reordered_contrast", "without_repeated_subject"]

# Subjects said as pronouns: the realizer chose them where they read clearly; kept.
_PRONOUNS = frozenset(["he", "she", "it", "they", "we", "i", "you"])

# Words of a conjunct that add it to the one before it ("and also", "and then", "and later").
_ADDING = frozenset(["also", "too", "then", "later", "afterward", "afterwards", "again",
                     "subsequently", "eventually", "finally", "thereafter",
                     "since"])  # "and has since reimbursed the party"

# Connectives of time whose "that" or "this" dates a conjunct from the one before it
# ("will not be approved for use for several years after that").
_DATING = frozenset(["after", "before", "since", "until"])
_DEMONSTRATIVES = frozenset(["that", "this", "then"])
# Pronouns that, not the subject, point back to a thing or a group named before them.
_OBJECT_PRONOUNS = frozenset(["it", "they"])


def without_repeated_subject(realizer: RealizerBase, clause: Node, before: Node, text: str
                             ) -> str | None:
    """``text`` (the finite ``clause`` said after ``before`` in a coordination) without the
    subject it repeats, where ``before`` had the same subject and ``clause`` said it again
    as a name or noun phrase at its start: "posted a $25,000 bond" for "Bryant posted a
    $25,000 bond" after "Bryant surrendered to authorities on Friday".  None where the
    subject stays (another subject, a pronoun, a subject not said first)."""
    clause, before = _verb_of(clause), _verb_of(before)
    subject = realizer.subject_of.get(clause.var)
    said = realizer.subject_said.get(clause.var)
    if subject is None or said is None or realizer.subject_of.get(before.var) != subject \
            or said.lower() in _PRONOUNS or not text.startswith(said + " "):
        return None
    rest = text[len(said) + 1:]
    # (the subject's own asides are no verb: "Smith, who is free on bond, faces ...")
    if not rest[:1].islower():
        return None
    return rest


def _verb_of(clause: Node) -> Node:
    """The verb whose subject a modal frame's clause says: "Mr. Young can file a
    response" is (possible-01 :ARG1 (file-01 :ARG0 Young)), its subject said by file-01."""
    while clause.concept in MODALS:
        inner = [e.target for e in clause.edges if e.role in (":ARG1", ":ARG2")
                 and isinstance(e.target, Node)]
        if len(inner) != 1:
            break
        clause = inner[0]
    return clause


def refuse_reordered_contrast(realizer: RealizerBase, parent: Node, role: str, child: Node) -> None:
    """Refuse saying a later clause of a "but" (``child``, at ``role`` of the contrast
    ``parent``) first, with the clause it was set against after it.  "But" says its second
    clause holds against the first; turned around it holds the other way, of one
    participant ("Chirac kept in close touch with the family, but Chirac refused Humbert's
    request last year" for "refused Humbert's request last year but kept in close touch with
    the family") or of two ("Officials quarantined 70 people who had contact with the
    Taiwanese patient, but Singapore reported no suspected SARS cases Wednesday", "That
    measure was limited to the southern city of Arequipa ..., but he made the same decree in
    June 2002"), and a pronoun of the later clause comes before its antecedent."""
    if realizer.source is None or parent.concept != "contrast-01" \
            or role in (":ARG1", ":op1") or not realizer.is_clause(child):
        return
    raise RealizationRefused("clauses joined by 'but' cannot change order")


def _thing_said_before(pronoun: Node, clause: Node, skip: Node) -> bool:
    """Whether ``clause`` itself names a thing before ``pronoun`` that the pronoun may stand
    for ("ordered the monument moved ..., calling it an unconstitutional promotion")."""
    if not pronoun.align:
        return True
    # The object of the clause's own verb points back past the clause's modifiers: in
    # "President Bill Clinton, citing the lack of a health exception, vetoed it" neither the
    # title nor the lack is what was vetoed (the measure of the clause before is)
    direct = pronoun.parent is clause
    return any(n is not pronoun and n.align and n.align[0] < pronoun.align[0]
               and _below(n, clause, skip) and "-0" not in n.concept and "-9" not in n.concept
               and n.concept not in ("person", "name", "i", "we", "you", "he", "she", "they", "it")
               and (not direct or _argument_of(n, clause))
               for n in clause.walk())


def _argument_of(node: Node, clause: Node) -> bool:
    """Whether ``node`` is an argument of ``clause``'s verb, or of an argument's, all the
    way up (no modifier, no inverted role between them)."""
    while node is not clause and node.parent is not None:
        if not re.fullmatch(r":ARG\d", node.role or ""):
            return False
        node = node.parent
    return node is clause


def _below(node: Node, top: Node, skip: Node) -> bool:
    """Whether ``node`` (from ``top``'s walk) is reached from ``top`` without ``skip``."""
    while node is not top and node.parent is not None:
        if node is skip:
            return False
        node = node.parent
    return node is top


def refuse_reordered_addition(realizer: RealizerBase, parent: Node, role: str, child: Node) -> None:
    """Refuse saying first a later conjunct of the "and" ``parent`` that the source added to
    the one before it with "also", "then", "later" ...: said first, it adds to nothing
    ("Paul Durousseau, 30, is also suspected of killing ..., and Durousseau was charged with
    murder" for "was charged with murder ... and is also suspected of killing ...")."""
    if realizer.source is None or parent.concept != "and" or role == ":op1" \
            or not realizer.is_clause(child):
        return
    for e in child.edges:
        said = realizer.target_node(e.target) if isinstance(e.target, Node | Ref) else None
        if e.role in (":mod", ":time") and said is not None and said.concept in _ADDING:
            raise RealizationRefused(f"a conjunct with '{said.concept}' cannot be said first")
    for node in child.walk():
        if node.concept in _DATING and _below(node, child, parent) and any(
                e.role == ":op1" and isinstance(e.target, Node)
                and e.target.concept in _DEMONSTRATIVES for e in node.edges):
            # "But the new vaccine will not be approved for use for several years after that,
            # and it will not even begin to be tested in people until 2005": "that" said
            # before what it points back to
            raise RealizationRefused(f"a conjunct dated '{node.concept} that' from the one "
                                     "before it cannot be said first")
        if node.concept in _OBJECT_PRONOUNS and _below(node, child, parent) \
                and node.role not in (":ARG0", ":domain", ":poss") \
                and not _thing_said_before(node, child, parent):
            # "The union's leader John Smith urged members to reject it, and criticized the
            # plan on Monday": a pronoun object said before the conjunct that names what it
            # stands for
            raise RealizationRefused(f"a conjunct with '{node.concept}' cannot be said before "
                                     "the one it points back to")
