from gen_lib import Domain
D = Domain("glacier")
D.src("log-v3", "Brenmoor station log 2026", [
    ("g1", "The Brenmoor glacier station houses 14 researchers during the winter season."),
    ("g2", "Supply flights land at the Brenmoor airstrip every Tuesday and Friday."),
    ("g3", "Ice cores are stored at minus 30 degrees Celsius in the east vault."),
    ("g4", "Dr Ines Vaal succeeded Dr Piet Lorne as station leader in March 2024."),
    ("g5", "The weather mast records wind speed every 10 minutes."),
    ("g6", "Snowmobiles may be used on the upper plateau only with a radio escort."),
    ("g7", "If wind gusts exceed 60 km/h, all field trips are cancelled."),
    ("g8", "The drilling campaign reached a depth of 812 metres on 9 February 2026."),
    ("g9", "The station generator burns 300 to 340 litres of diesel a day."),
], sid="station-log")
D.src("log-v1", "Brenmoor station log 2023", [
    ("g1old", "The Brenmoor glacier station houses 11 researchers during the winter season."),
    ("g2old", "Supply flights land at the Brenmoor airstrip every Tuesday and Friday."),
], sid="station-log", status="superseded", observed="2023-02-01", published="2023-01-15",
   eff_from="2023-01-01", eff_to="2025-12-31")
D.src("plan-v1", "Expansion plan", [
    ("g10", "A second accommodation module is planned to open in 2028."),
    ("g11", "The regional council has proposed a ban on private tourist flights to the glacier."),
])
D.src("roster-v2", "Watch roster", [("g12", "The night radio watch is assigned to crew team Orca.")])
D.src("teams-v4", "Crew teams", [("g13", "Crew team Orca is led by Mara Quist.")])
D.src("science-v1", "Science teams", [("g14", "The drilling team is led by Anke Rolf.")])
D.src("met-v1", "Meteorology unit", [("g15", "The weather team is led by Sam Otieno.")])
D.src("med-v1", "Medical store (restricted)", [
    ("g16", "The station doctor keeps 40 doses of altitude medication.")], readers=["medical"])
D.src("board-v1", "Notice board", [("g17", "The open day at Brenmoor station is on 14 June.")])
D.src("web-v2", "Station website", [("g18", "The open day at Brenmoor station is on 21 June.")])

Q1 = "How many researchers winter at Brenmoor?"
C1 = "The Brenmoor glacier station houses 14 researchers during the winter season."
a = D.case(Q1, ["14 researchers", "fourteen researchers"], C1, [["g1"]],
           "The Brenmoor glacier station houses 41 researchers during the winter season [1].", ["g1"],
           "reject", False, "41 for 14 researchers (digit swap)", "§3.4 another value; §4")
D.case(Q1, ["14 researchers", "fourteen researchers"], C1, [["g1"]],
       "During the winter season, fourteen researchers are housed at the Brenmoor glacier station [1].", ["g1"],
       "accept", True, "twin: passive, reordered, number in words", "§3.4/§3.7/§4", twin=a, kind="twin")
Q = "How much diesel does the generator burn?"
C = "The station generator burns 300 to 340 litres of diesel a day."
A = ["300 to 340 litres", "between 300 and 340 litres"]
a = D.case(Q, A, C, [["g9"]], "The station generator burns 340 litres of diesel a day [1].", ["g9"],
           "reject", False, "range end 340 given as the value of 300-340", "§3.4 another value")
D.case(Q, A, C, [["g9"]], "Each day the station generator burns between 300 and 340 litres of diesel [1].", ["g9"],
       "accept", True, "twin: range as between..and, reordered", "§3.4/§4", twin=a, kind="twin")
Q = "How often does the weather mast record wind speed?"
C = "The weather mast records wind speed every 10 minutes."
A = ["every 10 minutes", "every ten minutes"]
a = D.case(Q, A + ["every 10 hours"][:0], C, [["g5"]], "The weather mast records wind speed every 10 hours [1].", ["g5"],
           "reject", False, "unit changed: hours for minutes", "§3.4 another value")
D.case(Q, A, C, [["g5"]], "Wind speed is recorded by the weather mast every ten minutes [1].", ["g5"],
       "accept", True, "twin: passive voice, number in words", "§3.4/§4", twin=a, kind="twin")
Q = "When did drilling reach 812 metres?"
C = "The drilling campaign reached a depth of 812 metres on 9 February 2026."
A = ["9 February 2026", "2026-02-09"]
a = D.case(Q, A, C, [["g8"]], "The drilling campaign reached a depth of 812 metres on 19 February 2026 [1].", ["g8"],
           "reject", False, "date 19 Feb for 9 Feb (answer string is a substring of the wrong date)", "§3.4 another value")
D.case(Q, A, C, [["g8"]], "On 2026-02-09 the drilling campaign reached a depth of 812 metres [1].", ["g8"],
       "accept", True, "twin: ISO date, clause moved", "§3.4/§4", twin=a, kind="twin")
