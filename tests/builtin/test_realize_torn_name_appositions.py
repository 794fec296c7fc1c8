"""realize_torn_name_appositions: the name of a source apposition said after another word
(MRPC train 3939, 2343, their passives and cleft)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_torn_name_appositions import torn_name_apposition


def _tokens(sentence: str) -> list[str]:
    return sentence.split(" ")


ISTOMIN = _tokens("Istomin later married Casals ' widow , Marta , after Casals ' death in 1973 .")
THANKED = _tokens("She also thanked her boyfriend , Sgt . Ruben Contreras , who was sitting next "
                  "to the stage .")


def test_a_name_left_behind_by_its_noun_is_found() -> None:
    assert torn_name_apposition("Casals' widow was later married by Istomin, Marta, after "
                                "Casals' death in 1973.", ISTOMIN) == "Marta"
    assert torn_name_apposition("It was Casals' widow that Istomin later married, Marta, after "
                                "Casals' death in 1973.", ISTOMIN) == "Marta"
    assert torn_name_apposition("Her boyfriend was also thanked by her, Sgt. Ruben Contreras, "
                                "who was sitting next to the stage.", THANKED) \
        == "Sgt. Ruben Contreras"


def test_a_name_after_its_noun_or_a_speaker_stays() -> None:
    assert torn_name_apposition("After Casals' death in 1973, Istomin later married Casals' "
                                "widow, Marta.", ISTOMIN) is None
    assert torn_name_apposition("She was the one who also thanked her boyfriend, Sgt. Ruben "
                                "Contreras, who was sitting next to the stage.", THANKED) is None
    healey = _tokens("In an interview , Ms. Healey , who is a criminologist , said many "
                     "lawmakers shared a wariness toward capital punishment .")
    assert torn_name_apposition("Many lawmakers shared a wariness toward capital punishment, "
                                "Ms. Healey, who is a criminologist, said in an interview.",
                                healey) is None
