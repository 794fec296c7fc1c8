"""Three or more clauses of one subject said after a new focus read as one list.

The parenthetical-root layout says the other members of a list after the focus, each with
its subject again: "Allied forces have overthrown the government, and they moved into
Saddam Hussein's palaces and they started to patrol the streets of the capital" for the
source's "Allied forces have overthrown the government, moved into Saddam Hussein's palaces
and started to patrol the streets of the capital".  A pronoun that only repeats the subject
of the clause before it is left out, as the source left it: "..., and they moved into
Saddam Hussein's palaces and started to patrol the streets of the capital".  Only where
every clause after the focus opens with the same pronoun: a clause of another subject keeps
its own ("and they harassed patients and they said many had been beaten").
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_words import PERSONAL_SUBJECT_PRONOUNS

__all__ = ["and_chain"]


def and_chain(rest: list[str]) -> str:
    """The clauses ``rest`` of one subject, said after a focus, joined by "and": a subject
    pronoun that repeats the subject before it is not said again, and the verbs that share it are listed
    ("and it will reform the police, strengthen the courts and protect key institutions")."""
    # (the first may name the subject: "and allied forces moved into Saddam Hussein's palaces
    # and started to patrol the streets", after "The government has been overthrown by
    # allied forces")
    subjects = [clause.split(" ", 1)[0] for clause in rest[1:]]
    if len(set(subjects)) != 1 or subjects[0].lower() not in PERSONAL_SUBJECT_PRONOUNS \
            or any(" " not in clause for clause in rest):
        return "and " + " and ".join(rest)
    verbs = [rest[0], *(clause.split(" ", 1)[1] for clause in rest[1:])]
    return "and " + ", ".join(verbs[:-1]) + " and " + verbs[-1]
