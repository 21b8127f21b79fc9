"""Analyse labels.json for probe p56.

python3 analyse.py            per-family table, per-wording counts, totals, balanced accuracy
python3 analyse.py KIND[/wK]  list the pairs of one family (or one template) with their labels
"""
import collections
import json
import sys

pairs = [json.loads(l) for l in open("pairs.jsonl", encoding="utf-8")]
data = json.load(open("labels.json", encoding="utf-8"))
tree = list(data["labels"])[0]
labels = data["labels"][tree]
assert len(labels) == len(pairs)
for p, l in zip(pairs, labels):
    p["label"] = l["label"]
    p["rationale"] = l.get("rationale", "")

if len(sys.argv) > 1:
    sel = sys.argv[1]
    for p in pairs:
        if p["kind"] == sel or p["template"] == sel:
            print(f"[{p['template']} {p['domain']} gold={p['gold']}] -> {p['label']}")
            print("  CLAIM:", p["claim"])
            for s in p["passages"]:
                print("   -", s)
            print("  WHY:", p["rationale"])
    sys.exit(0)

by = collections.defaultdict(list)
for p in pairs:
    by[p["kind"]].append(p)

print(f"judge tree: {tree}")
print(f"{'family':32s} {'entailed/total':>15s}   other labels")
for side in ("W:", "R:"):
    for kind in sorted(k for k in by if k.startswith(side)):
        ps = by[kind]
        ent = sum(p["label"] == "entailed" for p in ps)
        other = collections.Counter(p["label"] for p in ps if p["label"] != "entailed")
        o = ", ".join(f"{k}:{v}" for k, v in other.most_common())
        print(f"{kind:32s} {ent:>7d}/{len(ps):<7d}   {o}")
    print()

w = [p for p in pairs if p["gold"] == "wrong"]
r = [p for p in pairs if p["gold"] == "right"]
we = sum(p["label"] == "entailed" for p in w)
re_ = sum(p["label"] == "entailed" for p in r)
tpr, tnr = re_ / len(r), 1 - we / len(w)
print(f"wrong entailed: {we}/{len(w)}   right entailed: {re_}/{len(r)}")
print(f"recall(right)={tpr:.3f}  specificity(wrong)={tnr:.3f}  balanced accuracy={(tpr + tnr) / 2:.3f}")
print("labels overall:", dict(collections.Counter(p["label"] for p in pairs)))
print()
print("per wording (entailed/n):")
for kind in sorted(by, key=lambda k: (k[0] != "W", k)):
    cells = collections.defaultdict(lambda: [0, 0])
    for p in by[kind]:
        cells[p["wording"]][0] += p["label"] == "entailed"
        cells[p["wording"]][1] += 1
    print(f"  {kind:32s} " + "  ".join(f"w{k}:{a}/{n}" for k, (a, n) in sorted(cells.items())))
