"""realize_demoted_main_clauses: the source's main clause said as a restrictive relative
clause of the noun its ", who"/", which" aside described, the aside asserted (MRPC train,
tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_demoted_main_clauses import main_clause_made_relative


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


TROOPS = _tokens("The American troops , who also defend the mayor 's compound , have been "
                 "attacked on two separate occasions .")
VIRTUAL_PC = _tokens("Virtual PC , which Microsoft acquired from Connectix Corp. in February , "
                     "will not run on the G5 , the company said .")
RUSSELL = _tokens("The Russell 2000 index , which tracks smaller company stocks , was up 1.02 "
                  ", or 0.21 percent , at 496.83 .")
FIRES = _tokens("Fires in Spain 's Extremadura region , which borders Portugal , have forced "
                "hundreds of people to evacuate their homes .")
# an aside holding its own commas (4372, 1373)
FAWN = _tokens("The fawn , named after Dr Duane Kraemer , one of the researchers , was born a "
               "few months ago .")
ROXIO = _tokens("Roxio , which is based in Santa Clara , Calif. , would get access to the music "
                "libraries of the major labels and the Pressplay distribution system .")
JACKSON = _tokens("Jackson , 45 , posted a $ 3 million bond and returned to Las Vegas , where "
                  "he is filming a music video .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (36, 2355, 2249): the aside asserted, the main clause made to pick the noun out
    (TROOPS, "The mayor's compound is also defended by the American troops that have been "
     "attacked on two separate occasions.", "that have been"),
    (TROOPS, "It is the mayor's compound that the American troops that have been attacked on "
     "two separate occasions also defend.", "that have been"),
    (VIRTUAL_PC, "Virtual PC that will not run on the G5, the company said, was acquired from "
     "Connectix Corp. by Microsoft in February.", "that will not"),
    (RUSSELL, "Smaller company stocks are tracked by the Russell 2000 index that was up 1.02, or "
     "0.21 percent, at 496.83.", "that was up"),
    (FAWN, "The fawn that was born a few months ago was named after Dr Duane Kraemer, one of the"
     " researchers.", "that was born"),
    (ROXIO, "It is in Santa Clara, Calif., that Roxio that would get access to the music "
     "libraries of the major labels and the Pressplay distribution system is based.",
     "that would get"),
])
def test_a_main_clause_said_as_a_relative_is_found(
        tokens: list[str], text: str, found: str) -> None:
    assert main_clause_made_relative(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    (VIRTUAL_PC, "It was the company that said Virtual PC, which Microsoft acquired from "
     "Connectix Corp. in February, will not run on the G5."),
    # a cleft on the main clause's subject says the main verb group after its own 'that' (2455)
    (FIRES, "It is fires in Spain's Extremadura region that borders Portugal that have forced "
     "hundreds of people to evacuate their homes."),
    # no ", who"/", which" aside in the source
    (JACKSON, "It was Jackson, 45, who posted a $3 million bond and returned to Las Vegas, where "
     "he is filming a music video."),
])
def test_other_relatives_are_left(tokens: list[str], text: str) -> None:
    assert main_clause_made_relative(text, tokens) is None
