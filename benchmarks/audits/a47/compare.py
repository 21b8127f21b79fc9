"""compare.py [OUTDIR]: one row per case: ID expected actual expected_correct actual_correct KIND reasons; then SUMMARY."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "out")
exp = json.load(open(os.path.join(HERE, "expected.json")))
cards = collections.defaultdict(list)
for dom in sorted(os.listdir(OUT)):
    p = os.path.join(OUT, dom, "cards.jsonl")
    if os.path.exists(p):
        for l in open(p):
            c = json.loads(l)
            cards[c["case_id"]].append(c)


def pick(cid, e):
    cs = cards.get(cid, [])
    if not cs:
        return None
    t = e["target"]
    if t is not None:
        m = [c for c in cs if c.get("kind") == "output" and c.get("output_index") == t]
        m.sort(key=lambda c: c.get("claim_id") != "c")
        if m:
            return m[0]
    m = [c for c in cs if c.get("claim_id") == "c"]
    if m:
        return m[0]
    m = [c for c in cs if c.get("claim_id") is None]
    return (m or cs)[0]


cnt = collections.Counter()
for cid, e in exp.items():
    c = pick(cid, e)
    av = c["verdict"] if c else "MISSING"
    ac = c.get("correct") if c else None
    ev, ec = e["verdict"], e["correct"]
    if e.get("unclear"):
        kind = "UNCLEAR"
    else:
        kinds = []
        if ev != "accept" and av == "accept":
            kinds.append("FA")
        if ec is False and ac is True:
            kinds.append("FC")
        if not kinds:
            if ev == "accept" and av != "accept":
                kinds.append("FR")
            elif ev != av:
                kinds.append("OTHER")
            elif ec is not None and ac is not None and ec != ac:
                kinds.append("OTHER")
        kind = "+".join(kinds) or "ok"
    for k in kind.split("+"):
        cnt[k] += 1
    reasons = " / ".join(c.get("reasons", [])) if c else ""
    print(f"{cid}\t{ev}\t{av}\t{ec}\t{ac}\t{kind}\t{reasons}")
print("SUMMARY cases=%d " % len(exp) + " ".join(f"{k}={cnt[k]}" for k in ["ok", "FA", "FC", "FR", "OTHER", "UNCLEAR"]))
