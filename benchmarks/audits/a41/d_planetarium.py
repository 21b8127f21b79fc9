from gen_lib import Domain, make_pair
D = Domain("planetarium")
pair = make_pair(D)
D.src("guide-v3", "Halloway Planetarium visitor guide", [
    ("p1", "The dome seats 180 visitors and is 21 metres across."),
    ("p2", "The evening star show starts at 7:30 pm on Fridays and Saturdays."),
    ("p3", "Children under 5 enter free of charge."),
    ("p4", "The Zeiss projector was installed in 1994 and refurbished in 2019."),
    ("p5", "Photography with flash is not allowed inside the dome."),
    ("p6", "The rooftop telescope is open to the public on clear Thursday evenings."),
    ("p7", "Director Yusuf Kaya announced that a new laser system will be installed next year."),
    ("p8", "The Mars exhibit was donated by the Orlen Trust to the planetarium."),
    ("p9", "School groups must book at least ten days in advance."),
    ("p10", "The eclipse show runs for 45 minutes."),
    ("p11", "Visitors may bring food into the lobby but not into the dome."),
], sid="guide")
D.src("guide-v1", "Halloway visitor guide (2021)", [
    ("p2old", "The evening star show starts at 8 pm on Fridays and Saturdays."),
], sid="guide", status="archived", observed="2021-04-01", published="2021-03-01", eff_from="2021-01-01", eff_to="2023-12-31")
D.src("staff-v2", "Staff list", [("p12", "The head of education is Dr Alma Reyes.")])
D.src("awards-v1", "Awards page", [("p13", "Dr Alma Reyes won the 2024 Sagan Outreach Prize.")])
D.src("board-v1", "Board papers (trustees only)", [("p14", "Ticket revenue fell 12 percent in 2025.")], readers=["trustee"])

pair("How many visitors does the dome seat?", ["180 visitors", "180"], "The dome seats 180 visitors and is 21 metres across.", [["p1"]],
     "The dome seats 180 visitors and is 12 metres across [1].",
     "The dome, 21 metres across, seats 180 visitors [1].", ["p1"],
     "diameter 12 for 21 (answer string kept)", "§3.4 another value")
pair("When does the evening star show start?", ["7:30 pm", "19:30"], "The evening star show starts at 7:30 pm on Fridays and Saturdays.", [["p2"]],
     "The evening star show starts at 7:30 am on Fridays and Saturdays [1].",
     "On Fridays and Saturdays the evening star show starts at 19:30 [1].", ["p2"],
     "am for pm", "§3.4 another value")
pair("When does the evening star show start?", ["7:30 pm"], "The evening star show starts at 7:30 pm on Fridays and Saturdays.", [["p2"]],
     "The evening star show starts at 8 pm on Fridays and Saturdays [1].",
     "The evening star show starts at 7:30 pm on Fridays and Saturdays [1].", ["p2old"],
     "old start time from archived guide", "§1; §4", gcites=["p2"])
pair("When does the evening star show start?", ["7:30 pm"], "The evening star show starts at 7:30 pm on Fridays and Saturdays.", [["p2"]],
     "The evening star show starts at 7:30 pm every day [1].",
     "The evening star show starts at half past seven in the evening on Fridays and Saturdays [1].", ["p2"],
     "Fri/Sat widened to every day", "§3.7 scope", corr=None, gnote="time in words (answer list lacks it)", unclear_twin=True)
pair("Who enters free of charge?", ["under 5"], "Children under 5 enter free of charge.", [["p3"]],
     "Children enter free of charge [1].",
     "Children under five enter free of charge [1].", ["p3"],
     "age restriction dropped", "§3.7 boundary", corr=None, gnote="number in words (answer list lacks it)", unclear_twin=True)
pair("When was the Zeiss projector installed?", ["1994"], "The Zeiss projector was installed in 1994 and refurbished in 2019.", [["p4"]],
     "The Zeiss projector was installed in 2019 and refurbished in 1994 [1].",
     "Installed in 1994, the Zeiss projector was refurbished in 2019 [1].", ["p4"],
     "dates swapped between events", "§3.4 another value")
