"""What a judge sees: the route's inference assumptions and the passages' source metadata (issue 9.3)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from citeset.judges import JudgeRequest, Label, Passage, RulesJudge, load_judge
from citeset.judges._llm_prompt import messages_for, nonce_for

POLICY = Passage(span_id="policy#1", text="Customers may return items within 30 days.")
PLAIN = JudgeRequest(claim="The returns window is 30 days.", evidence=(POLICY,))


def test_request_key_is_unchanged_without_assumptions_or_metadata() -> None:
    # The key of a plain request was fixed before assumptions and metadata existed: cached labels stay valid.
    assert PLAIN.key == "29a5334180148d968cca04b8357731e61cb16dac3f83591fa474c92b08b05656"


def test_assumptions_and_metadata_are_part_of_the_request_key() -> None:
    with_rule = PLAIN.model_copy(update={"inference": ("Join on record id R17",)})
    titled = PLAIN.model_copy(update={"evidence": (POLICY.model_copy(update={"title": "Returns policy"}),)})
    dated = PLAIN.model_copy(
        update={"evidence": (POLICY.model_copy(update={"effective_from": datetime(2024, 1, 1, tzinfo=UTC)}),)}
    )
    keys = {PLAIN.key, with_rule.key, titled.key, dated.key}
    assert len(keys) == 4


def test_llm_prompt_states_assumptions_and_source_metadata() -> None:
    request = JudgeRequest(
        claim="Entity R holds the rights to Cedar.",
        evidence=(
            Passage(
                span_id="ledger#4",
                text="Entity R holds the rights to R17.",
                title='Rights ledger "2024"',
                effective_from=datetime(2024, 1, 1, tzinfo=UTC),
            ),
        ),
        inference=("Join on record id R17", "Cedar and R17 name the same record."),
    )
    system, user = (m["content"] for m in messages_for(request))
    nonce = nonce_for(request)
    assert "ASSUMPTIONS" in system and "not evidence by themselves" in system
    assert f"<<<ASSUMPTIONS nonce={nonce}>>>\n- Join on record id R17.\n- Cedar and R17 name" in user
    assert 'title="Rights ledger \\"2024\\"" effective=2024-01-01..open' in user
    plain_user = messages_for(PLAIN)[1]["content"]
    assert "ASSUMPTIONS" not in plain_user and "title=" not in plain_user and "effective=" not in plain_user


async def test_nli_reads_assumptions_as_one_more_premise_sentence(tmp_path: Path) -> None:
    pytest.importorskip("onnx")
    from citeset.judges._testing import build_tiny_nli

    judge = load_judge(f"nli:{build_tiny_nli(tmp_path / 'three')}")
    hop = Passage(span_id="s0", text="hopa holds")
    # The tiny model entails "claim" only when both hops are in its premise.
    alone, assumed = await judge.judge(
        [
            JudgeRequest(claim="claim", evidence=(hop,)),
            JudgeRequest(claim="claim", evidence=(hop,), inference=("hopb maps",)),
        ]
    )
    assert alone.label is Label.INSUFFICIENT
    assert assumed.label is Label.ENTAILED


async def test_two_hop_join_is_entailed_only_when_the_mapping_span_is_present() -> None:
    judge = RulesJudge()
    rights = Passage(span_id="ledger#4", text="Entity R holds the distribution rights to record R17.")
    mapping = Passage(span_id="catalog#2", text="The film Cedar is catalogued as record R17.")
    join = ("Join the catalogue and the rights ledger on record id.",)
    claim = "Entity R holds the distribution rights to the film Cedar."
    with_map, without = await judge.judge(
        [
            JudgeRequest(claim=claim, evidence=(rights, mapping), inference=join),
            JudgeRequest(claim=claim, evidence=(rights,), inference=join),
        ]
    )
    assert with_map.label is Label.ENTAILED
    assert without.label is Label.INSUFFICIENT  # an assumption is not evidence of the mapping
