"""Analyse labels.json against pairs.jsonl; write results.txt and failures.md."""
import json, os, collections
here = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(l) for l in open(os.path.join(here, "pairs.jsonl"), encoding="utf-8")]
labels = json.load(open(os.path.join(here, "labels.json")))["labels"]
assert len(rows) == len(labels)
det = json.load(open(os.path.join(here, "labels_detail.json"))) if os.path.exists(os.path.join(here, "labels_detail.json")) else [{}]*len(rows)
for r, l in zip(rows, labels): r["label"] = l; r["acc"] = (l == "entailed")
right = [r for r in rows if r["gold"] == "right"]; wrong = [r for r in rows if r["gold"] == "wrong"]
re_ = sum(r["acc"] for r in right); we = sum(r["acc"] for r in wrong)
bal = (re_ / len(right) + (len(wrong) - we) / len(wrong)) / 2
# twin-level: group correct when right accepted and wrong rejected
by_g = collections.defaultdict(dict)
for r in rows: by_g[r["group"]][r["gold"]] = r
twin_ok = sum(1 for g in by_g.values() if g["right"]["acc"] and not g["wrong"]["acc"])
both_acc = sum(1 for g in by_g.values() if g["right"]["acc"] and g["wrong"]["acc"])
out = []
P = out.append
P("p47 blind probe of RulesJudge (rules@2) — 600 rows / 300 twin groups")
P(f"pairs.jsonl sha256: {open(os.path.join(here,'pairs.sha256')).read().split()[0]}")
P("")
P(f"wrong claims accepted (entailed): {we}/{len(wrong)} = {we/len(wrong):.3f}")
P(f"right claims accepted (entailed): {re_}/{len(right)} = {re_/len(right):.3f}")
P(f"balanced accuracy = (right entailed rate + wrong not-entailed rate)/2 = {bal:.3f}")
P(f"twin groups fully correct (right accepted AND wrong rejected): {twin_ok}/300")
P(f"twin groups where BOTH claims were accepted: {both_acc}/300")
P("")
P("label distribution by gold:")
for gname, sub in (("right", right), ("wrong", wrong)):
    c = collections.Counter(r["label"] for r in sub); P(f"  {gname}: " + ", ".join(f"{k}={v}" for k, v in sorted(c.items())))
P("")
P("WRONG claims by kind: accepted/total  (labels)")
for k in sorted({r["kind"] for r in wrong}, key=lambda k: (-sum(r['acc'] for r in wrong if r['kind']==k), k)):
    sub = [r for r in wrong if r["kind"] == k]; c = collections.Counter(r["label"] for r in sub)
    P(f"  {k:32s} {sum(r['acc'] for r in sub):2d}/{len(sub):2d}   " + ", ".join(f"{a}={b}" for a, b in sorted(c.items())))
P("")
P("RIGHT claims by kind: accepted/total  (labels)")
for k in sorted({r["kind"] for r in right}, key=lambda k: (sum(r['acc'] for r in right if r['kind']==k)/sum(1 for r in right if r['kind']==k), k)):
    sub = [r for r in right if r["kind"] == k]; c = collections.Counter(r["label"] for r in sub)
    P(f"  {k:32s} {sum(r['acc'] for r in sub):2d}/{len(sub):2d}   " + ", ".join(f"{a}={b}" for a, b in sorted(c.items())))
P("")
P("per wording (claim wording; P1/P2 = passage wording):")
for gname, sub, w in (("wrong", wrong, ("W1", "W2")), ("right", right, ("R1", "R2"))):
    for x in w:
        s = [r for r in sub if r["wording"].startswith(x)]
        P(f"  {x}: {sum(r['acc'] for r in s)}/{len(s)} accepted")
for x in ("P1", "P2"):
    s = [r for r in rows if r["wording"].endswith(x)]
    P(f"  {x}: wrong accepted {sum(r['acc'] for r in s if r['gold']=='wrong')}/{sum(1 for r in s if r['gold']=='wrong')}, "
      f"right accepted {sum(r['acc'] for r in s if r['gold']=='right')}/{sum(1 for r in s if r['gold']=='right')}")
P("")
P("per template: wrong accepted / right accepted (of 10 each)")
for t in sorted({r["template"] for r in rows}):
    w_ = [r for r in wrong if r["template"] == t]; r_ = [r for r in right if r["template"] == t]
    P(f"  {t} {w_[0]['kind']:32s} wrong {sum(r['acc'] for r in w_):2d}/10   right {sum(r['acc'] for r in r_):2d}/10")
P("")
P("per domain: wrong accepted / right accepted (of 30 each)")
for d in sorted({r["domain"] for r in rows}):
    w_ = [r for r in wrong if r["domain"] == d]; r_ = [r for r in right if r["domain"] == d]
    P(f"  {d:11s} wrong {sum(r['acc'] for r in w_):2d}/30   right {sum(r['acc'] for r in r_):2d}/30")
P("")
P("by number of passages: wrong accepted / right accepted")
for n in sorted({len(r["passages"]) for r in rows}):
    w_ = [r for r in wrong if len(r["passages"]) == n]; r_ = [r for r in right if len(r["passages"]) == n]
    P(f"  {n} passages: wrong {sum(r['acc'] for r in w_)}/{len(w_)}   right {sum(r['acc'] for r in r_)}/{len(r_)}")
open(os.path.join(here, "results.txt"), "w").write("\n".join(out) + "\n")
print("\n".join(out))

F = ["# p47 failures", "",
     "A failure is a WRONG claim labelled `entailed` (false accept) or a RIGHT claim labelled anything else (false reject).", ""]
idx = {id(r): i for i, r in enumerate(rows)}
for title, sub in (("False accepts (wrong claim labelled entailed)", [r for r in wrong if r["acc"]]),
                   ("False rejects (right claim not labelled entailed)", [r for r in right if not r["acc"]])):
    F.append(f"## {title}: {len(sub)}"); F.append("")
    for r in sorted(sub, key=lambda r: (r["kind"], r["group"])):
        i = idx[id(r)]; d = det[i] if i < len(det) else {}
        F.append(f"### {r['group']} {r['template']} {r['domain']} — {r['kind']} ({r['wording']})")
        F.append(f"- claim: {r['claim']}")
        for j, p in enumerate(r["passages"], 1): F.append(f"- s{j}: {p}")
        F.append(f"- label: **{r['label']}**" + (f" — {d.get('rationale')}" if d.get("rationale") else ""))
        F.append("")
open(os.path.join(here, "failures.md"), "w").write("\n".join(F) + "\n")
