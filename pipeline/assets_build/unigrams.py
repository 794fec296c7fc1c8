"""Derive ``assets/unigrams/smollm2.json.gz``: token counts for the SLOR fluency score.

SLOR (:mod:`pipeline.scoring.slor`) subtracts each token's unigram log-probability from
its language-model log-probability, so rare words do not read as disfluent.  The
unigram counts are the offline language model's own tokens over the local reference
text: both sides of MRPC train, both sides of STS-B dev, the Little Prince dev
sentences (10,724 distinct sentences, 239k tokens).  Only token ids and counts are kept.

Run ``python -m pipeline.assets_build unigrams`` (loads the SmolLM2 tokenizer).
"""

from __future__ import annotations

import csv
import gzip
import json
from collections import Counter
from pathlib import Path

from pipeline.assets_build.inventory import write_attribution

__all__ = ["build", "reference_sentences"]

ATTRIBUTION = """\
## unigrams/smollm2.json.gz (MRPC, STS-B, The Little Prince)

Derived by `python -m pipeline.assets_build unigrams`: counts of SmolLM2 tokenizer ids
over the sentences of the Microsoft Research Paraphrase Corpus train split (Dolan &
Brockett, 2005; Microsoft Research licence, research use), the STS Benchmark dev split
(texts under the terms in stsb/LICENSE.txt) and the 1,000 dev sentences of *The Little
Prince* (AMR Bank v3.0 public release). Only token ids and their counts are kept; no
sentence is copied.
"""


def reference_sentences(shared: Path) -> list[str]:
    """The distinct local sentences the counts are taken over."""
    from pipeline.amrio import loads_graphs
    from pipeline.scoring.mrpc import read_mrpc

    texts: list[str] = []
    for _, first, second in read_mrpc(shared / "mrpc" / "msr_paraphrase_train.txt"):
        texts += [first, second]
    with (shared / "stsb" / "sts-dev.csv").open(encoding="utf-8") as handle:
        for row in csv.reader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            texts += row[5:7]
    lpp = (shared / "little-prince" / "lpp-1943-dev.amr").read_text(encoding="utf-8")
    texts += [e.graph.metadata.get("snt", "") for e in loads_graphs(lpp)]
    return [t for t in dict.fromkeys(t.strip() for t in texts) if t]


def build(shared: Path, assets: Path) -> list[Path]:
    from pipeline.scoring.perplexity import resolve_language_model
    from pipeline.scoring.slor import load_tokenizer

    spec = resolve_language_model(None, "smollm2")
    tokenizer = load_tokenizer(spec)
    sentences = reference_sentences(shared)
    counts: Counter[int] = Counter()
    for start in range(0, len(sentences), 512):
        for ids in tokenizer(sentences[start:start + 512], add_special_tokens=False)["input_ids"]:
            counts.update(ids)
    payload = {
        "tokenizer": spec.model,
        "vocab_size": len(tokenizer),
        "sentences": len(sentences),
        "total": sum(counts.values()),
        "source": "MRPC train (both sides), STS-B dev (both sides), Little Prince dev sentences",
        "counts": {str(i): n for i, n in sorted(counts.items())},
    }
    out = assets / "unigrams" / "smollm2.json.gz"
    out.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(out, "wt", encoding="utf-8") as handle:
        json.dump(payload, handle, separators=(",", ":"))
    return [out, write_attribution(assets, "unigrams/smollm2.json.gz", ATTRIBUTION)]
