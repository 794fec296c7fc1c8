"""Neural model files: what the workbench knows of, what is installed, installing more.

Nothing here downloads on its own.  A model is installed by ``paraamr models
install NAME --from PATH_OR_URL``: a local archive (``.tar.gz``/``.tgz``/
``.tar``/``.zip``) or directory works offline; an http(s) URL is downloaded
first.  The files land, atomically, in ``settings.resolved_models_dir()/NAME``
with a small manifest (``paraamr-install.json``) recording the source and the
SHA-256 computed while installing.  amrlib's own convention (``model_stog`` /
``model_gtos`` symlinks in its ``data`` directory) is followed on request.

The package's modules, one concept each: :mod:`pipeline.models.registry` (the
known models and the installed-model lookup), :mod:`pipeline.models.install`
(download, archive extraction, swap into place) and :mod:`pipeline.models.cli`
(``paraamr models list|install``).  Import from ``pipeline.models``.

>>> from pipeline.settings import load_settings
>>> settings = load_settings(data_dir="/nonexistent/paraamr", models_dir="/nonexistent/paraamr/models")
>>> REGISTRY["parse_xfm_bart_large"].kind, installed_path("gpt2", settings)
('stog', None)
>>> require_model("gpt2", settings, "perplexity")
Traceback (most recent call last):
...
pipeline.errors.ModelNotInstalled: model 'gpt2' (perplexity) is not installed; install it with `paraamr models install gpt2 --from PATH_OR_URL`
>>> [m["name"] for m in list_models(settings)][:3]
['parse_xfm_bart_large', 'parse_spring', 'parse_t5']
"""

from pipeline.models.cli import register_cli
from pipeline.models.install import TOKENIZER_FILES, InstalledModel, install_model
from pipeline.models.registry import (
    MANIFEST_NAME,
    REGISTRY,
    ModelSpec,
    amrlib_data_dir,
    default_model,
    installed_models,
    installed_path,
    list_models,
    model_kind,
    neural_engine_ready,
    read_json_dict,
    require_model,
)

__all__ = [
    "MANIFEST_NAME",
    "REGISTRY",
    "TOKENIZER_FILES",
    "InstalledModel",
    "ModelSpec",
    "amrlib_data_dir",
    "default_model",
    "install_model",
    "installed_models",
    "installed_path",
    "list_models",
    "model_kind",
    "neural_engine_ready",
    "read_json_dict",
    "register_cli",
    "require_model",
]
