"""prec37's relative words: a name that closes with a product's or a firm's common noun
("Panther Server") is a thing's, whatever type spaCy gave it (realize_person_names).
Tuning sentences of MRPC train, parsed with the real parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PANTHER = ("Panther Server also includes an updated release of Apache, along with Apache "
           "Tomcat and Apache Axis for creating powerful web services.")  # 2502


def test_a_product_named_server_takes_that(parser: BuiltinParser) -> None:
    # Was kept: "It is Panther Server who also includes an updated release of Apache, ..."
    texts = [t for t in every_text(parser, PANTHER) if t]
    assert not [t for t in texts if "Panther Server who" in t]
    assert [t for t in texts if t.startswith("It is Panther Server that also includes")]
