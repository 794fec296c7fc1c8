"""realize_swapped_relatives: the source's main clause said as a relative clause and its
relative clause asserted (MRPC train 6188, 6700, 1165, 1900, 6228)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_swapped_relatives import swapped_relative


def _tokens(sentence: str) -> list[str]:
    return sentence.split(" ")


WOMEN = _tokens("She was surrounded by about 50 women who regret having abortions .")
VBA = _tokens("A successful attack could be launched within any type of document that supports "
              "VBA , including Microsoft Word , Excel or PowerPoint .")
OFFICIALS = _tokens("The decision unnerved voting officials who already have been warning that "
                    "they have barely enough time to organize the election before the balloting "
                    "is scheduled to begin .")
EVENTS = _tokens("U.S. law enforcement officials are sneering at Dar Heatherington 's version of "
                 "the events which thrust her into the public spotlight .")


def test_a_swapped_relative_clause_is_found() -> None:
    assert swapped_relative("About 50 women who surrounded her regret having abortions.",
                            WOMEN) == "surrounded"
    assert swapped_relative("About 50 women who surrounded her are the ones who regret having "
                            "abortions.", WOMEN) == "surrounded"
    assert swapped_relative("Any type of document including Microsoft Word, Excel or "
                            "PowerPoint that a successful attack could be launched within "
                            "supports VBA.", VBA) == "successful"
    assert swapped_relative("VBA is supported by any type of document including Microsoft "
                            "Word, Excel or PowerPoint that a successful attack could be "
                            "launched within.", VBA) == "successful"


def test_the_source_relative_clause_in_its_place_stays() -> None:
    assert swapped_relative("She was surrounded by about 50 women who regret having "
                            "abortions.", WOMEN) is None
    assert swapped_relative("Voting officials who already have been warning that they have "
                            "barely enough time to organize the election before the balloting "
                            "is scheduled to begin were unnerved by the decision.",
                            OFFICIALS) is None
    assert swapped_relative("It was the decision that unnerved voting officials who already "
                            "have been warning that they have barely enough time to organize "
                            "the election before the balloting is scheduled to begin.",
                            OFFICIALS) is None
    # a cleft's own 'that' after the source's relative clause
    assert swapped_relative("It is Dar Heatherington's version of the events which thrust her "
                            "into the public spotlight that U.S. law enforcement officials are "
                            "sneering at.", EVENTS) is None
