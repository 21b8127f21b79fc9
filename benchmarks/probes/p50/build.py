"""Build the p50 probe: 30 templates x 10 domains = 300 twin groups, 600 rows."""
import json, random
from lexicon import DOMAINS

rng = random.Random(5050)
MONTHS = ["January","February","March","April","May","June","July","August","September","October","November","December"]
NUMW = {250:"two hundred and fifty",300:"three hundred",350:"three hundred and fifty",400:"four hundred",450:"four hundred and fifty",500:"five hundred",600:"six hundred",800:"eight hundred"}

def cap(s): return s[0].upper() + s[1:]
def poss(s):
    if s.endswith("'s"): return s
    return s + "'" if s.endswith("s") else s + "'s"
def pro(g): return dict(he="he" if g == "m" else "she", his="his" if g == "m" else "her", him="him" if g == "m" else "her")

def ctx(d):
    ppl = d["people"][:]
    rng.shuffle(ppl)
    c = dict(d)
    c["A"], c["gA"] = ppl[0]; c["B"], c["gB"] = ppl[1]; c["C"], c["gC"] = ppl[2]
    # a person of the other gender to A, for unambiguous pronouns
    other = [p for p in ppl[1:] if p[1] != c["gA"]][0]
    c["X"], c["gX"] = other
    c["S"] = d["short"]; c["Sc"] = cap(d["short"]); c["Sp"] = poss(d["short"]); c["Spc"] = cap(poss(d["short"]))
    return c

T = {}
def tpl(num, fam, r1kind, r2kind):
    def deco(f):
        T[num] = (fam, r1kind, r2kind, f); return f
    return deco

@tpl("T01", "extra qualifier (first/only)", "paraphrase", "date reformat")
def t01(c):
    y = rng.randint(2016, 2023); m = rng.randint(1, 12); dd = rng.randint(2, 27); n = rng.choice([24, 30, 36, 40, 48])
    P1 = [f"{c['org']} has opened a new training room at {c['v1']} in {c['town1']}. The room, which opened on {dd} {MONTHS[m-1]} {y}, can seat {n} people."]
    P2 = [f"PRESS RELEASE — {c['org']} is pleased to announce the opening of a new training room at {c['v1']}, {c['town1']}, on {dd} {MONTHS[m-1]} {y}. The room seats up to {n}."]
    R1 = f"{c['Sc']} opened a training room at {c['v1']} with seating for {n} people."
    R2 = f"{c['Spc']} new training room at {c['v1']} opened on {y}-{m:02d}-{dd:02d}."
    W1 = f"{c['org']} has opened its first training room at {c['v1']} in {c['town1']}, on {dd} {MONTHS[m-1]} {y}."
    W2 = f"{c['Spc']} only training room, at {c['v1']}, opened in {MONTHS[m-1]} {y}."
    return P1, P2, R1, R2, W1, W2

@tpl("T02", "extra entity conjoined", "two-fact join", "paraphrase")
def t02(c):
    y = rng.randint(2019, 2024); k = rng.choice([4, 5, 6, 7, 8])
    P1 = [f"Minutes of the Annual General Meeting, {rng.randint(3,28)} {rng.choice(MONTHS)} {y}. Item 4, election of officers: {c['A']} was elected treasurer unopposed. The chair, {c['B']}, thanked the outgoing treasurer, {c['C']}, for {k} years' service."]
    P2 = [f"At this year's AGM, {c['A']} was elected treasurer of {c['S']} without opposition.",
          f"{c['B']}, who chairs {c['S']}, paid tribute at the meeting to the outgoing treasurer, {c['C']}, who had held the post for {k} years."]
    R1 = f"{c['C']} was treasurer for {k} years before {c['A']} was elected to succeed {pro(c['gC'])['him']}."
    R2 = f"{c['A']} was elected treasurer with no opposition at the AGM."
    W1 = f"{c['A']} and {c['B']} were elected treasurer unopposed at the AGM."
    W2 = f"At the AGM, members chose {c['A']} and {c['C']} as joint treasurers."
    return P1, P2, R1, R2, W1, W2

