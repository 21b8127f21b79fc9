"""JavaScript run inside the page under test (kept apart so the Python reads as checks, not strings)."""

from __future__ import annotations

import json

from citeset.render._mapping import Mapping

# Installed before any page script runs: records every DOM change (for the quiet period) and, until the
# stream is declared over, every change of an existing marker's label or target (same element).
_INIT = """
(() => {
  const cfg = __CFG__;
  const st = window.__citeset = {last: performance.now(), mutations: 0, frozen: false, changes: [],
                                 ids: new WeakMap(), next: 0, clicks: 0};
  const label = (el) => (el.textContent || '').trim();
  const target = (el) => cfg.span ? el.getAttribute(cfg.span) : null;
  const scan = () => {
    if (st.frozen) { return; }
    document.querySelectorAll(cfg.marker).forEach((el) => {
      const now = {label: label(el), target: target(el)};
      const rec = st.ids.get(el);
      if (!rec) { st.ids.set(el, {id: st.next++, label: now.label, target: now.target}); return; }
      // A marker first seen without a label (or target) is being given its first one, not renumbered
      // (or retargeted): the parser, or a script, may insert the element before its text.
      const relabelled = rec.label !== '' && rec.label !== now.label;
      const retargeted = rec.target !== null && rec.target !== now.target;
      if (relabelled || retargeted) {
        if (st.changes.length < 500) {
          st.changes.push({id: rec.id, from_label: rec.label, to_label: now.label,
                           from_target: retargeted ? rec.target : now.target, to_target: now.target});
        }
      }
      rec.label = now.label; rec.target = now.target;
    });
  };
  new MutationObserver(() => { st.last = performance.now(); st.mutations++; scan(); })
    .observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  document.addEventListener('click', () => { st.clicks++; }, true);
  document.addEventListener('DOMContentLoaded', scan);
})();
"""

QUIET = """
([quiet, max]) => new Promise((resolve) => {
  const t0 = performance.now();
  const tick = () => {
    const now = performance.now();
    const st = window.__citeset;
    if (!st) { resolve(false); return; }
    if (now - t0 >= quiet && now - st.last >= quiet) { resolve(true); return; }
    if (now - t0 >= max) { resolve(false); return; }
    setTimeout(tick, 10);
  };
  setTimeout(tick, 10);
})
"""

COLLECT = """
(cfg) => {
  const st = window.__citeset;
  st.frozen = true;
  const roots = [...document.querySelectorAll(cfg.answer)];
  const scopes = roots.length ? roots : [document];
  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const t = by.split(/\\s+/).map((id) => document.getElementById(id)).filter(Boolean)
        .map((n) => n.textContent).join(' ').trim();
      if (t) { return t; }
    }
    return (el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || '').trim();
  };
  const textWithout = (node) => {
    const copy = node.cloneNode(true);
    copy.querySelectorAll(cfg.marker).forEach((m) => m.remove());
    return copy.textContent || '';
  };
  return scopes.map((root, r) => {
    const markers = [...root.querySelectorAll(cfg.marker)].map((el, i) => {
      const probe = r + '-' + i;
      el.setAttribute('data-cs-probe', probe);
      const row = el.closest('tr');
      const item = el.closest('li');
      const box = row && (!item || row.contains(item)) ? row : item;
      const rec = st.ids.get(el);
      return {probe, index: i, label: (el.textContent || '').trim(),
              target: cfg.span ? el.getAttribute(cfg.span) : null,
              tag: el.tagName.toLowerCase(), role: el.getAttribute('role'), href: el.getAttribute('href'),
              name: nameOf(el), container: box ? (box === row ? 'row' : 'item') : null,
              container_text: box ? textWithout(box) : null, record: rec ? rec.id : null};
    });
    const sourceRoot = root.querySelector(cfg.source) ? root : document;
    const sources = [...sourceRoot.querySelectorAll(cfg.source)].map((el) => {
      const ex = cfg.excerpt ? el.querySelector(cfg.excerpt) : null;
      return {span: el.getAttribute(cfg.source_span),
              version: cfg.source_version ? el.getAttribute(cfg.source_version) : null,
              document: cfg.source_document ? el.getAttribute(cfg.source_document) : null,
              excerpt: ex ? (ex.textContent || '') : null};
    });
    return {case_id: root === document ? null : root.getAttribute(cfg.case_attr), markers, sources};
  }).concat([{changes: st.changes}]);
}
"""

OPENED = """
([cfg, r]) => {
  const roots = [...document.querySelectorAll(cfg.answer)];
  const root = roots.length ? roots[r] : document;
  const scope = root && root.querySelector(cfg.opened) ? root : document;
  return [...scope.querySelectorAll(cfg.opened)].map((el) => el.getAttribute(cfg.source_span));
}
"""

COUNTERS = "() => [window.__citeset.clicks, window.__citeset.mutations]"

ACTIVE_PROBE = """
() => { const a = document.activeElement; return a ? a.getAttribute('data-cs-probe') : null; }
"""

FOCUSABLE_COUNT = """
() => document.querySelectorAll('a[href],button,input,select,textarea,summary,iframe,[tabindex],[contenteditable]')
  .length
"""

# Every string a reader's browser holds: text (with the blocked-text check run on the whole, so text split
# across inline elements is still seen), comments, attribute values, form values, template contents and open
# shadow roots. The probe attribute citeset adds is left out.
STRINGS = """
() => {
  const out = [];
  const visit = (root, where) => {
    out.push([where + ' text', root.textContent || '', null]);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
    let node = walker.currentNode;
    while (node) {
      if (node.nodeType === Node.COMMENT_NODE) {
        out.push([where + ' comment', node.data, null]);
      } else if (node.attributes) {
        const tag = node.tagName.toLowerCase();
        const probe = node.getAttribute('data-cs-probe');
        for (const a of node.attributes) {
          if (a.name !== 'data-cs-probe') { out.push([tag + '[' + a.name + ']', a.value, probe]); }
        }
        if ('value' in node && typeof node.value === 'string' && node.value) {
          out.push([tag + ' value', node.value, probe]);
        }
        if (node.content && node.content.nodeType === Node.DOCUMENT_FRAGMENT_NODE) {
          visit(node.content, tag + ' template');
        }
        if (node.shadowRoot) { visit(node.shadowRoot, tag + ' shadow root'); }
      }
      node = walker.nextNode();
    }
  };
  visit(document.documentElement, 'page');
  return out;
}
"""


def init_script(mapping: Mapping) -> str:
    cfg = {"marker": mapping.marker, "span": mapping.marker_span_attr}
    return _INIT.replace("__CFG__", json.dumps(cfg))


def collect_config(mapping: Mapping) -> dict[str, str | None]:
    return {"answer": mapping.answer, "case_attr": mapping.case_attr, "marker": mapping.marker,
            "span": mapping.marker_span_attr, "source": mapping.source, "source_span": mapping.source_span_attr,
            "source_version": mapping.source_version_attr, "source_document": mapping.source_document_attr,
            "excerpt": mapping.excerpt, "opened": mapping.opened}
