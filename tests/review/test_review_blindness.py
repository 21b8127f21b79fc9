"""Blind review holds on every page: the audit log and the queue show a reviewer nothing of others' judgments
on a card before they have judged it, and the audit log shows restricted text to nobody who may not read it."""

from __future__ import annotations

import re

from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)
from test_review_app import card_ids, judge, setup, signed_in  # noqa: F401  (setup is a fixture)

from outputs_world import SECRET


def test_the_audit_log_hides_others_judgments_on_a_card_until_the_viewer_has_judged_it(setup) -> None:  # noqa: F811
    app, *_ = setup
    ann, bob = signed_in(app, "ann"), signed_in(app, "bob")
    adj = signed_in(app, "adj", role="adjudicator")
    cid = card_ids(ann)["cedar-3"]
    judge(ann, cid, "ANN-PRIVATE-REASON", entailment="insufficient")
    assert "ANN-PRIVATE-REASON" in ann.get("/audit").text  # one's own events stay visible
    blind = bob.get("/audit").text
    assert "ANN-PRIVATE-REASON" not in blind and "insufficient" not in blind
    assert "not shown until you have judged" in blind
    assert "ANN-PRIVATE-REASON" in adj.get("/audit").text  # an adjudicator sees every judgment
    judge(bob, cid, "bob's own look")
    assert "ANN-PRIVATE-REASON" in bob.get("/audit").text  # as on the card page, once bob has judged


def test_the_audit_log_redacts_restricted_text_inside_each_detail_value(setup) -> None:  # noqa: F811
    app, *_ = setup
    lee, pat = signed_in(app, "lee", "legal"), signed_in(app, "pat")
    cid = card_ids(pat)["cedar-3"]
    quoted = SECRET.replace("mapped to", "mapped\nto")  # JSON escapes the line break: a dump no longer matches
    assert judge(lee, cid, f"the map says {quoted}").status_code == 200
    judge(pat, cid, "cannot read the map")
    audit = pat.get("/audit").text
    assert "the map says" in audit and "record R30" not in audit and "withheld" in audit
    assert "record R30" in lee.get("/audit").text


def test_the_queue_hides_judgment_counts_and_disagreement_until_the_viewer_has_judged(setup) -> None:  # noqa: F811
    app, *_ = setup
    ann, bob, cat = signed_in(app, "ann"), signed_in(app, "bob"), signed_in(app, "cat")
    adj = signed_in(app, "adj", role="adjudicator")
    cid = card_ids(ann)["cedar-3"]
    judge(ann, cid, "no", entailment="insufficient")
    judge(bob, cid, "yes")

    def row(client) -> str:
        queue = client.get("/queue").text
        return re.search(rf'<tr>\s*<td><a href="/cards/{cid}">.*?</tr>', queue, re.S).group(0)

    blind = row(cat)
    assert "disagreement" not in blind and "<td>2" not in blind and "hidden until you judge" in blind
    assert "disagreement" in row(adj) and "<td>2" in row(adj)
    assert "disagreement" in row(ann) and "<td>2 (incl. yours)" in row(ann)