@tpl("T03", "right entity, wrong relation (founder/chair)", "conjunction of two facts", "synonym")
def t03(c):
    y1 = rng.randint(1978, 2002); y2 = y1 + rng.randint(6, 15)
    P1 = [f"About us: {c['org']} was founded in {y1} by {c['A']}. Today it is chaired by {c['B']}, who first joined as a volunteer in {y2}."]
    P2 = [f"FAQ. Who started {c['S']}? {c['A']} set {c['S']} up in {y1}. Who runs it now? The current chair is {c['B']}."]
    R1 = f"{c['B']} chairs {c['S']}, which {c['A']} founded in {y1}."
    R2 = f"{c['Sc']} was established by {c['A']}."
    W1 = f"{c['org']} was founded in {y1} by {c['B']}."
    W2 = f"{c['B']} set up {c['S']} and still chairs it today."
    return P1, P2, R1, R2, W1, W2

@tpl("T04", "distractor entity with similar name (location hop)", "two-passage join", "paraphrase")
def t04(c):
    y = rng.randint(2018, 2024)
    P1 = [f"{c['event']} {y} was held at {c['simB']} over two days in {rng.choice(MONTHS[4:8])}.",
          f"Venue directory: {c['simA']}, High Street, {c['town1']}. {c['simB']}, Mill Lane, {c['town2']}."]
    P2 = [f"This year's {c['event']} ({y}) moved to {c['simB']} in {c['town2']}, having been held at {c['simA']} in {c['town1']} in previous years."]
    R1 = f"{c['event']} {y} took place in {c['town2']}."
    R2 = f"The venue for {c['event']} {y} was {c['simB']}."
    W1 = f"{c['event']} {y} was held at {c['simA']}."
    W2 = f"{c['event']} {y} was hosted in {c['town1']}."
    return P1, P2, R1, R2, W1, W2

@tpl("T05", "role held by a different person at a different time", "two-passage join", "paraphrase")
def t05(c):
    y1 = rng.randint(1998, 2008); y2 = y1 + rng.randint(6, 10); y3 = y2 + rng.randint(1, 3)
    pa = pro(c["gA"])
    P1 = [f"{c['A']} was {c['lead']} of {c['S']} from {y1} to {y2}. {cap(pa['his'])} successor, {c['B']}, has held the post ever since.",
          f"The partnership agreement with {c['partner']} was signed in {y3} by the {c['lead']} of {c['S']}."]
    P2 = [f"Who leads {c['S']}? {c['B']} has been {c['lead']} since {y2}, taking over from {c['A']}, who had led {c['S']} since {y1}.",
          f"{y3}: {c['S']} {c['lead']} signs partnership agreement with {c['partner']}."]
    R1 = f"{c['B']} signed {c['Sp']} partnership agreement with {c['partner']} in {y3}."
    R2 = f"{c['B']} took over from {c['A']} as {c['lead']} of {c['S']} in {y2}."
    W1 = f"{c['A']}, {c['lead']} of {c['S']}, signed the partnership agreement with {c['partner']} in {y3}."
    W2 = f"The {y3} partnership with {c['partner']} was signed by {c['A']} on behalf of {c['S']}."
    return P1, P2, R1, R2, W1, W2

@tpl("T06", "rounding that changes meaning (just under -> over)", "approximation", "lower bound")
def t06(c):
    n = rng.randint(1481, 1497); y = rng.randint(2018, 2024)
    P1 = [f"Organisers said {n:,} people passed through the gates at {c['event']} {y}, a record for the event."]
    P2 = [f"Annual report {y}, events summary. {c['event']}: attendance {n:,} (ticket scans)."]
    R1 = f"Almost 1,500 people attended {c['event']} {y}."
    R2 = f"More than 1,400 people came to {c['event']} {y}."
    W1 = f"More than 1,500 people passed through the gates at {c['event']} {y}."
    W2 = f"Attendance at {c['event']} {y} topped 1,500."
    return P1, P2, R1, R2, W1, W2

