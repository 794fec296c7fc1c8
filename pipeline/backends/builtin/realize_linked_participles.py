"""A linking verb's complement said as the source said it: a bare participle or adjective
(or a list of them) right after "feel", "remain", "become" ..., whose subject is the linking
verb's own and so is rightly left unsaid in the graph.

"She first went to a specialist ..., feeling tired and unwell" parses as (f / feel-01
:ARG0 s :ARG2 (a / and :op1 (t / tire-01) :op2 (u / unwell))): tire-01 has no subject of
its own, which every other path says as a clause and refuses ("no subject for 'tire'"), so
every focus of the sentence was refused.  The source's words "tired and unwell" say it
whole, with the feeler as the one tired; "feeling she was tired" would turn a sensation
into a belief."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_base import RealizerBase, is_adjective_frame, is_frame, stem
from pipeline.backends.builtin.realize_tree import Node, Ref
from pipeline.backends.builtin.realize_words import LINKING

# Roles of a complement member that would be its own subject (a participant the bare
# participle cannot say): "felt (the threat of) him threatened" is no bare "threatened".
_SUBJECT_ROLES = (":ARG0", ":ARG1", ":domain")


class LinkedParticiples(RealizerBase):
    """A subjectless participle or adjective complement of a linking verb, said with the
    source's words."""

    def linked_participles(self, head: Node, role: str, target: Node,
                           subject_var: str | None) -> str | None:
        """The source's words of ``target`` when it is a bare participle or adjective (or an
        "and"/"or" list of them) the source said right after ``head``, a linking verb, with
        no subject of its own but the linking verb's ("feeling tired and unwell", "remained
        hospitalized in critical condition"); else None."""
        if self.source is None or stem(head.concept) not in LINKING \
                or role not in (":ARG1", ":ARG2") or not head.align or not target.align:
            return None
        members = [e.target for e in target.edges if e.role.startswith(":op")] \
            if target.concept in ("and", "or") else [target]
        if not members or not all(isinstance(m, Node) and self.bare_complement(m, subject_var)
                                  for m in members):
            return None
        if not any(isinstance(m, Node) and self.participle(m) for m in members):
            # a bare adjective ("looking pretty young", "become more forgetful") is left to
            # the paths that check how the source said it (bare_adjective)
            return None
        start = self.position(target)
        if start is None or start != head.align[0] + 1:
            return None  # "felt, after the attack, threatened": not the source's own order
        said = self.reused(target, whole=False)
        if not said:
            return None
        self.done.update(n.var for n in target.walk())
        return said

    def participle(self, member: Node) -> bool:
        """Whether the source said ``member`` as a verb's past participle ("threatened",
        "hospitalized", "tired"), not an adjective of its own ("unwell")."""
        if self.source is None or not member.align:
            return False
        word = self.source.word(member.align[0]).lower()
        return word.endswith(("ed", "en")) and "VERB" in lemma_pos(word) \
            and word != stem(member.concept)

    def bare_complement(self, member: Node, subject_var: str | None) -> bool:
        """Whether ``member`` is a participle ("threatened", "hospitalized") or adjective
        ("unwell") with no subject but, at most, the linking verb's own."""
        if not member.align:
            return False
        word = self.source.word(member.align[0]).lower() if self.source is not None else ""
        if is_frame(member.concept) and not is_adjective_frame(member.concept):
            # a verb's frame: only its past participle ("threatened", "tired"), not a finite
            # or "-ing" form with an agent of its own ("felt threatening")
            if not (word.endswith(("ed", "en")) or "ADJ" in lemma_pos(word)):
                return False
        elif "ADJ" not in lemma_pos(word) and not is_adjective_frame(member.concept):
            return False
        return all(not (isinstance(e.target, Node) or (
            isinstance(e.target, Ref) and e.target.var != subject_var))
            for e in member.edges if e.role in _SUBJECT_ROLES)
