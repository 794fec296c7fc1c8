"""The models the workbench knows of, and which of them (or others) are installed.

:data:`REGISTRY` names each released model with where it comes from; the
lookup functions find a model's folder under the models directory (or, for
amrlib's released models, in amrlib's own ``data`` directory) and pick the
default model of a kind.  Kept apart from installing (:mod:`pipeline.models.install`)
because every backend asks these questions at run time, and none of them
writes a file.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pipeline.errors import ModelNotInstalled, ParaAMRError
from pipeline.settings import Settings

ModelKind = Literal["stog", "gtos", "lm", "similarity", "other"]
MANIFEST_NAME = "paraamr-install.json"
AMRLIB_LINKS = {"stog": "model_stog", "gtos": "model_gtos"}
_AMRLIB_RELEASES = "https://github.com/bjascob/amrlib-models/releases/download"
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$")


@dataclass(frozen=True)
class ModelSpec:
    """A model the workbench knows how to use.

    ``directory`` is the folder name the release unpacks to (what amrlib or
    transformers load from); ``url`` is where the release lives, for
    information and as the default source of ``install`` when ``archive`` says
    it is a downloadable archive.  ``tokenizer`` names the Hugging Face
    tokenizer amrlib falls back to when the model folder holds none.
    ``sha256`` is the archive's published SHA-256, checked by ``install`` when
    no other is given; ``None`` where the publisher gives none.
    """

    name: str
    kind: ModelKind
    description: str
    directory: str
    url: str
    archive: bool = True
    tokenizer: str | None = None
    sha256: str | None = None


def _amrlib_release(name: str, version: str, tag_prefix: str) -> tuple[str, str]:
    """The folder and the download URL of an amrlib release.

    The release tags are not uniform (amrlib-models' README links each one):
    most are the folder name (``model_parse_t5-v0_2_0``), the parse_xfm ones
    lack the ``model_`` prefix (``parse_xfm_bart_large-v0_1_0``).

    >>> _amrlib_release("parse_t5", "v0_2_0", "model_")[1].rsplit("download/", 1)[1]
    'model_parse_t5-v0_2_0/model_parse_t5-v0_2_0.tar.gz'
    """
    directory = f"model_{name}-{version}"
    return directory, f"{_AMRLIB_RELEASES}/{tag_prefix}{name}-{version}/{directory}.tar.gz"


def _registry() -> dict[str, ModelSpec]:
    specs = []
    # amrlib publishes no checksums for its archives (neither amrlib-models' README
    # nor amrlib's docs), so no release carries a sha256 here.
    for name, kind, version, tag_prefix, tokenizer, description in (
        ("parse_xfm_bart_large", "stog", "v0_1_0", "", "facebook/bart-large",
         "amrlib sentence-to-graph parser, BART-large sequence-to-sequence"),
        ("parse_spring", "stog", "v0_1_0", "model_", "facebook/bart-large",
         "amrlib sentence-to-graph parser, SPRING (BART-large with graph linearization); "
         "builds on facebook/bart-large, which must be in the local Hugging Face cache"),
        ("parse_t5", "stog", "v0_2_0", "model_", "t5-base",
         "amrlib sentence-to-graph parser, T5-base sequence-to-sequence"),
        ("generate_t5wtense", "gtos", "v0_1_0", "model_", "t5-base",
         "amrlib graph-to-sentence generator, T5-base with tense tags from the source sentence"),
    ):
        directory, url = _amrlib_release(name, version, tag_prefix)
        specs.append(ModelSpec(name, kind, description, directory, url, True, tokenizer))  # type: ignore[arg-type]
    specs.append(ModelSpec(
        "gpt2", "lm", "GPT-2 (124M) causal language model, perplexity filter of the paper",
        "gpt2", "https://huggingface.co/openai-community/gpt2", archive=False))
    specs.append(ModelSpec(
        "simcse", "similarity",
        "SimCSE sentence embeddings (princeton-nlp/sup-simcse-roberta-large), semantic score of the paper",
        "sup-simcse-roberta-large", "https://huggingface.co/princeton-nlp/sup-simcse-roberta-large",
        archive=False))
    return {s.name: s for s in specs}


REGISTRY: dict[str, ModelSpec] = _registry()


# --------------------------------------------------------------------------- lookup

def amrlib_data_dir() -> Path:
    """Where amrlib looks for ``model_stog``/``model_gtos`` (``amrlib.defaults.data_dir``),
    found without importing amrlib."""
    spec = importlib.util.find_spec("amrlib")
    if spec is None or spec.origin is None:
        raise ParaAMRError("amrlib is not installed")
    return Path(os.path.realpath(Path(spec.origin).parent / "data"))


def _amrlib_fallback(name: str) -> Path | None:
    spec = REGISTRY.get(name)
    if spec is None or spec.kind not in AMRLIB_LINKS:
        return None
    try:
        path = amrlib_data_dir() / spec.directory
    except ParaAMRError:
        return None
    return path if path.is_dir() else None


def installed_path(name: str, settings: Settings) -> Path | None:
    """The folder of model ``name``: under the models directory, else (for amrlib's
    released models) where ``amrlib.download`` unpacks it; ``None`` when absent."""
    path = settings.resolved_models_dir() / name
    if _NAME.match(name) and path.is_dir() and any(path.iterdir()):
        return path
    return _amrlib_fallback(name)


def require_model(name: str, settings: Settings, purpose: str = "") -> Path:
    """The folder of model ``name``, or :class:`ModelNotInstalled` naming the install command."""
    path = installed_path(name, settings)
    if path is None:
        raise ModelNotInstalled(name, purpose)
    return path


def read_json_dict(path: Path) -> dict[str, Any]:
    """The JSON object in the file ``path``; ``{}`` when it is missing, unreadable or not an object.

    >>> read_json_dict(Path("/nonexistent/amrlib_meta.json"))
    {}
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def model_kind(name: str, path: Path | None = None) -> str:
    """The registry's kind for ``name``; for other models, what the folder's
    ``amrlib_meta.json`` says (``stog``/``gtos``), else ``other``."""
    if name in REGISTRY:
        return REGISTRY[name].kind
    if path is not None:
        kind = read_json_dict(path / "amrlib_meta.json").get("model_type")
        if kind in AMRLIB_LINKS:
            return str(kind)
    return "other"


def _extra_installed(settings: Settings) -> Iterator[tuple[str, Path]]:
    root = settings.resolved_models_dir()
    if not root.is_dir():
        return
    for path in sorted(root.iterdir()):
        if path.name not in REGISTRY and _NAME.match(path.name) and path.is_dir():
            yield path.name, path


def installed_models(settings: Settings, kind: str | None = None) -> list[tuple[str, Path]]:
    """Installed ``(name, folder)`` pairs, registry models first in registry order."""
    found = [(name, p) for name in REGISTRY if (p := installed_path(name, settings)) is not None]
    found += list(_extra_installed(settings))
    return [(n, p) for n, p in found if kind is None or model_kind(n, p) == kind]


def default_model(kind: str, settings: Settings) -> str | None:
    """The first installed model of ``kind`` (``stog``, ``gtos``...), or ``None``."""
    found = installed_models(settings, kind)
    return found[0][0] if found else None


def neural_engine_ready(settings: Settings) -> bool:
    """Whether the amrlib engine can run: a parser (stog) and a generator (gtos) installed."""
    kinds = {model_kind(n, p) for n, p in installed_models(settings)}
    return {"stog", "gtos"} <= kinds


def list_models(settings: Settings) -> list[dict[str, Any]]:
    """Every registry model and every other installed one, with where it is."""
    rows: list[dict[str, Any]] = []
    for name, spec in REGISTRY.items():
        path = installed_path(name, settings)
        rows.append({"name": name, "installed": path is not None,
                     "path": str(path) if path else None, "kind": spec.kind,
                     "description": spec.description, "url": spec.url,
                     "sha256": read_json_dict(path / MANIFEST_NAME).get("sha256") if path else None,
                     "published_sha256": spec.sha256})
    for name, path in _extra_installed(settings):
        manifest = read_json_dict(path / MANIFEST_NAME)
        rows.append({"name": name, "installed": True, "path": str(path),
                     "kind": model_kind(name, path), "description": "installed by hand",
                     "url": manifest.get("source"), "sha256": manifest.get("sha256")})
    return rows
