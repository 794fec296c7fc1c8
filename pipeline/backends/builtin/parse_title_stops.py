"""A title's abbreviation before a name kept one word with its stop, before spaCy parses.

News text shortens a rank or office before a name: "Sgt. Steve Dixon", "Capt. Doug
McDonald", "Cmdr. Rod Gibbons", "Pfc. Jessica Lynch", "Brig. Gen. Mastin M. Robeson".
spaCy's tokenizer keeps some of these whole ("Gen.", "Sen.", "Gov.", "Rep.", "Rev.") but
splits the others into the word and a full stop ("Sgt" "."), and its parser then reads
that stop as the end of a sentence: "Cruz tried to fight off officers ..., Sgt. Steve
Dixon said." became two sentences, realized "... after a police dog bit him, Sgt, and
Steve Dixon said."; "Naval Academy spokesman Cmdr." was a sentence of its own.

:func:`join_title_stops` joins such a word and its stop into one token, as the tokenizer
does for "Gen.", on the document before the pipeline runs (the shared tokenizer is left
as it is: the scorers read text with it), where the stop is followed by a capitalised
word (the name, or the next title: "Brig. Gen."); and it tells the parser that the name
does not begin a sentence.  A title at the end of a sentence ("... by the Sgt.") is left
alone: its stop also ends the sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["TITLE_ABBREVIATIONS", "join_title_stops"]

# Abbreviated ranks and offices that spaCy's tokenizer splits from their stop (it keeps
# "Gen.", "Sen.", "Gov.", "Rep.", "Rev.", "Dr.", "Mr." whole already).
TITLE_ABBREVIATIONS = frozenset({
    "Sgt", "Brig", "Lt", "Col", "Capt", "Cpt", "Maj", "Cpl", "Pvt", "Pfc", "Spc", "Sfc",
    "Cmdr", "Cdr", "Comdr", "Adm", "Ens", "Lieut", "Supt", "Insp", "Det", "Atty", "Msgr",
    "Amb", "Hon",
    # plural titles of a list of names: "Sens. John Kerry and Bob Graham declined"
    "Sens", "Reps", "Govs", "Drs", "Gens",
})
# Titles the tokenizer keeps whole; the word after them is no sentence start either.
_WHOLE = frozenset({"Gen", "Sen", "Gov", "Rep", "Rev"})


def join_title_stops(doc: Doc) -> Doc:
    """``doc`` (tokenized only) with each abbreviated title before a capitalised word made
    one token with its stop, that word marked as no sentence start; returns ``doc``.

    >>> from pipeline.nlp import load_spacy
    >>> nlp = load_spacy()
    >>> doc = join_title_stops(nlp.make_doc("A dog bit him, Sgt. Steve Dixon said."))
    >>> [t.text for t in doc][5:8]
    ['Sgt.', 'Steve', 'Dixon']
    >>> len(list(nlp(doc).sents))
    1
    """
    spans = [doc[tok.i:tok.i + 2] for tok in doc[:-2]
             if tok.text in TITLE_ABBREVIATIONS and not tok.whitespace_
             and doc[tok.i + 1].text == "." and doc[tok.i + 1].whitespace_
             and doc[tok.i + 2].text[:1].isupper()]
    if spans:
        with doc.retokenize() as retokenizer:
            for span in spans:
                retokenizer.merge(span)
    for tok in doc[:-1]:
        if tok.text.endswith(".") and tok.text[:-1] in TITLE_ABBREVIATIONS | _WHOLE \
                and doc[tok.i + 1].text[:1].isupper():
            doc[tok.i + 1].is_sent_start = False
    return doc
