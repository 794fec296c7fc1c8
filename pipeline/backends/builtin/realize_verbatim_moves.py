"""Each ``verbatim-*`` alternative of the root and the method of realize_verbatim_alternatives'
mixins that says it (its module in brackets)."""

from __future__ import annotations

__all__ = ["VERBATIM_MOVES"]

VERBATIM_MOVES = {
    "verbatim-reporting": "verbatim_reporting",  # (realize_verbatim_reporting)
    "verbatim-according": "verbatim_according",  # (realize_verbatim_according)
    "verbatim-cleft": "verbatim_cleft",  # (realize_verbatim_alternatives)
    "verbatim-fronting": "verbatim_fronting",  # (realize_verbatim_fronting)
    "verbatim-concessive": "verbatim_concessive",  # (realize_verbatim_concessive)
    "verbatim-split": "verbatim_split",  # (realize_verbatim_concessive)
    "verbatim-partitive": "verbatim_partitive",  # (realize_verbatim_partitive)
    "verbatim-raising": "verbatim_raising",  # (realize_verbatim_raising)
    "verbatim-closing": "verbatim_closing",  # (realize_verbatim_closing)
    "verbatim-pseudo-cleft": "verbatim_what_said",  # (realize_verbatim_what_said)
    "verbatim-deed": "verbatim_deed",  # (realize_verbatim_deed)
    "verbatim-level": "verbatim_level",  # (realize_verbatim_level)
    "verbatim-from-to": "verbatim_from_to",  # (realize_verbatim_level)
    "verbatim-day": "verbatim_day",  # (realize_verbatim_day)
    "verbatim-clause-first": "verbatim_clause_first",  # (realize_verbatim_clause_first)
    "verbatim-passive": "verbatim_passive",  # (realize_verbatim_passive)
    "verbatim-copula": "verbatim_copula",  # (realize_verbatim_copula)
    "verbatim-medial": "verbatim_medial",  # (realize_verbatim_medial)
    "verbatim-possessed": "verbatim_possessed",  # (realize_verbatim_possessed)
    "verbatim-copula-cleft": "verbatim_copula_cleft",  # (realize_verbatim_copula_cleft)
    "verbatim-clause-predicate": "verbatim_clause_predicate",  # (realize_verbatim_clause_predicate)
    "verbatim-existential": "verbatim_existential",  # (realize_verbatim_existential)
    "verbatim-however": "verbatim_however",  # (realize_verbatim_however)
    "verbatim-inversion": "verbatim_inversion",  # (realize_verbatim_inversion)
    "verbatim-though": "verbatim_though",  # (realize_verbatim_however)
    "verbatim-medial-adverb": "verbatim_medial_adverb",  # (realize_verbatim_medial_adverb)
    "verbatim-extraposed": "verbatim_extraposed",  # (realize_verbatim_impersonal)
    "verbatim-impersonal": "verbatim_impersonal",  # (realize_verbatim_impersonal)
    "verbatim-participle-first": "verbatim_participle_first",  # (realize_verbatim_participle_first)
    # (realize_verbatim_shared_auxiliary)
    "verbatim-shared-auxiliary": "verbatim_shared_auxiliary",
}