@tpl("T07", "wrong unit", "unit conversion", "reordered clauses")
def t07(c):
    verb, thing, u1, u2 = c["measure"]; q = rng.randint(21, 89) * 100; y = rng.randint(2018, 2024)
    qb = f"{q/1000:g}"
    P1 = [f"Operations review, {y}. In {y} {c['S']} {verb} {q:,} {u1} of {thing}, up from the previous year."]
    P2 = [f"How much {thing} do you get through? At {c['S']} we {verb} {q:,} {u1} of {thing} in {y}."]
    R1 = f"{c['Sc']} {verb} {qb} {u2} of {thing} in {y}."
    R2 = f"In {y}, the amount of {thing} {verb} by {c['S']} was {q:,} {u1}."
    W1 = f"In {y} {c['S']} {verb} {q:,} {u2} of {thing}."
    W2 = f"The {thing} {verb} by {c['S']} in {y} came to {q:,} {u2}."
    return P1, P2, R1, R2, W1, W2

@tpl("T08", "per-capita vs total", "arithmetic", "paraphrase")
def t08(c):
    k = rng.randint(24, 60); f = rng.choice([15, 20, 25, 30, 35, 40]); y = rng.randint(2019, 2024)
    P1 = [f"Minutes, {c['org']} committee meeting. The treasurer reported that all {k} {c['mem']} had paid the {y} {c['fee']} of £{f} each."]
    P2 = [f"Newsletter from {c['org']}: thank you! Every one of our {k} {c['mem']} has now paid the {y} {c['fee']} (£{f} per {c['member']})."]
    R1 = f"{c['Spc']} {k} {c['mem']} paid £{k*f:,} in total for the {y} {c['fee']}."
    R2 = f"Each of {c['Sp']} {c['mem']} paid a {y} {c['fee']} of £{f}."
    W1 = f"All {k} {c['mem']} had paid a total of £{f} for the {y} {c['fee']}."
    W2 = f"{c['Sc']} collected £{f} altogether in {y} {c['fee']} from its {k} {c['mem']}."
    return P1, P2, R1, R2, W1, W2

@tpl("T09", "growth vs level", "arithmetic", "paraphrase")
def t09(c):
    g = rng.randint(60, 180); L = rng.randint(500, 900); y = rng.randint(2019, 2024)
    P1 = [f"The number of {c['mem']} at {c['S']} grew by {g} during {y} to reach {L}, the annual report says."]
    P2 = [f"Key figures, {c['org']}, {y}. {cap(c['mem'])} at year end: {L} (up {g} on the end of {y-1})."]
    R1 = f"{c['Sc']} had {L-g} {c['mem']} at the end of {y-1}."
    R2 = f"The number of {c['mem']} at {c['S']} rose to {L} in {y}."
    W1 = f"The number of {c['mem']} at {c['S']} grew during {y} to reach {g}."
    W2 = f"{c['Sc']} added {L} new {c['mem']} in {y}."
    return P1, P2, R1, R2, W1, W2

FRACS = [(20, 25, "a fifth", "a quarter"), (25, 50, "a quarter", "half"), (50, 75, "half", "three-quarters"), (10, 20, "a tenth", "a fifth"), (20, 40, "a fifth", "two-fifths")]
@tpl("T10", "percentage points vs percent", "percentage points", "fraction words")
def t10(c):
    a, b, fa, fb = rng.choice(FRACS); y1 = rng.randint(2015, 2020); y2 = y1 + rng.randint(2, 4)
    v = c["visitors"]
    P1 = [f"The proportion of {v} booking online rose from {a}% in {y1} to {b}% in {y2}, according to the annual report."]
    P2 = [f"Online bookings accounted for {b} per cent of all {v} in {y2}, compared with {a} per cent in {y1}, {c['S']} said."]
    R1 = f"The share of {v} booking online rose by {b-a} percentage points between {y1} and {y2}."
    R2 = f"Between {y1} and {y2} the share of {v} who booked online went from {fa} to {fb}."
    W1 = f"The proportion of {v} booking online rose by {b-a}% from {y1} to {y2}."
    W2 = f"In relative terms, the share of {v} booking online grew by only {b-a} per cent between {y1} and {y2}."
    return P1, P2, R1, R2, W1, W2

