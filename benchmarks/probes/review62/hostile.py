"""usage: python hostile.py TREE [family ...] -- times RulesJudge.label on claims/passages of cue words repeated
(50k, 100k, 200k characters) with time.process_time."""
import sys, time
TREE = sys.argv[1]
sys.path.insert(0, TREE + "/src")
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage

def rep(unit, n):
    return (unit * (n // len(unit) + 1))[:n]

CASES = {
 "points-claim": lambda n: (rep("The share rose by 4 percentage points between 2021 and 2024, a 10-point increase, grew 25%; ", n),
                            ["In 2021, 16% of adults cycled; by 2024 that share had risen to 20%."]),
 "points-passage": lambda n: ("The share of adults who cycle rose by 4 percentage points between 2021 and 2024.",
                              [rep("In 2021, 16% of adults cycled. By 2024 that share had risen to 20%. ", n)]),
 "points-passage-nopct": lambda n: ("The share of adults who cycle rose by 4 percentage points between 2021 and 2024.",
                              ["In 2021, 16% of adults cycled. By 2024 that share had risen to 20%. " + rep("that figure rose in 2024 per cent points ", n)]),
 "timeline-passage": lambda n: ("The library opened before the cafe opened.",
                                [rep("The library opened in April 2023, and the cafe opened in September, October and May; ", n)]),
 "timeline-passage-1sent": lambda n: ("The library opened before the cafe opened.",
                                ["The library opened in April 2023" + rep(", and the cafe opened in September", n) + "."]),
 "quotes-claim": lambda n: (rep("'The slipway must be rebuilt,' said the Tern Sailing Club's Aa Bb of Cc and ", n) + " secretary.",
                            ["'The slipway must be rebuilt.' (Callum Reid)", "Ruth Asante is the secretary."]),
 "quotes-passage": lambda n: ("Ruth Asante is quoted as saying: 'The slipway must be rebuilt before winter.'",
                              [rep("'The slipway must be rebuilt before winter.' (Callum Reid) ", n)]),
 "quotes-unclosed": lambda n: ("Ruth Asante is quoted as saying: 'The slipway must be rebuilt before winter.'",
                               [rep("'The slipway must be rebuilt ", n)]),
 "replied-passage": lambda n: ("Tomasz Wren said that fees would not rise.",
                               [rep("Mira Dene said fees would rise, and Tomasz Wren replied that fees said replied ", n) + "."]),
 "totals-claim": lambda n: (rep("The club paid £160 altogether for 20 sessions at £8 each; ", n),
                            ["Northcrag sells sessions at £8 each.", "The club bought 20 sessions."]),
 "totals-passage": lambda n: ("The club paid £160 altogether for sessions.",
                              ["Northcrag sells sessions at £8 each.", rep("The club bought 20 sessions and 20 sessions. ", n)]),
 "totals-both": lambda n: (rep("The club paid £161 altogether. ", n // 4),
                           [rep("Northcrag sells sessions at £8 each. The club bought 20 sessions. ", n)]),
 "each-of-passage": lambda n: ("Each of the Marlowe Seed Bank Trust's seed vaults holds 4,000 seeds.",
                               [rep("The Marlowe Seed Bank Trust has three seed vaults, each of the Big Trust's seed vaults. ", n)]),
 "targets-passage": lambda n: ("The trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
                               ["The trust set a target of 40,000 swims at Brookmere Lido for 2023.",
                                rep("In the event, Brookmere Lido recorded 39,000 swims in 2023. ", n)]),
 "targets-claim": lambda n: (rep("The trust reached its target of 40,000 swims and hit that figure; ", n),
                             ["The trust set a target of 40,000 swims for 2023.", "In the event, the lido recorded 41,200 swims in 2023."]),
 "aimed-passage": lambda n: ("The club reached 900 members.",
                             [rep("The club aimed to reach 900 members by 2023, and it hit that figure; target of 900 members; ", n)]),
 "final-figures": lambda n: ("The lido recorded 41,200 swims in 2023.",
                             [rep("Final figures show that the lido recorded 41,200 swims that show ", n) + "."]),
}
fams = sys.argv[2:] or list(CASES)
j = RulesJudge()
for name in fams:
    row = []
    for n in (50_000, 100_000, 200_000):
        claim, ps = CASES[name](n)
        t0 = time.process_time()
        r = j.label(claim, [Passage(span_id=f"e{i}", text=p) for i, p in enumerate(ps)])
        row.append(time.process_time() - t0)
    print(f"{name:24s} " + " ".join(f"{x:7.2f}s" for x in row) + f"  label={r.label.value}", flush=True)
