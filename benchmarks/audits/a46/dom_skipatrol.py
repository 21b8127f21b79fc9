from lib import Domain, S, I, ABS
from gen_common import *


def skipatrol():
    d = Domain("skipatrol", "SKI")
    d.src("proc-2026", "procedures", "Brennalp ski patrol: standing procedures", [
        ("k1", "After the lifts close, patrollers sweep every run before dark."),
        ("k2", "Avalanche control blasting is carried out only when the danger level is 3 or higher."),
        ("k3", "Each patroller must carry a transceiver, a probe and a shovel."),
        ("k4", "If visibility drops below 50 metres, a patroller may close a run without asking the duty chief."),
        ("k5", "Injured skiers are first brought down in a rescue sled and then handed to the ambulance crew at the base station."),
        ("k6", "The radio check takes place every morning at 7:45."),
        ("k7", "Every Friday the medical room at the base station is restocked."),
    ])
    d.src("roster-2026", "roster", "Winter roster 2026-27", [
        ("r1", "Anouk Brenner leads the north sector team, and Felix Auer leads the south sector team."),
        ("r2", "Felix Auer replaced Dominik Kranz as avalanche officer in 2024."),
        ("r3", "Sabine Moser no longer works as a dog handler and now coordinates training."),
        ("r4", "The patrol has kept avalanche dogs since 2016."),
    ])
    d.src("incidents-2025", "incident-review", "Incident review, season 2024-25", [
        ("i1", "The patrol handled 312 incidents in the 2024-25 season, compared with 287 in the previous season."),
        ("i2", "Knee injuries were more common than wrist injuries."),
        ("i3", "Most incidents happened on blue runs."),
    ], published="2025-06-01", observed="2025-06-05", eff_from="2024-11-01", eff_to="2025-05-01")
    d.src("posts-2026", "post-map", "Patrol posts", [
        ("h1", "The Falken chairlift is watched over by patrol post 4."),
        ("h2", "Patrol post 4 keeps the defibrillator for the upper slopes."),
        ("h3", "The Adler chairlift is watched over by patrol post 6."),
    ])
    d.src("bulletin-1020", "avalanche-bulletin", "Avalanche bulletin 20 October", [("b0", "The avalanche danger level is 2.")],
          published="2026-10-20", observed="2026-10-20", eff_from="2026-10-20", eff_to="2026-10-28", status="superseded")
    d.src("bulletin-1029", "avalanche-bulletin", "Avalanche bulletin 29 October", [("b1", "The avalanche danger level is 3.")],
          published="2026-10-29", observed="2026-10-29", eff_from="2026-10-29", eff_to=None)
    d.src("weather-1105", "weather-service", "Mountain weather service", [("b2", "The avalanche danger level is 3.")],
          published="2026-11-04", observed="2026-11-05", eff_from="2026-11-04")
    d.src("medical-2026", "medical-file", "Medical file (medical staff only)", [
        ("m1", "The medical room at the base station is restocked every Friday."),
        ("m2", "The patrol's medical director is Dr Lea Fink."),
    ], readers=["medical"])
    d.src("trailmap-2026", "trail-map", "Trail map", [("t1", "The Gams run is 3.2 km long.")])
    d.src("resortweb-2026", "resort-web", "Resort website", [("t2", "The Gams run is 2.9 km long.")])

    F = d.fact
    F("sweep", "When do patrollers sweep the runs?", "After the lifts close, patrollers sweep every run before dark.", ["before dark"], [["k1"]])
    F("blast", "When is avalanche control blasting carried out?", "Avalanche control blasting is carried out only when the danger level is 3 or higher.", ["3 or higher", "three or higher", "at least 3"], [["k2"]])
    F("kit", "What must each patroller carry?", "Each patroller must carry a transceiver, a probe and a shovel.", ["transceiver"], [["k3"]])
    F("close", "When may a patroller close a run without asking the duty chief?", "If visibility drops below 50 metres, a patroller may close a run without asking the duty chief.", ["50 metres", "50 m"], [["k4"]])
    F("sled", "How are injured skiers brought to the ambulance?", "Injured skiers are first brought down in a rescue sled and then handed to the ambulance crew at the base station.", ["rescue sled"], [["k5"]])
    F("radio", "When is the radio check?", "The radio check takes place every morning at 7:45.", ["7:45", "07:45"], [["k6"]])
    F("restock", "When is the base station medical room restocked?", "The medical room at the base station is restocked every Friday.", ["every Friday", "Fridays"], [["m1"], ["k7"]])
    F("north", "Who leads the north sector team?", "Anouk Brenner leads the north sector team.", ["Anouk Brenner"], [["r1"]])
    F("avoff", "Who replaced Dominik Kranz as avalanche officer?", "Felix Auer replaced Dominik Kranz as avalanche officer in 2024.", ["Felix Auer"], [["r2"]])
    F("sabine", "Does Sabine Moser still work as a dog handler?", "Sabine Moser no longer works as a dog handler.", ["dog handler"], [["r3"]])
    F("dogs", "Since when has the patrol kept avalanche dogs?", "The patrol has kept avalanche dogs since 2016.", ["2016"], [["r4"]])
    F("incid", "How many incidents did the patrol handle in 2024-25?", "The patrol handled 312 incidents in the 2024-25 season.", ["312"], [["i1"]], applies_at="2025-01-15")
    F("knee", "Which were more common, knee or wrist injuries?", "Knee injuries were more common than wrist injuries.", ["knee"], [["i2"]], applies_at="2025-01-15")
    F("blue", "Where did most incidents happen?", "Most incidents happened on blue runs.", ["blue runs"], [["i3"]], applies_at="2025-01-15")
    F("defib", "What does the post watching the Falken chairlift keep?", "The patrol post that watches over the Falken chairlift keeps the defibrillator for the upper slopes.", ["defibrillator"], [["h1", "h2"]])
    F("danger", "What is the avalanche danger level?", "The avalanche danger level is 3.", ["3"], [["b1"]], applies_at="2026-11-01")
    F("danger25", "What was the avalanche danger level on 25 October?", "On 25 October the avalanche danger level was 2.", ["2"], [["b0"]], applies_at="2026-10-25")
    F("meddir", "Who is the patrol's medical director?", "The patrol's medical director is Dr Lea Fink.", ["Lea Fink"], [["m2"]])
    F("gams", "How long is the Gams run?", "The trail map gives the Gams run as 3.2 km long, while the resort website gives 2.9 km.", ["3.2 km", "2.9 km"], [["t1", "t2"]])

    C = d.case
    C(1, "paraphrase-reorder", "sweep", S(("Patrollers sweep every run before dark, once the lifts have closed.", ["k1"])), "accept", True, OKP)
    C(2, "scope-quantifier", "sweep", S(("After the lifts close, patrollers sweep some runs before dark.", ["k1"])), "reject", None, SCOPE + " (every -> some)", unclear="'every' entails 'some' logically; DESIGN silent on weakened quantifiers")
    C(3, "paraphrase-synonym", "blast", S(("Avalanche control blasting is carried out only when the danger level is at least 3.", ["k2"])), "accept", True, OKP + " (3 or higher = at least 3)")
    C(4, "condition-dropped", "blast", S(("Avalanche control blasting is carried out when the danger level is 3.", ["k2"])), "reject", None, BEYOND + " ('only when ... or higher' narrowed to exactly 3)", unclear="'when level is 3' is entailed by 'only when 3 or higher'? not with 'only'; DESIGN silent")
    C(5, "number-changed", "blast", S(("Avalanche control blasting is carried out only when the danger level is 3 or higher, never below 4.", ["k2"])), "reject", None, BEYOND + " (adds contradictory bound 'never below 4')")
    C(6, "paraphrase-list-order", "kit", S(("Each patroller must carry a shovel, a probe and a transceiver.", ["k3"])), "accept", True, OKP + " (list reordered)")
    C(7, "modality-must-may", "kit", S(("Each patroller may carry a transceiver, a probe and a shovel.", ["k3"])), "reject", False, MOD)
    C(8, "paraphrase-reorder", "close", S(("A patroller may close a run without asking the duty chief if visibility drops below 50 metres.", ["k4"])), "accept", True, OKP)
    C(9, "condition-dropped", "close", S(("A patroller may close a run without asking the duty chief.", ["k4"])), "reject", None, BEYOND + " (visibility condition dropped)", question="May a patroller close a run without asking the duty chief?")
    C(10, "negation-dropped", "close", S(("If visibility drops below 50 metres, a patroller may close a run only after asking the duty chief.", ["k4"])), "reject", False, NEG + " ('without asking' -> 'only after asking')")
    C(11, "paraphrase-passive", "sled", S(("Injured skiers are first brought down in a rescue sled and afterwards handed to the ambulance crew at the base station.", ["k5"])), "accept", True, OKP)
    C(12, "order-swapped", "sled", S(("Injured skiers are first handed to the ambulance crew at the base station and then brought down in a rescue sled.", ["k5"])), "reject", False, TIME + " (event order reversed)")
    C(13, "paraphrase-units", "radio", S(("The radio check takes place every morning at 07:45.", ["k6"])), "accept", True, OKP)
    C(14, "time-changed", "radio", S(("The radio check takes place every evening at 7:45.", ["k6"])), "reject", False, TIME + " (morning -> evening)")
    C(15, "frequency-changed", "radio", S(("The radio check takes place every Monday morning at 7:45.", ["k6"])), "reject", None, NUM + " (every morning -> every Monday morning)")
    C(16, "alt-route-public", "restock", S(("The medical room at the base station is restocked every Friday.", ["k7"])), "accept", True, OK)
    C(17, "blocked-alt-route", "restock", S(("The medical room at the base station is restocked every Friday.", ["m1"])), "revise_citations", True, BLOCK_ALT)
    C(18, "frequency-changed", "restock", S(("The medical room at the base station is restocked every other Friday.", ["k7"])), "reject", False, NUM + " (every Friday -> every other Friday)")
    C(19, "paraphrase-passive", "north", S(("The north sector team is led by Anouk Brenner.", ["r1"])), "accept", True, OKP)
    C(20, "entity-swap-same-span", "north", S(("Anouk Brenner leads the south sector team.", ["r1"])), "reject", False, ENT + " (Felix Auer leads the south team)")
    C(21, "paraphrase-passive", "avoff", S(("Dominik Kranz was replaced as avalanche officer by Felix Auer in 2024.", ["r2"])), "accept", True, OKP)
    C(22, "role-swap", "avoff", S(("Dominik Kranz replaced Felix Auer as avalanche officer in 2024.", ["r2"])), "reject", False, ENT + " (replacer/replaced swapped)")
    C(23, "role-swap-passive", "avoff", S(("Felix Auer was replaced by Dominik Kranz as avalanche officer in 2024.", ["r2"])), "reject", False, ENT + " (passive, roles swapped)")
    C(24, "paraphrase-no-longer", "sabine", S(("Sabine Moser has stopped working as a dog handler.", ["r3"])), "accept", True, OKP + " (no longer = has stopped)")
    C(25, "past-role-as-current", "sabine", S(("Sabine Moser works as a dog handler.", ["r3"])), "reject", False, NEG + " (former role stated as current)")
    C(26, "paraphrase-synonym", "dogs", S(("Since 2016 the patrol has had avalanche dogs.", ["r4"])), "accept", True, OKP)
    C(27, "since-until", "dogs", S(("The patrol kept avalanche dogs until 2016.", ["r4"])), "reject", False, TIME + " (since -> until)")
    C(28, "paraphrase-synonym", "incid", S(("In the 2024-25 season the patrol dealt with 312 incidents.", ["i1"])), "accept", True, OKP)
    C(29, "value-other-slot", "incid", S(("The patrol handled 287 incidents in the 2024-25 season.", ["i1"])), "reject", False, NUM + " (287 was the previous season)")
    C(30, "paraphrase-converse", "knee", S(("Wrist injuries were less common than knee injuries.", ["i2"])), "accept", True, OKP + " (converse comparison)")
    C(31, "comparative-turned", "knee", S(("Knee injuries were less common than wrist injuries.", ["i2"])), "reject", False, CMP)
    C(32, "paraphrase-synonym", "blue", S(("The majority of incidents happened on blue runs.", ["i3"])), "accept", True, OKP)
    C(33, "cause-added", "blue", S(("Most incidents happened on blue runs because beginners crowd them.", ["i3"])), "reject", None, BEYOND + " (cause no source states)")
    C(34, "multihop-complete", "defib", S(("The patrol post that watches over the Falken chairlift keeps the defibrillator for the upper slopes.", ["h1", "h2"])), "accept", True, OK)
    C(35, "hop-missing", "defib", S(("The patrol post that watches over the Falken chairlift keeps the defibrillator for the upper slopes.", ["h2"])), "revise_citations", True, HOPMISS)
    C(36, "hop-wrong-person", "defib", S(("The patrol post that watches over the Adler chairlift keeps the defibrillator for the upper slopes.", ["h3", "h2"])), "reject", False, HOPWRONG + " (Adler -> post 6, not post 4)")
    C(37, "answer-scope", "defib", I("The Falken chairlift is watched over by patrol post 4 [1]. Patrol post 4 keeps the defibrillator for the upper slopes [2].", (1, "h1"), (2, "h2")), "accept", True, ASCOPE)
    C(38, "version-current", "danger", S(("The avalanche danger level is 3.", ["b1"])), "accept", True, OK)
    C(39, "version-superseded", "danger", S(("The avalanche danger level is 2.", ["b0"])), "reject", False, SUPERSEDED_VAL)
    C(40, "observed-after-cutoff", "danger", S(("The avalanche danger level is 3.", ["b2"])), "revise_citations", True, "§1 admissible: observed 2026-11-05 after cutoff 2026-11-01 -> inadmissible; claim supported via b1 -> revise_citations")
    C(41, "historical-old-version", "danger25", S(("On 25 October the avalanche danger level was 2.", ["b0"])), "accept", True, "§1 superseded version whose effective interval contains applies_at is admissible -> accept")
    C(42, "historical-wrong-version", "danger25", S(("On 25 October the avalanche danger level was 3.", ["b1"])), "reject", False, NUM + "; b1 not effective on 25 October")
    C(43, "blocked-abstain", "meddir", ABS, "abstain", None, BLOCK_ABS)
    C(44, "blocked-answered", "meddir", S(("Dr Lea Fink is the patrol's medical director.", ["m2"])), "reject", None, BLOCK_ANS)
    C(45, "blocked-privileged", "meddir", S(("Dr Lea Fink is the patrol's medical director.", ["m2"])), "accept", True, BLOCK_PRIV, reader="medical")
    C(46, "conflict-hidden", "gams", S(("The Gams run is 3.2 km long.", ["t1"])), "revise_citations", None, CONF_HIDE, behavior="mention_conflict")
    C(47, "conflict-mentioned", "gams", S(("The trail map gives the Gams run as 3.2 km long, but the resort website gives 2.9 km.", ["t1", "t2"])), "accept", True, CONF_OK, behavior="mention_conflict")
    C(48, "marker-unresolved", "north", I("The north sector team is led by Anouk Brenner [4].", (1, "r1")), "revise_citations", True, MARK_BAD)
    C(49, "marker-after-punct", "north", I("The north sector team is led by Anouk Brenner.[1]", (1, "r1")), "accept", True, OK + " (marker after the full stop)")
    C(50, "quote-unfaithful", "north", S(("The north sector team is led by Anouk Brenner.", ["r1"], {"r1": "Anouk Brenner heads the north sector team"})), "revise_citations", True, QUOTE_BAD)
    C(51, "wrong-source", "north", S(("The north sector team is led by Anouk Brenner.", ["r2"])), "revise_citations", True, WRONGSRC)
    C(52, "abstain-no-evidence", None, ABS, "abstain", None, ABS_OK, answerable=False, question="What does the patrol pay for helicopter insurance?")
    C(53, "hallucinated-answer", None, S(("The patrol pays 40,000 euros a year for helicopter insurance.", ["i1"], {}, None)), "reject", None, ABS_HALLU, answerable=False, question="What does the patrol pay for helicopter insurance?")
    C(54, "over-abstention", "kit", ABS, "reject", None, OVERABS)
    return d
