"""The neural engine: amrlib's sentence-to-graph and graph-to-sentence models.

Both adapters load their model once in ``__init__`` (from the models directory,
see :mod:`pipeline.models`), run amrlib's own batched inference, and turn every
input into one result: an input amrlib cannot handle (it answers ``None``, an
empty graph, or raises for the whole batch) becomes an error record while the
rest of the batch goes through.

Parsed graphs carry the same metadata as the built-in parser's: ``::snt`` (the
sentence), ``::tok`` (its spaCy tokens joined by spaces) and penman ``~e.N``
alignments into those tokens, added by amrlib's rule-based aligner
(``RBWAligner``) from spaCy tokens and lemmas.

Notes on amrlib 0.8.1 that this module works around:

* amrlib's annotator (tense tags for ``generate_t5wtense``) loads spaCy by
  package name ``en_core_web_sm``; the workbench's pipeline may be installed
  under another name, so the already-loaded one (:func:`pipeline.nlp.load_spacy`)
  is handed to amrlib instead.
* released models name their tokenizer by Hugging Face Hub id (``t5-base``,
  ``facebook/bart-large``); when the model folder holds tokenizer files they are
  used instead, so nothing needs the Hub (the workbench runs with
  ``HF_HUB_OFFLINE=1``).
* amrlib calls ``generate()`` with ``max_length``/``num_beams`` and, for
  parse_xfm, zeroes ``no_repeat_ngram_size`` on the model config; transformers
  5 rejects that path, hence the pin on transformers 4.57.6, where it runs as is.
* amrlib batches inside each call with a ``batch_size`` of its own; the
  adapters hand it one batch at a time through :func:`pipeline.neural.run_in_batches`
  (length-sorted, halved on CUDA out-of-memory) and set its ``batch_size`` to the
  stage's setting (``parse_batch_size``/``generate_batch_size``).
* for tense tags amrlib runs spaCy once per graph; the generator annotates each
  distinct ``::snt`` once and hands amrlib graphs that already carry the
  annotation (its ``ModelInputHelper`` then skips spaCy).

Settings per stage (``parse_*``/``generate_*``: batch size, beams, output
length) fall back to the shared ``batch_size``/``num_beams``/``max_length``;
weights are cast to ``settings.dtype`` (bfloat16 on a GPU that supports it).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pipeline.backends.base import GenerationResult, Generator, Parser, ParseResult
from pipeline.errors import EngineUnavailable, InputError, ModelNotInstalled
from pipeline.models import REGISTRY, default_model, read_json_dict, require_model
from pipeline.neural import resolve_device, resolve_dtype, run_in_batches, stage_setting
from pipeline.settings import Settings

if TYPE_CHECKING:
    import penman

__all__ = ["AmrlibGenerator", "AmrlibParser", "align_graph", "resolve_device", "tense_annotations"]

log = logging.getLogger(__name__)

ENGINE = "amrlib"
DEFAULT_PARSER = "parse_xfm_bart_large"
DEFAULT_GENERATOR = "generate_t5wtense"
_TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "spiece.model", "vocab.json")


class _PerOutputFailures(logging.Filter):
    """Drops amrlib's messages about single outputs it could not turn into a graph
    (several lines per beam): each such input already becomes an error record."""

    # "Reconnction" is amrlib's own spelling in one of them.
    PREFIXES = ("Failed to deserialize", "Deserializer exception", "Penman encode/decode exception",
                "gid=", "Decoding failure", "Building failure", "Reconnection", "Reconnction")

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(self.PREFIXES)


_QUIETED = ("amrlib.models.parse_xfm.inference", "amrlib.models.parse_xfm.penman_serializer",
            "amrlib.models.parse_spring.tokenization_bart", "amrlib.models.parse_spring.inference")


def _quiet_amrlib() -> None:
    if log.isEnabledFor(logging.DEBUG):
        return
    for name in _QUIETED:
        logger = logging.getLogger(name)
        if not any(isinstance(f, _PerOutputFailures) for f in logger.filters):
            logger.addFilter(_PerOutputFailures())


def _named_tokenizer(path: Path) -> str | None:
    """The tokenizer a model folder's config names (amrlib's task_specific_params)."""
    try:
        config = json.loads((path / "config.json").read_text(encoding="utf-8"))
        params: dict[str, Any] = next(iter((config.get("task_specific_params") or {}).values()), {})
        return str(params.get("tok_name_or_path") or params.get("model_name_or_path") or "") or None
    except (OSError, ValueError, AttributeError):
        return None


def _load(kind: str, name: str, path: Path, kwargs: dict[str, Any]) -> Any:
    """amrlib's own loader on ``path``; load failures become one-line EngineUnavailable errors."""
    import amrlib

    if any((path / f).exists() for f in _TOKENIZER_FILES):
        kwargs["tok_name_or_path"] = str(path)
    loader: Callable[..., Any] = amrlib.load_stog_model if kind == "stog" else amrlib.load_gtos_model
    try:
        return loader(model_dir=str(path), **kwargs)
    except (OSError, ValueError, KeyError, AttributeError, ImportError, RuntimeError) as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        hint = ""
        spec = REGISTRY.get(name)
        tokenizer = spec.tokenizer if spec is not None and spec.tokenizer else _named_tokenizer(path)
        if "parse_spring" in str(read_json_dict(path / "amrlib_meta.json").get("inference_module", "")):
            hint = (f"; amrlib's SPRING builds its model from the base model named in {path / 'config.json'} "
                    f"(facebook/bart-large), which must be in the local Hugging Face cache or a local folder")
        elif tokenizer and "tok_name_or_path" not in kwargs:
            hint = (f"; its tokenizer {tokenizer!r} is neither in {path} nor in the local "
                    f"Hugging Face cache: reinstall with --tokenizer-from DIR (a folder of its tokenizer files)")
        raise EngineUnavailable(f"cannot load amrlib model {name!r} from {path}: {first}{hint}") from None


