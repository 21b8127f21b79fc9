from gen_lib import Domain, make_pair
D = Domain("chess")
pair = make_pair(D)
D.src("bulletin-v12", "Northmark Chess Federation bulletin", [
    ("c1", "Grandmaster Lena Orvik defeated Tomas Keel in the final round of the 2025 national championship."),
    ("c2", "The federation has 3,400 registered players."),
    ("c3", "Junior members pay a reduced fee of 15 crowns per season."),
    ("c4", "Players rated below 1600 may enter the Challengers section."),
    ("c5", "All rated games must be played with a 90-minute time control plus a 30-second increment."),
    ("c6", "The arbiters' council has proposed banning smartwatches in the playing hall."),
    ("c7", "The federation's rating list is published on the first Monday of each month."),
    ("c8", "Three of the eleven regional clubs have their own coaching programme."),
    ("c9", "The 2026 championship will be held in Varholm from 4 to 12 July."),
    ("c10", "President Ida Sund said the federation would double its school programme by 2028."),
    ("c11", "If a game ends in a draw, the tiebreak is an Armageddon game."),
    ("c12", "The Varholm club is older than the Sandvik club."),
    ("c13", "Karin Velde no longer coaches the national youth squad."),
], sid="bulletin")
D.src("bulletin-v9", "Northmark bulletin (2023)", [
    ("c2old", "The federation has 2,900 registered players."),
], sid="bulletin", status="superseded", observed="2023-03-01", published="2023-02-10", eff_from="2023-01-01", eff_to="2024-12-31")
D.src("clubs-v3", "Club directory", [("c14", "The Sandvik club's head coach is Emil Brask.")])
D.src("titles-v2", "Title register", [("c15", "Emil Brask holds the International Master title.")])
D.src("disc-v1", "Disciplinary register (arbiters only)", [("c16", "Player Jon Hale was suspended for six months in 2025.")], readers=["arbiter"])
D.src("ratings-v1", "Rating list, March", [("c17", "Lena Orvik's rating is 2541.")])
D.src("ratings-v2", "Player profile", [("c18", "Lena Orvik's rating is 2556.")])

pair("Who won the final round game of the 2025 championship?", ["Lena Orvik"],
     "Grandmaster Lena Orvik defeated Tomas Keel in the final round of the 2025 national championship.", [["c1"]],
     "Tomas Keel defeated Grandmaster Lena Orvik in the final round of the 2025 national championship [1].",
     "In the final round of the 2025 national championship, Tomas Keel was defeated by Grandmaster Lena Orvik [1].", ["c1"],
     "winner/loser swapped", "§3.4 another role")
pair("Who won the final round game of the 2025 championship?", ["Lena Orvik"],
     "Grandmaster Lena Orvik defeated Tomas Keel in the final round of the 2025 national championship.", [["c1"]],
     "Grandmaster Lena Orvik lost to Tomas Keel in the final round of the 2025 national championship [1].",
     "Grandmaster Lena Orvik beat Tomas Keel in the final round of the 2025 national championship [1].", ["c1"],
     "opposite outcome (lost to)", "§3.4 another value", gnote="synonym beat/defeated")
pair("How many registered players does the federation have?", ["3,400", "3400", "3,400 registered players"], "The federation has 3,400 registered players.", [["c2"]],
     "The federation has 2,900 registered players [1].", "There are 3400 registered players in the federation [1].", ["c2old"],
     "old count from superseded bulletin", "§1; §4 (example D)", gcites=["c2"])
pair("What fee do junior members pay?", ["15 crowns"], "Junior members pay a reduced fee of 15 crowns per season.", [["c3"]],
     "Junior members pay a reduced fee of 15 crowns per month [1].",
     "A reduced fee of 15 crowns per season is paid by junior members [1].", ["c3"],
     "per month for per season", "§3.4 another value")
pair("Who may enter the Challengers section?", ["below 1600"], "Players rated below 1600 may enter the Challengers section.", [["c4"]],
     "Players rated above 1600 may enter the Challengers section [1].".replace("above 1600", "below 1800"),
     "The Challengers section may be entered by players rated below 1600 [1].", ["c4"],
     "threshold 1800 for 1600", "§3.4 another value")
pair("Who may enter the Challengers section?", ["below 1600"], "Players rated below 1600 may enter the Challengers section.", [["c4"]],
     "Players rated below 1600 must enter the Challengers section [1].",
     "Players with a rating below 1600 may enter the Challengers section [1].", ["c4"],
     "must for may", "§3.4 modality")
pair("What time control applies to rated games?", ["90-minute time control"], "All rated games must be played with a 90-minute time control plus a 30-second increment.", [["c5"]],
     "Some rated games are played with a 90-minute time control plus a 30-second increment [1].",
     "Every rated game must be played with a 90-minute time control plus a 30-second increment [1].", ["c5"],
     "'some ... are played' for 'all ... must be played': a weaker claim; DESIGN does not say whether it is within the boundary", "§3.7 unclear", corr=None, unclear_probe=True)
pair("What has the arbiters' council done about smartwatches?", ["smartwatches"], "The arbiters' council has proposed banning smartwatches in the playing hall.", [["c6"]],
     "Smartwatches are banned in the playing hall [1].",
     "Banning smartwatches in the playing hall has been proposed by the arbiters' council [1].", ["c6"],
     "proposal stated as an enacted ban", "§3.4 modality", corr=None)
