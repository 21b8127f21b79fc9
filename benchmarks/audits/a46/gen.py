#!/usr/bin/env python3
"""Generate the audit46 suites, runs, expected.json and NOTES.md (reproducible, no randomness)."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import Domain, S, I, ABS

ROOT = os.path.dirname(os.path.abspath(__file__))

from gen_common import *
from dom_planetarium import planetarium
from dom_skipatrol import skipatrol
from dom_firebrigade import firebrigade
from dom_ceramics import ceramics


def vineyard():
    d = Domain("vineyard", "VIN")
    d.src("hb-2026", "handbook", "Alcova Valley Growers' Cooperative: member handbook 2026", [
        ("h1", "Each member estate delivers its grapes to the Tessel pressing hall."),
        ("h2", "The Tessel pressing hall processes up to 180 tonnes of grapes per day during harvest."),
        ("h3", "Members may borrow the cooperative's mechanical harvester for two days per season."),
        ("h4", "Members must record every spray application in the field log within 48 hours."),
        ("h5", "If rainfall exceeds 20 millimetres in a day, picking is suspended."),
        ("h6", "The quality panel tastes samples from the fermentation tanks twice a week."),
        ("h7", "Most member estates sell their entire crop through the cooperative."),
    ])
    d.src("min-2026-06", "board-minutes", "Board minutes, June 2026", [
        ("b1", "Rosa Inacio chairs the board, and Duarte Prates serves as its secretary."),
        ("b2", "Tomas Berlanga stepped down as treasurer in March 2024 and now manages the bottling line."),
        ("b3", "The board approved a plan to build a second fermentation cellar."),
        ("b4", "The board believes the 2025 vintage will be the strongest in a decade."),
        ("b5", "The cooperative has employed an oenologist since 2019."),
        ("b6", "The cooperative stopped selling bulk wine to supermarkets in 2022."),
        ("b8", "The cellar renovation was financed by a loan from Banco Serra."),
    ], published="2026-06-30", observed="2026-07-05")
    d.src("estates-2026", "estate-register", "Register of member estates", [
        ("e1", "Marta Lobo runs Quinta do Freixo."),
        ("e2", "Quinta do Freixo grows Touriga Nacional on the Cabeco slope."),
        ("e3", "Jorge Pinto runs Quinta da Ribeira."),
        ("e4", "Quinta da Ribeira grows Arinto on the river terraces."),
    ])
    d.src("harvest-2025", "harvest-report", "Harvest report 2025", [
        ("r1", "The 2025 harvest totalled 2,400 tonnes."),
        ("r2", "The Cabeco slope is steeper than the river terraces."),
        ("r3", "Picking on the river terraces began on 28 August 2025."),
        ("r4", "The red grapes were harvested by hand."),
    ], published="2025-12-01", observed="2026-01-10", eff_from="2025-01-01")
    d.src("fees-2025", "fee-schedule", "Fee schedule 2025", [
        ("fo1", "The annual membership fee is 240 euros."),
        ("fo2", "Deliveries are accepted at the weighbridge from 7 am."),
    ], published="2024-12-01", observed="2025-01-05", eff_from="2025-01-01", eff_to="2025-12-31",
       status="superseded")
    d.src("fees-2026", "fee-schedule", "Fee schedule 2026", [
        ("fc1", "The annual membership fee is 260 euros."),
        ("fc2", "Deliveries are accepted at the weighbridge from 7 am."),
    ], published="2025-12-01", observed="2026-01-05", eff_from="2026-01-01", eff_to="2026-12-31")
    d.src("fees-2027", "fee-schedule", "Fee schedule 2027", [
        ("fn1", "The annual membership fee is 290 euros."),
    ], published="2026-10-01", observed="2026-10-10", eff_from="2027-01-01")
    d.src("ledger-2026", "finance-ledger", "Finance ledger (board only)", [
        ("l1", "The credit line with Banco Serra is capped at 1.5 million euros."),
        ("l2", "The cellar renovation loan was arranged with Banco Serra."),
    ], readers=["board"])
    d.src("web-2026", "website", "Visit us", [
        ("w1", "Guided cellar tours start at 10:30 on Saturdays."),
    ])
    d.src("leaflet-2026", "leaflet", "Visitor leaflet", [
        ("lf1", "Guided cellar tours start at 11:00 on Saturdays."),
    ])

    F = d.fact
    F("press", "How much can the Tessel pressing hall process per day during harvest?",
      "The Tessel pressing hall processes up to 180 tonnes of grapes per day during harvest.", ["180"], [["h2"]])
    F("borrow", "How long may members borrow the mechanical harvester?",
      "Members may borrow the cooperative's mechanical harvester for two days per season.", ["two days", "2 days"], [["h3"]])
    F("spray", "Within what time must spray applications be recorded?",
      "Members must record every spray application in the field log within 48 hours.", ["48 hours", "two days"], [["h4"]])
    F("rain", "What happens to picking on very wet days?",
      "If rainfall exceeds 20 millimetres in a day, picking is suspended.", ["suspended"], [["h5"]])
    F("panel", "How often does the quality panel taste tank samples?",
      "The quality panel tastes samples from the fermentation tanks twice a week.", ["twice a week", "twice weekly"], [["h6"]])
    F("crop", "How do most member estates sell their crop?",
      "Most member estates sell their entire crop through the cooperative.", ["through the cooperative"], [["h7"]])
    F("chair", "Who chairs the cooperative's board?", "Rosa Inacio chairs the cooperative's board.", ["Rosa Inacio"], [["b1"]])
    F("bottling", "What does Tomas Berlanga do now?", "Tomas Berlanga manages the bottling line.", ["bottling line"], [["b2"]])
    F("cellar", "What did the board approve about a second cellar?",
      "The board approved a plan to build a second fermentation cellar.", ["second fermentation cellar"], [["b3"]])
    F("vintage", "What does the board think of the 2025 vintage?",
      "The board believes the 2025 vintage will be the strongest in a decade.", ["strongest in a decade", "strongest in ten years"], [["b4"]])
    F("oeno", "Whom has the cooperative employed since 2019?",
      "The cooperative has employed an oenologist since 2019.", ["oenologist"], [["b5"]])
    F("bulk", "What did the cooperative stop selling to supermarkets in 2022?",
      "The cooperative stopped selling bulk wine to supermarkets in 2022.", ["bulk wine"], [["b6"]])
    F("touriga", "What does the estate run by Marta Lobo grow on the Cabeco slope?",
      "The estate run by Marta Lobo grows Touriga Nacional on the Cabeco slope.", ["Touriga Nacional"], [["e1", "e2"]])
    F("steep", "Which is steeper, the Cabeco slope or the river terraces?",
      "The Cabeco slope is steeper than the river terraces.", ["Cabeco slope"], [["r2"]])
    F("pickdate", "When did picking begin on the river terraces?",
      "Picking on the river terraces began on 28 August 2025.", ["28 August", "2025-08-28"], [["r3"]])
    F("hand", "How were the red grapes harvested?", "The red grapes were harvested by hand.", ["by hand", "manually"], [["r4"]])
    F("total", "How large was the 2025 harvest?", "The 2025 harvest totalled 2,400 tonnes.", ["2,400 tonnes", "2400 tonnes"], [["r1"]])
    F("fee", "What is the annual membership fee?", "The annual membership fee is 260 euros.", ["260 euros"], [["fc1"]], applies_at="2026-11-01")
    F("deliv", "From what time are deliveries accepted at the weighbridge?",
      "Deliveries are accepted at the weighbridge from 7 am.", ["7 am"], [["fc2"]], applies_at="2026-11-01")
    F("credit", "What is the cap on the Banco Serra credit line?",
      "The cooperative's credit line with Banco Serra is capped at 1.5 million euros.", ["1.5 million euros"], [["l1"]])
    F("loan", "Which bank provided the cellar renovation loan?",
      "The cellar renovation loan came from Banco Serra.", ["Banco Serra"], [["l2"], ["b8"]])
    F("tours", "When do Saturday cellar tours start?",
      "The website gives the Saturday cellar tour start as 10:30, while the visitor leaflet gives 11:00.",
      ["10:30", "11:00"], [["w1", "lf1"]])

    C = d.case
    C(1, "paraphrase-synonym", "press", S(("During harvest the Tessel pressing hall can process as much as 180 tonnes of grapes each day.", ["h2"])), "accept", True, OKP)
    C(2, "number-changed", "press", S(("During harvest the Tessel pressing hall can process as much as 1,180 tonnes of grapes each day.", ["h2"])), "reject", False, NUM + " (1,180 contains the string 180)")
    C(3, "extra-assertion", "press", S(("The Tessel pressing hall, built in 1998, processes up to 180 tonnes of grapes per day during harvest.", ["h2"])), "reject", None, BEYOND)
    C(4, "paraphrase-synonym", "borrow", S(("A member is permitted to borrow the cooperative's mechanical harvester for 2 days each season.", ["h3"])), "accept", True, OKP)
    C(5, "modality-may-must", "borrow", S(("Members must borrow the cooperative's mechanical harvester for two days per season.", ["h3"])), "reject", False, MOD)
    C(6, "frequency-changed", "borrow", S(("Members may borrow the cooperative's mechanical harvester for two days per month.", ["h3"])), "reject", False, NUM + " (per season -> per month)")
    C(7, "paraphrase-units", "spray", S(("Members are required to record each spray application in the field log within two days.", ["h4"])), "accept", True, OKP + " (48 hours written as two days)")
    C(8, "modality-must-may", "spray", S(("Members may record spray applications in the field log within 48 hours.", ["h4"])), "reject", False, MOD)
    C(9, "scope-quantifier", "spray", S(("Members must record some spray applications in the field log within 48 hours.", ["h4"])), "reject", None, SCOPE + " (every -> some)", unclear="'every' logically entails 'some'; DESIGN does not say whether a weaker quantifier is outside the boundary")
    C(10, "paraphrase-reorder", "rain", S(("Picking is suspended whenever more than 20 millimetres of rain falls in a day.", ["h5"])), "accept", True, OKP + " (exceeds = more than; clause reordered)")
    C(11, "condition-dropped", "rain", S(("Picking is suspended.", ["h5"])), "reject", None, BEYOND + " (condition 'if rainfall exceeds 20 mm' dropped)")
    C(12, "paraphrase-synonym", "panel", S(("Twice weekly, the quality panel tastes samples from the fermentation tanks.", ["h6"])), "accept", True, OKP)
    C(13, "frequency-changed", "panel", S(("The quality panel tastes samples from the fermentation tanks twice a day.", ["h6"])), "reject", False, NUM + " (twice a week -> twice a day)")
    C(14, "paraphrase-synonym", "crop", S(("The majority of member estates sell their whole crop through the cooperative.", ["h7"])), "accept", True, OKP)
    C(15, "scope-quantifier", "crop", S(("All member estates sell their entire crop through the cooperative.", ["h7"])), "reject", None, SCOPE + " (most -> all)")
    C(16, "paraphrase-passive", "chair", S(("The cooperative's board is chaired by Rosa Inacio.", ["b1"])), "accept", True, OKP)
    C(17, "role-swap", "chair", S(("Rosa Inacio serves as the secretary of the cooperative's board.", ["b1"])), "reject", None, ENT + " (chair -> secretary; Duarte Prates is secretary). correct left open: a different, compatible relation is not a contradiction under §3.4's literal test")
    C(18, "wrong-source", "chair", S(("The cooperative's board is chaired by Rosa Inacio.", ["r1"])), "revise_citations", True, WRONGSRC)
    C(19, "marker-ok", "chair", I("The cooperative's board is chaired by Rosa Inacio [1].", (1, "b1")), "accept", True, OK)
    C(20, "marker-unresolved", "chair", I("The cooperative's board is chaired by Rosa Inacio [2].", (1, "b1")), "revise_citations", True, MARK_BAD)
    C(21, "quote-faithful", "chair", S(("Rosa Inacio chairs the cooperative's board.", ["b1"], {"b1": "Rosa Inacio chairs the board"})), "accept", True, QUOTE_OK)
    C(22, "quote-unfaithful", "chair", S(("Rosa Inacio chairs the cooperative's board.", ["b1"], {"b1": "Rosa Inacio presides over the board"})), "revise_citations", True, QUOTE_BAD)
    C(23, "paraphrase-synonym", "bottling", S(("Tomas Berlanga now runs the cooperative's bottling line.", ["b2"])), "accept", True, OKP)
    C(24, "past-role-as-current", "bottling", S(("Tomas Berlanga, the cooperative's treasurer, manages the bottling line.", ["b2"])), "reject", None, BEYOND + " (treasurer role ended March 2024, stated as current)")
    C(25, "paraphrase-passive", "cellar", S(("A plan to build a second fermentation cellar was approved by the board.", ["b3"])), "accept", True, OKP)
    C(26, "plan-as-done", "cellar", S(("The cooperative has built a second fermentation cellar.", ["b3"])), "reject", False, MOD + " (approved plan stated as done)")
    C(27, "paraphrase-synonym", "vintage", S(("According to the board, the 2025 vintage will be the strongest in ten years.", ["b4"])), "accept", True, OKP)
    C(28, "view-as-fact", "vintage", S(("The 2025 vintage is the strongest in a decade.", ["b4"])), "reject", False, MOD + " (board's belief stated as fact)")
    C(29, "paraphrase-passive", "oeno", S(("An oenologist has been employed by the cooperative since 2019.", ["b5"])), "accept", True, OKP)
    C(30, "since-until", "oeno", S(("The cooperative employed an oenologist until 2019.", ["b5"])), "reject", False, TIME + " (since -> until)")
    C(31, "paraphrase-no-longer", "bulk", S(("Since 2022 the cooperative no longer sells bulk wine to supermarkets.", ["b6"])), "accept", True, OKP + " (stopped in 2022 = no longer since 2022)")
    C(32, "date-changed", "bulk", S(("The cooperative stopped selling bulk wine to supermarkets in 2020.", ["b6"])), "reject", False, TIME)
    C(33, "negation", "bulk", S(("The cooperative still sells bulk wine to supermarkets.", ["b6"])), "reject", False, NEG)
    C(34, "multihop-complete", "touriga", S(("The estate that Marta Lobo runs grows Touriga Nacional on the Cabeco slope.", ["e1", "e2"])), "accept", True, OK)
    C(35, "hop-missing", "touriga", S(("The estate that Marta Lobo runs grows Touriga Nacional on the Cabeco slope.", ["e2"])), "revise_citations", True, HOPMISS)
    C(36, "hop-wrong-person", "touriga", S(("The estate that Jorge Pinto runs grows Touriga Nacional on the Cabeco slope.", ["e3", "e2"])), "reject", False, HOPWRONG)
    C(37, "answer-scope", "touriga", I("Marta Lobo runs Quinta do Freixo [1]. Quinta do Freixo grows Touriga Nacional on the Cabeco slope [2].", (1, "e1"), (2, "e2")), "accept", True, ASCOPE)
    C(38, "answer-scope-uncited-hop", "touriga", I("Marta Lobo runs Quinta do Freixo. Quinta do Freixo grows Touriga Nacional on the Cabeco slope [1].", (1, "e2")), "revise_citations", None, ASCOPE_BAD, unclear="the cited 2nd sentence is linked by answer string and its span entails it: §3.7 'candidate new route -> escalate' vs hop statement vs incomplete citations; DESIGN does not settle which")
    C(39, "paraphrase-converse", "steep", S(("The river terraces are less steep than the Cabeco slope.", ["r2"])), "accept", True, OKP + " (converse comparison)")
    C(40, "comparative-turned", "steep", S(("The river terraces are steeper than the Cabeco slope.", ["r2"])), "reject", False, CMP)
    C(41, "paraphrase-date-format", "pickdate", S(("Picking started on the river terraces on 2025-08-28.", ["r3"])), "accept", True, OKP + " (ISO date)")
    C(42, "date-changed", "pickdate", S(("Picking on the river terraces began on 28 August 2024.", ["r3"])), "reject", False, TIME)
    C(43, "paraphrase-synonym", "hand", S(("The red grapes were picked manually.", ["r4"])), "accept", True, OKP)
    C(44, "cause-added", "hand", S(("The red grapes were harvested by hand because the slopes are too steep for machines.", ["r4"])), "reject", None, BEYOND + " (cause no source states)")
    C(45, "paraphrase-units", "total", S(("The 2025 harvest came to 2400 tonnes.", ["r1"])), "accept", True, OKP)
    C(46, "date-changed", "total", S(("The 2024 harvest totalled 2,400 tonnes.", ["r1"])), "reject", False, TIME + " (2025 -> 2024)")
    C(47, "over-abstention", "total", ABS, "reject", None, OVERABS)
    C(48, "version-current", "fee", S(("The annual membership fee is 260 euros.", ["fc1"])), "accept", True, OK)
    C(49, "version-superseded", "fee", S(("The annual membership fee is 240 euros.", ["fo1"])), "reject", False, SUPERSEDED_VAL)
    C(50, "version-not-yet-effective", "fee", S(("The annual membership fee is 290 euros.", ["fn1"])), "reject", False, FUTURE_VAL)
    C(51, "version-current", "deliv", S(("Deliveries are accepted at the weighbridge from 7 am.", ["fc2"])), "accept", True, OK)
    C(52, "version-superseded-same-text", "deliv", S(("Deliveries are accepted at the weighbridge from 7 am.", ["fo2"])), "revise_citations", True, SUPERSEDED_SAME)
    C(53, "blocked-abstain", "credit", ABS, "abstain", None, BLOCK_ABS)
    C(54, "blocked-answered", "credit", S(("The Banco Serra credit line is capped at 1.5 million euros.", ["l1"])), "reject", None, BLOCK_ANS)
    C(55, "blocked-privileged", "credit", S(("The Banco Serra credit line is capped at 1.5 million euros.", ["l1"])), "accept", True, BLOCK_PRIV, reader="board")
    C(56, "blocked-alt-route", "loan", S(("The cellar renovation loan came from Banco Serra.", ["l2"])), "revise_citations", True, BLOCK_ALT)
    C(57, "public-alt-route", "loan", S(("The cellar renovation loan came from Banco Serra.", ["b8"])), "accept", True, OK)
    C(58, "conflict-hidden", "tours", S(("Guided cellar tours start at 10:30 on Saturdays.", ["w1"])), "revise_citations", None, CONF_HIDE, behavior="mention_conflict")
    C(59, "conflict-mentioned", "tours", S(("The website says Saturday cellar tours start at 10:30, but the visitor leaflet says they start at 11:00.", ["w1", "lf1"])), "accept", True, CONF_OK, behavior="mention_conflict")
    C(60, "abstain-no-evidence", None, ABS, "abstain", None, ABS_OK, answerable=False, question="What does a bottle of the 2025 reserve cost?")
    C(61, "hallucinated-answer", None, S(("A bottle of the 2025 reserve costs 18 euros.", ["r1"], {}, None)), "reject", None, ABS_HALLU, answerable=False, question="What does a bottle of the 2025 reserve cost?")
    return d


DOMAINS = [vineyard, planetarium, skipatrol, firebrigade, ceramics]


def main():
    expected, notes = {}, []
    for mk in DOMAINS:
        d = mk()
        d.write(ROOT)
        expected.update(d.expected)
        notes.extend(d.notes)
    with open(os.path.join(ROOT, "expected.json"), "w") as fh:
        json.dump(expected, fh, indent=1, ensure_ascii=False)
    with open(os.path.join(ROOT, "NOTES.md"), "w") as fh:
        fh.write("# audit46 cases (id | family | right/wrong | what and DESIGN rule)\n\n")
        for n in notes:
            fh.write("- " + n + "\n")
    print(f"{len(expected)} cases in {len(DOMAINS)} domains")


if __name__ == "__main__":
    main()
