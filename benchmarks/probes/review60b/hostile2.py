import sys
import time

from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

N=200_000
def rep(s): return (s*(N//len(s)+1))[:N]
cases = {
 "thought_run_claimwords": ("A burst tank was behind the collapse.", rep("a burst tank is thought to be behind the collapse and ")),
 "thought_run_turns": ("A burst tank was behind the collapse.", rep("a burst tank, and is thought to be behind the collapse ")),
 "appears_run": ("The fire started in the kitchen.", rep("the fire appears to have started in the kitchen and seems to ")),
 "intention_run": ("The society opened a tool library.", rep("the society announced its intention to open a tool library and ")),
 "recommended_run": ("The society sold the shed.", rep("the committee recommended that the society sell the shed and ")),
 "hopes_run_will": ("The cafe will open in March.", rep("the council would like the club to open the cafe in March and ")),
 "if_run_claim": ("The pitches pass inspection, so the final is played on grass.", rep("if the pitches pass inspection the final is played on grass and ")),
 "if_commas": ("The pitches pass inspection.", rep("if the pitches pass inspection, ")),
 "provided_run": ("Vegetables were served at the supper.", rep("farms provided the vegetables served at the supper and ")),
 "dates_one_sentence": ("The show was held on 3 May 2024.", "On 1 May 2024 the club announced that the show " + rep("will take place on 3 May 2024 and was due on 4 May 2024 but postponed ")),
 "dates_announce_many": ("The show was held on 20 January 2024.", rep("News, 20 January 2024: the club confirmed that the show will take place on 18 May 2024, ")),
 "due_postponed_many": ("The match took place on 3 May 2024.", rep("The match, due on 3 May 2024, was postponed; ")),
 "offered_one_sentence": ("Tom is acting as treasurer.", rep("Tom offered to act as treasurer, ")),
 "asked_for_run": ("The council gave the society a grant.", rep("the society asked the council and the board and the fund for a grant ")),
 "survey_whether_run": ("Most residents in the survey wanted a park.", rep("the survey asks residents whether they want a park, whether ")),
 "talk_run": ("The clubs will merge.", rep("there has been talk that the clubs will merge and talk of ")),
 "talk_sentences_names": ("Ashby Rovers will merge with Kelby Town.", rep("There has been talk that Ashby Rovers will merge with Kelby Town. ")),
 "motion_run": ("Members voted to raise subs.", rep("the motion to raise subs will be put to members and a proposal that members ")),
 "adopted_lookbehind": ("The council raised the charge.", rep("a proposal to raise the charge has not yet been approved and ")),
 "trial_run": ("The bus lane has been made permanent.", rep("a trial of the bus lane and a pilot of the bus lane ")),
 "spaces_mid": ("The society sold the shed.", "The committee recommended that" + " "*199_000 + "the society sell the shed."),
 "no_space_run": ("The cafe will open.", "hopesto" * 28000),
}
j = RulesJudge()
for k in (sys.argv[1:] or cases):
    c,p = cases[k]
    t=time.process_time()
    try:
        lab=j.label(c,[Passage(span_id="e0",text=p)]).label.value
    except Exception as e:
        lab="EXC "+type(e).__name__+str(e)[:80]
    print(k, round(time.process_time()-t,2), lab, flush=True)
