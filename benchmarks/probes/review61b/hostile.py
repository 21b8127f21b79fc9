import sys, time, json
sys.path.insert(0, sys.argv[1] + "/src")
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage
N = 200_000
def rep(s, n=N): return (s * (n // len(s) + 1))[:n]
places = " ".join(f"Place{chr(65+i%26)}{chr(65+(i//26)%26)}" for i in range(2000))
cases = {
 "is_in_clauses": ("The archive is kept in Tolland.", ["The archive is kept at the Brook Street store.", rep("The Mill Lane store is in Tolland, and the Brook Street store is in Ashby. ")]),
 "is_in_distinct_holders": ("The archive is kept in Tolland.", [" ".join(f"The Site{i} Store is in Tolland." for i in range(10000))[:N]]),
 "is_in_nopunct": ("The archive is kept in Tolland.", [rep("the Mill Lane store is in Tolland and the Brook Street store is in Ashby ")]),
 "paren_places": ("The archive is kept in Tolland.", [rep("Mill Lane Store (in Tolland) ")]),
 "long_site_list": ("The archive is kept in Tolland.", ["The trust has sites at " + ", ".join(f"Site{i} Yard" for i in range(20000))[:N] + ". Site1 Yard is in Tolland."]),
 "claim_many_places": (" ".join(f"It is in {p} and at {p}," for p in places.split()[:3000])[:20000], [rep("The Mill Lane store is in PlaceAA. ")]),
 "claim_many_places_long": (rep("The archive is kept in Tolland Vale Upon Marsh and at Kelsey Cross, ", 20000), [rep("The Mill Lane Store is in Tolland Vale Upon Marsh, and Pen Co, based in Kelsey Cross, ")]),
 "holder_80_chars": ("The archive is kept in Tolland.", [rep("a" * 79 + " is in Tolland ")]),
 "each_many": ("The academy received 20 new footballs in total.", [rep("Each of the academy's four squads received 20 new footballs. ")]),
 "each_many_nopunct": ("The academy received 80 new footballs in total.", [rep("each of the academy's four squads received 20 new footballs and ")]),
 "each_many_numbers": ("The academy received 80 new footballs in total.", [" ".join(f"Each of the {i%900+2} squads received {i} new footballs." for i in range(10000))[:N]]),
 "each_noun_counts": ("The academy received 80 new footballs in total.", [rep("Each of the squads received 20 new footballs. "), rep("The club has four squads. ")]),
 "each_claim_many_numbers": ("In total " + ", ".join(str(i) for i in range(2000, 6000)) + " footballs.", [rep("Each of the four squads received 20 footballs. ")]),
 "capacity_many": ("The final drew an audience of 1,200.", [rep("The main stand can hold 1,200 people. ")]),
 "capacity_nopunct": ("The final drew an audience of 1,200.", [rep("the stand can hold up to 1,200 and seats 1,200 and has room for 1,200 ")]),
 "capacity_claim_numbers": ("Attendance: " + ", ".join(str(i) for i in range(1000, 5000)), [" ".join(f"The stand can hold {i}." for i in range(1000, 12000))[:N]]),
 "denied_renew_it": ("The club renewed the manager's contract.", [rep("the club decided not to renew it and ")]),
 "denied_renew_sent": ("The club renewed the manager's contract.", [rep("The contract ran out. The club decided not to renew it. ")]),
 "denied_claim_did_not": ("The club did not renew the manager's contract.", [rep("The club extended the coach's deal and renewed the lease, ")]),
 "phases_many": ("The restoration was completed in May.", [rep("Stage one of the restoration was completed in May. Stage two is due to start next year. ")]),
 "phases_nopunct": ("The restoration was completed in May.", [rep("stage one of the restoration was completed in may and stage two is due to ")]),
 "unpunctuated_mix": ("The archive is kept in Tolland and 80 footballs in total drew 1,200 and was completed in May.", [rep("each of the four squads can hold 20 is in Tolland stage is due to start decided not to renew it ")]),
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
    print(k, res[k], file=sys.stderr, flush=True)
print(json.dumps(res))
