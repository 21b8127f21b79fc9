from lib import Domain, S, I, ABS
from gen_common import *


def firebrigade():
    d = Domain("firebrigade", "FIR")
    d.src("ops-2026", "standing-orders", "Kellerby Volunteer Fire Brigade: standing orders", [
        ("f1", "The first engine must leave the station within five minutes of an alarm."),
        ("f2", "Volunteers who have completed the breathing apparatus course may enter burning buildings."),
        ("f3", "Hydrants in the old town are inspected every six months."),
        ("f4", "The ladder truck is sent only to buildings taller than three storeys."),
        ("f5", "Crews are not allowed to drive the tanker across the Mill Lane bridge."),
        ("f6", "The brigade trains on Wednesday evenings and on the first Sunday of each month."),
        ("f7", "The fuel card for the engines is renewed every January."),
    ])
    d.src("people-2026", "personnel", "Personnel notes", [
        ("q1", "Chief Officer Hanne Dahl commands the brigade, and Lars Ek is her deputy."),
        ("q2", "Mira Solberg took over the youth section from Jon Rask in 2022."),
        ("q3", "Erik Vang was chief officer from 2009 to 2018."),
        ("q4", "The brigade has shared its station with the ambulance service since 2020."),
    ])
    d.src("stations-2026", "station-list", "Stations and watches", [
        ("c1", "Engine 2 is stationed at the Northgate substation."),
        ("c2", "The Northgate substation is staffed by Watch B."),
        ("c3", "Engine 5 is stationed at the Harbour substation."),
        ("c4", "The Harbour substation is staffed by Watch D."),
    ])
    d.src("stats-2025", "annual-statistics", "Call statistics 2025", [
        ("s1", "In 2025 the brigade answered 418 calls, of which 96 were chimney fires."),
        ("s2", "Average response time fell from 9 minutes in 2024 to 7 minutes in 2025."),
        ("s3", "Grass fires were more frequent than house fires."),
    ], published="2026-01-20", observed="2026-01-25", eff_from="2025-01-01", eff_to="2025-12-31")
    d.src("charges-2025", "charges", "False alarm charges 2025", [("g0", "Businesses are charged 300 euros for a false alarm.")],
          published="2024-12-01", observed="2024-12-02", eff_from="2025-01-01", eff_to="2025-12-31", status="superseded")
    d.src("charges-2026", "charges", "False alarm charges 2026", [("g1", "Businesses are charged 450 euros for a false alarm.")],
          published="2025-12-01", observed="2025-12-02", eff_from="2026-01-01", eff_to="2026-12-31")
    d.src("charges-2027", "charges", "False alarm charges 2027 (adopted)", [("g2", "Businesses are charged 500 euros for a false alarm.")],
          published="2026-10-15", observed="2026-10-16", eff_from="2027-01-01")
    d.src("officers-2026", "officers-file", "Officers' file", [
        ("o1", "The master key for the town hall is kept in locker 12."),
        ("o2", "The fuel card for the engines is renewed every January."),
    ], readers=["officers"])
    d.src("board-2026", "noticeboard", "Station noticeboard", [("n1", "The open day is on 14 June.")])
    d.src("news-2026", "newsletter", "Spring newsletter", [("n2", "The open day is on 21 June.")])

    F = d.fact
    F("turnout", "How quickly must the first engine leave?", "The first engine must leave the station within five minutes of an alarm.", ["five minutes", "5 minutes"], [["f1"]])
    F("ba", "Which volunteers may enter burning buildings?", "Volunteers who have completed the breathing apparatus course may enter burning buildings.", ["breathing apparatus"], [["f2"]])
    F("hydrant", "How often are old-town hydrants inspected?", "Hydrants in the old town are inspected every six months.", ["every six months", "every 6 months", "twice a year"], [["f3"]])
    F("ladder", "Where is the ladder truck sent?", "The ladder truck is sent only to buildings taller than three storeys.", ["three storeys", "3 storeys"], [["f4"]])
    F("bridge", "Is the tanker allowed across the Mill Lane bridge?", "Crews are not allowed to drive the tanker across the Mill Lane bridge.", ["not allowed", "no"], [["f5"]])
    F("train", "When does the brigade train?", "The brigade trains on Wednesday evenings and on the first Sunday of each month.", ["Wednesday evenings"], [["f6"]])
    F("fuel", "When is the engines' fuel card renewed?", "The fuel card for the engines is renewed every January.", ["every January", "each January"], [["f7"], ["o2"]])
    F("chief", "Who commands the brigade?", "Chief Officer Hanne Dahl commands the brigade.", ["Hanne Dahl"], [["q1"]])
    F("youth", "Who took over the youth section in 2022?", "Mira Solberg took over the youth section from Jon Rask in 2022.", ["Mira Solberg"], [["q2"]])
    F("vang", "What role did Erik Vang hold from 2009 to 2018?", "Erik Vang was chief officer from 2009 to 2018.", ["chief officer"], [["q3"]])
    F("ambul", "With whom has the brigade shared its station since 2020?", "The brigade has shared its station with the ambulance service since 2020.", ["ambulance service"], [["q4"]])
    F("watch", "Which watch staffs Engine 2's substation?", "Engine 2's substation is staffed by Watch B.", ["Watch B"], [["c1", "c2"]])
    F("calls", "How many calls did the brigade answer in 2025?", "In 2025 the brigade answered 418 calls.", ["418"], [["s1"]], applies_at="2025-06-30")
    F("resp", "What was the average response time in 2025?", "The average response time in 2025 was 7 minutes.", ["7 minutes", "seven minutes"], [["s2"]], applies_at="2025-06-30")
    F("grass", "Which were more frequent in 2025, grass fires or house fires?", "Grass fires were more frequent than house fires in 2025.", ["grass fires"], [["s3"]], applies_at="2025-06-30")
    F("charge", "What are businesses charged for a false alarm?", "Businesses are charged 450 euros for a false alarm.", ["450 euros"], [["g1"]], applies_at="2026-11-01")
    F("key", "Where is the town hall master key kept?", "The master key for the town hall is kept in locker 12.", ["locker 12"], [["o1"]])
    F("openday", "When is the open day?", "The noticeboard gives the open day as 14 June, while the newsletter gives 21 June.", ["14 June", "21 June"], [["n1", "n2"]])

    C = d.case
    C(1, "paraphrase-units", "turnout", S(("Within 5 minutes of an alarm, the first engine must leave the station.", ["f1"])), "accept", True, OKP)
    C(2, "modality-must-may", "turnout", S(("The first engine may leave the station within five minutes of an alarm.", ["f1"])), "reject", False, MOD)
    C(3, "bound-turned", "turnout", S(("The first engine must leave the station at least five minutes after an alarm.", ["f1"])), "reject", None, NUM + " (within -> at least ... after)")
    C(4, "paraphrase-reorder", "ba", S(("Burning buildings may be entered by volunteers who have completed the breathing apparatus course.", ["f2"])), "accept", True, OKP)
    C(5, "condition-dropped", "ba", S(("Volunteers may enter burning buildings once they have joined the brigade.", ["f2"])), "reject", None, BEYOND + " (breathing apparatus condition replaced)", question="Which volunteers may enter burning buildings?")
    C(6, "condition-dropped", "ba", S(("Volunteers may enter burning buildings, including those without the breathing apparatus course.", ["f2"])), "reject", False, NEG + " (condition negated)")
    C(7, "paraphrase-units", "hydrant", S(("Old-town hydrants are inspected twice a year.", ["f3"])), "accept", True, OKP + " (every six months = twice a year)")
    C(8, "frequency-changed", "hydrant", S(("Hydrants in the old town are inspected every six weeks.", ["f3"])), "reject", False, NUM + " (months -> weeks)")
    C(9, "scope-widened", "hydrant", S(("All hydrants in Kellerby are inspected every six months.", ["f3"])), "reject", None, SCOPE + " (old town -> all of Kellerby)")
    C(10, "paraphrase-synonym", "ladder", S(("The ladder truck is dispatched only to buildings of more than three storeys.", ["f4"])), "accept", True, OKP)
    C(11, "comparative-turned", "ladder", S(("The ladder truck is sent only to buildings lower than three storeys.", ["f4"])), "reject", False, CMP)
    C(12, "condition-dropped", "ladder", S(("The ladder truck is sent to buildings of any height.", ["f4"])), "reject", None, BEYOND)
    C(13, "paraphrase-synonym", "bridge", S(("Driving the tanker across the Mill Lane bridge is prohibited for crews.", ["f5"])), "accept", True, OKP + " (not allowed = prohibited)")
    C(14, "negation", "bridge", S(("Yes, crews are allowed to drive the tanker across the Mill Lane bridge.", ["f5"])), "reject", False, NEG)
    C(15, "paraphrase-reorder", "train", S(("On Wednesday evenings and on the first Sunday of each month, the brigade trains.", ["f6"])), "accept", True, OKP)
    C(16, "frequency-changed", "train", S(("The brigade trains on Wednesday evenings and on every Sunday.", ["f6"])), "reject", None, NUM + " (first Sunday of each month -> every Sunday)")
    C(17, "alt-route-public", "fuel", S(("Every January the fuel card for the engines is renewed.", ["f7"])), "accept", True, OK)
    C(18, "blocked-alt-route", "fuel", S(("Every January the fuel card for the engines is renewed.", ["o2"])), "revise_citations", True, BLOCK_ALT)
    C(19, "paraphrase-passive", "chief", S(("The brigade is commanded by Chief Officer Hanne Dahl.", ["q1"])), "accept", True, OKP)
    C(20, "role-swap", "chief", S(("Lars Ek commands the brigade, and Hanne Dahl is his deputy.", ["q1"])), "reject", False, ENT + " (chief/deputy swapped)")
    C(21, "paraphrase-passive", "youth", S(("In 2022 the youth section was taken over by Mira Solberg from Jon Rask.", ["q2"])), "accept", True, OKP)
    C(22, "role-swap", "youth", S(("Jon Rask took over the youth section from Mira Solberg in 2022.", ["q2"])), "reject", False, ENT + " (successor/predecessor swapped)")
    C(23, "paraphrase-reorder", "vang", S(("From 2009 to 2018, Erik Vang was chief officer.", ["q3"])), "accept", True, OKP)
    C(24, "past-role-as-current", "vang", S(("Erik Vang is the brigade's chief officer.", ["q3"])), "reject", False, TIME + " (2009-2018 role stated as current)")
    C(25, "until-since", "vang", S(("Erik Vang has been chief officer since 2018.", ["q3"])), "reject", False, TIME)
    C(26, "paraphrase-synonym", "ambul", S(("Since 2020 the ambulance service has shared the brigade's station.", ["q4"])), "accept", True, OKP)
    C(27, "since-until", "ambul", S(("The brigade shared its station with the ambulance service until 2020.", ["q4"])), "reject", False, TIME + " (since -> until)")
    C(28, "multihop-complete", "watch", S(("Engine 2's substation is staffed by Watch B.", ["c1", "c2"])), "accept", True, OK)
    C(29, "hop-missing", "watch", S(("Engine 2's substation is staffed by Watch B.", ["c2"])), "revise_citations", True, HOPMISS)
    C(30, "hop-wrong-person", "watch", S(("Engine 5's substation is staffed by Watch B.", ["c3", "c2"])), "reject", False, HOPWRONG + " (Engine 5 -> Harbour -> Watch D)")
    C(31, "answer-scope-uncited-hop", "watch", I("Engine 2 is stationed at the Northgate substation. The Northgate substation is staffed by Watch B [1].", (1, "c2")), "revise_citations", None, ASCOPE_BAD, unclear="the cited 2nd sentence is linked by answer string and its span entails it: §3.7 'candidate new route -> escalate' vs incomplete citations; DESIGN does not settle which")
    C(32, "paraphrase-synonym", "calls", S(("The brigade responded to 418 calls in 2025.", ["s1"])), "accept", True, OKP)
    C(33, "value-other-slot", "calls", S(("In 2025 the brigade answered 418 chimney fire calls.", ["s1"])), "reject", None, BEYOND + " (96 were chimney fires, not 418; vs the reference claim text alone it only adds a qualifier)")
    C(34, "paraphrase-units", "resp", S(("In 2025 the average response time was seven minutes.", ["s2"])), "accept", True, OKP)
    C(35, "direction-changed", "resp", S(("The average response time rose to 7 minutes in 2025.", ["s2"])), "reject", None, BEYOND + " (it fell, not rose)")
    C(36, "extra-assertion", "resp", S(("The average response time in 2025 was 7 minutes, the fastest in the region.", ["s2"])), "reject", None, BEYOND)
    C(37, "paraphrase-converse", "grass", S(("House fires were less frequent than grass fires in 2025.", ["s3"])), "accept", True, OKP + " (converse)")
    C(38, "comparative-turned", "grass", S(("Grass fires were less frequent than house fires in 2025.", ["s3"])), "reject", False, CMP)
    C(39, "cause-added", "grass", S(("Grass fires were more frequent than house fires in 2025 because the summer was dry.", ["s3"])), "reject", None, BEYOND + " (cause no source states)")
    C(40, "version-current", "charge", S(("Businesses are charged 450 euros for a false alarm.", ["g1"])), "accept", True, OK)
    C(41, "version-superseded", "charge", S(("Businesses are charged 300 euros for a false alarm.", ["g0"])), "reject", False, SUPERSEDED_VAL)
    C(42, "version-not-yet-effective", "charge", S(("Businesses are charged 500 euros for a false alarm.", ["g2"])), "reject", False, FUTURE_VAL)
    C(43, "version-mixed-citation", "charge", S(("Businesses are charged 450 euros for a false alarm.", ["g1", "g2"])), "accept", True, "§3.6 extra citations allowed; complete admissible route g1 cited -> accept", unclear="inadmissible extra citation (g2 not yet effective): DESIGN says redundancy not penalised but §4 accept requires 'citations valid' and revise_citations covers 'inadmissible'")
    C(44, "blocked-abstain", "key", ABS, "abstain", None, BLOCK_ABS)
    C(45, "blocked-answered", "key", S(("The town hall master key is kept in locker 12.", ["o1"])), "reject", None, BLOCK_ANS)
    C(46, "blocked-privileged", "key", S(("The town hall master key is kept in locker 12.", ["o1"])), "accept", True, BLOCK_PRIV, reader="officers")
    C(47, "conflict-hidden", "openday", S(("The open day is on 14 June.", ["n1"])), "revise_citations", None, CONF_HIDE, behavior="mention_conflict")
    C(48, "conflict-mentioned", "openday", S(("The noticeboard gives the open day as 14 June, but the newsletter gives 21 June.", ["n1", "n2"])), "accept", True, CONF_OK, behavior="mention_conflict")
    C(49, "conflict-mentioned-one-cited", "openday", S(("The noticeboard gives the open day as 14 June, but the newsletter gives 21 June.", ["n1"])), "revise_citations", None, "§3.9 disagreement stated but only one side cited (accepted only when both sides cited); §3.6 route {n1,n2} incomplete -> revise_citations")
    C(50, "marker-multi", "chief", I("The brigade is commanded by Chief Officer Hanne Dahl [1][2].", (1, "q1"), (2, "q2")), "accept", True, OK + " ([1][2], extra citation allowed)")
    C(51, "marker-unresolved-only", "chief", I("The brigade is commanded by Chief Officer Hanne Dahl [3].", (1, "q1"), (2, "q2")), "revise_citations", True, MARK_BAD)
    C(52, "quote-unfaithful", "chief", S(("The brigade is commanded by Chief Officer Hanne Dahl.", ["q1"], {"q1": "Hanne Dahl is chief of the brigade"})), "revise_citations", True, QUOTE_BAD)
    C(53, "wrong-source", "chief", S(("The brigade is commanded by Chief Officer Hanne Dahl.", ["q3"])), "revise_citations", True, WRONGSRC)
    C(54, "abstain-no-evidence", None, ABS, "abstain", None, ABS_OK, answerable=False, question="How much did the brigade's newest engine cost?")
    C(55, "hallucinated-answer", None, S(("The brigade's newest engine cost 620,000 euros.", ["s1"], {}, None)), "reject", None, ABS_HALLU, answerable=False, question="How much did the brigade's newest engine cost?")
    C(56, "over-abstention", "turnout", ABS, "reject", None, OVERABS)
    C(57, "frequency-changed-probe", "train", S(("The brigade trains on Wednesday evenings and on Sundays.", ["f6"])), "reject", None, BEYOND + " (probe of FIR16: 'first Sunday of each month' -> 'Sundays')")
    return d
