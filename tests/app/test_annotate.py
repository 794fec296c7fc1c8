"""The Annotate page: sign-in, the rating flow, skip and undo, and blind queues."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest


@pytest.fixture()
def store(app_env: dict[str, str]) -> Any:
    from db.service import ItemInput, JudgmentStore

    store = JudgmentStore(app_env["PARAAMR_DB"])
    store.create_batch("pilot", raters_per_item=2)
    store.add_items("pilot", [
        ItemInput("The boy wants to go.", "What the boy wants is to go.", focus="w"),
        ItemInput("I know they need it.", "They need it, I know.", focus="n"),
    ])
    return store


def _signed_in(store: Any, name: str, role: str = "annotator") -> tuple[Any, str]:
    from app.auth import SignedIn

    annotator, secret = store.add_annotator(name, role=role)
    return SignedIn(annotator.id, annotator.name, role), secret


def test_visitor_must_sign_in(make_app: Callable[..., Any], store: Any) -> None:
    at = make_app("annotate")
    assert not at.exception
    assert at.text_input(key="sign_in_name") is not None
    assert not at.radio  # no pair is shown before sign-in


def test_sign_in_with_the_form_then_wrong_secret(make_app: Callable[..., Any], store: Any) -> None:
    _, secret = store.add_annotator("ana")
    at = make_app("annotate")
    at.text_input(key="sign_in_name").input("ana")
    at.text_input(key="sign_in_secret").input("wrong")
    at.button[0].click()
    at.run()
    assert any("wrong secret" in e.value for e in at.error)
    at.text_input(key="sign_in_secret").input(secret)
    at.button[0].click()
    at.run()
    assert not at.exception
    assert [r.label.startswith("Question") for r in at.radio] == [True, True]


def test_rate_skip_and_undo(make_app: Callable[..., Any], store: Any) -> None:
    user, _ = _signed_in(store, "ben")
    at = make_app("annotate", signed_in=user)
    shown = [h.value for h in at.subheader]
    assert len(shown) == 2
    at.button(key="ann_submit").click().run()
    assert any("both questions" in w.value for w in at.warning)  # nothing stored yet
    at.radio[0].set_value(3)
    at.radio[1].set_value(2)
    at.button(key="ann_submit").click().run()
    assert not at.exception
    rows = store.judgments_of("pilot", "ben")
    assert [(r.semantic, r.syntactic) for r in rows] == [(3, 2)]
    assert rows[0].seconds is not None and rows[0].seconds >= 0
    shown_next = [h.value for h in at.subheader]
    assert shown_next != shown  # the next pair
    at.button(key="ann_undo").click().run()
    assert store.judgments_of("pilot", "ben") == []
    at.button(key="ann_skip").click().run()
    assert not at.exception
    assert store.progress("pilot", "ben").skipped == 1


def test_rater_never_sees_other_answers(make_app: Callable[..., Any], store: Any) -> None:
    first, _ = _signed_in(store, "cat")
    second, _ = _signed_in(store, "dan")
    at = make_app("annotate", signed_in=first)
    at.radio[0].set_value(1)
    at.radio[1].set_value(1)
    at.button(key="ann_submit").click().run()
    other = make_app("annotate", signed_in=second)
    assert not other.exception
    assert all(r.value is None for r in other.radio)  # blank, not cat's answers
    assert "You rated 0 pair(s)" in other.get("progress")[0].proto.text


def test_admin_page_refuses_a_rater(make_app: Callable[..., Any], store: Any) -> None:
    user, _ = _signed_in(store, "eve")
    at = make_app("review", signed_in=user)
    assert not at.exception
    assert any("for admins" in e.value for e in at.error)


def _sign_in(at: Any, name: str, secret: str) -> Any:
    at.text_input(key="sign_in_name").input(name)
    at.text_input(key="sign_in_secret").input(secret)
    return at.button[0].click().run()


def test_six_wrong_secrets_then_the_right_one_waits(make_app: Callable[..., Any], store: Any,
                                                    auth_clock: Any,
                                                    caplog: pytest.LogCaptureFixture) -> None:
    _, secret = store.add_annotator("fay")
    at = make_app("annotate")
    errors = []
    for n in range(6):
        _sign_in(at, "fay", f"guess-{n}")
        errors.append(at.error[0].value)
    assert errors[:2] == ["Unknown name or wrong secret (or the account is inactive)."] * 2
    assert errors[2] == ("Unknown name or wrong secret (or the account is inactive). "
                         "Try again in 5 seconds.")
    assert errors[3:] == ["Too many failed sign-ins. Try again in 5 seconds."] * 3
    _sign_in(at, "fay", secret)  # the right secret, still inside the wait
    assert [e.value for e in at.error] == ["Too many failed sign-ins. Try again in 5 seconds."]
    assert not at.radio
    auth_clock.now += 4.5
    _sign_in(at, "fay", secret)
    assert [e.value for e in at.error] == ["Too many failed sign-ins. Try again in 1 second."]
    auth_clock.now += 0.5
    _sign_in(at, "fay", secret)
    assert not at.exception and not at.error
    assert [r.label.startswith("Question") for r in at.radio] == [True, True]
    failures = [r for r in caplog.records if "failed sign-in" in r.getMessage()]
    assert len(failures) == 3 and all("'fay'" in r.getMessage() for r in failures)
    assert not any(secret in r.getMessage() or "guess-" in r.getMessage() for r in caplog.records)


def test_a_throttled_account_waits_in_every_browser(make_app: Callable[..., Any], store: Any,
                                                    auth_clock: Any) -> None:
    _, secret = store.add_annotator("gus")
    first = make_app("annotate")
    for n in range(3):
        _sign_in(first, "gus", f"guess-{n}")
    second = make_app("annotate")  # another browser session: the account still waits
    _sign_in(second, "gus", secret)
    assert [e.value for e in second.error] == ["Too many failed sign-ins. Try again in 5 seconds."]
    _, other_secret = store.add_annotator("hal")
    _sign_in(first, "hal", other_secret)  # and the first session waits for any account
    assert [e.value for e in first.error] == ["Too many failed sign-ins. Try again in 5 seconds."]


def test_a_reload_keeps_the_rater_signed_in_until_sign_out(make_app: Callable[..., Any],
                                                           store: Any, auth_clock: Any) -> None:
    _, secret = store.add_annotator("ivy")
    at = make_app("annotate")
    _sign_in(at, "ivy", secret)
    token = at.query_params["session"]
    assert token and secret not in token
    reloaded = make_app("annotate", query={"session": token})  # a new browser session
    assert not reloaded.exception
    assert [r.label.startswith("Question") for r in reloaded.radio] == [True, True]
    assert make_app("annotate", query={"session": token[:-2] + "xx"}).radio == []  # forged
    reloaded.sidebar.button(key="sign_out").click().run()
    assert "session" not in reloaded.query_params
    assert not make_app("annotate", query={"session": token}).radio  # revoked


def test_a_reload_token_ends_with_a_secret_reset_and_expiry(make_app: Callable[..., Any],
                                                            store: Any, auth_clock: Any) -> None:
    _, secret = store.add_annotator("jo")
    at = make_app("annotate")
    _sign_in(at, "jo", secret)
    token = at.query_params["session"]
    store.reset_secret("jo")
    assert not make_app("annotate", query={"session": token}).radio
    fresh = store.reset_secret("jo")
    at = make_app("annotate")
    _sign_in(at, "jo", fresh)
    token = at.query_params["session"]
    auth_clock.now += 8 * 3600
    assert not make_app("annotate", query={"session": token}).radio


def _plain(markdown: str) -> str:
    """Escaped Markdown as the reader sees it."""
    return markdown.replace("\\", "")


def _answer(at: Any, semantic: int, syntactic: int) -> Any:
    at.radio[0].set_value(semantic)
    at.radio[1].set_value(syntactic)
    return at.button(key="ann_submit").click().run()


def _with_practice(store: Any, min_accuracy: float | None) -> None:
    from db.service import ItemInput

    store.add_practice("pilot", [
        ItemInput("Dogs bark.", "Barking is what dogs do.", gold=(3, 3),
                  gold_note="Same meaning; the sentence is built anew."),
        ItemInput("Cats purr.", "Dogs bark.", gold=(1, None), gold_note="Another subject."),
    ], min_accuracy=min_accuracy)


def test_practice_first_with_feedback_then_the_queue(make_app: Callable[..., Any],
                                                     store: Any) -> None:
    _with_practice(store, min_accuracy=0.5)
    user, _ = _signed_in(store, "lou")
    at = make_app("annotate", signed_in=user)
    assert [i.value[:21] for i in at.info] == ["Practice pair 1 of 2:"]
    assert [h.value for h in at.subheader][1] == "Barking is what dogs do\\."
    assert at.button(key="ann_skip").disabled  # practice cannot be skipped
    _answer(at, 3, 3)
    assert not at.exception
    assert [_plain(s.value) for s in at.success] == [
        "As expected. You answered meaning 3, structure 3. Expected: meaning 3 and "
        "structure 3. Same meaning; the sentence is built anew."]
    assert [i.value[:21] for i in at.info] == ["Practice pair 2 of 2:"]
    _answer(at, 2, 1)
    assert [_plain(w.value) for w in at.warning] == [
        "Not quite. You answered meaning 2, structure 1. Expected: meaning 1 "
        "(structure: any answer). Another subject."]
    assert any("real queue starts here" in c.value for c in at.caption)
    assert not at.info and "You rated 2 pair(s)" in at.get("progress")[0].proto.text
    assert store.qualification("pilot", "lou").status == "qualified"  # 1 of 2 >= 0.5
    _answer(at, 3, 2)
    assert not at.success and not at.warning  # feedback only after practice pairs
    assert len(store.judgments_of("pilot", "lou")) == 3


def test_a_rater_held_after_practice_sees_why_not_the_queue(make_app: Callable[..., Any],
                                                            store: Any) -> None:
    _with_practice(store, min_accuracy=1.0)
    user, _ = _signed_in(store, "mo")
    at = make_app("annotate", signed_in=user)
    _answer(at, 1, 1)
    _answer(at, 1, 1)
    assert not at.exception
    assert not at.radio and not at.get("progress")
    assert at.warning[-1].value == (
        "Your practice answers matched the expected ones on 50% of 2 practice pairs; this "
        "batch needs 100%. An admin looks at your practice before your queue opens: come "
        "back later.")
    store.add_annotator("boss", role="admin")
    store.set_qualification("pilot", "mo", "qualified", by="boss")
    at.run()
    assert [r.label.startswith("Question") for r in at.radio] == [True, True]
    assert "Sentence 1" in [c.value for c in at.caption]


def test_an_attention_check_looks_like_any_pair_and_is_counted(make_app: Callable[..., Any],
                                                               store: Any) -> None:
    from db import reports

    store.add_attention_checks("pilot", 1, rate=0.5)
    user, _ = _signed_in(store, "nia")
    at = make_app("annotate", signed_in=user)
    seen = []
    while at.radio:
        first, second = (h.value for h in at.subheader)
        seen.append((first, second))
        assert not at.info and not at.warning  # nothing marks a check
        _answer(at, 3, 1)
    assert ("The boy wants to go\\.", "The boy wants to go\\.") in seen or (
        "I know they need it\\.", "I know they need it\\.") in seen  # the copy check
    rater = reports.batch_report(store, "pilot")["annotators"][0]
    assert (rater["attention_checks"], rater["attention_pass_rate"]) == (1, 1.0)


def test_clear_starts_the_pair_again(make_app: Callable[..., Any], store: Any) -> None:
    user, _ = _signed_in(store, "oz")
    at = make_app("annotate", signed_in=user)
    shown = [h.value for h in at.subheader]
    at.radio[0].set_value(2)
    at.button(key="ann_clear").click().run()
    assert [h.value for h in at.subheader] == shown
    assert [r.value for r in at.radio] == [None, None]
    assert store.judgments_of("pilot", "oz") == []
