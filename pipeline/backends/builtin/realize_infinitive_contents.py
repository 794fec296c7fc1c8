"""What a verb holds as an infinitive ("expects X to be up", "agreed to let"): never
reported as a clause.

"Lapidus expects foreign brands' sales to be up 4 percent" holds its content as an
infinitive with a subject of its own (expect-01 :ARG1 (u / up-02 :ARG1 sales)).  The
report moves read it as a verb of thinking's clause: put last it keeps its bare infinitive
("Foreign brands' sales to be up 4 percent, ..., Lapidus expects."), and after "was that"
it is no clause ("What Lapidus expects is that foreign brands' sales to be up 4 percent")
or, rebuilt, a past fact ("... is that foreign brands' sales were up 4 percent": the
expectation lost).  An infinitive of the subject's own fares no better: "What the United
States only agreed was that it let the agency back into Iraq" (an agreement made a deed),
"It slipped in early trading Friday, the loonie continued meanwhile."  :func:`infinitive_content`
says whether the source said what was reported as an infinitive (its word after "to", no
finite "was to"/"had to" before it); the report moves (realize_alternatives.reported and
realize_verbatim_reporting_first.said_as_clause) refuse it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pipeline.backends.builtin.realize_tree import Node, Source

__all__ = ["infinitive_content"]

# Words between "to" and an infinitive's own word ("to be up", "to have risen", "to not
# exceed", "to also cut").
_INFINITIVE_INNER = frozenset(["be", "have", "been", "not", "also", "still", "further"])
# Words before "to" that make a finite verb group of it ("Yang was to dine", "had to
# leave", "is going to cut", "ought to know"): a clause, reported as any other.
_FINITE_BEFORE_TO = frozenset(["is", "are", "was", "were", "am", "'s", "'re", "has", "have",
                               "had", "ought", "used", "going", "got"])


def infinitive_content(source: Source, said: Node) -> bool:
    """Whether the source said ``said``, what was expected or wanted, as an infinitive
    (its word after "to", no finite verb).

    >>> from pipeline.backends.builtin.realize_tree import Node, Source
    >>> def source(text):
    ...     return Source(tokens=text.split(), sentence=text, owner={}, starts=[])
    >>> expects = source("Lapidus expects foreign brands ' sales to be up 4 percent .")
    >>> infinitive_content(expects, Node("u", "up-02", align=(8,)))
    True
    >>> said = source("Lapidus said foreign brands ' sales were up 4 percent .")
    >>> infinitive_content(said, Node("u", "up-02", align=(7,)))
    False
    >>> arranged = source("Yang was to dine on packets of shredded pork , state media said .")
    >>> infinitive_content(arranged, Node("d", "dine-01", align=(3,)))
    False
    """
    if not said.align:
        return False
    head = said.align[0]
    if head in source.finite:
        return False
    tokens = source.tokens
    at = head - 1
    while at > 0 and tokens[at].lower() in _INFINITIVE_INNER:
        at -= 1
    return at >= 1 and tokens[at].lower() == "to" \
        and tokens[at - 1].lower() not in _FINITE_BEFORE_TO
