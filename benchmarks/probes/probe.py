#!/usr/bin/env python
"""Black-box probe of citeset's RulesJudge.

usage: python probe.py TREE [OTHER_TREE] [--pairs pairs.jsonl] [--json out.json]
Each tree is a citeset source checkout; its `src/` is put on PYTHONPATH in a fresh
subprocess (run with the current interpreter), so two trees never share modules.
"""
import json, os, subprocess, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))

WORKER = r'''
import json, sys
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage
j = RulesJudge()
out = []
for line in open(sys.argv[1], encoding="utf-8"):
    if not line.strip():
        continue
    p = json.loads(line)
    ps = [Passage(span_id="e%d" % i, text=t) for i, t in enumerate(p["passages"])]
    try:
        r = j.label(p["claim"], ps)
        out.append({"label": r.label.value, "score": r.score, "rationale": getattr(r, "rationale", "")})
    except Exception as e:  # a crash is a result too
        out.append({"label": "ERROR", "score": None, "rationale": repr(e)[:300]})
json.dump(out, sys.stdout)
'''


def run_tree(tree, pairs_path):
    env = dict(os.environ)
    src = os.path.join(os.path.abspath(tree), "src")
    env["PYTHONPATH"] = src
    py = sys.executable
    res = subprocess.run([py, "-c", WORKER, pairs_path], env=env, capture_output=True, text=True, cwd=HERE)
    if res.returncode != 0:
        sys.exit(f"worker failed for {tree}:\n{res.stderr[-3000:]}")
    return json.loads(res.stdout)


def _figure(value):
    return "undefined" if value is None else f"{value:.3f}"


def summarise(name, pairs, labels):
    cats = collections.defaultdict(lambda: [0, 0])  # [entailed, n]
    golds = collections.defaultdict(set)  # the gold labels of each category's pairs
    fa = ra = nw = nr = 0
    for p, l in zip(pairs, labels):
        ent = l["label"] == "entailed"
        c = cats[p.get("category") or p["kind"]]
        c[0] += ent
        c[1] += 1
        golds[p.get("category") or p["kind"]].add(p["gold"])
        if p["gold"] == "wrong":
            nw += 1
            fa += ent
        else:
            nr += 1
            ra += ent
    print(f"== {name}")
    print(f"{'category':32s} {'gold':5s} {'entailed':>8s} {'n':>4s}")
    for cat in sorted(cats, key=lambda c: (not c.startswith('R:'), c)):
        e, n = cats[cat]
        gold = "/".join(sorted(golds[cat]))  # from the pairs: a category's name need not say its gold
        print(f"{cat:32s} {gold:5s} {e:8d} {n:4d}")
    tpr = ra / nr if nr else None  # undefined without right pairs: never 1.0 or NaN
    tnr = 1 - fa / nw if nw else None
    balanced = (tpr + tnr) / 2 if tpr is not None and tnr is not None else None
    print(f"TOTAL wrong claims entailed (false accepts): {fa}/{nw}")
    print(f"TOTAL right claims entailed:                 {ra}/{nr}")
    print(f"balanced accuracy: {_figure(balanced)}  (TPR {_figure(tpr)}, TNR {_figure(tnr)})")
    labs = collections.Counter(l["label"] for l in labels)
    print("label distribution:", dict(labs))
    return {"false_accepts": fa, "n_wrong": nw, "right_entailed": ra, "n_right": nr,
            "balanced_accuracy": balanced}


def main():
    args = [a for a in sys.argv[1:]]
    pairs_path = os.path.join(HERE, "p36", "pairs.jsonl")  # the newest probe unless --pairs names another
    dump = None
    if "--pairs" in args:
        i = args.index("--pairs"); pairs_path = os.path.abspath(args[i + 1]); del args[i:i + 2]
    if "--json" in args:
        i = args.index("--json"); dump = args[i + 1]; del args[i:i + 2]
    if not 1 <= len(args) <= 2:
        sys.exit(__doc__)
    pairs = [json.loads(l) for l in open(pairs_path, encoding="utf-8") if l.strip()]
    results = {}
    for tree in args:
        labels = run_tree(tree, pairs_path)
        assert len(labels) == len(pairs)
        results[tree] = labels
        summarise(tree, pairs, labels)
        print()
    if len(args) == 2:
        a, b = args
        diff = [(p, x, y) for p, x, y in zip(pairs, results[a], results[b]) if x["label"] != y["label"]]
        print(f"== pairs whose label differs: {len(diff)}")
        for p, x, y in diff:
            print(f"[g{p['group']} {p['gold']} {p.get('category') or p['kind']}] {x['label']} -> {y['label']}: {p['claim']}")
    if dump:
        json.dump({"pairs": pairs, "labels": results}, open(dump, "w"), indent=1)


if __name__ == "__main__":
    main()