@tpl("T11", "before/after reversed", "ordering", "date arithmetic")
def t11(c):
    y1 = rng.randint(2003, 2015); k = rng.randint(2, 5); y2 = y1 + k
    kw = ["two", "three", "four", "five"][k-2]
    P1 = [f"Our history: {c['S']} moved to {c['v1']} in {y1}. {cap(kw)} years later, in {y2}, the roof of the building was replaced."]
    P2 = [f"The roof at {c['v1']} was replaced in {y2}, {kw} years after {c['S']} moved into the building."]
    R1 = f"{c['Sc']} moved to {c['v1']} before its roof was replaced."
    R2 = f"{c['Sc']} moved into {c['v1']} in {y1}, and the roof was replaced {kw} years after that."
    W1 = f"The roof of {c['v1']} was replaced in {y2}, {kw} years before {c['S']} moved in."
    W2 = f"{c['Sc']} moved to {c['v1']} after the building's roof had been replaced."
    return P1, P2, R1, R2, W1, W2

@tpl("T12", "fiscal vs calendar year", "paraphrase", "date reformat")
def t12(c):
    Y = rng.randint(2019, 2024); inc = rng.randint(120, 980) * 1000 + rng.choice([0, 250, 500])
    P1 = [f"{c['org']}: statement of financial activities. Total income for the financial year ended 31 March {Y} was £{inc:,}."]
    P2 = [f"{c['Sc']} reports total income of £{inc:,} for {Y-1}/{Y%100:02d} (1 April {Y-1} to 31 March {Y})."]
    R1 = f"In the twelve months to 31 March {Y}, {c['Sp']} total income was £{inc:,}."
    R2 = f"{c['Spc']} total income in the {Y-1}–{Y%100:02d} financial year (April to March) was £{inc:,}."
    W1 = f"Total income for the calendar year {Y} was £{inc:,}."
    W2 = f"{c['Sc']} took in £{inc:,} in total between January and December {Y}."
    return P1, P2, R1, R2, W1, W2

@tpl("T13", "announced vs happened", "paraphrase of plan", "attribution of plan")
def t13(c):
    y1 = rng.randint(2019, 2023); y2 = y1 + 1; m = rng.choice(MONTHS)
    P1 = [f"In {m} {y1}, {c['S']} announced plans to open a second {c['site']}, in {c['town2']}, in {y2}."]
    P2 = [f"{c['town1'].upper()}, {m} {y1} — {c['org']} today announced its intention to open a second {c['site']}, in {c['town2']}, during {y2}."]
    R1 = f"A second {c['S']} {c['site']}, in {c['town2']}, was planned for {y2}."
    R2 = f"{c['Sc']} said in {y1} that it intended to open a {c['site']} in {c['town2']}."
    W1 = f"In {m} {y1}, {c['S']} opened a second {c['site']}, in {c['town2']}."
    W2 = f"{c['Spc']} second {c['site']}, in {c['town2']}, opened its doors in {y2}."
    return P1, P2, R1, R2, W1, W2

@tpl("T14", "negation scope: not all -> none", "existential paraphrase", "existential paraphrase")
def t14(c):
    y = rng.randint(2019, 2024); pl, sg = c["sessions"]
    P1 = [f"Events report, {c['event']} {y}: not all of the {pl} were fully booked, and the committee will review the timetable."]
    P2 = [f"The secretary noted that not every {sg} at {c['event']} {y} had sold out."]
    R1 = f"At least one {sg} at {c['event']} {y} was not fully booked."
    R2 = f"Some of the {pl} at {c['event']} {y} did not sell out."
    W1 = f"None of the {pl} at {c['event']} {y} were fully booked."
    W2 = f"Every {sg} at {c['event']} {y} had places left unsold."
    return P1, P2, R1, R2, W1, W2

