"""The ParaAMR workbench app: routing only; each page lives in ``app/st_pages``.

Run it with ``paraamr app`` (or ``streamlit run app/main.py``).
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st

# Not "pages/": Streamlit would also list a directory of that name as legacy pages.
PAGES = Path(__file__).resolve().parent / "st_pages"

st.set_page_config(page_title="ParaAMR workbench", layout="wide")
navigation = st.navigation(
    {
        "Paraphrase": [
            st.Page(PAGES / "explore.py", title="Explore", icon=":material/account_tree:",
                    url_path="explore", default=True),
            st.Page(PAGES / "corpus.py", title="Corpus", icon=":material/library_books:",
                    url_path="corpus"),
        ],
        "Rate": [
            st.Page(PAGES / "annotate.py", title="Annotate", icon=":material/rate_review:",
                    url_path="annotate"),
        ],
        "Admin": [
            st.Page(PAGES / "review.py", title="Review", icon=":material/insights:",
                    url_path="review"),
            st.Page(PAGES / "focus_debug.py", title="Focus debugging", icon=":material/troubleshoot:",
                    url_path="focus"),
        ],
    }
)
navigation.run()
