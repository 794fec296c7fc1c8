"""The data files of paraamr, installed as the package ``paraamr_assets``.

Nothing here is code: read the files through :mod:`pipeline.assets`.
"""
