"""The ``paraamr models list|install`` commands: argparse and their handlers.

Kept apart from the registry and the installation they drive: the commands
only parse arguments and print what happened; ``pipeline.cli`` registers them
through :func:`register_cli`.
"""

from __future__ import annotations

import argparse

from pipeline.errors import InputError
from pipeline.models.install import install_model
from pipeline.models.registry import REGISTRY, list_models
from pipeline.settings import Settings


def register_cli(sub: argparse._SubParsersAction) -> None:
    """The ``paraamr models list|install`` commands."""
    from pipeline.cli.output import add_json_flag

    p = sub.add_parser("models", help="list or install neural model files")
    msub = p.add_subparsers(dest="models_command", metavar="ACTION")
    msub.required = True

    lp = msub.add_parser("list", help="known and installed models")
    add_json_flag(lp)
    lp.set_defaults(handler=_cmd_list)

    ip = msub.add_parser("install", help="install a model from an archive, a directory or a URL")
    ip.add_argument("name", help="model name (see `paraamr models list`), or a name of your own")
    ip.add_argument("--from", dest="source", metavar="PATH_OR_URL",
                    help="archive (.tar.gz/.tgz/.zip), directory or http(s) URL; "
                         "default: the registry's release archive")
    ip.add_argument("--sha256", metavar="HEX", help="expected SHA-256 of the archive (or directory digest)")
    ip.add_argument("--tokenizer-from", metavar="DIR",
                    help="folder of tokenizer files to install beside the model (released amrlib "
                         "models name a Hub tokenizer, e.g. t5-base, which offline machines lack)")
    ip.add_argument("--amrlib-link", action="store_true",
                    help="also link it as amrlib's default model_stog/model_gtos")
    add_json_flag(ip)
    ip.set_defaults(handler=_cmd_install)


def _cmd_list(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.cli.output import emit

    rows = list_models(settings)
    lines = [f"{'name':22} {'kind':10} {'installed':9} path"]
    lines += [f"{r['name']:22} {r['kind']:10} {'yes' if r['installed'] else 'no':9} {r['path'] or '-'}"
              for r in rows]
    emit(args, rows, lines)
    return 0


def _cmd_install(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.cli.output import emit

    source = args.source
    if source is None:
        spec = REGISTRY.get(args.name)
        if spec is None:
            raise InputError(f"{args.name!r} is not in the registry; give its files with --from PATH_OR_URL")
        if not spec.archive:
            raise InputError(f"{args.name} has no release archive; fetch its files from {spec.url} and "
                             f"install them with --from DIR")
        source = spec.url
        expected = args.sha256 or spec.sha256
    else:
        expected = args.sha256
    record = install_model(args.name, source, settings, expected, amrlib_link=args.amrlib_link,
                           tokenizer_from=args.tokenizer_from)
    line = f"installed {record.name} ({record.kind}) at {record.path} sha256 {record.sha256}"
    if record.amrlib_link:
        line += f"; amrlib link {record.amrlib_link}"
    emit(args, record.to_dict(), line)
    return 0
