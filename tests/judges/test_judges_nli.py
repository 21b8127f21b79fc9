"""The nli judge on a tiny real ONNX model + tokenizers tokenizer, through a real onnxruntime session."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from citeset.judges import JudgeRequest, Label, Passage, load_judge
from citeset.judges._nli import NLIJudge, map_label_name
from citeset.judges._testing import build_tiny_nli

pytest.importorskip("onnx")


@pytest.fixture(scope="module")
def models(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("nli")
    return {
        "3way": build_tiny_nli(root / "three"),
        "2way": build_tiny_nli(root / "two", labels="2way"),
        "int8": build_tiny_nli(root / "int8", quantize=True),
    }


def req(claim: str, *texts: str) -> JudgeRequest:
    return JudgeRequest(
        claim=claim, evidence=tuple(Passage(span_id=f"s{i}", text=t) for i, t in enumerate(texts))
    )


FILLER = " ".join(["the city of paris"] * 5)  # 20 tokens


async def test_three_way_labels_are_mapped_through_config(models: dict[str, Path]) -> None:
    judge = load_judge(f"nli:{models['3way']}")
    out = await judge.judge(
        [
            req("paris is the capital", "the report confirms it"),
            req("paris is the capital", "the report denies it"),
            req("paris is the capital", "the report says it"),
        ]
    )
    assert [j.label for j in out] == [Label.ENTAILED, Label.CONTRADICTED, Label.INSUFFICIENT]
    assert (
        out[0].score is not None and out[0].score > 0.7 and out[1].score is not None and out[1].score < 0.01
    )
    assert judge.spec.params["labels"] == ["contradicted", "insufficient", "entailed"]
    assert judge.spec.thresholds == {"entailed": 0.5, "contradicted": 0.5}


async def test_two_way_model_never_says_contradicted(models: dict[str, Path]) -> None:
    judge = load_judge(f"nli:{models['2way']}")
    out = await judge.judge([req("c", "it confirms"), req("c", "it denies")])
    assert [j.label for j in out] == [Label.ENTAILED, Label.INSUFFICIENT]
    assert judge.spec.thresholds == {"entailed": 0.5}


async def test_joint_support_concatenates_passages_in_order(models: dict[str, Path]) -> None:
    judge = load_judge(f"nli:{models['3way']}")
    joint, single = await judge.judge([req("claim", "hopa holds", "hopb maps"), req("claim", "hopa holds")])
    assert joint.label is Label.ENTAILED
    assert single.label is Label.INSUFFICIENT


async def test_adjacent_hops_share_a_window_when_evidence_is_long(models: dict[str, Path]) -> None:
    judge = load_judge(f"nli:{models['3way']}")  # window 64 tokens: budget ~55 for evidence
    [j] = await judge.judge([req("claim", f"{FILLER} hopa", f"hopb {FILLER}", FILLER + " " + FILLER)])
    assert j.label is Label.ENTAILED
    assert "window 1/2 (passages 1-2)" in j.rationale


async def test_hops_split_across_windows_are_insufficient_and_say_so(models: dict[str, Path]) -> None:
    judge = load_judge(f"nli:{models['3way']}")
    [j] = await judge.judge([req("claim", "hopa", " ".join([FILLER] * 3), "hopb")])
    assert j.label is Label.INSUFFICIENT
    assert "multi-hop limit" in j.rationale and "3 windows" in j.rationale


async def test_a_passage_longer_than_the_window_is_cut_at_sentences(models: dict[str, Path]) -> None:
    judge = load_judge(f"nli:{models['3way']}")
    text = ". ".join([FILLER] * 6) + ". The report confirms it."
    [j] = await judge.judge([req("claim", text)])
    assert j.label is Label.ENTAILED and "(part)" in j.rationale


async def test_windows_that_conflict_escalate(models: dict[str, Path]) -> None:
    judge = load_judge(f"nli:{models['3way']}")
    [j] = await judge.judge(
        [req("claim", f"{FILLER} it confirms", FILLER + " " + FILLER, f"it denies {FILLER}")]
    )
    assert j.label is None and "conflicting evidence" in (j.error or "")


async def test_batches_are_sorted_by_length_and_bounded(models: dict[str, Path]) -> None:
    judge = NLIJudge.from_arg(f"{models['3way']},batch_size=4")
    requests = [
        req(f"claim {i}", " ".join(["paris"] * (i * 3)) + (" confirms" if i % 2 else ""))
        for i in range(1, 11)
    ]
    judge._load()
    shapes: list[tuple[int, int]] = []
    real_run = judge._session.run

    def spy(names: Any, feed: dict[str, Any]) -> Any:
        shapes.append(feed["input_ids"].shape)
        return real_run(names, feed)

    judge._session.run = spy
    batched = await judge.judge(requests)
    assert [s[0] for s in shapes] == [4, 4, 2]
    assert [s[1] for s in shapes] == sorted(s[1] for s in shapes)  # padding grows: sorted by length
    one_by_one = await NLIJudge.from_arg(f"{models['3way']},batch_size=1").judge(requests)
    assert [j.label for j in batched] == [j.label for j in one_by_one]
    assert [j.label for j in batched] == [
        Label.ENTAILED if i % 2 else Label.INSUFFICIENT for i in range(1, 11)
    ]


async def test_int8_quantised_model_gives_the_same_labels(models: dict[str, Path]) -> None:
    import onnx

    ops = {n.op_type for n in onnx.load(str(models["int8"] / "model.onnx")).graph.node}
    assert ops & {"MatMulInteger", "DynamicQuantizeLinear", "QLinearMatMul"}
    requests = [req("c", "it confirms"), req("c", "it denies"), req("c", "hopa", "hopb"), req("c", "paris")]
    q = await load_judge(f"nli:{models['int8']}").judge(requests)
    f = await load_judge(f"nli:{models['3way']}").judge(requests)
    assert [j.label for j in q] == [j.label for j in f]


async def test_missing_model_file_escalates_every_claim(
    tmp_path: Path, models: dict[str, Path], capsys: Any
) -> None:
    folder = tmp_path / "broken"
    shutil.copytree(models["3way"], folder)
    (folder / "model.onnx").unlink()
    judge = load_judge(f"nli:{folder}")  # no exception: the run goes on
    out = await judge.judge([req("a", "b"), req("c", "d")])
    assert all(j.label is None and "model file missing" in (j.error or "") for j in out)
    assert capsys.readouterr().err.count("model file missing") == 1


async def test_config_without_id2label_escalates(tmp_path: Path) -> None:
    folder = build_tiny_nli(tmp_path / "noid", id2label=False)
    [j] = await load_judge(f"nli:{folder}").judge([req("a", "b")])
    assert j.label is None and "has no id2label" in (j.error or "")


async def test_generic_label_names_need_a_label_map(tmp_path: Path) -> None:
    folder = build_tiny_nli(tmp_path / "generic", labels="2way")
    config = json.loads((folder / "config.json").read_text())
    config["id2label"] = {"0": "LABEL_0", "1": "LABEL_1"}
    (folder / "config.json").write_text(json.dumps(config))
    [j] = await load_judge(f"nli:{folder}").judge([req("c", "it confirms")])
    assert j.label is None and "citeset.json" in (j.error or "")
    (folder / "citeset.json").write_text(
        json.dumps({"label_map": {"LABEL_0": "insufficient", "LABEL_1": "entailed"}})
    )
    [j] = await load_judge(f"nli:{folder}").judge([req("c", "it confirms")])
    assert j.label is Label.ENTAILED


async def test_thresholds_are_in_the_spec_and_change_labels(models: dict[str, Path]) -> None:
    default = load_judge(f"nli:{models['3way']}")
    strict = load_judge(f"nli:{models['3way']},entailed=0.9")
    assert strict.spec.thresholds["entailed"] == 0.9 and strict.spec.key != default.spec.key
    [j] = await strict.judge([req("c", "it confirms")])
    assert j.label is Label.INSUFFICIENT


def test_a_re_exported_model_gets_a_new_spec_key(tmp_path: Path) -> None:
    a = build_tiny_nli(tmp_path / "m")
    key = load_judge(f"nli:{a}").spec.key
    build_tiny_nli(tmp_path / "m", extra_words=3)
    assert load_judge(f"nli:{a}").spec.key != key


async def test_hugging_face_id_goes_through_the_hub(
    models: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    import huggingface_hub

    calls: list[dict[str, Any]] = []

    def fake_download(repo_id: str, **kw: Any) -> str:
        calls.append({"repo_id": repo_id, **kw})
        if repo_id == "org/missing":
            raise OSError("offline")
        return str(models["3way"])

    monkeypatch.setattr(huggingface_hub, "snapshot_download", fake_download)
    [j] = await load_judge("nli:org/tiny-nli").judge([req("c", "it confirms")])
    assert j.label is Label.ENTAILED and calls[0]["local_files_only"] is True
    [j] = await load_judge("nli:org/missing").judge([req("c", "d")])
    # no network unless asked: a model missing from the local cache is not fetched without download=1
    assert j.label is None and "download=1" in (j.error or "")
    assert all(c.get("local_files_only") is True for c in calls)
    [j] = await load_judge("nli:org/missing,download=1").judge([req("c", "d")])
    assert j.label is None and "cannot download org/missing" in (j.error or "")
    assert calls[-1].get("local_files_only") is not True


async def test_empty_evidence_and_overlong_claims(models: dict[str, Path]) -> None:
    judge = load_judge(f"nli:{models['3way']}")
    empty, long = await judge.judge([req("c"), req(" ".join(["paris"] * 80), "it confirms")])
    assert empty.label is Label.INSUFFICIENT and "no evidence" in empty.rationale
    assert long.label is None and "too long for the model window" in (long.error or "")


@pytest.mark.parametrize(
    ("name", "label"),
    [
        ("ENTAILMENT", Label.ENTAILED),
        ("contradiction", Label.CONTRADICTED),
        ("neutral", Label.INSUFFICIENT),
        ("not_entailment", Label.INSUFFICIENT),
        ("supported", Label.ENTAILED),
        ("Unsupported", Label.INSUFFICIENT),
        ("LABEL_0", None),
    ],
)
def test_label_names(name: str, label: Label | None) -> None:
    assert map_label_name(name) is label


_BROKEN_FILES = [
    ("config.json", "[]"),
    ("config.json", '{"id2label": [], "model_type": "x"}'),
    ("config.json", '{"id2label": {"0": "contradiction", "1": "neutral", "2": "entailment"}, '
                    '"max_position_embeddings": "x"}'),
    ("config.json", '{"id2label": {"0": "contradiction", "1": "neutral", "2": "entailment"}, '
                    '"max_position_embeddings": -3}'),
    ("config.json", b'{"id2label": "\xff"}'),
    ("config.json", "[" * 100_000),
    ("citeset.json", "[]"),
    ("citeset.json", '{"label_map": []}'),
    ("citeset.json", '{"label_map": {"LABEL_0": 3}}'),
    ("citeset.json", '{"max_length": "abc"}'),
    ("citeset.json", '{"max_length": -5}'),
    ("citeset.json", '{"max_length": true}'),
    ("citeset.json", '{"thresholds": []}'),
    ("citeset.json", '{"thresholds": {"entailed": "nan"}}'),
    ("citeset.json", '{"thresholds": {"entailed": NaN}}'),
    ("citeset.json", '{"pair_order": "sideways"}'),
    ("citeset.json", '{"lable_map": {}}'),
]


@pytest.mark.parametrize(("name", "content"), _BROKEN_FILES)
async def test_a_malformed_model_config_escalates_naming_the_file(
    tmp_path: Path, models: dict[str, Path], capsys: Any, name: str, content: str | bytes
) -> None:
    """A model folder's JSON files are input (a folder downloaded from the Hub too): a wrong shape or value is
    the judge's one warning and every claim's escalation naming the file, never an internal error (exit 3) nor
    a NaN threshold under which no score is ever entailed (a hardening audit)."""
    folder = tmp_path / "m"
    shutil.copytree(models["3way"], folder)
    target = folder / name
    target.write_bytes(content if isinstance(content, bytes) else content.encode())
    judge = load_judge(f"nli:{folder}")  # no exception: the run goes on
    out = await judge.judge([req("a", "b"), req("c", "d")])
    assert all(j.label is None and name in (j.error or "") for j in out), [j.error for j in out]
    assert capsys.readouterr().err.count(name) >= 1


@pytest.mark.parametrize("content", ["[]", '{"model_max_length": "x"}', '{"model_max_length": [1]}', "{"])
async def test_an_unreadable_tokenizer_config_is_only_an_absent_hint(tmp_path: Path, models: dict[str, Path],
                                                                     content: str) -> None:
    folder = tmp_path / "m"
    shutil.copytree(models["3way"], folder)
    (folder / "tokenizer_config.json").write_text(content)
    judge = load_judge(f"nli:{folder}")
    [j] = await judge.judge([req("paris is the capital", "the report confirms it")])
    assert j.label is Label.ENTAILED and judge.spec.params["max_length"] == 64


async def test_a_model_config_with_documented_fields_still_loads(tmp_path: Path, models: dict[str, Path]) -> None:
    folder = tmp_path / "m"
    shutil.copytree(models["3way"], folder)
    (folder / "citeset.json").write_text(json.dumps({"thresholds": {"entailed": 0.6}, "max_length": 48,
                                                     "pair_order": "claim_evidence", "label_map": {}}))
    (folder / "tokenizer_config.json").write_text(json.dumps({"model_max_length": 1_000_000_000_000_000_019_884_624,
                                                              "do_lower_case": True}))
    judge = load_judge(f"nli:{folder}")
    [j] = await judge.judge([req("paris is the capital", "the report confirms it")])
    assert j.label is Label.ENTAILED and judge.spec.thresholds["entailed"] == 0.6
    assert judge.spec.params["pair_order"] == "claim_evidence"
