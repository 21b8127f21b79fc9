"""Build probe 38: 300 twin groups (600 pairs), ten domains x 30 groups.

Each group: 1-3 evidence passages, one RIGHT claim (entailed) and one WRONG
claim (not entailed) citing the same passages. Written blind (no judge code read).
Deterministic: seeded per domain.
"""
import json
import random

DOMAINS = [
    dict(domain="coastguard station", site="Carrick Head Coastguard Station", site2="Port Eynon Coastguard Station",
         head="station officer", staff="volunteer", staff_pl="volunteers", cnt_pl="callouts", src="fishing boats",
         equip="inshore lifeboat", equip2="cliff-rescue winch", session="night navigation drill",
         session_pl="night navigation drills", room="watch room", council="the Maritime and Coastguard Agency",
         supply="diesel", unit="litres", supplier="Tarrant Marine Supplies", supplier2="Westhaven Fuels",
         skill="rope rescue", award="regional search-and-rescue readiness league", incident="cliff rescue",
         cause="the calmer summer weather",
         people=["Morag Tulloch", "Ewan Baird", "Priya Lalani", "Callum Reith", "Sian Pryce", "Dougie Munro",
                 "Hannah Ojo", "Tomasz Wilk"]),
    dict(domain="paper mill", site="Ashcombe Mill", site2="Renwick Mill", head="mill manager",
         staff="machine operator", staff_pl="machine operators", cnt_pl="customer orders", src="packaging firms",
         equip="No. 2 paper machine", equip2="pulp refiner", session="fire evacuation drill",
         session_pl="fire evacuation drills", room="control room", council="the Environment Agency",
         supply="wood pulp", unit="tonnes", supplier="Nordfibre AB", supplier2="Baltic Pulp Ltd",
         skill="reel changing", award="regional manufacturing safety awards", incident="web break",
         cause="weaker demand from printers",
         people=["Gareth Llewellyn", "Anita Sharma", "Joe Kettle", "Bronwen Hale", "Marek Nowak", "Lisa Tranter",
                 "Omar Haddad", "Ruth Penhale"]),
    dict(domain="puppet theatre", site="Lantern Puppet Theatre", site2="Marlow Marionette House",
         head="artistic director", staff="puppeteer", staff_pl="puppeteers", cnt_pl="school bookings",
         src="primary schools", equip="marionette bridge", equip2="lighting desk", session="puppet-making workshop",
         session_pl="puppet-making workshops", room="green room", council="the Arts Council", supply="limewood",
         unit="kilograms", supplier="Hartley Timber", supplier2="Oakbrook Carving Supplies",
         skill="string manipulation", award="regional family theatre awards", incident="puppet drop",
         cause="the rising cost of coach hire",
         people=["Ines Moreau", "Felix Amsel", "Dora Quint", "Rhys Caddick", "Yuki Tanabe", "Bea Lockhart",
                 "Tobias Renn", "Maud Ellery"]),
    dict(domain="dialysis unit", site="Fernbank Dialysis Unit", site2="Kilbride Renal Centre", head="unit manager",
         staff="dialysis nurse", staff_pl="dialysis nurses", cnt_pl="new referrals",
         src="the renal ward at Kilbride General", equip="water treatment plant", equip2="backup generator",
         session="infection-control audit", session_pl="infection-control audits", room="treatment bay",
         council="the Care Quality Commission", supply="bicarbonate concentrate", unit="litres",
         supplier="Medisol Ltd", supplier2="RenaCare Supplies", skill="fistula needling",
         award="regional patient-experience awards", incident="needle dislodgement",
         cause="the opening of a home-dialysis programme",
         people=["Aileen Cowie", "Samir Qureshi", "Grace Ndlovu", "Iain Fraser", "Petra Vos", "Kwame Mensah",
                 "Lorna Beattie", "Hugo Lindqvist"]),
    dict(domain="salt works", site="Saltcote Salt Works", site2="Brinewick Salt Works", head="works manager",
         staff="salt harvester", staff_pl="salt harvesters", cnt_pl="wholesale orders", src="restaurant kitchens",
         equip="brine evaporation pan", equip2="drying kiln", session="guided tour", session_pl="guided tours",
         room="packing shed", council="the Food Standards Agency", supply="packaging film", unit="metres",
         supplier="Clearwrap Ltd", supplier2="Solent Packaging", skill="pan raking",
         award="regional artisan food awards", incident="kiln overheating", cause="the wet summer",
         people=["Nell Garside", "Arjun Mehta", "Colin Stubbs", "Freya Holm", "Declan Roe", "Martha Quayle",
                 "Viktor Sand", "Imogen Pryor"]),
    dict(domain="climbing gym", site="Cragside Climbing Centre", site2="Boulder Barn", head="centre manager",
         staff="route setter", staff_pl="route setters", cnt_pl="new memberships", src="university students",
         equip="auto-belay system", equip2="speed-climbing wall", session="beginners' induction",
         session_pl="beginners' inductions", room="bouldering cave", council="the Mountain Training Association",
         supply="climbing chalk", unit="kilograms", supplier="Summit Grip Co.", supplier2="Peakline Sports",
         skill="lead belaying", award="regional indoor climbing awards", incident="belay fall",
         cause="the opening of a rival wall in town",
         people=["Kit Ransome", "Leila Farouk", "Ben Oduya", "Saskia Brandt", "Niall Crewe", "Mei Ling Tan",
                 "Otto Vesely", "Carys Lloyd"]),
    dict(domain="cathedral choir", site="St Aldhelm's Cathedral Choir", site2="Wellsbury Minster Choir",
         head="director of music", staff="lay clerk", staff_pl="lay clerks", cnt_pl="audition applications",
         src="state schools", equip="chamber organ", equip2="choir-room piano",
         session="sectional rehearsal", session_pl="sectional rehearsals", room="song school",
         council="the Royal School of Church Music", supply="sheet music", unit="copies",
         supplier="Cantoris Music Sales", supplier2="Evensong Editions", skill="plainsong",
         award="regional choral excellence awards", incident="chorister injury",
         cause="a new schools outreach programme",
         people=["Jeremy Astley", "Clara Hyde", "Simon Okafor", "Harriet Vane", "Daniel Pugh", "Agnes Murray",
                 "Piers Whitlock", "Esther Lamb"]),
    dict(domain="railway signal box", site="Hexley Junction signal box", site2="Marden Road signal box",
         head="signalling manager", staff="signaller", staff_pl="signallers", cnt_pl="signal failures",
         src="the up main line", equip="lever frame", equip2="track-circuit relay rack", session="safety briefing",
         session_pl="safety briefings", room="relay room", council="the Office of Rail and Road",
         supply="point lubricant", unit="litres", supplier="Railtek Ltd", supplier2="Permaway Supplies",
         skill="token working", award="regional railway safety awards", incident="signal passed at danger",
         cause="the dry spring",
         people=["Alan Brough", "Jess Farrant", "Raj Patel", "Wendy Coe", "Gordon Fyfe", "Nadia Rusu",
                 "Terry Maddox", "Liz Okonjo"]),
    dict(domain="oyster farm", site="Cutler Creek Oyster Farm", site2="Mersea Flats Oyster Farm",
         head="farm manager", staff="farmhand", staff_pl="farmhands", cnt_pl="restaurant orders",
         src="London restaurants", equip="oyster grader", equip2="depuration tank",
         session="water-quality sampling round", session_pl="water-quality sampling rounds",
         room="depuration shed", council="Cefas", supply="oyster seed", unit="kilograms",
         supplier="Solent Hatcheries", supplier2="Orkney Shellfish Seed", skill="spat grading",
         award="regional seafood quality awards", incident="norovirus alert", cause="the cold spring",
         people=["Jack Pettit", "Rosa Delgado", "Fergus Kane", "Amelie Roux", "Stan Wheeler", "Bethan Moss",
                 "Kofi Asante", "Ida Berg"]),
    dict(domain="courier depot", site="Dunmore Courier Depot", site2="Kelvinside Courier Depot",
         head="depot manager", staff="driver", staff_pl="drivers", cnt_pl="failed deliveries",
         src="rural addresses", equip="parcel sorter", equip2="loading-bay lift", session="manual-handling course",
         session_pl="manual-handling courses", room="sorting hall", council="the Health and Safety Executive",
         supply="diesel", unit="litres", supplier="Northway Fuels", supplier2="Clydeside Fuel Cards",
         skill="forklift operation", award="regional logistics awards", incident="van collision",
         cause="the new address-checking software",
         people=["Shona Doig", "Pawel Zielinski", "Craig Beveridge", "Amira Saleh", "Robbie Gunn", "Fiona Lyle",
                 "Dev Kapoor", "Moira Strang"]),
]

