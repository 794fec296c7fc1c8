"""Scripts that derive the compact files in ``assets/`` from the reference data.

Each module exposes ``build(shared: Path, assets: Path) -> list[Path]`` and keeps
the attribution of its source next to what it writes.  Run them with
``python -m pipeline.assets_build NAME|all [--shared DIR] [--assets DIR]``.
"""

BUILDERS = ("inventory", "wordnet", "propbank", "unigrams", "wellformed", "meaning")
