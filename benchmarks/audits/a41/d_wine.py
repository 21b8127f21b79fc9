from gen_lib import Domain, make_pair
D = Domain("wine")
pair = make_pair(D)
D.src("results-v2", "Castellane & Rowe auction results, March 2026", [
    ("w1", "Lot 44, a case of 1990 Chateau Marlac, sold for 9,800 pounds."),
    ("w2", "Lot 44 was estimated at 7,000 to 9,000 pounds."),
    ("w3", "The buyer's premium is 22 percent of the hammer price."),
    ("w4", "Collector Ines Morrow sold lot 51 to the Drayton Club."),
    ("w5", "Lot 60 was withdrawn before the sale."),
    ("w6", "Bids may be placed by telephone only for lots above 5,000 pounds."),
    ("w7", "The catalogue describes lot 72 as ex-cellar, but the house has not verified this."),
    ("w8", "Lot 80 failed to reach its reserve and remained unsold."),
    ("w9", "The March sale totalled 1.4 million pounds, its highest since 2019."),
    ("w10", "Buyers must collect their wine within 30 days of the sale."),
    ("w11", "Lot 90 sold for more than lot 91."),
], sid="results")
D.src("results-v1", "Auction results (preliminary)", [
    ("w1old", "Lot 44, a case of 1990 Chateau Marlac, sold for 8,900 pounds."),
], sid="results", status="invalidated", observed="2026-03-20", published="2026-03-19")
D.src("consign-v1", "Consignment register", [("w12", "Lot 33 was consigned by the Felsted estate.")])
D.src("estate-v1", "Estate file", [("w13", "The Felsted estate is administered by solicitor Ruth Amis.")])
D.src("buyers-v1", "Buyer register (staff only)", [("w14", "Lot 12 was bought by bidder 4471, a Hong Kong collector.")], readers=["staff"])
D.src("press-v2", "Press release", [("w15", "The top lot of the March sale was lot 44.")])
D.src("blog-v1", "Auction house blog", [("w16", "The top lot of the March sale was lot 90.")])

pair("What did lot 44 sell for?", ["9,800 pounds", "£9,800"], "Lot 44, a case of 1990 Chateau Marlac, sold for 9,800 pounds.", [["w1"]],
     "Lot 44, a case of 1990 Chateau Marlac, sold for 9,000 pounds [1].",
     "A case of 1990 Chateau Marlac, lot 44, sold for £9,800 [1].", ["w1"],
     "9,000 (estimate top) for 9,800", "§3.4 another value")
pair("What did lot 44 sell for?", ["9,800 pounds"], "Lot 44, a case of 1990 Chateau Marlac, sold for 9,800 pounds.", [["w1"]],
     "Lot 44, a case of 1990 Chateau Marlac, sold for 8,900 pounds [1].",
     "Lot 44, a case of 1990 Chateau Marlac, sold for 9,800 pounds [1].", ["w1old"],
     "figure from an invalidated preliminary list", "§1 admissible (invalidated); §4", gcites=["w1"])
pair("What was lot 44's estimate?", ["7,000 to 9,000 pounds"], "Lot 44 was estimated at 7,000 to 9,000 pounds.", [["w2"]],
     "Lot 44 was estimated at 9,000 pounds [1].",
     "Lot 44 carried an estimate of 7,000 to 9,000 pounds [1].".replace("carried an estimate of", "was estimated at"), ["w2"],
     "range end as the value", "§3.4 another value", corr=None)
pair("What is the buyer's premium?", ["22 percent", "22%"], "The buyer's premium is 22 percent of the hammer price.", [["w3"]],
     "The buyer's premium is 22 percent of the reserve price [1].",
     "The buyer's premium is 22% of the hammer price [1].", ["w3"],
     "reserve price for hammer price", "§3.4 another entity")
pair("Who sold lot 51 to whom?", ["Ines Morrow"], "Collector Ines Morrow sold lot 51 to the Drayton Club.", [["w4"]],
     "The Drayton Club sold lot 51 to collector Ines Morrow [1].",
     "Lot 51 was sold by collector Ines Morrow to the Drayton Club [1].", ["w4"],
     "seller/buyer swapped", "§3.4 role")
pair("What happened to lot 60?", ["withdrawn"], "Lot 60 was withdrawn before the sale.", [["w5"]],
     "Lot 60 was withdrawn after the sale [1].",
     "Before the sale, lot 60 was withdrawn [1].", ["w5"],
     "after for before", "§3.4 order")
pair("Which lots can be bid on by telephone?", ["above 5,000 pounds"], "Bids may be placed by telephone only for lots above 5,000 pounds.", [["w6"]],
     "Bids may be placed by telephone for any lot [1].",
     "Telephone bids may be placed only for lots above 5,000 pounds [1].", ["w6"],
     "'only above 5,000' widened to any lot", "§3.4/§3.7 scope", corr=None)
pair("What does the catalogue say about lot 72?", ["ex-cellar"], "The catalogue describes lot 72 as ex-cellar, but the house has not verified this.", [["w7"]],
     "Lot 72 is ex-cellar [1].",
     "The catalogue describes lot 72 as ex-cellar, which the house has not verified [1].", ["w7"],
     "unverified catalogue description stated as fact", "§3.7 attribution", corr=None)
