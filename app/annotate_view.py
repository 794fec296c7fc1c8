"""The rating task of the ParaAMR paper (Appendix A), its keyboard, and what a
rater is told about practice items and qualification.

Scales are stored as in the paper's Table 4: 3 is best (near-equivalent
meaning; very different structure).  A pair's answers stay in the browser
until it is submitted: the two questions are radios in one ``st.form``, and
:func:`rating_keys` is a small component whose keys work on the form itself
(1, 2, 3 pick an answer of the question the keyboard is on; Enter, S, U and
Backspace press the form's buttons), so a key costs no server round trip.

>>> feedback_text(PracticeFeedback(3, None, False, "Same meaning, new order."), (2, 1))
'You answered meaning 2, structure 1. Expected: meaning 3 (structure: any answer). Same meaning, new order.'
>>> held_text(QualificationInfo("b", "ann", "held", 4, 4, 0.5, 0.75))
'Your practice answers matched the expected ones on 50% of 4 practice pairs; this batch needs 75%. An admin looks at your practice before your queue opens: come back later.'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from db.records import PracticeFeedback, QualificationInfo

__all__ = ["INSTRUCTIONS", "SCALES", "Scale", "feedback_text", "held_text", "rating_keys"]


@dataclass(frozen=True)
class Scale:
    name: Literal["semantic", "syntactic"]
    question: str
    options: dict[int, str]

    def label(self, value: int) -> str:
        return f"{value} – {self.options[value]}"


SEMANTIC = Scale(
    "semantic",
    "Question 1 (meaning). Do sentence 1 and sentence 2 have the same meaning?",
    {3: "exactly or nearly the same meaning",
     2: "similar meaning, with some differences",
     1: "different meaning"},
)
SYNTACTIC = Scale(
    "syntactic",
    "Question 2 (structure). How different are the structures of the two sentences?",
    {3: "very different structure",
     2: "somewhat different structure",
     1: "nearly the same structure"},
)
SCALES = (SEMANTIC, SYNTACTIC)

INSTRUCTIONS = """\
You will see two sentences. Sentence 2 was produced automatically from sentence 1.
Answer two questions about each pair.

**Question 1: meaning.** Ignore differences in wording and word order; ask whether the
two sentences say the same thing.
3 = exactly or nearly the same meaning · 2 = similar, with some differences · 1 = different meaning.

**Question 2: structure.** Ignore the meaning; compare how the sentences are built:
word order, which phrase comes first, active or passive, clauses.
3 = very different structure · 2 = somewhat different · 1 = nearly the same structure.

Keyboard: press **1**, **2** or **3** to answer question 1, then again for question 2;
**Enter** submits, **S** skips the pair, **U** undoes your last rating, **Backspace**
starts the pair again. Your time on each pair is recorded. You never see other raters' answers.
"""



def _answer(scale: Scale, value: int | None) -> str:
    return f"{scale.name.replace('semantic', 'meaning').replace('syntactic', 'structure')} " + (
        "any answer" if value is None else str(value))


def feedback_text(feedback: PracticeFeedback, answer: tuple[int, int]) -> str:
    """What a rater is told after a practice pair: their answer, the expected one, the note."""
    given = ", ".join(_answer(scale, value) for scale, value in zip(SCALES, answer, strict=True))
    expected = [(scale, value) for scale, value in zip(
        SCALES, (feedback.expected_semantic, feedback.expected_syntactic), strict=True)]
    wanted = " and ".join(_answer(s, v) for s, v in expected if v is not None)
    free = [s for s, v in expected if v is None]
    if free:
        wanted += " (" + ", ".join(f"{_answer(s, None).replace(' any', ': any')}" for s in free) + ")"
    note = f" {feedback.note.strip()}" if feedback.note and feedback.note.strip() else ""
    return f"You answered {given}. Expected: {wanted}.{note}"


def held_text(standing: QualificationInfo) -> str:
    """Why a rater's queue is closed after practice, and what happens next."""
    if standing.status == "rejected":
        return ("An admin decided that you will not rate this batch after your practice "
                "answers. Ask them if you think this is a mistake.")
    accuracy = "none" if standing.accuracy is None else f"{standing.accuracy:.0%}"
    needed = "" if standing.min_accuracy is None else (
        f"; this batch needs {standing.min_accuracy:.0%}")
    return (f"Your practice answers matched the expected ones on {accuracy} of "
            f"{standing.practice_items} practice pairs{needed}. An admin looks at your practice "
            "before your queue opens: come back later.")


