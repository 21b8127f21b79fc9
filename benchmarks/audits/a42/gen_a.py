from lib import Domain
NA = "reject|escalate"          # not accepted: unsupported/incorrect (judge may be undetermined)
ABST = "The provided sources do not specify this."

# ---------------- 1. mountain hut association ----------------
d = Domain("hut", "HUT")
d.src("hutreg-v2", [
 ("h1", "The Gravelcleft Hut sleeps 30 to 40 guests in its bunk rooms."),
 ("h2", "Ilse Brunner leads the mountain rescue team."),
 ("h4", "The Gravelcleft Hut lies in sector K4."),
 ("h5", "Sector K4 is maintained by the Ortler section."),
 ("h6", "Overnight stays cost 28 euros for senior members on weekdays."),
 ("h7", "The association said the Moraine path is safe for children."),
 ("h8", "The Felsnadel Hut operated a goods cable car until 2019."),
 ("h9", "A new solar array for the Felsnadel Hut has been proposed by the board."),
 ("h10", "Dogs are allowed in the winter room if they stay on a lead."),
 ("h11", "Marta Keller lends the association two radio sets."),
 ("h12", "The Felsnadel Hut lies higher than the Gravelcleft Hut."),
 ("h13", "Members may book a bunk up to 90 days in advance."),
 ("h14", "The drinking water at the Gravelcleft Hut is tested every week."),
 ("h15", "Jonas Pfeiffer joined the hut staff in 2021."),
 ("h16", "The Gravelcleft Hut is reached in 4 hours from Talboden."),
], observed="2025-03-01", eff_from="2025-01-01", title="Hut register 2025")
d.src("hutfees-v1", [("hf_old", "Overnight stays cost 24 euros for senior members on weekdays."),
                      ("hb_old", "Members may book a bunk up to 90 days in advance.")],
      status="superseded", observed="2022-02-01", eff_from="2020-01-01", eff_to="2025-01-01",
      title="Hut register 2020", source_id="hutreg")
d.src("hutguide-v1", [("g1", "The Gravelcleft Hut is reached in 3 hours from Talboden.")], observed="2025-04-01",
      title="Walkers guide")
d.src("hutkeys-v1", [("k1", "The winter room key safe code is changed every October.")], readers=["wardens"],
      observed="2025-02-01", title="Warden handbook")
d.src("hutlate-v1", [("l1", "The Felsnadel Hut will reopen on 1 July 2026.")], observed="2026-04-01",
      title="Spring bulletin")

d.pair("01", "The Gravelcleft Hut sleeps 30 to 40 guests.", ["30 to 40", "between thirty and forty"], "h1",
       "The Gravelcleft Hut sleeps 40 guests [@h1].", NA, False,
       "Between thirty and forty guests can sleep at the Gravelcleft Hut [@h1].", "§3.4",
       "range end (40) given as the value", "paraphrase, numbers in words")
d.pair("02", "Overnight stays cost 28 euros for senior members on weekdays.", "28 euros", "h6",
       "Overnight stays cost 28 euros for all members on weekdays [@h6].", NA, None,
       "On weekdays, senior members pay 28 euros for an overnight stay [@h6].", "§3.7 boundary",
       "modifier dropped: all members for senior members", "reordered paraphrase")
d.pair("03", "Overnight stays cost 28 euros for senior members on weekdays.", "28 euros", "h6",
       "Overnight stays cost 28 euros for senior members every day [@h6].", NA, None,
       "Senior members are charged 28 euros per overnight stay on weekdays [@h6].", "§3.7 boundary",
       "scope: every day for weekdays", "passive paraphrase")
d.pair("04", "The association said the Moraine path is safe for children.", "safe", "h7",
       "The Moraine path is safe for children [@h7].", NA, None,
       "According to the association, the Moraine path is safe for children [@h7].", "§3.7 boundary",
       "attribution dropped", "according to X for X said")
