"""Module-level patterns are compiled when first used (`citeset._lazyre`), and answer as compiled patterns do."""

from __future__ import annotations

import ast
import importlib
import pickle
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

import citeset
from citeset._lazyre import LazyPattern, lazy_compile

SRC = Path(citeset.__file__).resolve().parent


def test_a_lazy_pattern_answers_as_the_compiled_pattern_does() -> None:
    source, flags = r"\b(?P<word>[a-z]+)ing\b", re.IGNORECASE
    lazy, real = lazy_compile(source, flags), re.compile(source, flags)
    text = "Walking and TALKING, then sing; a bring-and-buy."
    assert lazy.search(text).group("word") == real.search(text).group("word")  # type: ignore[union-attr]
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in real.finditer(text)]
    assert lazy.findall(text) == real.findall(text)
    assert lazy.sub("<\\g<word>>", text) == real.sub("<\\g<word>>", text)
    assert lazy.split(text) == real.split(text)
    assert lazy.match(text) is not None and lazy.fullmatch("sing") is not None
    assert (lazy.pattern, lazy.flags, lazy.groups, lazy.groupindex) == (
        real.pattern, real.flags, real.groups, real.groupindex)


def test_a_lazy_pattern_is_compiled_only_when_first_used() -> None:
    broken = lazy_compile(r"(unclosed")  # an error in the pattern shows at its first use, not at import
    with pytest.raises(re.error):
        broken.search("text")


def test_a_lazy_pattern_survives_pickling_for_worker_processes() -> None:
    lazy = lazy_compile(r"\d+ (?:km|miles)")
    copy = pickle.loads(pickle.dumps(lazy))
    assert copy.search("about 40 km away").group(0) == "40 km"  # type: ignore[union-attr]
    lazy.search("")  # compiled or not, it pickles the same
    assert pickle.loads(pickle.dumps(lazy)).pattern == lazy.pattern


def _lazy_patterns(value: object, seen: set[int]) -> list[LazyPattern]:
    if id(value) in seen:
        return []
    seen.add(id(value))
    if isinstance(value, LazyPattern):
        return [value]
    if isinstance(value, (tuple, list, set, frozenset)):
        return [p for item in value for p in _lazy_patterns(item, seen)]
    if isinstance(value, dict):
        return [p for item in (*value.keys(), *value.values()) for p in _lazy_patterns(item, seen)]
    return []


def _all_module_patterns() -> list[LazyPattern]:
    seen: set[int] = set()
    found: list[LazyPattern] = []
    for info in pkgutil.walk_packages([str(SRC)], prefix="citeset."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for value in vars(module).values():  # (each value is alive while `seen` holds its id)
            found += _lazy_patterns(value, seen)
    return found


def test_every_module_level_pattern_compiles() -> None:
    """A pattern no test happens to use would otherwise hide its error until a user's text reached it."""
    patterns = _all_module_patterns()
    assert len(patterns) > 500  # the judge's and the checks' patterns
    for pattern in patterns:
        pattern.compiled()


def test_no_module_compiles_a_pattern_at_import() -> None:
    """New modules follow the rule: a module-level `re.compile` would be compiled by every process that starts."""
    offenders = []
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in _module_level_calls(tree):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr == "compile" and isinstance(func.value, ast.Name) \
                    and func.value.id == "re":
                offenders.append(f"{path.relative_to(SRC)}:{node.lineno}")
    assert offenders == []


def _module_level_calls(tree: ast.AST) -> list[ast.Call]:
    calls: list[ast.Call] = []

    def walk(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if isinstance(child, ast.Call):
                calls.append(child)
            walk(child)

    walk(tree)
    return calls


def test_starting_the_command_line_compiles_few_patterns() -> None:
    """`citeset --help` and every worker process start without compiling the judge's patterns."""
    code = (
        "import citeset.cli\n"
        "import importlib, pkgutil, citeset\n"
        "from citeset._lazyre import LazyPattern\n"
        "mods = [m for n, m in list(__import__('sys').modules.items()) if n.startswith('citeset')]\n"
        "pats = {id(v): v for m in mods for v in vars(m).values() if isinstance(v, LazyPattern)}\n"
        "done = 0\n"
        "for p in pats.values():\n"
        "    try:\n"
        "        p._compiled\n"
        "        done += 1\n"
        "    except AttributeError:\n"
        "        pass\n"
        "print(len(pats), done)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    made, compiled = int(out[0]), int(out[1])
    assert made > 300
    assert compiled <= made // 10
