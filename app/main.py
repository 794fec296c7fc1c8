"""The ParaAMR workbench app: routing only; each page lives in ``app/st_pages``.

Run it with ``paraamr app`` (or ``streamlit run app/main.py``).
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st

# Not "pages/": Streamlit would also list a directory of that name as legacy pages.
PAGES = Path(__file__).resolve().parent / "st_pages"

st.set_page_config(page_title="ParaAMR workbench", layout="wide")
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