def _model_kwargs(settings: Settings, stage: str, num_beams: int | None,
                  batch_size: int | None) -> dict[str, Any]:
    kwargs: dict[str, Any] = {"device": resolve_device(settings.device),
                              "batch_size": batch_size or stage_setting(settings, stage, "batch_size")}
    beams = num_beams or stage_setting(settings, stage, "num_beams")
    if beams:
        kwargs["num_beams"] = beams
    return kwargs


def _cast(inference: Any, settings: Settings, device: str) -> str:
    """Cast the loaded model to ``settings.dtype``; the dtype's name."""
    dtype = resolve_dtype(settings.dtype, device)
    model = getattr(inference, "model", None)
    if model is not None and dtype != next(model.parameters()).dtype:
        model.to(dtype=dtype)
    return str(dtype).removeprefix("torch.")


def _pick(kind: str, explicit: str | None, fallback: str, purpose: str, settings: Settings) -> tuple[str, Path]:
    name = explicit or default_model(kind, settings)
    if name is None:
        raise ModelNotInstalled(fallback, purpose)
    return name, require_model(name, settings, purpose)


def _drop_alignments(graph: penman.Graph) -> None:
    """Remove penman's ``~e.N`` alignment markers from ``graph`` (in place)."""
    from penman.surface import AlignmentMarker

    for key, items in graph.epidata.items():
        graph.epidata[key] = [x for x in items if not isinstance(x, AlignmentMarker)]


def _lemma(token: Any) -> str:
    """The lemma amrlib's aligner expects (its annotator's rule): names keep their text."""
    return str(token.text if token.tag_.startswith("NNP") or token.ent_type_ not in ("", "O")
               else token.lemma_.lower())


def _tokens_and_lemmas(sentences: Sequence[str]) -> list[tuple[list[str], list[str]]]:
    """spaCy tokens and the lemmas amrlib's aligner expects."""
    from pipeline.nlp import load_spacy

    return [([t.text for t in doc], [_lemma(t) for t in doc]) for doc in load_spacy().pipe(sentences)]


def _json_field(values: Sequence[str]) -> str:
    # "::" would start a new field when penman reads the metadata back; JSON
    # reads the escaped colon as a colon.
    return json.dumps(list(values)).replace(":", "\\u003a")


def tense_annotations(sentences: Sequence[str]) -> dict[str, dict[str, str]]:
    """The metadata amrlib's annotator adds for tense tags, for each distinct sentence,
    from one spaCy pass: ``tokens``, ``ner_tags``, ``ner_iob``, ``pos_tags``, ``lemmas``
    (JSON lists).  A graph whose metadata carries them is not annotated again by amrlib."""
    from pipeline.nlp import load_spacy

    distinct = list(dict.fromkeys(sentences))
    out = {}
    for sentence, doc in zip(distinct, load_spacy().pipe(distinct), strict=True):
        out[sentence] = {
            "tokens": _json_field([t.text for t in doc]),
            "ner_tags": _json_field([t.ent_type_ or "O" for t in doc]),
            "ner_iob": _json_field([t.ent_iob_ for t in doc]),
            "pos_tags": _json_field([t.tag_ for t in doc]),
            "lemmas": _json_field([_lemma(t) for t in doc]),
        }
    return out