d.pair("05", "The Felsnadel Hut operated a goods cable car until 2019.", "2019", "h8",
       "The Felsnadel Hut still operates a goods cable car [@h8].", NA, False,
       "Until 2019, a goods cable car was operated by the Felsnadel Hut [@h8].", "§3.4",
       "ended state stated as current", "passive, reordered")
d.pair("06", "A new solar array for the Felsnadel Hut has been proposed by the board.", "proposed", "h9",
       "The board has approved a new solar array for the Felsnadel Hut [@h9].", NA, False,
       "The board has proposed a new solar array for the Felsnadel Hut [@h9].", "§3.4",
       "proposed stated as approved", "active voice")
d.pair("07", "Dogs are allowed in the winter room if they stay on a lead.", "on a lead", "h10",
       "Dogs are allowed in the winter room [@h10].", NA, None,
       "Dogs may enter the winter room provided they stay on a lead [@h10].", "§3.7 boundary",
       "condition dropped (also no answer string)", "synonym 'provided'")
d.pair("08", "Marta Keller lends the association two radio sets.", "Marta Keller", "h11",
       "The association lends Marta Keller two radio sets [@h11].", NA, False,
       "Two radio sets are lent to the association by Marta Keller [@h11].", "§3.4",
       "lender/borrower swapped", "passive voice")
d.pair("09", "The Felsnadel Hut lies higher than the Gravelcleft Hut.", "higher", "h12",
       "The Gravelcleft Hut lies higher than the Felsnadel Hut [@h12].", NA, False,
       "The Gravelcleft Hut lies lower than the Felsnadel Hut [@h12].", "§3.4",
       "comparison sides swapped", "converse comparison (lower) - same fact", rexp="UNCLEAR")
d.pair("10", "Members may book a bunk up to 90 days in advance.", ["90 days", "ninety days"], "h13",
       "Members must book a bunk 90 days in advance [@h13].", NA, False,
       "Members are able to book a bunk up to ninety days ahead [@h13].", "§3.4",
       "modality may->must", "paraphrase, number in words")
d.pair("11", "The drinking water at the Gravelcleft Hut is tested every week.", "every week", "h14",
       "The drinking water at the Gravelcleft Hut is no longer tested every week [@h14].", NA, False,
       "Every week, the drinking water at the Gravelcleft Hut is tested [@h14].", "§3.4",
       "'no longer' negation", "restatement")
d.pair("12", "Ilse Brunner leads the mountain rescue team.", "Ilse Brunner", "h2",
       "Jonas Pfeiffer joined the hut staff in 2021 [@h15]. He leads the mountain rescue team [@h2].", NA, None,
       "The mountain rescue team is led by Ilse Brunner [@h2].", "§3.4/§3.7",
       "coreference: 'He' = Jonas, not Ilse", "passive", popts={"pick": 1})
d.pair("13", "The Gravelcleft Hut is maintained by the Ortler section.", "Ortler section", "h4+h5",
       "The Ortler section maintains the Gravelcleft Hut [@h5].", "revise_citations", True,
       "The Ortler section maintains the Gravelcleft Hut [@h4][@h5].", "§3.6",
       "missing hop citation h4", "both hops cited")
d.pair("14", "The Gravelcleft Hut is maintained by the Ortler section.", "Ortler section", "h4+h5",
       "The Gravelcleft Hut is maintained by the Ortler section [@h4].", "revise_citations", True,
       "The Gravelcleft Hut lies in sector K4 [@h4]. The Ortler section maintains the Gravelcleft Hut [@h5].",
       "§3.6 answer scope", "only the first hop cited", "answer scope completes the route",
       ropts={"pick": 1})
d.pair("15", "Overnight stays cost 28 euros for senior members on weekdays.", "28 euros", "h6",
       "Overnight stays cost 24 euros for senior members on weekdays [@hf_old].", "reject", False,
       "Senior members pay 28 euros a night on weekdays [@h6].", "§1 admissible/§4",
       "superseded value cited from superseded version", "current version")
