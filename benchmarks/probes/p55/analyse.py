#!/usr/bin/env python3
"""Summarise judge labels for pairs.jsonl.
usage: python analyse.py [KIND]   (KIND e.g. W:cond_met lists that family's pairs)
Reads pairs.jsonl and labels.json in this folder. A judge label 'entailed' counts as
predicting gold 'right'; any other label counts as predicting 'wrong'."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))

def load_labels(n):
    data = json.load(open(os.path.join(HERE, "labels.json"), encoding="utf-8"))
    # find the list of per-pair records
    def find_list(d):
        if isinstance(d, list): return d
        if isinstance(d, dict):
            for k in ("pairs", "results", "labels", "items", "rows"):
                if k in d and isinstance(d[k], list): return d[k]
            for v in d.values():
                if isinstance(v, list) and len(v) == n: return v
            for v in d.values():
                if isinstance(v, dict):
                    r = find_list(v)
                    if r is not None: return r
        return None
    lst = None
    # probe.py layout: {"pairs": [...], "labels": {TREE: [ {label, score, rationale}, ... ]}}
    if isinstance(data, dict) and isinstance(data.get("labels"), dict):
        trees = list(data["labels"])
        tree = os.environ.get("TREE", trees[0])
        lst = data["labels"][tree]
    if lst is None:
        lst = find_list(data)
    assert lst is not None and len(lst) == n, f"could not find {n} per-pair records in labels.json"
    out = []
    for rec in lst:
        if isinstance(rec, str): out.append(rec); continue
        lab = None
        for k in ("label", "judge_label", "verdict", "prediction", "pred"):
            if k in rec: lab = rec[k]; break
        if isinstance(lab, dict): lab = lab.get("label")
        out.append(lab)
    return out, lst

def main():
    pairs = [json.loads(l) for l in open(os.path.join(HERE, "pairs.jsonl"), encoding="utf-8")]
    labels, recs = load_labels(len(pairs))
    # sanity: if records carry the claim, check alignment
    for p, r in zip(pairs, recs):
        if isinstance(r, dict) and "claim" in r: assert r["claim"] == p["claim"], "order mismatch"
    if len(sys.argv) > 1:
        kind = sys.argv[1]
        for p, lab in zip(pairs, labels):
            if p["kind"] == kind or p["template"] == kind:
                print(f"{p['template']:34s} {p['domain']:22s} {str(lab):14s} C: {p['claim']}")
                for s in p["passages"]: print(f"{'':72s} P: {s}")
        return
    fam = collections.OrderedDict()
    for p, lab in zip(pairs, labels):
        d = fam.setdefault(p["kind"], [0, 0, collections.Counter()])
        d[0] += lab == "entailed"; d[1] += 1; d[2][lab] += 1
    print(f"{'family':28s} entailed/total   other labels")
    for side in ("W:", "R:"):
        for k, (e, t, c) in fam.items():
            if k.startswith(side):
                other = ", ".join(f"{l}:{v}" for l, v in c.most_common() if l != "entailed")
                print(f"{k:28s} {e:3d}/{t:<3d}          {other}")
        print()
    we = sum(l == "entailed" for p, l in zip(pairs, labels) if p["gold"] == "wrong")
    wt = sum(p["gold"] == "wrong" for p in pairs)
    re_ = sum(l == "entailed" for p, l in zip(pairs, labels) if p["gold"] == "right")
    rt = sum(p["gold"] == "right" for p in pairs)
    tpr, tnr = re_ / rt, (wt - we) / wt
    print(f"wrong entailed: {we}/{wt}   right entailed: {re_}/{rt}")
    print(f"recall(right)={tpr:.3f}  specificity(wrong)={tnr:.3f}  balanced accuracy={(tpr + tnr) / 2:.3f}")
    print("labels overall:", dict(collections.Counter(labels)))
    wc = collections.defaultdict(lambda: [0, 0])
    for p, l in zip(pairs, labels):
        wc[p["template"]][0] += l == "entailed"; wc[p["template"]][1] += 1
    print("\nper wording (entailed/total):")
    for k in sorted(wc): print(f"  {k:34s} {wc[k][0]}/{wc[k][1]}")

if __name__ == "__main__":
    main()
