#!/usr/bin/env python3
"""Summarise a labels.json written by `probe.py --json` (argument; default labels.json) against the gold labels
(standard library only)."""
import collections, json, sys
d = json.load(open(sys.argv[1] if len(sys.argv) > 1 else "labels.json"))
pairs = d["pairs"]; (tree, labels), = d["labels"].items()
assert len(pairs) == len(labels) == 600
fam = collections.OrderedDict()
for p, l in zip(pairs, labels):
    f = fam.setdefault(p["kind"], collections.Counter()); f["n"] += 1; f[l["label"]] += 1; f["gold"] = p["gold"]
wr = sum(l["label"] == "entailed" for p, l in zip(pairs, labels) if p["gold"] == "wrong")
rr = sum(l["label"] == "entailed" for p, l in zip(pairs, labels) if p["gold"] == "right")
tpr, tnr = rr / 300, 1 - wr / 300
print(f"tree {tree}\nwrong entailed {wr}/300  right entailed {rr}/300  balanced accuracy {(tpr + tnr) / 2:.3f} (TPR {tpr:.3f}, TNR {tnr:.3f})")
print(collections.Counter(l["label"] for l in labels))
print("| family | gold | entailed | n | contradicted | insufficient |\n|---|---|---|---|---|---|")
for k in sorted(fam, key=lambda k: (k[0] != "W", k)):
    f = fam[k]
    print(f"| {k} | {f['gold']} | {f['entailed']} | {f['n']} | {f['contradicted']} | {f['insufficient']} |" + (f" n/a={f['not_applicable']}" if f['not_applicable'] else ""))
if len(sys.argv) > 1:
    for p, l in zip(pairs, labels):
        if p["kind"] == sys.argv[1]:
            print(f"\n[{p['wording']} {p['domain']}] {l['label']} {l['score']:.2f} :: {l['rationale']}\n  C: {p['claim']}")
            for s in p["passages"]:
                print("   -", s)