Q = "Who succeeded whom as station leader in March 2024?"
C = "Dr Ines Vaal succeeded Dr Piet Lorne as station leader in March 2024."
a = D.case(Q, ["Ines Vaal"], C, [["g4"]], "Dr Piet Lorne succeeded Dr Ines Vaal as station leader in March 2024 [1].", ["g4"],
           "reject", False, "roles swapped: successor/predecessor", "§3.4 another entity/role; §4")
D.case(Q, ["Ines Vaal"], C, [["g4"]], "In March 2024 Dr Piet Lorne was succeeded as station leader by Dr Ines Vaal [1].", ["g4"],
       "accept", True, "twin: passive voice keeps roles", "§3.4/§4", twin=a, kind="twin")
Q = "Where and at what temperature are ice cores stored?"
C = "Ice cores are stored at minus 30 degrees Celsius in the east vault."
A = ["east vault"]
a = D.case(Q, A, C, [["g3"]], "Ice cores are no longer stored at minus 30 degrees Celsius in the east vault [1].", ["g3"],
           "reject", False, "'no longer' denies the current state", "§3.4 negation")
D.case(Q, A, C, [["g3"]], "The east vault keeps the ice cores at minus 30 degrees Celsius [1].", ["g3"],
       "accept", True, "twin: reordered paraphrase", "§3.4/§4", twin=a, kind="twin")
Q = "Can snowmobiles be used on the upper plateau?"
C = "Snowmobiles may be used on the upper plateau only with a radio escort."
A = ["radio escort"]
a = D.case(Q, A, C, [["g6"]], "Snowmobiles must be used on the upper plateau with a radio escort [1].", ["g6"],
           "reject", False, "modality must for may (and drops 'only')", "§3.4 changed modality")
D.case(Q, A, C, [["g6"]], "Snowmobiles may only be used on the upper plateau with a radio escort [1].", ["g6"],
       "accept", True, "twin: 'only' moved", "§3.4/§4", twin=a, kind="twin")
Q = "When are field trips cancelled?"
C = "If wind gusts exceed 60 km/h, all field trips are cancelled."
A = ["60 km/h"]
a = D.case(Q, A, C, [["g7"]], "All field trips are cancelled at the Brenmoor station [1].", ["g7"],
           "reject", None, "condition (gusts above 60 km/h) dropped: asserts unconditional cancellation", "§3.7 boundary; §4 reject unsupported")
D.case(Q, A, C, [["g7"]], "All field trips are cancelled if wind gusts exceed 60 km/h [1].", ["g7"],
       "accept", True, "twin: condition kept, clauses reordered", "§3.4/§4", twin=a, kind="twin")
Q = "When will the second accommodation module open?"
C = "A second accommodation module is planned to open in 2028."
A = ["2028"]
a = D.case(Q, A, C, [["g10"]], "A second accommodation module opened in 2028 [1].", ["g10"],
           "reject", False, "plan stated as done", "§3.4 changed modality; §3.7")
D.case(Q, A, C, [["g10"]], "The opening of a second accommodation module is planned for 2028 [1].", ["g10"],
       "accept", True, "twin: nominalised plan", "§3.4/§4", twin=a, kind="twin")
Q = "What has the regional council done about tourist flights?"
C = "The regional council has proposed a ban on private tourist flights to the glacier."
A = ["ban on private tourist flights"]
a = D.case(Q, A, C, [["g11"]], "The regional council has approved a ban on private tourist flights to the glacier [1].", ["g11"],
           "reject", False, "proposed -> approved", "§3.4 changed modality/status")
D.case(Q, A, C, [["g11"]], "A ban on private tourist flights to the glacier has been proposed by the regional council [1].", ["g11"],
       "accept", True, "twin: passive", "§3.4/§4", twin=a, kind="twin")
Q = "Who leads the team on night radio watch?"
C = "The night radio watch is kept by a crew team led by Mara Quist."
A = ["Mara Quist"]
R = [["g12", "g13"]]
a = D.case(Q, A, C, R, "The night radio watch is kept by a crew team led by Mara Quist [1].", ["g13"],
           "revise_citations", True, "missing hop g12 (watch -> team Orca)", "§3.6; §4; worked example A", kind="hop")
D.case(Q, A, C, R, "The night radio watch is kept by a crew team led by Mara Quist [1][2].", ["g12", "g13"],
       "accept", True, "twin: both hops cited", "§3.6 claim scope; §4", twin=a, kind="twin")
a = D.case(Q, A, C, R, "Crew team Orca is led by Mara Quist [1]. The night radio watch is kept by a crew team led by Mara Quist [1].",
           ["g13"], "revise_citations", True, "earlier sentence restates the same hop, not the missing g12", "§3.6 answer scope", target="night radio", kind="hop")
D.case(Q, A, C, R, "The night radio watch is assigned to crew team Orca [1]. The night radio watch is kept by a crew team led by Mara Quist [2].",
       ["g12", "g13"], "accept", True, "twin: hop stated and cited in an earlier sentence (answer scope)", "§3.6 answer scope", target="led by", twin=a, kind="twin")
