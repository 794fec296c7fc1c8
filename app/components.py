"""Widgets of the app that Streamlit does not have: a clickable AMR graph, custom
components (the rating keyboard), and text highlighting that never renders user text as HTML.

Both custom widgets are ``st.components.v2`` components with inline JavaScript, so
they work offline (no build step, nothing fetched).  User text reaches the page
only through ``textContent`` in JavaScript or through escaped Markdown, and the
graph SVG that graphviz draws is stripped of scripts and event handlers first.

>>> escape_markdown("a *b* <i>[c]</i>")
'a \\\\*b\\\\* \\\\<i\\\\>\\\\[c\\\\]\\\\</i\\\\>'
>>> [(t.text, t.status) for t in word_changes("the dog saw me", "I was seen by the dog")]
[('I', 'new'), ('was', 'new'), ('seen', 'new'), ('by', 'new'), ('the', 'same'), ('dog', 'same')]
"""

from __future__ import annotations

import difflib
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pipeline.errors import ParaAMRError

__all__ = [
    "WordChange",
    "clickable_graph",
    "custom_component",
    "dot_image",
    "draw_graph",
    "escape_markdown",
    "highlighted_markdown",
    "sanitize_svg",
    "svg_from_dot",
    "word_changes",
]

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~:$&=\"'^])")


def escape_markdown(text: str) -> str:
    """``text`` with every Markdown/HTML metacharacter backslash-escaped."""
    return _MD_SPECIAL.sub(r"\\\1", text).replace("\n", " ")


@dataclass(frozen=True)
class WordChange:
    """A token of a paraphrase and how it relates to the source sentence."""

    text: str
    status: Literal["same", "moved", "new"]


_TOKEN = re.compile(r"\w+(?:['’]\w+)*|[^\w\s]")


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def word_changes(source: str, paraphrase: str) -> list[WordChange]:
    """Tokens of ``paraphrase``: ``same`` (in the longest common order with the
    source), ``moved`` (in the source, but elsewhere) or ``new``."""
    src, para = _tokens(source), _tokens(paraphrase)
    src_low, para_low = [t.lower() for t in src], [t.lower() for t in para]
    matcher = difflib.SequenceMatcher(a=src_low, b=para_low, autojunk=False)
    in_order: set[int] = set()
    for block in matcher.get_matching_blocks():
        in_order.update(range(block.b, block.b + block.size))
    remaining = {w: src_low.count(w) for w in set(src_low)}
    for i in in_order:
        remaining[para_low[i]] -= 1
    changes = []
    for i, token in enumerate(para):
        if i in in_order:
            status: Literal["same", "moved", "new"] = "same"
        elif remaining.get(para_low[i], 0) > 0:
            remaining[para_low[i]] -= 1
            status = "moved"
        else:
            status = "new"
        changes.append(WordChange(token, status))
    return changes


_STATUS_STYLE = {"moved": ":blue-background[{}]", "new": ":orange-background[{}]"}


def highlighted_markdown(changes: Iterable[WordChange]) -> str:
    """Escaped Markdown of ``changes``: moved words blue, new or changed words orange."""
    parts = []
    for change in changes:
        escaped = escape_markdown(change.text)
        style = _STATUS_STYLE.get(change.status)
        parts.append(style.format(escaped) if style else escaped)
    return " ".join(parts)


# -- graph drawing -------------------------------------------------------------------

_SVG_NS = "http://www.w3.org/2000/svg"
_XLINK = "{http://www.w3.org/1999/xlink}href"


def draw_graph(amr: str) -> None:
    """Draw the PENMAN graph ``amr`` at its own size, its top marked; a graph that
    cannot be drawn, or no drawing library, is a one-line notice instead."""
    import streamlit as st

    from app import resources

    try:
        from pipeline.amrio import decode_graph

        render = resources.library("pipeline.render")
        graph = decode_graph(amr)
        # "content": a tall, narrow graph stretched to the page width is huge.
        st.graphviz_chart(render.to_dot(graph, focus=graph.top), width="content")
    except resources.UNAVAILABLE as exc:
        st.info(str(exc))
    except ParaAMRError as exc:
        st.warning(f"Cannot draw this graph: {exc}")


def svg_from_dot(dot: str) -> str:
    """Graphviz SVG of ``dot`` (needs the ``dot`` program: Debian package ``graphviz``)."""
    import graphviz

    return sanitize_svg(graphviz.Source(dot).pipe(format="svg", encoding="utf-8"))


def dot_image(dot: str, fmt: Literal["svg", "png"]) -> bytes:
    """The file graphviz draws of ``dot`` as ``fmt``, for download."""
    import graphviz

    return bytes(graphviz.Source(dot).pipe(format=fmt))


def sanitize_svg(svg: str) -> str:
    """``svg`` without scripts, foreign objects, event handlers or javascript: links.

    >>> sanitize_svg('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script>'
    ...              '<g onclick="y()"><title>z1</title></g></svg>')
    '<svg xmlns="http://www.w3.org/2000/svg"><g><title>z1</title></g></svg>'
    """
    ET.register_namespace("", _SVG_NS)
    ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    start = svg.find("<svg")
    root = ET.fromstring(svg[start:] if start >= 0 else svg)
    for parent in list(root.iter()):
        for child in list(parent):
            local = child.tag.rsplit("}", 1)[-1].lower()
            if local in {"script", "foreignobject", "iframe", "object", "embed"}:
                parent.remove(child)
    for element in root.iter():
        for name in list(element.attrib):
            value = element.attrib[name].strip().lower()
            local = name.rsplit("}", 1)[-1].lower()
            script_link = (local == "href" or name == _XLINK) and "javascript:" in value
            if local.startswith("on") or script_link:
                del element.attrib[name]
    return ET.tostring(root, encoding="unicode")


