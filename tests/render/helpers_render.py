"""A small suite whose titles and answers carry markup, a source blocked for the public reader, a run with
prose, list and table answers, and pages that get citations wrong in each way a user would notice."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from citeset.render import answer_views, render_case_html
from citeset.runs import load_run
from citeset.suite import load_suite

TEXTS = {
    "map-v1": "Project map.\nProject Cedar is mapped to record R17.\n",
    "rights-v3": "Rights schedule.\nEntity R holds the rights associated with record R17.\n",
    "vault-v1": "Vault memo.\nProject Oak is mapped to record R30 under code ZZSECRET-4711.\n",
    "rights-oak": "Rights schedule.\nEntity Q holds the rights associated with record R30.\n",
}
TITLES = {"map-v1": "Project map <script>alert('title')</script>", "rights-v3": "Rights <img src=x onerror=alert(2)>",
          "vault-v1": "Vault memo for counsel", "rights-oak": "Oak rights"}
SPANS = [("a1", "map-v1", "Project Cedar is mapped to record R17."),
         ("a2", "rights-v3", "Entity R holds the rights associated with record R17."),
         ("vault", "vault-v1", "Project Oak is mapped to record R30 under code ZZSECRET-4711."),
         ("oakr", "rights-oak", "Entity Q holds the rights associated with record R30.")]
BLOCKED_PASSAGE = SPANS[2][2]
CEDAR_ANSWER = (
    "Entity R holds Cedar's rights <script>alert('answer')</script> [1]. Cedar maps to R17 [2].\n\n"
    "- Cedar is mapped to record R17 [2]\n"
    "- Entity R holds the rights for R17 [1]\n\n"
    "| Item | Fact |\n|---|---|\n"
    "| Cedar | Mapped to record R17 [2] |\n"
    "| Rights | Held by Entity R [1] |\n"
)
OAK_ANSWER = "Project Oak maps to R30 [1]. Entity Q holds the rights [2]."


def _write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def _case(case_id: str, question: str, reader: str | None) -> dict[str, Any]:
    return {"case_id": case_id, "question": question, "reader": reader, "cutoff": "2026-01-01",
            "answerable": False, "expected_behavior": "abstain", "claims": []}


def build(root: Path) -> tuple[Path, Path]:
    """Write the suite and the run; returns (suite folder, run file)."""
    sources = [{"version_id": vid, "source_id": vid.split("-")[0], "uri": f"https://x.example/{vid}",
                "title": TITLES[vid], "text": text, "observed_at": "2025-03-01",
                **({"readers": ["legal"]} if vid == "vault-v1" else {})} for vid, text in TEXTS.items()]
    spans = []
    for sid, vid, exact in SPANS:
        start = TEXTS[vid].index(exact)
        spans.append({"span_id": sid, "version_id": vid, "start": start, "end": start + len(exact), "exact": exact})
    suite = root / "suite"
    _write_jsonl(suite / "sources.jsonl", sources)
    _write_jsonl(suite / "spans.jsonl", spans)
    _write_jsonl(suite / "cases.jsonl", [
        _case("cedar", "Who holds Cedar's rights? <img src=x onerror=alert(3)>", None),
        _case("oak", "Who holds Oak's rights?", None),
        _case("oak-legal", "Who holds Oak's rights?", "legal"),
    ])
    oak_sources = [{"marker": "1", "span_id": "vault"}, {"marker": "2", "span_id": "oakr"}]
    run = _write_jsonl(root / "run.jsonl", [
        {"case_id": "cedar", "answer_text": CEDAR_ANSWER,
         "sources": [{"marker": "1", "span_id": "a2"}, {"marker": "2", "span_id": "a1"}]},
        {"case_id": "oak", "answer_text": OAK_ANSWER, "sources": oak_sources},
        {"case_id": "oak-legal", "answer_text": OAK_ANSWER, "sources": oak_sources},
    ])
    return suite, run


def own_page(suite: Path, run: Path, case_id: str, reader: str | None = None) -> str:
    """citeset's own rendering of one case (for its reader, or for `reader`)."""
    loaded = load_suite(suite)
    return render_case_html(answer_views(loaded, load_run(run, loaded), case_id, reader)[0])


def without_csp(html: str) -> str:
    """The page with its Content-Security-Policy removed, so a fixture can add scripts of its own."""
    return re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", html)


def add_script(html: str, script: str) -> str:
    return without_csp(html).replace("</body>", f"<script>{script}</script>\n</body>")


