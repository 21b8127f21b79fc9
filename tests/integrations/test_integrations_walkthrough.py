"""The README walkthrough: a LangChain app's run, recorded by the handler, gated on the cases it ran."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("langchain_core")

from langchain_core.documents import Document
from langchain_core.language_models.fake import FakeListLLM
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate
from langchain_core.runnables import RunnablePassthrough
from test_integrations_langchain import MAP, RIGHTS, ListRetriever

import citeset
from citeset.cli import main
from citeset.errors import InputError
from citeset.integrations import write_run
from citeset.integrations.langchain import CitesetHandler
from conftest import cedar_case, make_suite, oak_case


def test_from_a_langchain_app_to_a_gated_report(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    make_suite(tmp_path / "suite", [cedar_case("cedar"), cedar_case("cedar-2"), oak_case("oak")])
    retriever = ListRetriever(docs=[Document(page_content=MAP), Document(page_content=RIGHTS)])
    llm = FakeListLLM(responses=["Entity R holds the rights associated with Project Cedar. [1][2]"])
    chain = ({"context": retriever, "question": RunnablePassthrough()}
             | PromptTemplate.from_template("{context}\n{question}") | llm | StrOutputParser())
    monkeypatch.chdir(tmp_path)

    # --- as in the README ---
    suite = citeset.load_suite("suite/")
    handler = CitesetHandler(suite)
    for case in list(suite.cases.values())[:1]:  # the app ran one case
        chain.invoke(case.question, config={"callbacks": [handler], "metadata": {"case_id": case.case_id}})
    write_run("run.jsonl", handler.records)
    Path("policy.yaml").write_text("min:\n  citation_set_completeness: 0.9\n  answer_correctness: 0.9\n")
    main(["gate", "suite/", "run.jsonl", "--policy", "policy.yaml", "--cases-in-run", "--out", "report/"])
    # ---

    assert "gate passed" in capsys.readouterr().out
    assert Path("report/report.json").exists()
    with pytest.raises(SystemExit) as failed:  # the whole suite: two cases were never run
        main(["gate", "suite/", "run.jsonl", "--policy", "policy.yaml"])
    assert failed.value.code == 1
    with pytest.raises(InputError, match="already exists"):
        write_run("run.jsonl", handler.records)
