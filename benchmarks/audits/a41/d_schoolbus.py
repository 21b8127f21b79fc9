from gen_lib import Domain, make_pair
D = Domain("schoolbus")
pair = make_pair(D)
D.src("contract-v4", "Tarrow Coaches school transport contract", [
    ("s1", "Route 7 collects pupils from Elmfield at 7:45 am on school days."),
    ("s2", "Each bus carries a first-aid kit and a fire extinguisher."),
    ("s3", "Drivers must hold an enhanced background check renewed every three years."),
    ("s4", "Pupils living more than 2 miles from school qualify for free transport."),
    ("s5", "Tarrow Coaches leases its minibuses from the Greave leasing company."),
    ("s6", "The county council pays Tarrow Coaches 1.2 million pounds a year."),
    ("s7", "In heavy snow, the council may suspend all routes."),
    ("s8", "Route 12 has not yet been assigned a driver for the spring term."),
    ("s9", "Buses on Route 3 leave the school 20 minutes after the last lesson ends."),
    ("s10", "Parents said the Route 9 bus is often late."),
    ("s11", "Seat belts must be worn on all buses fitted with them."),
    ("s12", "Tarrow Coaches plans to switch four buses to electric power by 2028."),
], sid="contract")
D.src("contract-v2", "Tarrow contract (2023)", [
    ("s1old", "Route 7 collects pupils from Elmfield at 7:30 am on school days."),
    ("s6old", "The county council pays Tarrow Coaches 1.2 million pounds a year."),
], sid="contract", status="superseded", observed="2023-08-01", published="2023-07-15", eff_from="2023-09-01", eff_to="2025-08-31")
D.src("routes-v2", "Route allocation", [("s13", "Route 5 is driven by Maya Chen.")])
D.src("drivers-v1", "Driver records", [("s14", "Maya Chen has driven for Tarrow Coaches since 2016.")])
D.src("pupils-v1", "Pupil register (school office only)", [("s15", "Route 4 carries 23 pupils with special educational needs.")], readers=["office"])
D.src("timetable-v1", "Printed timetable", [("s16", "Route 2 reaches Ashby school at 8:25 am.")])
D.src("app-v1", "Tracking app", [("s17", "Route 2 reaches Ashby school at 8:40 am.")])

pair("When does Route 7 collect pupils from Elmfield?", ["7:45 am", "07:45"], "Route 7 collects pupils from Elmfield at 7:45 am on school days.", [["s1"]],
     "Route 7 collects pupils from Elmfield at 7:30 am on school days [1].",
     "On school days, Route 7 collects pupils from Elmfield at 07:45 [1].", ["s1old"],
     "old time from superseded contract", "§1; §4", gcites=["s1"])
pair("When does Route 7 collect pupils from Elmfield?", ["7:45 am"], "Route 7 collects pupils from Elmfield at 7:45 am on school days.", [["s1"]],
     "Route 7 collects pupils from Elmfield at 7:45 am every day [1].",
     "Route 7 picks up pupils from Elmfield at 7:45 am on school days [1].".replace("picks up", "collects"), ["s1"],
     "'school days' widened to every day", "§3.7 scope", corr=None)
pair("What safety equipment does each bus carry?", ["first-aid kit"], "Each bus carries a first-aid kit and a fire extinguisher.", [["s2"]],
     "Some buses carry a first-aid kit and a fire extinguisher [1].".replace("Some buses carry", "Only the minibuses carry"),
     "Each bus carries a fire extinguisher and a first-aid kit [1].", ["s2"],
     "'each bus' narrowed to 'only the minibuses' (a false 'only')", "§3.4/§3.7 scope", corr=None, gnote="list reordered")
pair("How often must drivers renew their background check?", ["every three years", "every 3 years"], "Drivers must hold an enhanced background check renewed every three years.", [["s3"]],
     "Drivers must hold an enhanced background check renewed every year [1].",
     "Drivers must hold an enhanced background check renewed every 3 years [1].", ["s3"],
     "every year for every three years", "§3.4 another value")
pair("Who qualifies for free transport?", ["more than 2 miles"], "Pupils living more than 2 miles from school qualify for free transport.", [["s4"]],
     "Pupils living less than 2 miles from school qualify for free transport [1].",
     "Free transport is available to pupils living more than 2 miles from school [1].".replace("is available to", "qualifies"), ["s4"],
     "less for more", "§3.4 opposite")
