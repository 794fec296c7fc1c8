"""A rebuilt text that says the source's "so (that)" purpose as its main clause and the old
main clause as a relative on it, ", for which ...".

"It also offers a built-in NAND flash boot loader so that high-density NAND flash memory
can be used without ... an additional support chip" (MRPC train 4354) rebuilt as
"High-density NAND flash memory can be used without being obliged to install an additional
support chip, for which it also offers a built-in NAND flash boot loader" makes the "for
which" stand for the chip the loader makes needless, and "It was a witness who could
identify him, for which Malvo was brought into the courtroom ..." (4643, for "so a witness
could identify him") reads as broken; the purpose is asserted as a fact besides.  Such a
text is refused (an entry of realize_source_faults' table, rebuilt texts only).  A "for
which" the source said itself is left.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["purpose_made_relative"]


def purpose_made_relative(text: str, tokens: Sequence[str]) -> str | None:
    """"for which" where ``text`` says a non-restrictive ", for which" clause the source
    (``tokens``) did not, the source having said a "so" purpose, or None.

    >>> purpose_made_relative(
    ...     "It was a witness who could identify him, for which Malvo was brought in.",
    ...     "Malvo was brought in so a witness could identify him .".split())
    'for which'
    >>> purpose_made_relative("He paid a fee, for which he got a receipt.",
    ...     "He paid a fee , for which he got a receipt .".split())
    """
    if ", for which " not in text:
        return None
    lowered = lowered_tokens(tokens)
    if "so" not in lowered or any(lowered[k:k + 2] == ["for", "which"]
                                  for k in range(len(lowered) - 1)):
        return None
    return "for which"
