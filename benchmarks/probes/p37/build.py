import importlib.util, json, glob, os, collections
here = os.path.dirname(os.path.abspath(__file__))
out = []
g = 0
counts = collections.Counter()
for path in sorted(glob.glob(os.path.join(here, "data", "d[0-9][0-9]_*.py"))):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    for rk, wk, passages, right, wrong in m.GROUPS:
        assert isinstance(passages, list) and passages and all(isinstance(p, str) for p in passages)
        out.append({"group": g, "domain": m.DOMAIN, "category": "R:" + rk, "claim": right, "passages": passages, "gold": "right"})
        out.append({"group": g, "domain": m.DOMAIN, "category": "W:" + wk, "claim": wrong, "passages": passages, "gold": "wrong"})
        counts["R:" + rk] += 1; counts["W:" + wk] += 1
        g += 1
with open(os.path.join(here, "pairs.jsonl"), "w", encoding="utf-8") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(g, "groups", len(out), "pairs")
for k in sorted(counts): print(k, counts[k])
