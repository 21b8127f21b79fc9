from gen_lib import Domain, make_pair
D = Domain("metro")
pair = make_pair(D)
D.src("prog-v7", "Kestrel Line signalling upgrade: progress report", [
    ("m1", "Axle counters between Dunmore and Perrin Square were replaced in October 2025."),
    ("m2", "The new interlocking at Perrin Square will be commissioned in May 2027."),
    ("m3", "Trains on the Kestrel Line run every 4 minutes at peak times."),
    ("m4", "Night closures take place on Sunday to Thursday nights only."),
    ("m5", "Signalling contractor Voss Rail installed 212 balises on the eastern section."),
    ("m6", "Drivers must complete a two-day course before operating under the new system."),
    ("m7", "The line's maximum speed will rise from 70 km/h to 80 km/h after commissioning."),
    ("m8", "The Perrin Square depot sent the faulty track circuit to the Orrel test centre."),
    ("m9", "If a balise fails, the train's speed is limited to 25 km/h until the next balise."),
    ("m10", "The upgrade budget was raised from 410 million to 455 million pounds in 2025."),
    ("m11", "Testing on the western section begins after the eastern section enters service."),
    ("m12", "The project director, Hal Brennan, reports to the transport board."),
], sid="progress")
D.src("prog-v6", "Kestrel Line progress report (2024)", [
    ("m3old", "Trains on the Kestrel Line run every 5 minutes at peak times."),
    ("m12old", "The project director, Hal Brennan, reports to the transport board."),
], sid="progress", status="superseded", observed="2024-05-01", published="2024-04-20", eff_from="2024-01-01", eff_to="2025-06-30")
D.src("assets-v2", "Asset register", [("m13", "Signal box K7 controls the Dunmore crossover.")])
D.src("maint-v3", "Maintenance schedule", [("m14", "Signal box K7 is inspected every 6 weeks.")])
D.src("safety-v1", "Safety case (engineers only)", [("m15", "The safety case assumes a braking rate of 1.1 m/s2.")], readers=["engineer"])
D.src("press-v1", "Press notice", [("m16", "The Kestrel Line reopens after the blockade on 3 August.")])
D.src("app-v4", "Journey planner notice", [("m17", "The Kestrel Line reopens after the blockade on 10 August.")])

pair("When were the axle counters replaced?", ["October 2025"], "Axle counters between Dunmore and Perrin Square were replaced in October 2025.", [["m1"]],
     "Axle counters between Dunmore and Perrin Square were replaced in October 2024 [1].",
     "In October 2025 the axle counters between Dunmore and Perrin Square were replaced [1].", ["m1"],
     "2024 for 2025", "§3.4 another value")
pair("When will the Perrin Square interlocking be commissioned?", ["May 2027"], "The new interlocking at Perrin Square will be commissioned in May 2027.", [["m2"]],
     "The new interlocking at Perrin Square was commissioned in May 2027 [1].",
     "Commissioning of the new interlocking at Perrin Square will take place in May 2027 [1].", ["m2"],
     "future stated as done", "§3.4 modality/time", gnote="nominalised")
pair("How often do trains run at peak times?", ["every 4 minutes", "every four minutes"], "Trains on the Kestrel Line run every 4 minutes at peak times.", [["m3"]],
     "Trains on the Kestrel Line run every 4 minutes all day [1].",
     "At peak times, trains on the Kestrel Line run every four minutes [1].", ["m3"],
     "scope widened: 'all day' for peak times", "§3.7 boundary", corr=None)
pair("How often do trains run at peak times?", ["every 4 minutes"], "Trains on the Kestrel Line run every 4 minutes at peak times.", [["m3"]],
     "Trains on the Kestrel Line run every 5 minutes at peak times [1].",
     "Trains on the Kestrel Line run every 4 minutes at peak times [1].", ["m3old"],
     "old headway from superseded report", "§1; §4", gcites=["m3"], gnote="current report cited")
pair("On which nights are there closures?", ["Sunday to Thursday nights"], "Night closures take place on Sunday to Thursday nights only.", [["m4"]],
     "Night closures take place every night of the week [1].",
     "Night closures only take place on Sunday to Thursday nights [1].", ["m4"],
     "'only Sun-Thu' widened to every night", "§3.4/§3.7 scope")
pair("How many balises did Voss Rail install?", ["212 balises"], "Signalling contractor Voss Rail installed 212 balises on the eastern section.", [["m5"]],
     "Signalling contractor Voss Rail installed 212 balises on the western section [1].",
     "On the eastern section, 212 balises were installed by signalling contractor Voss Rail [1].", ["m5"],
     "western for eastern section", "§3.4 another entity")
pair("What must drivers do before operating under the new system?", ["two-day course", "2-day course"], "Drivers must complete a two-day course before operating under the new system.", [["m6"]],
     "Drivers may complete a two-day course before operating under the new system [1].",
     "Before operating under the new system, drivers must complete a two-day course [1].", ["m6"],
     "may for must", "§3.4 changed modality")
pair("What will the maximum speed be after commissioning?", ["80 km/h"], "The line's maximum speed will rise from 70 km/h to 80 km/h after commissioning.", [["m7"]],
     "The line's maximum speed has risen from 70 km/h to 80 km/h [1].",
     "After commissioning, the line's maximum speed will rise from 70 km/h to 80 km/h [1].", ["m7"],
     "future rise stated as already happened (and 'after commissioning' dropped)", "§3.4 modality/time")
