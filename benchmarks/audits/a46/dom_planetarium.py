from lib import Domain, S, I, ABS
from gen_common import *


def planetarium():
    d = Domain("planetarium", "PLA")
    d.src("prog-2026", "programme", "Halvard Planetarium programme 2026", [
        ("p1", "Shows in the main dome begin every hour on the hour."),
        ("p1b", "Each show in the main dome lasts 45 minutes."),
        ("p2", "Children under six are admitted free when accompanied by an adult."),
        ("p3", "On clear evenings the observatory terrace opens from 8 pm until 11 pm."),
        ("p4", "Visitors may not bring food into the dome."),
        ("p5", "School groups must book at least three weeks ahead."),
        ("p6", "The Saturday lecture series is presented by Dr Ilse Varga."),
    ])
    d.src("staff-2026", "staff-page", "Who we are", [
        ("s1", "Nadia Okafor directs the planetarium, and Piet Ambler manages its telescope workshop."),
        ("s2", "Piet Ambler trained Leon Sato as a projector technician."),
        ("s3", "Greta Holm retired as chief educator in 2023 and now volunteers at the information desk."),
        ("s4", "The planetarium has been run by the city since 2011."),
    ])
    d.src("tech-2026", "technical-notes", "Technical notes", [
        ("t1", "The Zeiss projector was replaced by a digital system in 2021."),
        ("t2", "The digital system uses eight laser projectors."),
        ("t3", "The main dome is 18 metres wide."),
        ("t4", "The main dome is larger than the east dome."),
        ("t5", "The dome's sound system failed twice in 2025."),
    ])
    d.src("rooms-2026", "room-bookings", "Room bookings", [
        ("c1", "The Orion Room is reserved for the Tuesday Astronomy Club."),
        ("c2", "The Tuesday Astronomy Club is led by Marit Eide."),
        ("c3", "The Lyra Room is reserved for the Junior Rocketry Circle."),
        ("c4", "The Junior Rocketry Circle is led by Tobias Wren."),
    ])
    d.src("annual-2025", "annual-report", "Annual report 2025", [
        ("a1", "Attendance reached 212,000 visitors in 2025, up from 198,000 in 2024."),
        ("a2", "Most visitors arrived on weekends."),
    ], published="2026-02-01", observed="2026-02-10", eff_from="2025-01-01", eff_to="2025-12-31")
    d.src("prices-2025", "prices", "Ticket prices 2025", [("pr0", "An adult ticket costs 14 euros.")],
          published="2024-11-01", observed="2024-11-05", eff_from="2025-01-01", eff_to="2025-12-31", status="superseded")
    d.src("prices-2026", "prices", "Ticket prices 2026", [("pr1", "An adult ticket costs 16 euros.")],
          published="2025-11-01", observed="2025-11-05", eff_from="2026-01-01", eff_to="2026-12-31")
    d.src("prices-2027", "prices", "Ticket prices 2027", [("pr2", "An adult ticket costs 18 euros.")],
          published="2026-10-01", observed="2026-10-05", eff_from="2027-01-01")
    d.src("press-v1", "press-release", "Renovation press release", [
        ("x1", "The planetarium reopens on 3 March."),
        ("x2", "The renovation cost 2.1 million euros."),
    ], status="invalidated", published="2026-02-01", observed="2026-02-02", eff_from=None)
    d.src("press-v2", "press-release", "Renovation press release (corrected)", [
        ("y1", "The planetarium reopens on 10 March."),
        ("y2", "The renovation cost 2.1 million euros."),
    ], published="2026-02-03", observed="2026-02-04", eff_from=None)
    d.src("ops-2026", "operations", "Operations manual (staff only)", [
        ("o1", "The evacuation code for the main dome is Polaris-7."),
    ], readers=["staff"])
    d.src("web-2026", "website", "Visiting", [("w1", "The gift shop closes at 6 pm.")])
    d.src("sign-2026", "door-sign", "Opening hours sign", [("g1", "The gift shop closes at 5:30 pm.")])

    F = d.fact
    F("start", "How often do main-dome shows begin?", "Shows in the main dome begin every hour on the hour.", ["every hour", "hourly"], [["p1"]])
    F("length", "How long is a main-dome show?", "Each show in the main dome lasts 45 minutes.", ["45 minutes", "45 min", "three quarters of an hour"], [["p1b"]])
    F("kids", "Who is admitted free?", "Children under six are admitted free when accompanied by an adult.", ["free"], [["p2"]])
    F("terrace", "When does the observatory terrace open?", "On clear evenings the observatory terrace opens from 8 pm until 11 pm.", ["8 pm", "20:00"], [["p3"]])
    F("food", "May visitors bring food into the dome?", "Visitors may not bring food into the dome.", ["food"], [["p4"]])
    F("book", "How far ahead must school groups book?", "School groups must book at least three weeks ahead.", ["three weeks", "3 weeks"], [["p5"]])
    F("lecture", "Who presents the Saturday lecture series?", "The Saturday lecture series is presented by Dr Ilse Varga.", ["Ilse Varga"], [["p6"]])
    F("director", "Who directs the planetarium?", "Nadia Okafor directs the planetarium.", ["Nadia Okafor"], [["s1"]])
    F("trainer", "Who trained Leon Sato?", "Piet Ambler trained Leon Sato as a projector technician.", ["Piet Ambler"], [["s2"]])
    F("greta", "What does Greta Holm do now?", "Greta Holm now volunteers at the information desk.", ["information desk"], [["s3"]])
    F("city", "Who runs the planetarium?", "The planetarium has been run by the city since 2011.", ["city"], [["s4"]])
    F("zeiss", "What replaced the Zeiss projector?", "The Zeiss projector was replaced by a digital system in 2021.", ["digital system"], [["t1"]])
    F("lasers", "How many laser projectors does the digital system use?", "The digital system uses eight laser projectors.", ["eight", "8"], [["t2"]])
    F("width", "How wide is the main dome?", "The main dome is 18 metres wide.", ["18"], [["t3"]])
    F("bigger", "Which dome is larger?", "The main dome is larger than the east dome.", ["main dome"], [["t4"]])
    F("sound", "How often did the sound system fail in 2025?", "The dome's sound system failed twice in 2025.", ["twice"], [["t5"]])
    F("club", "Who leads the club that uses the Orion Room?", "The club that uses the Orion Room is led by Marit Eide.", ["Marit Eide"], [["c1", "c2"]])
    F("attend", "How many visitors came in 2025?", "Attendance reached 212,000 visitors in 2025.", ["212,000", "212000"], [["a1"]], applies_at="2025-06-30")
    F("weekend", "When did most visitors arrive?", "Most visitors arrived on weekends.", ["weekends"], [["a2"]], applies_at="2025-06-30")
    F("price", "What does an adult ticket cost?", "An adult ticket costs 16 euros.", ["16 euros"], [["pr1"]], applies_at="2026-11-01")
    F("price25", "What did an adult ticket cost in 2025?", "In 2025 an adult ticket cost 14 euros.", ["14 euros"], [["pr0"]], applies_at="2025-06-01")
    F("reopen", "When does the planetarium reopen?", "The planetarium reopens on 10 March.", ["10 March"], [["y1"]])
    F("cost", "What did the renovation cost?", "The renovation cost 2.1 million euros.", ["2.1 million euros"], [["y2"]])
    F("evac", "What is the main dome's evacuation code?", "The evacuation code for the main dome is Polaris-7.", ["Polaris-7"], [["o1"]])
    F("shop", "When does the gift shop close?", "The website gives the gift shop's closing time as 6 pm, while the door sign gives 5:30 pm.", ["6 pm", "5:30 pm"], [["w1", "g1"]])

    C = d.case
    C(1, "paraphrase-synonym", "start", S(("A show starts in the main dome hourly, on the hour.", ["p1"])), "accept", True, OKP)
    C(2, "frequency-changed", "start", S(("Shows in the main dome begin every hour on the half hour.", ["p1"])), "reject", False, NUM + " (on the hour -> on the half hour)")
    C(3, "paraphrase-units", "length", S(("A show in the main dome lasts 45 min.", ["p1b"])), "accept", True, OKP)
    C(4, "entity-swap", "length", S(("Each show in the east dome lasts 45 minutes.", ["p1b"])), "reject", False, ENT + " (main dome -> east dome)")
    C(5, "paraphrase-reorder", "kids", S(("When accompanied by an adult, children under six are admitted free.", ["p2"])), "accept", True, OKP)
    C(6, "condition-dropped", "kids", S(("Children under six are admitted free.", ["p2"])), "reject", None, BEYOND + " (drops 'when accompanied by an adult')")
    C(7, "paraphrase-units", "terrace", S(("On clear evenings the observatory terrace opens from 20:00 until 23:00.", ["p3"])), "accept", True, OKP + " (24-hour times)")
    C(8, "number-changed", "terrace", S(("On clear evenings the observatory terrace opens from 8 pm until 11:30 pm.", ["p3"])), "reject", False, NUM + " (11 pm -> 11:30 pm)")
    C(9, "scope-quantifier", "terrace", S(("Every evening the observatory terrace opens from 8 pm until 11 pm.", ["p3"])), "reject", None, SCOPE + " (clear evenings -> every evening: condition widened)")
    C(10, "paraphrase-passive", "food", S(("Food may not be brought into the dome by visitors.", ["p4"])), "accept", True, OKP)
    C(11, "negation-dropped", "food", S(("Visitors may bring food into the dome.", ["p4"])), "reject", False, NEG)
    C(12, "paraphrase-synonym", "book", S(("School groups must book no less than three weeks ahead.", ["p5"])), "accept", True, OKP + " (at least = no less than)")
    C(13, "bound-turned", "book", S(("School groups must book at most three weeks ahead.", ["p5"])), "reject", False, NUM + " (at least -> at most)")
    C(14, "paraphrase-active", "lecture", S(("Dr Ilse Varga presents the Saturday lecture series.", ["p6"])), "accept", True, OKP)
    C(15, "time-changed", "lecture", S(("The Sunday lecture series is presented by Dr Ilse Varga.", ["p6"])), "reject", False, TIME + " (Saturday -> Sunday)")
    C(16, "paraphrase-synonym", "director", S(("The planetarium's director is Nadia Okafor.", ["s1"])), "accept", True, OKP)
    C(17, "role-swap", "director", S(("Nadia Okafor manages the planetarium's telescope workshop.", ["s1"])), "reject", None, ENT + " (Piet Ambler manages the workshop). correct left open: compatible relation, not a §3.4 contradiction of the reference text")
    C(18, "paraphrase-passive", "trainer", S(("Leon Sato was trained as a projector technician by Piet Ambler.", ["s2"])), "accept", True, OKP)
    C(19, "role-swap", "trainer", S(("Leon Sato trained Piet Ambler as a projector technician.", ["s2"])), "reject", False, ENT + " (trainer/trainee swapped)")
    C(20, "paraphrase-reorder", "greta", S(("At the information desk, Greta Holm now volunteers.", ["s3"])), "accept", True, OKP)
    C(21, "past-role-as-current", "greta", S(("As chief educator, Greta Holm volunteers at the information desk.", ["s3"])), "reject", None, BEYOND + " (retired chief educator role stated as current)")
    C(22, "paraphrase-active", "city", S(("Since 2011 the city has run the planetarium.", ["s4"])), "accept", True, OKP)
    C(23, "since-until", "city", S(("The planetarium was run by the city until 2011.", ["s4"])), "reject", False, TIME + " (since -> until)")
    C(24, "paraphrase-active", "zeiss", S(("In 2021 a digital system replaced the Zeiss projector.", ["t1"])), "accept", True, OKP)
    C(25, "role-swap", "zeiss", S(("In 2021 the Zeiss projector replaced a digital system.", ["t1"])), "reject", False, ENT + " (replacer/replaced swapped)")
    C(26, "paraphrase-units", "lasers", S(("The digital system uses 8 laser projectors.", ["t2"])), "accept", True, OKP)
    C(27, "number-changed", "lasers", S(("The digital system uses eighteen laser projectors.", ["t2"])), "reject", False, NUM + " ('eighteen' contains 'eight')")
    C(28, "paraphrase-units", "width", S(("The main dome is 18 m wide.", ["t3"])), "accept", True, OKP)
    C(29, "attribute-changed", "width", S(("The main dome is 18 metres high.", ["t3"])), "reject", None, BEYOND + " (width stated as height)")
    C(30, "paraphrase-converse", "bigger", S(("The east dome is smaller than the main dome.", ["t4"])), "accept", True, OKP + " (converse comparison)")
    C(31, "comparative-turned", "bigger", S(("The main dome is smaller than the east dome.", ["t4"])), "reject", False, CMP)
    C(32, "paraphrase-synonym", "sound", S(("In 2025 the dome's sound system failed twice.", ["t5"])), "accept", True, OKP)
    C(33, "cause-added", "sound", S(("The dome's sound system failed twice in 2025 because of power surges.", ["t5"])), "reject", None, BEYOND + " (cause no source states)")
    C(34, "frequency-changed", "sound", S(("The dome's sound system failed twice a month in 2025.", ["t5"])), "reject", False, NUM + " (twice in 2025 -> twice a month)")
    C(35, "multihop-complete", "club", S(("The club that uses the Orion Room is led by Marit Eide.", ["c1", "c2"])), "accept", True, OK)
    C(36, "hop-missing", "club", S(("The club that uses the Orion Room is led by Marit Eide.", ["c2"])), "revise_citations", True, HOPMISS)
    C(37, "hop-wrong-person", "club", S(("The club that uses the Lyra Room is led by Marit Eide.", ["c3", "c2"])), "reject", False, HOPWRONG + " (Lyra Room's club is led by Tobias Wren)")
    C(38, "marker-list", "club", I("The club that uses the Orion Room is led by Marit Eide [1, 2].", (1, "c1"), (2, "c2")), "accept", True, OK + " ([1, 2] marker form)")
    C(39, "marker-range", "club", I("The club that uses the Orion Room is led by Marit Eide [1-2].", (1, "c1"), (2, "c2")), "accept", True, OK + " ([1-2] marker range)")
    C(40, "marker-partial", "club", I("The club that uses the Orion Room is led by Marit Eide [2].", (1, "c1"), (2, "c2")), "revise_citations", True, HOPMISS + " (only marker 2 attached)")
    C(41, "paraphrase-synonym", "attend", S(("The planetarium welcomed 212,000 visitors in 2025.", ["a1"])), "accept", True, OKP)
    C(42, "value-other-slot", "attend", S(("Attendance reached 212,000 visitors in 2024.", ["a1"])), "reject", False, TIME + " (2024 had 198,000)")
    C(43, "extra-assertion", "attend", S(("Attendance reached a record 212,000 visitors in 2025.", ["a1"])), "reject", None, BEYOND + " ('record' not stated)")
    C(44, "paraphrase-reorder", "weekend", S(("On weekends most visitors arrived.", ["a2"])), "accept", True, OKP)
    C(45, "scope-quantifier", "weekend", S(("Nearly all visitors arrived on weekends.", ["a2"])), "reject", None, SCOPE + " (most -> nearly all)")
    C(46, "version-current", "price", S(("An adult ticket costs 16 euros.", ["pr1"])), "accept", True, OK)
    C(47, "version-superseded", "price", S(("An adult ticket costs 14 euros.", ["pr0"])), "reject", False, SUPERSEDED_VAL)
    C(48, "version-not-yet-effective", "price", S(("An adult ticket costs 18 euros.", ["pr2"])), "reject", False, FUTURE_VAL)
    C(49, "historical-old-version", "price25", S(("In 2025 an adult ticket cost 14 euros.", ["pr0"])), "accept", True, "§1 admissible: superseded is not excluded; effective interval 2025 contains applies_at 2025-06-01 -> accept")
    C(50, "version-invalidated-value", "reopen", S(("The planetarium reopens on 3 March.", ["x1"])), "reject", False, NUM + "; §1 invalidated version not admissible")
    C(51, "version-corrected", "reopen", S(("The planetarium reopens on 10 March.", ["y1"])), "accept", True, OK)
    C(52, "version-invalidated-same-text", "cost", S(("The renovation cost 2.1 million euros.", ["x2"])), "revise_citations", True, "§1 invalidated version inadmissible; claim supported by corrected version -> revise_citations")
    C(53, "version-corrected", "cost", S(("The renovation cost 2.1 million euros.", ["y2"])), "accept", True, OK)
    C(54, "raw-range-citation", "cost", S(("The renovation cost 2.1 million euros.", [d.rng("y2")])), "accept", True, OK + " (citation as {version_id,start,end})")
    C(55, "raw-range-truncated", "cost", S(("The renovation cost 2.1 million euros.", [d.rng("y2", trim=20)])), "revise_citations", True, "§1 covers: cited range does not contain the member's offsets -> incomplete; supported -> revise_citations")
    C(56, "blocked-abstain", "evac", ABS, "abstain", None, BLOCK_ABS)
    C(57, "blocked-answered", "evac", S(("The main dome's evacuation code is Polaris-7.", ["o1"])), "reject", None, BLOCK_ANS)
    C(58, "blocked-privileged", "evac", S(("The main dome's evacuation code is Polaris-7.", ["o1"])), "accept", True, BLOCK_PRIV, reader="staff")
    C(59, "conflict-hidden", "shop", S(("The gift shop closes at 6 pm.", ["w1"])), "revise_citations", None, CONF_HIDE, behavior="mention_conflict")
    C(60, "conflict-mentioned", "shop", S(("The website says the gift shop closes at 6 pm, whereas the sign on the door says 5:30 pm.", ["w1", "g1"])), "accept", True, CONF_OK, behavior="mention_conflict")
    C(61, "code-span-marker", "director", I("Nadia Okafor directs the planetarium `[1]`.", (1, "s1")), "revise_citations", True, "§2 markers inside code spans are not parsed -> claim uncited but supported -> revise_citations")
    C(62, "marker-ok", "director", I("Nadia Okafor directs the planetarium [1].", (1, "s1")), "accept", True, OK)
    C(63, "quote-normalised", "lecture", S(("Dr Ilse Varga presents the Saturday lecture series.", ["p6"], {"p6": "the  saturday LECTURE series is presented by Dr Ilse Varga"})), "accept", True, "§3.2 quote matches after casefold/whitespace folding -> faithful -> accept")
    C(64, "quote-unfaithful", "lecture", S(("Dr Ilse Varga presents the Saturday lecture series.", ["p6"], {"p6": "Dr Ilse Varga gives the Saturday lectures"})), "revise_citations", True, QUOTE_BAD)
    C(65, "wrong-source", "lecture", S(("Dr Ilse Varga presents the Saturday lecture series.", ["s2"])), "revise_citations", True, WRONGSRC)
    C(66, "abstain-no-evidence", None, ABS, "abstain", None, ABS_OK, answerable=False, question="How much does the planetarium pay for electricity each year?")
    C(67, "hallucinated-answer", None, S(("The planetarium pays 90,000 euros a year for electricity.", ["t5"], {}, None)), "reject", None, ABS_HALLU, answerable=False, question="How much does the planetarium pay for electricity each year?")
    C(68, "over-abstention", "lasers", ABS, "reject", None, OVERABS)
    C(69, "role-swap-probe", "zeiss", S(("The Zeiss projector replaced a digital system in 2021.", ["t1"])), "reject", False, ENT + " (probe of PLA25 without the fronted year)")
    C(70, "condition-denied-probe", "kids", S(("Children under six are admitted free, even without an adult.", ["p2"])), "reject", False, NEG + " (probe of PLA06: condition explicitly denied)")
    return d
