"""Items in, judgments out: corpus and ``paraamr paraphrase --json`` imports,
CSV / JSONL exports, and the MTurk round trip.

Inputs accepted by :func:`read_items`:

* a ParaAMR corpus file (or a corpus directory, see :func:`read_input`), one
  JSON object a line:
  ``{"text": SOURCE, "paraphrases": [{"para_text": ..., "perplexity": ...}]}``
  (with ``--details``, each paraphrase also has focus, concept, edits, amr,
  scores, engine);
* the output of ``paraamr paraphrase --json``: a JSON list (or JSON lines) of
  records whose ``text`` is the paraphrase and ``source`` the source sentence.
  Records without a ``source`` take ``default_source``; candidates whose
  generation failed (``text`` null) are left out.

Paraphrases identical to their source are never imported (nothing to rate).

A paraphrase may carry ``"gold": {"semantic": 3, "syntactic": 1}`` to become
a gold item with those expected ratings.

MTurk (:func:`read_mturk_results`).  The paper's form listed each question's
options best first, as ``1 = Yes`` (same meaning / very different structure)
down to ``3``; we store the paper's Table 4 scale, where 3 is best.  So with
``form_order="best-first"`` (the default) a form answer ``v`` is stored as
``4 - v``; a form that listed options worst first (``"worst-first"``) is
stored as given.  Answers are read from ``Answer.<question>`` columns holding
1-3, or from one-hot ``Answer.<question>.<v>`` columns holding ``true``
(crowd-html radio groups); the semantic question is the column named
``semantic``, ``semantics``, ``meaning``, ``similarity`` or ``q1``, the
syntactic one ``syntactic``, ``syntax``, ``structure``, ``diversity`` or
``q2`` (case-insensitive, ``_`` and ``-`` ignored).  Rejected assignments are
left out.

This module is the front door; the code lives in one module per direction:
:mod:`db.item_import` (items in), :mod:`db.judgment_export` (judgments out)
and :mod:`db.mturk` (the MTurk round trip).

>>> items = read_items('{"text": "He left.", "paraphrases": [{"para_text": "He went away."}]}')
>>> items[0].source, items[0].paraphrase
('He left.', 'He went away.')
>>> stored_rating(1), stored_rating(3), stored_rating(1, "worst-first")
(3, 1, 1)
"""

from db.item_import import (
    import_items,
    items_from_records,
    read_input,
    read_items,
    sample_items,
    save_items,
)
from db.judgment_export import EXPORT_COLUMNS, TABLE_FORMATS, export_judgments, export_table
from db.mturk import (
    FormOrder,
    import_mturk,
    read_mturk_results,
    stored_rating,
    write_mturk_input,
)

__all__ = [
    "EXPORT_COLUMNS",
    "TABLE_FORMATS",
    "FormOrder",
    "export_judgments",
    "export_table",
    "import_items",
    "import_mturk",
    "items_from_records",
    "read_input",
    "read_items",
    "read_mturk_results",
    "sample_items",
    "save_items",
    "stored_rating",
    "write_mturk_input",
]
