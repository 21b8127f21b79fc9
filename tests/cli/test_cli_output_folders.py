"""Every command's output folder stays its own (hardening audit 42, scenarios 08, 15, 15b): a single output
file (`report`, `render --case`, `diff`, `export`, `retrieve --out FILE`), the files `schema`, `judge calibrate`
and `judge sample` write into --out, and the folders `evaluate`, `gate`, `render`, `render-check`, `probe`,
`import`, `feedback export` and `review export --suite-out` write are refused inside any command's output set
(an `evaluate` set, `render` pages, a `render-check` set, a probe folder, a `demo` output, a `judge calibrate`
or `judge sample` folder), by one shared check: exit 2, one line, nothing written."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from citeset._model import SCHEMA_VERSION
from citeset.demo import example_paths
from conftest import cli_streams, write_jsonl


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _ok(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli_streams(args, capsys)
    assert code in (0, 1), (args, err)


@pytest.fixture(scope="module")
def sets(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """One output folder of each command, made once (a render-check set by hand: no browser needed)."""
    from citeset.cli import main

    tmp = tmp_path_factory.mktemp("sets")
    suite, run = example_paths("cedar")

    def run_cli(*args: str) -> None:
        try:
            main(list(args))
        except SystemExit as exc:
            assert exc.code in (0, 1, None), args

    run_cli("evaluate", str(suite), str(run), "--bootstrap", "0", "--no-progress", "--out", str(tmp / "ev"))
    run_cli("render", str(suite), str(run), "--out", str(tmp / "pages"))
    run_cli("probe", str(suite), "--system", "reference", "--no-progress", "--out", str(tmp / "probe"))
    run_cli("demo", "--out", str(tmp / "demo"))
    check = tmp / "check"
    check.mkdir()
    (check / "render.json").write_text("{}\n")
    (check / "render.md").write_text("# render check\n")
    (check / "manifest.json").write_text(json.dumps({"schema_version": SCHEMA_VERSION, "files": {
        "render.json": "0" * 64, "render.md": "0" * 64}}))
    labels = _labels(tmp)
    run_cli("judge", "calibrate", str(labels), "--judge", "rules", "--out", str(tmp / "calib"))
    run_cli("judge", "sample", str(labels), "--judge", "rules", "-n", "1", "--out", str(tmp / "sample"))
    return {"evaluate": tmp / "ev", "render": tmp / "pages", "render-check": check, "probe": tmp / "probe",
            "demo": tmp / "demo", "calibrate": tmp / "calib", "sample": tmp / "sample"}


KINDS = ["evaluate", "render", "render-check", "probe", "demo", "calibrate", "sample"]


def _labels(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "labels.jsonl", [
        {"id": "1", "claim": "Entity R holds record R17.", "evidence": ["Entity R holds record R17."],
         "label": "entailed"},
        {"id": "2", "claim": "Entity S holds record R17.", "evidence": ["Entity R holds record R17."],
         "label": "contradicted"}])


def _single_file_commands(tmp_path: Path, ev: Path, folder: Path, kind: str = "") -> list[list[str]]:
    """The commands writing one file (or a few, into a folder) at `folder`; `kind`'s own command is left out
    (`judge calibrate --out CALIB` reruns a calibration)."""
    suite, run = example_paths("cedar")
    labels = _labels(tmp_path)
    commands = [["report", str(ev), "--format", "md", "--out", str(folder / "r.md")],
            ["render", str(suite), str(run), "--case", "A", "--out", str(folder / "A2.html")],
            ["diff", str(ev), str(ev), "--out", str(folder / "d.md")],
            ["export", str(ev), "--format", "prov", "--out", str(folder / "e.json")],
            ["retrieve", str(suite), "--out", str(folder / "run.jsonl")],
            ["schema", "--out", str(folder)],
            ["judge", "calibrate", str(labels), "--judge", "rules", "--out", str(folder)],
            ["judge", "sample", str(labels), "--judge", "rules", "-n", "1", "--out", str(folder)]]
    return [args for args in commands if args[:2] != ["judge", kind]]


@pytest.mark.parametrize("kind", KINDS)
def test_no_output_is_written_inside_another_commands_set(kind: str, sets: dict[str, Path], tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    folder = sets[kind]
    before = _files(folder)
    for inside in (folder, folder / "sub"):
        for args in _single_file_commands(tmp_path, sets["evaluate"], inside, kind if inside == folder else ""):
            code, _, err = cli_streams(args, capsys)
            assert code == 2, (args, err)
            assert len(err.strip().splitlines()) == 1 and "--out is inside" in err and "Traceback" not in err, err
        assert _files(folder) == before and not (folder / "sub").exists()


def test_the_same_commands_write_beside_a_set(sets: dict[str, Path], tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """The shared check is no blanket refusal: beside the sets, in a plain folder, every command writes."""
    for args in _single_file_commands(tmp_path, sets["evaluate"], tmp_path / "plain"):
        _ok(args, capsys)
    assert {"r.md", "A2.html", "d.md", "e.json", "run.jsonl", "calibration.json", "review.jsonl"} <= set(
        p.name for p in (tmp_path / "plain").iterdir())


def test_the_demo_output_is_known_by_the_demo_examples() -> None:
    from citeset._files import DEMO_EXAMPLES
    from citeset.demo import EXAMPLES

    assert tuple(EXAMPLES) == DEMO_EXAMPLES


def test_a_folder_of_evaluate_sets_is_no_demo_output(sets: dict[str, Path], tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Runs kept side by side (runs/a, runs/b) are no set: a diff of two of them may be written beside them."""
    runs = tmp_path / "runs"
    runs.mkdir()
    shutil.copytree(sets["evaluate"], runs / "a")
    shutil.copytree(sets["evaluate"], runs / "b")
    _ok(["diff", str(runs / "a"), str(runs / "b"), "--out", str(runs / "a-b.md")], capsys)
    assert (runs / "a-b.md").is_file()