POSITION_TARGETS = """
document.addEventListener('click', function (e) {
  var m = e.target.closest('[data-cs-marker]'); if (!m) { return; }
  e.stopImmediatePropagation();
  var markers = Array.from(document.querySelectorAll('[data-cs-marker]'));
  var sources = document.querySelectorAll('[data-cs-source]');
  sources.forEach(function (s) { s.removeAttribute('data-cs-open'); });
  sources[markers.indexOf(m) % sources.length].setAttribute('data-cs-open', '');
}, true);
"""


def swap_table_rows(html: str) -> str:
    """The table's row markers exchanged: each row's marker now opens the other row's passage."""
    rows = re.findall(r"<tr><td>.*?</tr>", html, flags=re.S)
    buttons = [re.search(r"<button.*?</button>", r, flags=re.S).group() for r in rows]  # type: ignore[union-attr]
    out = html
    for row, mine, theirs in zip(rows, buttons, reversed(buttons), strict=True):
        out = out.replace(row, row.replace(mine, theirs))
    return out


def unfocusable_marker(html: str) -> str:
    """The first marker rendered as a clickable <span> that no keyboard can reach."""
    return re.sub(r'<button type="button" class="cs-marker"(.*?)</button>', r'<span class="cs-marker"\1</span>',
                  html, count=1, flags=re.S)


def leaking_tooltip(html: str) -> str:
    """A marker whose tooltip previews the blocked passage."""
    return html.replace('data-span-id="vault"', f'data-span-id="vault" title="{BLOCKED_PASSAGE}"', 1)


STREAM_PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>stream</title></head><body>
<article data-cs-answer data-case-id="oak-legal"><p id="text"></p><ol id="sources"></ol></article>
<script>
var text = document.getElementById('text'), list = document.getElementById('sources');
function marker(n, span) {
  var b = document.createElement('button'); b.type = 'button'; b.setAttribute('data-cs-marker', '');
  b.setAttribute('data-span-id', span); b.setAttribute('aria-label', 'Source ' + n); b.textContent = '[' + n + ']';
  return b;
}
function source(span, version, doc, excerpt) {
  var li = document.createElement('li'); li.setAttribute('data-cs-source', '');
  li.setAttribute('data-span-id', span); li.setAttribute('data-version-id', version);
  li.setAttribute('data-source-id', doc);
  var q = document.createElement('blockquote'); q.setAttribute('data-cs-excerpt', ''); q.textContent = excerpt;
  li.appendChild(q); list.appendChild(li);
}
document.addEventListener('click', function (e) {
  var m = e.target.closest('[data-cs-marker]'); if (!m) { return; }
  list.querySelectorAll('[data-cs-open]').forEach(function (s) { s.removeAttribute('data-cs-open'); });
  var t = list.querySelector('[data-span-id="' + m.getAttribute('data-span-id') + '"]');
  if (t) { t.setAttribute('data-cs-open', ''); }
});
var steps = [
  function () { text.appendChild(document.createTextNode('Project Oak maps to R30 ')); },
  function () { text.appendChild(marker(FIRST_N, 'FIRST_SPAN')); text.appendChild(document.createTextNode('. ')); },
  function () { text.appendChild(document.createTextNode('Entity Q holds the rights ')); },
  function () { text.appendChild(marker(2, 'oakr')); text.appendChild(document.createTextNode('.')); },
  function () { FIX },
  function () {
    source('vault', 'vault-v1', 'vault', 'Project Oak is mapped to record R30 under code ZZSECRET-4711.');
    source('oakr', 'rights-oak', 'rights', 'Entity Q holds the rights associated with record R30.');
  },
];
steps.forEach(function (step, i) { setTimeout(step, 60 * (i + 1)); });
</script></body></html>"""


def stream_page(bad: bool) -> str:
    """A streamed answer. Bad: the first marker arrives as [2] citing the wrong passage, then is renumbered
    to [1] and retargeted; good: every marker arrives with its final number and target."""
    if bad:
        return (STREAM_PAGE.replace("FIRST_N", "2").replace("FIRST_SPAN", "oakr")
                .replace("FIX", "var m = text.querySelector('[data-cs-marker]'); m.textContent = '[1]'; "
                                "m.setAttribute('data-span-id', 'vault');"))
    return STREAM_PAGE.replace("FIRST_N", "1").replace("FIRST_SPAN", "vault").replace("FIX", "")


RESTLESS_PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>restless</title></head><body>
<p id="t">Loading</p><script>var i = 0; setInterval(function () {
document.getElementById('t').textContent = 'Loading ' + (i++); }, 30);</script></body></html>"""