pair("Who sent the faulty track circuit where?", ["Orrel test centre"], "The Perrin Square depot sent the faulty track circuit to the Orrel test centre.", [["m8"]],
     "The Orrel test centre sent the faulty track circuit to the Perrin Square depot [1].",
     "The faulty track circuit was sent by the Perrin Square depot to the Orrel test centre [1].", ["m8"],
     "sender/recipient swapped", "§3.4 another role")
pair("What happens if a balise fails?", ["25 km/h"], "If a balise fails, the train's speed is limited to 25 km/h until the next balise.", [["m9"]],
     "The train's speed is limited to 25 km/h until the next balise [1].",
     "The train's speed is limited to 25 km/h until the next balise if a balise fails [1].", ["m9"],
     "condition (balise failure) dropped", "§3.7 boundary", corr=None)
pair("What is the upgrade budget now?", ["455 million pounds", "£455 million"], "The upgrade budget was raised from 410 million to 455 million pounds in 2025.", [["m10"]],
     "The upgrade budget was cut from 455 million to 410 million pounds in 2025 [1].",
     "In 2025 the upgrade budget was raised from 410 million to 455 million pounds [1].", ["m10"],
     "raised -> cut, values swapped", "§3.4 another value/opposite")
pair("When does testing on the western section begin?", ["after the eastern section enters service"], "Testing on the western section begins after the eastern section enters service.", [["m11"]],
     "Testing on the western section begins before the eastern section enters service [1].",
     "Testing on the western section begins once the eastern section enters service [1].".replace("once", "after"), ["m11"],
     "before for after", "§3.4 order")
pair("To whom does the project director report?", ["transport board"], "The project director, Hal Brennan, reports to the transport board.", [["m12"]],
     "The transport board reports to the project director, Hal Brennan [1].",
     "Hal Brennan, the project director, reports to the transport board [1].", ["m12"],
     "reporting line reversed", "§3.4 another role")
Q = "How often is the signal box that controls the Dunmore crossover inspected?"
C = "The signal box that controls the Dunmore crossover is inspected every 6 weeks."
R = [["m13", "m14"]]
a = D.case(Q, ["every 6 weeks", "every six weeks"], C, R, "The signal box that controls the Dunmore crossover is inspected every 6 weeks [1].", ["m14"],
           "revise_citations", True, "missing hop m13 (crossover -> K7)", "§3.6", kind="hop")
D.case(Q, ["every 6 weeks", "every six weeks"], C, R, "Signal box K7 controls the Dunmore crossover [1]. The signal box that controls the Dunmore crossover is inspected every six weeks [2].",
       ["m13", "m14"], "accept", True, "twin: hop stated first (answer scope), number in words", "§3.6 answer scope", target="inspected", twin=a, kind="twin")
a = D.case(Q, ["every 6 weeks"], C, R, "Signal box K7 controls the Dunmore crossover [1]. The signal box that controls the Dunmore crossover is inspected every 6 weeks [1].",
           ["m13"], "revise_citations", True, "second hop (inspection interval) never cited", "§3.6", target="inspected", kind="hop")
D.case(Q, ["every 6 weeks"], C, R, "The signal box that controls the Dunmore crossover is inspected every 6 weeks [1][2].", ["m13", "m14"],
       "accept", True, "twin: both hops at claim scope", "§3.6", twin=a, kind="twin")
Q = "What braking rate does the safety case assume?"
C = "The safety case assumes a braking rate of 1.1 m/s2."
a = D.case(Q, ["1.1 m/s2"], C, [["m15"]], "The safety case assumes a braking rate of 1.1 m/s2 [1].", ["m15"], "reject", None,
           "engineers-only source used for a 'public' reader", "§3.0 blocked; §4", reader="public")
D.case(Q, ["1.1 m/s2"], C, [["m15"]], "The safety case assumes a braking rate of 1.1 m/s2 [1].", ["m15"], "accept", True,
       "twin: reader 'engineer'", "§1; §4", reader="engineer", twin=a, kind="twin")
Q = "When does the Kestrel Line reopen?"
C = "The press notice gives 3 August for the reopening and the journey planner gives 10 August."
a = D.case(Q, ["3 August", "10 August"], C, [["m16", "m17"]], "The Kestrel Line reopens after the blockade on 10 August [1].", ["m17"],
           "revise_citations", None, "conflict hidden", "§3.9", behavior="mention_conflict")
D.case(Q, ["3 August", "10 August"], C, [["m16", "m17"]],
       "The press notice says the Kestrel Line reopens on 3 August, but the journey planner says 10 August [1][2].", ["m16", "m17"],
       "accept", None, "twin: both sides stated and cited", "§3.9", behavior="mention_conflict", twin=a, kind="twin")
Q = "To whom does the project director report?"
a = D.case(Q, ["transport board"], "The project director, Hal Brennan, reports to the transport board.", [["m12"]],
           "The project director, Hal Brennan, reports to the transport board [1].", ["m12old"],
           "revise_citations", True, "right claim, cites only superseded v6", "§1 admissible; §4; §5 freshness")
a = D.case(Q, ["transport board"], "The project director, Hal Brennan, reports to the transport board.", [["m12"]],
           "The project director, Hal Brennan, reports to the transport board [1][3].", ["m12"],
           "revise_citations|reject", True, "extra marker [3] does not resolve", "§3.1 validity; §4 accept needs valid citations")
a = D.case(Q, ["transport board"], "The project director, Hal Brennan, reports to the transport board.", [["m12"]],
           "The project director, Hal Brennan, reports to the transport board [1].", ["m5"],
           "revise_citations", True, "right claim, cites an unrelated span (misattributed)", "§3.5 supported regardless of citation; §4 revise_citations")
