"""Write the per-case part of README.md from domains/*/expected.jsonl and a rows file of run.sh."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
from compare import DOMAINS
rows = {}
if len(sys.argv) > 1:
    for l in open(sys.argv[1]):
        p = l.split()
        if len(p) == 6 and "-" in p[0]:
            rows[p[0]] = p
out = []
for dom in DOMAINS:
    d = os.path.join(HERE, "domains", dom)
    exp = [json.loads(l) for l in open(os.path.join(d, "expected.jsonl"))]
    cases = {c["case_id"]: c for c in map(json.loads, open(os.path.join(d, "suite/cases.jsonl")))}
    run = {r["case_id"]: r for r in map(json.loads, open(os.path.join(d, "run.jsonl")))}
    out.append(f"\n### {dom}\n")
    for e in exp:
        c = cases[e["id"]]
        claim = c["claims"][0]["text"] if c["claims"] else "(no reference claim: unanswerable)"
        twin = e.get("twin")
        if not twin and e["exp"] != "accept":
            tw = [x for x in exp if x["exp"] == "accept" and cases[x["id"]]["claims"] and c["claims"]
                  and cases[x["id"]]["claims"][0]["text"] == claim]
            twin = tw[0]["id"] if tw else None
        role = "right twin" if e["exp"] in ("accept",) else ("probe" if e["exp"] != "abstain" else "twin (abstain)")
        r = rows.get(e["id"])
        res = f" — /work/main: {r[2]}, correct={r[4]} → **{r[5]}**" if r else ""
        extra = []
        if c.get("reader"): extra.append(f"reader={c['reader']}")
        if c["expected_behavior"] != "answer": extra.append(c["expected_behavior"])
        ex = (" (" + ", ".join(extra) + ")") if extra else ""
        tws = f"; twin {twin}" if twin and e["exp"] != "accept" else (f"; twin of {twin}" if twin else "")
        unc = " **UNCLEAR (excluded)**" if e.get("unclear") else ""
        out.append(f"- **{e['id']}** [{role}{tws}] expect `{e['exp']}`, correct={e['corr']}{ex}. "
                   f"Answer: “{run[e['id']]['answer_text']}” vs reference “{claim}”. "
                   f"{e['note']}. Decided by {e['sec']}.{unc}{res}")
print("\n".join(out))
