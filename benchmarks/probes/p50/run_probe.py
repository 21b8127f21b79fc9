"""Run the RulesJudge (black box) over every row of pairs.jsonl after checking its hash.
Run with: PYTHONPATH=/tmp/wt_s57a/src /work/main/.venv/bin/python run_probe.py"""
import hashlib, json, sys
raw = open("pairs.jsonl", "rb").read()
want = open("pairs.sha256").read().split()[0]
got = hashlib.sha256(raw).hexdigest()
if got != want:
    sys.exit(f"hash mismatch: {got} != {want}")
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage
rows = [json.loads(l) for l in raw.decode("utf-8").splitlines() if l.strip()]
j = RulesJudge()
labels, rats = [], []
for r in rows:
    out = j.label(r["claim"], [Passage(span_id=f"s{i+1}", text=t) for i, t in enumerate(r["passages"])])
    labels.append(out.label.value); rats.append(out.rationale)
json.dump({"labels": labels}, open("labels.json", "w"), indent=0)
json.dump({"rationales": rats}, open("rationales.json", "w"), indent=0, ensure_ascii=False)
print(len(labels), "labelled; sha256 ok", got)
