"""Reading and writing files of PENMAN graphs, as AMR releases lay them out.

A file holds graphs separated by blank lines, each optionally preceded by
``# ::key value`` metadata.  Every graph gets a key: its ``::id`` when it has
one, else its 0-based position, as the CLI contract requires.

>>> entries = loads_graphs('''# ::id a1
... # ::snt Dogs bark.
... (b / bark-01 :ARG0 (d / dog))
...
... (x / go-02)''')
>>> [(e.key, e.graph.top) for e in entries]
[('a1', 'b'), (1, 'x')]
>>> loads_graphs("(b / bark-01 :ARG0 (d / dog)")
Traceback (most recent call last):
...
pipeline.errors.PenmanSyntaxError: unbalanced parentheses: graph ends before all '(' are closed (graph 0, line 1, column 28)
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

import penman
from penman.exceptions import DecodeError
from penman.models.amr import model as amr_model

from pipeline.errors import GraphError, InputError, PenmanSyntaxError

__all__ = ["MAX_GRAPH_DEPTH", "GraphEntry", "as_graph", "decode_graph", "dumps_graph", "dumps_graphs",
           "loads_graphs"]

#: Deepest nesting of node contexts accepted in PENMAN text.  penman, the layout
#: and the realizer recurse once per level, and refocusing can double a graph's
#: depth; real AMR stays under 30 levels (the Little Prince graphs: 14).
MAX_GRAPH_DEPTH = 100

# Bare symbols that AMR uses as constants; any other bare lowercase symbol in
# a value position that looks like a variable name is a reference to a
# variable that was never defined (penman would silently read it as a constant).
AMR_SYMBOL_CONSTANTS = frozenset({"-", "+", "imperative", "expressive", "interrogative"})
_VARIABLE_LIKE = re.compile(r"^[a-z][a-z]?\d*$")
_ID = re.compile(r"^#.*::id\s+(\S+)", re.MULTILINE)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
# penman's parser only warns about these and goes on; decode_graph refuses them
# with a message of its own, so the warnings would only duplicate it.
_REFUSED_WARNINGS = ("Missing concept", "Missing target", "Triple without a target")


class _RefusedWarnings(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(_REFUSED_WARNINGS)


logging.getLogger("penman").addFilter(_RefusedWarnings())


@dataclass(frozen=True)
class GraphEntry:
    """One graph of a file, with the key that names it in every output record."""

    key: str | int
    graph: penman.Graph
    line: int = 1  # 1-based line where the graph's block starts


def _blocks(text: str) -> Iterable[tuple[int, str]]:
    lines = text.splitlines()
    start, buf = 0, list[str]()
    for i, line in enumerate(lines):
        if line.strip():
            if not buf:
                start = i
            buf.append(line)
        elif buf:
            yield start + 1, "\n".join(buf)
            buf = []
    if buf:
        yield start + 1, "\n".join(buf)


def _syntax_message(exc: DecodeError) -> str:
    message = exc.message or "malformed PENMAN"
    if "Expected: RPAREN" in message or ("RPAREN" in message and "Expected" in message):
        return "unbalanced parentheses: expected ')'"
    if "Unexpected end of input" in message:
        return "unbalanced parentheses: graph ends before all '(' are closed"
    if "RPAREN" in message:
        return "unbalanced parentheses: unexpected ')'"
    return message.replace("Expected: ", "expected ")


def _structure_problem(text: str) -> tuple[str, int, int] | None:
    """What follows the end of the first graph (penman silently ignores it), or the first
    node nested deeper than :data:`MAX_GRAPH_DEPTH`, with its position.

    >>> _structure_problem("(a / alpha))")
    ("unbalanced parentheses: unexpected ')'", 1, 12)
    >>> _structure_problem('(a / alpha :name "x)")') is None
    True
    >>> _structure_problem("(a / alpha) (b / beta)")[0]
    'text after the end of the graph (a second graph needs a blank line before it)'
    >>> _structure_problem("(a / x :ARG0 " * 101)
    ('graph deeper than 100 levels (MAX_GRAPH_DEPTH)', 1, 1301)
    """
    depth, quoted, started = 0, False, False
    for row, line in enumerate(text.splitlines(), start=1):
        if not started and line.lstrip().startswith("#"):
            continue  # metadata comments before the graph
        escaped = False
        for col, char in enumerate(line, start=1):
            if quoted:
                if escaped:
                    escaped = False
                elif char == "\\":
                    escaped = True
                elif char == '"':
                    quoted = False
                continue
            if started and depth == 0 and not char.isspace():
                if char == ")":
                    return "unbalanced parentheses: unexpected ')'", row, col
                return "text after the end of the graph (a second graph needs a blank line before it)", row, col
            if char == '"':
                quoted = True
            elif char == "(":
                depth += 1
                started = True
                if depth > MAX_GRAPH_DEPTH:
                    return f"graph deeper than {MAX_GRAPH_DEPTH} levels (MAX_GRAPH_DEPTH)", row, col
            elif char == ")":
                depth -= 1
    return None


def _control_character(text: str) -> tuple[str, int, int] | None:
    r"""The first control character of ``text`` (tabs and line breaks aside), with its position.

    >>> _control_character("(a / al\x00pha)")
    ('control character U+0000 in the graph', 1, 8)
    """
    found = _CONTROL.search(text)
    if found is None:
        return None
    row = text.count("\n", 0, found.start()) + 1
    column = found.start() - (text.rfind("\n", 0, found.start()) + 1) + 1
    return f"control character U+{ord(found.group()):04X} in the graph", row, column


def decode_graph(text: str, key: str | int = 0, first_line: int = 1) -> penman.Graph:
    """Decode one PENMAN graph and check the invariants AMR needs.

    Raises :class:`PenmanSyntaxError` for syntax problems and
    :class:`GraphError` for duplicate or undefined variables.
    """
    problem = _control_character(text) or _structure_problem(text)
    if problem is not None:
        message, row, column = problem
        raise PenmanSyntaxError(message, graph=key, line=first_line + row - 1, column=column)
    try:
        graph = penman.decode(text, model=amr_model)
    except DecodeError as exc:
        line = first_line + (exc.lineno or 1) - 1
        raise PenmanSyntaxError(_syntax_message(exc), graph=key, line=line,
                                column=exc.offset) from None
    except penman.exceptions.PenmanError as exc:
        raise PenmanSyntaxError(str(exc), graph=key, line=first_line) from None
    if graph.top is None or not graph.instances():
        raise PenmanSyntaxError("no graph (only metadata or an empty node)", graph=key, line=first_line)
    _check_values(graph, key, text, first_line)
    _check_variables(graph, key)
    return graph


def _check_values(graph: penman.Graph, key: str | int, text: str, first_line: int) -> None:
    """Refuse a node without a concept and a role without a value (penman reads both as ``None``)."""
    variables = {source for source, role, _ in graph.triples if role == ":instance"}
    missing = [(source, role) for source, role, target in graph.triples if target is None or target == ""]
    missing += [(source, ":instance") for source in {s for s, _, _ in graph.triples} - variables]
    for source, role in missing:
        if role == ":instance":
            where = re.compile(rf"\(\s*{re.escape(str(source))}\s*(/\s*)?(?=[):]|$)", re.MULTILINE)
            message = f"node {source} has no concept"
        else:
            where = re.compile(rf"{re.escape(role)}(~\S*?)?\s*(?=[):]|$)", re.MULTILINE)
            message = f"role {role} of {source} has no value"
        found = where.search(text)
        line = first_line + (text.count("\n", 0, found.start()) if found else 0)
        raise PenmanSyntaxError(message, graph=key, line=line)


def as_graph(graph: penman.Graph | str) -> penman.Graph:
    """``graph`` itself, or decoded and checked by :func:`decode_graph` when it is PENMAN text.

    >>> as_graph("(b / bark-01 :ARG0 (d / dog))").top
    'b'
    >>> g = penman.Graph([("x", ":instance", "go-02")])
    >>> as_graph(g) is g
    True
    """
    if isinstance(graph, str):
        return decode_graph(graph)
    return graph


def _check_variables(graph: penman.Graph, key: str | int) -> None:
    counts = Counter(inst.source for inst in graph.instances())
    dupes = sorted(v for v, n in counts.items() if n > 1)
    if dupes:
        raise GraphError(f"graph {key}: variable {dupes[0]!r} is defined more than once")
    for attr in graph.attributes():
        value = str(attr.target)
        if attr.role == ":instance" or value in AMR_SYMBOL_CONSTANTS or value.startswith('"'):
            continue
        if _VARIABLE_LIKE.match(value):
            raise GraphError(
                f"graph {key}: {attr.role} {value} refers to a variable that is never defined"
            )


def loads_graphs(text: str) -> list[GraphEntry]:
    """Every graph in ``text``; an :class:`InputError` when there is none."""
    entries: list[GraphEntry] = []
    for line, block in _blocks(text):
        if all(row.lstrip().startswith("#") for row in block.splitlines()):
            continue  # a metadata-only block such as a release header
        position = len(entries)
        found = _ID.search(block)
        key: str | int = found.group(1) if found else position
        entries.append(GraphEntry(key, decode_graph(block, key=key, first_line=line), line))
    if not entries:
        raise InputError("no PENMAN graph in the input (empty file?)")
    return entries


def dumps_graph(graph: penman.Graph, **kwargs: object) -> str:
    """PENMAN text of ``graph`` with its metadata, as penman lays it out."""
    return penman.encode(graph, model=amr_model, **kwargs)


def dumps_graphs(graphs: Iterable[penman.Graph]) -> str:
    return "\n\n".join(dumps_graph(g) for g in graphs) + "\n"
