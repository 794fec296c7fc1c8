"""Judgments made elsewhere (MTurk results) read in, and every judgment and stored
paraphrase read back out for reports and exports.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from db.items import ItemStore
from db.models import (
    Adjudication,
    Annotator,
    Assignment,
    Batch,
    GoldItem,
    Graph,
    Item,
    Judgment,
    Paraphrase,
    Sentence,
    utcnow,
)
from db.records import (
    ImportedJudgment,
    ImportSummary,
    ItemInput,
    JudgmentRow,
    StoredParaphrase,
    check_scale,
    check_seconds,
)
from db.statements import IS_CHECK, counted
from db.store_base import chunks, text_hash
from db.workflow import ATTENTION_CONSTRUCTION


class JudgmentExchange(ItemStore):
    """Importing outside judgments (their pairs become items, see
    :class:`~db.items.ItemStore`); reading judgments, items and paraphrases back."""

    # -- judgments made elsewhere, and reading them all back --------------

    def import_judgments(self, batch: str, judgments: Iterable[ImportedJudgment]) -> ImportSummary:
        """Store judgments made outside the app (MTurk), side by side with in-house ones.

        Workers become inactive raters named ``mturk:WORKER``; unknown pairs
        become new items of ``batch``; a row whose ``external_id`` is already
        stored is skipped, so a results file can be imported twice.
        """
        todo = list(judgments)
        for j in todo:
            check_scale("semantic", j.semantic)
            check_scale("syntactic", j.syntactic)
            check_seconds(j.seconds)

        def work(session: Session) -> ImportSummary:
            b = self._batch(session, batch, lock=True)
            position = session.scalar(select(func.max(Item.position)).where(Item.batch_id == b.id))
            position = -1 if position is None else position
            added_items = stored = skipped = 0
            for j in todo:
                if j.external_id and session.scalar(
                        select(Judgment.id).where(Judgment.external_id == j.external_id)):
                    skipped += 1
                    continue
                item = session.scalar(
                    select(Item).join(Paraphrase, Item.paraphrase_id == Paraphrase.id)
                    .join(Sentence, Paraphrase.sentence_id == Sentence.id)
                    .where(Item.batch_id == b.id, Sentence.text_hash == text_hash(j.source),
                           Paraphrase.text == j.paraphrase).order_by(Item.id).limit(1))
                if item is None:
                    paraphrase = self._resolve(session, [ItemInput(j.source, j.paraphrase)])[0][0]
                    position += 1
                    item = Item(batch_id=b.id, paraphrase=paraphrase, position=position)
                    session.add(item)
                    session.flush()
                    added_items += 1
                worker_name = f"mturk:{j.worker}"
                worker = session.scalar(select(Annotator).where(Annotator.name == worker_name))
                if worker is None:
                    worker = Annotator(name=worker_name, role="annotator", secret_hash=None,
                                       active=False)
                    session.add(worker)
                    session.flush()
                if session.scalar(select(Assignment.id).where(
                        Assignment.item_id == item.id, Assignment.annotator_id == worker.id)):
                    skipped += 1
                    continue
                now = utcnow()
                # Imported ratings hold no slot: they were made outside our queue.
                assignment = Assignment(item_id=item.id, annotator_id=worker.id, slot=None,
                                        status="done", completed_at=now)
                session.add(assignment)
                session.flush()
                session.add(Judgment(assignment_id=assignment.id, item_id=item.id,
                                     annotator_id=worker.id, semantic=j.semantic,
                                     syntactic=j.syntactic, comment=j.comment, seconds=j.seconds,
                                     origin="mturk", external_id=j.external_id,
                                     created_at=now, updated_at=now))
                stored += 1
            return ImportSummary(added=added_items, judgments=stored, skipped=skipped)

        return self._write(work)

    def judgment_rows(self, batch: str, *, include_released: bool = False) -> list[JudgmentRow]:
        """Every judgment of ``batch`` with its item, in item then rater order
        (without those of released work unless asked)."""
        with self.db.read() as session:
            b = self._batch(session, batch)
            query = (select(Judgment, Item, Paraphrase, Sentence, Annotator, GoldItem, Graph,
                            Adjudication)
                     .join(Item, Judgment.item_id == Item.id)
                     .join(Paraphrase, Item.paraphrase_id == Paraphrase.id)
                     .join(Sentence, Paraphrase.sentence_id == Sentence.id)
                     .join(Annotator, Judgment.annotator_id == Annotator.id)
                     .outerjoin(GoldItem, GoldItem.item_id == Item.id)
                     .outerjoin(Graph, Paraphrase.graph_id == Graph.id)
                     .outerjoin(Adjudication, Adjudication.item_id == Item.id)
                     .where(Item.batch_id == b.id)
                     .order_by(Item.position, Item.id, Judgment.id))
            if not include_released:
                query = query.where(counted())
            return [JudgmentRow(
                batch=b.name, item_id=i.id, position=i.position, source=s.text, paraphrase=p.text,
                focus=p.focus, concept=p.concept, focus_kind=p.focus_kind,
                focus_role=p.focus_role, engine=p.engine,
                construction=p.construction, annotator=a.name, semantic=j.semantic,
                syntactic=j.syntactic, comment=j.comment, seconds=j.seconds, origin=j.origin,
                external_id=j.external_id, gold=g is not None,
                expected_semantic=g.semantic if g else None,
                expected_syntactic=g.syntactic if g else None,
                created_at=j.created_at, updated_at=j.updated_at,
                scores=dict(p.scores or {}), kept=p.kept, amr=gr.amr if gr else None,
                focus_depth=p.focus_depth, subtree_size=p.subtree_size,
                check=g.kind if g else None,
                adjudicated_semantic=adj.semantic if adj else None,
                adjudicated_syntactic=adj.syntactic if adj else None)
                for j, i, p, s, a, g, gr, adj in session.execute(query).tuples()]

    def stored_paraphrases(self, batches: Sequence[str] | None = None, *,
                           limit: int | None = None) -> list[StoredParaphrase]:
        """Stored paraphrases, newest first, each with its ratings: every one
        (saved from Explore or added to a batch), or those in ``batches``.

        Ratings are the counted judgments of non-gold items in any batch (in
        ``batches`` only, when given); gold items are checks on raters, not
        evidence about foci, and are left out.
        """
        with self.db.read() as session:
            query = (select(Paraphrase, Sentence, Graph)
                     .join(Sentence, Paraphrase.sentence_id == Sentence.id)
                     .outerjoin(Graph, Paraphrase.graph_id == Graph.id)
                     .where(or_(Paraphrase.construction.is_(None),
                                Paraphrase.construction != ATTENTION_CONSTRUCTION))
                     .order_by(Paraphrase.id.desc()))
            batch_ids: list[int] | None = None
            if batches is not None:
                batch_ids = [self._batch(session, name).id for name in batches]
                query = query.where(Paraphrase.id.in_(
                    select(Item.paraphrase_id).where(Item.batch_id.in_(batch_ids))))
            if limit is not None:
                query = query.limit(limit)
            found = session.execute(query).tuples().all()
            ids = [p.id for p, _, _ in found]
            in_batches: dict[int, list[str]] = {}
            ratings: dict[int, list[tuple[int, int]]] = {}
            for chunk in chunks(ids):
                memberships = (select(Item.paraphrase_id, Batch.name)
                               .join(Batch, Item.batch_id == Batch.id)
                               .where(Item.paraphrase_id.in_(chunk))
                               .order_by(Batch.name))
                if batch_ids is not None:
                    memberships = memberships.where(Item.batch_id.in_(batch_ids))
                for pid, name in session.execute(memberships).tuples():
                    in_batches.setdefault(pid, []).append(name)
                judged = (select(Item.paraphrase_id, Judgment.semantic, Judgment.syntactic)
                          .join(Item, Judgment.item_id == Item.id)
                          .where(Item.paraphrase_id.in_(chunk), ~IS_CHECK, counted())
                          .order_by(Judgment.id))
                if batch_ids is not None:
                    judged = judged.where(Item.batch_id.in_(batch_ids))
                for pid, semantic, syntactic in session.execute(judged).tuples():
                    ratings.setdefault(pid, []).append((semantic, syntactic))
            return [StoredParaphrase(
                id=p.id, source=s.text, paraphrase=p.text, focus=p.focus, concept=p.concept,
                focus_kind=p.focus_kind, focus_role=p.focus_role, focus_depth=p.focus_depth,
                subtree_size=p.subtree_size, edits=tuple(str(e) for e in p.edits or ()),
                engine=p.engine, construction=p.construction, scores=dict(p.scores or {}),
                kept=p.kept, reasons=tuple(p.reasons or ()), amr=g.amr if g else None,
                created_at=p.created_at, batches=tuple(in_batches.get(p.id, ())),
                ratings=tuple(ratings.get(p.id, ())))
                for p, s, g in found]

    def item_pairs(self, batch: str, *, include_gold: bool = False) -> list[tuple[int, str, str]]:
        """``(item_id, source, paraphrase)`` of every item of ``batch`` in order."""
        with self.db.read() as session:
            b = self._batch(session, batch)
            query = (select(Item.id, Sentence.text, Paraphrase.text)
                     .join(Paraphrase, Item.paraphrase_id == Paraphrase.id)
                     .join(Sentence, Paraphrase.sentence_id == Sentence.id)
                     .where(Item.batch_id == b.id).order_by(Item.position, Item.id))
            if not include_gold:
                query = query.where(~IS_CHECK)
            return [(int(i), s, p) for i, s, p in session.execute(query).tuples()]

