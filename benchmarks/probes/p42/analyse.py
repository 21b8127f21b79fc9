"""Analyse judge labels for probe p42 -> results.txt, failures.md."""
import json
from collections import defaultdict, Counter

rows = [json.loads(l) for l in open("pairs.jsonl", encoding="utf-8") if l.strip()]
labels = json.load(open("labels.json", encoding="utf-8"))
assert len(rows) == len(labels), (len(rows), len(labels))

cat = defaultdict(lambda: [0, 0, Counter()])
tmpl = defaultdict(lambda: {"right": [0, 0], "wrong": [0, 0], "kinds": None})
tot = {"right": [0, 0], "wrong": [0, 0]}
errors = []
fails = defaultdict(list)
for r, lab in zip(rows, labels):
    ent = lab["label"] == "entailed"
    c = cat[r["category"]]
    c[0] += ent
    c[1] += 1
    c[2][lab["label"]] += 1
    t = tmpl[r["template"]]
    t[r["gold"]][0] += ent
    t[r["gold"]][1] += 1
    tot[r["gold"]][0] += ent
    tot[r["gold"]][1] += 1
    if lab["label"] == "ERROR":
        errors.append((r, lab))
    if (r["gold"] == "wrong" and ent) or (r["gold"] == "right" and not ent):
        fails[r["category"]].append((r, lab))

re_, rn = tot["right"]
we, wn = tot["wrong"]
bal = (re_ / rn + (wn - we) / wn) / 2
out = []
out.append("Probe p42 — rules judge, 600 rows (300 twin groups)")
out.append(f"wrong claims judged entailed: {we}/{wn} ({we / wn:.1%})")
out.append(f"right claims judged entailed: {re_}/{rn} ({re_ / rn:.1%})")
out.append(f"balanced accuracy: {bal:.3f}")
out.append(f"ERROR rows: {len(errors)}")
out.append("")
out.append("Per category (entailed / n; label breakdown)")
for g in ("wrong", "right"):
    pre = "W:" if g == "wrong" else "R:"
    items = sorted([(k, v) for k, v in cat.items() if k.startswith(pre)],
                   key=lambda kv: (-kv[1][0] if g == "wrong" else kv[1][0], kv[0]))
    for k, v in items:
        out.append(f"  {k:45s} {v[0]:2d}/{v[1]:2d}   {dict(v[2])}")
    out.append("")
out.append("Per template (right entailed / n, wrong entailed / n)")
kinds = {}
for r in rows:
    kinds.setdefault(r["template"], {})[r["gold"]] = r["category"]
for t in sorted(tmpl):
    v = tmpl[t]
    out.append(f"  {t}  right {v['right'][0]:2d}/{v['right'][1]:2d}  wrong {v['wrong'][0]:2d}/{v['wrong'][1]:2d}   {kinds[t]['right']} | {kinds[t]['wrong']}")
out.append("")
if errors:
    out.append("ERROR rows:")
    for r, lab in errors:
        out.append("  " + json.dumps({"row": r, "label": lab}, ensure_ascii=False))
open("results.txt", "w", encoding="utf-8").write("\n".join(out) + "\n")

md = ["# p42 failures", "",
      "Wrong claims the judge accepted (label `entailed`), and right claims it refused, up to 3 per kind.", ""]


def block(r, lab):
    s = [f"- **{r['group']}** {r['template']} {r['domain']} ({r['wording']}) → `{lab['label']}` score={lab['score']}"]
    for i, p in enumerate(r["passages"]):
        s.append(f"  - passage e{i}: {p}")
    s.append(f"  - claim: {r['claim']}")
    s.append(f"  - rationale: {lab['rationale']}")
    return s


md.append("## Wrong claims accepted")
for k in sorted([k for k in fails if k.startswith("W:")], key=lambda k: -len(fails[k])):
    md.append(f"### {k} ({len(fails[k])}/{cat[k][1]})")
    for r, lab in fails[k][:3]:
        md += block(r, lab)
    md.append("")
md.append("## Right claims refused")
for k in sorted([k for k in fails if k.startswith("R:")], key=lambda k: -len(fails[k])):
    md.append(f"### {k} ({len(fails[k])}/{cat[k][1]})")
    for r, lab in fails[k][:3]:
        md += block(r, lab)
    md.append("")
md.append("## ERROR rows")
if not errors:
    md.append("None.")
for r, lab in errors:
    md += block(r, lab)
open("failures.md", "w", encoding="utf-8").write("\n".join(md) + "\n")
print("\n".join(out))