pair("Is flash photography allowed in the dome?", ["flash"], "Photography with flash is not allowed inside the dome.", [["p5"]],
     "Photography with flash is allowed inside the dome [1].",
     "Flash photography is prohibited inside the dome [1].", ["p5"],
     "negation dropped", "§3.4 negation", gnote="'not allowed' = 'prohibited'")
pair("When is the rooftop telescope open?", ["clear Thursday evenings"], "The rooftop telescope is open to the public on clear Thursday evenings.", [["p6"]],
     "The rooftop telescope is open to the public every Thursday evening [1].",
     "On clear Thursday evenings the rooftop telescope is open to the public [1].", ["p6"],
     "'clear' condition dropped, 'every' added", "§3.7 boundary", corr=None)
pair("What did the director announce?", ["new laser system"], "Director Yusuf Kaya announced that a new laser system will be installed next year.", [["p7"]],
     "A new laser system has been installed [1].",
     "Director Yusuf Kaya announced that next year a new laser system will be installed [1].", ["p7"],
     "announcement of future installation stated as done", "§3.4 modality", corr=None)
pair("Who donated the Mars exhibit?", ["Orlen Trust"], "The Mars exhibit was donated by the Orlen Trust to the planetarium.", [["p8"]],
     "The planetarium donated the Mars exhibit to the Orlen Trust [1].",
     "The Orlen Trust donated the Mars exhibit to the planetarium [1].", ["p8"],
     "donor/recipient swapped", "§3.4 role", gnote="active voice")
pair("How far in advance must school groups book?", ["ten days", "10 days"], "School groups must book at least ten days in advance.", [["p9"]],
     "School groups must book at most ten days in advance [1].",
     "School groups must book at least 10 days ahead [1].".replace(" ahead", " in advance"), ["p9"],
     "'at most' for 'at least'", "§3.4 another value")
pair("How long is the eclipse show?", ["45 minutes"], "The eclipse show runs for 45 minutes.", [["p10"]],
     "The eclipse show runs for 45 seconds [1].",
     "The eclipse show lasts 45 minutes [1].", ["p10"],
     "seconds for minutes", "§3.4 unit", gnote="'lasts' for 'runs for'")
pair("Where may visitors eat?", ["lobby"], "Visitors may bring food into the lobby but not into the dome.", [["p11"]],
     "Visitors may bring food into the lobby and the dome [1].",
     "Visitors may bring food into the lobby, but not into the dome [1].", ["p11"],
     "exception reversed (dome allowed)", "§3.4 negation/scope")
Q = "What prize did the head of education win in 2024?"
C = "The head of education won the 2024 Sagan Outreach Prize."
R = [["p12", "p13"]]
a = D.case(Q, ["Sagan Outreach Prize"], C, R, "The head of education won the 2024 Sagan Outreach Prize [1].", ["p13"],
           "revise_citations", True, "missing hop p12", "§3.6", kind="hop")
D.case(Q, ["Sagan Outreach Prize"], C, R, "The head of education won the 2024 Sagan Outreach Prize [1][2].", ["p12", "p13"],
       "accept", True, "twin: both hops", "§3.6", twin=a, kind="twin")
a = D.case(Q, ["Sagan Outreach Prize"], C, R, "The head of education is Dr Alma Rees [1]. The head of education won the 2024 Sagan Outreach Prize [2].",
           ["p12", "p13"], "revise_citations", True, "the earlier 'hop' sentence misnames the head (Rees for Reyes), so it does not state p12's content: the answer-scope route is not complete", "§3.6 answer scope (earlier claims that state a member's content)", target="prize", kind="hop")
Q = "How did ticket revenue change in 2025?"
C = "Ticket revenue fell 12 percent in 2025."
a = D.case(Q, ["12 percent"], C, [["p14"]], "Ticket revenue fell 12 percent in 2025 [1].", ["p14"], "reject", None,
           "trustee-only paper for reader 'visitor'", "§3.0; §4", reader="visitor")
D.case(Q, ["12 percent"], C, [["p14"]], "In 2025 ticket revenue fell 12 percent [1].", ["p14"], "accept", True,
       "twin: reader trustee", "§1", reader="trustee", twin=a, kind="twin")
a = D.case(Q, ["12 percent"], C, [["p14"]], "Ticket revenue rose 12 percent in 2025 [1].", ["p14"], "reject", False,
           "rose for fell (and reader trustee)", "§3.4 opposite", reader="trustee")
