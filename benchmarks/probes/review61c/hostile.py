import sys, time, json
sys.path.insert(0, sys.argv[1] + "/src")
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage
N = 200_000
def rep(s, n=N): return (s * (n // len(s) + 1))[:n]
cases = {
 "years_many": ("In 2024, the zoo recorded 412 births.", [" ".join(f"In {1900+i%125}, the zoo recorded {i} births." for i in range(9000))[:N]]),
 "years_same_fig": ("In 2024, the zoo recorded 412 births.", [rep("In 2023, the zoo recorded 412 births. ")]),
 "years_nopunct": ("In 2024, the zoo recorded 412 births.", [rep("in 2023 the zoo recorded 412 births and 466 in 2022 compared with 412 ")]),
 "years_commas": ("In 2024, the zoo recorded 412 births.", [rep("412 in 2023, compared with 412, and 412, while 412, ")]),
 "years_claim_nums": ("In 2024 the zoo recorded " + ", ".join(str(i) for i in range(100, 4000)) + " births.", [" ".join(f"In 2023, it recorded {i}." for i in range(100, 12000))[:N]]),
 "years_no_space": ("In 2024, the zoo recorded 412 births.", [rep("412,2023;")]),
 "annual_many": ("The motor club's hill-climb race is an annual event.", [rep("The motor club held a hill-climb race in May 2023. ")]),
 "annual_nopunct": ("Each year the motor club regularly holds a hill-climb race annually.", [rep("the motor club held a hill climb race in may 2023 and ")]),
 "annual_years": ("The race is held annually by the motor club.", [" ".join(f"The motor club race was held in {1900+i%125}." for i in range(8000))[:N]]),
 "new_many": ("The club has 11 members in total.", [rep("The club recruited 11 new members, bringing its total to 48. ")]),
 "new_nopunct": ("The club has 11 members in total.", [rep("the club recruited 11 new members bringing its total to 48 and has 11 ")]),
 "new_claim_nums": ("The club has " + " and has ".join(str(i) for i in range(100, 3000)) + " members in total.", [" ".join(f"The club recruited {i} new members, bringing its total to {i+7}." for i in range(100, 6000))[:N]]),
 "new_digits": ("The club has 11 members in total.", [rep("has 1,1,1,1,1,1,1,1,1,1,1 total 1,1,1,1 new ")]),
 "mixed_all": ("In 2024 the club has 11 members in total and holds an annual race.", [rep("In 2023 the club recruited 11 new members, bringing its total to 48; it held a race in May 2023, compared with 412 in 2022 ")]),
}
only = sys.argv[2:] or list(cases)
j = RulesJudge(); res = {}
for k in only:
    c, ps = cases[k]; t = time.process_time()
    try: lab = j.label(c, [Passage(span_id=f"e{i}", text=p) for i, p in enumerate(ps)]).label.value
    except Exception as e: lab = "EXC " + repr(e)[:100]
    res[k] = (round(time.process_time() - t, 3), lab); print(k, res[k], file=sys.stderr, flush=True)
print(json.dumps(res))
