"""`citeset export`: PROV-O and Web Annotation JSON-LD, parsed as RDF, and reader-aware."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from rdflib import RDF, Graph, Namespace, URIRef

from citeset.cli import main
from outputs_world import OAK, answer, default_run, evaluate

pytestmark = pytest.mark.filterwarnings("ignore:ConjunctiveGraph is deprecated:DeprecationWarning")
OA = Namespace("http://www.w3.org/ns/oa#")
PROV = Namespace("http://www.w3.org/ns/prov#")
SECRET = "Project Oak is mapped to record R30."
# The terms of http://www.w3.org/ns/anno.jsonld that exports use, inline: tests never fetch a context.
ANNO = {
    "oa": "http://www.w3.org/ns/oa#", "as": "https://www.w3.org/ns/activitystreams#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#", "dc": "http://purl.org/dc/elements/1.1/",
    "dctypes": "http://purl.org/dc/dcmitype/", "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "id": "@id", "type": "@type", "Annotation": "oa:Annotation", "TextualBody": "oa:TextualBody",
    "TextPositionSelector": "oa:TextPositionSelector", "TextQuoteSelector": "oa:TextQuoteSelector",
    "AnnotationCollection": "as:OrderedCollection", "AnnotationPage": "as:OrderedCollectionPage",
    "Software": "as:Application", "Text": "dctypes:Text",
    "body": {"@type": "@id", "@id": "oa:hasBody"}, "target": {"@type": "@id", "@id": "oa:hasTarget"},
    "source": {"@type": "@id", "@id": "oa:hasSource"}, "selector": {"@type": "@id", "@id": "oa:hasSelector"},
    "motivation": {"@type": "@vocab", "@id": "oa:motivatedBy"}, "purpose": {"@type": "@vocab", "@id": "oa:hasPurpose"},
    "linking": "oa:linking", "describing": "oa:describing", "assessing": "oa:assessing",
    "commenting": "oa:commenting", "exact": "oa:exact", "prefix": "oa:prefix", "suffix": "oa:suffix",
    "start": "oa:start", "end": "oa:end", "value": "rdf:value", "format": "dc:format",
    "generator": {"@type": "@id", "@id": "as:generator"}, "name": "rdfs:label", "label": "rdfs:label",
    "total": "as:totalItems", "first": {"@type": "@id", "@id": "as:first"},
    "items": {"@id": "as:items", "@container": "@list"},
}


def export(capsys: pytest.CaptureFixture[str], out_dir: Path, fmt: str, target: Path, *extra: str) -> dict:
    with pytest.raises(SystemExit) as stop:
        main(["export", str(out_dir), "--format", fmt, "--out", str(target), *extra])
        raise SystemExit(0)
    assert stop.value.code in (0, None), capsys.readouterr().err
    return json.loads(target.read_text())


def rdf(document: dict, context: object | None = None) -> Graph:
    if context is not None:
        document = {**document, "@context": context}
    return Graph().parse(data=json.dumps(document), format="json-ld")


def test_web_annotations_carry_both_selectors_on_the_source_version(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = evaluate(tmp_path, "a")
    doc = export(capsys, out, "annotation", tmp_path / "a.jsonld", "--suite", str(suite), "--reader", "legal")
    assert doc["@context"] == "http://www.w3.org/ns/anno.jsonld" and doc["type"] == "AnnotationCollection"
    graph = rdf(doc, ANNO)
    annotations = set(graph.subjects(RDF.type, OA.Annotation))
    assert len(annotations) == doc["total"] == 6  # every valid citation of the four answers
    first = URIRef("urn:citeset:card:cedar-1/c/0/0/citation/0")
    target = graph.value(first, OA.hasTarget)
    assert graph.value(target, OA.hasSource) == URIRef("https://x.example/map-v1")
    kinds = {graph.value(s, RDF.type): s for s in graph.objects(target, OA.hasSelector)}
    position, quote = kinds[OA.TextPositionSelector], kinds[OA.TextQuoteSelector]
    text = "Project map.\nProject Cedar is mapped to record R17.\nProject Birch is mapped to record R22.\n"
    start, end = int(graph.value(position, OA.start)), int(graph.value(position, OA.end))
    assert text[start:end] == str(graph.value(quote, OA.exact)) == "Project Cedar is mapped to record R17."
    assert str(graph.value(quote, OA.prefix)) == "Project map.\n"
    assert json.loads(json.dumps(doc)) == doc


def test_the_public_export_withholds_restricted_text_and_the_cleared_one_has_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = evaluate(tmp_path, "a")
    for fmt in ("annotation", "prov"):
        public = (tmp_path / f"{fmt}-public.jsonld")
        export(capsys, out, fmt, public, "--suite", str(suite))
        assert SECRET not in public.read_text() and "oak-map (secret-v1)" in public.read_text()
        assert "https://x.example/secret-v1" not in public.read_text()
        legal = tmp_path / f"{fmt}-legal.jsonld"
        export(capsys, out, fmt, legal, "--suite", str(suite), "--reader", "legal")
        assert SECRET in legal.read_text() and "https://x.example/secret-v1" in legal.read_text()
    doc = json.loads((tmp_path / "annotation-public.jsonld").read_text())
    oak = next(a for a in doc["first"]["items"] if "oak-1" in a["id"])
    selector = oak["target"]["selector"]
    assert selector["type"] == "TextPositionSelector"  # offsets stay; the quote is withheld
    assert any(b["purpose"] == "commenting" and b["value"].startswith("[withheld:") for b in oak["body"])
    # its verdict rests on the restricted text: whether the claim is in it is not said (hardening re-audit 28)
    assert any(b["purpose"] == "assessing" and "verdict: [withheld:" in b["value"] for b in oak["body"])


def test_prov_has_entities_activities_and_agents_with_times(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = evaluate(tmp_path, "a")
    doc = export(capsys, out, "prov", tmp_path / "p.jsonld", "--suite", str(suite))
    assert doc["@context"]["prov"] == "http://www.w3.org/ns/prov#"
    graph = rdf(doc)
    version = URIRef("urn:citeset:version:map-v1")
    assert (version, RDF.type, PROV.Entity) in graph
    fetch = graph.value(version, PROV.wasGeneratedBy)
    assert (fetch, RDF.type, PROV.Activity) in graph and graph.value(fetch, PROV.endedAtTime) is not None
    card = URIRef("urn:citeset:card:cedar-1/c/0/0")
    evaluation = graph.value(card, PROV.wasGeneratedBy)
    assert (evaluation, RDF.type, PROV.Activity) in graph
    agents = set(graph.objects(evaluation, PROV.wasAssociatedWith))
    assert any((a, RDF.type, PROV.SoftwareAgent) in graph and "rules" in str(graph.value(
        a, URIRef("http://www.w3.org/2000/01/rdf-schema#label"))) for a in agents)
    derived = set(graph.objects(card, PROV.wasDerivedFrom))
    spans = {d for d in derived if graph.value(d, PROV.wasDerivedFrom) == version}
    assert spans and len(list(graph.subjects(RDF.type, PROV.Entity))) >= 8


def test_adjudications_appear_as_dated_activities_of_reviewers(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    from citeset.review import DecisionForm, Reviewer, load_output, open_db, submit
    from citeset.suite import load_suite

    suite, out = evaluate(tmp_path, "a")
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    engine = open_db(url)
    load_output(engine, out)
    form = DecisionForm(action="accept_route", set_id="via-memo", members=["memo"], annotation_version="2",
                        reason="memo states it", revision=0, token="t" * 16, bucket="attribution")
    assert submit(engine, load_suite(suite), 1, Reviewer("ann", None, "adjudicator"), form).status == "recorded"
    engine.dispose()
    graph = rdf(export(capsys, out, "prov", tmp_path / "p.jsonld", "--suite", str(suite), "--db", url))
    activity = URIRef("urn:citeset:adjudication:1")
    assert (activity, RDF.type, PROV.Activity) in graph and graph.value(activity, PROV.endedAtTime) is not None
    reviewer = graph.value(activity, PROV.wasAssociatedWith)
    assert (reviewer, RDF.type, PROV.Person) in graph
    route = URIRef("urn:citeset:route:cedar-3/c/via-memo/2")
    assert graph.value(route, PROV.wasGeneratedBy) == activity


def test_bad_export_inputs_are_one_line_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, out = evaluate(tmp_path, "a", [*default_run()[:3], answer("oak-1", OAK)])
    for args, needle in ((["--reader", "legal"], "--reader needs --suite"),
                         (["--suite", str(tmp_path / "missing")], "missing")):
        with pytest.raises(SystemExit) as stop:
            main(["export", str(out), "--format", "prov", "--out", str(tmp_path / "x.json"), *args])
        err = capsys.readouterr().err
        assert stop.value.code == 2 and err.startswith("error: ") and needle in err
    with pytest.raises(SystemExit) as stop:
        main(["export", str(tmp_path / "nowhere"), "--format", "annotation", "--out", str(tmp_path / "x.json")])
    assert stop.value.code == 2 and not (tmp_path / "x.json").exists()


def _guessing_run(guess: str) -> list[dict]:
    """oak-1 (reader legal) cites the run's own chunk of the restricted version, with text it made up."""
    return [answer("cedar-1", "Entity R holds the rights associated with Project Cedar.", "a1", "a2"),
            {"case_id": "oak-1", "answer_text": OAK,
             "claims": [{"text": OAK, "citations": [{"chunk_id": "g"}, {"span_id": "oak-rights"}]}],
             "trace": {"chunks": [{"span_id": "g", "version_id": "secret-v1", "exact": guess}]}}]


def test_a_public_export_does_not_tell_whether_a_runs_text_is_in_a_restricted_version(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening re-audit: the public export of a restricted case showed whether a chunk text the run made up
    was found in the restricted version (its offsets, its validity, the verdict, "invalid citations: g")."""
    shown = {}
    for name, guess in (("hit", "mapped to record R30"), ("miss", "mapped to record R31")):
        suite, out = evaluate(tmp_path, name, _guessing_run(guess))
        for fmt in ("annotation", "prov"):
            target = tmp_path / f"{name}-{fmt}.jsonld"
            text = json.dumps(export(capsys, out, fmt, target, "--suite", str(suite)), sort_keys=True)
            # digests, times and the folders' names differ between any two runs
            text = re.sub(r"[0-9a-f]{16,64}|\d{4}-\d\d-\d\dT[\d:.+]+", "X", text)
            shown[name, fmt] = text.replace(name, "N")
    assert shown["hit", "annotation"] == shown["miss", "annotation"]
    assert shown["hit", "prov"] == shown["miss", "prov"]
    assert "mapped to record R3" not in shown["hit", "prov"] + shown["hit", "annotation"]
