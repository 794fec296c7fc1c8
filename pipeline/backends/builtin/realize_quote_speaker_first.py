"""A quotation said first and its speaker after, turned round in the source's own words:
'Stegman said, "Right now, there is nothing we can do."' from '"Right now, there is nothing
we can do," Stegman said.' (``verbatim-quotation``).

A direct quotation's words are the speaker's and must not change.  The speaker-first text
was made by rebuilding the quotation from the graph, which lost its marks or changed its
words ('Stegman said right now, there is nothing we can do.'), and the graph's own faults
(a modal, "I´m", "It''s" or a word the parse dropped) refused it with every other focus:
13 of the 268 tuning sentences of this shape had no rebuilt text at all.  This move says
the quotation and the attribution as the source wrote them, and only moves the
attribution first, so a fault of the graph inside the quotation does not reach it.

The graph only confirms the shape: the top is a verb of saying aligned to the attribution's
verb (the parse's root, or the focus of one the parse hung below the quotation).  The attribution must be a plain one, "SPEAKER VERB [a short tail
with no comma]" ("Omi told a news conference in Beijing on Tuesday") or "VERB SPEAKER [,
apposition]" ("said Hagel", "said Troy, who spoke quickly but in a steady voice"); a
participle clause after it ("Woods said, referring to ..."), a second quotation or a
phrase between the quotation and its speaker ('"...," including use of ..., Ridge said')
refuse.

The same shape guards the rebuilt texts (:func:`reworded_quotation`, a check of
realize_source_faults): a quotation said without its marks and not word for word is refused,
its words reworded as nobody's report ("The smoking gun has been found by us, ..., Scott
Hubbard said."; "Dyke said the first time, there is ..." for '"For the first time, ...').
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_base import stem
from pipeline.backends.builtin.realize_root_fallback import comparable_words
from pipeline.backends.builtin.realize_tree import Node, Source
from pipeline.backends.builtin.realize_verbatim_spans import finite_verb
from pipeline.backends.builtin.realize_words import PREPOSITIONS, QUOTING, RELATIVE_PRONOUNS

__all__ = ["reworded_quotation", "speaker_first_offer", "speaker_first_quotation"]

# The whole sentence a quotation and then its attribution: the quotation closed by its comma
# or its own "?" / "!" inside the marks, no other quotation mark after it.
_QUOTE_FIRST = re.compile(
    r'^(?P<open>["\u201c])(?P<quote>[^"\u201c\u201d]+?)(?P<mark>[,?!])(?P<close>["\u201d])\s+'
    r'(?P<attribution>[^"\u201c\u201d]+?)\s*\.$')
# The most words a tail after the verb may hold ("told a news conference in Beijing on
# Tuesday"): a longer one is a clause of its own more often than a circumstance.
_MAX_TAIL = 8
# Doubled apostrophes of the corpus's typesetting inside a word ("It''s"): one apostrophe.
_DOUBLED_APOSTROPHE = re.compile(r"(?<=\w)''(?=\w)")
# A contraction's second half as a token of its own with no apostrophe: a word the
# input's normalizing cut ("I m" for "I\u00b4m"), which the text would say garbled.
_CONTRACTION_TAILS = frozenset(["m", "s", "t", "ll", "re", "ve", "d"])
_TEXT_MARKS = re.compile(r'["\u201c\u201d]')
# A saying the attribution denies or only supposes.
_HEDGED = re.compile(r"\b(?:not|never|n't|would|could|might|may|will)\b", re.IGNORECASE)
_SUBJECT_PRONOUNS = frozenset(["he", "she", "they", "it", "we", "i"])


def speaker_first_offer(tree: Node, source: Source | None,
                        said: list[str]) -> tuple[str, str] | None:
    """(text, construction) of :func:`speaker_first_quotation` for the root ``tree``, unless
    one of the texts ``said`` already says its words (the rebuilt 'Stegman said: "..."')."""
    quoted = speaker_first_quotation(tree, source)
    if quoted is None or comparable_words(quoted) in {comparable_words(t) for t in said if t}:
        return None
    return quoted, "verbatim-quotation"


def speaker_first_quotation(tree: Node, source: Source | None) -> str | None:
    """'SPEAKER VERB, "QUOTATION."' for a source that said the quotation first, or None.

    >>> from pipeline.backends.builtin.realize_tree import Node
    >>> tokens = '" It is true , " he said .'.split()
    >>> snt = '"It is true," he said.'
    >>> starts = [0, 1, 4, 7, 11, 12, 14, 17, 21]
    >>> top = Node("s", "say-01", align=(7,))
    >>> speaker_first_quotation(top, Source(tokens, snt, {7: "s"}, starts))
    'He said, "It is true."'
    >>> snt = '"Is it true?" she asked.'
    >>> tokens = '" Is it true ? " she asked .'.split()
    >>> starts = [0, 1, 4, 7, 11, 12, 14, 18, 23]
    >>> top = Node("a", "ask-01", align=(7,))
    >>> speaker_first_quotation(top, Source(tokens, snt, {7: "a"}, starts))
    'She asked, "Is it true?"'
    >>> snt = '"It is true," said Jane Smith, the researcher who wrote it.'
    >>> tokens = '" It is true , " said Jane Smith , the researcher who wrote it .'.split()
    >>> starts = [0, 1, 4, 7, 11, 12, 14, 19, 24, 29, 31, 35, 46, 50, 56, 58]
    >>> top = Node("w", "write-01", align=(13,))
    >>> speaker_first_quotation(top, Source(tokens, snt, {13: "w"}, starts)) is None
    True
    """
    if source is None or tree.parent is not None or not tree.align \
            or stem(tree.concept) not in QUOTING:
        # (the root, or the focus of a verb of saying the parse hung below it: the
        # attribution split off as a sentence of its own, multi-sentence :snt2 say-01, or
        # 'codify that," he said' read as what was codified; the source's shape, read off
        # its words below, is what says the quotation is the whole clause)
        return None
    found = _QUOTE_FIRST.match(source.sentence)
    tokens = source.tokens
    verb = tree.align[0]
    if found is None or tokens[-1] != "." or not 0 <= verb < len(tokens) - 1 \
            or tokens[verb].lower().endswith("ing") or source.starts[verb] < 0:
        return None
    # (the attribution's own words: "St. Louis, Mo." ends on its abbreviation's stop)
    if tokens[-2].endswith("."):
        return None
    at = found.start("attribution")
    head = source.starts[verb] - at
    attribution = found.group("attribution")
    if not 0 <= head < len(attribution):
        return None
    verb_word = tokens[verb]
    if attribution[head:head + len(verb_word)] != verb_word or not verb_word.islower() \
            or not finite_verb(verb_word):
        return None  # (the parse's verb of saying aligned to a word of the speaker's name)
    before = attribution[:head].strip()
    after = attribution[head + len(verb_word):].strip()
    if _HEDGED.search(attribution):
        return None  # ('"...," he would not say': no plain saying to put first)
    reporting = _speaker_then_verb(before, verb_word, after) if before \
        else _verb_then_speaker(verb_word, after)
    if reporting is None:
        return None
    quote = _DOUBLED_APOSTROPHE.sub("'", found.group("quote").strip())
    if _CONTRACTION_TAILS & set(tokens):
        return None  # ("Im very proud" for "I\u00b4m": the input lost its apostrophe)
    mark = found.group("mark")
    end = "." if mark == "," else mark
    if mark == "," and quote[-1:] in (".", "?", "!"):
        end = ""  # ('"... in the U.S.," he said': the abbreviation's stop ends it)
    opening, closing = found.group("open"), found.group("close")
    return f"{reporting[0].upper()}{reporting[1:]}, {opening}{quote}{end}{closing}"


def _speaker_then_verb(speaker: str, verb: str, tail: str) -> str | None:
    """ "Omi told a news conference in Beijing on Tuesday", or None for a speaker that opens on
    a phrase of its own ("including use of ..., Ridge") or a tail of its own clause."""
    words = [word.lower().strip(",") for word in speaker.split()]
    if words[0] in PREPOSITIONS or words[0].endswith("ing") \
            or words[0] in ("and", "but", "or", "as"):
        return None
    if lemmas(words[0]) & QUOTING or RELATIVE_PRONOUNS & set(words):
        # ('said Jane Smith, the researcher who wrote the report': the parse's verb of saying
        # is a relative clause's verb inside an inverted attribution, not the attribution's)
        return None
    if "," in tail or len(tail.split()) > _MAX_TAIL:
        return None  # ("Woods said, referring to his 42 on the front nine Saturday")
    if speaker.endswith(",") and speaker.count(",") != 2:
        return None  # (a speaker's apposition closes its pair: "the board's chairman, retired
        # Adm. Hal Gehman, said"; a lone comma is no pair)
    return " ".join(part for part in (speaker, verb, tail) if part)


def _verb_then_speaker(verb: str, rest: str) -> str | None:
    """ "Hagel said" from "said Hagel", "Troy, who spoke quickly ..., said" from "said Troy,
    who spoke quickly ..."; None when a phrase of the verb's may follow the speaker ("said
    lead director H. Carl McCall in a statement") or the apposition has a lone comma of its
    own ("..., in court"; an aside's pair is its own: "whose 15-year-old niece, Jazmine
    Santiago, was killed")."""
    if not rest:
        return None
    name, _, apposition = rest.partition(",")
    words = name.split()
    leads = [part.split()[0] for part in apposition.split(",") if part.split()]
    if not words or words[0].lower() in _SUBJECT_PRONOUNS | PREPOSITIONS \
            or any(w in PREPOSITIONS for w in words[1:]) or apposition.count(",") % 2 \
            or any(lead in PREPOSITIONS or lead.endswith("ing") for lead in leads):
        # (no apposition: "said the official, referring to the section ...", "said ...
        # Craig Conway, in the statement", "said James Sprayregen, UAL bankruptcy
        # attorney, in court": a phrase of the verb's that moved before it would read as
        # the speaker's)
        return None
    if apposition:
        return f"{name.strip()}, {apposition.strip()}, {verb}"
    return f"{name.strip()} {verb}"


def reworded_quotation(text: str, source: Source) -> str | None:
    """The opening words of a quotation said first (the shape :func:`speaker_first_quotation`
    reads) that ``text``, rebuilt, says without quotation marks and not in the speaker's own
    words, else None.  Neither a quotation nor a faithful report: 'He believed the operation
    damaged the state, so Craxi begged me to intervene, Mr Berlusconi said.' (a "me" now
    nobody's), 'Dyke said the first time, there is an easy and affordable way ...' ("For"
    lost), 'Klebold said in someone's fucking brain, imagine.', 'Gehman said there is a
    number of ... missed signals' (for "There were").  Of the 15 such texts of the tuning
    sentences left once the person words were refused, 10 were broken or said the quotation
    otherwise; each of their sentences but one (all of whose texts were broken) keeps the
    verbatim speaker-first text.  (A text with quotation marks is realize_quoted_words's.)

    >>> tokens = '" We have found the smoking gun , " he said .'.split()
    >>> source = Source(tokens, '"We have found the smoking gun," he said.', {}, [])
    >>> reworded_quotation("The smoking gun has been found by us, he said.", source)
    'We have found'
    >>> reworded_quotation("We have found the smoking gun, he said.", source) is None
    True
    """
    found = _QUOTE_FIRST.match(source.sentence)
    if found is None or _TEXT_MARKS.search(text) \
            or _letters(found.group("quote")) in _letters(text):
        return None
    return " ".join(found.group("quote").split()[:3])


def _letters(text: str) -> str:
    """The lower-cased letters and digits of ``text``, nothing between them."""
    return re.sub(r"[^a-z0-9]+", "", text.lower())
