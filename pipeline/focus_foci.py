"""Which foci a sentence gets: every candidate, named variables, or a focus policy's choice;
the ``--foci`` value of the CLI and the corpus builder (:func:`foci_from_spec`) and the one
choice of candidates the CLI, the app and the corpus make with it (:func:`choose_foci`).

A module apart from pipeline/focus_policy.py, which holds what a policy is: this is how a
build asks for foci, of which a policy is one kind.  Its names are still importable from
``pipeline.focus_policy``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pipeline.errors import FocusError
from pipeline.focus_policy import FocusPolicy, PolicyError

if TYPE_CHECKING:
    from pipeline.graph import FocusCandidate

# Which foci a sentence gets: "all" its candidates, named variables (a comma-separated
# string or a list), or a policy's choice.
FociSpec = str | Sequence[str] | FocusPolicy


def foci_from_spec(spec: str, policy: Mapping[str, Any] | None = None) -> FociSpec:
    """The foci of a ``--foci`` value: ``all``; ``random:K`` (the uniform policy, K foci);
    ``policy:FILE`` or ``policy:default`` (that policy; ``policy``, when given, is its
    content already read); anything else names variables, comma separated.

    >>> from pipeline.focus_policy import FORMAT
    >>> foci_from_spec("all"), foci_from_spec("a,b")
    ('all', 'a,b')
    >>> foci_from_spec("random:2").k, foci_from_spec("policy:x.json", {"format": FORMAT, "version": 1}).name
    (2, 'custom')
    >>> foci_from_spec("random:0")
    Traceback (most recent call last):
    ...
    pipeline.focus_policy.PolicyError: --foci random:K needs a whole number K >= 1, not '0'
    """
    kind, _, rest = spec.partition(":")
    if kind == "random" and rest:
        if not rest.isdigit() or int(rest) < 1:
            raise PolicyError(f"--foci random:K needs a whole number K >= 1, not {rest!r}")
        return FocusPolicy.uniform(int(rest))
    if kind == "policy" and rest:
        if policy is not None:
            return FocusPolicy.from_dict(policy)
        return FocusPolicy.default() if rest == "default" else FocusPolicy.load(rest)
    return spec


def choose_foci(candidates: Sequence[FocusCandidate], foci: FociSpec,
                seed: int = 0) -> list[FocusCandidate]:
    """The candidates ``foci`` chooses: one code path for the CLI, the app and the corpus.

    >>> from types import SimpleNamespace as C
    >>> from pipeline.focus_policy import Rule
    >>> cands = [C(variable="k", kind="predicate", role=None), C(variable="i", kind="pronoun", role=":ARG0")]
    >>> [c.variable for c in choose_foci(cands, "all")], [c.variable for c in choose_foci(cands, "i")]
    (['k', 'i'], ['i'])
    >>> [c.variable for c in choose_foci(cands, FocusPolicy(rules=[Rule({"kind": "pronoun"}, action="skip")]))]
    ['k']
    >>> choose_foci(cands, ["x"])
    Traceback (most recent call last):
    ...
    pipeline.errors.FocusError: 'x' is not a node of the graph; candidates: k, i
    """
    if isinstance(foci, FocusPolicy):
        return foci.select(candidates, seed=seed)
    if foci == "all":
        return list(candidates)
    wanted = [f.strip() for f in foci.split(",")] if isinstance(foci, str) else list(foci)
    by_var = {c.variable: c for c in candidates}
    missing = [v for v in wanted if v not in by_var]
    if missing:
        raise FocusError(f"{missing[0]!r} is not a node of the graph; "
                         f"candidates: {', '.join(by_var)}")
    return [by_var[v] for v in wanted]
