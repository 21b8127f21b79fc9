#!/usr/bin/env python3
import json, sys, os, glob, collections
HERE = os.path.dirname(os.path.abspath(__file__))
res = sys.argv[1]
exp = json.load(open(os.path.join(HERE, "expected.json")))
cards = {}
for f in glob.glob(os.path.join(res, "*", "cards.jsonl")):
    for line in open(f):
        c = json.loads(line)
        cards.setdefault(c["case_id"], []).append(c)
cnt = collections.Counter()
for cid, m in exp.items():
    cs = [c for c in cards.get(cid, []) if c.get("claim_id") == "c1" or c.get("kind") != "omitted"]
    if not cs:
        actual, correct = "MISSING", None
    else:
        vs = [c["verdict"] for c in cs]
        actual = "accept" if all(v == "accept" for v in vs) else next(v for v in vs if v != "accept")
        correct = any(c.get("correct") is True for c in cs)
    e = m["expect"]
    if e != "accept" and actual == "accept": kind = "FA"
    elif m["wrong_claim"] and correct: kind = "FC"
    elif e == "accept" and actual != "accept": kind = "FR"
    elif actual != e: kind = "OTHER"
    else: kind = "ok"
    cnt[kind] += 1
    print(cid, e, actual, kind, ("| " + "; ".join(r for c in cs for r in c.get("reasons", []))[:200]) if kind != "ok" else "")
print("SUMMARY", len(exp), "cases:", " ".join(f"{k}={cnt[k]}" for k in ("ok", "FA", "FR", "FC", "OTHER")))
