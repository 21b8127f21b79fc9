"""LangChain: real `Document`s and a real LCEL chain (fake LLM, local retriever) -> run records that the
engine grades; document text counts as evidence only where it is found in a frozen suite version."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("langchain_core")

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.language_models.fake import FakeListLLM
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate
from langchain_core.retrievers import BaseRetriever
from langchain_core.runnables import RunnablePassthrough

import citeset
from citeset.integrations.langchain import CitesetHandler, to_record
from conftest import TEXTS, cedar_case, make_suite, oak_case

ANSWER = "Entity R holds the rights associated with Project Cedar. [1][2]"
MAP = "Project Cedar is mapped to record R17."
RIGHTS = "Entity R holds the rights associated with record R17."


class ListRetriever(BaseRetriever):
    """A retriever over a fixed list (what a vector store would return), ranked as given."""

    docs: list[Document]

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        return list(self.docs)


@pytest.fixture
def suite(tmp_path: Path) -> citeset.Suite:
    return citeset.load_suite(make_suite(tmp_path / "suite", [cedar_case("cedar"), oak_case("oak")]))


def test_documents_found_in_suite_versions_make_an_accepted_answer(suite: citeset.Suite) -> None:
    docs = [Document(page_content=MAP, id="n-map"), Document(page_content=RIGHTS, metadata={"score": 0.7})]
    record = to_record(suite, docs, ANSWER, question=suite.cases["cedar"].question)
    assert record.case_id == "cedar"  # matched by question text
    assert [(r.rank, r.score) for r in record.trace.retrieved] == [(1, None), (2, 0.7)]
    placed = {c.span_id: (c.version_id, TEXTS[c.version_id][c.start:c.end]) for c in record.trace.chunks}
    assert placed["n-map"] == ("map-v1", MAP)  # the current version first, then suite order
    assert record.trace.retrieved[1].span_id.startswith("doc:")  # no id: named by a hash of its text
    run = citeset.Run.from_records([record], suite)
    result = citeset.evaluate(suite, run, cases="run")
    assert [c.verdict for c in result.cards] == ["accept"]


def test_document_text_not_in_the_suite_is_evidence_for_nothing(suite: citeset.Suite) -> None:
    forged = Document(page_content="Entity R holds the rights associated with Project Cedar.", id="forged")
    record = to_record(suite, [forged], "Entity R holds the rights associated with Project Cedar. [1]",
                       case_id="cedar")
    assert record.trace.chunks == []
    result = citeset.evaluate(suite, citeset.Run.from_records([record], suite), cases="run")
    assert result.cards[0].verdict != "accept"
    assert result.report.metrics["citation_validity"].value == 0.0


def test_metadata_version_names_where_the_text_must_be(suite: citeset.Suite) -> None:
    docs = [Document(page_content=MAP, id="a", metadata={"version_id": "map-v2"}),
            Document(page_content=MAP, id="b", metadata={"version_id": "rights-v3"}),  # wrong version
            Document(page_content=RIGHTS, id="c", metadata={"source": "https://x.example/rights-v3",
                                                             "start_index": TEXTS["rights-v3"].index(RIGHTS)})]
    record = to_record(suite, docs, ANSWER, case_id="cedar")
    assert {c.span_id: c.version_id for c in record.trace.chunks} == {"a": "map-v2", "c": "rights-v3"}


def _chain(docs: list[Document], answer: str) -> Any:
    prompt = PromptTemplate.from_template("Context: {context}\nQuestion: {question}")
    retriever = ListRetriever(docs=docs)
    return {"context": retriever, "question": RunnablePassthrough()} | prompt | FakeListLLM(responses=[answer]) | \
        StrOutputParser()


def test_callback_handler_records_a_run_while_the_chain_executes(suite: citeset.Suite) -> None:
    handler = CitesetHandler(suite)
    chain = _chain([Document(page_content=MAP, id="m"), Document(page_content=RIGHTS, id="r")], ANSWER)
    out = chain.invoke(suite.cases["cedar"].question, config={"callbacks": [handler]})
    assert out == ANSWER
    assert handler.problems == []
    [record] = handler.records
    assert record.case_id == "cedar" and record.answer_text == ANSWER
    assert [r.span_id for r in record.trace.retrieved] == ["m", "r"]
    result = citeset.evaluate(suite, handler.run(), cases="run")
    assert [c.verdict for c in result.cards] == ["accept"]
    assert result.report.counts.cases == 1


def test_callback_handler_takes_the_case_from_invocation_metadata(suite: citeset.Suite) -> None:
    handler = CitesetHandler(suite)
    chain = _chain([Document(page_content=MAP, id="m")], "Entity Q holds it. [1]")
    chain.invoke("a question the suite does not have", config={"callbacks": [handler], "metadata": {"case_id": "oak"}})
    chain2 = _chain([Document(page_content=MAP, id="m")], "Something.")
    chain2.invoke("a question the suite does not have", config={"callbacks": [handler]})
    assert [r.case_id for r in handler.records] == ["oak"]
    assert len(handler.problems) == 1 and "no suite case has the question" in handler.problems[0]


def test_dumped_chain_outputs_import_as_a_run(suite: citeset.Suite, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from citeset.cli import main
    from citeset.integrations.langchain import dump_row

    docs = [Document(page_content=MAP, id="m"), Document(page_content=RIGHTS, id="r")]
    src = tmp_path / "outputs.jsonl"
    rows = [dump_row(suite.cases["cedar"].question, ANSWER, docs),
            {"input": "Which entity holds the rights associated with Project Oak?", "context": []},
            {"lc": 1, "type": "constructor"}]
    src.write_text("".join(json.dumps(r) + "\n" for r in rows))
    main(["import", "langchain", str(src), "--suite", str(suite.root), "--out", str(tmp_path / "run.jsonl")])
    captured = capsys.readouterr()
    assert "outputs.jsonl:2: field 'answer': no answer" in captured.err
    assert "outputs.jsonl:3: field 'answer'" in captured.err
    assert "answers 1 of the suite's 2 case(s)" in captured.err
    imported = citeset.load_run(tmp_path / "run.jsonl", suite).records["cedar"]
    assert imported == to_record(suite, docs, ANSWER, case_id="cedar")


def test_a_chunk_cut_inside_words_is_still_found(suite: citeset.Suite) -> None:
    text = TEXTS["map-v1"]
    cut = text[text.index("Cedar") + 2 : text.index("Birch") + 3]  # "dar is mapped ... Project Bir"
    record = to_record(suite, [Document(page_content=cut, id="cut")], "Project Cedar maps to R17. [1]",
                       case_id="cedar")
    [chunk] = record.trace.chunks
    assert (chunk.version_id, text[chunk.start : chunk.end]) == ("map-v1", cut)


def test_a_chunk_of_common_words_is_found_among_many_versions(tmp_path: Path) -> None:
    filler = [{"version_id": f"v{i:03d}", "source_id": f"v{i:03d}", "text": f"Item {i} is in the genus Rosa."}
              for i in range(100)]
    target = {"version_id": "z", "source_id": "z", "text": "Lisianthus: flowers in the genus Eustoma."}
    suite = citeset.Suite.from_records([*filler, target], [],
                                       [{"case_id": "q", "question": "What is Lisianthus?", "answerable": False}])
    record = to_record(suite, [Document(page_content=" flowers in the genus Eustoma.")], "x",
                       case_id="q")
    assert [c.version_id for c in record.trace.chunks] == ["z"]


def test_a_start_index_of_non_ascii_digits_is_refused_in_words(suite: citeset.Suite, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """'²' is a digit to str.isdigit() and no number to int(): the import said "malformed item (ValueError:
    invalid literal for int() ...)" and `to_record` raised that ValueError."""
    from citeset.cli import main
    from citeset.errors import InputError
    from citeset.integrations.langchain import dump_row

    docs = [Document(page_content=MAP, id="m", metadata={"start_index": "\u00b2"})]
    with pytest.raises(InputError) as caught:
        to_record(suite, docs, ANSWER, case_id="cedar")
    assert caught.value.field == "documents[0].metadata.start_index"
    assert "'\u00b2' is not a character offset (a whole number in ASCII digits)" in caught.value.message
    src = tmp_path / "outputs.jsonl"
    src.write_text(json.dumps(dump_row(suite.cases["cedar"].question, ANSWER, docs)) + "\n")
    with pytest.raises(SystemExit):
        main(["import", "langchain", str(src), "--suite", str(suite.root), "--out", str(tmp_path / "run.jsonl")])
    err = capsys.readouterr().err
    assert "outputs.jsonl:1: field 'context[0].metadata.start_index': '\u00b2' is not a character offset" in err, err
    assert "ValueError" not in err


def test_a_start_index_of_ascii_digits_is_an_offset(suite: citeset.Suite) -> None:
    docs = [Document(page_content=MAP, id="m", metadata={"start_index": str(TEXTS["map-v1"].index(MAP))})]
    (chunk,) = to_record(suite, docs, ANSWER, case_id="cedar").trace.chunks
    assert TEXTS[chunk.version_id][chunk.start:chunk.end] == MAP