@tpl("T15", "quantifier inflation (a quarter -> most)", "arithmetic complement", "fraction words")
def t15(c):
    N = rng.choice([12, 16, 20, 24]); k = N // 4; y = rng.randint(2019, 2024); pl, sg = c["stalls"]
    P1 = [f"{k} of the {N} {pl} at {c['event']} {y} had sold out by midday, organisers said."]
    P2 = [f"{c['event']} {y} debrief. Sell-outs before noon: {k} {pl} out of {N}."]
    R1 = f"{N-k} of the {N} {pl} at {c['event']} {y} had not sold out by midday."
    R2 = f"A quarter of the {pl} at {c['event']} {y} sold out by midday."
    W1 = f"Most of the {N} {pl} at {c['event']} {y} had sold out by midday."
    W2 = f"The majority of {pl} at {c['event']} {y} had sold out before noon."
    return P1, P2, R1, R2, W1, W2

@tpl("T16", "hedge dropped", "hedged paraphrase", "implicature (not yet confirmed)")
def t16(c):
    P1 = [f"Minutes, item 6. {c['A']} reported that {c['problem']} may have been caused by {c['cause']}; an engineer has been asked to confirm."]
    P2 = [f"Update from {c['S']}: we think {c['problem']} was probably caused by {c['cause']}, but we are still waiting for the engineer's report."]
    R1 = f"{cap(c['cause'])} is a suspected cause of {c['problem']}."
    R2 = f"The cause of {c['problem']} had not yet been confirmed by an engineer."
    W1 = f"{cap(c['problem'])} was caused by {c['cause']}."
    W2 = f"An engineer confirmed that {c['cause']} was behind {c['problem']}."
    return P1, P2, R1, R2, W1, W2

@tpl("T17", "quote attributed to the wrong speaker", "role resolution", "indirect speech")
def t17(c):
    P1 = [f"\"We have never had a longer waiting list,\" said {c['A']}, {c['Sp']} {c['secretary']}. {c['B']}, the {c['lead']}, added: \"We will need a bigger venue within two years.\""]
    P2 = [f"{c['A']}, {c['Sp']} {c['secretary']}, told the meeting: \"We have never had a longer waiting list.\"",
          f"Responding, {c['B']}, who is {c['Sp']} {c['lead']}, said that {c['S']} would \"need a bigger venue within two years\"."]
    R1 = f"{c['Spc']} {c['secretary']} said the waiting list had never been longer."
    R2 = f"{c['B']} said {c['S']} would need a bigger venue within two years."
    W1 = f"\"We have never had a longer waiting list,\" said {c['B']}, {c['Sp']} {c['lead']}."
    W2 = f"{c['Spc']} {c['lead']} said the waiting list had never been longer."
    return P1, P2, R1, R2, W1, W2

@tpl("T18", "list membership for an item not in the list", "list item", "conjunction of list items")
def t18(c):
    y = rng.randint(2019, 2024); it = c["items"][:]; rng.shuffle(it)
    i1, i2, i3, i4 = it
    P1 = [f"Programme for {c['event']} {y}: {i1}, {i2} and {i3}. {cap(i4)}, a fixture in earlier years, will not return."]
    P2 = [f"What's on at {c['event']} {y}? {cap(i1)}, {i2} and {i3}. Please note that {i4} has been discontinued."]
    R1 = f"The {c['event']} {y} programme includes {i2}."
    R2 = f"Both {i1} and {i3} are on the programme for {c['event']} {y}."
    W1 = f"The programme for {c['event']} {y} includes {i4}."
    W2 = f"{cap(i4)} is returning to {c['event']} in {y}."
    return P1, P2, R1, R2, W1, W2