_GRAPH_CSS = """
.amr-sentence { font-size: 1.05rem; line-height: 1.8; margin: 0 0 .5rem 0; }
.amr-sentence span.tok { padding: 1px 2px; border-radius: 3px; }
.amr-sentence span.tok.hit { background: #ffd866; }
.amr-svg svg { max-width: 100%; height: auto; }
.amr-svg g.node.clickable { cursor: pointer; }
.amr-svg g.node.clickable:hover polygon, .amr-svg g.node.clickable:hover ellipse,
.amr-svg g.node.clickable:focus polygon, .amr-svg g.node.clickable:focus ellipse { stroke-width: 3; }
.amr-svg g.node.selected polygon, .amr-svg g.node.selected ellipse { stroke: #d62728; stroke-width: 3; }
.amr-svg g.node:focus { outline: 2px solid #1f77b4; }
.amr-hint { color: #666; font-size: .85rem; }
"""

# Everything from the data is set with textContent or parsed as SVG (already sanitized
# in Python); nothing user-supplied goes through innerHTML.
_GRAPH_JS = """
export default function(component) {
  const { data, setTriggerValue, parentElement } = component;
  let root = parentElement.querySelector('.amr-root');
  if (!root) {
    root = document.createElement('div');
    root.className = 'amr-root';
    parentElement.appendChild(root);
  }
  root.replaceChildren();
  const tokens = (data && data.tokens) || [];
  const alignments = (data && data.alignments) || {};
  const clickable = new Set((data && data.clickable) || []);
  const selected = new Set((data && data.selected) || []);
  const sentence = document.createElement('p');
  sentence.className = 'amr-sentence';
  const spans = tokens.map((t, i) => {
    const s = document.createElement('span');
    s.className = 'tok';
    s.textContent = t;
    s.dataset.i = String(i);
    sentence.appendChild(s);
    sentence.appendChild(document.createTextNode(' '));
    return s;
  });
  if (tokens.length) root.appendChild(sentence);
  const holder = document.createElement('div');
  holder.className = 'amr-svg';
  const doc = new DOMParser().parseFromString((data && data.svg) || '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
  holder.appendChild(document.importNode(doc.documentElement, true));
  root.appendChild(holder);
  const hint = document.createElement('p');
  hint.className = 'amr-hint';
  hint.textContent = (data && data.hint) || '';
  root.appendChild(hint);
  const mark = (v, on) => {
    for (const i of (alignments[v] || [])) { if (spans[i]) spans[i].classList.toggle('hit', on); }
  };
  holder.querySelectorAll('g.node').forEach((g) => {
    const title = g.querySelector('title');
    const v = g.getAttribute('id') && g.dataset.var ? g.dataset.var : (title ? title.textContent.trim() : '');
    g.dataset.var = v;
    g.addEventListener('mouseenter', () => mark(v, true));
    g.addEventListener('mouseleave', () => mark(v, false));
    if (!clickable.has(v)) return;
    g.classList.add('clickable');
    if (selected.has(v)) g.classList.add('selected');
    g.setAttribute('tabindex', '0');
    g.setAttribute('role', 'button');
    g.setAttribute('aria-pressed', selected.has(v) ? 'true' : 'false');
    const pick = () => setTriggerValue('clicked', v + '@' + Date.now());
    g.addEventListener('click', pick);
    g.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); pick(); } });
  });
}
"""

_components: dict[str, Any] = {}


def _component(name: str, *, js: str, css: str | None = None) -> Any:
    # Registered once per process: re-registering on every rerun only logs warnings.
    if name not in _components:
        import streamlit as st

        _components[name] = st.components.v2.component(name, js=js, css=css)
    return _components[name]


def _trigger(result: Any, name: str) -> str | None:
    value = getattr(result, name, None) if result is not None else None
    if not isinstance(value, str) or "@" not in value:
        return None
    return value.rsplit("@", 1)[0]


def clickable_graph(
    svg: str,
    *,
    key: str,
    clickable: Sequence[str] = (),
    selected: Sequence[str] = (),
    tokens: Sequence[str] = (),
    alignments: Mapping[str, Sequence[int]] | None = None,
    hint: str = "",
) -> str | None:
    """Draw ``svg`` (from :func:`svg_from_dot`); return the variable just clicked, if any.

    ``tokens`` are shown above the graph; hovering a node highlights the tokens
    ``alignments`` maps it to.  Nodes in ``clickable`` take focus with Tab and
    are picked with a click, Enter or Space.
    """
    mount = _component("paraamr_graph", css=_GRAPH_CSS, js=_GRAPH_JS)
    result = mount(
        key=key,
        data={
            "svg": svg,
            "clickable": list(clickable),
            "selected": list(selected),
            "tokens": list(tokens),
            "alignments": {k: list(v) for k, v in (alignments or {}).items()},
            "hint": hint,
        },
        on_clicked_change=lambda: None,
    )
    return _trigger(result, "clicked")


def custom_component(name: str, *, js: str, css: str | None = None) -> Any:
    """The ``st.components.v2`` component ``name`` with inline ``js`` (and ``css``),
    registered once per process; call it to mount it."""
    return _component(name, js=js, css=css)