Q = "How many researchers winter at Brenmoor now?"
a = D.case(Q, ["14 researchers"], C1, [["g1"]],
           "The Brenmoor glacier station houses 11 researchers during the winter season [1].", ["g1old"],
           "reject", False, "old value from superseded log v1", "§1 admissible; §4; worked example D")
Q = "On which days do supply flights land?"
C = "Supply flights land at the Brenmoor airstrip every Tuesday and Friday."
A = ["Tuesday and Friday"]
a = D.case(Q, A, C, [["g2"]], "Supply flights land at the Brenmoor airstrip every Tuesday and Friday [1].", ["g2old"],
           "revise_citations", True, "right value but cites only the superseded version", "§1 admissible; §4 revise_citations inadmissible; §5 freshness")
D.case(Q, A, C, [["g2"]], "Every Tuesday and Friday, supply flights land at the Brenmoor airstrip [1].", ["g2"],
       "accept", True, "twin: current version cited", "§4", twin=a, kind="twin")
Q = "How many doses of altitude medication does the doctor keep?"
C = "The station doctor keeps 40 doses of altitude medication."
a = D.case(Q, ["40 doses"], C, [["g16"]], "The station doctor keeps 40 doses of altitude medication [1].", ["g16"],
           "reject", None, "only route blocked for reader 'visitor': should abstain", "§3.0 blocked; §4 reject", reader="visitor")
D.case(Q, ["40 doses"], C, [["g16"]], "The station doctor keeps 40 doses of altitude medication [1].", ["g16"],
       "accept", True, "twin: reader 'medical' may read it", "§1 readers; §4", reader="medical", twin=a, kind="twin")
D.case(Q, ["40 doses"], C, [["g16"]], "The provided sources do not specify this.", [],
       "abstain", None, "blocked for visitor, system abstains", "§3.0; §4 abstain", reader="visitor", abstained=True, kind="twin")
Q = "When is the Brenmoor open day?"
C = "The notice board dates the Brenmoor open day to 14 June and the station website dates it to 21 June."
A = ["14 June", "21 June"]
a = D.case(Q, A, C, [["g17", "g18"]], "The open day at Brenmoor station is on 14 June [1].", ["g17"],
           "revise_citations", None, "conflict hidden: picks one of two current sources", "§3.9 mention_conflict", behavior="mention_conflict")
D.case(Q, A, C, [["g17", "g18"]], "The notice board gives 14 June for the Brenmoor open day, but the station website gives 21 June [1][2].", ["g17", "g18"],
       "accept", None, "twin: states the disagreement and cites both", "§3.9", behavior="mention_conflict", twin=a, kind="twin")
Q = "Who lead the drilling and weather teams?"
C = "The drilling team is led by Anke Rolf and the weather team by Sam Otieno."
A = ["Anke Rolf"]
a = D.case(Q, A, C, [["g14", "g15"]], "The drilling team is led by Anke Rolf and the weather team by Sam Otieno [1].", ["g14"],
           "revise_citations", True, "second half (Sam Otieno) rests on an uncited source", "§3.6/§3.7 joint support; §4")
D.case(Q, A, C, [["g14", "g15"]], "The drilling team is led by Anke Rolf and the weather team by Sam Otieno [1][2].", ["g14", "g15"],
       "accept", True, "twin: both halves cited", "§3.7; §4", twin=a, kind="twin")
Q = "How often does the weather mast record wind speed?"
C = "The weather mast records wind speed every 10 minutes."
a = D.case(Q, ["every 10 minutes"], C, [["g5"]], "The weather mast records wind speed every 10 minutes [1].", ["g5"],
           "revise_citations|reject", True, "quote 'every 5 minutes' not in the span", "§3.2 quote fidelity; §4 accept needs faithful quotes",
           quotes={0: "records wind speed every 5 minutes"})
D.case(Q, ["every 10 minutes"], C, [["g5"]], "The weather mast records wind speed every 10 minutes [1].", ["g5"],
       "accept", True, "twin: faithful quote", "§3.2; §4", quotes={0: "records wind speed every 10 minutes"}, twin=a, kind="twin")
Q = "What depth did the drilling reach?"
C = "The drilling campaign reached a depth of 812 metres on 9 February 2026."
a = D.case(Q, ["812 metres"], C, [["g8"]], "The drilling campaign reached a depth of 812 metres on 9 February 2026 [2].", ["g8"],
           "revise_citations|reject", True, "marker [2] resolves to nothing (source listed as [1] only)", "§3.1 validity; §4")
a = D.case(Q, ["812 metres"], C, [["g8"]], "The provided sources do not specify this.", [],
           "reject", None, "abstains on an answerable case: omitted claim", "§4 cards: over-abstention -> omitted, reject", abstained=True)
D.case(Q, ["812 metres"], C, [["g8"]], "Drilling reached 812 metres deep on 9 February 2026 [1].", ["g8"],
       "accept", True, "twin: answers with a shortened paraphrase", "§4", twin=a, kind="twin")
