"""The annotation service: raters, batches, queues and judgments.

Every public method is one transaction; writes take the write lock first
(``BEGIN IMMEDIATE`` on SQLite, a row lock on the batch on PostgreSQL), so a
method either happens completely or not at all, and concurrent raters never
see an item twice or push it past its ``raters_per_item``.

Queue rules (per batch and rater): an open assignment is served again until
it is rated or skipped; gold items are mixed in at the batch's ``gold_rate``;
otherwise the item with the most raters so far that still has a free slot
comes first (items are completed before new ones are opened), then by
position.  Ratings are blind: a :class:`QueueItem` holds the two sentences
only, never the engine, focus, scores or whether it is gold.  An admin can
release a rater's work (:meth:`JudgmentStore.release_work`): the items go to
other raters and the judgments leave the reports but stay on record.

>>> store = JudgmentStore("sqlite://")
>>> _, secret = store.add_annotator("ann")
>>> store.create_batch("demo", raters_per_item=1).name
'demo'
>>> store.add_items("demo", [ItemInput("The boy wants to go.", "What the boy wants is to go.")]).added
1
>>> item = store.next_item("demo", "ann")
>>> item.paraphrase
'What the boy wants is to go.'
>>> store.submit(item.assignment_id, "ann", semantic=3, syntactic=2).created
True
>>> store.submit(item.assignment_id, "ann", semantic=3, syntactic=2).created  # idempotent
False
>>> store.next_item("demo", "ann") is None
True
>>> store.submit(item.assignment_id, "ann", semantic=4, syntactic=2)
Traceback (most recent call last):
...
pipeline.errors.RatingError: semantic must be 1, 2 or 3 (3 = best), got 4
"""


from __future__ import annotations

from db.exchange import JudgmentExchange
from db.queue import RatingQueue
from db.records import (
    SCALES,
    AnnotatorInfo,
    BatchInfo,
    ImportedJudgment,
    ImportSummary,
    ItemInput,
    JudgmentRecord,
    JudgmentRow,
    Progress,
    QualificationHeld,
    QueueEmpty,
    QueueItem,
    StoredParaphrase,
    check_expected,
    check_scale,
)

# The records are re-exported: callers import them from here or from db.records.
__all__ = [
    "SCALES",
    "AnnotatorInfo",
    "BatchInfo",
    "ImportSummary",
    "ImportedJudgment",
    "ItemInput",
    "JudgmentRecord",
    "JudgmentRow",
    "JudgmentStore",
    "Progress",
    "QualificationHeld",
    "QueueEmpty",
    "QueueItem",
    "StoredParaphrase",
    "check_expected",
    "check_scale",
]


class JudgmentStore(RatingQueue, JudgmentExchange):
    """The annotation service over one database (URL or :class:`Database`).

    ``migrate=True`` brings the schema up to date on construction (after
    checking that the database is ours, see :func:`db.migrate.open_database`).

    Its parts, one module each, over the shared plumbing of
    :class:`~db.store_base.StoreBase`: :class:`~db.roster.Roster` (raters
    and batches), :class:`~db.items.ItemStore` (paraphrases and batch items),
    :class:`~db.workflow.RatingWorkflow` (practice, qualification, attention
    checks, adjudication), :class:`~db.queue.RatingQueue` (what a rater is
    served, and their judgments) and :class:`~db.exchange.JudgmentExchange`
    (outside judgments in, every judgment out).
    """
