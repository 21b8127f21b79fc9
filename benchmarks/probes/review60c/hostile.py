import json
import random
import resource
import sys
import time

from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

N = 200_000
random.seed(7)
months = ["March","May","June","Mar","may","Sept","December"]
def fill(unit): return (unit * (N // len(unit) + 1))[:N]
cases = {
 "yearless_dMy_runs": (fill("6 March "), "The match was played on 6 March."),
 "yearless_mixed": ("".join(f"{random.randint(1,31)} {random.choice(months)}, " for _ in range(30000))[:N], "The fair was held on 9 May."),
 "Mdy_ordinal": (fill("March 6th "), "The game was played on March 6th."),
 "digits_months_nospace": ("".join(random.choice(["6","12","March","May","31st","of"]) for _ in range(60000))[:N], "The show ran on 6 March."),
 "digits_then_month": (fill("1234567890") [:N-6] + " March", "The show ran on 6 March."),
 "month_then_digits": ("March " + fill("1234567890")[:N-6], "The show ran on March 6."),
 "ordinal_of": (fill("6th of March, "), "The show ran on 6th of March."),
 "due_put_off_dates": (fill("The fair, due on 6 March, was postponed and 7 May was cancelled; "), "The fair was held on 6 March."),
 "put_off_one_sentence": ("The fair was postponed " + fill("due on 6 March and 9 May ")[:N-40] + ".", "The fair was held on 6 March."),
 "called_off_after": (fill("the finals day on 9 August is cancelled, "), "The final was played on 9 August."),
 "announce_dates": ("On 3 June the gallery announced that " + fill("the show will open on 28 June and ")[:N-50] + ".", "The exhibition opened on 3 June."),
 "declined_runs": (fill("The club declined to comment "), "The club confirmed that Smith had signed."),
 "declined_mixed": (fill("said that X, and declined to comment; No comment. would not be drawn "), "The club said X had signed."),
 "said_then_noquote": ("The club said " + "a" * (N - 60) + ", though it declined to comment.", "The club said Smith had signed."),
 "motion_runs": (fill("motion tabled motion "), "The motion was carried."),
 "motion_no_passed": (fill("the motion to ban fireworks "), "The motion to ban fireworks was passed."),
 "decided_on": ("decided on " + fill("word ")[:N-20] + " to", "The council decided on Monday to act."),
 "due_to_vote": (fill("due to vote if tabled "), "The council decided to close the library."),
 "no_longer": (fill("will no longer take place on "), "The race was run on 9 May."),
}
which = sys.argv[1:] or list(cases)
j = RulesJudge()
res = {}
for name in which:
    ev, claim = cases[name]
    for mode in ("evidence", "claim"):
        if mode == "claim":
            c, ps = ev[:N], [claim]
        else:
            c, ps = claim, [ev]
        t = time.process_time()
        try:
            r = j.label(c, [Passage(span_id="e0", text=p) for p in ps])
            lab = r.label.value
        except Exception as e:
            lab = "EXC " + repr(e)[:100]
        res[f"{name}/{mode}"] = (round(time.process_time() - t, 3), lab)
res["maxrss_MB"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(res))