def align_graph(graph_text: str, sentence: str, tokens: list[str] | None = None,
                lemmas: list[str] | None = None) -> str:
    """``graph_text`` with ``::snt``/``::tok`` metadata and rule-based ``~e.N`` alignments.

    Raises :class:`InputError` when ``graph_text`` is not a valid AMR graph.
    Existing alignments are replaced; an aligner failure only logs a warning.

    >>> print(align_graph("(b / bark-01 :ARG0 (d / dog))", "The dog barked ."))
    # ::snt The dog barked .
    # ::tok The dog barked .
    (b / bark-01~e.2
       :ARG0 (d / dog~e.1))
    """
    from pipeline.amrio import decode_graph, dumps_graph

    graph = decode_graph(graph_text)
    if tokens is None or lemmas is None:
        tokens, lemmas = _tokens_and_lemmas([sentence])[0]
    _drop_alignments(graph)
    try:
        from amrlib.alignments.rbw_aligner import RBWAligner

        RBWAligner(graph, tokens, lemmas)
    except Exception as exc:  # the aligner is heuristic; an unaligned graph is still a parse
        log.warning("could not align %r: %s: %s", sentence, type(exc).__name__, exc)
    graph.metadata = {"snt": sentence, "tok": " ".join(tokens)}
    return dumps_graph(graph)


class AmrlibParser(Parser):
    """Sentences to AMR with an installed amrlib stog model.

    The model is ``model``, else ``settings.parse_model``, else the first
    installed parser (registry order).  ``num_beams``/``max_length``/
    ``batch_size`` override the settings (``parse_*``, then the shared ones),
    which override the model's defaults.
    """

    name = ENGINE

    def __init__(self, settings: Settings, *, model: str | None = None, num_beams: int | None = None,
                 max_length: int | None = None, batch_size: int | None = None, align: bool = True) -> None:
        self.settings = settings
        self.model_name, self.model_path = _pick("stog", model or settings.parse_model, DEFAULT_PARSER,
                                                 "neural AMR parser", settings)
        self.align = align
        _quiet_amrlib()
        kwargs = _model_kwargs(settings, "parse", num_beams, batch_size)
        self.inference = _load("stog", self.model_name, self.model_path, kwargs)
        self.device = kwargs["device"]
        self.batch_size = int(kwargs["batch_size"])
        self.dtype = _cast(self.inference, settings, self.device)
        limit = max_length or stage_setting(settings, "parse", "max_length")
        if limit:
            if hasattr(self.inference, "max_graph_len"):
                self.inference.max_graph_len = limit
            else:
                log.warning("model %s has a fixed output length; max_length=%d ignored", self.model_name, limit)

    def _run(self, sentences: list[str]) -> list[str | None]:
        # One amrlib batch per call: run_in_batches decides its size.
        self.inference.batch_size = max(self.batch_size, len(sentences))
        return list(self.inference.parse_sents(sentences, add_metadata=False, disable_progress=True))

    def parse(self, sentences: Sequence[str]) -> list[ParseResult]:
        texts = [" ".join(str(s).split()) for s in sentences]
        results: list[ParseResult | None] = [None] * len(texts)
        todo = []
        for i, text in enumerate(texts):
            if text:
                todo.append(i)
            else:
                results[i] = ParseResult(text, None, ENGINE, "empty sentence")
        outputs = dict(zip(todo, run_in_batches(self._run, [texts[i] for i in todo], self.batch_size,
                                                what="sentences"), strict=True))
        parsed = [i for i, out in outputs.items() if isinstance(out, str)] if self.align else []
        nlp = dict(zip(parsed, _tokens_and_lemmas([texts[i] for i in parsed]), strict=True)) if parsed else {}
        for i, out in outputs.items():
            results[i] = self._result(texts[i], out, nlp.get(i))
        return [r for r in results if r is not None]

    def _result(self, text: str, out: str | Exception | None,
                nlp: tuple[list[str], list[str]] | None) -> ParseResult:
        if isinstance(out, Exception):
            return ParseResult(text, None, ENGINE, f"amrlib failed: {type(out).__name__}: {out}")
        if out is None:
            return ParseResult(text, None, ENGINE, "the parser produced no graph that amrlib could read")
        try:
            if nlp is None:
                from pipeline.amrio import decode_graph, dumps_graph

                graph = decode_graph(out)
                graph.metadata = {"snt": text}
                return ParseResult(text, dumps_graph(graph), ENGINE)
            return ParseResult(text, align_graph(out, text, *nlp), ENGINE)
        except InputError as exc:
            return ParseResult(text, None, ENGINE, f"the parser produced an invalid graph: {exc}")


