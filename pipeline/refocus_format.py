"""``penman.format`` of a tree, without penman's per-call set-up, for the many trees of one graph.

:class:`pipeline.refocus.Refocuser` formats one tree per focus; penman's own
``format`` re-reads its arguments and walks the tree again for each.  The text is
the same (``tests/test_refocus_layout.py`` checks it at every indentation).

>>> tree = Tree(("b", [("/", "bark-01"), (":ARG0", ("d", [("/", "dog")]))]))
>>> format_tree(tree, indent=None)
'(b / bark-01 :ARG0 (d / dog))'
"""

from __future__ import annotations

from typing import Any

from penman.tree import Tree

__all__ = ["format_tree"]


def format_tree(tree: Tree, indent: int | None = -1, node_text: str | None = None) -> str:
    """``penman.format(tree, indent=indent)``; ``node_text``: the tree's node already formatted."""
    parts = ["# ::{}{}".format(key, " " + value if value else value) for key, value in tree.metadata.items()]
    parts.append(_format_node(tree.node, indent, 0) if node_text is None else node_text)
    return "\n".join(parts)


def _format_node(node: Any, indent: int | None, column: int) -> str:
    var, edges = node
    if not var:
        return "()"
    if not edges:
        return f"({var!s})"
    if indent is None:
        joiner = " "
    else:
        column += len(str(var)) + 2 if indent == -1 else indent
        joiner = "\n" + " " * column
    parts = []
    for role, target in edges:
        if role != "/" and not role.startswith(":"):
            role = ":" + role
        if not target:
            parts.append(role)
        elif type(target) is tuple:
            parts.append(f"{role} {_format_node(target, indent, column + len(role) + 1 if indent == -1 else column)}")
        else:
            parts.append(f"{role} {target!s}")
    return f"({var!s} {joiner.join(parts)})"
