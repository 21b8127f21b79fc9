"""A reviewer's own reasons are shown back as written to readers who may read no more than the reviewer's class:
withholding what only blocked versions state from them told a public reviewer, typing candidates, which ones a
version they may not read states (hardening re-audit 28). A cleared reviewer's reason is still withheld from a
public one by what blocked versions state (it may quote them)."""

from __future__ import annotations

import re

from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)
from test_review_app import card_ids, judge, setup, signed_in  # noqa: F401  (setup is a fixture)

from outputs_world import SECRET

# "Oak" and "Restricted" only the map (readable by class legal) states; "Elm" and "Unrestrained" no version does
GUESSES = {"right": ("Oak", "Restricted"), "wrong": ("Elm", "Unrestrained")}


def _shown(page: str, words: tuple[str, str]) -> list[str]:
    said = re.findall(r"guesses: [^<]*", page)
    return sorted({s.replace(words[0], "W0").replace(words[1], "W1") for s in said})


def test_a_public_reviewers_own_reason_reads_back_the_same_for_a_right_and_a_wrong_guess(setup) -> None:  # noqa: F811
    app, *_ = setup
    shown = {}
    for tag, words in GUESSES.items():
        pat, bob = signed_in(app, f"pat-{tag}"), signed_in(app, f"bob-{tag}")
        cid = card_ids(pat)["evil-1" if tag == "right" else "cedar-3"]
        why = f"guesses: {words[0]} | {words[1]} | the memo states it outright"
        assert judge(pat, cid, why).status_code == 200
        judge(bob, cid, "seen")
        pages = [pat.get(f"/cards/{cid}").text, bob.get(f"/cards/{cid}").text, pat.get("/audit").text]
        shown[tag] = [_shown(page, words) for page in pages]
        assert all(f"guesses: {words[0]} | {words[1]} | the memo states it outright" in p for p in pages[:2])
    assert shown["right"] == shown["wrong"]


def test_a_cleared_reviewers_reason_is_still_withheld_by_what_blocked_versions_state(setup) -> None:  # noqa: F811
    app, *_ = setup
    lee, pat = signed_in(app, "lee", "legal"), signed_in(app, "pat")
    cid = card_ids(pat)["cedar-3"]
    judge(lee, cid, "Oak is on the restricted map, as the memo states outright")
    judge(pat, cid, "seen")
    page = pat.get(f"/cards/{cid}").text
    reasons = re.findall(r"<td>([^<]*as the memo states outright)", page)
    assert reasons and all("Oak" not in r and "restricted" not in r and "withheld" in r for r in reasons), reasons
    assert SECRET not in page
