import importlib, sys
n = 0
for d in ["glacier", "bakery", "metro", "chess", "orchard", "textile", "planetarium", "coastguard", "wine", "schoolbus"]:
    try:
        m = importlib.import_module("d_" + d)
    except ModuleNotFoundError:
        print("missing", d); continue
    k = m.D.write(); n += k; print(d, k)
print("total", n)
