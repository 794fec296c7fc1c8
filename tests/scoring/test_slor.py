"""SLOR fluency (pipeline/scoring/slor.py) with the offline SmolLM2 model and the unigram asset."""

from __future__ import annotations

import pytest

from pipeline.scoring.slor import SLOR, SLORDelta, SLORWorst, UnigramModel


@pytest.fixture(scope="module")
def settings():
    from pipeline.settings import load_settings

    return load_settings(engine="builtin")


def test_unigram_asset_reads_and_smooths():
    unigrams = UnigramModel.load("smollm2")
    frequent = max(unigrams.counts, key=unigrams.counts.__getitem__)
    assert unigrams.logprob(frequent) > unigrams.logprob(10**9) > -20


def test_broken_text_scores_below_fluent_text_of_the_same_words(settings):
    source = "The daily Hurriyet said the raid aimed to foil a Turkish plot in Kirkuk."
    fluent = "The raid aimed to foil a Turkish plot in Kirkuk, the daily Hurriyet said."
    salad = "Kirkuk plot in the said raid Turkish daily aimed foil Hurriyet to a the."
    absolute = SLOR(settings).score_batch(source, [fluent, salad])
    delta = SLORDelta(settings).score_batch(source, [fluent, salad, ""])
    assert absolute[0] > absolute[1]
    assert delta[0] > -0.8 > delta[1]
    assert delta[2] is None
    assert SLORDelta(settings).signature().startswith("slor_delta|model:SmolLM2")


def test_a_word_is_credited_as_in_the_source_wherever_it_stands(settings):
    # MRPC train 6000-6099: "Itar-Tass news agency said Russia had closed checkpoints ...",
    # from "Russia had closed checkpoints ..., Itar-Tass news agency said": at the opening the
    # name is tokenized without its leading space ("It" for " It"), a different id.
    worst = SLORWorst(settings)
    opening, later = worst.perplexity.tokens_and_logprobs(
        ["Itar-Tass news agency said so.", "So said Itar-Tass news agency."])
    assert opening is not None and later is not None and opening[0][0] != later[0][2]
    assert worst.pieces(opening[0])[:7] == worst.pieces(later[0])[2:9] == [
        "it", "ar", "-", "t", "ass", "news", "agency"]


def test_the_source_opening_word_is_credited_when_said_later_with_its_space(settings):
    # MRPC train 6200-6299: "It is Associated Press that quotes a local policeman as saying
    # ...", the source opening "Associated Press quotes ...": the opening splits as
    # "Associ|ated", the cleft says " Associated" whole, so no piece met the source's and
    # wellformed read 0.30 (rejected, the sentence's only rebuilt text).
    source = ("Associated Press quotes a local policeman as saying that the British troops "
              "were targeted by townspeople angry over civilian deaths.")
    cleft = ("It is Associated Press that quotes a local policeman as saying that the British "
             "troops were targeted by townspeople angry over civilian deaths.")
    worst = SLORWorst(settings)
    credited = worst.worst([(source, cleft)])[0]
    worst.spaced_openings = lambda sources: {s: ([], []) for s in sources}  # type: ignore[method-assign]
    uncredited = worst.worst([(source, cleft)])[0]
    assert credited is not None and uncredited is not None and credited > uncredited + 0.3
