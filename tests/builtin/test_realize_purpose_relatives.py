"""realize_purpose_relatives: a "so (that)" purpose said as the main clause of a ", for which"
relative (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_purpose_relatives import purpose_made_relative


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


LOADER = _tokens("It also offers a built-in NAND flash boot loader so that high-density NAND "
                 "flash memory can be used without having to install an additional support "
                 "chip .")
MALVO = _tokens("Malvo was brought into the courtroom for about two minutes Monday so a witness "
                "could identify him .")
INJUNCTION = _tokens("In court papers filed Tuesday , Lee asked for an injunction against "
                     "Viacom 's use of the name .")


@pytest.mark.parametrize(("tokens", "text"), [
    # Were kept (4354, 4643)
    (LOADER, "High-density NAND flash memory can be used without being obliged to install an "
     "additional support chip, for which it also offers a built-in NAND flash boot loader."),
    (MALVO, "It was a witness who could identify him, for which Malvo was brought into the "
     "courtroom for about two minutes Monday."),
])
def test_a_purpose_made_a_relative_is_found(tokens: list[str], text: str) -> None:
    assert purpose_made_relative(text, tokens) == "for which"


@pytest.mark.parametrize(("tokens", "text"), [
    # a restrictive "for which" of a source with no "so" (1484); the source's order
    (INJUNCTION, "There was an injunction against Viacom's use of the name for which Lee asked in "
     "court papers filed Tuesday."),
    (MALVO, "Malvo was brought into the courtroom for about two minutes Monday so a witness "
     "could identify him."),
])
def test_other_texts_are_left(tokens: list[str], text: str) -> None:
    assert purpose_made_relative(text, tokens) is None
