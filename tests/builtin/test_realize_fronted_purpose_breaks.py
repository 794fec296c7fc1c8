"""realize_fronted_purpose_breaks: a fronted purpose that is not English or not the source's
purpose (MRPC train, tuning stretches; sources are spaced tokens)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_fronted_purpose_breaks import broken_fronted_purpose

ROMANOW = ("Thursday , Mr. Romanow called it an offence to democracy to not implement a "
           "council that so many Canadians support .")
WILLUMSTAD = ("It also named Robert Willumstad chief operating officer , also to take "
              "effect by Jan. 1 , 2004 .")
NELSON = "Nelson had received a technical foul with 2:46 to go in the first quarter ."
LABELS = ("It also supports coloured labels to better organise documents , and dynamic "
          "browsing of the network for Mac , Windows and Unix file servers .")
ANNAN = ("U.N. Secretary-General Kofi Annan on Saturday called for the urgent dispatch of"
         " a multinational force to Liberia to halt fighting .")
STAFF = "He hired new staff , and to cut costs , he closed two plants ."


def test_a_bare_negative_purpose_is_found() -> None:
    # Was kept (1922): "Not to ..." fronted is no English purpose
    assert broken_fronted_purpose(
        "Not to implement a council that so many Canadians support, Mr. Romanow called it an "
        "offence to democracy Thursday.", ROMANOW.split()) == "not to"


def test_an_afterthought_fronted_is_found() -> None:
    # Was kept (1287): "also" said twice, the timing said as the naming's purpose
    assert broken_fronted_purpose(
        "Also to take effect by January 1, 2004, it also named Robert Willumstad chief "
        "operating officer.", WILLUMSTAD.split()) == "also to"


def test_time_left_to_go_fronted_is_found() -> None:
    # Was kept (458)
    assert broken_fronted_purpose(
        "To go in the first quarter, Nelson had received a technical foul with 2:46.",
        NELSON.split()) == "to go"


def test_a_list_broken_into_the_purpose_is_found() -> None:
    # Was kept (4409): the second thing supported said inside the purpose
    assert broken_fronted_purpose(
        "To better organise documents, and dynamic browsing of the network for Mac, Windows and"
        " Unix file servers, it also supports coloured labels.", LABELS.split()) == "and"


def test_a_fronted_purpose_is_left() -> None:
    # 2142, and two purposes joined by "and to"
    assert broken_fronted_purpose(
        "To halt fighting, Kofi Annan called on Saturday for the urgent dispatch of a "
        "multinational force to Liberia.", ANNAN.split()) is None
    assert broken_fronted_purpose(
        "To cut costs, and to save cash, he closed two plants.", STAFF.split()) is None
    assert broken_fronted_purpose("He hired new staff, and to cut costs, he closed two plants.",
                                  STAFF.split()) is None


GOODREM = ("Goodrem spent yesterday resting in her family home in Sydney and will have more "
           "tests today to determine her exact treatment .")
OPTION = ("It also offers a \" self-healing \" option so businesses have continuous access to "
          "critical servers , data and applications .")


def test_the_subject_given_to_the_purpose_is_found() -> None:
    # Was kept (2674): the tests, not Goodrem, determine her treatment
    assert broken_fronted_purpose(
        "For Goodrem to determine her exact treatment, she will have more tests today, and she "
        "spent yesterday resting in her family home in Sydney.", GOODREM.split()) == "for ... to"
    # 2322: the businesses are not the clause's subject
    assert broken_fronted_purpose(
        "For businesses to have continuous access to critical servers, data and applications, "
        "it also offers a \"self-healing\" option.", OPTION.split()) is None