MINUTES = {60: ("one hour", "sixteen"), 70: ("an hour and ten minutes", "seventeen"),
           80: ("an hour and twenty minutes", "eighteen"), 90: ("an hour and a half", "nineteen")}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
HOURS = {24: "one day", 48: "two days", 72: "three days"}
NUMW = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
        11: "eleven", 12: "twelve"}


def cap(s):
    return s[0].upper() + s[1:]


def templates(d, r, i):
    """Yield (passages, right, rkind, wrong, wkind) for one domain. i = domain index."""
    P = d["people"]
    S, S2 = d["site"], d["site2"]
    out = []

    # T01 minutes -> hours / numbers in words
    m = r.choice(list(MINUTES))
    hw, teen = MINUTES[m]
    out.append(([f"{P[1]} serviced the {d['equip']} at {S} on 14 March 2024. The job took {m} minutes, and the "
                 f"{d['equip']} was back in use the same afternoon."],
                f"Servicing the {d['equip']} at {S} in March 2024 lasted {hw}.", "R:unit-conversion",
                f"{P[1]} serviced the {d['equip']} at {S} on 14 March 2024, a job that took {teen} minutes.",
                "W:number-in-words"))

    # T02 date reformat / entity swap or opposite event
    day, mon, yr = r.randint(2, 27), r.randint(1, 12), r.randint(2015, 2021)
    ev = f"{P[0]} joined {S} as {d['head']} on {day} {MONTHS[mon-1]} {yr}, having previously worked at {S2}."
    right = f"On {yr}-{mon:02d}-{day:02d}, {P[0]} took up the post of {d['head']} at {S}."
    if i % 2 == 0:
        out.append(([ev], right, "R:date-reformat",
                    f"{P[0]} joined {S2} as {d['head']} on {day} {MONTHS[mon-1]} {yr}.", "W:entity-swapped"))
    else:
        out.append(([ev], right, "R:date-reformat",
                    f"{P[0]} left {S} on {day} {MONTHS[mon-1]} {yr}, having previously worked as {d['head']} there.",
                    "W:opposite-event"))

    # T03 sum across passages / value moved between slots
    a = r.randint(14, 60)
    b = a + r.randint(5, 30)
    out.append(([f"{S} recorded {a} {d['cnt_pl']} in January 2024, slightly fewer than in the same month a year "
                 f"earlier.", f"February 2024 was busier, with {b} {d['cnt_pl']} logged by the {d['head']}."],
                f"January and February 2024 together brought {a + b} {d['cnt_pl']} at {S}.", "R:sum-multihop",
                f"{S} recorded {b} {d['cnt_pl']} in January 2024.", "W:value-moved-slot"))

    # T04 difference / comparison reversed
    a = r.randint(30, 60)
    b = a - r.randint(4, 15)
    out.append(([f"{S} has {a} {d['staff_pl']} on its books. Its sister site, {S2}, has {b}."],
                f"The roster at {S} is {a - b} {d['staff_pl']} larger than the one at {S2}.", "R:difference",
                f"{S2} has more {d['staff_pl']} on its books than {S}.", "W:comparison-reversed"))

    # T05 duration / since (still ongoing)
    y0 = r.randint(2008, 2015)
    k = r.randint(4, 8)
    out.append(([f"{P[2]} led the {d['session_pl']} at {S} from {y0} until {y0 + k}, when {P[3]} took over."],
                f"For {NUMW[k]} years, {P[2]} was in charge of the {d['session_pl']} at {S}.", "R:duration",
                f"{P[2]} has led the {d['session_pl']} at {S} since {y0}.", "W:until-to-since"))

    # T06 no longer / ended state stated as current
    ye = r.randint(2019, 2023)
    out.append(([f"Until {ye}, {S} opened its {d['room']} to the public on the first Sunday of each month. "
                 f"The visits were stopped that year because of rising insurance costs."],
                f"Monthly Sunday visits by members of the public to the {d['room']} at {S} are no longer offered.",
                "R:no-longer",
                f"{S} opens its {d['room']} to the public on the first Sunday of each month.",
                "W:ended-state-as-current"))

    # T07 computed year / roles swapped
    y = r.randint(2001, 2012)
    k = r.randint(3, 9)
    out.append(([f"The {d['equip']} at {S} entered service in {y}, {k} years before the {d['equip2']}."],
                f"{S} brought the {d['equip2']} into use in {y + k}.", "R:computed-year",
                f"The {d['equip2']} at {S} entered service in {y}, {k} years before the {d['equip']}.",
                "W:roles-swapped"))

    # T08 passive / roles swapped
    y = r.randint(2016, 2022)
    out.append(([f"{P[2]} had joined {S} the previous year. In {y}, {P[1]} trained {P[2]} in {d['skill']}."],
                f"{P[2]} was given {d['skill']} instruction by {P[1]} in {y}.", "R:passive-paraphrase",
                f"In {y}, {P[2]} trained {P[1]} in {d['skill']}.", "W:roles-swapped"))

    # T09 multi-hop bridge / hop applied to wrong entity
    day = r.randint(3, 28)
    mon = MONTHS[r.randint(0, 11)]
    out.append(([f"The {d['session']} on {day} {mon} was run by {P[3]}.",
                 f"{P[4]} is the {d['head']} at {S}; {P[3]} is the deputy {d['head']}."],
                f"The deputy {d['head']} of {S} ran the {day} {mon} {d['session']}.", "R:multihop-bridge",
                f"The {d['head']} at {S} ran the {d['session']} on {day} {mon}.", "W:hop-wrong-entity"))

    # T10 negation
    ev = (f"Inspectors from {d['council']} found no faults with the {d['equip']} at {S} during the April audit, "
          f"but they flagged corrosion on the {d['equip2']}.")
    right = f"The April inspection by {d['council']} raised a corrosion concern about {S}'s {d['equip2']}."
    if i % 2 == 0:
        out.append(([ev], right, "R:paraphrase",
                     f"Inspectors from {d['council']} found faults with the {d['equip']} at {S} during the April audit.",
                     "W:negation-dropped"))
    else:
        out.append(([ev], right, "R:paraphrase",
                     f"Inspectors from {d['council']} found no faults with the {d['equip2']} at {S} during the April "
                     f"audit.", "W:negation-moved-entity"))

    # T11 modality may -> must
    out.append(([f"Under the {S} staff handbook, {d['staff_pl']} may swap shifts with one another if the "
                 f"{d['head']} approves."],
                f"The {S} staff handbook lets {d['staff_pl']} trade shifts, provided the {d['head']} agrees.",
                "R:modal-paraphrase",
                f"Under the {S} staff handbook, {d['staff_pl']} must swap shifts with one another if the "
                f"{d['head']} approves.", "W:may-to-must"))

    # T12 plan as done
    x = r.choice([48000, 65000, 120000, 240000, 310000, 85000])
    out.append(([f"{S} plans to replace its {d['equip']} in 2026. The new one is expected to cost £{x:,}."],
                f"A replacement for the {d['equip']} at {S} is scheduled for 2026.", "R:plan-kept",
                f"{S} has replaced its {d['equip']}, and the new one cost £{x:,}.", "W:plan-as-done"))

    # T13 belief as fact
    out.append(([f"{P[0]}, the {d['head']} at {S}, believes the fall in {d['cnt_pl']} last year was caused by "
                 f"{d['cause']}."],
                f"In the view of {S}'s {d['head']}, {d['cause']} explains why {d['cnt_pl']} dropped last year.",
                "R:belief-reported",
                f"The fall in {d['cnt_pl']} at {S} last year was caused by {d['cause']}.", "W:belief-as-fact"))

    # T14 quantifier strengthened
    n = r.randint(18, 45)
    out.append(([f"Most of the {n} {d['staff_pl']} at {S} completed the first-aid refresher course in 2024."],
                f"In 2024, more than half of {S}'s {d['staff_pl']} did the first-aid refresher.",
                "R:quantifier-paraphrase",
                f"All of the {n} {d['staff_pl']} at {S} completed the first-aid refresher course in 2024.",
                "W:quantifier-strengthened"))

    # T15 fraction -> count; fraction as count
    n = 4 * r.randint(30, 90)
    out.append(([f"A quarter of the {n} {d['cnt_pl']} that {S} recorded in 2023 came from {d['src']}."],
                f"{cap(d['src'])} accounted for {n // 4} of {S}'s {d['cnt_pl']} in 2023.", "R:fraction-computed",
                f"Twenty-five of the {n} {d['cnt_pl']} that {S} recorded in 2023 came from {d['src']}.",
                "W:fraction-as-count"))

    # T16 condition dropped
    k = r.randint(4, 9)
    out.append(([f"If fewer than {k} {d['staff_pl']} sign up, the {d['session']} at {S} is cancelled."],
                f"The {d['session']} at {S} only goes ahead when at least {k} {d['staff_pl']} put their names down.",
                "R:condition-contrapositive",
                f"The {d['session']} at {S} is cancelled.", "W:condition-dropped"))

    # T17 exception dropped
    out.append(([f"All {d['staff_pl']} at {S} except trainees are issued a pager."],
                f"Trainees are the only {d['staff_pl']} at {S} who do not get a pager.", "R:exception-restated",
                f"All {d['staff_pl']} at {S} are issued a pager.", "W:exception-dropped"))

    # T18 scope widened
    pct = r.randint(2, 6)
    out.append(([f"{cap(d['staff_pl'])} at {S} received a {pct} percent pay rise in April."],
                f"In April the pay of {S}'s {d['staff_pl']} went up by {NUMW[pct]} per cent.",
                "R:number-words-paraphrase",
                f"{cap(d['staff_pl'])} at {S} and {S2} received a {pct} percent pay rise in April.",
                "W:scope-widened"))

    # T19 frequency changed
    out.append(([f"The {d['equip']} at {S} is tested every fortnight, and the results are logged by {P[5]}."],
                f"Testing of {S}'s {d['equip']} happens once every two weeks.", "R:frequency-paraphrase",
                f"The {d['equip']} at {S} is tested every week, and the results are logged by {P[5]}.",
                "W:frequency-changed"))

    # T20 attribution changed
    out.append(([f"{P[0]} said the {S} budget would rise next year, but {P[1]}, the treasurer, said it would "
                 f"stay flat."],
                f"According to treasurer {P[1]}, the budget of {S} will remain unchanged next year.",
                "R:attribution-kept",
                f"{P[1]}, the treasurer, said the {S} budget would rise next year.", "W:attribution-changed"))

    # T21 only added
    out.append(([f"{P[2]} is one of three {d['staff_pl']} at {S} qualified to operate the {d['equip2']}."],
                f"Three {d['staff_pl']} at {S}, {P[2]} among them, hold the qualification to run the "
                f"{d['equip2']}.", "R:paraphrase-reorder",
                f"{P[2]} is the only {d['staff']} at {S} qualified to operate the {d['equip2']}.", "W:only-added"))

    # T22 at least -> no more than
    out.append(([f"Site rules at {S} require at least two {d['staff_pl']} to be in the {d['room']} at all times."],
                f"At {S}, the {d['room']} must never be left with fewer than two {d['staff_pl']} in it.",
                "R:at-least-restated",
                f"Site rules at {S} require no more than two {d['staff_pl']} to be in the {d['room']} at any time.",
                "W:at-least-to-at-most"))

    # T23 no later than -> at least
    h = r.choice(list(HOURS))
    out.append(([f"Incident reports at {S} must be filed no later than {h} hours after a {d['incident']}."],
                f"At {S}, every {d['incident']} has to be written up within {HOURS[h]}.", "R:deadline-converted",
                f"Incident reports at {S} must be filed at least {h} hours after a {d['incident']}.",
                "W:no-later-than-to-at-least"))

    # T24 cause added
    day = r.randint(2, 27)
    out.append(([f"The {d['session']} at {S} on {day} June was cancelled. Heavy rain fell across the county that "
                 f"day."],
                f"No {d['session']} took place at {S} on {day} June.", "R:cancelled-as-negation",
                f"The {d['session']} at {S} on {day} June was cancelled because of heavy rain.", "W:cause-added"))

    # T25 two passages combined / extra assertion
    q = r.choice([400, 750, 1200, 2500, 600, 900])
    day = r.randint(12, 28)
    out.append(([f"{P[4]} ordered {q:,} {d['unit']} of {d['supply']} from {d['supplier']} in May.",
                 f"The order was delivered to {S} on {day} May."],
                f"The {q:,} {d['unit']} of {d['supply']} that {P[4]} had ordered reached {S} on {day} May.",
                "R:multipassage-combine",
                f"{P[4]} ordered {q:,} {d['unit']} of {d['supply']} from {d['supplier']} in May, and the order was "
                f"delivered to {S} two days late, on {day} May.", "W:extra-assertion"))

    # T26 time format / am-pm
    ch = [("07:30", "19:00", "7.30 am", "7 pm", "7:30 pm"), ("08:15", "18:00", "8.15 am", "6 pm", "8:15 pm"),
          ("06:45", "17:30", "6.45 am", "5.30 pm", "6:45 pm")][i % 3]
    out.append(([f"The front office at {S} opens at {ch[0]} and closes at {ch[1]} on weekdays."],
                f"On weekdays the {S} front office is open from {ch[2]} until {ch[3]}.", "R:time-format",
                f"The front office at {S} closes at {ch[4]} on weekdays.", "W:time-am-pm"))

    # T27 rank converse / behind -> ahead
    y = r.randint(2019, 2024)
    out.append(([f"{S} came second in the {y} {d['award']}, behind {S2}."],
                f"{S2} finished above {S} in the {y} {d['award']}.", "R:converse-comparison",
                f"{S} came second in the {y} {d['award']}, ahead of {S2}.", "W:behind-to-ahead"))

    # T28 cause reversed
    out.append(([f"The rise in {d['cnt_pl']} last winter led {S} to take on four more {d['staff_pl']}."],
                f"{S} hired four extra {d['staff_pl']} because {d['cnt_pl']} went up last winter.",
                "R:cause-paraphrase",
                f"Taking on four more {d['staff_pl']} last winter led to the rise in {d['cnt_pl']} at {S}.",
                "W:cause-reversed"))

    # T29 used to / since with the other supplier
    y = r.randint(2017, 2022)
    out.append(([f"Until {y}, {S} bought its {d['supply']} from {d['supplier']}. Since then it has used "
                 f"{d['supplier2']}."],
                f"{d['supplier2']} has supplied {S} with {d['supply']} since {y}; before that, {d['supplier']} did.",
                "R:used-to",
                f"Since {y}, {S} has bought its {d['supply']} from {d['supplier']}.", "W:since-entity-swap"))

    # T30 computed start year / role scope widened
    ry = r.randint(2019, 2024)
    yrs = r.randint(22, 35)
    last = r.randint(5, 12)
    out.append(([f"{P[7]} retired from {S} in {ry} after {yrs} years there, the last {NUMW[last]} as "
                 f"{d['head']}."],
                f"{P[7]} started at {S} in {ry - yrs}.", "R:computed-start-year",
                f"{P[7]} retired from {S} in {ry} after {yrs} years as {d['head']}.", "W:role-scope-widened"))
    return out


