"""Items: the (source, paraphrase) pairs a batch asks raters about, and paraphrases
saved outside any batch, each stored once with how it was made.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db.models import Assignment, GoldItem, Graph, Item, Paraphrase, Sentence
from db.records import ImportSummary, ItemInput, check_expected
from db.store_base import StoreBase, chunks, text_hash
from pipeline.errors import InputError


class ItemStore(StoreBase):
    """Storing paraphrases and adding them to batches as items (gold ones too)."""

    # -- items ------------------------------------------------------------

    @staticmethod
    def _check_entries(entries: Iterable[ItemInput]) -> list[ItemInput]:
        todo = list(entries)
        for entry in todo:
            if not entry.source.strip() or not entry.paraphrase.strip():
                raise InputError("an item needs a non-empty source sentence and paraphrase")
            for name in ("focus_depth", "subtree_size"):
                value = getattr(entry, name)
                if value is not None and (type(value) is not int or value < 0):
                    raise InputError(f"{name} must be a whole number >= 0, got {value!r}")
            if entry.gold is not None:
                check_expected(*entry.gold)
        return todo

    def _resolve(self, session: Session,
                 entries: Sequence[ItemInput]) -> list[tuple[Paraphrase, bool]]:
        """The stored paraphrase of each entry, ``(paraphrase, new)``, creating
        the missing ones (and their sentences) in a few queries and one flush.

        A paraphrase is the same when its sentence, text, focus, engine and
        edits are; facts an earlier save lacked (depth, scores, verdict, ...)
        are filled in from the entry, never overwritten.
        """
        sentences: dict[str, Sentence] = {}
        hashes = sorted({text_hash(e.source) for e in entries})
        for chunk in chunks(hashes):
            sentences.update((x.text_hash, x) for x in session.scalars(
                select(Sentence).where(Sentence.text_hash.in_(chunk))))
        by_id = {x.id: x for x in sentences.values()}
        # Keyed by the Sentence object itself: new sentences have no id yet.
        known: dict[tuple[Any, ...], Paraphrase] = {}
        for chunk in chunks(sorted(by_id)):
            for p in session.scalars(select(Paraphrase).where(Paraphrase.sentence_id.in_(chunk))):
                known.setdefault(
                    (by_id[p.sentence_id], p.text, p.focus, p.engine, tuple(p.edits)), p)
        resolved = []
        for entry in entries:
            digest = text_hash(entry.source)
            sentence = sentences.get(digest)
            if sentence is None:
                sentence = sentences[digest] = Sentence(text=entry.source, text_hash=digest)
                session.add(sentence)
            key = (sentence, entry.paraphrase, entry.focus, entry.engine, tuple(entry.edits))
            paraphrase = known.get(key)
            if paraphrase is None:
                paraphrase = known[key] = _new_paraphrase(sentence, entry)
                session.add(paraphrase)
                resolved.append((paraphrase, True))
            else:
                _fill_missing(paraphrase, entry)
                resolved.append((paraphrase, False))
        return resolved

    def save_paraphrases(self, entries: Iterable[ItemInput]) -> ImportSummary:
        """Store (source, paraphrase) pairs with how they were made and their
        scores, outside any batch: evidence for focus debugging, and items
        a batch can take later.  ``added`` counts new paraphrases,
        ``duplicates`` those already stored (missing facts are filled in).

        >>> from db.service import JudgmentStore
        >>> store = JudgmentStore("sqlite://")
        >>> pair = ItemInput("The boy wants to go.", "What the boy wants is to go.",
        ...                  focus="w", focus_depth=0, subtree_size=3)
        >>> store.save_paraphrases([pair, pair]).added, store.save_paraphrases([pair]).duplicates
        (1, 1)
        >>> [p.subtree_size for p in store.stored_paraphrases()]
        [3]
        """
        todo = self._check_entries(entries)
        if any(entry.gold is not None for entry in todo):
            raise InputError("gold answers belong to a batch item; add them with add_items")

        def work(session: Session) -> ImportSummary:
            resolved = self._resolve(session, todo)
            session.flush()
            seen: set[int] = set()
            added = duplicates = 0
            for paraphrase, new in resolved:
                if new and paraphrase.id not in seen:
                    added += 1
                else:
                    duplicates += 1
                seen.add(paraphrase.id)
            return ImportSummary(added=added, duplicates=duplicates)

        return self._write(work)

    def add_items(self, batch: str, entries: Iterable[ItemInput], *,
                  check: str = "gold") -> ImportSummary:
        """Add (source, paraphrase) items to ``batch``.

        A batch asks about each (sentence 1, sentence 2) pair once: an entry
        whose pair is already in the batch, or earlier in ``entries`` (the
        same text from another focus or engine, say), is counted in
        ``duplicates`` and not added.  Entries with expected answers
        (``gold``) become check items of kind ``check`` (see
        ``db.models.CHECK_KINDS``).
        """
        todo = self._check_entries(entries)

        def work(session: Session) -> ImportSummary:
            b = self._batch(session, batch, lock=True)
            position = session.scalar(select(func.max(Item.position))
                                      .where(Item.batch_id == b.id))
            position = -1 if position is None else position
            pairs = set(session.execute(
                select(Sentence.text_hash, Paraphrase.text)
                .join(Paraphrase, Paraphrase.sentence_id == Sentence.id)
                .join(Item, Item.paraphrase_id == Paraphrase.id)
                .where(Item.batch_id == b.id)).tuples())
            fresh: list[ItemInput] = []
            for entry in todo:
                pair = (text_hash(entry.source), entry.paraphrase)
                if pair not in pairs:
                    pairs.add(pair)
                    fresh.append(entry)
            added = gold = 0
            for entry, (paraphrase, _) in zip(fresh, self._resolve(session, fresh), strict=True):
                position += 1
                item = Item(batch_id=b.id, paraphrase=paraphrase, position=position)
                session.add(item)
                added += 1
                if entry.gold is not None:
                    session.add(GoldItem(item=item, semantic=entry.gold[0],
                                         syntactic=entry.gold[1], note=entry.gold_note,
                                         kind=check))
                    gold += 1
            session.flush()
            return ImportSummary(added=added, duplicates=len(todo) - len(fresh), gold=gold)

        return self._write(work)

    def mark_gold(self, batch: str, item_id: int, *, semantic: int | None,
                  syntactic: int | None, note: str | None = None) -> None:
        """Make an item of ``batch`` a gold item with these expected ratings."""
        check_expected(semantic, syntactic)

        def work(session: Session) -> None:
            b = self._batch(session, batch, lock=True)
            item = session.get(Item, item_id)
            if item is None or item.batch_id != b.id:
                raise InputError(f"batch {batch!r} has no item {item_id}")
            if session.scalar(select(func.count()).select_from(Assignment)
                              .where(Assignment.item_id == item_id, Assignment.slot.is_not(None))):
                raise InputError(f"item {item_id} has already been given to raters; "
                                 "gold items must be marked before rating starts")
            gold = session.scalar(select(GoldItem).where(GoldItem.item_id == item_id))
            if gold is None:
                session.add(GoldItem(item_id=item_id, semantic=semantic, syntactic=syntactic,
                                     note=note))
            else:
                gold.semantic, gold.syntactic, gold.note = semantic, syntactic, note

        self._write(work)


def _new_paraphrase(sentence: Sentence, entry: ItemInput) -> Paraphrase:
    graph = (Graph(sentence=sentence, amr=entry.amr, focus=entry.focus, engine=entry.engine)
             if entry.amr else None)
    return Paraphrase(
        sentence=sentence, graph=graph, text=entry.paraphrase, focus=entry.focus,
        concept=entry.concept, focus_kind=entry.focus_kind, focus_role=entry.focus_role,
        focus_depth=entry.focus_depth, subtree_size=entry.subtree_size, edits=list(entry.edits), engine=entry.engine, construction=entry.construction,
        scores=dict(entry.scores), signatures=dict(entry.signatures), kept=entry.kept,
        reasons=list(entry.reasons))


_FILLABLE = ("concept", "focus_kind", "focus_role", "focus_depth", "subtree_size",
             "construction", "kept")


def _fill_missing(paraphrase: Paraphrase, entry: ItemInput) -> None:
    """Give a stored paraphrase the facts it lacks and ``entry`` has."""
    for name in _FILLABLE:
        value = getattr(entry, name)
        if value is not None and getattr(paraphrase, name) is None:
            setattr(paraphrase, name, value)
    if entry.scores and not paraphrase.scores:
        paraphrase.scores = dict(entry.scores)
        paraphrase.signatures = dict(entry.signatures)
    if entry.reasons and not paraphrase.reasons:
        paraphrase.reasons = list(entry.reasons)
    if entry.amr and paraphrase.graph_id is None and paraphrase.graph is None:
        paraphrase.graph = Graph(sentence=paraphrase.sentence, amr=entry.amr, focus=entry.focus,
                                 engine=entry.engine)

