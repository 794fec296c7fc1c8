"""Tuning MRPC sentences with the real parser: a rebuilt text that says a source word in
another word's form or place (a plural noun as a gerund, a partitive torn by its "like"
list, a pronoun before the name it stands for, a reduced relative's participle as a
pronoun's verb, a fronted participle whose doer changed, a pronoun closing a clause
after a copula) is refused; each test names a kept output it replaced."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

RISES = ("For the second year in a row, rises in hospital costs accounted for much of the "
         "inflation, accounting for 51 percent of the overall cost increase.")
COUNTRIES = ("Many of the countries affected, like Colombia and Ecuador, are considered "
             "critical to the administration's efforts to bring stability to the Western "
             "Hemisphere.")
RANCH = ("Bush is spending the weekend at his Crawford ranch, where he will play host to "
         "Italian Prime Minister Silvio Berlusconi.")
QUEENS = ("The Queens man arrested for allegedly threatening to shoot City Councilman Hiram "
          "Monserrate was held on $100,000 bail Saturday, a spokesman for the Queens district "
          "attorney said.")
CIOBANU = ("If convicted, Ciobanu could face up to 15 years in prison based on new laws in "
           "Romania designed to prosecute cybercrime, Softwin said.")

GRAHAM = ("Graham, a presidential candidate, was criticized by several Republicans as "
          "''politicizing'' the report.")
NELSON = ("Bush's aides describe Omaha as the most crucial stop, since Sen. Ben Nelson "
          "(D-Neb.) has become their top lobbying target on the tax cut package.")
TAXABLE = "The worker's taxable income is reduced by that amount, saving money at tax time."


@pytest.mark.parametrize(("sentence", "broken"), [
    # Was kept: "Accounting for 51 percent of the overall cost increase, rising in hospital
    # costs accounted the second year in a row for much of the inflation." (MRPC train 6050)
    (RISES, "rising in"),
    # Was kept: "Many like Colombia and Ecuador of the countries affected are considered
    # critical to ..." (6055)
    (COUNTRIES, "like Colombia and Ecuador of the"),
    # Was kept: "He will play host to Italian Prime Minister Silvio Berlusconi at his
    # Crawford ranch that Bush is spending the weekend at." (6285)
    (RANCH, "ranch that Bush"),
    # Was kept: "It was the Queens man who was held on $100,000 bail Saturday, and he
    # arrested for allegedly threatening to shoot ..." (1436)
    (QUEENS, "he arrested"),
    # Was kept: "If convicted, Ciobanu could face up to 15 years in prison, which was based
    # on new laws in Romania, and it designed to prosecute cybercrime, Softwin said." (4852)
    (CIOBANU, "it designed"),
    # Was kept: "Politicizing the report, several Republicans criticized Graham, a
    # presidential candidate." (4908)
    (GRAHAM, "Politicizing the report, several"),
    # Was kept: "Saving money at tax time, that amount reduces the worker's taxable
    # income." (2950)
    (TAXABLE, "that amount reduces"),
    # Was kept: "It is Bush's aides of their top lobbying target on the tax cut package that
    # describe Omaha as the most crucial stop because Sen. Ben Nelson (D-Neb.) has become
    # it." (218)
    (NELSON, "become it."),
])
def test_a_misplaced_source_word_is_refused(parser: BuiltinParser, sentence: str,
                                            broken: str) -> None:
    texts = every_text(parser, sentence)
    assert not [t for t in texts if t and broken in t], texts
