"""`citeset render`: valid, escaped, accessible HTML in which markers keep their claim and no blocked text
is written. No browser needed."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import pytest
from click.testing import CliRunner

from citeset.cli import main
from citeset.cli._main import cli
from render.helpers_render import BLOCKED_PASSAGE, build, own_page

VOID = {"meta", "br", "img", "hr", "input", "link"}


class Tree(HTMLParser):
    """Elements with their attributes and text, and a well-formedness check of the nesting."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.elements: list[tuple[str, dict[str, str | None], list[str]]] = []
        self.problems: list[str] = []
        self.open: list[list[str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        texts: list[str] = []
        self.elements.append((tag, dict(attrs), texts))
        if tag not in VOID:
            self.stack.append(tag)
            self.open.append(texts)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
            return
        self.stack.pop()
        done = self.open.pop()
        if self.open:
            self.open[-1].extend(done)

    def handle_data(self, data: str) -> None:
        if self.open:
            self.open[-1].append(data)


def parse(html: str) -> Tree:
    tree = Tree()
    tree.feed(html)
    tree.close()
    assert not tree.problems and not tree.stack, (tree.problems, tree.stack)
    return tree


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    return build(tmp_path)


def test_markup_in_sources_and_answers_is_text_never_markup(files: tuple[Path, Path]) -> None:
    html = own_page(*files, "cedar", "legal")  # who may read every version: the public sees no unknown word
    tree = parse(html)
    scripts = [e for e in tree.elements if e[0] == "script"]
    assert len(scripts) == 1  # the page's own, nothing injected
    assert not any(k.startswith("on") for _, attrs, _ in tree.elements for k in attrs)
    assert not any(tag == "img" for tag, _, _ in tree.elements)
    text = "".join(t for _, _, texts in tree.elements[:1] for t in texts)
    assert "<script>alert('answer')</script>" in text  # shown to the reader as the text it is
    assert "Rights <img src=x onerror=alert(2)>" in text and "onerror=alert(3)" in text


def test_markers_are_buttons_with_names_controlling_their_source_entry(files: tuple[Path, Path]) -> None:
    tree = parse(own_page(*files, "cedar"))
    ids = {attrs.get("id"): attrs for _, attrs, _ in tree.elements if attrs.get("id")}
    markers = [(attrs, "".join(texts)) for tag, attrs, texts in tree.elements if "data-cs-marker" in attrs]
    assert len(markers) == 6
    for attrs, label in markers:
        assert attrs["type"] == "button"
        assert attrs["aria-label"] and attrs["aria-label"].startswith(f"Source {label.strip('[]')}")
        entry = ids[attrs["aria-controls"]]
        assert entry["data-span-id"] == attrs["data-span-id"]  # the button opens its own span, by id
        assert entry["tabindex"] == "-1"
    # Numbers follow first citation over the final list: a2 is cited first, so it is [1].
    assert [(a["data-span-id"], label) for a, label in markers[:2]] == [("a2", "[1]"), ("a1", "[2]")]


def test_markers_stay_with_their_sentence_item_and_cell(files: tuple[Path, Path]) -> None:
    html = own_page(*files, "cedar", "legal")
    tree = parse(html)
    cells = [("".join(texts), attrs) for tag, attrs, texts in tree.elements if tag == "td"]
    assert [c for c, _ in cells] == ["Cedar", "Mapped to record R17[2]", "Rights", "Held by Entity R[1]"]
    items = ["".join(texts) for tag, _, texts in tree.elements if tag == "li" and "data-cs-source" not in _]
    assert items[:2] == ["Cedar is mapped to record R17[2]", "Entity R holds the rights for R17[1]"]
    assert "<th scope=\"col\">Item</th>" in html
    public = parse(own_page(*files, "cedar"))  # "Held" no readable version states, shown to the public
    assert [("".join(texts)) for tag, _, texts in public.elements if tag == "td"][3] == "[withheld] by Entity R[1]"


def test_blocked_passage_is_never_written_for_a_public_reader(files: tuple[Path, Path]) -> None:
    public = own_page(*files, "oak")
    assert BLOCKED_PASSAGE not in public and "ZZSECRET" not in public and "Vault memo" not in public
    assert "[withheld: span vault (vault-v1) is not readable without a reader class]" in public
    assert 'data-span-id="vault"' in public  # the marker still opens its (withheld) entry
    legal = own_page(*files, "oak-legal")
    assert BLOCKED_PASSAGE in legal


def test_structured_claims_render_with_their_citations(tmp_path: Path) -> None:
    suite, run = build(tmp_path)
    run.write_text('{"case_id": "cedar", "answer_text": "x", "claims": [{"text": "Entity R holds them.", '
                   '"citations": [{"span_id": "a1"}, {"span_id": "a2"}, {"span_id": "ghost"}]}]}\n')
    tree = parse(own_page(suite, run, "cedar"))
    spans = [attrs["data-span-id"] for _, attrs, _ in tree.elements if "data-cs-marker" in attrs]
    # "ghost" is the run's own id, a word no version this (public) reader may read states: withheld, as on the
    # cards (a run's ids may be built from blocked words)
    assert spans == ["a1", "a2", "[withheld]"]
    entries = {attrs["data-span-id"]: "".join(t) for _, attrs, t in tree.elements if "data-cs-source" in attrs}
    assert "does not resolve" in entries["[withheld]"]


def test_cli_writes_one_page_per_case_and_rejects_an_unknown_case(files: tuple[Path, Path], tmp_path: Path) -> None:
    suite, run = files
    out = tmp_path / "pages"
    result = CliRunner().invoke(cli, ["render", str(suite), str(run), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.glob("*.html")) == ["cedar.html", "oak-legal.html", "oak.html"]
    one = tmp_path / "one.html"
    assert CliRunner().invoke(cli, ["render", str(suite), str(run), "--case", "oak", "--out", str(one)]).exit_code == 0
    assert "ZZSECRET" not in one.read_text()


def test_cli_unknown_case_is_bad_input(files: tuple[Path, Path], tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    suite, run = files
    with pytest.raises(SystemExit) as exc:
        main(["render", str(suite), str(run), "--case", "nope", "--out", str(tmp_path / "x.html")])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "case 'nope' is not in the run" in err and "Traceback" not in err
    assert not (tmp_path / "x.html").exists()


def test_a_runs_own_citation_ids_holding_blocked_words_are_withheld_on_a_public_page(tmp_path: Path) -> None:
    """Hardening audit 36: a uri, chunk id or structured span id the run made up ("ZZSECRET-4711 vault") was
    written verbatim into the public reader's page (data-span-id, "passage ..."), while cards.jsonl withheld it.
    The suite's own ids stay as written; markers still open their entries."""
    suite, run = build(tmp_path)
    run.write_text(json.dumps({"case_id": "oak", "answer_text": "Project Oak maps to R30 [1][2]. Q holds it [3].",
                               "sources": [{"marker": "1", "uri": "https://leak.example/ZZSECRET-4711"},
                                           {"marker": "2", "chunk_id": "ZZSECRET-4711-chunk"},
                                           {"marker": "3", "span_id": "oakr"}]}) + "\n")
    public = own_page(suite, run, "oak")
    assert "ZZSECRET" not in public
    tree = parse(public)
    markers = [attrs["data-span-id"] for _, attrs, _ in tree.elements if "data-cs-marker" in attrs]
    entries = [attrs["data-span-id"] for _, attrs, _ in tree.elements if "data-cs-source" in attrs]
    assert markers == entries and markers[2] == "oakr", (markers, entries)


def _renamed(suite: Path, run: Path, names: dict[str, str]) -> None:
    for path in (suite / "cases.jsonl", run):
        rows = [json.loads(line) for line in path.read_text().splitlines()]
        path.write_text("".join(json.dumps({**r, "case_id": names.get(r["case_id"], r["case_id"])}) + "\n"
                                for r in rows))


def test_a_case_id_cannot_take_another_readers_page_name(tmp_path: Path) -> None:
    """An id that is not a file name ('oak legal') was written to 'oak_legal-DIGEST.html' without checking that
    name was free: a public case whose id is that file name lost its page to the legal reader's page, blocked
    text included (a hardening audit). Names are also unique without case: a file system that ignores case holds
    one of 'Oak.html' and 'oak.html'."""
    import hashlib

    from citeset.render import page_name

    suite, run = build(tmp_path)
    digest = hashlib.sha256(b"oak legal").hexdigest()[:10]
    _renamed(suite, run, {"oak": f"oak_legal-{digest}", "oak-legal": "oak legal", "cedar": "OAK_LEGAL-" + digest})
    out = tmp_path / "pages"
    result = CliRunner().invoke(cli, ["render", str(suite), str(run), "--out", str(out)])
    assert result.exit_code == 0, result.output
    pages = {p.name: p.read_text() for p in out.glob("*.html")}
    assert len({name.casefold() for name in pages}) == 3, sorted(pages)
    assert pages[f"OAK_LEGAL-{digest}.html"].count('data-case-id="OAK_LEGAL-') >= 1
    [public] = [text for text in pages.values() if f'data-case-id="oak_legal-{digest}"' in text]
    [legal] = [text for text in pages.values() if 'data-case-id="oak legal"' in text]
    assert "ZZSECRET" not in public and "ZZSECRET" in legal
    taken: set[str] = set()
    names = [page_name(cid, taken) for cid in ("a", "A", "a b", "a_b-" + hashlib.sha256(b"a b").hexdigest()[:10],
                                               "a b")]
    assert len({n.casefold() for n in names}) == 5 and names[0] == "a.html", names