# The keyboard works on the page's own widgets: it clicks the answer's label in
# the radio group of the current question and the form's buttons, so what a key
# does is exactly what the click does, and nothing reaches the server before a
# button is pressed.  Only textContent is written; no user text passes through.
_RATING_KEYS_JS = """
export default function(component) {
  const { data, parentElement } = component;
  const state = window.__paraamrRating || (window.__paraamrRating = { pending: [] });
  if (state.generation !== data.generation) {
    state.generation = data.generation;
    state.active = 0;
  }
  let status = parentElement.querySelector('.paraamr-keys');
  if (!status) {
    status = document.createElement('p');
    status.className = 'paraamr-keys';
    status.style.margin = '0';
    status.style.color = '#555';
    parentElement.appendChild(status);
  }
  // One set of listeners per window, reading the latest mount's settings: a
  // remounted component must not leave the keys dead or doubled.
  state.config = {
    questions: data.questions || [], buttons: data.buttons || {},
    groups: data.groups || [], family: data.family || '', status: status,
  };
  if (!window.__paraamrKeyHandler) {
    const config = () => state.config;
    const live = () => !!config().status && config().status.isConnected;
    // The radio groups and buttons of the pair on screen, by their keys: while a
    // run redraws the page, the previous pair's widgets may still be there too.
    // Widgets a running script has not drawn again yet are marked stale: never theirs.
    const fresh = (el) => (el && !el.closest('[data-stale="true"]') ? el : null);
    const groups = () => config().groups.map((k) => fresh(document.querySelector('.st-key-' + k)));
    const form = () => {
      const first = groups()[0];
      return (first && first.closest('[data-testid="stForm"]')) || document;
    };
    state.show = () => {
      const q = config().questions[state.active];
      config().status.dataset.active = q ? q.name : '';
      config().status.textContent = q ? '\\u2328 Keys 1, 2, 3 answer ' + q.label : '';
      groups().forEach((g, i) => {
        if (!g) return;
        g.style.outline = i === state.active ? '2px solid #1f77b4' : '';
        g.style.outlineOffset = '6px';
        g.style.borderRadius = '4px';
      });
    };
    const answered = (i) => {
      state.active = Math.min(i + 1, config().questions.length - 1);
      state.show();
    };
    const press = (name) => {
      const target = name && fresh(form().querySelector('.st-key-' + name + ' button'));
      if (target && !target.disabled) { target.click(); return true; }
      return false;
    };
    // A later pair already drawn while this mount has not been told about it yet.
    const outdated = () => !!config().family && Array.from(
      document.querySelectorAll('[class*="st-key-' + config().family + '"]'))
      .some((el) => fresh(el) && !el.classList.contains('st-key-' + config().groups[0]));
    const pick = (digit) => {
      const i = state.active;
      const group = groups()[i];
      if (!group || outdated()) return false;  // not drawn yet: the key waits
      const label = Array.from(group.querySelectorAll('label'))
        .find((l) => l.textContent.trim().startsWith(digit + ' '));
      if (label) { label.click(); answered(i); }
      return true;
    };
    // Keys pressed while the app is running (the page about to be redrawn) wait
    // until it has finished, so that they act on the pair the rater then sees.
    const app = () => document.querySelector('[data-testid="stApp"]');
    const busy = () => !!app() && app().getAttribute('data-test-script-state') !== 'notRunning';
    // 'done': the key acted; 'sent': it pressed a button (the rest waits for the
    // redraw); 'wait': its widgets are not drawn yet.
    const act = (key) => {
      if (['1', '2', '3'].includes(key)) return pick(key) ? 'done' : 'wait';
      if (key === 'Backspace') state.active = 0;
      return press(config().buttons[key]) ? 'sent' : 'done';
    };
    state.flush = () => {
      while (state.pending.length && !busy() && live()) {
        const [key, at] = state.pending[0];
        if (Date.now() - at > 10000) { state.pending.shift(); continue; }  // long gone
        const result = act(key);
        if (result === 'wait') break;
        state.pending.shift();
        if (result === 'sent') break;
      }
    };
    window.__paraamrKeyHandler = (e) => {
      if (!live() || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const t = e.target;
      const tag = t && t.tagName ? t.tagName.toLowerCase() : '';
      const type = t && t.type ? String(t.type).toLowerCase() : '';
      if (tag === 'textarea' || tag === 'select' || (t && t.isContentEditable)) return;
      if (tag === 'input' && !['radio', 'checkbox', 'button'].includes(type)) return;
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      const digit = ['1', '2', '3'].includes(key) && config().questions.length > 0;
      if (!digit && !config().buttons[key]) return;
      e.preventDefault();
      e.stopPropagation();
      state.pending.push([key, Date.now()]);
      state.flush();
    };
    // A click on an answer moves the keyboard on as a key does.
    window.__paraamrClickHandler = (e) => {
      const label = live() && e.target && e.target.closest ? e.target.closest('label') : null;
      if (!label) return;
      const i = groups().findIndex((g) => g.contains(label));
      if (i >= 0 && i >= state.active) answered(i);
    };
    document.addEventListener('keydown', window.__paraamrKeyHandler, true);
    document.addEventListener('click', window.__paraamrClickHandler, true);
    new MutationObserver(() => state.flush()).observe(document.body, {
      childList: true, attributes: true, subtree: true,
      attributeFilter: ['data-test-script-state'] });
  }
  state.show();
  state.flush();
}
"""

QUESTION_NAMES = {"semantic": "question 1 (meaning)", "syntactic": "question 2 (structure)"}


def rating_keys(*, key: str, generation: str, groups: Sequence[str] = (), family: str = "",
                buttons: Mapping[str, str]) -> None:
    """The rating keyboard over the radios keyed ``groups`` (question 1, then 2; none:
    buttons only) and the buttons keyed by ``buttons`` (key -> widget key: ``Enter``,
    ``s``, ``u``, ``Backspace``; in the radios' form if they have one).  ``family``:
    the key prefix every pair's question-1 radio shares, so that a key waits while a
    later pair is drawn before this mount hears of it.  A new
    ``generation`` (a new pair, or the same pair shown afresh) puts the keyboard back
    on question 1."""
    from app import components

    mount = components.custom_component("paraamr_rating_keys", js=_RATING_KEYS_JS)
    mount(key=key, data={
        "generation": generation, "groups": list(groups), "family": family,
        "buttons": dict(buttons),
        "questions": [{"name": s.name, "label": QUESTION_NAMES[s.name]} for s in SCALES]
        if groups else []})