pair("Did lot 80 sell?", ["unsold"], "Lot 80 failed to reach its reserve and remained unsold.", [["w8"]],
     "Lot 80 reached its reserve and sold [1].",
     "Lot 80 remained unsold because it failed to reach its reserve [1].", ["w8"],
     "'failed to' dropped", "§3.4 negation")
pair("What did the March sale total?", ["1.4 million pounds", "£1.4 million"], "The March sale totalled 1.4 million pounds, its highest since 2019.", [["w9"]],
     "The March sale totalled 14 million pounds, its highest since 2019 [1].",
     "The March sale totalled 1,400,000 pounds, its highest since 2019 [1].", ["w9"],
     "14 million for 1.4 million", "§3.4 another value", gnote="number written out (answer list lacks it)", unclear_twin=True)
pair("When must buyers collect their wine?", ["within 30 days"], "Buyers must collect their wine within 30 days of the sale.", [["w10"]],
     "Buyers may collect their wine within 30 days of the sale [1].",
     "Buyers must collect their wine within thirty days of the sale [1].", ["w10"],
     "may for must", "§3.4 modality", gnote="number in words (answer list lacks it)", unclear_twin=True)
pair("Which sold for more, lot 90 or lot 91?", ["lot 90"], "Lot 90 sold for more than lot 91.", [["w11"]],
     "Lot 91 sold for more than lot 90 [1].",
     "Lot 91 sold for less than lot 90 [1].", ["w11"],
     "comparison swapped", "§3.4", gnote="converse comparison")
Q = "Who administers the estate that consigned lot 33?"
C = "The estate that consigned lot 33 is administered by solicitor Ruth Amis."
R = [["w12", "w13"]]
a = D.case(Q, ["Ruth Amis"], C, R, "The estate that consigned lot 33 is administered by solicitor Ruth Amis [1].", ["w13"],
           "revise_citations", True, "missing hop w12", "§3.6", kind="hop")
D.case(Q, ["Ruth Amis"], C, R, "Lot 33 was consigned by the Felsted estate [1]. The estate that consigned lot 33 is administered by solicitor Ruth Amis [2].",
       ["w12", "w13"], "accept", True, "twin: answer scope", "§3.6", target="administered", twin=a, kind="twin")
D.case(Q, ["Ruth Amis"], C, R, "The estate that consigned lot 33 is administered by solicitor Ruth Amis [1][2].", ["w12", "w13"],
       "accept", True, "twin: claim scope", "§3.6", twin=a, kind="twin")
Q = "Who bought lot 12?"
C = "Lot 12 was bought by bidder 4471, a Hong Kong collector."
a = D.case(Q, ["bidder 4471"], C, [["w14"]], "Lot 12 was bought by bidder 4471, a Hong Kong collector [1].", ["w14"], "reject", None,
           "staff-only register for a 'client' reader", "§3.0; §4", reader="client")
D.case(Q, ["bidder 4471"], C, [["w14"]], "Lot 12 was bought by bidder 4471, a Hong Kong collector [1].", ["w14"], "accept", True,
       "twin: staff reader", "§1", reader="staff", twin=a, kind="twin")
Q = "What was the top lot of the March sale?"
C = "The press release names lot 44 as the top lot of the March sale and the blog names lot 90."
a = D.case(Q, ["lot 44", "lot 90"], C, [["w15", "w16"]], "The top lot of the March sale was lot 44 [1].", ["w15"], "revise_citations", None,
           "conflict hidden", "§3.9", behavior="mention_conflict")
D.case(Q, ["lot 44", "lot 90"], C, [["w15", "w16"]], "The press release says the top lot of the March sale was lot 44, while the blog says lot 90 [1][2].",
       ["w15", "w16"], "accept", None, "twin: both sides", "§3.9", behavior="mention_conflict", twin=a, kind="twin")
D.src("fees-v1", "Seller terms", [("w17", "Sellers pay a commission of 10 percent."),
                                 ("w18", "Sellers pay an insurance charge of 1.5 percent.")])
Q = "What do sellers pay?"
C = "Sellers pay a commission of 10 percent and an insurance charge of 1.5 percent."
a = D.case(Q, ["10 percent"], C, [["w17", "w18"]], "Sellers pay a commission of 10 percent and an insurance charge of 1.5 percent [1].", ["w17"],
           "revise_citations", True, "insurance half rests on an uncited sentence", "§3.6/§3.7 joint support")
D.case(Q, ["10 percent"], C, [["w17", "w18"]], "Sellers pay a commission of 10 percent and an insurance charge of 1.5 percent [1][2].", ["w17", "w18"],
       "accept", True, "twin: both halves cited", "§3.7", twin=a, kind="twin")
a = D.case(Q, ["10 percent"], C, [["w17", "w18"]], "Sellers pay a commission of 1.5 percent and an insurance charge of 10 percent [1][2].", ["w17", "w18"],
           "reject", False, "values exchanged between the two halves", "§3.4 another value")
Q = "Who sold lot 51 to whom?"
C = "Collector Ines Morrow sold lot 51 to the Drayton Club."
pair(Q, ["Ines Morrow"], C, [["w4"]], "Collector Ines Morrow sold lot 51 to the Drayton Society [1].",
     "Collector Ines Morrow sold lot 51 to the Drayton Club [1].", ["w4"],
     "wrong buyer with the right name shape", "§3.4 another entity")