pair("When is the rating list published?", ["first Monday of each month"], "The federation's rating list is published on the first Monday of each month.", [["c7"]],
     "The federation's rating list is published on the first Friday of each month [1].",
     "On the first Monday of each month the federation publishes its rating list [1].", ["c7"],
     "Friday for Monday", "§3.4 another value")
pair("How many regional clubs have their own coaching programme?", ["Three of the eleven", "three"], "Three of the eleven regional clubs have their own coaching programme.", [["c8"]],
     "All eleven regional clubs have their own coaching programme [1].",
     "Three of the federation's eleven regional clubs run their own coaching programme [1].".replace("run", "have"), ["c8"],
     "some -> all", "§3.4/§3.7 quantifier")
pair("Where and when is the 2026 championship?", ["Varholm"], "The 2026 championship will be held in Varholm from 4 to 12 July.", [["c9"]],
     "The 2026 championship will be held in Varholm on 12 July [1].",
     "The 2026 championship will be held in Varholm from 4 July to 12 July [1].", ["c9"],
     "range end given as the date", "§3.4 another value", corr=None)
pair("What did the president say about the school programme?", ["double its school programme"], "President Ida Sund said the federation would double its school programme by 2028.", [["c10"]],
     "The federation has doubled its school programme [1].",
     "According to President Ida Sund, the federation would double its school programme by 2028 [1].", ["c10"],
     "attributed intention stated as done fact", "§3.4 modality; §3.7", corr=None)
pair("How is a drawn game decided?", ["Armageddon game"], "If a game ends in a draw, the tiebreak is an Armageddon game.", [["c11"]],
     "Every game has an Armageddon tiebreak [1].",
     "The tiebreak is an Armageddon game if a game ends in a draw [1].", ["c11"],
     "condition dropped, universal added", "§3.7 boundary", corr=None)
pair("Which club is older, Varholm or Sandvik?", ["Varholm"], "The Varholm club is older than the Sandvik club.", [["c12"]],
     "The Sandvik club is older than the Varholm club [1].",
     "The Sandvik club is younger than the Varholm club [1].", ["c12"],
     "comparison reversed", "§3.4", gnote="converse comparison", unclear_twin=False)
pair("Does Karin Velde coach the national youth squad?", ["Karin Velde"], "Karin Velde no longer coaches the national youth squad.", [["c13"]],
     "Karin Velde coaches the national youth squad [1].",
     "Karin Velde has stopped coaching the national youth squad [1].", ["c13"],
     "'no longer' dropped", "§3.4 negation", gnote="paraphrase 'has stopped'")
Q = "What title does the Sandvik club's head coach hold?"
C = "The Sandvik club's head coach holds the International Master title."
R = [["c14", "c15"]]
a = D.case(Q, ["International Master"], C, R, "The Sandvik club's head coach holds the International Master title [1].", ["c15"],
           "revise_citations", True, "missing hop c14", "§3.6", kind="hop")
D.case(Q, ["International Master"], C, R, "The Sandvik club's head coach is Emil Brask [1]. The Sandvik club's head coach holds the International Master title [2].",
       ["c14", "c15"], "accept", True, "twin: answer scope", "§3.6 answer scope", target="title", twin=a, kind="twin")
Q = "Was Jon Hale suspended?"
C = "Player Jon Hale was suspended for six months in 2025."
a = D.case(Q, ["six months"], C, [["c16"]], "Player Jon Hale was suspended for six months in 2025 [1].", ["c16"], "reject", None,
           "arbiters-only register used for a 'member' reader", "§3.0; §4", reader="member")
D.case(Q, ["six months"], C, [["c16"]], "The provided sources do not specify this.", [], "abstain", None,
       "member reader: abstains", "§3.0; §4 abstain", reader="member", abstained=True, twin=a, kind="twin")
D.case(Q, ["six months", "6 months"], C, [["c16"]], "Jon Hale was suspended for 6 months in 2025 [1].", ["c16"], "accept", True,
       "twin: arbiter reader, digit form", "§1; §4", reader="arbiter", twin=a, kind="twin")
Q = "What is Lena Orvik's rating?"
C = "The March rating list gives Lena Orvik 2541 and her player profile gives 2556."
a = D.case(Q, ["2541", "2556"], C, [["c17", "c18"]], "Lena Orvik's rating is 2556 [1].", ["c18"], "revise_citations", None,
           "conflict hidden", "§3.9", behavior="mention_conflict")
D.case(Q, ["2541", "2556"], C, [["c17", "c18"]], "The March rating list gives Lena Orvik a rating of 2541, while her player profile gives 2556 [1][2].",
       ["c17", "c18"], "accept", None, "twin: both sides", "§3.9", behavior="mention_conflict", twin=a, kind="twin")
a = D.case("How many registered players does the federation have?", ["3,400"], "The federation has 3,400 registered players.", [["c2"]],
           "The federation has 3,400 registered players [1].", ["c2"], "revise_citations|reject", True,
           "quote drops a digit ('340 registered players')", "§3.2", quotes={0: "340 registered players"})
D.case("How many registered players does the federation have?", ["3,400"], "The federation has 3,400 registered players.", [["c2"]],
       "The federation has 3,400 registered players [1].", ["c2"], "accept", True, "twin: faithful quote", "§3.2",
       quotes={0: "has 3,400 registered players"}, twin=a, kind="twin")
