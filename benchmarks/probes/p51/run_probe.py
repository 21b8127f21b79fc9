"""Check the pairs hash, then run the black-box judge over every row (single process)."""
import hashlib, json, sys
here = "/tmp/p51/"
want = open(here + "pairs.sha256").read().split()[0]
got = hashlib.sha256(open(here + "pairs.jsonl", "rb").read()).hexdigest()
if want != got:
    sys.exit(f"hash mismatch: {got} != {want}")
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage
rows = [json.loads(l) for l in open(here + "pairs.jsonl")]
j = RulesJudge()
labels, rats = [], []
for r in rows:
    out = j.label(r["claim"], [Passage(span_id=f"s{i+1}", text=t) for i, t in enumerate(r["passages"])])
    labels.append(out.label.value); rats.append(out.rationale)
json.dump({"labels": labels}, open(here + "labels.json", "w"), indent=0)
json.dump({"rationales": rats}, open(here + "rationales.json", "w"), indent=0)
print("done", len(labels))
