"""initial schema

Revision ID: 0001
Revises: (none)
Create Date: 2026-11-22 08:56:31.467709
"""
from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0001'
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('annotators',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=100), nullable=False),
    sa.Column('role', sa.String(length=16), nullable=False),
    sa.Column('secret_hash', sa.String(length=256), nullable=True),
    sa.Column('active', sa.Boolean(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.CheckConstraint("role IN ('admin', 'annotator')", name=op.f('ck_annotators_role')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_annotators')),
    sa.UniqueConstraint('name', name=op.f('uq_annotators_name'))
    )
    op.create_table('batches',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('instructions', sa.Text(), nullable=False),
    sa.Column('raters_per_item', sa.Integer(), nullable=False),
    sa.Column('gold_rate', sa.Float(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.CheckConstraint('gold_rate >= 0 AND gold_rate < 1', name=op.f('ck_batches_gold_rate_fraction')),
    sa.CheckConstraint('raters_per_item >= 1', name=op.f('ck_batches_raters_per_item_positive')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_batches')),
    sa.UniqueConstraint('name', name=op.f('uq_batches_name'))
    )
    op.create_table('sentences',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('text_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_sentences')),
    sa.UniqueConstraint('text_hash', name=op.f('uq_sentences_text_hash'))
    )
    op.create_table('batch_raters',
    sa.Column('batch_id', sa.Integer(), nullable=False),
    sa.Column('annotator_id', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['annotator_id'], ['annotators.id'], name=op.f('fk_batch_raters_annotator_id_annotators'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['batch_id'], ['batches.id'], name=op.f('fk_batch_raters_batch_id_batches'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('batch_id', 'annotator_id', name=op.f('pk_batch_raters'))
    )
    op.create_table('graphs',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('sentence_id', sa.Integer(), nullable=False),
    sa.Column('amr', sa.Text(), nullable=False),
    sa.Column('focus', sa.String(length=64), nullable=True),
    sa.Column('engine', sa.String(length=32), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['sentence_id'], ['sentences.id'], name=op.f('fk_graphs_sentence_id_sentences'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_graphs'))
    )
    with op.batch_alter_table('graphs', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_graphs_sentence_id'), ['sentence_id'], unique=False)

    op.create_table('paraphrases',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('sentence_id', sa.Integer(), nullable=False),
    sa.Column('graph_id', sa.Integer(), nullable=True),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('focus', sa.String(length=64), nullable=True),
    sa.Column('concept', sa.String(length=200), nullable=True),
    sa.Column('focus_kind', sa.String(length=32), nullable=True),
    sa.Column('focus_role', sa.String(length=64), nullable=True),
    sa.Column('edits', sa.JSON(), nullable=False),
    sa.Column('engine', sa.String(length=32), nullable=True),
    sa.Column('construction', sa.String(length=64), nullable=True),
    sa.Column('scores', sa.JSON(), nullable=False),
    sa.Column('signatures', sa.JSON(), nullable=False),
    sa.Column('kept', sa.Boolean(), nullable=True),
    sa.Column('reasons', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['graph_id'], ['graphs.id'], name=op.f('fk_paraphrases_graph_id_graphs'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['sentence_id'], ['sentences.id'], name=op.f('fk_paraphrases_sentence_id_sentences'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_paraphrases'))
    )
    with op.batch_alter_table('paraphrases', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_paraphrases_sentence_id'), ['sentence_id'], unique=False)

    op.create_table('items',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('batch_id', sa.Integer(), nullable=False),
    sa.Column('paraphrase_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['batch_id'], ['batches.id'], name=op.f('fk_items_batch_id_batches'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['paraphrase_id'], ['paraphrases.id'], name=op.f('fk_items_paraphrase_id_paraphrases'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_items')),
    sa.UniqueConstraint('batch_id', 'paraphrase_id', name=op.f('uq_items_batch_id_paraphrase_id'))
    )
    with op.batch_alter_table('items', schema=None) as batch_op:
        batch_op.create_index('ix_items_batch_id_position', ['batch_id', 'position'], unique=False)
        batch_op.create_index(batch_op.f('ix_items_paraphrase_id'), ['paraphrase_id'], unique=False)

    op.create_table('assignments',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('item_id', sa.Integer(), nullable=False),
    sa.Column('annotator_id', sa.Integer(), nullable=False),
    sa.Column('slot', sa.Integer(), nullable=True),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('assigned_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('completed_at', sa.DateTime(timezone=True), nullable=True),
    sa.CheckConstraint("status IN ('assigned', 'done', 'skipped')", name=op.f('ck_assignments_status')),
    sa.CheckConstraint('slot IS NULL OR slot >= 0', name=op.f('ck_assignments_slot_non_negative')),
    sa.ForeignKeyConstraint(['annotator_id'], ['annotators.id'], name=op.f('fk_assignments_annotator_id_annotators'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['item_id'], ['items.id'], name=op.f('fk_assignments_item_id_items'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_assignments')),
    sa.UniqueConstraint('item_id', 'annotator_id', name=op.f('uq_assignments_item_id_annotator_id')),
    sa.UniqueConstraint('item_id', 'slot', name=op.f('uq_assignments_item_id_slot'))
    )
    with op.batch_alter_table('assignments', schema=None) as batch_op:
        batch_op.create_index('ix_assignments_annotator_id_status', ['annotator_id', 'status'], unique=False)

    op.create_table('gold_items',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('item_id', sa.Integer(), nullable=False),
    sa.Column('semantic', sa.Integer(), nullable=True),
    sa.Column('syntactic', sa.Integer(), nullable=True),
    sa.Column('note', sa.Text(), nullable=True),
    sa.CheckConstraint('semantic IS NULL OR (semantic >= 1 AND semantic <= 3)', name=op.f('ck_gold_items_semantic_1_to_3')),
    sa.CheckConstraint('syntactic IS NULL OR (syntactic >= 1 AND syntactic <= 3)', name=op.f('ck_gold_items_syntactic_1_to_3')),
    sa.ForeignKeyConstraint(['item_id'], ['items.id'], name=op.f('fk_gold_items_item_id_items'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_gold_items')),
    sa.UniqueConstraint('item_id', name=op.f('uq_gold_items_item_id'))
    )
    op.create_table('judgments',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('assignment_id', sa.Integer(), nullable=False),
    sa.Column('item_id', sa.Integer(), nullable=False),
    sa.Column('annotator_id', sa.Integer(), nullable=False),
    sa.Column('semantic', sa.Integer(), nullable=False),
    sa.Column('syntactic', sa.Integer(), nullable=False),
    sa.Column('comment', sa.Text(), nullable=True),
    sa.Column('seconds', sa.Float(), nullable=True),
    sa.Column('origin', sa.String(length=16), nullable=False),
    sa.Column('external_id', sa.String(length=128), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.CheckConstraint("origin IN ('inhouse', 'mturk')", name=op.f('ck_judgments_origin')),
    sa.CheckConstraint('seconds IS NULL OR seconds >= 0', name=op.f('ck_judgments_seconds_non_negative')),
    sa.CheckConstraint('semantic >= 1 AND semantic <= 3', name=op.f('ck_judgments_semantic_1_to_3')),
    sa.CheckConstraint('syntactic >= 1 AND syntactic <= 3', name=op.f('ck_judgments_syntactic_1_to_3')),
    sa.ForeignKeyConstraint(['annotator_id'], ['annotators.id'], name=op.f('fk_judgments_annotator_id_annotators'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['assignment_id'], ['assignments.id'], name=op.f('fk_judgments_assignment_id_assignments'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['item_id'], ['items.id'], name=op.f('fk_judgments_item_id_items'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_judgments')),
    sa.UniqueConstraint('assignment_id', name=op.f('uq_judgments_assignment_id')),
    sa.UniqueConstraint('external_id', name=op.f('uq_judgments_external_id'))
    )
    with op.batch_alter_table('judgments', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_judgments_annotator_id'), ['annotator_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_judgments_item_id'), ['item_id'], unique=False)

    op.create_table('judgment_revisions',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('assignment_id', sa.Integer(), nullable=False),
    sa.Column('judgment_id', sa.Integer(), nullable=True),
    sa.Column('annotator_id', sa.Integer(), nullable=False),
    sa.Column('action', sa.String(length=16), nullable=False),
    sa.Column('semantic', sa.Integer(), nullable=False),
    sa.Column('syntactic', sa.Integer(), nullable=False),
    sa.Column('comment', sa.Text(), nullable=True),
    sa.Column('seconds', sa.Float(), nullable=True),
    sa.Column('at', sa.DateTime(timezone=True), nullable=False),
    sa.CheckConstraint("action IN ('create', 'edit', 'undo')", name=op.f('ck_judgment_revisions_action')),
    sa.CheckConstraint('semantic >= 1 AND semantic <= 3', name=op.f('ck_judgment_revisions_semantic_1_to_3')),
    sa.CheckConstraint('syntactic >= 1 AND syntactic <= 3', name=op.f('ck_judgment_revisions_syntactic_1_to_3')),
    sa.ForeignKeyConstraint(['annotator_id'], ['annotators.id'], name=op.f('fk_judgment_revisions_annotator_id_annotators'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['assignment_id'], ['assignments.id'], name=op.f('fk_judgment_revisions_assignment_id_assignments'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['judgment_id'], ['judgments.id'], name=op.f('fk_judgment_revisions_judgment_id_judgments'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_judgment_revisions'))
    )
    with op.batch_alter_table('judgment_revisions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_judgment_revisions_assignment_id'), ['assignment_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('judgment_revisions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_judgment_revisions_assignment_id'))

    op.drop_table('judgment_revisions')
    with op.batch_alter_table('judgments', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_judgments_item_id'))
        batch_op.drop_index(batch_op.f('ix_judgments_annotator_id'))

    op.drop_table('judgments')
    op.drop_table('gold_items')
    with op.batch_alter_table('assignments', schema=None) as batch_op:
        batch_op.drop_index('ix_assignments_annotator_id_status')

    op.drop_table('assignments')
    with op.batch_alter_table('items', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_items_paraphrase_id'))
        batch_op.drop_index('ix_items_batch_id_position')

    op.drop_table('items')
    with op.batch_alter_table('paraphrases', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_paraphrases_sentence_id'))

    op.drop_table('paraphrases')
    with op.batch_alter_table('graphs', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_graphs_sentence_id'))

    op.drop_table('graphs')
    op.drop_table('batch_raters')
    op.drop_table('sentences')
    op.drop_table('batches')
    op.drop_table('annotators')
