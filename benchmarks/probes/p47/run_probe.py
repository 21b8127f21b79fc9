"""Run the RulesJudge (black box) over pairs.jsonl; write labels.json {"labels":[...]} in row order.
Usage: PYTHONPATH=/tmp/wt_s56a/src /work/main/.venv/bin/python run_probe.py"""
import json, os
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage

here = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(l) for l in open(os.path.join(here, "pairs.jsonl"), encoding="utf-8")]
j = RulesJudge()
labels, details = [], []
for row in rows:
    ps = [Passage(span_id=f"s{i+1}", text=t) for i, t in enumerate(row["passages"])]
    try:
        r = j.label(row["claim"], ps)
        lab = getattr(r.label, "value", str(r.label))
        details.append({"label": lab, "score": getattr(r, "score", None), "rationale": getattr(r, "rationale", None)})
    except Exception as e:  # a judge failure is recorded, not fatal
        lab = "error"; details.append({"label": lab, "error": repr(e)})
    labels.append(lab)
json.dump({"labels": labels}, open(os.path.join(here, "labels.json"), "w"), indent=0)
json.dump(details, open(os.path.join(here, "labels_detail.json"), "w"), indent=1)
print(len(labels), "labels written")
