#!/usr/bin/env python3
"""Analyse labels.json for probe p57. `python3 analyse.py [KIND or TEMPLATE]` lists one family with labels."""
import collections
import json
import sys

d = json.load(open("labels.json"))
pairs = d["pairs"]
tree, labs = next(iter(d["labels"].items()))
assert len(labs) == len(pairs) == 600
for p, l in zip(pairs, labs):
    p["label"] = l["label"] if isinstance(l, dict) else l
    p["score"] = l.get("score") if isinstance(l, dict) else None
    p["rationale"] = l.get("rationale") if isinstance(l, dict) else None

if len(sys.argv) > 1:
    key = sys.argv[1]
    for p in pairs:
        if p["kind"] == key or p["template"] == key:
            print(f"[{p['template']} {p['domain']}] gold={p['gold']} label={p['label']} score={p['score']}")
            print("  C:", p["claim"])
            for s in p["passages"]:
                print("   |", s)
            print("  R:", p["rationale"])
    sys.exit()

print(f"judge tree: {tree}")
kinds = sorted({p["kind"] for p in pairs}, key=lambda k: (k[0] != "W", k))
print(f"{'family':32s} entailed/total   other labels")
for k in kinds:
    ps = [p for p in pairs if p["kind"] == k]
    e = sum(p["label"] == "entailed" for p in ps)
    other = collections.Counter(p["label"] for p in ps if p["label"] != "entailed")
    print(f"{k:32s} {e:3d}/{len(ps):<3d}         " + ", ".join(f"{a}:{b}" for a, b in other.most_common()))
    if k.startswith("W:") and k == [x for x in kinds if x.startswith("W:")][-1]:
        print()
we = sum(p["label"] == "entailed" for p in pairs if p["gold"] == "wrong")
re_ = sum(p["label"] == "entailed" for p in pairs if p["gold"] == "right")
nw = sum(p["gold"] == "wrong" for p in pairs)
nr = sum(p["gold"] == "right" for p in pairs)
tpr, tnr = re_ / nr, 1 - we / nw
print(f"\nwrong entailed: {we}/{nw}   right entailed: {re_}/{nr}")
print(f"recall(right)={tpr:.3f}  specificity(wrong)={tnr:.3f}  balanced accuracy={(tpr + tnr) / 2:.3f}")
print("labels overall:", dict(collections.Counter(p["label"] for p in pairs)))

# twin view: both halves of a twin entailed / refused
print("\nper twin group (W entailed/15 | R entailed/15 | pairs where judge separates W from R)")
groups = collections.OrderedDict()
for p in pairs:
    groups.setdefault(p["group"], []).append(p)
for g, ps in groups.items():
    w = [p for p in ps if p["gold"] == "wrong"]
    r = [p for p in ps if p["gold"] == "right"]
    sep = sum(a["label"] != "entailed" and b["label"] == "entailed" for a, b in zip(w, r))
    print(f"  {g:12s} W {sum(p['label']=='entailed' for p in w):2d}/15 | R {sum(p['label']=='entailed' for p in r):2d}/15 | separated {sep:2d}/15")

print("\nper wording (entailed/total)")
for k in kinds:
    ps = [p for p in pairs if p["kind"] == k]
    ws = sorted({p["wording"] for p in ps})
    cells = []
    for w in ws:
        q = [p for p in ps if p["wording"] == w]
        cells.append(f"w{w}:{sum(p['label']=='entailed' for p in q)}/{len(q)}")
    print(f"  {k:32s} " + "  ".join(cells))

print("\ndistractors: entailed rate by presence of distractor passages")
import domains
dset = {s for dd in domains.DOMAINS for s in dd["distractors"]}
for gold in ("wrong", "right"):
    for has in (False, True):
        q = [p for p in pairs if p["gold"] == gold and any(s in dset for s in p["passages"]) == has]
        print(f"  gold={gold:5s} distractor={str(has):5s} entailed {sum(p['label']=='entailed' for p in q)}/{len(q)}")