@tpl("T19", "status that changed (closed, later reopened)", "reordered clauses", "pronoun resolution")
def t19(c):
    y1 = rng.randint(2015, 2020); y2 = y1 + rng.randint(1, 3); m = rng.choice(MONTHS)
    P1 = [f"{cap(c['v1'])}, which closed in {y1} for repairs, reopened to the public in {m} {y2}, {c['S']} confirmed."]
    P2 = [f"{cap(c['v1'])} closed in {y1} for urgent repairs.", f"It reopened to the public in {m} {y2}."]
    R1 = f"After closing for repairs in {y1}, {c['v1']} reopened in {y2}."
    R2 = f"{cap(c['v1'])} reopened to the public in {m} {y2}."
    W1 = f"{cap(c['v1'])} closed in {y1} for repairs and has not reopened to the public."
    W2 = f"{cap(c['v1'])} remains shut to the public following its closure in {y1}."
    return P1, P2, R1, R2, W1, W2

@tpl("T20", "approximate stated as exact", "approximation synonym", "number in words")
def t20(c):
    n = rng.choice([250, 300, 350, 400, 450, 500, 600, 800]); y = rng.randint(2019, 2024)
    P1 = [f"Around {n} people attended {c['event']} {y}, held at {c['v2']}."]
    P2 = [f"Organisers estimated the crowd at {c['event']} {y} at roughly {n}."]
    R1 = f"About {n} people attended {c['event']} {y}."
    R2 = f"The crowd at {c['event']} {y} was estimated at approximately {NUMW[n]}."
    W1 = f"Exactly {n} people attended {c['event']} {y}."
    W2 = f"Ticket scans recorded a crowd of precisely {n} at {c['event']} {y}."
    return P1, P2, R1, R2, W1, W2

@tpl("T21", "antonymous outcome (rejected -> approved)", "synonym", "negated paraphrase")
def t21(c):
    x = rng.choice([30, 35, 40, 45, 50, 60]); a = rng.randint(30, 50); b = rng.randint(10, a - 5)
    P1 = [f"Minutes of the {c['org']} general meeting. Motion 3, to raise the {c['fee']} to £{x}, was defeated by {a} votes to {b}."]
    P2 = [f"{cap(c['mem'])} of {c['S']} have voted down a proposal to increase the {c['fee']} to £{x}."]
    R1 = f"The proposal to raise {c['Sp']} {c['fee']} to £{x} was rejected."
    R2 = f"{cap(c['mem'])} did not approve an increase in the {c['fee']} to £{x}."
    W1 = f"{cap(c['mem'])} voted for the proposal to raise the {c['fee']} to £{x}."
    W2 = f"The rise in the {c['fee']} to £{x} was approved by {c['mem']}."
    return P1, P2, R1, R2, W1, W2

@tpl("T22", "modality changed (may -> must)", "permission paraphrase", "weaker claim (one guest)")
def t22(c):
    P1 = [f"FAQ. Can I bring friends? Yes — {c['mem']} may bring up to two guests to {c['guest_event']}."]
    P2 = [f"Rule 7. A {c['member']} is permitted to bring no more than two guests to {c['guest_event']}."]
    R1 = f"{cap(c['mem'])} are allowed to bring guests to {c['guest_event']}."
    R2 = f"A {c['member']} can bring a single guest to {c['guest_event']}."
    W1 = f"{cap(c['mem'])} must bring two guests to {c['guest_event']}."
    W2 = f"Every {c['member']} is required to bring at least two guests to {c['guest_event']}."
    return P1, P2, R1, R2, W1, W2

@tpl("T23", "comparison reversed", "arithmetic difference", "converse comparative")
def t23(c):
    c2 = rng.randint(6, 18) * 10; c1 = c2 + rng.randint(3, 12) * 10
    P1 = [f"Facilities. {cap(c['v1'])} has space for {c1} people; {c['v2']} holds {c2}."]
    P2 = [f"Venue sheet: {c['v1']} — capacity {c1}.", f"Venue sheet: {c['v2']} — capacity {c2}."]
    R1 = f"{cap(c['v1'])} holds {c1-c2} more people than {c['v2']}."
    R2 = f"{cap(c['v2'])} is smaller than {c['v1']}."
    W1 = f"{cap(c['v2'])} has space for more people than {c['v1']}."
    W2 = f"Of the two venues, {c['v1']} is the smaller."
    return P1, P2, R1, R2, W1, W2

