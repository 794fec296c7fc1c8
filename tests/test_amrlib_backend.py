"""The amrlib engine on tiny models the tests build: real amrlib loading and inference code."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import penman
import pytest

from pipeline.backends import get_generator, get_parser, resolve_engine
from pipeline.backends.amrlib_backend import (
    AmrlibGenerator,
    AmrlibParser,
    align_graph,
    resolve_device,
)
from pipeline.cli import main
from pipeline.errors import EngineUnavailable, InputError, ModelNotInstalled
from pipeline.models import install_model
from pipeline.settings import Settings, load_settings
from tests.tiny_models import MEMORIZED, POISON, session_model


@pytest.fixture(scope="session")
def stog_dir(tmp_path_factory: pytest.TempPathFactory, lpp_path: Path) -> Path:
    return session_model("stog", tmp_path_factory.getbasetemp(), lpp_path)


@pytest.fixture(scope="session")
def stog_archive(tmp_path_factory: pytest.TempPathFactory, lpp_path: Path) -> Path:
    return session_model("stog", tmp_path_factory.getbasetemp(), lpp_path, archive=True)


@pytest.fixture(scope="session")
def spring_dir(tmp_path_factory: pytest.TempPathFactory, lpp_path: Path) -> Path:
    return session_model("spring", tmp_path_factory.getbasetemp(), lpp_path)


@pytest.fixture(scope="session")
def gtos_dir(tmp_path_factory: pytest.TempPathFactory, lpp_path: Path) -> Path:
    return session_model("gtos", tmp_path_factory.getbasetemp(), lpp_path)


@pytest.fixture()
def neural(settings: Settings, stog_dir: Path, gtos_dir: Path) -> Settings:
    """Settings whose models directory holds the tiny parser and generator."""
    install_model("tiny_parse", stog_dir, settings, progress=False)
    install_model("tiny_generate", gtos_dir, settings, progress=False)
    return settings


@pytest.fixture()
def parser(neural: Settings) -> AmrlibParser:
    return AmrlibParser(neural)


def _alignments(amr: str) -> dict[str, tuple[int, ...]]:
    graph = penman.decode(amr)
    concepts = {t.source: t.target for t in graph.instances()}
    return {concepts[source]: a.indices for (source, role, _), a in penman.surface.alignments(graph).items()
            if role == ":instance"}


# --------------------------------------------------------------------------- amrlib itself

def test_amrlib_loads_and_runs_the_tiny_models(stog_dir: Path, gtos_dir: Path) -> None:
    import amrlib

    stog = amrlib.load_stog_model(model_dir=str(stog_dir), tok_name_or_path=str(stog_dir), device="cpu")
    graphs = stog.parse_sents([s for s, _ in MEMORIZED] + [POISON])
    assert all(isinstance(g, str) for g in graphs[:-1]) and graphs[-1] is None
    assert "chapter" in graphs[1]
    gtos = amrlib.load_gtos_model(model_dir=str(gtos_dir), tok_name_or_path=str(gtos_dir), device="cpu")
    sents, clips = gtos.generate([g for _, g in MEMORIZED])
    assert len(sents) == len(clips) == len(MEMORIZED) and all(isinstance(s, str) for s in sents)


# --------------------------------------------------------------------------- parser

def test_parse_batch_keeps_order_and_isolates_failures(parser: AmrlibParser) -> None:
    sentences = [MEMORIZED[0][0], POISON, "   ", MEMORIZED[1][0]]
    results = parser.parse(sentences)
    assert [r.text for r in results] == [MEMORIZED[0][0], POISON, "", MEMORIZED[1][0]]
    assert all(r.engine == "amrlib" for r in results)
    ok, poisoned, empty, chapter = results
    assert ok.error is None and ok.amr is not None
    assert poisoned.amr is None and "no graph" in (poisoned.error or "")
    assert empty.amr is None and empty.error == "empty sentence"
    assert chapter.amr is not None and penman.decode(chapter.amr).top == "c"


def test_parsed_graph_carries_snt_tok_and_alignments(parser: AmrlibParser) -> None:
    sentence, gold = MEMORIZED[0]
    result = parser.parse([sentence])[0]
    assert result.amr is not None
    graph = penman.decode(result.amr)
    assert graph.metadata == {"snt": sentence, "tok": "The little prince laughed ."}
    assert set(graph.triples) == set(penman.decode(gold).triples)
    # ~e.N are 0-based indices into the ::tok tokens, as the built-in parser writes them.
    assert _alignments(result.amr) == {"laugh-01": (3,), "prince": (2,), "little": (1,)}


def test_sentence_whitespace_is_normalized_for_tok(parser: AmrlibParser) -> None:
    result = parser.parse(["  Chapter   1 .\n"])[0]
    assert result.text == "Chapter 1 ." and result.amr is not None
    assert penman.decode(result.amr).metadata["tok"] == "Chapter 1 ."


def test_a_batch_that_amrlib_raises_on_is_retried_one_by_one(parser: AmrlibParser,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    real = parser.inference.parse_sents

    def fails_on_boom(sents: list[str], **kwargs: object) -> list[str | None]:
        if any("BOOM" in s for s in sents):
            raise RuntimeError("CUDA out of memory (simulated)")
        return real(sents, **kwargs)

    monkeypatch.setattr(parser.inference, "parse_sents", fails_on_boom)
    results = parser.parse([MEMORIZED[1][0], "BOOM goes the batch .", MEMORIZED[2][0]])
    assert results[0].amr is not None and results[2].amr is not None
    assert results[1].amr is None and "simulated" in (results[1].error or "")


def test_per_output_failures_stay_off_the_log(parser: AmrlibParser, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="amrlib")
    parser.parse([POISON, "Something else entirely ."])
    assert not [r for r in caplog.records if r.name.startswith("amrlib") and "deserializ" in r.getMessage()]


def test_spring_model_loads_and_failures_are_records(settings: Settings, spring_dir: Path,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    install_model("parse_spring", spring_dir, settings, progress=False)
    parser = AmrlibParser(settings, max_length=20)  # SPRING's length is fixed: a warning, not an error
    assert parser.model_name == "parse_spring"
    assert "fixed output length" in caplog.text
    results = parser.parse([MEMORIZED[0][0], MEMORIZED[1][0]])
    # The tiny SPRING ends every output at once: amrlib's empty "failed" graph, as records.
    assert [r.text for r in results] == [MEMORIZED[0][0], MEMORIZED[1][0]]
    assert all(r.amr is None and "invalid graph" in (r.error or "") for r in results)


def test_spring_without_its_base_model_says_so(settings: Settings, spring_dir: Path, tmp_path: Path) -> None:
    import shutil

    copy = tmp_path / "spring"
    shutil.copytree(spring_dir, copy)
    config = json.loads((copy / "config.json").read_text())
    (copy / "config.json").write_text(json.dumps({**config, "model": str(tmp_path / "no-bart")}))
    install_model("parse_spring", copy, settings, progress=False)
    with pytest.raises(EngineUnavailable, match="SPRING builds its model from the base model") as info:
        AmrlibParser(settings)
    assert "\n" not in str(info.value)


def test_release_model_without_tokenizer_gets_one_installed_beside_it(
        settings: Settings, stog_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import shutil

    from pipeline.models import TOKENIZER_FILES

    # Like amrlib's releases: the model names its tokenizer by Hub id and ships none.
    release = tmp_path / "model_parse_t5-v0_2_0"
    shutil.copytree(stog_dir, release, ignore=shutil.ignore_patterns(*TOKENIZER_FILES))
    tokenizer = tmp_path / "tokenizer"
    tokenizer.mkdir()
    for name in TOKENIZER_FILES:
        if (stog_dir / name).exists():
            shutil.copy(stog_dir / name, tokenizer / name)
    install_model("parse_t5", release, settings, progress=False)
    with pytest.raises(EngineUnavailable, match="reinstall with --tokenizer-from DIR") as info:
        AmrlibParser(settings)
    assert "'t5-base'" in str(info.value) and "\n" not in str(info.value)
    install_model("my_parser", release, settings, progress=False)  # not in the registry: config names it
    with pytest.raises(EngineUnavailable, match="its tokenizer 'tiny-t5' is neither"):
        AmrlibParser(settings, model="my_parser")
    assert main(["models", "install", "parse_t5", "--from", str(release), "--tokenizer-from", str(tokenizer)]) == 0
    assert main(["models", "install", "parse_t5", "--from", str(release), "--tokenizer-from", str(tmp_path)]) == 2
    assert "holds no tokenizer files" in capsys.readouterr().err
    assert AmrlibParser(settings).parse([MEMORIZED[1][0]])[0].amr is not None


def test_ray_style_call(parser: AmrlibParser) -> None:
    batch = parser({"text": [MEMORIZED[1][0], POISON], "id": [7, 8]})
    assert batch["id"] == [7, 8] and batch["engine"] == ["amrlib", "amrlib"]
    assert batch["amr"][0] is not None and batch["amr"][1] is None
    assert batch["parse_error"][0] is None and batch["parse_error"][1]


def test_beams_and_max_length_reach_amrlib(neural: Settings) -> None:
    parser = AmrlibParser(neural, num_beams=2, max_length=4, batch_size=3)
    assert parser.inference.num_beams == 2 and parser.inference.max_graph_len == 4
    assert parser.inference.batch_size == 3
    results = parser.parse([s for s, _ in MEMORIZED])
    assert len(results) == len(MEMORIZED)
    # Four output tokens cannot hold the laugh-01 graph: it comes back cut short or as an error.
    assert results[0].amr is None or "little" not in results[0].amr
    # Settings are the fallback for what the constructor does not say; the model's own
    # amrlib_meta.json kwargs (num_beams=1 for the tiny parser) come last.
    from_settings = AmrlibParser(neural.model_copy(update={"num_beams": 3}))
    assert from_settings.inference.num_beams == 3
    assert AmrlibParser(neural).inference.num_beams == 1


def test_explicit_parse_model_setting(neural: Settings) -> None:
    assert AmrlibParser(neural.model_copy(update={"parse_model": "tiny_parse"})).model_name == "tiny_parse"
    with pytest.raises(ModelNotInstalled, match="`paraamr models install parse_spring"):
        AmrlibParser(neural.model_copy(update={"parse_model": "parse_spring"}))


def test_no_model_installed_names_the_install_command(settings: Settings) -> None:
    with pytest.raises(ModelNotInstalled, match=r"paraamr models install parse_xfm_bart_large --from"):
        AmrlibParser(settings)
    with pytest.raises(ModelNotInstalled, match=r"paraamr models install generate_t5wtense --from"):
        AmrlibGenerator(settings)


def test_unloadable_model_is_one_line_engine_error(settings: Settings, tmp_path: Path) -> None:
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "amrlib_meta.json").write_text(json.dumps({
        "model_type": "stog", "inference_module": ".parse_xfm.inference", "inference_class": "Inference",
        "model_fn": "model.safetensors", "kwargs": {}}))
    install_model("broken", broken, settings, progress=False)
    with pytest.raises(EngineUnavailable, match=r"cannot load amrlib model 'broken'") as info:
        AmrlibParser(settings)
    assert "\n" not in str(info.value)


def test_device_choice(settings: Settings) -> None:
    import torch

    assert resolve_device("cpu") == "cpu"
    assert resolve_device("auto") == ("cuda:0" if torch.cuda.is_available() else "cpu")
    if not torch.cuda.is_available():
        with pytest.raises(EngineUnavailable, match="no CUDA device"):
            resolve_device("cuda")


def test_alignments_follow_the_builtin_parsers_convention(settings: Settings, lpp_entries: list[Any]) -> None:
    """Both engines write ::tok the same way and ~e.N into it: the rule-based aligner
    mostly re-finds the tokens the built-in parser built each concept from."""
    sentences = [" ".join(e.graph.metadata["snt"].split()) for e in lpp_entries[1:21]]
    same = compared = 0
    for result in get_parser("builtin", settings).parse(sentences):
        assert result.amr is not None
        reference = penman.decode(result.amr)
        realigned = penman.decode(align_graph(result.amr, result.text))
        assert realigned.metadata["tok"] == reference.metadata["tok"]
        ref = penman.surface.alignments(reference)
        for triple, alignment in penman.surface.alignments(realigned).items():
            if triple[1] == ":instance" and triple in ref:
                compared += 1
                same += bool(set(alignment.indices) & set(ref[triple].indices))
    assert compared > 50 and same / compared > 0.9


def test_align_graph_rejects_invalid_graph() -> None:
    with pytest.raises(InputError):
        align_graph("(a / b :ARG0 (", "A b .")


# --------------------------------------------------------------------------- generator

def test_generate_records_for_valid_and_invalid_graphs(neural: Settings, lpp_entries: list[Any]) -> None:
    from pipeline.amrio import dumps_graph

    generator = AmrlibGenerator(neural, use_tense=False, max_length=6)
    graphs = [dumps_graph(e.graph) for e in lpp_entries[:4]] + ["(x / broken :ARG0 (", "(a / b :ARG1 zz)"]
    results = generator.generate(graphs)
    assert len(results) == 6 and [r.amr for r in results] == graphs
    assert all(r.engine == "amrlib" and r.construction is None for r in results)
    for r in results[:4]:
        # Random weights: garbage words, but words, within the length limit.
        assert (r.text is not None and 0 < len(r.text.split()) <= 6) or r.error == "the generator produced no text"
    assert results[4].text is None and "parenthes" in (results[4].error or "")
    assert results[5].text is None and "never defined" in (results[5].error or "")


def test_generate_warns_when_a_graph_is_clipped(neural: Settings, lpp_entries: list[Any],
                                                caplog: pytest.LogCaptureFixture) -> None:
    from pipeline.amrio import dumps_graph

    longest = max(lpp_entries[:50], key=lambda e: len(e.graph.triples))
    result = AmrlibGenerator(neural, use_tense=False).generate([dumps_graph(longest.graph)])[0]
    assert result.amr  # still a record
    assert "graph clipped to the model's input length: (" in caplog.text


def test_generate_with_tense_tags_uses_the_workbench_spacy(neural: Settings) -> None:
    generator = AmrlibGenerator(neural, use_tense=True)
    aligned = align_graph(MEMORIZED[0][1], MEMORIZED[0][0])  # with ::snt and alignments
    no_snt = "(c / chapter :mod 1)"
    results = generator.generate([aligned, no_snt])
    assert all(r.error is None or r.error == "the generator produced no text" for r in results)
    batch = generator({"amr": [no_snt]})
    assert len(batch["generated"]) == 1 and batch["generate_error"] == [results[1].error]


def test_engine_resolution(settings: Settings, neural: Settings) -> None:
    empty = load_settings(engine="auto", data_dir=str(settings.data_dir.parent / "elsewhere"))
    assert resolve_engine("auto", empty) == "builtin"
    assert resolve_engine("auto", neural) == "amrlib"
    assert isinstance(get_parser("amrlib", neural), AmrlibParser)
    assert isinstance(get_generator("amrlib", neural), AmrlibGenerator)


# --------------------------------------------------------------------------- CLI

def test_cli_parse_without_model_exits_2_naming_install(settings: Settings,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["parse", "--engine", "amrlib", "--json", "Chapter 1 ."])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert "paraamr models install parse_xfm_bart_large" in err and err.count("\n") == 1


def test_cli_install_then_parse_and_generate(settings: Settings, stog_archive: Path, gtos_dir: Path,
                                             tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["models", "install", "tiny", "--from", str(stog_archive)]) == 0
    assert main(["models", "install", "tiny_gen", "--from", str(gtos_dir)]) == 0
    capsys.readouterr()
    assert main(["parse", "--engine", "amrlib", "--json", "The little prince laughed ."]) == 0
    record = json.loads(capsys.readouterr().out)
    assert set(record) == {"text", "amr", "engine"} and record["engine"] == "amrlib"
    assert record["text"] == "The little prince laughed ."
    assert "~e." in record["amr"] and penman.decode(record["amr"]).top == "l"

    graphs = tmp_path / "graphs.amr"
    graphs.write_text(f"# ::id g1\n{record['amr']}\n\n(c / chapter :mod 1)\n")
    assert main(["generate", "--engine", "amrlib", "--json", str(graphs)]) in (0, 1)
    rows = json.loads(capsys.readouterr().out)
    assert [r["graph"] for r in rows] == ["g1", 1] and all(r["engine"] == "amrlib" for r in rows)

    assert main(["parse", "--engine", "amrlib", POISON]) == 2
    assert "cannot parse" in capsys.readouterr().err


# --------------------------------------------------------------------------- batches, settings, dtype

def _record_calls(monkeypatch: pytest.MonkeyPatch, inference: Any, method: str,
                  fail_above: int | None = None) -> list[list[str]]:
    """Wrap amrlib's ``method`` to record each batch it gets; batches longer than
    ``fail_above`` raise the CUDA out-of-memory error torch raises on a GPU."""
    import torch

    real = getattr(inference, method)
    calls: list[list[str]] = []

    def recorded(items: list[str], **kwargs: Any) -> Any:
        calls.append(list(items))
        if fail_above is not None and len(items) > fail_above:
            raise torch.cuda.OutOfMemoryError(f"CUDA out of memory (simulated, batch of {len(items)})")
        return real(items, **kwargs)

    monkeypatch.setattr(inference, method, recorded)
    return calls


def test_cuda_out_of_memory_halves_the_batch_and_retries(neural: Settings, monkeypatch: pytest.MonkeyPatch,
                                                         caplog: pytest.LogCaptureFixture) -> None:
    parser = AmrlibParser(neural, batch_size=4)
    sentences = [s for s, _ in MEMORIZED] * 2 + [POISON]
    expected = [r.amr for r in parser.parse(sentences)]
    calls = _record_calls(monkeypatch, parser.inference, "parse_sents", fail_above=2)
    results = parser.parse(sentences)
    # 4 runs out of memory, then batches of 2 (the halved size is kept for the rest of the call).
    assert [len(c) for c in calls] == [4, 2, 2, 2, 1]
    assert [r.amr for r in results] == expected and expected[0] is not None
    assert "retrying with batches of 2" in caplog.text
    assert "one by one" not in caplog.text


def test_cuda_out_of_memory_at_batch_size_one_is_a_record(neural: Settings,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    parser = AmrlibParser(neural, batch_size=4)
    calls = _record_calls(monkeypatch, parser.inference, "parse_sents", fail_above=0)
    results = parser.parse([MEMORIZED[0][0], MEMORIZED[1][0]])
    assert [len(c) for c in calls] == [2, 1, 1]
    assert all(r.amr is None and "OutOfMemoryError" in (r.error or "") for r in results)


def test_inputs_are_batched_longest_first_and_restored_to_input_order(neural: Settings,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    parser = AmrlibParser(neural, batch_size=2)
    sentences = [MEMORIZED[1][0], MEMORIZED[0][0], MEMORIZED[2][0]]  # 11, 27, 13 characters
    calls = _record_calls(monkeypatch, parser.inference, "parse_sents")
    results = parser.parse(sentences)
    assert calls == [[MEMORIZED[0][0], MEMORIZED[2][0]], [MEMORIZED[1][0]]]
    tops = [penman.decode(r.amr).instances()[0].target for r in results if r.amr]
    assert tops == ["chapter", "laugh-01", "see-01"]


def test_generator_batches_by_graph_length_and_keeps_order(neural: Settings, lpp_entries: list[Any],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from pipeline.amrio import dumps_graph

    generator = AmrlibGenerator(neural, use_tense=False, batch_size=2)
    graphs = [dumps_graph(e.graph) for e in lpp_entries[:5]]
    alone = [generator.generate([g])[0].text for g in graphs]
    calls = _record_calls(monkeypatch, generator.inference, "generate")
    together = generator.generate(graphs)
    assert [len(c) for c in calls] == [2, 2, 1]
    lengths = [len(g) for c in calls for g in c]
    assert lengths == sorted(lengths, reverse=True)
    assert [r.text for r in together] == alone and [r.amr for r in together] == graphs


def test_stage_settings_reach_amrlib(neural: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    staged = neural.model_copy(update={
        "batch_size": 6, "num_beams": 4, "max_length": 11,
        "parse_batch_size": 2, "parse_num_beams": 2, "parse_max_length": 30,
        "generate_batch_size": 7, "generate_num_beams": 3, "generate_max_length": 9})
    parser, generator = AmrlibParser(staged), AmrlibGenerator(staged, use_tense=False)
    assert (parser.inference.batch_size, parser.inference.num_beams, parser.inference.max_graph_len) == (2, 2, 30)
    assert (generator.inference.batch_size, generator.inference.num_beams,
            generator.inference.max_sent_len) == (7, 3, 9)
    calls = _record_calls(monkeypatch, parser.inference, "parse_sents")
    parser.parse([s for s, _ in MEMORIZED])
    assert [len(c) for c in calls] == [2, 1]
    # The shared settings are the fallback of both stages.
    shared = neural.model_copy(update={"batch_size": 6, "num_beams": 4, "max_length": 11})
    parser, generator = AmrlibParser(shared), AmrlibGenerator(shared, use_tense=False)
    assert (parser.inference.batch_size, parser.inference.num_beams, parser.inference.max_graph_len) == (6, 4, 11)
    assert (generator.inference.batch_size, generator.inference.num_beams,
            generator.inference.max_sent_len) == (6, 4, 11)


def test_dtype_setting(neural: Settings) -> None:
    import torch

    parser = AmrlibParser(neural)
    assert parser.dtype == "float32" and next(parser.inference.model.parameters()).dtype == torch.float32
    if not torch.cuda.is_available():
        assert parser.device == "cpu"
        with pytest.raises(EngineUnavailable, match="dtype bfloat16 on the CPU"):
            AmrlibParser(neural.model_copy(update={"dtype": "bfloat16"}))


def test_tense_annotation_matches_amrlibs_own(neural: Settings) -> None:
    from amrlib.graph_processing import annotator
    from amrlib.models.generate_xfm.model_input_helper import ModelInputHelper

    from pipeline.amrio import decode_graph, dumps_graph
    from pipeline.backends.amrlib_backend import tense_annotations
    from pipeline.nlp import load_spacy

    # "::" in a token must not break penman's metadata fields.
    sentence = "The little prince laughed: it was 3:30 in New York ."
    graph = decode_graph('(l / laugh-01 :ARG0 (p / prince :mod (l2 / little)) '
                         ':location (c / city :name (n / name :op1 "New" :op2 "York")))')
    graph.metadata = {"snt": sentence, **tense_annotations([sentence, sentence])[sentence]}
    ours = ModelInputHelper(dumps_graph(graph))
    assert not ours.annotation_performed
    previous, annotator.spacy_nlp = annotator.spacy_nlp, load_spacy()
    try:
        graph.metadata = {"snt": sentence}
        theirs = ModelInputHelper(dumps_graph(graph))
    finally:
        annotator.spacy_nlp = previous
    assert theirs.annotation_performed
    assert ours.get_tagged_oneline() == theirs.get_tagged_oneline()
    assert "laugh-01~VBD" in ours.get_tagged_oneline() and '"York"~NNP' in ours.get_tagged_oneline()


def test_generator_annotates_each_sentence_once_not_amrlib(neural: Settings, monkeypatch: pytest.MonkeyPatch,
                                                          caplog: pytest.LogCaptureFixture) -> None:
    from amrlib.graph_processing import annotator

    from pipeline.amrio import decode_graph, dumps_graph
    from pipeline.refocus import refocus

    monkeypatch.setattr(annotator, "spacy_nlp", None)
    aligned = align_graph(MEMORIZED[0][1], MEMORIZED[0][0])
    foci = [dumps_graph(refocus(decode_graph(aligned), v)) for v in ("l", "p", "l2")]
    results = AmrlibGenerator(neural, use_tense=True).generate(foci)
    assert len(results) == 3
    # amrlib would have loaded spaCy into its annotator to tag a graph itself.
    assert annotator.spacy_nlp is None
    assert "Unable to add tense" not in caplog.text


def test_tense_tags_run_spacy_once_per_sentence_not_once_per_graph(neural: Settings,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from amrlib.graph_processing import annotator
    from spacy.language import Language
    from spacy.tokens import Doc

    from pipeline.amrio import decode_graph, dumps_graph
    from pipeline.nlp import load_spacy
    from pipeline.refocus import refocus

    graphs = []
    for sentence, amr in MEMORIZED[:3:2]:  # two sentences, three foci each
        aligned = decode_graph(align_graph(amr, sentence))
        graphs += [dumps_graph(refocus(aligned, v)) for v in sorted(aligned.variables())]
    seen: list[str] = []

    @Language.component("count_docs_for_paraamr_tests")
    def count_docs(doc: Doc) -> Doc:
        seen.append(doc.text)
        return doc

    nlp = load_spacy()
    # The same real pipeline serves amrlib's annotator, so a graph it tagged itself would count too.
    monkeypatch.setattr(annotator, "spacy_nlp", nlp)
    nlp.add_pipe("count_docs_for_paraamr_tests", first=True)
    try:
        results = AmrlibGenerator(neural, use_tense=True).generate(graphs)
    finally:
        nlp.remove_pipe("count_docs_for_paraamr_tests")
    assert len(graphs) == 6 and len(results) == 6
    assert sorted(seen) == sorted([MEMORIZED[0][0], MEMORIZED[2][0]])
