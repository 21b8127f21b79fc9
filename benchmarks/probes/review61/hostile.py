import sys, time, json
sys.path.insert(0, sys.argv[1] + "/src")
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage
N = 200_000
def rep(s, n=N): return (s * (n // len(s) + 1))[:n]
cases = {
 "forecast_all_but_last": ("The number of pets has reached 9,500.", [rep("Harlow expects the number of pets to reach 9,500; ", N - 60) + " The number of pets reached 9,500 in May."]),
 "members_distinct_names": ("Harlow's clinics will close, its routes will run, its depots will shut and its shops will open at 4pm.",
     [" ".join(f"The Ashby{i} clinic will close at 4pm and the Kerr{i} route will run at 4pm." for i in range(3000))[:N]]),
 "members_distinct_sents": ("Harlow's clinics will close at 4pm.", [" ".join(f"The Ashby{i} clinic will close at 4pm." for i in range(8000))[:N]]),
 "superl_many_fig_sents": ("Of the twelve stands, the North Stand holds the most fans.", [rep("The North Stand holds 12,000 fans. ")]),
 "superl_counts_everywhere": ("The North Stand holds the most fans.", [rep("three stands four stands five stands twelve stands ")]),
 "superl_hyphen_word": ("The North Stand holds the most fans.", ["three " + "a-" * (N // 2)]),
 "forecast_heading_long": ("The total rose to 520,000.", ["Forecast " + "x" * 79 + ":" + " y" * (N // 2) + " 520,000"]),
 "forecast_long_word": ("The total rose to 520,000.", ["expects " + "to " * (N // 3) + "reach 520,000"]),
 "floated_will_all": ("The branches will all shut in May.", [rep("Kestrel has four branches: Hull, Goole, Selby and Brigg. Hull will shut in May. ")]),
}
only = sys.argv[2:] or list(cases)
j = RulesJudge()
res = {}
for k in only:
    c, ps = cases[k]
    t = time.process_time()
    try:
        r = j.label(c, [Passage(span_id=f"e{i}", text=p) for i, p in enumerate(ps)]); lab = r.label.value
    except Exception as e:
        lab = "EXC " + repr(e)[:100]
    res[k] = (round(time.process_time() - t, 3), lab)
print(json.dumps(res))
