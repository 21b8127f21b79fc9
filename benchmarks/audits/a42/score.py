"""Compare cards with expectations: score.py OUTBASE AUDITDIR"""
import json, sys, os, glob
out, base = sys.argv[1], sys.argv[2]
rows, cnt = [], {"FA": 0, "FR": 0, "FC": 0, "OTHER": 0, "OK": 0, "UNCLEAR": 0}
n = 0
for dom in sorted(os.listdir(os.path.join(base, "domains"))):
    cards = {}
    cf = os.path.join(out, dom, "cards.jsonl")
    if os.path.exists(cf):
        for l in open(cf):
            c = json.loads(l); cards.setdefault(c["case_id"], []).append(c)
    for l in open(os.path.join(base, "domains", dom, "expected.jsonl")):
        e = json.loads(l)
        cs = cards.get(e["id"], [])
        pick, card = e["pick"], None
        outs = [c for c in cs if c.get("kind") == "output"]
        def pref(lst):
            l2 = [c for c in lst if c.get("claim_id") == "c1"]
            return (l2 or lst or [None])[0]
        if pick is None:
            if outs:
                mi = min(c["output_index"] for c in outs)
                card = pref([c for c in outs if c["output_index"] == mi])
            else:
                card = pref(cs)
        elif isinstance(pick, int):
            card = pref([c for c in outs if c["output_index"] == pick])
        elif pick == "omit":
            card = pref([c for c in cs if c.get("kind") != "output"]) or pref(cs)
        elif pick == "case":
            l2 = [c for c in cs if c.get("claim_id") is None and c.get("kind") != "output"]
            card = (l2 or cs or [None])[0]
        av = card["verdict"] if card else "MISSING"
        ac = card.get("correct") if card else None
        exp, ec = e["exp"], e["corr"]
        allowed = exp.split("|")
        if exp == "UNCLEAR":
            kind = "UNCLEAR"
        elif "accept" not in allowed and av == "accept":
            kind = "FA"
        elif allowed == ["accept"] and av != "accept":
            kind = "FR"
        elif ec is False and ac is True:
            kind = "FC"
        elif av in allowed and (ec is None or ac == ec or (ec is False and ac is None)):
            kind = "OK"
        else:
            kind = "OTHER"
        if kind != "UNCLEAR": n += 1
        cnt[kind] += 1
        ecs = "-" if ec is None else str(ec).lower()
        print(f"{e['id']} {exp} {av} {ecs} {str(ac).lower() if ac is not None else 'null'} {kind}")
print(f"SUMMARY cases={n} FA={cnt['FA']} FR={cnt['FR']} FC={cnt['FC']} OTHER={cnt['OTHER']}")
