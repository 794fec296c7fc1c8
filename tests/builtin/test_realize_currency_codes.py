"""realize_currency_codes: a sum said with its currency code after it (MRPC train 397,
6312)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_currency_codes import trailing_currency_code


def _tokens(sentence: str) -> list[str]:
    return sentence.split(" ")


AXCAN = _tokens("Axcan 's shares were down 3.8 percent , or 66 Canadian cents , at C$ 16.90 in "
                "Toronto on Tuesday .")
EURO = _tokens("The euro soared to US$1.1914 in Asian trading , before slipping back slightly "
               "to US$1.1895 as trading opened in Europe .")


def test_a_trailing_code_is_found() -> None:
    assert trailing_currency_code("On Tuesday, Axcan's shares were down 3.8 percent, or 66 "
                                  "cents, at $16.90 C$ in Toronto.", AXCAN) == "$16.90 C$"
    assert trailing_currency_code("The euro soared to $1.1914 US$ in Asian trading.", EURO) \
        == "$1.1914 US$"


def test_the_sources_own_sum_stays() -> None:
    assert trailing_currency_code("Before slipping back slightly to US$1.1895 as trading opened "
                                  "in Europe, the euro soared to US$1.1914 in Asian trading.",
                                  EURO) is None
    assert trailing_currency_code("It closed at $16.90 C$ in Toronto.",
                                  _tokens("It closed at $ 16.90 in Toronto .")) is None
