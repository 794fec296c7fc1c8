"""Realizer regressions from MRPC train sentences read in the merged benchmark (issue 12).

The graphs are as the built-in parser read each sentence, kept here so that these tests do
not move with the parser.  Each test names the output it replaced.
"""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer import refocused

MRPC_KUT = """# ::snt On Wednesday, a man was shot near Kut as he tried to run over two marines at a checkpoint.
# ::tok On Wednesday , a man was shot near Kut as he tried to run over two marines at a checkpoint .
(s / shoot-01~e.6
   :ARG1 (m / man~e.4)
   :time (d / date-entity~e.1
            :weekday (w / wednesday~e.1))
   :location (n / near~e.7
                :op1 (c / city~e.8
                        :name (n2 / name~e.8
                                  :op1 "Kut"~e.8)))
   :time (t / try-01~e.11
            :ARG0 m
            :ARG1 (r / run-02~e.13
                     :ARG0 m
                     :location (m2 / marine~e.16
                                   :quant 2~e.15)
                     :location (c2 / checkpoint~e.19))))"""

MRPC_CUSTODY = """# ::snt He had been in protective custody since being transferred to Souza-Baranowski in April, officials said.
# ::tok He had been in protective custody since being transferred to Souza-Baranowski in April , officials said .
(s / say-01~e.15
   :ARG0 (o / official~e.14)
   :ARG1 (b / be-located-at-91~e.2
            :ARG1 (h / he~e.0)
            :ARG2 (c / custody~e.5
                     :mod (p / protective~e.4))
            :time (t / transfer-01~e.8
                     :ARG2 (o2 / organization~e.10
                               :name (n / name~e.10
                                        :op1 "Souza-Baranowski"~e.10))
                     :time (d / date-entity~e.12
                              :month 4~e.12))))"""

MRPC_COLEMAN = """# ::snt Health Minister Peter Coleman said about 300 people had been killed and 1,000 wounded in the past few days.
# ::tok Health Minister Peter Coleman said about 300 people had been killed and 1,000 wounded in the past few days .
(s / say-01~e.4
   :ARG0 (p / person~e.3
            :name (n / name~e.3
                     :op1 "Peter"~e.2
                     :op2 "Coleman"~e.3)
            :mod (m / minister~e.1
                    :mod (h / health~e.0)))
   :ARG1 (a / and~e.11
            :op1 (k / kill-01~e.10
                    :ARG1 (p2 / person~e.7
                              :quant 300~e.6))
            :op2 (w / wound-01~e.13
                    :ARG0 (t / thing~e.12
                             :quant 1000~e.12)
                    :time (d / day~e.18
                             :mod (p3 / past~e.16)
                             :mod (f / few~e.17)))))"""

MRPC_DEMAND = """# ::snt Another 28 per cent cited stronger demand, while eight per cent intended to boost profits through price increases.
# ::tok Another 28 per cent cited stronger demand , while eight per cent intended to boost profits through price increases .
(c / cite-01~e.4
   :ARG0 (p / percentage-entity~e.3
            :value 28~e.1)
   :ARG1 (d / demand~e.6
            :ARG1-of (h / have-degree-91~e.5
                        :ARG2 (s / strong-02~e.5)
                        :ARG3 (m / more~e.5)))
   :time (i / intend-01~e.12
            :ARG0 (p2 / percentage-entity~e.11
                      :value 8~e.9)
            :ARG1 (b / boost-01~e.14
                     :ARG0 p2
                     :ARG1 (p3 / profit~e.15)
                     :path (i2 / increase~e.18
                               :mod (p4 / price~e.17)))))"""
MRPC_WHO = """# ::snt The latest case is not a public health concern because it does not fit its profile of SARS, the WHO says.
# ::tok The latest case is not a public health concern because it does not fit its profile of SARS , the WHO says .
(s / say-01~e.21
   :ARG0 (o / organization~e.20
            :name (n / name~e.20
                     :op1 "WHO"~e.20))
   :ARG1 (c2 / concern~e.8
             :mod (h2 / health~e.7
                      :ARG1-of (p / public-02~e.6))
             :domain (c / case~e.2
                        :ARG1-of (h / have-degree-91~e.1
                                    :ARG2 (l / late-02~e.1)
                                    :ARG3 (m / most~e.1)))
             :ARG1-of (c3 / cause-01~e.13
                          :ARG0 (f / fit-01~e.13
                                   :ARG0 (i / it~e.10)
                                   :ARG1 (p2 / profile~e.15
                                             :poss i
                                             :mod (s2 / sars~e.17))
                                   :polarity -~e.12))
             :polarity -~e.4))"""
MRPC_PRISONERS = """# ::snt Prisoners were tortured and executed -- their ears and scalps severed for souvenirs.
# ::tok Prisoners were tortured and executed -- their ears and scalps severed for souvenirs .
(a / and~e.3
   :op1 (t / torture-01~e.2
           :ARG1 (p / prisoner~e.0))
   :op2 (e / execute-01~e.4
           :ARG1 p)
   :op3 (s / sever-01~e.10
           :ARG1 (a2 / and~e.8
                     :op1 (e2 / ear~e.7
                              :part-of p)
                     :op2 (s2 / scalp~e.9))
           :purpose (s3 / souvenir~e.12)))"""


