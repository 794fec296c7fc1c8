"""Review (admins): Table 4 distributions, agreement, gold accuracy, exports, batch management."""

from __future__ import annotations

import streamlit as st

from app import auth, resources
from app import review_view as view
from pipeline.errors import ParaAMRError

st.title("Review ratings")
auth.require_admin()

try:
    store = resources.get_store()
    batches = store.list_batches()
except resources.UNAVAILABLE as exc:
    st.error(str(exc))
    st.stop()

results_tab, export_tab, manage_tab, people_tab = st.tabs(
    ["Results", "Export", "Batches", "Raters"])

with results_tab:
    if not batches:
        st.info("No batch yet: create one on the Batches tab, or send pairs from Explore.")
    else:
        batch = st.selectbox("Batch", [b.name for b in batches], key="review_batch")
        try:
            view.results(store, batch)
        except resources.UNAVAILABLE as exc:
            st.info(str(exc))
        except ParaAMRError as exc:
            st.error(str(exc))

with export_tab:
    if batches:
        view.exports(store, [b.name for b in batches])
    else:
        st.caption("Nothing to export yet.")

with manage_tab:
    view.batch_overview(batches)
    view.create_batch_form(store)
    if batches:
        view.import_form(store, [b.name for b in batches])
        view.batch_settings_form(store, batches)

with people_tab:
    view.annotators(store)
