"""The SQL statements of the annotation service, built once.

Every rater runs the rating path's statements (next item, submit, skip) for
every item, and building a statement costs more than running it on SQLite, so
they are module constants with bound parameters; the predicates shared by the
service's parts (is this item a check, does this judgment count) live here too.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    BigInteger,
    and_,
    bindparam,
    case,
    cast,
    exists,
    func,
    insert,
    literal,
    or_,
    select,
)
from sqlalchemy.orm import Session, aliased

from db.models import (
    ASSIGNMENT_STRATEGIES,
    Annotator,
    Assignment,
    Batch,
    BatchRater,
    GoldItem,
    Item,
    Judgment,
    JudgmentRevision,
    Paraphrase,
    Qualification,
    Sentence,
)

_P = bindparam
_THEIRS = aliased(Assignment)
# Items the rater holds or held (an assignment that timed out does not count:
# the item may come back to the same rater).
SEEN = exists().where(_THEIRS.item_id == Item.id, _THEIRS.annotator_id == _P("rater_id"),
                       _THEIRS.status != "expired")
# Any item with known answers (gold, attention check or practice): never a
# real item, never in the agreement.
IS_CHECK = exists().where(GoldItem.item_id == Item.id)
IS_PRACTICE = exists().where(GoldItem.item_id == Item.id, GoldItem.kind == "practice")
_TAKEN = func.count(Assignment.id)
Q_RATER = select(Annotator.id, Annotator.name, Annotator.active).where(
    Annotator.name == _P("name"))
Q_BATCH = select(Batch.id, Batch.name, Batch.raters_per_item, Batch.gold_rate,
                  Batch.instructions, Batch.attention_rate, Batch.assignment_strategy,
                  Batch.assignment_timeout).where(Batch.name == _P("name"))
Q_LOCK_BATCH = select(Batch.id).where(Batch.id == _P("batch_id")).with_for_update()
Q_MEMBERS = select(BatchRater.annotator_id).where(BatchRater.batch_id == _P("batch_id"))
Q_OPEN = (select(Assignment.id, Assignment.item_id).join(Item, Assignment.item_id == Item.id)
           .where(Item.batch_id == _P("batch_id"), Assignment.annotator_id == _P("rater_id"),
                  Assignment.status == "assigned")
           .order_by(Assignment.assigned_at, Assignment.id).limit(1))
# A rater's queue so far (practice left out), and how much of it was gold
# items and attention checks: what the mixing rates are measured against.
Q_CHECKS_SERVED = (
    select(func.count(),
           func.coalesce(func.sum(case((GoldItem.kind == "gold", 1), else_=0)), 0),
           func.coalesce(func.sum(case((GoldItem.kind == "attention", 1), else_=0)), 0))
    .select_from(Assignment).join(Item, Assignment.item_id == Item.id)
    .outerjoin(GoldItem, GoldItem.item_id == Item.id)
    .where(Item.batch_id == _P("batch_id"), Assignment.annotator_id == _P("rater_id"),
           Assignment.status.not_in(("skipped", "expired")),
           or_(GoldItem.kind.is_(None), GoldItem.kind != "practice")))
Q_NEXT_CHECK = (select(Item.id).join(GoldItem, GoldItem.item_id == Item.id)
                 .where(Item.batch_id == _P("batch_id"), GoldItem.kind == _P("kind"), ~SEEN)
                 .order_by(Item.position, Item.id).limit(1))
# The rater's standing in the batch, and whether the batch has practice items
# at all (one round trip on every request).
Q_STANDING = select(
    select(Qualification.status).where(Qualification.batch_id == _P("batch_id"),
                                       Qualification.annotator_id == _P("rater_id"))
    .scalar_subquery(),
    exists().where(GoldItem.item_id == Item.id, Item.batch_id == _P("batch_id"),
                   GoldItem.kind == "practice"))
# A fixed shuffle per rater for the random strategy: reproducible, and
# different raters meet the items in different orders.
_PRIME = literal(2147483647, BigInteger)  # 2**31 - 1: a product of two residues fits 64 bits
_SHUFFLED = ((cast(Item.id, BigInteger) * literal(2654435761, BigInteger)) % _PRIME
             * ((cast(_P("rater_id"), BigInteger) * literal(40503, BigInteger)
                 + literal(12345, BigInteger)) % _PRIME)) % _PRIME
_CANDIDATE_ORDER = {
    "least-annotated": (_TAKEN, Item.position, Item.id),
    "fill-first": (_TAKEN.desc(), Item.position, Item.id),
    "random": (_SHUFFLED, Item.id),
}


def _candidates(strategy: str) -> Any:
    """Real items with a free slot that the rater has not seen, in the
    strategy's order (see ``db.models.ASSIGNMENT_STRATEGIES``)."""
    return (select(Item.id, _TAKEN)
            .outerjoin(Assignment, and_(Assignment.item_id == Item.id,
                                        Assignment.slot.is_not(None)))
            .where(Item.batch_id == _P("batch_id"), ~IS_CHECK, ~SEEN)
            .group_by(Item.id, Item.position)
            .having(_TAKEN < _P("raters_per_item"))  # noqa: SIM300
            .order_by(*_CANDIDATE_ORDER[strategy])
            .limit(1))


Q_CANDIDATE = {strategy: _candidates(strategy) for strategy in ASSIGNMENT_STRATEGIES}
# How many items the rater could still be given: the candidates, counted.
Q_AVAILABLE = select(func.count()).select_from(
    _candidates("fill-first").order_by(None).limit(None).subquery())
Q_SLOTS = select(Assignment.slot).where(Assignment.item_id == _P("item_id"),
                                         Assignment.slot.is_not(None))
Q_PAIR = (select(Sentence.text, Paraphrase.text, GoldItem.kind)
           .join(Paraphrase, Paraphrase.sentence_id == Sentence.id)
           .join(Item, Item.paraphrase_id == Paraphrase.id)
           .outerjoin(GoldItem, GoldItem.item_id == Item.id)
           .where(Item.id == _P("item_id")))
# The assignment, locked, with what its item is expected to get when it is
# a check (practice answers get feedback).
Q_OWN = (select(Assignment.id, Assignment.item_id, Assignment.annotator_id, Assignment.status,
                 GoldItem.kind, GoldItem.semantic.label("expected_semantic"),
                 GoldItem.syntactic.label("expected_syntactic"), GoldItem.note)
          .outerjoin(GoldItem, GoldItem.item_id == Assignment.item_id)
          .where(Assignment.id == _P("assignment_id")).with_for_update(of=Assignment))
Q_JUDGMENT = (select(Judgment.id, Judgment.semantic, Judgment.syntactic, Judgment.comment,
                      Judgment.seconds).where(Judgment.assignment_id == _P("assignment_id")))
INSERT_ASSIGNMENT = insert(Assignment).returning(Assignment.id)
INSERT_JUDGMENT = insert(Judgment).returning(Judgment.id)
INSERT_REVISION = insert(JudgmentRevision)


def counted() -> Any:
    """Whether a judgment counts: its assignment is done (not released)."""
    theirs = aliased(Assignment)
    return exists().where(theirs.id == Judgment.assignment_id, theirs.status == "done")


def complete_items(session: Session, batch: Batch) -> int:
    per_item = (select(Judgment.item_id, func.count().label("n"))
                .join(Item, Judgment.item_id == Item.id)
                .where(Item.batch_id == batch.id, ~IS_CHECK, counted())
                .group_by(Judgment.item_id).subquery())
    return session.scalar(select(func.count()).select_from(per_item)
                          .where(per_item.c.n >= batch.raters_per_item)) or 0
