"""The realizer's own slips that grammar_errors counts, read off the spaCy parse: a chain of
relative clauses other than a focus construction's, "them, who", a pronoun as a bare list
member, a restrictive relative right after a bare name, a bare month, a number subject of a
participle with no auxiliary, "less or 20 cents", a capitalised function word inside a
sentence.  Split from grammar.py, which counts them with the parser's general breakage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_entities import MONTH_NAMES

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["RELATIVE_WORDS", "bare_month", "bare_participle", "comparative_or_number",
           "midsentence_capital", "nested_focus", "pronoun_list_member", "pronoun_relative",
           "proper_restrictive", "relative_clauses"]

RELATIVE_WORDS = frozenset({"which", "who", "whom", "that"})
# Personal pronouns that cannot take a relative clause or stand alone in a list ("it" can:
# "..., which it did" is a sentence relative, and "it" heads clefts).
_PERSONAL = frozenset({"i", "me", "you", "he", "him", "she", "her", "we", "us", "they", "them"})
_MONTHS = frozenset(month.capitalize() for month in MONTH_NAMES)


def _focus_head(antecedent: Token) -> bool:
    """``antecedent`` heads a cleft's focus ("It was the cat") or is "the one (who)"."""
    if antecedent.lower_ in ("one", "ones"):
        return True
    verb = antecedent.head
    return antecedent.dep_ == "attr" and verb.lemma_ == "be" \
        and any(c.dep_ == "nsubj" and c.lower_ == "it" for c in verb.children)


def _focus_clause(clause: Token) -> bool:
    """The relative clause of a cleft ("It was the cat that sat ...") or of "the one who":
    the realizer's focus constructions, fluent English however many of them it makes."""
    return _focus_head(clause.head) or nested_focus(clause) is not None


# Links by which the parser may hang a cleft's relative clause on a noun inside its focus.
_INSIDE_FOCUS = frozenset({"pobj", "prep", "conj", "appos"})


def nested_focus(clause: Token) -> Token | None:
    """The head of the cleft focus that ``clause`` belongs to when the parser attached the
    clause to a noun inside that focus: "It is the number of active probable cases that has
    declined to 573 globally" (on "cases"), "It was Ebbers' lawyer, Reid Weingarten, who
    said ..." (on the apposition).  Only the focus's first relative clause, with no verb or
    relative word between the focus and it: "It was the man who met the woman who left"
    keeps its second, chained clause.  The clause must open with its relative word (not
    "a desperate measure to curry favor", an infinitive the parser calls a relative), and
    one hung on an apposition must follow a comma, as a name's relative clause does:
    "It was the South Florida Sun-Sentinel, a Tribune Publishing newspaper, Diane Lade that
    contributed ..." is a garbled focus.

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> doc = nlp("It is the number of active probable cases that has declined to 573 globally.")
    >>> nested_focus(doc[10]).text
    'number'
    >>> nested_focus(nlp("The number of cases that has declined is small.")[5]) is None
    True
    """
    opening = clause.left_edge
    if opening.lower_ not in RELATIVE_WORDS or opening.i == 0:
        return None
    antecedent = clause.head
    while antecedent.dep_ in _INSIDE_FOCUS and antecedent.head.i < antecedent.i:
        if antecedent.dep_ == "appos" and clause.doc[opening.i - 1].text != ",":
            return None
        antecedent = antecedent.head
        if _focus_head(antecedent):
            between = clause.doc[antecedent.i + 1:clause.left_edge.i]
            if any(t.lower_ in RELATIVE_WORDS or t.pos_ in ("VERB", "AUX") for t in between):
                return None
            return antecedent
    return None


def relative_clauses(doc: Doc) -> int:
    """Relative clauses other than a focus construction's: chains of them are how the
    realizer garbles ("..., which was aimed to the raid that the daily Hurriyet said")."""
    return sum(1 for t in doc if t.dep_ == "relcl" and not _focus_clause(t))


def pronoun_relative(doc: Doc) -> int:
    """A personal pronoun as the antecedent of "who": "severed them, who tortured"
    (English puts a relative clause on a noun, not on "them"; "those who" is fluent).

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> pronoun_relative(nlp("Ears severed them, who tortured frequently."))
    1
    >>> pronoun_relative(nlp("He asked them who was responsible, and those who knew said so."))
    0
    """
    return sum(1 for a, b, c in zip(doc, doc[1:], doc[2:], strict=False)
               if a.lower_ in _PERSONAL and a.tag_ == "PRP" and b.text == ","
               and c.lower_ in ("who", "whom"))