def _graph_size(graph_text: str) -> int:
    """The length that decides a graph's padding: its text without the metadata lines."""
    return sum(len(line) for line in graph_text.splitlines() if not line.startswith("#"))


class AmrlibGenerator(Generator):
    """AMR graphs to sentences with an installed amrlib gtos model.

    ``use_tense`` (default: when the model is a ``wtense`` one) adds the tense
    tags amrlib derives from a graph's ``::snt`` (spaCy runs once per distinct
    ``::snt`` of a call); graphs without ``::snt`` are generated without them.
    ``num_beams``/``max_length``/``batch_size`` override the settings
    (``generate_*``, then the shared ones).
    """

    name = ENGINE

    def __init__(self, settings: Settings, *, model: str | None = None, num_beams: int | None = None,
                 max_length: int | None = None, batch_size: int | None = None,
                 use_tense: bool | None = None) -> None:
        self.settings = settings
        self.model_name, self.model_path = _pick("gtos", model or settings.generate_model, DEFAULT_GENERATOR,
                                                 "neural AMR-to-text generator", settings)
        if use_tense is None:
            module = str(read_json_dict(self.model_path / "amrlib_meta.json").get("inference_module", ""))
            use_tense = "wtense" in self.model_name or "wtense" in module
        self.use_tense = use_tense
        kwargs = _model_kwargs(settings, "generate", num_beams, batch_size)
        self.inference = _load("gtos", self.model_name, self.model_path, kwargs)
        self.device = str(kwargs["device"])
        self.batch_size = int(kwargs["batch_size"])
        self.dtype = _cast(self.inference, settings, self.device)
        limit = max_length or stage_setting(settings, "generate", "max_length")
        if limit:
            self.inference.max_sent_len = limit

    def _run(self, graphs: list[str], tense: bool) -> list[str]:
        # Tense graphs carry tense_annotations(): amrlib's annotator (and its spaCy) stays idle.
        self.inference.batch_size = max(self.batch_size, len(graphs))
        sents, clips = self.inference.generate(graphs, disable_progress=True, use_tense=tense)
        for graph, clipped in zip(graphs, clips, strict=False):
            if clipped:
                body = " ".join(ln for ln in graph.splitlines() if not ln.lstrip().startswith("#"))
                log.warning("graph clipped to the model's input length: %s", " ".join(body.split())[:80])
        return list(sents)

    def generate(self, graphs: Sequence[str]) -> list[GenerationResult]:
        """One sentence per graph.  No ``alternatives``: the beams of the search (the
        model's other likely sentences) would be their neural analogue, at a cost in
        time the paraphrase job does not pay today."""
        from pipeline.amrio import decode_graph, dumps_graph

        results: list[GenerationResult | None] = [None] * len(graphs)
        decoded: list[tuple[int, penman.Graph]] = []
        for i, text in enumerate(graphs):
            try:
                decoded.append((i, decode_graph(text, key=i)))
            except InputError as exc:
                results[i] = GenerationResult(text, None, ENGINE, error=str(exc))
        sentences = [g.metadata["snt"] for _, g in decoded if g.metadata.get("snt")]
        annotations = tense_annotations(sentences) if self.use_tense and sentences else {}
        groups: dict[bool, list[tuple[int, str]]] = {True: [], False: []}
        for i, graph in decoded:
            # The models were trained on graphs without alignments; the tense
            # helper needs only ::snt and its annotation.
            _drop_alignments(graph)
            snt = graph.metadata.get("snt")
            graph.metadata = {"snt": snt, **annotations[snt]} if snt in annotations else {}
            groups[bool(snt in annotations)].append((i, dumps_graph(graph)))
        for tense, members in groups.items():
            if not members:
                continue
            outputs = run_in_batches(partial(self._run, tense=tense), [g for _, g in members],
                                     self.batch_size, size=_graph_size, what="graphs")
            for (i, _), out in zip(members, outputs, strict=True):
                if isinstance(out, Exception):
                    results[i] = GenerationResult(graphs[i], None, ENGINE,
                                                  error=f"amrlib failed: {type(out).__name__}: {out}")
                elif not out.strip():
                    results[i] = GenerationResult(graphs[i], None, ENGINE, error="the generator produced no text")
                else:
                    results[i] = GenerationResult(graphs[i], out.strip(), ENGINE)
        return [r for r in results if r is not None]