d.pair("16", "Members may book a bunk up to 90 days in advance.", "90 days", "h13",
       "Members may book a bunk up to 90 days in advance [@hb_old].", "revise_citations", True,
       "Members can reserve a bunk as much as 90 days in advance [@h13].", "§1/§4 revise_citations",
       "correct but cites only superseded version", "current version, synonym")
d.pair("17", "In 2022 overnight stays cost 24 euros for senior members on weekdays.", "24 euros", "hf_old",
       "In 2022 overnight stays cost 28 euros for senior members on weekdays [@h6].", "reject", False,
       "In 2022 overnight stays cost 24 euros for senior members on weekdays [@hf_old].", "§1 applies_at",
       "value from a version not effective at applies_at", "version effective in 2022 (superseded but in interval)",
       applies_at="2022-06-01")
d.pair("18", "The winter room key safe code is changed every October.", "every October", "k1",
       "The winter room key safe code is changed every October [@k1].", "reject", None,
       "The winter room key safe code is changed every October [@k1].", "§3.0 blocked",
       "answer rests on span blocked for public reader", "same answer for a warden reader",
       popts={"reader": "public"}, ropts={"reader": "wardens"})
d.pair("19", "The winter room key safe code is changed every October.", "every October", "k1",
       "The winter room key safe code is changed every October [@k1].", "reject", None,
       ABST, "§3.0/§4 abstain", "blocked for public reader: answered", "blocked: abstained",
       reader="public", rexp="abstain", ropts={"abstained": True, "pick": "omit"})
d.pair("20", "Members may book a bunk up to 90 days in advance.", "90 days", "h13",
       "Members may book a bunk up to 90 days in advance [@h13|up to 120 days in advance].",
       "revise_citations|reject", True,
       "Members may book a bunk up to 90 days in advance [@h13|up to 90 days in advance].", "§3.2",
       "unfaithful quote", "faithful quote")
d.pair("21", "The Gravelcleft Hut sleeps 30 to 40 guests.", "30 to 40", "h1",
       "The Gravelcleft Hut sleeps 30 to 40 guests [@!].", "revise_citations", True,
       "The Gravelcleft Hut sleeps 30 to 40 guests [@h1].", "§3.1",
       "only citation is an unresolvable marker", "resolvable marker")
d.pair("22", "The walkers guide says the Gravelcleft Hut is reached in 3 hours from Talboden, while the hut register says 4 hours.",
       "3 hours", "g1+h16",
       "The Gravelcleft Hut is reached in 3 hours from Talboden [@g1].", "revise_citations", None,
       "The walkers guide says the Gravelcleft Hut is reached in 3 hours from Talboden [@g1], while the hut register says 4 hours [@h16].",
       "§3.9 conflict", "conflict hidden: picks one side", "states both sides, cites both",
       behavior="mention_conflict")
d.pair("23", "The Felsnadel Hut will reopen on 1 July 2026.", "1 July 2026", "l1",
       "The Felsnadel Hut will reopen on 1 July 2026 [@l1].", "reject", None,
       "The Felsnadel Hut will reopen on 1 July 2026 [@l1].", "§1 cutoff",
       "cites a version observed after the cutoff", "same with later cutoff",
       popts={"cutoff": "2026-01-01"})
d.pair("24", "Members may book a bunk up to 90 days in advance.", "90 days", "h13",
       ABST, "reject", None, "Bunks can be booked by members up to 90 days in advance [@h13].", "§4 cards",
       "over-abstention on answerable case (omitted claim)", "answers", popts={"abstained": True, "pick": "omit"})
d.case("25f", "The hut register does not say who built the Gravelcleft Hut.", [], "",
       "The Gravelcleft Hut was built by the Ortler section [@h5].", "reject", None, "§4 reject",
       "unanswerable case: fabricated answer citing related span", answerable=False, pick=0)
d.case("25r", "The hut register does not say who built the Gravelcleft Hut.", [], "",
       ABST, "abstain", None, "§4 abstain", "unanswerable case, abstained", answerable=False, abstained=True, pick="omit")
