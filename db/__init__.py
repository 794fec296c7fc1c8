"""The annotation store: people rate paraphrases on the paper's two 3-point scales.

The front door of the ``db`` package.  Open a store on a database URL
(SQLite by default, PostgreSQL by URL) and use it::

    store = JudgmentStore("sqlite:///ratings.sqlite")   # migrates the schema
    store.add_annotator("ann")                          # -> (annotator, secret)
    store.create_batch("pilot", raters_per_item=3)
    store.add_items("pilot", [ItemInput(source, paraphrase)])
    item = store.next_item("pilot", "ann")
    store.submit(item.assignment_id, "ann", semantic=3, syntactic=2)
    batch_report(store, "pilot")

``db`` may import ``pipeline``; ``pipeline`` never imports ``db``.
"""

from db.engine import Database, DatabaseUnavailable, create_engine
from db.io import (
    export_judgments,
    import_items,
    import_mturk,
    items_from_records,
    read_items,
    read_mturk_results,
    save_items,
    write_mturk_input,
)
from db.migrate import current_revision, ensure_schema, head_revision, upgrade
from db.models import Annotator
from db.reports import (
    aggregate,
    batch_report,
    cohen_kappa,
    contract_report,
    fleiss_kappa,
    krippendorff_alpha,
)
from db.service import (
    AnnotatorInfo,
    BatchInfo,
    ImportedJudgment,
    ImportSummary,
    ItemInput,
    JudgmentRecord,
    JudgmentRow,
    JudgmentStore,
    Progress,
    QueueEmpty,
    QueueItem,
    StoredParaphrase,
    check_scale,
)

__all__ = [
    "Annotator",
    "AnnotatorInfo",
    "BatchInfo",
    "Database",
    "DatabaseUnavailable",
    "ImportSummary",
    "ImportedJudgment",
    "ItemInput",
    "JudgmentRecord",
    "JudgmentRow",
    "JudgmentStore",
    "Progress",
    "QueueEmpty",
    "QueueItem",
    "StoredParaphrase",
    "aggregate",
    "batch_report",
    "check_scale",
    "cohen_kappa",
    "contract_report",
    "create_engine",
    "current_revision",
    "ensure_schema",
    "export_judgments",
    "fleiss_kappa",
    "head_revision",
    "import_items",
    "import_mturk",
    "items_from_records",
    "krippendorff_alpha",
    "read_items",
    "read_mturk_results",
    "save_items",
    "upgrade",
    "write_mturk_input",
]
