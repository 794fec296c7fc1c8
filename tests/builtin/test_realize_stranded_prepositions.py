"""A preposition a cleft or relative clause strands is the one the source said after the
same word or before the moved phrase (realize_stranded_prepositions).  Tuning sentences of
MRPC train, parsed with the real parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

GROUND = ("The tech-heavy Nasdaq Stock Markets composite index lost the most ground, falling "
          "16.95 points to 1,506,76.")  # 1458
TRADING = "Trading of EchoStar's stock closed Tuesday at a 52-week high of $32.17, up $1.54."  # 686
LEARNED = ("The FBI later learned that two of the hijackers had lived near Awadallah in San "
           "Diego.")  # 6732


def test_made_up_prepositions_are_refused(parser: BuiltinParser) -> None:
    # Were kept: "It was the most ground that the ... index lost of, falling ...", "EchoStar's
    # stock was traded of, which closed ...", "..., as the FBI later learned to."
    for source, stranded in ((GROUND, "lost of"), (TRADING, "traded of"),
                             (LEARNED, "learned to")):
        assert not [t for t in every_text(parser, source) if t and stranded in t]