def pronoun_list_member(doc: Doc) -> int:
    """A personal pronoun set off by commas on both sides, a bare list member or a
    left-over: "and prisoners, they, and scalps"; "Smith, he said, left" is fluent.

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> pronoun_list_member(nlp("Prisoners, they, and scalps were shot."))
    1
    >>> pronoun_list_member(nlp("The company, he said, will appeal, and they will win."))
    0
    """
    return sum(1 for a, b, c in zip(doc, doc[1:], doc[2:], strict=False)
               if a.text == "," and b.lower_ in _PERSONAL and b.tag_ == "PRP" and c.text == ",")


def proper_restrictive(doc: Doc) -> int:
    """A restrictive relative clause right after a bare proper name, without the comma a
    name's relative clause takes: "WebTV that was sold to Microsoft"; a cleft's focus
    ("It was Microsoft that ...") and "the Senate that ..." are left alone.

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> proper_restrictive(nlp("Today, WebTV that was sold to Microsoft in 1997 is called MSN TV."))
    1
    >>> proper_restrictive(nlp("WebTV, which was sold to Microsoft in 1997, is now MSN TV."))
    0
    >>> proper_restrictive(nlp("It was Microsoft that acquired WebTV."))
    0
    """
    count = 0
    for token in doc[1:]:
        name, clause = doc[token.i - 1], token.head
        if token.lower_ in RELATIVE_WORDS and clause.dep_ == "relcl" \
                and name.tag_ in ("NNP", "NNPS") and clause.head.i in (name.i, name.head.i) \
                and not any(c.dep_ == "det" for c in clause.head.children) \
                and not _focus_clause(clause):
            count += 1
    return count


def bare_month(doc: Doc) -> int:
    """A month name standing alone as an adverbial or object ("to move October"): English
    says "in October", "last October" or "October 5".

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> bare_month(nlp("The judge ordered the monument to be moved October, the paper said."))
    1
    >>> bare_month(nlp("Sales rose in October, and last March, and on October 5, and October sales fell."))
    0
    """
    return sum(1 for t in doc if t.text in _MONTHS and t.pos_ == "PROPN"
               and t.dep_ in ("npadvmod", "dobj", "obj")
               and not any(True for _ in t.children)
               and not (t.i + 1 < len(doc) and doc[t.i + 1].like_num))


def bare_participle(doc: Doc) -> int:
    """A number as the subject of a past participle with no auxiliary before any auxiliary it
    could share: "1,000 wounded, and 300 people had been killed"; the gapped "300 people had
    been killed and 1,000 wounded" is fluent.

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> bare_participle(nlp("In the past few days, 1,000 wounded, and about 300 people had been killed."))
    1
    >>> bare_participle(nlp("In the past few days, 300 people had been killed and 1,000 wounded."))
    0
    """
    count = 0
    for token in doc:
        if token.tag_ == "VBN" and token.dep_ in ("ROOT", "ccomp", "conj", "advcl") \
                and any(c.dep_ in ("nsubj", "nsubjpass") and c.tag_ == "CD" for c in token.children) \
                and not any(t.dep_ in ("aux", "auxpass") for t in doc[:token.i + 1]):
            count += 1
    return count


def comparative_or_number(doc: Doc) -> int:
    """A comparative before "or" and a number: "less or 20 cents" (English: "20 cents or
    less"; "more or less" is fluent).

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> comparative_or_number(nlp("It was less or 20 cents per contract."))
    1
    >>> comparative_or_number(nlp("It cost 20 cents or less, more or less."))
    0
    """
    return sum(1 for a, b, c in zip(doc, doc[1:], doc[2:], strict=False)
               if a.lower_ in ("less", "more", "fewer") and b.lower_ == "or" and c.like_num)


_OPENERS = frozenset({".", ":", ";", "?", "!", '"', "'", "``", "''", "(", "[", "-", "--"})
_CLOSED_TAGS = frozenset({"DT", "RB", "PRP", "PRP$", "IN", "CC", "MD", "WDT", "WP",
                          "VB", "VBD", "VBP", "VBZ"})


def midsentence_capital(doc: Doc) -> int:
    """A capitalised function word or verb inside a sentence, where a quote or clause was
    spliced in without its opening ("the fact These documents are", "by Just sitting");
    words of a name ("Mr So", "The Winston") and "I" are left alone.

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> midsentence_capital(nlp("This investigation has led nowhere, which is the fact These documents are."))
    1
    >>> midsentence_capital(nlp('He said: "These documents are indecipherable to me," and I agree with Mr So.'))
    0
    """
    return sum(1 for t in doc[1:] if t.is_title and not t.is_upper and t.tag_ in _CLOSED_TAGS
               and t.text not in ("The", "A", "An", "I") and doc[t.i - 1].text not in _OPENERS
               and doc[t.i - 1].tag_ not in ("NNP", "NNPS"))
