"""Review (admins): Table 4 distributions, agreement, raters and their checks,
disagreements and adjudication, scores against people, exports, batch management."""

from __future__ import annotations

import streamlit as st

from app import auth, resources
from app import review_quality as quality
from app import review_view as view
from db import reports
from pipeline.errors import ParaAMRError

st.title("Review ratings")
admin = auth.require_admin()

try:
    store = resources.get_store()
    batches = store.list_batches()
except resources.UNAVAILABLE as exc:
    st.error(str(exc))
    st.stop()

if batches:
    batch = st.selectbox("Batch", [b.name for b in batches], key="review_batch")
else:
    batch = None
    st.info("No batch yet: create one on the Batches tab, or send pairs from Explore.")

(results_tab, raters_tab, disputes_tab, scores_tab, export_tab, manage_tab,
 people_tab) = st.tabs(["Results", "Raters and checks", "Disagreements",
                        "Scores against people", "Export", "Batches", "Accounts"])

if batch is not None:
    try:
        rows = store.judgment_rows(batch)
        report = reports.batch_report(store, batch)
    except resources.UNAVAILABLE as exc:
        st.info(str(exc))
    except ParaAMRError as exc:
        st.error(str(exc))
    else:
        with results_tab:
            view.results(store, batch, report, rows)
        with raters_tab:
            quality.rater_checks(store, batch, report, admin=admin.name)
        with disputes_tab:
            quality.disagreements(store, batch, rows, admin=admin.name)
        with scores_tab:
            quality.scores_against_people(rows)
        with export_tab:
            view.exports(store, batch)

with manage_tab:
    view.batch_overview(batches)
    view.create_batch_form(store)
    if batches:
        view.import_form(store, [b.name for b in batches])
        view.batch_settings_form(store, batches)

with people_tab:
    view.annotators(store)