@tpl("T24", "date moved to a different event", "date arithmetic", "pronoun resolution")
def t24(c):
    y1 = rng.randint(1995, 2010); y2 = y1 + rng.randint(4, 12); pa = pro(c["gA"])
    P1 = [f"Profile: {c['A']} joined {c['S']} in {y1} and became its {c['lead']} in {y2}."]
    P2 = [f"{c['A']} first joined {c['S']} in {y1}.", f"{cap(pa['he'])} was appointed {c['lead']} in {y2}."]
    R1 = f"{c['A']} had been with {c['S']} for {y2-y1} years when {pa['he']} became {c['lead']}."
    R2 = f"{c['A']} took up the post of {c['lead']} of {c['S']} in {y2}."
    W1 = f"{c['A']} became {c['Sp']} {c['lead']} in {y1}."
    W2 = f"{c['A']} has led {c['S']} since {y1}."
    return P1, P2, R1, R2, W1, W2

@tpl("T25", "causation added to co-occurrence", "conjunction", "reordered clauses")
def t25(c):
    p = rng.randint(18, 45); Y = rng.randint(2018, 2024)
    P1 = [f"{cap(c['sales'])} at {c['S']} rose {p}% in July {Y}. July {Y} was also the hottest month on record in {c['town1']}."]
    P2 = [f"Trading update: {c['Sp']} {c['sales']} were up {p}% in July {Y}.",
          f"Weather-station records show that July {Y} was the hottest month on record in {c['town1']}."]
    R1 = f"{c['Spc']} {c['sales']} rose {p}% in July {Y}, the hottest month on record in {c['town1']}."
    R2 = f"In the hottest month on record in {c['town1']}, July {Y}, {c['Sp']} {c['sales']} rose by {p}%."
    W1 = f"{cap(c['sales'])} at {c['S']} rose {p}% in July {Y} because it was the hottest month on record in {c['town1']}."
    W2 = f"Record heat in {c['town1']} in July {Y} drove a {p}% jump in {c['Sp']} {c['sales']}."
    return P1, P2, R1, R2, W1, W2

@tpl("T26", "one instance generalised (always/never)", "negated paraphrase", "paraphrase")
def t26(c):
    Y = rng.randint(2019, 2024)
    P1 = [f"Entry to {c['event']} {Y} was free, thanks to a grant from {c['partner']}."]
    P2 = [f"{c['event']} {Y} FAQ. Do I need a ticket? No — admission this year is free of charge."]
    R1 = f"Visitors did not have to pay to attend {c['event']} {Y}."
    R2 = f"{c['event']} {Y} charged no admission fee."
    W1 = f"Entry to {c['event']} is always free."
    W2 = f"{c['event']} has never charged visitors for admission."
    return P1, P2, R1, R2, W1, W2

@tpl("T27", "relative clause attached to the wrong person", "role resolution", "pronoun resolution")
def t27(c):
    n = rng.randint(11, 32); px = pro(c["gX"])
    P1 = [f"At the summer party {c['A']} presented a gift to {c['X']}, who is retiring after {n} years as {c['Sp']} {c['spec']}."]
    P2 = [f"At the summer party {c['A']} presented a gift to {c['X']}.", f"{cap(px['he'])} retires this month after {n} years as {c['Sp']} {c['spec']}."]
    R1 = f"{c['A']} gave a gift to {c['Sp']} retiring {c['spec']}."
    R2 = f"{c['X']} is retiring after {n} years as {c['spec']}."
    W1 = f"{c['A']}, who is retiring after {n} years as {c['Sp']} {c['spec']}, presented a gift to {c['X']}."
    W2 = f"{c['A']} is stepping down after {n} years as {c['Sp']} {c['spec']}."
    return P1, P2, R1, R2, W1, W2

