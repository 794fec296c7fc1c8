"""The ParaAMR workbench app: routing only; each page lives in ``app/st_pages``.

Run it with ``paraamr app`` (or ``streamlit run app/main.py``).
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st

# Not "pages/": Streamlit would also list a directory of that name as legacy pages.
PAGES = Path(__file__).resolve().parent / "st_pages"

# Streamlit forgets the value of a widget whose page did not run; re-setting it here, on
# every page, keeps what the user typed across a visit to another page.  Only widgets
# created without a default value: re-set state beside a default makes Streamlit warn.
KEPT_WIDGETS = ("ex_input",)

st.set_page_config(page_title="ParaAMR workbench", layout="wide")
for kept in KEPT_WIDGETS:
    if kept in st.session_state:
        st.session_state[kept] = st.session_state[kept]
# No icons: Streamlit fetches Material icons from fonts.gstatic.com, and the app must work offline.
navigation = st.navigation(
    {
        "Paraphrase": [
            st.Page(PAGES / "explore.py", title="Explore", default=True),  # served at "/"
            st.Page(PAGES / "corpus.py", title="Corpus", url_path="corpus"),
        ],
        "Rate": [
            st.Page(PAGES / "annotate.py", title="Annotate", url_path="annotate"),
        ],
        "Admin": [
            st.Page(PAGES / "review.py", title="Review", url_path="review"),
            st.Page(PAGES / "focus_debug.py", title="Focus debugging", url_path="focus"),
        ],
    }
)
navigation.run()