def templates_b(d, r, i):
    P = d["people"]
    S, S2 = d["site"], d["site2"]
    out = []

    # B01 km -> m / decimal shift
    km = r.choice(["12.5", "8.4", "16.2", "21.3"])
    x = r.choice([1840, 2310, 3575, 960])
    out.append(([f"On its annual sponsored walk, the {S} team covered {km} kilometres, raising £{x:,} for new "
                 f"equipment."],
                f"The {S} team walked {int(round(float(km) * 1000)):,} metres on its annual sponsored walk.",
                "R:unit-conversion",
                f"On its annual sponsored walk, the {S} team covered {float(km) / 10:g} kilometres, raising £{x:,} "
                f"for new equipment.", "W:decimal-shift"))

    # B02 since / handover; since-date changed
    mon, yr = r.randint(1, 12), r.randint(2016, 2022)
    out.append(([f"{P[0]} has chaired the {S} safety committee since {MONTHS[mon-1]} {yr}; before that the chair "
                 f"was {P[5]}."],
                f"In {MONTHS[mon-1]} {yr}, {P[5]} was succeeded by {P[0]} as chair of the {S} safety committee.",
                "R:succession-paraphrase",
                f"{P[0]} has chaired the {S} safety committee since {MONTHS[mon-1]} {yr - 1}.",
                "W:since-date-changed"))

    # B03 sum over passages / sum assigned to subset
    a, b, c = r.randint(12, 40), r.randint(4, 15), r.randint(3, 9)
    out.append(([f"{S} employs {a} full-time {d['staff_pl']}.", f"It also has {b} part-time {d['staff_pl']}.",
                 f"Seasonal cover adds {c} agency workers in summer."],
                f"Counting both full-time and part-time staff, {S} has {a + b} {d['staff_pl']}.", "R:sum-multihop",
                f"{S} employs {a + b} full-time {d['staff_pl']}.", "W:sum-assigned-to-subset"))

    # B04 converse comparison / ratio reversed
    a = r.choice([300, 450, 800, 1200, 640])
    out.append(([f"In 2023, {S} used {a:,} {d['unit']} of {d['supply']}, compared with {2 * a:,} {d['unit']} at "
                 f"{S2}."],
                f"{S2} got through more {d['supply']} in 2023 than {S} did.", "R:converse-comparison",
                f"In 2023, {S} used twice as much {d['supply']} as {S2}.", "W:ratio-reversed"))

    # B05 duration in days / until changed
    mon = MONTHS[r.randint(0, 11)]
    out.append(([f"The {d['equip']} at {S} was out of action from 3 {mon} to 17 {mon} while a new motor was "
                 f"fitted."],
                f"Fitting a new motor kept the {d['equip']} at {S} out of use for two weeks.", "R:duration",
                f"The {d['equip']} at {S} was out of action until 27 {mon} while a new motor was fitted.",
                "W:until-date-changed"))

    # B06 used to / direction of change reversed
    out.append(([f"{S} used to hold its {d['session']} every Monday morning. In 2024 it moved the {d['session']} "
                 f"to Wednesday evenings."],
                f"These days the {d['session']} at {S} happens on Wednesday evenings rather than Monday mornings.",
                "R:used-to",
                f"In 2024, {S} moved its {d['session']} to Monday mornings.", "W:change-direction-reversed"))

    # B07 age difference / superlative swapped
    age = r.randint(19, 26)
    age2 = r.randint(58, 67)
    out.append(([f"{P[6]}, {age}, is the youngest {d['staff']} at {S}. The oldest, {P[7]}, is {age2}."],
                f"{P[7]} is {age2 - age} years older than {P[6]}.", "R:difference",
                f"{P[6]}, {age}, is the oldest {d['staff']} at {S}.", "W:superlative-swapped"))

    # B08 passive -> active / installer vs signer
    mon, yr = MONTHS[r.randint(0, 11)], r.randint(2019, 2024)
    out.append(([f"The new {d['equip2']} at {S} was installed in {mon} {yr} by engineers from Harlow & Finch "
                 f"Engineering, and the work was signed off by {P[4]}, the {d['head']}."],
                f"Harlow & Finch Engineering sent the engineers who fitted {S}'s new {d['equip2']} in {mon} {yr}.",
                "R:active-from-passive",
                f"The new {d['equip2']} at {S} was installed in {mon} {yr} by {P[4]}, the {d['head']}.",
                "W:role-swapped"))

    # B09 multi-hop rota / wrong person
    out.append(([f"The {S} rota for week 14 puts {P[5]} on the early shift and {P[6]} on the late shift.",
                 f"At {S}, the weekly {d['equip']} check is always done on the late shift."],
                f"In week 14 the {d['equip']} check at {S} fell to {P[6]}.", "R:multihop-bridge",
                f"In week 14, {P[5]}'s shift at {S} includes the {d['equip']} check.", "W:hop-wrong-entity"))

    # B10 negation paraphrase / time scope widened
    yr, y0 = r.randint(2021, 2024), r.randint(1968, 1995)
    out.append(([f"No {d['staff_pl']} at {S} were injured during {yr}, the first injury-free year since the site "
                 f"opened in {y0}."],
                f"{S} went through {yr} without a single injury to its {d['staff_pl']}.", "R:negation-paraphrase",
                f"{S} has been injury-free every year since it opened in {y0}.", "W:time-scope-widened"))

    # B11 recommends -> requires
    out.append(([f"{cap(d['council'])} recommends that {d['staff_pl']} take a break of at least 20 minutes every "
                 f"four hours."],
                f"According to guidance from {d['council']}, {d['staff_pl']} should rest for no less than 20 minutes "
                f"in each four-hour stretch.", "R:modal-paraphrase",
                f"{cap(d['council'])} requires {d['staff_pl']} to take a break of at least 20 minutes every four hours.",
                "W:recommend-to-require"))

    # B12 proposal as approved
    out.append(([f"At its March meeting the {S} board discussed a proposal to open on Saturdays from September. "
                 f"A decision was postponed until June."],
                f"No decision on Saturday opening at {S} was reached in March.", "R:postponed-as-undecided",
                f"At its March meeting the {S} board approved a proposal to open on Saturdays from September.",
                "W:proposal-as-approved"))

    # B13 hedge removed
    out.append(([f"A survey by {d['council']} suggested that {d['cnt_pl']} at {S} may have been under-reported in "
                 f"2022."],
                f"The survey by {d['council']} pointed to possible under-reporting of {S}'s {d['cnt_pl']} in 2022.",
                "R:hedge-kept",
                f"A survey by {d['council']} showed that {d['cnt_pl']} at {S} were under-reported in 2022.",
                "W:hedge-removed"))

    # B14 minority / negation inserted
    n = r.randint(18, 40)
    out.append(([f"Three of the {n} {d['staff_pl']} at {S} hold a {d['skill']} certificate."],
                f"Only a small minority of {S}'s {d['staff_pl']} are certified in {d['skill']}.",
                "R:quantifier-computed",
                f"Only three of the {n} {d['staff_pl']} at {S} lack a {d['skill']} certificate.",
                "W:negation-inserted"))

    # B15 percent -> fraction / level as change
    out.append(([f"The share of {d['cnt_pl']} at {S} dealt with within a day rose from 60 percent in 2022 to 75 "
                 f"percent in 2023."],
                f"In 2023, three quarters of {S}'s {d['cnt_pl']} were dealt with inside 24 hours.",
                "R:percent-to-fraction",
                f"The share of {d['cnt_pl']} at {S} dealt with within a day rose by 75 percent in 2023.",
                "W:level-as-change"))

    # B16 condition reversed
    out.append(([f"Under the winter policy at {S}, the {d['session']} is moved indoors when the temperature falls "
                 f"below 3 °C."],
                f"In winter, {S} holds the {d['session']} inside whenever it is colder than 3 °C.",
                "R:condition-kept",
                f"Under the winter policy at {S}, the {d['session']} is moved indoors when the temperature rises "
                f"above 3 °C.", "W:condition-reversed"))

    # B17 except -> including
    out.append(([f"The {d['room']} at {S} is open every day except Christmas Day and New Year's Day."],
                f"Apart from 25 December and 1 January, the {d['room']} at {S} opens daily.",
                "R:exception-restated",
                f"The {d['room']} at {S} is open every day including Christmas Day and New Year's Day.",
                "W:except-to-including"))

    # B18 part to whole
    out.append(([f"{cap(d['council'])} rated the {d['room']} at {S} 'outstanding' in its 2024 inspection; the rest "
                 f"of the site was rated 'good'."],
                f"The {d['room']} at {S} received an 'outstanding' rating from {d['council']} in 2024.",
                "R:reorder-paraphrase",
                f"{cap(d['council'])} rated {S} 'outstanding' in its 2024 inspection.", "W:scope-part-to-whole"))

    # B19 twice a year / frequency changed
    out.append(([f"The {d['equip2']} at {S} is serviced twice a year, in March and September."],
                f"{S} has its {d['equip2']} serviced every six months.", "R:frequency-paraphrase",
                f"The {d['equip2']} at {S} is serviced once a year, in March.", "W:frequency-changed"))

    # B20 quote attribution changed
    out.append(([f"\"We simply do not have enough {d['staff_pl']},\" {P[3]}, a {d['staff']} at {S}, told the local "
                 f"paper. {P[4]}, the {d['head']}, declined to comment."],
                f"{P[3]} told a local newspaper that {S} is short of {d['staff_pl']}.", "R:quote-to-report",
                f"{P[4]}, the {d['head']} at {S}, told the local paper: \"We simply do not have enough "
                f"{d['staff_pl']}.\"", "W:attribution-changed"))

    # B21 only added
    n = r.randint(9, 40)
    mon = MONTHS[r.randint(0, 11)]
    out.append(([f"{S} received {n} applications for the {d['staff']} vacancy it advertised in {mon}; {P[1]} was "
                 f"appointed."],
                f"{P[1]} was chosen from a field of {n} applicants for the {d['staff']} post {S} advertised in {mon}.",
                "R:paraphrase",
                f"{P[1]} was the only applicant for the {d['staff']} vacancy {S} advertised in {mon}.",
                "W:only-added"))

    # B22 maximum -> minimum
    k = r.randint(4, 10)
    out.append(([f"Each {d['staff']} at {S} may work a maximum of {k} night shifts a month."],
                f"{S} caps night work at {k} shifts a month for each {d['staff']}.", "R:maximum-restated",
                f"Each {d['staff']} at {S} must work at least {k} night shifts a month.", "W:maximum-to-minimum"))

    # B23 window computed / anchor moved
    mon = MONTHS[r.randint(0, 11)]
    out.append(([f"Applications for the {S} apprenticeship open on 1 {mon} and close four weeks later."],
                f"The {S} apprenticeship takes applications for 28 days starting on 1 {mon}.",
                "R:duration-converted",
                f"Applications for the {S} apprenticeship open four weeks after 1 {mon}.", "W:time-anchor-moved"))

    # B24 cause substituted
    day, mon = r.randint(2, 27), MONTHS[r.randint(0, 11)]
    out.append(([f"{S} closed early on {day} {mon} after a power cut. A burst water main nearby had been repaired "
                 f"the previous week."],
                f"A loss of electricity forced {S} to shut early on {day} {mon}.", "R:cause-paraphrase",
                f"{S} closed early on {day} {mon} after a burst water main.", "W:cause-substituted"))

    # B25 two passages / frequency extended
    k = r.randint(6, 30)
    out.append(([f"{S2} is {k} miles north of {S}.", f"{P[6]} drives between the two sites every Thursday."],
                f"Every Thursday, {P[6]} drives the {k} miles separating {S} and {S2}.",
                "R:multipassage-combine",
                f"{P[6]} drives the {k} miles between {S} and {S2} every Thursday and Friday.",
                "W:frequency-extended"))

    # B26 12h -> 24h with computed end / end time wrong
    out.append(([f"The {d['session']} at {S} starts at 6.30 pm and lasts 90 minutes."],
                f"The {d['session']} at {S} runs from 18:30 to 20:00.", "R:time-computed",
                f"The {d['session']} at {S} starts at 6.30 pm and finishes at 7.30 pm.", "W:end-time-wrong"))

    # B27 rank / superlative
    out.append(([f"Of the five sites in the region, {S} had the second-highest number of {d['cnt_pl']} in 2023, "
                 f"after {S2}."],
                f"Among the region's five sites in 2023, only {S2} recorded more {d['cnt_pl']} than {S}.",
                "R:rank-converse",
                f"Of the five sites in the region, {S} had the highest number of {d['cnt_pl']} in 2023.",
                "W:rank-changed"))

    # B28 cause reversed
    day, mon = r.randint(2, 27), MONTHS[r.randint(0, 11)]
    out.append(([f"Because the {d['equip']} broke down on {day} {mon}, {S} had to cancel its {d['session']}."],
                f"A breakdown of the {d['equip']} on {day} {mon} forced {S} to call off its {d['session']}.",
                "R:cause-paraphrase",
                f"Because {S} had to cancel its {d['session']} on {day} {mon}, the {d['equip']} broke down.",
                "W:cause-reversed"))

    # B29 no longer / sites swapped
    yr = r.randint(2019, 2024)
    out.append(([f"{P[2]} stepped down as {d['head']} of {S} in {yr} and now works at {S2}."],
                f"{P[2]} is no longer {S}'s {d['head']}.", "R:no-longer",
                f"{P[2]} stepped down as {d['head']} of {S2} in {yr} and now works at {S}.", "W:sites-swapped"))

    # B30 anniversary computed / extra assertion
    y0 = r.randint(1955, 1974)
    n = r.randint(300, 1400)
    out.append(([f"{S} opened in {y0}. It celebrated its fiftieth anniversary in {y0 + 50} with an open day "
                 f"attended by {n:,} people."],
                f"{n:,} visitors came to the open day held in {y0 + 50} to mark half a century of {S}.",
                "R:number-word-computed",
                f"{S} celebrated its fiftieth anniversary in {y0 + 50} with an open day attended by {n:,} people, its "
                f"largest crowd ever.", "W:extra-assertion"))
    return out


def main():
    rows = []
    g = 0
    for i, d in enumerate(DOMAINS):
        r = random.Random(3800 + i)
        ta = templates(d, r, i)
        tb = templates_b(d, random.Random(9100 + i), i)
        assert len(ta) == 30 and len(tb) == 30
        # each domain uses wording A for half the templates and wording B for the other half
        ts = [ta[k] if (i + k) % 2 == 0 else tb[k] for k in range(30)]
        for passages, right, rk, wrong, wk in ts:
            rows.append(dict(group=g, domain=d["domain"], category=rk, claim=right, passages=passages,
                             gold="right"))
            rows.append(dict(group=g, domain=d["domain"], category=wk, claim=wrong, passages=passages,
                             gold="wrong"))
            g += 1
    with open("pairs.jsonl", "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(rows), "pairs,", g, "groups")


if __name__ == "__main__":
    main()
