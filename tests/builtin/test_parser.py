"""The built-in parser on real spaCy: one test per rule family, alignments, bad input."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import penman
import pytest

from pipeline.backends.base import Parser
from pipeline.backends.builtin.parser import BuiltinParser, clean_text
from pipeline.errors import InputError
from pipeline.settings import load_settings

Triple = tuple[str, str, str]


@pytest.fixture(scope="module")
def parser() -> BuiltinParser:
    return BuiltinParser(load_settings(engine="builtin"))


def parse(parser: BuiltinParser, text: str) -> penman.Graph:
    result = parser.parse([text])[0]
    assert result.error is None, result.error
    assert result.amr is not None
    return penman.decode(result.amr)


def triples(graph: penman.Graph) -> set[Triple]:
    """(source concept, role, target concept or constant), roles normalized to the non-inverted form."""
    concept = {v: c for v, _, c in graph.instances()}
    out = set()
    for src, role, tgt in graph.edges() + graph.attributes():
        if role == ":instance":
            continue
        out.add((concept.get(src, src), role, concept.get(tgt, str(tgt))))
    return out


def concepts(graph: penman.Graph) -> list[str]:
    return [str(c) for _, _, c in graph.instances()]


def var_of(graph: penman.Graph, concept: str) -> str:
    found = [v for v, _, c in graph.instances() if c == concept]
    assert len(found) == 1, f"{concept}: {found}"
    return found[0]


def test_parser_contract(parser: BuiltinParser) -> None:
    assert isinstance(parser, Parser)
    assert parser.name == "builtin"
    batch = parser({"text": ["Dogs bark.", ""], "id": [1, 2]})
    assert batch["id"] == [1, 2]
    assert batch["amr"][0] is not None and batch["amr"][1] is None
    assert batch["parse_error"][1] == "empty text"
    assert batch["engine"] == ["builtin", "builtin"]


def test_metadata_and_alignments(parser: BuiltinParser) -> None:
    text = "I know for them to approve this price, they'll need statistical documentation."
    graph = parse(parser, text)
    assert graph.metadata["snt"] == text
    tokens = graph.metadata["tok"].split(" ")
    assert tokens[:3] == ["I", "know", "for"]
    aligned = penman.surface.alignments(graph)
    # Every instance (concept) carries an alignment into ::tok.
    for instance in graph.instances():
        assert instance in aligned, instance
        for index in aligned[instance].indices:
            assert 0 <= index < len(tokens)
    need = next(t for t in graph.instances() if t.target == "need-01")
    assert tokens[aligned[need].indices[0]] == "need"


def test_active_voice(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "The boy ate an apple."))
    assert {("eat-01", ":ARG0", "boy"), ("eat-01", ":ARG1", "apple")} <= got


def test_passive_with_by_agent(parser: BuiltinParser) -> None:
    graph = parse(parser, "The price was approved by them.")
    assert graph.top == var_of(graph, "approve-01")
    assert {("approve-01", ":ARG0", "they"), ("approve-01", ":ARG1", "price")} <= triples(graph)


def test_passive_without_agent_and_unaccusative_subject(parser: BuiltinParser) -> None:
    assert ("sell-01", ":ARG1", "house") in triples(parse(parser, "The house was sold."))
    # die-01 has no ARG0: the subject is ARG1.
    assert ("die-01", ":ARG1", "king") in triples(parse(parser, "The king died."))


def test_copulas(parser: BuiltinParser) -> None:
    assert ("picture", ":domain", "it") in triples(parse(parser, "It was a picture."))
    assert ("small", ":domain", "planet") in triples(parse(parser, "The planet was small."))
    # A predicative adjective that AMR writes as a frame.
    assert ("beautiful-02", ":ARG1", "rose") in triples(parse(parser, "The rose is beautiful."))


def test_negation(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "I do not like it."))
    assert ("like-01", ":polarity", "-") in got
    got = triples(parse(parser, "He never sleeps."))
    assert {("sleep-01", ":polarity", "-"), ("sleep-01", ":time", "ever")} <= got


@pytest.mark.parametrize(("text", "expected"), [
    ("You can go.", ("possible-01", ":ARG1", "go-02")),
    ("You must go.", ("obligate-01", ":ARG2", "go-02")),
    ("You should sleep.", ("recommend-01", ":ARG1", "sleep-01")),
    ("May I go?", ("permit-01", ":ARG1", "go-02")),
])
def test_modals(parser: BuiltinParser, text: str, expected: Triple) -> None:
    graph = parse(parser, text)
    assert expected in triples(graph)
    assert graph.top == var_of(graph, expected[0])


def test_cannot_negates_the_possibility(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "I cannot see the sheep."))
    assert ("possible-01", ":polarity", "-") in got
    assert ("see-01", ":polarity", "-") not in got


def test_questions(parser: BuiltinParser) -> None:
    assert ("live-01", ":location", "amr-unknown") in triples(parse(parser, "Where do you live?"))
    assert ("draw-01", ":ARG1", "amr-unknown") in triples(parse(parser, "What did you draw?"))
    got = triples(parse(parser, "Do you like sheep?"))
    assert ("like-01", ":polarity", "amr-unknown") in got


def test_imperative(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "Draw me a sheep!"))
    assert {("draw-01", ":mode", "imperative"), ("draw-01", ":ARG0", "you"),
            ("draw-01", ":ARG1", "sheep")} <= got


def test_coordination(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "I saw a sheep and a box."))
    assert {("see-01", ":ARG1", "and"), ("and", ":op1", "sheep"), ("and", ":op2", "box")} <= got
    graph = parse(parser, "The boy sang or slept.")
    got = triples(graph)
    assert {("or", ":op1", "sing-01"), ("or", ":op2", "sleep-01")} <= got
    # The second conjunct shares the subject: one boy, two roles.
    boy = var_of(graph, "boy")
    assert sum(1 for _, _, t in graph.edges() if t == boy) == 2


def test_relative_clauses_are_inverse_roles(parser: BuiltinParser) -> None:
    graph = parse(parser, "The man who lives here cannot see the book that I read.")
    got = triples(graph)
    assert ("live-01", ":ARG0", "man") in got  # man :ARG0-of live-01
    assert ("read-01", ":ARG1", "book") in got
    man = var_of(graph, "man")
    live = var_of(graph, "live-01")
    assert (man, ":ARG0-of", live) in [(s, r, t) for s, r, t in penman.decode(
        penman.encode(graph)).epidata if r == ":ARG0-of"] or graph.top != live


def test_infinitives_purpose_and_control(parser: BuiltinParser) -> None:
    graph = parse(parser, "They need documentation to approve this price.")
    got = triples(graph)
    assert {("need-01", ":ARG0", "they"), ("need-01", ":purpose", "approve-01"),
            ("approve-01", ":ARG1", "price"), ("price", ":mod", "this")} <= got
    they = var_of(graph, "they")
    approve = var_of(graph, "approve-01")
    assert (approve, ":ARG0", they) in graph.edges()  # subject control: a re-entrancy
    graph = parse(parser, "He wanted to go home.")
    he, go = var_of(graph, "he"), var_of(graph, "go-02")
    assert ("want-01", ":ARG1", "go-02") in triples(graph)
    assert (go, ":ARG0", he) in graph.edges()


def test_figure1_sentence(parser: BuiltinParser) -> None:
    graph = parse(parser, "I know for them to approve this price, they'll need statistical "
                          "documentation.")
    got = triples(graph)
    assert graph.top == var_of(graph, "know-01")
    assert {("know-01", ":ARG0", "i"), ("know-01", ":ARG1", "need-01"),
            ("need-01", ":ARG0", "they"), ("need-01", ":purpose", "approve-01"),
            ("approve-01", ":ARG0", "they"), ("approve-01", ":ARG1", "price"),
            ("price", ":mod", "this")} <= got
    assert concepts(graph).count("they") == 1  # "them" and "they" are one node
    graph = parse(parser, "They need statistical documentation to approve this price.")
    assert {("need-01", ":ARG0", "they"), ("need-01", ":purpose", "approve-01"),
            ("approve-01", ":ARG0", "they")} <= triples(graph)


@pytest.mark.parametrize(("text", "role", "clause"), [
    ("If you come, I will be happy.", ":condition", "come-01"),
    ("Although it rained, we walked.", ":concession", "rain-01"),
    ("When he arrived, I slept.", ":time", "arrive-01"),
])
def test_adverbial_clauses(parser: BuiltinParser, text: str, role: str, clause: str) -> None:
    assert any(r == role and t == clause for _, r, t in triples(parse(parser, text)))


def test_cause_is_reified(parser: BuiltinParser) -> None:
    graph = parse(parser, "He slept because he was tired.")
    assert graph.top == var_of(graph, "cause-01")
    assert {("cause-01", ":ARG0", "tire-01"), ("cause-01", ":ARG1", "sleep-01")} <= triples(graph)


def test_prepositions(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "We walked in the garden in the morning with our friends."))
    assert {("walk-01", ":location", "garden"), ("walk-01", ":time", "date-entity"),
            ("date-entity", ":dayperiod", "morning"), ("walk-01", ":accompanier", "person")} <= got
    # A relational noun: (p / person :ARG0-of (h / have-rel-role-91 :ARG1 we :ARG2 friend)).
    assert {("have-rel-role-91", ":ARG0", "person"), ("have-rel-role-91", ":ARG1", "we"),
            ("have-rel-role-91", ":ARG2", "friend")} <= got
    got = triples(parse(parser, "She opened the door with a key."))
    assert any(t == "key" and r in (":instrument", ":ARG2", ":ARG3") for _, r, t in got)
    got = triples(parse(parser, "He worked slowly."))
    assert any(r == ":manner" and t.startswith("slow") for s, r, t in got if s == "work-01")


def test_named_entities_numbers_dates(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "John Smith visited Paris on March 5, 2005 with three friends."))
    assert {("person", ":name", "name"), ("name", ":op1", '"John"'), ("name", ":op2", '"Smith"'),
            ("city", ":name", "name"), ("visit-01", ":time", "date-entity"),
            ("date-entity", ":month", "3"), ("date-entity", ":day", "5"),
            ("date-entity", ":year", "2005"), ("person", ":quant", "3")} <= got
    got = triples(parse(parser, "I was six years old."))
    assert ("temporal-quantity", ":quant", "6") in got
    assert ("temporal-quantity", ":unit", "year") in got


def test_pronouns_coreference_possessives_demonstratives_degree(parser: BuiltinParser) -> None:
    graph = parse(parser, "He saw himself in the mirror.")
    he, see = var_of(graph, "he"), var_of(graph, "see-01")
    assert (see, ":ARG0", he) in graph.edges() and (see, ":ARG1", he) in graph.edges()
    assert concepts(parse(parser, "He saw him.")).count("he") == 2  # only "himself" is him
    graph = parse(parser, "I lost my sheep.")
    assert concepts(graph).count("i") == 1  # "I" and "my" are one node
    assert ("sheep", ":poss", "i") in triples(graph)
    got = triples(parse(parser, "That very big house is mine."))
    assert {("house", ":mod", "that"), ("big", ":degree", "very")} <= got


def test_several_sentences(parser: BuiltinParser) -> None:
    graph = parse(parser, "I ate. You slept.")
    assert graph.top == var_of(graph, "multi-sentence")
    assert {("multi-sentence", ":snt1", "eat-01"), ("multi-sentence", ":snt2", "sleep-01")} <= \
        triples(graph)


def test_batch_isolates_bad_sentences(parser: BuiltinParser) -> None:
    texts = ["The dog barked.", "", "?!", "Это предложение написано по-русски.", "Cats sleep."]
    results = parser.parse(texts)
    assert [r.text for r in results] == texts
    assert [r.amr is not None for r in results] == [True, False, False, False, True]
    assert results[1].error == "empty text"
    assert results[2].error == "no words to parse (only punctuation or symbols)"
    assert "does not look like English" in (results[3].error or "")
    assert all(r.engine == "builtin" for r in results)


def test_non_english_latin_script(parser: BuiltinParser) -> None:
    texts = ["Je suis très content de vous voir aujourd'hui, mon ami.",
             "El perro come la comida en la casa.",
             # English with names, acronyms and jargon stays English.
             "Swedish telecom maker Ericsson (nasdaq: QCOM - news) jumped $2.88, or 15.7 percent."]
    results = parser.parse(texts)
    assert [r.error for r in results[:2]] == ["text does not look like English"] * 2
    assert results[2].amr is not None


def test_emoji_and_control_characters_are_stripped(parser: BuiltinParser) -> None:
    assert clean_text("The dog\x07 barks 🐶🐶\u200d\x00 loudly.\n") == "The dog barks loudly."
    assert parser.parse(["🐶🐶 \x00"])[0].error == \
        "no words to parse (only emoji, symbols or control characters)"
    graph = parse(parser, "The dog\x07 barks 🐶 loudly.")
    assert graph.metadata["snt"] == "The dog barks loudly."
    assert "bark-01" in concepts(graph)


def test_an_acute_accent_typed_for_an_apostrophe_is_one(parser: BuiltinParser) -> None:
    # MRPC train 4027 and 6499: clean_text dropped the accent as a symbol, and the quotation
    # said back verbatim read '"Im very proud ..."'
    graph = parse(parser, '"I\u00b4m very proud of the citizens of this state," Gov. John '
                          'Baldacci said after votes from Tuesday\u00b4s referendum were counted.')
    assert graph.metadata["snt"].startswith('"I\'m very proud')
    assert "Tuesday's referendum" in graph.metadata["snt"]


def test_unknown_words_best_effort(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "The blorfs quizzled the snarp."))
    assert any(src.startswith("quizzle") and role == ":ARG1" for src, role, _ in got)


def test_long_input_is_cut_with_a_warning(parser: BuiltinParser,
                                          caplog: pytest.LogCaptureFixture) -> None:
    words = " ".join(["the", "old", "man", "saw", "a", "small", "dog", "near", "the", "river"] * 50)
    with caplog.at_level(logging.WARNING):
        result = parser.parse([words])[0]
    assert result.amr is not None or result.error  # best effort, never a crash
    assert any("cut to the first" in r.message for r in caplog.records)


def test_parse_one_raises_input_error(parser: BuiltinParser) -> None:
    with pytest.raises(InputError, match="empty text"):
        parser.parse_one("   ")


def _lpp_pairs(lpp_entries: list, n: int) -> Iterator[tuple[str, str]]:  # type: ignore[type-arg]
    for entry in lpp_entries[:n]:
        yield entry.graph.metadata["snt"], penman.encode(entry.graph)


def test_smatch_regression_floor_on_little_prince(parser: BuiltinParser, lpp_entries) -> None:  # type: ignore[no-untyped-def]
    """A guard well below the measured figure (first 50 graphs), not a target."""
    from pipeline.evaluation import evaluate_parser

    report = evaluate_parser(lpp_entries[:50], parser, progress=False)
    assert report["failed"] == 0
    assert report["smatch_f1"] >= 0.55, report  # measured: 0.651


def test_every_graph_decodes_connected_and_aligned(parser: BuiltinParser, lpp_entries,  # type: ignore[no-untyped-def]
                                                   shared_data) -> None:
    from pipeline.amrio import decode_graph
    from pipeline.scoring.mrpc import mrpc_sentences

    texts = [e.graph.metadata["snt"] for e in lpp_entries[:150]]
    texts += mrpc_sentences(shared_data / "mrpc" / "msr_paraphrase_train.txt", 150)
    for result in parser.parse(texts):
        assert result.amr is not None, (result.text, result.error)
        graph = decode_graph(result.amr)  # defined variables, no duplicates
        n_tokens = len(graph.metadata["tok"].split(" "))
        variables = {v for v, _, _ in graph.instances()}
        reached, stack = set(), [graph.top]
        while stack:  # connected: every variable reachable from the top, either direction
            var = stack.pop()
            if var in reached:
                continue
            reached.add(var)
            stack.extend(t for s, _, t in graph.edges() if s == var)
            stack.extend(s for s, _, t in graph.edges() if t == var)
        assert reached == variables, result.amr
        for alignment in penman.surface.alignments(graph).values():
            assert all(0 <= i < n_tokens for i in alignment.indices)


def test_comparison_is_have_degree(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "This one is too old."))
    assert {("have-degree-91", ":ARG2", "old"), ("have-degree-91", ":ARG3", "too"),
            ("have-degree-91", ":ARG1", "one")} <= got
    got = triples(parse(parser, "The planet is bigger than the house."))
    assert {("have-degree-91", ":ARG3", "more"), ("have-degree-91", ":ARG4", "house")} <= got


def test_free_relative_and_extraposed_it(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "I know what you did."))
    assert {("know-01", ":ARG1", "thing"), ("do-02", ":ARG1", "thing")} <= got
    graph = parse(parser, "It is true that he left.")
    assert "it" not in concepts(graph)
    assert ("true-01", ":ARG1", "leave-11") in triples(graph) or \
        ("true", ":domain", "leave-11") in triples(graph)


def test_quoted_speech_split_by_spacy_is_one_graph(parser: BuiltinParser) -> None:
    graph = parse(parser, '" When will that be ? " inquired the little prince .')
    assert "multi-sentence" not in concepts(graph)
    assert graph.top == var_of(graph, "inquire-01")


def test_raising_verbs_put_the_subject_in_the_complement(parser: BuiltinParser) -> None:
    graph = parse(parser, "He seems happy.")
    assert graph.top == var_of(graph, "seem-01")
    assert {("seem-01", ":ARG1", "happy-01"), ("happy-01", ":ARG1", "he")} <= triples(graph)
    assert "it" not in concepts(parse(parser, "It seems that he left."))


def test_reasons_anywhere_are_cause_01(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "I know that he slept because he was tired."))
    assert {("cause-01", ":ARG1", "sleep-01"), ("cause-01", ":ARG0", "tire-01")} <= got
    got = triples(parse(parser, "Why did you leave?"))
    assert {("cause-01", ":ARG0", "amr-unknown"), ("cause-01", ":ARG1", "leave-11")} <= got


def test_third_person_pronoun_refers_back_to_a_person(parser: BuiltinParser) -> None:
    graph = parse(parser, "The prince looked at his planet.")
    assert "he" not in concepts(graph)
    assert ("planet", ":poss", "prince") in triples(graph)


def test_hyphenated_words_are_one_token(parser: BuiltinParser) -> None:
    graph = parse(parser, "The grown-ups saw a well-known man.")
    assert graph.metadata["tok"] == "The grown-ups saw a well-known man ."
    assert ("see-01", ":ARG0", "grown-up") in triples(graph)
    # Pre-tokenized text, as in AMR releases.
    assert ("see-01", ":ARG0", "grown-up") in triples(parse(parser, "The grown - ups saw me ."))


def test_adjective_frames_pick_the_role_of_the_described(parser: BuiltinParser) -> None:
    # (a frame of another word, pride-01 for "proud", is the adjective itself: said with its
    # verb it claimed an act, "I prided")
    assert ("proud", ":domain", "i") in triples(parse(parser, "I was proud."))
    assert ("tire-01", ":ARG1", "i") in triples(parse(parser, "I was tired."))


def test_body_parts_are_part_of_their_owner(parser: BuiltinParser) -> None:
    graph = parse(parser, "He raised his hand.")
    he, hand = var_of(graph, "he"), var_of(graph, "hand")
    assert (he, ":part", hand) in graph.edges() or (hand, ":part-of", he) in graph.edges()


def test_statement_order_questions_request_confirmation(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "And the stars obey you?"))
    assert ("request-confirmation-91", ":ARG1", "obey-01") in got
    assert ("like-01", ":polarity", "amr-unknown") in triples(parse(parser, "Do you like it?"))


def test_money_percentages_and_ergative_verbs(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "Shares rose 5 percent to $ 27.5 million."))
    assert {("rise-01", ":ARG1", "share"), ("percentage-entity", ":value", "5"),
            ("monetary-quantity", ":quant", "27500000"),
            ("monetary-quantity", ":unit", "dollar")} <= got
    assert ("open-01", ":ARG1", "door") in triples(parse(parser, "The door opened."))
    assert ("eat-01", ":ARG0", "i") in triples(parse(parser, "I ate."))


def test_per_cent_is_a_share_not_cents(parser: BuiltinParser) -> None:
    # MRPC train; was (m / monetary-quantity :quant 28 :unit (c / cent) :mod (p / per)),
    # realized "It was 28 cents per that cited ..." and "eight cents intended to ...".
    got = triples(parse(parser, "Another 28 per cent cited stronger demand, while eight per "
                                "cent intended to boost profits through price increases."))
    assert {("cite-01", ":ARG0", "percentage-entity"), ("percentage-entity", ":value", "28"),
            ("percentage-entity", ":value", "8")} <= got
    assert not {c for _, _, c in got} & {"cent", "monetary-quantity", "per"}


def test_a_money_range_is_not_multiplied_twice(parser: BuiltinParser) -> None:
    # MRPC train; was :quant 7.6e18, realized "to $7.6e+06 trillion".
    got = triples(parse(parser, "Last month Intel raised its revenue guidance for the quarter "
                                "to between $7.6 billion and $7.8 billion."))
    assert ("monetary-quantity", ":quant", "7600000000") in got


def test_a_bare_participle_shares_the_passive_of_its_conjunct(parser: BuiltinParser) -> None:
    # MRPC train; "executed" was (e / execute-01 :ARG0 p): "Prisoners executed, and ..."
    got = triples(parse(parser, "Prisoners were tortured and executed -- their ears and "
                                "scalps severed for souvenirs."))
    assert {("torture-01", ":ARG1", "prisoner"), ("execute-01", ":ARG1", "prisoner")} <= got
    assert ("execute-01", ":ARG0", "prisoner") not in got
    got = triples(parse(parser, "The man was arrested and charged with murder."))
    assert ("charge-05", ":ARG1", "man") in got  # charged with a crime: charge-05
    assert ("eat-01", ":ARG0", "i") in triples(parse(parser, "I was hungry and ate."))


def test_clock_times_and_currency_symbols(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "The parade begins at 10:30 a.m. on Monday."))
    assert ("date-entity", ":time", '"10:30"') in got
    got = triples(parse(parser, "Customers can buy it for $900 per client."))
    assert {("monetary-quantity", ":quant", "900"), ("monetary-quantity", ":unit", "dollar")} <= got


def test_negative_and_quoted_imperatives(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "Do not go."))
    assert {("go-02", ":mode", "imperative"), ("go-02", ":polarity", "-"),
            ("go-02", ":ARG0", "you")} <= got
    got = triples(parse(parser, 'It said: "Draw me a sheep!"'))
    assert {("say-01", ":ARG1", "draw-01"), ("draw-01", ":mode", "imperative"),
            ("draw-01", ":ARG0", "you")} <= got
    assert ("want-01", ":mode", "imperative") not in triples(parse(parser, "I want to go."))


def test_verb_lemmas_and_prepositions_named_by_the_frame(parser: BuiltinParser) -> None:
    # spaCy lemmatizes "stared" as "star"; stare-01's ARG1 is "looked at".
    assert ("stare-01", ":ARG1", "i") in triples(parse(parser, "He stared at me."))


def test_have_to_is_an_obligation(parser: BuiltinParser) -> None:
    graph = parse(parser, "You have to go.")
    assert graph.top == var_of(graph, "obligate-01")
    assert {("obligate-01", ":ARG2", "go-02"), ("go-02", ":ARG0", "you")} <= triples(graph)


def test_partitives_are_include_91(parser: BuiltinParser) -> None:
    got = triples(parse(parser, "One of them saw me."))
    assert ("include-91", ":ARG2", "they") in got


def test_a_run_of_hyphenated_tokens_is_cut_at_the_token_limit(parser: BuiltinParser,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    """One 'word' of 5,000 spaCy tokens: uncut, paraphrasing it ran past 300 s (issue 11 item 7)."""
    with caplog.at_level(logging.WARNING):
        result = parser.parse(["a-b-c-d-e-" * 500])[0]
    warning = next(r.message for r in caplog.records if "cut to the first" in r.message)
    assert "5000 tokens" in warning and "MAX_WORDS" in warning
    assert result.amr is not None or result.error
    assert result.amr is None or result.amr.count("/") <= parser.max_words


def test_the_subject_of_an_event_noun_after_be_is_its_agent(parser: BuiltinParser) -> None:
    # "Linux is a threat to Microsoft" was threaten-01 :domain linux, which the realizer
    # said as "Microsoft was threatened Linux"; a plain noun keeps :domain.
    graph = parse(parser, "Linux is a threat to Microsoft, analysts said.")
    concept = {v: c for v, _, c in graph.instances()}
    assert [(concept[s], concept[t]) for s, r, t in graph.edges() if r == ":ARG0"
            and concept[s] == "threaten-01"] == [("threaten-01", "linux")]
    assert not any(r == ":domain" for _, r, _ in graph.edges())
    plain = parse(parser, "The decision was a mistake.")
    assert any(r == ":domain" for _, r, _ in plain.edges())


def test_a_date_entity_headed_by_a_noun_is_a_named_event(parser: BuiltinParser) -> None:
    # "The Fourth of July Parade" was (date-entity :month 7): every paraphrase said "July
    # begins at 10:30" (MRPC train).
    graph = parse(parser, "The Fourth of July Parade begins at 10:30 a.m. on Redwood Road.")
    assert ("event", ":name", "name") in triples(graph)
    names = [str(t).strip('"') for _, r, t in graph.attributes() if r.startswith(":op")]
    assert names[:4] == ["Fourth", "of", "July", "Parade"]
    assert ("date-entity", ":month", "7") in triples(parse(parser, "He left on the Fourth of July."))


def test_a_capitalized_plural_noun_is_its_singular_concept(parser: BuiltinParser) -> None:
    # "The Prime Ministers of China" was (ministers), said "... has met, and it approved".
    graph = parse(parser, "The Prime Ministers of China have met in Beijing.")
    assert "minister" in {c for _, _, c in graph.instances()}


@pytest.mark.parametrize("text", [
    '"We have sent a message to the nation that this is a new Louisiana," she told a victory '
    'party in New Orleans.',
    "The anguish will begin to end and the healing will commence,'' delegation leader Bob "
    "Weatherall told Reuters by telephone.",
])
def test_the_object_of_tell_with_a_quotation_is_the_hearer(parser: BuiltinParser,
                                                            text: str) -> None:
    # Was (tell-01 :ARG1 (party ...) :ARG2 (send-01 ...)): the party told, the quotation
    # the hearer.  tell-01's ARG1 is what is told, its ARG2 the hearer.
    found = triples(parse(parser, text))
    assert ("tell-01", ":ARG2", "party") in found or ("tell-01", ":ARG2", "organization") in found
    assert any(role == ":ARG1" and src == "tell-01" and tgt in ("send-01", "and")
               for src, role, tgt in found), found


def test_according_to_is_an_attribution(parser: BuiltinParser) -> None:
    # Was dropped: "..., according to Tracey Powers of the National Interagency Fire Center"
    # left no trace in the graph.  AMR says it with say-01.
    found = triples(parse(parser, "According to the report, sales rose 5 percent."))
    assert ("say-01", ":ARG0", "report") in found
    assert ("say-01", ":ARG1", "rise-01") in found
