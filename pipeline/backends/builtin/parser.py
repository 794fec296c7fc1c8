"""The built-in parser: English text to aligned AMR, by rules over spaCy dependencies.

>>> from pipeline.settings import load_settings
>>> parser = BuiltinParser(load_settings(engine="builtin"))
>>> result = parser.parse(["The price was approved by them."])[0]
>>> print(result.amr)
# ::snt The price was approved by them.
# ::tok The price was approved by them .
# ::opener DT det
# ::root a
(a / approve-01~e.3
   :ARG1 (p / price~e.1)
   :ARG0 (t / they~e.5))
>>> parser.parse(["?!"])[0].error
'no words to parse (only punctuation or symbols)'

The rules themselves live in :mod:`pipeline.backends.builtin.parse_rules`; this
module cleans the input, rejects what is not English, runs spaCy in batches,
joins several sentences into a ``multi-sentence`` graph and checks that the
result decodes.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Sequence
from typing import TYPE_CHECKING

from pipeline.backends.base import Parser, ParseResult
from pipeline.backends.builtin.lexicon import PropBankLexicon, load_lexicon
from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.parse_abbreviations import restated_abbreviations
from pipeline.backends.builtin.parse_adjectival_participles import repair_adjectival_participles
from pipeline.backends.builtin.parse_be_to import repair_be_to
from pipeline.backends.builtin.parse_clause_lists import repair_clause_lists
from pipeline.backends.builtin.parse_closing_states import repair_closing_states
from pipeline.backends.builtin.parse_coded_names import repair_coded_names
from pipeline.backends.builtin.parse_control_infinitives import repair_control_infinitives
from pipeline.backends.builtin.parse_coverage import KEY as UNPARSED
from pipeline.backends.builtin.parse_coverage import strip_market_codes, unparsed
from pipeline.backends.builtin.parse_date_adjectives import repair_date_adjectives
from pipeline.backends.builtin.parse_date_spans import repair_date_spans
from pipeline.backends.builtin.parse_finite_verbs import KEY as FINITE
from pipeline.backends.builtin.parse_finite_verbs import finite_pasts
from pipeline.backends.builtin.parse_found import repair_found_after_help
from pipeline.backends.builtin.parse_graph import GraphBuilder, Node
from pipeline.backends.builtin.parse_help_infinitives import repair_help_infinitive
from pipeline.backends.builtin.parse_measures import repair_measure_marks
from pipeline.backends.builtin.parse_misread_clause_pairs import repair_misread_clause_pairs
from pipeline.backends.builtin.parse_month_pairs import repair_month_pairs
from pipeline.backends.builtin.parse_named_posts import repair_named_posts
from pipeline.backends.builtin.parse_object_appositions import repair_object_appositions
from pipeline.backends.builtin.parse_object_clauses import repair_object_clauses
from pipeline.backends.builtin.parse_opening_words import KEY as OPENER
from pipeline.backends.builtin.parse_opening_words import opening_word_tags
from pipeline.backends.builtin.parse_proper_openers import KEY as PROPER
from pipeline.backends.builtin.parse_proper_openers import proper_openers
from pipeline.backends.builtin.parse_remains import repair_remains_noun
from pipeline.backends.builtin.parse_repair import repair_tree
from pipeline.backends.builtin.parse_root import KEY as ROOT
from pipeline.backends.builtin.parse_rules import convert_sentence
from pipeline.backends.builtin.parse_split_quotes import repair_split_quotes
from pipeline.backends.builtin.parse_stray_conjuncts import repair_stray_conjuncts
from pipeline.backends.builtin.parse_time_distance_adverbs import repair_time_distance_adverbs
from pipeline.backends.builtin.parse_title_stops import join_title_stops
from pipeline.errors import InputError
from pipeline.settings import Settings

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["MAX_WORDS", "BuiltinParser", "clean_text"]

log = logging.getLogger(__name__)

MAX_WORDS = 400  # longer inputs are cut to this many tokens (with a warning); settings.max_tokens overrides
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Cn", "So", "Sk"})
_KEPT_SYMBOLS = frozenset("$€£¥%&@#+=°")
_SPACES = re.compile(r"\s+")
# A spaced ellipsis ("an anti-guerrilla . . . effort") split the sentence at each stop.
_SPACED_ELLIPSIS = re.compile(r"(?<![.\w])\.(?: \.){2,3}(?!\S)")
_TOKEN = re.compile(r"\w+|[^\w\s]")
# A TeX-style quotation (``take-your-temperature''): the backticks are a modifier symbol,
# which clean_text drops, and the lone closing '' then strayed into every text ("in a
# islandwide take-your-temperature'' campaign"); the pair is read as straight quotes.
_TEX_QUOTATION = re.compile(r"``(.*?)''")
# A spaced underscore is a wire service's dash ("improved marginally last month _ sliding down
# to 6.1 percent _ as companies slashed payrolls"): read as the comma of an aside ("Three
# retailers _ Dillard's Inc., Kohl's ... _ got Fs" kept its apposition, which "-" or "--"
# lost), it is not copied into a rebuilt sentence as a word ("6.1 percent _ as companies").
_UNDERSCORE_DASH = re.compile(r"\s_(?=\s)")
# A typographic apostrophe inside a word ("the Naval Sea Systems Command’s technical
# authority", "isn’t") is the plain one: spaCy and the realizer know "'s" and "n't", and
# read "Command’s" as a name ("the technical authority of the Naval Sea Systems
# Command’s"), and so is an acute accent typed for one ("I´m very proud", "Tuesday´s
# referendum"), which clean_text would drop as a symbol ("Im very proud").
_CURLY_APOSTROPHE = re.compile("(?<=\\w)[’\u00b4](?=\\w)")
SPEECH_VERBS = frozenset({
    "say", "ask", "answer", "reply", "demand", "inquire", "exclaim", "respond", "retort",
    "remind", "add", "cry", "shout", "whisper", "continue", "explain", "murmur", "repeat",
    "declare", "think", "tell", "insist", "observe", "remark", "protest", "sigh", "resume",
    "interrupt", "cry-out", "call", "write", "announce", "admit"})


def clean_text(text: str) -> str:
    """``text`` without control characters, emoji and other pictographs, spaces collapsed.

    >>> clean_text("Dogs\\x00 bark 🐶\\u200d!\\n")
    'Dogs bark !'
    >>> clean_text("an anti-guerrilla . . . effort.")
    'an anti-guerrilla ... effort.'
    """
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if char in "\t\n\r\x0b\x0c":
            kept.append(" ")
        elif (category in _DROPPED_CATEGORIES and char not in _KEPT_SYMBOLS) or char in "\ufe0e\ufe0f":
            continue
        else:
            kept.append(char)
    return _SPACED_ELLIPSIS.sub("...", _SPACES.sub(" ", "".join(kept)).strip())


class BuiltinParser(Parser):
    """Rule-based text-to-AMR over spaCy; see the module docstring."""

    name = "builtin"

    def __init__(self, settings: Settings, lexicon: PropBankLexicon | None = None) -> None:
        from pipeline.nlp import load_spacy

        self.settings = settings
        self.lexicon = lexicon or load_lexicon()
        self.nlp = load_spacy()
        self.max_words = settings.max_tokens or MAX_WORDS

    def parse(self, sentences: Sequence[str]) -> list[ParseResult]:
        results: list[ParseResult | None] = [None] * len(sentences)
        pending: list[tuple[int, str]] = []
        for i, text in enumerate(sentences):
            try:
                pending.append((i, self._prepare(text)))
            except InputError as exc:
                results[i] = ParseResult(text, None, self.name, str(exc))
        # "Sgt." kept one word, no sentence's end (parse_title_stops)
        docs = self.nlp.pipe([join_title_stops(self.nlp.make_doc(clean)) for _, clean in pending],
                             batch_size=256)
        for (i, _), doc in zip(pending, docs, strict=True):
            results[i] = self._result(sentences[i], doc)
        return [r for r in results if r is not None]

    def parse_one(self, text: str) -> str:
        """The PENMAN text of one sentence; raises :class:`InputError` when it cannot be parsed."""
        result = self.parse([text])[0]
        if result.amr is None:
            raise InputError(result.error or "cannot parse")
        return result.amr

    # -- steps -----------------------------------------------------------------

    def _prepare(self, text: str) -> str:
        if not isinstance(text, str):
            raise InputError(f"expected text, got {type(text).__name__}")
        clean = clean_text(_CURLY_APOSTROPHE.sub("'", _TEX_QUOTATION.sub(r'"\1"', text)))
        clean = strip_market_codes(clean) or clean  # markup, not words ("US10YT=RR")
        # (only the dash's own space goes: a tokenized " , " elsewhere stays as the caller
        # wrote it, which changes spaCy's parse of Little Prince's tokenized sentences)
        clean = _UNDERSCORE_DASH.sub(",", clean)
        if not clean:
            raise InputError("no words to parse (only emoji, symbols or control characters)"
                             if text.strip() else "empty text")
        letters = [c for c in clean if c.isalpha()]
        if not letters and not any(c.isdigit() for c in clean):
            raise InputError("no words to parse (only punctuation or symbols)")
        latin = sum(1 for c in letters if "LATIN" in unicodedata.name(c, ""))
        if letters and latin / len(letters) < 0.5:
            raise InputError("text does not look like English (non-Latin script)")
        # Counted as spaCy splits ("a-b-c" is five tokens, not one word): the graph, and
        # with it the work per focus, grows with the tokens, and a paraphrase realizes
        # every focus, so an uncut run of hyphens took minutes.
        tokens = [m.end() for m in _TOKEN.finditer(clean)]
        if len(tokens) > self.max_words:
            log.warning("text of %d words (%d tokens) cut to the first %d tokens "
                        "(MAX_WORDS; PARAAMR_MAX_TOKENS overrides)",
                        len(clean.split(" ")), len(tokens), self.max_words)
            clean = clean[: tokens[self.max_words - 1]]
        return clean

    def _result(self, text: str, doc: Doc) -> ParseResult:
        try:
            self._check_english(doc)
            opener = opening_word_tags(doc)  # as spaCy tagged it, before a repair re-tags it
            _merge_hyphenated(doc)
            repair_help_infinitive(doc)  # "helped push up contributions": help, not an aux
            repair_found_after_help(doc)  # "helped found": the verb found, not find
            repair_remains_noun(doc)  # "remains of terrorists are removed": the noun
            repair_be_to(doc)  # "is to meet the unions": an arranged meeting, not a copula
            repair_clause_lists(doc)  # "A rose, B slipped and C advanced": one list of clauses
            repair_misread_clause_pairs(doc)  # "X, he said, and Y plans": a report and a clause
            repair_coded_names(doc)  # "CAC-40": a name, not a frame "cac" of sense 40
            repair_control_infinitives(doc)  # "forced the organizer, who ..., to extend"
            repair_adjectival_participles(doc)  # "reported him missing": a state, not miss-01
            repair_measure_marks(doc)  # "five years after X was acquired": after, not acquired
            repair_named_posts(doc)  # "named Marjorie Magner chairman": she is named
            repair_date_spans(doc)  # "on Monday, Aug. 11, 2003 in an accident": the date ends
            repair_month_pairs(doc)  # "between September and March, 2004": a date per month
            repair_closing_states(doc)  # "from Salem, Mass.": the city's state, no full stop
            repair_stray_conjuncts(doc)  # "subject to fines and up to two years": fines' list
            repair_date_adjectives(doc)  # "plead guilty Thursday": plead's, not Thursday's
            repair_object_appositions(doc)  # "director of the owners, Mediterranean Airlines"
            repair_object_clauses(doc)  # "stumbled amid the wreckage as ... converged"
            repair_time_distance_adverbs(doc)  # "Immediately after the blast": after's
            repair_tree(doc, self.lexicon)
            repair_split_quotes(doc, SPEECH_VERBS)  # '"In Iraq," X said, "we're fighting ..."'
            amr = self._graph(doc, opener)
        except InputError as exc:
            return ParseResult(text, None, self.name, str(exc))
        except RecursionError:
            return ParseResult(text, None, self.name, "sentence too deeply nested to parse")
        except Exception as exc:  # one sentence must never fail its batch
            log.warning("builtin parser failed on %r: %s: %s", text[:80], type(exc).__name__, exc)
            return ParseResult(text, None, self.name, f"internal error: {type(exc).__name__}: {exc}")
        return ParseResult(text, amr, self.name)

    def _check_english(self, doc: Doc) -> None:
        words = [t for t in doc if t.is_alpha]
        if not words:
            if not any(t.like_num for t in doc):
                raise InputError("no words to parse (only punctuation or symbols)")
            return
        if len(words) < 5:
            return
        lex = self.lexicon
        # Known: a stop word, a word of lemminflect's English dictionary or of PropBank,
        # or a name or acronym inside the sentence.  Unknown words are fine ("best effort");
        # a sentence made mostly of them is not English.
        cheap = {t.i for t in words if t.is_stop or t.lemma_.lower() in lex.verbs
                 or t.lower_ in lex.nouns or t.lower_ in lex.adjectives
                 or ((t.is_title or t.is_upper) and t.i > 0)}
        if len(cheap) / len(words) >= 0.4:
            return  # English enough without loading lemminflect's dictionary (a cold `parse`)
        known = len(cheap) + sum(1 for t in words if t.i not in cheap and lemma_pos(t.lower_))
        if known / len(words) < 0.4:
            raise InputError("text does not look like English")

    def _graph(self, doc: Doc, opener: str) -> str:
        builder = GraphBuilder()
        pronouns: dict[str, Node] = {}
        tops: list[Node] = []
        for sent in doc.sents:
            first = next((t for t in sent if not t.is_punct), None)
            if first is None:
                continue
            top = convert_sentence(sent, self.lexicon, builder, pronouns)
            # '"Who are you?" he asked.': spaCy splits after the quote; the lowercase
            # continuation is a speech verb whose :ARG1 is the quoted sentence.
            if tops and first.is_lower and top.concept.rsplit("-", 1)[0] in SPEECH_VERBS:
                if not top.has(":ARG0") and top.has(":ARG1"):  # "inquired the prince"
                    top.edges = [(":ARG0" if r == ":ARG1" else r, c) for r, c in top.edges]
                if not top.has(":ARG1"):
                    top.add(":ARG1", tops.pop())
            tops.append(top)
        if not tops:
            raise InputError("no words to parse (only punctuation or symbols)")
        if len(tops) == 1:
            top = tops[0]
        else:
            top = builder.node("multi-sentence")
            for n, sub in enumerate(tops, start=1):
                top.add(f":snt{n}", sub)
        # Written directly rather than through penman.encode: the builder only makes
        # well-formed trees, and this halves the time per sentence (tests decode every graph).
        tokens = " ".join(t.text for t in doc)
        amr = builder.serialize(top, indent=True)
        # content no node stands for: realizations must not lose it (a name's abbreviation
        # in parentheses is the name again)
        missed = unparsed(doc, amr, builder.covered | restated_abbreviations(doc))
        listed = f"# ::{UNPARSED} {' '.join(map(str, missed))}\n" if missed else ""
        names = proper_openers(doc)  # "Downer said": a name, capitalised wherever it goes
        listed += f"# ::{PROPER} {' '.join(map(str, names))}\n" if names else ""
        listed += f"# ::{OPENER} {opener}\n" if opener else ""  # parse_opening_words
        pasts = finite_pasts(doc)  # "Erika churned across the gulf": no participle
        listed += f"# ::{FINITE} {' '.join(f'{v}:{s}' for v, s in pasts)}\n" if pasts else ""
        listed += f"# ::{ROOT} {top.var}\n"  # which top is the parse's own (parse_root)
        return f"# ::snt {doc.text}\n# ::tok {tokens}\n{listed}{amr}"


def _merge_hyphenated(doc: Doc) -> None:
    """Join "grown-ups", "Near-Earth" back into one token: one word, one concept.  A chain
    of words joined by hyphens is one word too ("to reach the out-of-court settlement",
    "hugged Bondeson's sister-in-law", "such off-the-shelf PC clusters"): joined three
    tokens at a time, "sister-in" was a word and "law" was dropped."""
    spans = []
    i = 0
    while i < len(doc) - 2:
        end = i
        while end + 2 < len(doc) and doc[end + 1].text == "-" and doc[end].is_alpha \
                and doc[end + 2].is_alpha and not doc[end].whitespace_ \
                and not doc[end + 1].whitespace_:
            end += 2
        if end > i:
            right = doc[end]
            last = right.lemma_ if right.tag_ in ("NNS", "NNPS") else right.text
            head = "-".join(doc[k].text for k in range(i, end, 2))
            spans.append((doc[i:end + 1], f"{head}-{last}".lower()))
            i = end + 1
        else:
            i += 1
    if spans:
        with doc.retokenize() as retokenizer:
            for span, lemma in spans:
                retokenizer.merge(span, attrs={"LEMMA": lemma})