def _demo(out: Path, capsys: pytest.CaptureFixture[str], *force: str) -> tuple[int, str]:
    code, _, err = cli_streams(["demo", "--out", str(out), *force], capsys)
    return code, err


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() if p.is_file() else b"/" for p in sorted(folder.rglob("*"))}


def test_demo_out_is_new_empty_or_an_earlier_demo_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "demo"
    assert _demo(out, capsys)[0] == 0
    assert sorted(p.name for p in out.iterdir()) == ["alignment", "cedar", "returns"]
    (out / "cedar" / "report.md").write_text("an old run\n")  # replaced by the next demo, as a whole
    assert _demo(out, capsys)[0] == 0
    assert (out / "cedar" / "report.md").read_text() != "an old run\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["demo"]  # no lock, no hidden folder left
    (tmp_path / "empty").mkdir()
    assert _demo(tmp_path / "empty", capsys)[0] == 0


def test_demo_out_refuses_another_commands_set_without_force(sets: dict[str, Path], tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Scenario 13: the examples were written beside an evaluation report set (and, scenario 14, an example's
    folder holding rendered pages was replaced) without a word."""
    ev = tmp_path / "ev"
    shutil.copytree(sets["evaluate"], ev)
    pages_in = tmp_path / "d2"
    shutil.copytree(sets["render"], pages_in / "cedar")
    for folder in (ev, pages_in):
        before = _tree(folder)
        code, err = _demo(folder, capsys)
        assert code == 2 and "--force" in err and len(err.strip().splitlines()) == 1, err
        assert _tree(folder) == before
        assert _demo(folder, capsys, "--force")[0] == 0
        assert sorted(p.name for p in folder.iterdir()) == ["alignment", "cedar", "returns"]
        assert (folder / "cedar" / "report.json").is_file()


@pytest.mark.parametrize("kind", ["user", "user-in-example", "probe"])
def test_demo_out_never_replaces_a_users_files(kind: str, sets: dict[str, Path], tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Scenarios 13 and 14: a folder of a user's files, or an example's folder holding one, is refused even with
    --force, before anything is written (the failed demo had left cedar/ and alignment/ behind)."""
    out = tmp_path / "d"
    if kind == "probe":
        shutil.copytree(sets["probe"], out)
    else:
        (out / ("returns" if kind == "user-in-example" else "")).mkdir(parents=True)
        (out / ("returns" if kind == "user-in-example" else "") / "notes.txt").write_text("precious\n")
    before = _tree(out)
    for force in ([], ["--force"]):
        code, err = _demo(out, capsys, *force)
        assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
        assert _tree(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d"]


def test_a_demo_that_fails_midway_leaves_its_out_as_it_was(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    import citeset.service

    out = tmp_path / "demo"
    assert _demo(out, capsys)[0] == 0
    before = _tree(out)
    real = citeset.service.run_evaluation
    calls = []

    def failing(*args: object, **kwargs: object) -> object:
        calls.append(args)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(citeset.service, "run_evaluation", failing)
    for folder in (out, tmp_path / "new"):
        calls.clear()
        code, err = _demo(folder, capsys)
        assert code == 2 and "No space left" in err, err
    assert _tree(out) == before and not (tmp_path / "new").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["demo"]


def _folder_commands(tmp_path: Path, ev: Path, folder: Path) -> dict[str, list[str]]:
    """The commands writing a folder of their own at `folder` (`--force` where they take it: refused all the same)."""
    suite, run = example_paths("cedar")
    policy = tmp_path / "policy.yaml"
    policy.write_text("min:\n  answer_correctness: 0\n")
    page = tmp_path / "checked" / "page.html"  # a folder of its own: render-check's --out never lies in it
    page.parent.mkdir(exist_ok=True)
    page.write_text("<p>An answer.</p>\n")
    qa = tmp_path / "qa.csv"
    qa.write_text("question,answer,contexts\nWho wrote X?,Y,X was written by Y.\n")
    db = f"sqlite:///{tmp_path / 'review.sqlite'}"
    common = ["--bootstrap", "0", "--no-progress", "--no-render-check", "--out", str(folder), "--force"]
    return {"evaluate": ["evaluate", str(suite), str(run), *common],
            "gate": ["gate", str(suite), str(run), "--policy", str(policy), *common],
            "render": ["render", str(suite), str(run), "--out", str(folder), "--force"],
            "render-check": ["render-check", str(page), "--run", str(run), "--out", str(folder), "--force"],
            "probe": ["probe", str(suite), "--system", "reference", "--interventions", "gold_only", "--no-progress",
                      "--out", str(folder)],
            "import": ["import", "csv", str(qa), "--out", str(folder), "--force"],
            "feedback export": ["feedback", "export", "--db", db, "--suite", str(suite), "--out", str(folder)],
            "demo": ["demo", "--out", str(folder), "--force"],
            "review export": ["review", "export", str(ev), "--db", db, "--out", str(tmp_path / "routes.jsonl"),
                              "--suite", str(suite), "--suite-out", str(folder)]}


def _refused(args: list[str], capsys: pytest.CaptureFixture[str], says: str = "--out is inside") -> str:
    code, _, err = cli_streams(args, capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err, (args, err)
    assert says in err, (args, err)
    return err


@pytest.mark.parametrize("kind", KINDS)
def test_no_folder_is_written_inside_another_commands_set(kind: str, sets: dict[str, Path], tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """`evaluate --out` inside a render set, a calibration folder, a demo output or another evaluation set (as a
    sub-folder), and likewise every command writing a folder of its own: refused before anything is written
    (no folder, no lock, no OUT.partial beside it)."""
    folder = sets[kind]
    before = _tree(folder)
    for inside in (folder / "sub", folder / "sub" / "deeper"):
        for args in _folder_commands(tmp_path, sets["evaluate"], inside).values():
            err = _refused(args, capsys)
            assert str(folder) in err and "write to another place" in err, err
        assert _tree(folder) == before


@pytest.mark.parametrize("kind", KINDS)
def test_a_set_is_replaced_only_by_its_own_kind_of_command(kind: str, sets: dict[str, Path], tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """--out naming another command's set itself: the report-set writers (evaluate, gate, render, render-check)
    still replace an evaluation set, pages or a check as a whole with --force (their documented rule), and
    nothing else; probe reruns only in its own folder; import, feedback export and review export never."""
    folder = tmp_path / kind
    shutil.copytree(sets[kind], folder, symlinks=True)
    before = _tree(folder)
    replaceable = {"evaluate", "render", "render-check"}
    for name, args in _folder_commands(tmp_path, sets["evaluate"], folder).items():
        if (name in ("evaluate", "gate", "render", "render-check") and kind in replaceable) or (
                name == "probe" and kind == "probe") or name == "demo":  # demo's own rules: test_demo_out_*
            continue
        says = "already exists" if name == "review export" else "--out is inside"
        _refused(args, capsys, says)
        assert _tree(folder) == before, name


def test_evaluate_out_in_a_demo_example_is_refused(sets: dict[str, Path], tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """A demo example's folder is an evaluation set, but the demo's: `demo --out` replaces the three together."""
    demo = tmp_path / "demo"
    shutil.copytree(sets["demo"], demo)
    before = _tree(demo)
    suite, run = example_paths("cedar")
    for args in (["evaluate", str(suite), str(run), "--bootstrap", "0", "--out", str(demo / "cedar"), "--force"],
                 ["render", str(suite), str(run), "--out", str(demo / "cedar"), "--force"]):
        err = _refused(args, capsys)
        assert f"a demo output ({demo})" in err, err
    assert _tree(demo) == before


def test_own_outputs_are_rerun_in_place(sets: dict[str, Path], tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """The shared check leaves every command its own folder: evaluate with --force or --resume, render with
    --force, probe resuming, judge calibrate and judge sample writing again."""
    suite, run = example_paths("cedar")
    labels = _labels(tmp_path)
    copies = {kind: tmp_path / kind for kind in ("evaluate", "render", "probe", "calibrate", "sample")}
    for kind, folder in copies.items():
        shutil.copytree(sets[kind], folder)
    ev = str(copies["evaluate"])
    for args in (["evaluate", str(suite), str(run), "--bootstrap", "0", "--no-progress", "--out", ev, "--force"],
                 ["evaluate", str(suite), str(run), "--bootstrap", "0", "--no-progress", "--workers", "1",
                  "--shard-size", "1", "--resume", "--out", ev, "--force"],
                 ["render", str(suite), str(run), "--out", str(copies["render"]), "--force"],
                 ["probe", str(suite), "--system", "reference", "--no-progress", "--out", str(copies["probe"])],
                 ["judge", "calibrate", str(labels), "--judge", "rules", "--out", str(copies["calibrate"])],
                 ["judge", "sample", str(labels), "--judge", "rules", "-n", "1", "--out", str(copies["sample"])]):
        _ok(args, capsys)
    assert (copies["evaluate"] / "report.json").is_file() and not Path(f"{ev}.partial").exists()


def test_the_folder_commands_write_beside_a_set(sets: dict[str, Path], tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """No blanket refusal: in a plain folder beside the sets, evaluate, gate, render, probe and import write."""
    plain = tmp_path / "plain"
    commands = _folder_commands(tmp_path, sets["evaluate"], plain / "x")
    for name in ("evaluate", "gate", "render", "probe", "import"):
        _ok(commands[name], capsys)
        shutil.rmtree(plain / "x")


def test_calibrate_and_sample_never_share_a_folder(sets: dict[str, Path], tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """A calibration folder and a blind sample are two commands' outputs: review.jsonl beside decisions.jsonl
    would hand the reviewer the judge's labels."""
    labels = _labels(tmp_path)
    for kind, other in (("calibrate", "sample"), ("sample", "calibrate")):
        folder = tmp_path / kind
        shutil.copytree(sets[kind], folder)
        before = _tree(folder)
        args = ["judge", other, str(labels), "--judge", "rules", "--out", str(folder)]
        _refused(args + (["-n", "1"] if other == "sample" else []), capsys)
        assert _tree(folder) == before


def test_a_users_folder_holding_a_calibration_is_no_calibration_folder(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """`judge calibrate --out .` in a project: the project is not taken for a calibration folder, so the next
    `evaluate` (its default --out citeset-out is in the project) still writes."""
    project = tmp_path / "project"
    project.mkdir()
    (project / "notes.md").write_text("my project\n")
    _ok(["judge", "calibrate", str(_labels(tmp_path)), "--judge", "rules", "--out", str(project)], capsys)
    suite, run = example_paths("cedar")
    _ok(["evaluate", str(suite), str(run), "--bootstrap", "0", "--no-progress", "--out", str(project / "out")],
        capsys)