@tpl("T28", "part stated as whole", "arithmetic complement", "comparison (fewer than half)")
def t28(c):
    V = rng.randint(900, 3900); ch = rng.randint(V // 5, int(V * 0.45)); y = rng.randint(2019, 2024); v = c["visitors"]
    P1 = [f"Of the {V:,} {v} to {c['event']} {y}, {ch:,} were children."]
    P2 = [f"{c['event']} {y} welcomed {V:,} {v}, {ch:,} of them children."]
    R1 = f"{V-ch:,} of the {v} to {c['event']} {y} were not children."
    R2 = f"Fewer than half of the {v} to {c['event']} {y} were children."
    W1 = f"{V:,} children visited {c['event']} {y}."
    W2 = f"{c['event']} {y} drew {ch:,} {v} in total."
    return P1, P2, R1, R2, W1, W2

@tpl("T29", "condition dropped", "conditional paraphrase", "presupposition (application made)")
def t29(c):
    P1 = [f"Minutes, item 9. If the grant application to {c['partner']} succeeds, {c['S']} will buy {c['asset']}."]
    P2 = [f"Newsletter from {c['S']}: should our grant application to {c['partner']} be approved, we will purchase {c['asset']}."]
    R1 = f"{c['Sc']} will buy {c['asset']} provided its grant application to {c['partner']} is successful."
    R2 = f"{c['Sc']} has applied to {c['partner']} for a grant."
    W1 = f"The grant application to {c['partner']} succeeded, and {c['S']} will buy {c['asset']}."
    W2 = f"{c['Sc']} has secured funding from {c['partner']} to buy {c['asset']}."
    return P1, P2, R1, R2, W1, W2

@tpl("T30", "compound claim with an extra unsupported fact", "paraphrase", "converse")
def t30(c):
    Y = rng.randint(2018, 2024); mny = rng.choice([1000, 2500, 5000, 10000])
    P1 = [f"{c['org']} won the {c['award']} in {Y} for its work with {c['beneficiary']}."]
    P2 = [f"{c['Sc']} has been named winner of the {c['award']} {Y}. The judges praised its work with {c['beneficiary']}."]
    R1 = f"{c['Sc']} received the {c['award']} in {Y}."
    R2 = f"The {Y} {c['award']} went to {c['S']}."
    W1 = f"{c['org']} won the {c['award']} in {Y} for its work with {c['beneficiary']} and received a £{mny:,} prize."
    W2 = f"{c['Sc']} won the {c['award']} in {Y}, its second win in three years."
    return P1, P2, R1, R2, W1, W2

def balanced(n=10):
    xs = [0] * (n // 2) + [1] * (n // 2); rng.shuffle(xs); return xs

def main():
    rows = []; g = 0
    for tid in sorted(T):
        fam, k1, k2, fn = T[tid]
        pv, rv, wv = balanced(), balanced(), balanced()
        for di, d in enumerate(DOMAINS):
            c = ctx(d)
            P1, P2, R1, R2, W1, W2 = fn(c)
            core = [P1, P2][pv[di]]
            nb = rng.choice([0, 0, 1, 1, 2]); nb = min(nb, 4 - len(core))
            bgs = rng.sample(d["bg"], nb)
            split = rng.randint(0, nb)
            passages = bgs[:split] + core + bgs[split:]
            g += 1; gid = f"G{g:03d}"
            right = dict(group=gid, template=tid, kind=f"R:{[k1,k2][rv[di]]}", domain=d["name"],
                         wording=f"P{pv[di]+1}/R{rv[di]+1}", claim=[R1, R2][rv[di]], passages=passages, gold="right")
            wrong = dict(group=gid, template=tid, kind=f"W:{fam}", domain=d["name"],
                         wording=f"P{pv[di]+1}/W{wv[di]+1}", claim=[W1, W2][wv[di]], passages=passages, gold="wrong")
            twin = [right, wrong]; rng.shuffle(twin); rows.extend(twin)
    with open("pairs.jsonl", "w") as f:
        for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(rows), "rows")

if __name__ == "__main__":
    main()
