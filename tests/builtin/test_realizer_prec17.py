"""MRPC train sentences whose coordinated clauses a focus re-told: the shared subject said
again as a name ("..., and Bryant posted a $25,000 bond"), or the conjuncts of a "but" or
of an "also" turned around (realize_shared_subjects).  They parse with the real parser, so
they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BRYANT = "Bryant surrendered to authorities on Friday and posted a $25,000 bond."
CRUZ = ("Cruz looked like a police sketch of the suspect and had injuries consistent with what "
        "police expected from the struggle he had with Jennette's mother, Chief William "
        "Lansdowne said.")
GOH = ("On the sidelines of the Bo'ao forum, Mr Goh also met Pakistani President Pervez "
       "Musharraf and held talks with Tajikistan President Emomali Sharipovich Rakhmonov.")
YOUNG = ("Under NASD regulations, Mr. Young can file a response and request a hearing before an "
         "NASD panel.")
KERKORIAN = ("Mr. Kerkorian tried unsuccessfully to take over Chrysler in 1995, but did win "
             "representation on its board.")
CHIRAC = ("Chirac, who can pardon a law-breaker, refused Humbert's request last year but kept in "
          "close touch with the family.")
DUROUSSEAU = ("Paul Durousseau, 30, was charged with murder in five Jacksonville slayings between "
              "December and February, and is also suspected of a 1997 Georgia killing.")


def test_a_shared_subject_is_said_once(parser: BuiltinParser) -> None:
    # Was "Bryant surrendered to authorities on Friday, and Bryant posted a $25,000 bond."
    texts = every_text(parser, BRYANT)
    # (refused now, a phrase of one clause fronted before both: realize_conjunct_leads)
    assert "On Friday, Bryant surrendered to authorities, and posted a $25,000 bond." not in texts
    assert not [t for t in texts if t and "and Bryant posted" in t
                and not t.startswith("There were")], texts


def test_a_reported_coordination_keeps_one_subject(parser: BuiltinParser) -> None:
    # Was "Chief William Lansdowne said Cruz looked like a police sketch of the suspect, and
    # Cruz had injuries ..." (Cruz, a name the parse left a common noun, said again)
    texts = every_text(parser, CRUZ)
    assert ("Chief William Lansdowne said Cruz looked like a police sketch of the suspect and "
            "had injuries that are consistent with what police expected from the struggle that "
            "he had with the mother of Jennette.") in texts
    assert not [t for t in texts if t and "and Cruz had" in t
                and not t.startswith("Like")], texts


def test_the_old_root_after_the_main_clause_keeps_its_subject_unsaid(parser: BuiltinParser) -> None:
    # Was "Mr Goh held talks with ..., and Goh also met ..." (a shortened name again)
    texts = every_text(parser, GOH)
    # (the talks no longer lead: a subject's past deeds said once keep their order,
    # realize_event_order.subject_said_once)
    assert ("Mr Goh also met Pakistani President Pervez Musharraf on the sidelines of the Bo'ao "
            "forum, and held talks with Tajikistan President Emomali Sharipovich Rakhmonov."
            ) in texts
    # (after a cleft on the other participant the subject stays: "It was Pakistani President
    # Pervez Musharraf that Mr Goh also met ..., and held talks" would give him the talks)
    assert not [t for t in texts if t and "forum, and held talks" in t
                and t.startswith("It was Pakistani")], texts


def test_a_modal_clause_shares_its_subject(parser: BuiltinParser) -> None:
    # Was "Mr. Young can file a response under NASD regulations, and Young can request ..."
    texts = every_text(parser, YOUNG)
    assert ("Mr. Young can file a response under NASD regulations, and can request a hearing "
            "before an NASD panel.") in texts
    assert not [t for t in texts if t and "and Young can" in t and t.startswith("Mr. Young")], texts


def test_a_but_keeps_its_order(parser: BuiltinParser) -> None:
    # Was kept: "Mr. Kerkorian won representation on its board, but Kerkorian tried
    # unsuccessfully to take over Chrysler in 1995": the contrast turned around
    texts = every_text(parser, KERKORIAN)
    assert not [t for t in texts if t and t.startswith("Mr. Kerkorian won")], texts
    texts = every_text(parser, CHIRAC)
    assert not [t for t in texts if t and "family, but Chirac refused" in t], texts


def test_an_also_conjunct_is_not_said_first(parser: BuiltinParser) -> None:
    # Was kept: "Paul Durousseau, 30, is also suspected of killing 1997 Georgia, and
    # Durousseau was charged with murder ...": "also" adds to nothing said yet
    texts = every_text(parser, DUROUSSEAU)
    assert not [t for t in texts if t and t.startswith("Paul Durousseau, 30, is also")], texts
    assert not [t for t in texts if t and "and Durousseau" in t], texts
