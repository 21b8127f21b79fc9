"""Summarise labels.json against pairs.jsonl -> results.txt, failures.md."""
import json
from collections import Counter, defaultdict
HERE = "/tmp/p49"
rows = [json.loads(l) for l in open(f"{HERE}/pairs.jsonl", encoding="utf-8")]
labels = json.load(open(f"{HERE}/labels.json"))["labels"]
rats = json.load(open(f"{HERE}/rationales.json"))["rationales"]
assert len(rows) == len(labels) == len(rats)
for r, l, ra in zip(rows, labels, rats):
    r["label"], r["rationale"], r["acc"] = l, ra, (l == "entailed")

R = [r for r in rows if r["gold"] == "right"]; W = [r for r in rows if r["gold"] == "wrong"]
ra = sum(r["acc"] for r in R); wa = sum(r["acc"] for r in W)
bal = (ra / len(R) + (len(W) - wa) / len(W)) / 2
out = []
out.append("HEADLINE")
out.append(f"  right entailed: {ra}/{len(R)}  ({ra/len(R):.3f})")
out.append(f"  wrong entailed: {wa}/{len(W)}  ({wa/len(W):.3f})")
out.append(f"  balanced accuracy: {bal:.3f}")
out.append(f"  label distribution (all): {dict(Counter(labels))}")
out.append(f"  label distribution (right): {dict(Counter(r['label'] for r in R))}")
out.append(f"  label distribution (wrong): {dict(Counter(r['label'] for r in W))}")
# twin-level: right accepted and wrong refused
tw = defaultdict(dict)
for r in rows: tw[r["group"]][r["gold"]] = r["acc"]
both = sum(1 for g in tw.values() if g["right"] and not g["wrong"])
out.append(f"  twins separated (right accepted AND wrong refused): {both}/{len(tw)}")
out.append("")
out.append("PER KIND (entailed / n)")
kinds = defaultdict(list)
for r in rows: kinds[r["kind"]].append(r)
for k in sorted(kinds):
    v = kinds[k]
    out.append(f"  {sum(x['acc'] for x in v):3d}/{len(v):3d}  {k}")
out.append("")
out.append("PER TEMPLATE x RIGHT KIND (entailed / n)")
tk = defaultdict(list)
for r in R: tk[(r["template"], r["kind"])].append(r)
for k in sorted(tk):
    v = tk[k]; out.append(f"  {k[0]} {sum(x['acc'] for x in v)}/{len(v)}  {k[1]}")
out.append("")
out.append("PER TEMPLATE  right-accepted/10  wrong-accepted/10  family")
fam = {}
for r in W: fam[r["template"]] = r["kind"][2:]
rk = defaultdict(set)
for r in R: rk[r["template"]].add(r["kind"][2:])
per_t = {}
for t in sorted(fam):
    rr = [r for r in R if r["template"] == t]; ww = [r for r in W if r["template"] == t]
    per_t[t] = (sum(x["acc"] for x in rr), sum(x["acc"] for x in ww))
    out.append(f"  {t}  {per_t[t][0]:2d}/10  {per_t[t][1]:2d}/10  {fam[t]}")
out.append("")
out.append("PER WORDING (W1 close vs W2 paraphrase; P1 vs P2)")
for key in ("W1", "W2", "R1", "R2"):
    v = [r for r in rows if r["wording"].endswith(key)]
    out.append(f"  {key}: {sum(x['acc'] for x in v)}/{len(v)} entailed")
for key in ("P1", "P2"):
    for gold in ("right", "wrong"):
        v = [r for r in rows if r["wording"].startswith(key) and r["gold"] == gold]
        out.append(f"  {key} {gold}: {sum(x['acc'] for x in v)}/{len(v)} entailed")
out.append("")
out.append("PER DOMAIN  right-acc  wrong-acc")
for d in sorted({r["domain"] for r in rows}):
    out.append(f"  {d:30s} {sum(r['acc'] for r in R if r['domain']==d):3d}/30 {sum(r['acc'] for r in W if r['domain']==d):3d}/30")
open(f"{HERE}/results.txt", "w").write("\n".join(out) + "\n")

def ex(r):
    ps = "\n".join(f"    - s{i+1}: {p}" for i, p in enumerate(r["passages"]))
    return (f"- **{r['group']} {r['template']} {r['kind']}** ({r['domain']}, {r['wording']}) -> `{r['label']}`\n"
            f"  - claim: {r['claim']}\n  - passages:\n{ps}\n  - rationale: {r['rationale']}\n")
md = ["# Failures of RulesJudge on probe p49\n",
      "## WRONG families accepted (entailed) in >= 3/10 groups\n"]
for t in sorted(fam, key=lambda t: -per_t[t][1]):
    if per_t[t][1] >= 3:
        acc = [r for r in W if r["template"] == t and r["acc"]]
        md.append(f"### {t} {fam[t]} — wrong accepted {per_t[t][1]}/10\n")
        # prefer one W1 and one W2 example if both exist
        pick = [next((r for r in acc if r["wording"].endswith("W1")), None), next((r for r in acc if r["wording"].endswith("W2")), None)]
        pick = [p for p in pick if p] or acc[:2]
        if len(pick) < 2: pick = (pick + [r for r in acc if r not in pick])[:2]
        md.extend(ex(r) for r in pick)
md.append("\n## RIGHT kinds refused in >= 50% of their rows (per template x kind, n=5 each unless stated)\n")
for k in sorted(tk):
    v = tk[k]; ref = [r for r in v if not r["acc"]]
    if len(ref) * 2 >= len(v):
        md.append(f"### {k[0]} {k[1]} — refused {len(ref)}/{len(v)}\n")
        md.extend(ex(r) for r in ref[:2])
md.append("\n## RIGHT kinds aggregated over templates, refused >= 50%\n")
for k in sorted(kinds):
    if not k.startswith("R:"): continue
    v = kinds[k]; ref = [r for r in v if not r["acc"]]
    if len(ref) * 2 >= len(v):
        md.append(f"- {k}: refused {len(ref)}/{len(v)}")
open(f"{HERE}/failures.md", "w").write("\n".join(md) + "\n")
print("\n".join(out))
