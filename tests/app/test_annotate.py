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