pair("From whom does Tarrow Coaches lease its minibuses?", ["Greave leasing company"], "Tarrow Coaches leases its minibuses from the Greave leasing company.", [["s5"]],
     "The Greave leasing company leases its minibuses from Tarrow Coaches [1].",
     "Tarrow Coaches' minibuses are leased from the Greave leasing company [1].", ["s5"],
     "lessor/lessee swapped", "§3.4 role")
pair("What does the county council pay Tarrow Coaches?", ["1.2 million pounds", "£1.2 million"], "The county council pays Tarrow Coaches 1.2 million pounds a year.", [["s6"]],
     "Tarrow Coaches pays the county council 1.2 million pounds a year [1].",
     "The county council pays Tarrow Coaches £1.2 million a year [1].", ["s6"],
     "payer/payee swapped", "§3.4 role")
a = D.case("What does the county council pay Tarrow Coaches?", ["1.2 million pounds"], "The county council pays Tarrow Coaches 1.2 million pounds a year.", [["s6"]],
           "The county council pays Tarrow Coaches 1.2 million pounds a year [1].", ["s6old"], "revise_citations", True,
           "right value, only the superseded contract cited", "§1; §4 inadmissible; §5 freshness")
pair("What may happen in heavy snow?", ["suspend all routes"], "In heavy snow, the council may suspend all routes.", [["s7"]],
     "In heavy snow, the council will suspend all routes [1].",
     "The council may suspend all routes in heavy snow [1].", ["s7"],
     "will for may", "§3.4 modality")
pair("Has Route 12 been assigned a driver for the spring term?", ["Route 12"], "Route 12 has not yet been assigned a driver for the spring term.", [["s8"]],
     "Route 12 has been assigned a driver for the spring term [1].",
     "For the spring term, Route 12 has not yet been assigned a driver [1].", ["s8"],
     "'not yet' dropped", "§3.4 negation")
pair("When do Route 3 buses leave the school?", ["20 minutes after the last lesson"], "Buses on Route 3 leave the school 20 minutes after the last lesson ends.", [["s9"]],
     "Buses on Route 3 leave the school 20 minutes before the last lesson ends [1].",
     "Buses on Route 3 leave the school 20 minutes after the last lesson ends [1].", ["s9"],
     "before for after", "§3.4 order")
pair("What did parents say about Route 9?", ["often late"], "Parents said the Route 9 bus is often late.", [["s10"]],
     "The Route 9 bus is often late [1].",
     "According to parents, the Route 9 bus is often late [1].", ["s10"],
     "parents' complaint stated as fact", "§3.7 attribution", corr=None)
pair("Must seat belts be worn?", ["seat belts"], "Seat belts must be worn on all buses fitted with them.", [["s11"]],
     "Seat belts must be worn on all buses [1].",
     "On all buses fitted with them, seat belts must be worn [1].", ["s11"],
     "restriction 'fitted with them' dropped", "§3.7 boundary", corr=None)
pair("What are Tarrow's plans for electric buses?", ["four buses", "4 buses"], "Tarrow Coaches plans to switch four buses to electric power by 2028.", [["s12"]],
     "Tarrow Coaches has switched four buses to electric power [1].",
     "By 2028 Tarrow Coaches plans to switch 4 buses to electric power [1].", ["s12"],
     "plan stated as done", "§3.4 modality")
Q = "Since when has the driver of Route 5 driven for Tarrow Coaches?"
C = "The driver of Route 5 has driven for Tarrow Coaches since 2016."
R = [["s13", "s14"]]
a = D.case(Q, ["2016"], C, R, "The driver of Route 5 has driven for Tarrow Coaches since 2016 [1].", ["s14"],
           "revise_citations", True, "missing hop s13", "§3.6", kind="hop")
D.case(Q, ["2016"], C, R, "Route 5 is driven by Maya Chen [1]. The driver of Route 5 has driven for Tarrow Coaches since 2016 [2].",
       ["s13", "s14"], "accept", True, "twin: answer scope", "§3.6", target="since", twin=a, kind="twin")
Q = "How many pupils with special educational needs does Route 4 carry?"
C = "Route 4 carries 23 pupils with special educational needs."
a = D.case(Q, ["23 pupils"], C, [["s15"]], "Route 4 carries 23 pupils with special educational needs [1].", ["s15"], "reject", None,
           "office-only register for a 'parent' reader", "§3.0; §4", reader="parent")