MRPC_PUTIN = """# ::snt Russia regards Saudi Arabia as a key Muslim state, Putin said before the meeting.
# ::tok Russia regards Saudi Arabia as a key Muslim state , Putin said before the meeting .
(s / say-01~e.11
   :ARG0 (p / person~e.10
            :name (n / name~e.10
                     :op1 "Putin"~e.10))
   :ARG1 (r / regard-01~e.1
            :ARG0 (c / country~e.0
                     :name (n2 / name~e.0
                               :op1 "Russia"~e.0))
            :ARG1 (c2 / city~e.3
                      :name (n3 / name~e.3
                                :op1 "Saudi"~e.2
                                :op2 "Arabia"~e.3))
            :ARG2 (s2 / state~e.8
                      :ARG1-of (k / key-02~e.6)
                      :mod (m / muslim~e.7)))
   :time (b / before~e.12
            :op1 (m2 / meet-03~e.14)))"""

@pytest.mark.parametrize("var", ["d", "w"])
def test_a_fronted_date_keeps_the_other_time_clause(var: str) -> None:
    # Was "On Wednesday, a man was shot near Kut." (the ":time" of "as he tried" left
    # out with the fronted date's, then refused for dropping "two").
    text = refocused(MRPC_KUT, var).text
    assert text == ("On Wednesday, a man was shot near Kut as he tried to run over two "
                    "marines at a checkpoint."), text


def test_an_adverbial_clause_keeps_the_source_subordinator() -> None:
    # Was "When a man tried to run over two marines at a checkpoint, he was shot near Kut."
    text = refocused(MRPC_KUT, "t").text
    assert text.startswith("As a man tried to run over two marines at a checkpoint, he was shot")
    assert " as he tried to run over" in refocused(MRPC_KUT, "n").text


@pytest.mark.parametrize(("var", "expected"), [
    ("s", "Officials said he had been in protective custody since being transferred to "
          "Souza-Baranowski in April."),
    ("h", "He was the one that had been in protective custody since being transferred to "
          "Souza-Baranowski in April, officials said."),
    # "custody" and "protective" were "There was protective custody he had been since ...",
    # then asserted "It was in protective custody that he had been since being transferred
    # ...": a state clefted as a place, its clause only a copula; now refused
    ("c", ""),
    ("p", ""),
])
def test_a_subjectless_since_clause_is_a_passive_gerund(var: str, expected: str) -> None:
    # Was refused for every focus: "no subject for 'transfer'".
    assert refocused(MRPC_CUSTODY, var).text == expected


# p2 is refused: "About 300 people were the ones"; w ("1,000 wounded in the past few days, and
# about 300 people had been killed, ...") is refused since the killing would lose "in the past
# few days": see test_realizer_mrpc_kept.test_a_list_above_the_old_root_still_follows
@pytest.mark.parametrize("var", ["k"])  # ("d", the days, fronted before both: refused)
def test_a_focus_inside_a_reported_list_keeps_the_attribution(var: str) -> None:
    # Was "300 people had been killed, and 1000 wounded in the past few days." (refused:
    # "'Peter' of the graph is not in the text").
    result = refocused(MRPC_COLEMAN, var)
    assert result.text.endswith(", Health Minister Peter Coleman said."), result


def test_a_title_before_a_name_keeps_its_capital_and_numbers_their_commas() -> None:
    # Was "It was health Minister Peter Coleman who said ... and 1000 wounded ..." (the
    # source wrote "1,000")
    text = refocused(MRPC_COLEMAN, "p").text
    assert text.startswith("It was Health Minister Peter Coleman who said"), text
    assert "1,000 wounded" in text
    # gold graphs (no source) keep "1000": the Little Prince BLEU does not move
    assert realize(penman.decode("(m / mile :quant 1000)")).text == "1000 miles."


@pytest.mark.parametrize(("var", "expected"), [
    ("c", "28 percent cited stronger demand, while 8 percent intended to boost profits through "
          "price increases."),
    ("d", "Stronger demand was cited by 28 percent while 8 percent intended to boost profits "
          "through price increases."),
])
def test_a_comparative_before_its_noun_stays_there(var: str, expected: str) -> None:
    # Was "28 cents per cited demand that was stronger when eight cents intended to ..."
    assert refocused(MRPC_DEMAND, var).text == expected


def test_a_superlative_before_its_noun_stays_there() -> None:
    # Was "... the case that was the latest is not a public health concern ..."; the name
    # keeps the source's "the" since issue 12's third round ("It is WHO that says")
    assert refocused(MRPC_WHO, "o").text.startswith("It is the WHO that says the latest case is not")


def test_a_shared_passive_subject_stays_the_patient() -> None:
    # Was "Prisoners executed, and ears and scalps were severed ..." (the parser made the
    # prisoners the executioners; tests/builtin/test_parser.py checks the graph)
    text = refocused(MRPC_PRISONERS, "t").text
    assert text.startswith("Prisoners were tortured, and they were executed"), text
    # (round 35: the focus on "executed", "Prisoners were executed, and ... and prisoners
    # were tortured", told the three deeds out of order and is refused)
    assert refocused(MRPC_PRISONERS, "e").refusal == \
        "one subject's clauses told in sequence cannot change order"


def test_a_predicative_complement_keeps_as() -> None:
    # Was "Saudi Arabia is regarded a key Muslim state by Russia" / "... regards Saudi Arabia,"
    assert refocused(MRPC_PUTIN, "c2").text == "Saudi Arabia is regarded as a key Muslim " \
        "state by Russia, Putin said before the meeting."


def test_a_predicative_complement_is_no_existential() -> None:
    # Was kept: "There is a key Muslim state that Russia regards Saudi Arabia as, Putin said
    # before the meeting.": what Saudi Arabia is regarded as is no thing said to exist
    # (realize_existentials)
    assert not refocused(MRPC_PUTIN, "s2").text.startswith("There is")
