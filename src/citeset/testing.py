"""Assertions for a user's own test suite (pytest or any runner), in the way DeepEval's assert_test is used.

    from citeset.testing import assert_accepted
    assert_accepted(citeset.evaluate(suite, run))          # every card, or one card, or a list of cards
"""

from __future__ import annotations

from collections.abc import Iterable

from citeset.evidence import Card, Evaluation

__all__ = ["assert_accepted"]


def assert_accepted(cards: Card | Iterable[Card] | Evaluation) -> None:
    """Fail unless every given acceptance card has verdict `accept`.

    The failure message lists, for each card that is not accepted, its case, claim, text, verdict, bucket
    and every reason, so a failing test says what to fix. An empty collection fails too: nothing was
    checked, which is not a pass.
    """
    __tracebackhide__ = True  # pytest shows the caller's line, not this one
    if isinstance(cards, Evaluation):
        items = list(cards.cards)
    elif isinstance(cards, Card):
        items = [cards]
    else:
        items = list(cards)
    if not items:
        raise AssertionError("no acceptance cards to check (nothing was evaluated)")
    failing = [card for card in items if card.verdict != "accept"]
    if failing:
        lines = [f"{len(failing)} of {len(items)} claim(s) not accepted:"]
        lines += [_describe(card) for card in failing]
        raise AssertionError("\n".join(lines))


def _describe(card: Card) -> str:
    claim = card.claim_id if card.claim_id is not None else "(no reference claim)"
    head = f"- case {card.case_id!r}, claim {claim}: {card.verdict}"
    if card.bucket:
        head += f" ({card.bucket})"
    reasons = "".join(f"\n    reason: {reason}" for reason in card.reasons) or "\n    reason: (none recorded)"
    return f"{head}\n    text: {card.text!r}{reasons}"