D.case(Q, ["23 pupils"], C, [["s15"]], "The provided sources do not specify this.", [], "abstain", None,
       "parent reader: abstains", "§4 abstain", reader="parent", abstained=True, twin=a, kind="twin")
D.case(Q, ["23 pupils"], C, [["s15"]], "Route 4 carries 23 pupils with special educational needs [1].", ["s15"], "accept", True,
       "twin: office reader", "§1", reader="office", twin=a, kind="twin")
Q = "When does Route 2 reach Ashby school?"
C = "The printed timetable gives 8:25 am for Route 2 at Ashby school and the tracking app gives 8:40 am."
a = D.case(Q, ["8:25 am", "8:40 am"], C, [["s16", "s17"]], "Route 2 reaches Ashby school at 8:40 am [1].", ["s17"], "revise_citations", None,
           "conflict hidden", "§3.9", behavior="mention_conflict")
D.case(Q, ["8:25 am", "8:40 am"], C, [["s16", "s17"]], "The printed timetable says Route 2 reaches Ashby school at 8:25 am, but the tracking app says 8:40 am [1][2].",
       ["s16", "s17"], "accept", None, "twin: both sides", "§3.9", behavior="mention_conflict", twin=a, kind="twin")
D.src("routes-v3", "Route arrivals", [("s18", "Route 6 reaches Ashby school at 8:40 am.")])
Q = "When does Route 7 collect pupils from Elmfield?"
C = "Route 7 collects pupils from Elmfield at 7:45 am on school days."
pair(Q, ["7:45 am"], C, [["s1"]],
     "Only Route 7 collects pupils from Elmfield at 7:45 am on school days [1].",
     "Route 7 collects pupils from Elmfield on school days at 7:45 am [1].", ["s1"],
     "adds exclusivity ('Only Route 7')", "§3.7 boundary (asserts more)", corr=None)
Q = "When does Route 2 reach Ashby school according to the printed timetable?"
C = "Route 2 reaches Ashby school at 8:25 am."
pair(Q, ["8:25 am"], C, [["s16"]],
     "Route 2 reaches Ashby school at 8:40 am [1][2].",
     "Route 2 gets to Ashby school at 8:25 am [1][2].".replace("gets to", "reaches"), ["s16", "s18"],
     "time taken from Route 6's line in another cited span", "§3.4 another value; §3.7 joint support")
Q = "Who drives Route 5 and since when has that driver worked for Tarrow?"
C = "Route 5 is driven by Maya Chen, who has driven for Tarrow Coaches since 2016."
a = D.case(Q, ["Maya Chen"], C, [["s13", "s14"]], "Route 5 is driven by Maya Chen, who has driven for Tarrow Coaches since 2016 [1].", ["s13"],
           "revise_citations", True, "half of a compound claim (since 2016) rests on an uncited source", "§3.6/§3.7 joint support")
D.case(Q, ["Maya Chen"], C, [["s13", "s14"]], "Route 5 is driven by Maya Chen, who has driven for Tarrow Coaches since 2016 [1][2].", ["s13", "s14"],
       "accept", True, "twin: both halves cited", "§3.7", twin=a, kind="twin")
Q = "When did Route 7 collect pupils from Elmfield in spring 2024?"
C = "In spring 2024 Route 7 collected pupils from Elmfield at 7:30 am on school days."
a = D.case(Q, ["7:30 am"], C, [["s1old"]], "In spring 2024 Route 7 collected pupils from Elmfield at 7:45 am on school days [1].", ["s1"],
           "reject", False, "applies_at 2024: cites the current contract (effective later) and gives its 7:45 time", "§1 admissible (effective interval); §3.4", applies_at="2024-04-15")
D.case(Q, ["7:30 am"], C, [["s1old"]], "In spring 2024 Route 7 collected pupils from Elmfield at 7:30 am on school days [1].", ["s1old"],
       "accept", True, "twin: the 2023 contract, in force in spring 2024, is admissible for a claim about then (superseded status, but applies_at inside its effective interval)",
       "§1 admissible; README 'A claim without applies_at is about the present' — DESIGN does not say whether a superseded version is admissible for a past applies_at",
       applies_at="2024-04-15", twin=a, kind="twin", unclear=True)
