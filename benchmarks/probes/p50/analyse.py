"""Summarise labels.json against pairs.jsonl -> results.txt, failures.md."""
import json
from collections import Counter, defaultdict
rows = [json.loads(l) for l in open("pairs.jsonl", encoding="utf-8")]
labels = json.load(open("labels.json"))["labels"]
rats = json.load(open("rationales.json"))["rationales"]
assert len(rows) == len(labels) == len(rats)
acc = [l == "entailed" for l in labels]
out = []
R = [i for i, r in enumerate(rows) if r["gold"] == "right"]
W = [i for i, r in enumerate(rows) if r["gold"] == "wrong"]
re_ = sum(acc[i] for i in R); we = sum(acc[i] for i in W)
bal = (re_ / len(R) + (len(W) - we) / len(W)) / 2
out.append(f"RIGHT entailed: {re_}/{len(R)}   WRONG entailed: {we}/{len(W)}   balanced accuracy: {bal:.3f}")
dist = Counter(labels); out.append("label distribution (all): " + ", ".join(f"{k}={v}" for k, v in sorted(dist.items())))
for g, idx in (("right", R), ("wrong", W)):
    c = Counter(labels[i] for i in idx); out.append(f"label distribution ({g}): " + ", ".join(f"{k}={v}" for k, v in sorted(c.items())))
# twin groups fully correct
grp = defaultdict(dict)
for i, r in enumerate(rows): grp[r["group"]][r["gold"]] = acc[i]
both = sum(1 for g in grp.values() if g["right"] and not g["wrong"])
out.append(f"twin groups discriminated (right accepted, wrong refused): {both}/{len(grp)}")
out.append("")
out.append("Per kind (entailed / n):")
bykind = defaultdict(list)
for i, r in enumerate(rows): bykind[r["kind"]].append(i)
for k in sorted(bykind, key=lambda k: (k[0], -sum(acc[i] for i in bykind[k]) / len(bykind[k]) if k.startswith("W") else sum(acc[i] for i in bykind[k]) / len(bykind[k]))):
    ix = bykind[k]; out.append(f"  {k:70s} {sum(acc[i] for i in ix):3d}/{len(ix)}")
out.append("")
out.append("Per template (right accepted /10, wrong accepted /10):")
fam = {}
for r in rows:
    if r["gold"] == "wrong": fam[r["template"]] = r["kind"][2:]
for t in sorted(fam):
    ri = [i for i, r in enumerate(rows) if r["template"] == t and r["gold"] == "right"]
    wi = [i for i, r in enumerate(rows) if r["template"] == t and r["gold"] == "wrong"]
    out.append(f"  {t} {fam[t]:55s} right {sum(acc[i] for i in ri):2d}/{len(ri)}  wrong {sum(acc[i] for i in wi):2d}/{len(wi)}")
open("results.txt", "w").write("\n".join(out) + "\n")
print("\n".join(out))

def ex(i):
    r = rows[i]
    s = [f"- **{r['group']}** ({r['template']}, {r['domain']}, {r['wording']}) label `{labels[i]}`",
         f"  - claim: {r['claim']}"]
    s += [f"  - s{k+1}: {p}" for k, p in enumerate(r["passages"])]
    s.append(f"  - rationale: {rats[i]}")
    return "\n".join(s)

md = ["# Failures", "", "## WRONG families accepted ≥3/10", ""]
for k in sorted(bykind):
    if not k.startswith("W:"): continue
    ix = bykind[k]; a = [i for i in ix if acc[i]]
    if len(a) >= 3:
        md.append(f"### {k} — accepted {len(a)}/{len(ix)}"); md.append("")
        for i in a[:2]: md.append(ex(i))
        md.append("")
md += ["## RIGHT kinds refused ≥50% (≥5/10 where n=10)", ""]
for k in sorted(bykind):
    if not k.startswith("R:"): continue
    ix = bykind[k]; rf = [i for i in ix if not acc[i]]
    if len(rf) * 2 >= len(ix):
        md.append(f"### {k} — refused {len(rf)}/{len(ix)}"); md.append("")
        for i in rf[:2]: md.append(ex(i))
        md.append("")
open("failures.md", "w").write("\n".join(md) + "\n")
