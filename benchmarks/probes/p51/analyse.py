"""Summarise judge labels: results.txt and failures.md."""
import json, collections
here = "/tmp/p51/"
rows = [json.loads(l) for l in open(here + "pairs.jsonl")]
labels = json.load(open(here + "labels.json"))["labels"]
rats = json.load(open(here + "rationales.json"))["rationales"]
for r, l, ra in zip(rows, labels, rats): r["label"], r["rationale"] = l, ra
acc = lambda r: r["label"] == "entailed"
right = [r for r in rows if r["gold"] == "right"]; wrong = [r for r in rows if r["gold"] == "wrong"]
re_ = sum(map(acc, right)); we = sum(map(acc, wrong))
bal = (re_ / len(right) + (len(wrong) - we) / len(wrong)) / 2
L = []
L.append(f"rows {len(rows)}  right {len(right)}  wrong {len(wrong)}")
L.append(f"right entailed {re_}/{len(right)}  wrong entailed {we}/{len(wrong)}")
L.append(f"balanced accuracy {bal:.3f}")
for g in ("right", "wrong"):
    c = collections.Counter(r["label"] for r in rows if r["gold"] == g)
    L.append(f"label distribution ({g}): " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))
L.append("\nper kind: entailed / n")
kinds = collections.defaultdict(list)
for r in rows: kinds[r["kind"]].append(r)
for k in sorted(kinds, key=lambda k: (k[0], -sum(map(acc, kinds[k])) / len(kinds[k]), k)):
    xs = kinds[k]; L.append(f"  {k:45s} {sum(map(acc, xs)):3d} / {len(xs)}")
L.append("\nper template: right accepted /10, wrong accepted /10 (wrong family)")
tmpl = collections.defaultdict(list)
for r in rows: tmpl[r["template"]].append(r)
for t in sorted(tmpl):
    xs = tmpl[t]; fam = [r["kind"] for r in xs if r["gold"] == "wrong"][0]
    ra = sum(acc(r) for r in xs if r["gold"] == "right"); wa = sum(acc(r) for r in xs if r["gold"] == "wrong")
    L.append(f"  {t}  right {ra:2d}/10  wrong {wa:2d}/10  {fam}")
L.append("\nper wording: entailed / n")
w = collections.defaultdict(list)
for r in rows: w[(r["gold"], r["wording"].split("/")[1])].append(r)
for k in sorted(w): L.append(f"  {k[0]} {k[1]}: {sum(map(acc, w[k]))}/{len(w[k])}")
open(here + "results.txt", "w").write("\n".join(L) + "\n")

F = ["# Failures\n"]
def ex(r):
    s = f"- `{r['group']}` {r['wording']} — label **{r['label']}**\n"
    for i, p in enumerate(r["passages"]): s += f"  - s{i+1}: {p}\n"
    s += f"  - claim: {r['claim']}\n  - rationale: {r['rationale']}\n"
    return s
F.append("## WRONG families accepted ≥3/10\n")
for k in sorted(kinds, key=lambda k: -sum(map(acc, kinds[k]))):
    if not k.startswith("W:"): continue
    xs = kinds[k]; n = sum(map(acc, xs))
    if n >= 3:
        F.append(f"### {k} — accepted {n}/{len(xs)}\n")
        F += [ex(r) for r in [r for r in xs if acc(r)][:2]]
F.append("\n## RIGHT kinds refused in ≥ half their rows\n")
for k in sorted(kinds, key=lambda k: sum(map(acc, kinds[k])) / len(kinds[k])):
    if not k.startswith("R:"): continue
    xs = kinds[k]; n = len(xs) - sum(map(acc, xs))
    if n * 2 >= len(xs):
        F.append(f"### {k} — refused {n}/{len(xs)}\n")
        F += [ex(r) for r in [r for r in xs if not acc(r)][:2]]
open(here + "failures.md", "w").write("\n".join(F))
print("\n".join(L))
