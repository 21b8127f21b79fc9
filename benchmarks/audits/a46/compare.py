#!/usr/bin/env python3
"""compare.py OUTROOT: compare OUTROOT/<domain>/cards.jsonl with expected.json."""
import json, os, sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))


def short(reasons, n=2, w=110):
    out = []
    for r in (reasons or [])[:n]:
        out.append(r if len(r) <= w else r[:w] + "...")
    return " | ".join(out)


def main(outroot):
    exp = json.load(open(os.path.join(HERE, "expected.json")))
    cards = defaultdict(list)
    for dom in sorted(os.listdir(outroot)):
        p = os.path.join(outroot, dom, "cards.jsonl")
        if os.path.exists(p):
            for line in open(p):
                c = json.loads(line)
                cards[c["case_id"]].append(c)
    cnt = dict(FA=0, FR=0, FC=0, OTHER=0, UNCLEAR=0, ok=0, MISSING=0)
    for cid, e in exp.items():
        cs = cards.get(cid, [])
        ev, ec = e["expected"], e["correct"]
        verdicts = [c["verdict"] for c in cs]
        if not cs:
            actual = "NO_CARD"
        elif all(v == "accept" for v in verdicts):
            actual = "accept"
        elif ev in verdicts and all(v in (ev, "accept") for v in verdicts):
            actual = ev
        else:
            actual = "+".join(sorted(set(v for v in verdicts if v != "accept")))
        main_cards = [c for c in cs if e["claim_id"] and c.get("claim_id") == e["claim_id"]]
        corr_vals = [c.get("correct") for c in main_cards]
        act_c = True if True in corr_vals else (False if False in corr_vals else None)
        if e.get("unclear"):
            tag = "UNCLEAR"
        elif ev != "accept" and actual == "accept":
            tag = "FA"
        elif ec is False and act_c is True:
            tag = "FC"
        elif ev == "accept" and actual != "accept":
            tag = "FR"
        elif actual != ev:
            tag = "OTHER"
        else:
            tag = "ok"
        cnt[tag] += 1
        reasons = "; ".join(f"[{c.get('claim_id')}:{c['verdict']}] {short(c.get('reasons'))}" for c in cs)
        print(f"{cid} {ev} {actual} {ec} {act_c} {e['kind']}/{e['family']} {tag}")
        print(f"    {reasons}")
    total = len(exp)
    print(f"SUMMARY FA={cnt['FA']} FR={cnt['FR']} FC={cnt['FC']} OTHER={cnt['OTHER']} "
          f"UNCLEAR={cnt['UNCLEAR']} ok={cnt['ok']} total={total}")


if __name__ == "__main__":
    main(sys.argv[1])
