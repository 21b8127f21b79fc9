"""The reference rendering: self-contained, accessible HTML for answer views (jinja2, autoescape on).

Every string from a suite or a run goes through jinja2's autoescaping (text and attribute values alike), and
a Content-Security-Policy admits only the page's own script (by hash) and style: even a markup bug could
not run injected script or load anything from the network. Markers are `<button>`s, so Tab reaches them
and Enter and Space activate them without any script; the script only marks the opened source entry.
"""

from __future__ import annotations

import base64
import hashlib

from jinja2 import DictLoader, Environment, select_autoescape

from citeset.render._answer import AnswerView

SCRIPT = """
document.addEventListener('click', function (event) {
  var marker = event.target.closest && event.target.closest('[data-cs-marker]');
  if (!marker) { return; }
  var root = marker.closest('[data-cs-answer]') || document;
  root.querySelectorAll('[data-cs-open]').forEach(function (s) { s.removeAttribute('data-cs-open'); });
  root.querySelectorAll('[data-cs-marker][aria-expanded="true"]').forEach(function (m) {
    m.setAttribute('aria-expanded', 'false');
  });
  var target = document.getElementById(marker.getAttribute('aria-controls'));
  if (!target) { return; }
  target.setAttribute('data-cs-open', '');
  marker.setAttribute('aria-expanded', 'true');
  target.focus();
});
""".strip()

STYLE = """
body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
.cs-marker{font:inherit;font-size:.8em;vertical-align:super;border:0;background:none;color:#0645ad;
  cursor:pointer;padding:0 .1em}
.cs-marker:focus-visible,.cs-source:focus{outline:3px solid #1a73e8;outline-offset:2px}
.cs-dangling{font-size:.8em;vertical-align:super;color:#a00}
.cs-source{margin:.5rem 0}.cs-source[data-cs-open]{background:#fff7d6}
.cs-excerpt{margin:.25rem 0 .25rem 1rem;color:#333}.cs-meta{color:#555;font-size:.9em}
.cs-withheld{color:#a00}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem}
""".strip()

_SCRIPT_HASH = base64.b64encode(hashlib.sha256(SCRIPT.encode()).digest()).decode()
CSP = (f"default-src 'none'; script-src 'sha256-{_SCRIPT_HASH}'; style-src 'unsafe-inline'; "
       "img-src 'none'; base-uri 'none'; form-action 'none'")

_UNITS = """{%- macro units(list, a, labels) -%}
{%- for u in list -%}
<span class="cs-claim" data-cs-claim="{{ u.claim_index }}">{{ u.text }}</span>
{%- for m in u.markers -%}
{%- if m.number is not none -%}
<button type="button" class="cs-marker" data-cs-marker data-span-id="{{ m.ref }}" data-claim="{{ u.claim_index }}"
 aria-controls="cs{{ a }}-src-{{ m.number }}" aria-expanded="false"
 aria-label="Source {{ m.number }}{% if labels[m.number] %}: {{ labels[m.number] }}{% endif %}">[{{ m.number }}]</button>
{%- else -%}
<span class="cs-dangling" data-cs-dangling="{{ m.label }}" role="note"
 aria-label="Marker {{ m.label }} points to no listed source">[{{ m.label }}?]</span>
{%- endif -%}
{%- endfor %}{{ " " if not loop.last }}
{%- endfor -%}
{%- endmacro -%}"""

_ANSWER = _UNITS + """
<article class="cs-answer" data-cs-answer data-case-id="{{ v.case_id }}" aria-labelledby="cs{{ a }}-q">
<h2 id="cs{{ a }}-q">{{ v.question }}</h2>
{%- if v.abstained %}<p class="cs-abstained">The system declined to answer.</p>{% endif %}
<div class="cs-text">
{%- for b in v.blocks %}
{%- if b.kind == "paragraph" %}
<p>{{ units(b.items[0], a, labels) }}</p>
{%- elif b.kind == "list" %}
<ul>{% for item in b.items %}<li>{{ units(item, a, labels) }}</li>{% endfor %}</ul>
{%- else %}
<table>
{%- if b.header %}<thead><tr>{% for h in b.header %}<th scope="col">{{ h }}</th>{% endfor %}</tr></thead>{% endif %}
<tbody>{% for row in b.rows %}<tr>{% for cell in row %}<td>{{ units(cell, a, labels) }}</td>{% endfor %}</tr>{% endfor %}</tbody>
</table>
{%- endif %}
{%- endfor %}
{%- if v.unattached %}
<p class="cs-unattached">Markers attached to no claim: {% for m in v.unattached -%}
<span class="cs-dangling" data-cs-dangling="{{ m.label }}" role="note">[{{ m.label }}]</span> {% endfor %}</p>
{%- endif %}
</div>
<aside class="cs-sources" aria-labelledby="cs{{ a }}-s">
<h3 id="cs{{ a }}-s">Sources</h3>
<ol>
{%- for s in v.sources %}
<li id="cs{{ a }}-src-{{ s.number }}" class="cs-source" data-cs-source data-span-id="{{ s.ref }}"
 data-version-id="{{ s.version_id or '' }}" data-source-id="{{ s.source_id or '' }}" tabindex="-1">
<span class="cs-num">[{{ s.number }}]</span>
{%- if s.shown == "text" %}
{% if s.uri and (s.uri.startswith("https://") or s.uri.startswith("http://")) -%}
<cite><a href="{{ s.uri }}" rel="noopener noreferrer">{{ s.title or s.source_id }}</a></cite>
{%- else %}<cite>{{ s.title or s.source_id }}</cite>{% endif %}
<span class="cs-meta">document {{ s.source_id }}, version {{ s.version_id }} ({{ s.status }}), passage {{ s.ref }}</span>
<blockquote class="cs-excerpt" data-cs-excerpt>{{ s.excerpt }}</blockquote>
{%- else %}
<span class="cs-meta">passage {{ s.ref }}{% if s.version_id %}, version {{ s.version_id }}{% endif %}</span>
<p class="cs-excerpt cs-withheld" data-cs-excerpt>{{ s.excerpt }}</p>
{%- endif %}
</li>
{%- endfor %}
</ol>
</aside>
</article>"""

_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{{ csp }}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }}</title>
<style>{{ style }}</style>
</head>
<body>
<main>
{% for v in views %}{% set a = loop.index0 %}{% set labels = label_maps[loop.index0] %}{% include "answer" %}
{% endfor %}
</main>
<script>{{ script }}</script>
</body>
</html>
"""

_ENV = Environment(loader=DictLoader({"page": _PAGE, "answer": _ANSWER}),
                   autoescape=select_autoescape(default=True, default_for_string=True), trim_blocks=False)


def _labels(view: AnswerView) -> dict[int, str]:
    """Accessible names of the markers: the source title (never for a withheld source)."""
    out: dict[int, str] = {}
    for s in view.sources:
        if s.shown == "text":
            out[s.number] = s.title or s.source_id or s.ref
        else:
            out[s.number] = "withheld" if s.shown == "blocked" else "does not resolve"
    return out


def render_html(views: list[AnswerView], title: str = "citeset answers") -> str:
    """One self-contained HTML page holding each answer view."""
    from markupsafe import Markup

    return _ENV.get_template("page").render(
        views=views, label_maps=[_labels(v) for v in views], title=title, csp=CSP, style=Markup(STYLE),
        script=Markup(SCRIPT))
