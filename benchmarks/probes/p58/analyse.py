#!/usr/bin/env python3
"""Summarise labels.json (written after the single judge run). usage: analyse.py [KIND or TEMPLATE to list]"""
import json, sys, collections
D = json.load(open("labels.json")); pairs = D["pairs"]; L = D["labels"]; trees = list(L)
short = {t: t.rstrip("/").split("/")[-1] for t in trees}
ent = {t: [l["label"] == "entailed" for l in L[t]] for t in trees}
if len(sys.argv) > 1:
    key = sys.argv[1]
    for i, p in enumerate(pairs):
        if p["kind"] == key or p["template"] == key:
            print(p["template"], p["domain"], p["gold"], "|", p["claim"])
            for ps in p["passages"]: print("    -", ps)
            for t in trees: print("   ", short[t], L[t][i]["label"], round(L[t][i].get("score") or 0, 3), "|", (L[t][i].get("rationale") or "")[:160])
    sys.exit()
kinds = sorted({p["kind"] for p in pairs}, key=lambda k: (k[0] != "W", k))
print("entailed/15 per family (W = gold wrong, R = gold right); other labels shown for the newer tree")
print(f"{'family':32s} " + " ".join(f"{short[t]:>10s}" for t in trees) + "   other labels (" + short[trees[-1]] + ")")
for k in kinds:
    idx = [i for i, p in enumerate(pairs) if p["kind"] == k]
    oth = collections.Counter(L[trees[-1]][i]["label"] for i in idx if not ent[trees[-1]][i])
    print(f"{k:32s} " + " ".join(f"{sum(ent[t][i] for i in idx):>7d}/{len(idx)}" for t in trees) + "   " + ", ".join(f"{a}:{b}" for a, b in oth.most_common()))
    if k.startswith("W:") and k == kinds[19]: print()
print()
for t in trees:
    W = [i for i, p in enumerate(pairs) if p["gold"] == "wrong"]; R = [i for i, p in enumerate(pairs) if p["gold"] == "right"]
    we = sum(ent[t][i] for i in W); re_ = sum(ent[t][i] for i in R)
    ba = (re_ / len(R) + (len(W) - we) / len(W)) / 2
    print(f"{t}: wrong entailed {we}/{len(W)}  right entailed {re_}/{len(R)}  balanced accuracy = ({re_}/{len(R)} + {len(W)-we}/{len(W)})/2 = {ba:.3f}")
    print("   labels:", dict(collections.Counter(l["label"] for l in L[t])))
print()
print("per wording (newer tree, entailed of 3):")
fams = sorted({p["group"].split("/")[0] for p in pairs})
for f in fams:
    row = []
    for side in "WR":
        cells = []
        for w in range(5):
            idx = [i for i, p in enumerate(pairs) if p["group"].split("/")[0] == f and p["wording"] == w and p["kind"][0] == side]
            cells.append(f"{sum(ent[trees[-1]][i] for i in idx)}")
        row.append(side + ":" + "".join(cells))
    print(f"  {f:12s} {row[0]}  {row[1]}")
print()
print("twin separation (newer tree: W not entailed and R entailed on the same group):")
g = collections.defaultdict(dict)
for i, p in enumerate(pairs): g[p["group"]][p["gold"]] = i
sep = collections.Counter(); tot = collections.Counter()
for grp, d in g.items():
    f = grp.split("/")[0]; tot[f] += 1
    if ent[trees[-1]][d["right"]] and not ent[trees[-1]][d["wrong"]]: sep[f] += 1
print("  " + ", ".join(f"{f} {sep[f]}/{tot[f]}" for f in fams) + f"  | all {sum(sep.values())}/{sum(tot.values())}")
print()
dis = lambda p: len(p["passages"]) > 0 and any(s in x for x in p["passages"] for s in ())
from domains import DOMAINS
for t in trees:
    out = []
    for gold in ("wrong", "right"):
        for has in (False, True):
            idx = [i for i, p in enumerate(pairs) if p["gold"] == gold and any(x in DOMAINS[p["domain"]]["distract"] for x in p["passages"]) == has]
            out.append(f"{gold} {'with' if has else 'without'} distractors: {sum(ent[t][i] for i in idx)}/{len(idx)}")
    print(short[t] + " entailed — " + "; ".join(out))
diff = [i for i in range(len(pairs)) if L[trees[0]][i]["label"] != L[trees[-1]][i]["label"]]
print(f"\npairs whose label differs between trees: {len(diff)}")
for i in diff: print(f"  {pairs[i]['template']} {pairs[i]['domain']} {pairs[i]['gold']}: {L[trees[0]][i]['label']} -> {L[trees[-1]][i]['label']}")
