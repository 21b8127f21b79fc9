"""Assemble pairs.jsonl from data/dNN_*.py (each defines DOMAIN and GROUPS)."""
import glob, importlib.util, json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
pairs, g = [], 0
for path in sorted(glob.glob(os.path.join(HERE, "data", "d[0-9][0-9]_*.py"))):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    assert len(m.GROUPS) == 30, (path, len(m.GROUPS))
    for passages, rcat, right, wcat, wrong in m.GROUPS:
        assert 1 <= len(passages) <= 2 and right != wrong
        pairs.append({"group": g, "domain": m.DOMAIN, "category": "R:" + rcat, "claim": right, "passages": passages, "gold": "right"})
        pairs.append({"group": g, "domain": m.DOMAIN, "category": "W:" + wcat, "claim": wrong, "passages": passages, "gold": "wrong"})
        g += 1
with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8") as f:
    for p in pairs:
        f.write(json.dumps(p, ensure_ascii=False) + "\n")
print(len(pairs), "pairs,", g, "groups")
print(collections.Counter(p["category"] for p in pairs))
