"""realize_fronted_infinitives: an infinitive the source said as a verb's or noun's complement
fronted as the clause's purpose (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_fronted_infinitives import complement_fronted_as_purpose


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


MTA = _tokens("The MTA argued it needed to raise fares to close a two-year deficit it estimated"
              " , at different times , to be $952 million or $2.8 billion .")
CHAOS = _tokens("Internal chaos has allowed foreign companies to set up damaging commercial "
                "logging and fishing operations without proper monitoring or export controls .")
JUSTICES = _tokens("Justices said that the Constitution allows the government to administer "
                   "drugs only \" in limited circumstances . \"")
WISH = _tokens("He also reaffirmed his wish to resolve the North Korean nuclear crisis "
               "peacefully .")
LEAVE = _tokens("He was given leave to appeal against part of his conviction and sentence .")
PORTS = _tokens("Under the program , US officials work with foreign port authorities to seek "
                "out high-risk cargo before it can reach the United States .")
GASSES = _tokens("The damage to the wing provided a pathway for hot gasses to penetrate the "
                 "ship 's thermal armor during Columbia 's ill-fated reentry , it said .")
MALVO = _tokens("Malvo was in the courtroom for about two minutes yesterday to allow a "
                "prosecution witness to identify him .")
BOARD = _tokens("We will work with the board to ensure a smooth transition .")


def test_a_verbs_complement_fronted_is_found() -> None:
    # Were kept (963, 2525, 4895): what was needed or allowed said as what it is done for
    assert complement_fronted_as_purpose(
        "To raise fares $952 million or $2.8 billion to close a two-year deficit it estimated "
        "at different times, it needed, the MTA argued.", MTA) == "needed to raise"
    assert complement_fronted_as_purpose(
        "To set up damaging commercial logging and fishing operations without proper monitoring"
        " or export controls, internal chaos has allowed foreign companies.",
        CHAOS) == "allowed ... to set"
    assert complement_fronted_as_purpose(
        "Only to administer drugs \"in limited circumstances\", the Constitution allows the "
        "government, justices said.", JUSTICES) == "allows ... to administer"


def test_a_nouns_complement_fronted_is_found() -> None:
    # Were kept (2705, 3356): the wish and the leave lose what they are for
    assert complement_fronted_as_purpose(
        "To resolve the North Korean nuclear crisis peacefully, he also reaffirmed his wish.",
        WISH) == "wish to resolve"
    assert complement_fronted_as_purpose(
        "To appeal against part of his conviction and sentence, he was given leave.",
        LEAVE) == "leave to appeal"


def test_an_infinitive_with_its_own_for_subject_fronted_is_found() -> None:
    # Was kept (3913): the gasses' penetrating said as the damage's purpose
    assert complement_fronted_as_purpose(
        "To penetrate the ship's thermal armor during Columbia's ill-fated reentry, the damage "
        "to the wing provided a pathway for hot gasses, it said.", GASSES) == "for ... to penetrate"
    # 4644: "for" a length of time
    assert complement_fronted_as_purpose(
        "To allow a prosecution witness to identify him, Malvo was in the courtroom for about "
        "two minutes yesterday.", MALVO) is None


def test_a_purpose_fronted_is_left() -> None:
    # 4244, 378: the infinitive is what the work is done for
    assert complement_fronted_as_purpose(
        "To seek out high-risk cargo before it can reach the United States, US officials work "
        "with foreign port authorities under the program.", PORTS) is None
    assert complement_fronted_as_purpose(
        "To ensure a smooth transition, we will work with the board.", BOARD) is None
    assert complement_fronted_as_purpose(
        "He also reaffirmed his wish to resolve the North Korean nuclear crisis peacefully.",
        WISH) is None


GAMBLE = _tokens("Supporters say those people will gamble and have enough money left over to "
                 "spend in restaurants and stores .")
FMI = _tokens("The FMI estimates that last year 15.7 percent of the average supermarket 's sales"
              " went to pay employee costs .")
HARM = _tokens("\" But that does not clear them of the responsibility to do everything possible "
               "to minimize civilian harm . \"")


def test_what_an_amount_suffices_for_fronted_is_found() -> None:
    # Was kept (4836): the spending said as what the people have money for, with a subject
    assert complement_fronted_as_purpose(
        "For those people to spend in restaurants and stores, they will have enough money left "
        "over, and they will gamble, supporters say.", GAMBLE) == "enough ... to spend"


def test_went_and_possible_complements_fronted_are_found() -> None:
    # Were kept (6569, 2017)
    assert complement_fronted_as_purpose(
        "To pay employee costs, 15.7 percent of the average supermarket's sales went last year,"
        " the FMI estimates.", FMI) == "went to pay"
    assert complement_fronted_as_purpose(
        "To minimize civilian harm, the responsibility that that does not clear them of does "
        "everything possible.", HARM) == "possible to minimize"


BLACKOUT = _tokens("President George Bush called the blackout \" a wake-up call \" to modernise "
                   "the nation 's power-sharing system .")


def test_a_quoted_calls_infinitive_fronted_is_found() -> None:
    # Was kept (6022): what the wake-up call is for said as why Bush called the blackout one
    assert complement_fronted_as_purpose(
        "To modernise the nation's power-sharing system, President George Bush called the "
        "blackout \"a wake-up call.\"", BLACKOUT) == "call to modernise"
