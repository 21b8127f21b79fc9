"""One strict YAML reader for every YAML file citeset reads (policies, suite bundles).

PyYAML's `safe_load` keeps the last of two equal keys, so a repeated `cases:` or metric silently drops
the first; here a repeated key is an error naming its line. Aliases (`*name`) are refused too: no
citeset file needs them, and an alias bomb expands to billions of nodes once validated. An unquoted `yes`,
`no`, `on` or `off` is refused as well (naming line and field): YAML 1.1 reads it as a boolean, YAML 1.2 as
text, and an id, a text or a stratum tag written so became True or False; `true`/`false` and quoted words are
read as usual.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import ConstructorError
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from citeset._jsonpos import Lines, field_name, long_number_line, refuse_nul_at
from citeset.errors import InputError


class _StrictLoader(yaml.SafeLoader):
    """SafeLoader that refuses duplicate mapping keys and aliases."""

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise ConstructorError(None, None, "aliases (*name) are not allowed in citeset files",
                                   event.start_mark)
        return super().compose_node(parent, index)  # type: ignore[no-any-return]

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise ConstructorError(None, None, "merge keys (<<) are not allowed in citeset files",
                                       key_node.start_mark)
            key = self.construct_object(key_node, deep=True)  # type: ignore[no-untyped-call]
            try:
                duplicate = key in seen
            except TypeError:  # an unhashable key: let SafeLoader report it
                break
            if duplicate:
                raise ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


def parse_yaml(text: str, path: str | Path) -> Any:
    """Parse one YAML document strictly; every problem is an InputError naming file and line."""
    return parse_yaml_lines(text, path)[0]


def parse_yaml_lines(text: str, path: str | Path) -> tuple[Any, Lines]:
    """`parse_yaml`, and the line each key and item is on, for errors found after parsing (a field's value)."""
    try:
        loader = _StrictLoader(text)  # reads the text's first characters already
        try:
            return _document(loader, path)
        finally:
            loader.dispose()  # type: ignore[no-untyped-call]
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "unreadable"
        raise InputError(f"malformed YAML: {problem}", path=path, line=mark.line + 1 if mark else None) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow, at a position
        line = text[: exc.position].count("\n") + 1
        raise InputError(f"malformed YAML: unacceptable character #x{exc.character:04x}: {exc.reason}", path=path,
                         line=line) from None
    except yaml.YAMLError as exc:
        raise InputError(f"malformed YAML: {exc}", path=path) from None
    except ValueError:  # a number of more than 4,300 digits
        raise InputError("malformed YAML: a number of more than 4,300 digits", path=path,
                         line=long_number_line(text)) from None
    except RecursionError:
        raise InputError("malformed YAML: nested too deeply", path=path) from None


_BOOL_WORDS = frozenset({"yes", "no", "on", "off"})
"""Booleans to YAML 1.1 (PyYAML) but text to YAML 1.2: unquoted, which one was meant is unknown."""


def _document(loader: _StrictLoader, path: str | Path) -> tuple[Any, Lines]:
    node = loader.get_single_node()  # type: ignore[no-untyped-call]
    lines: Lines = {}
    if node is None:  # an empty document
        return None, lines
    _node_lines(node, (), lines, path)
    data = loader.construct_document(node)  # type: ignore[no-untyped-call]
    refuse_nul_at(data, lines, path)
    return data, lines


def _node_lines(node: Node, at: tuple[str | int, ...], lines: Lines, path: str | Path) -> None:
    if isinstance(node, SequenceNode):
        for i, item in enumerate(node.value):
            lines[(*at, i)] = item.start_mark.line + 1
            _node_lines(item, (*at, i), lines, path)
    elif isinstance(node, MappingNode):
        for key, value in node.value:
            if isinstance(key, ScalarNode):
                lines[(*at, key.value)] = key.start_mark.line + 1
                _refuse_bool_word(key, (*at, key.value), path)
                _node_lines(value, (*at, key.value), lines, path)
    elif isinstance(node, ScalarNode):
        _refuse_bool_word(node, at, path)


def _refuse_bool_word(node: ScalarNode, at: tuple[str | int, ...], path: str | Path) -> None:
    """An unquoted yes/no/on/off: PyYAML makes it a boolean where an id, a text or a tag may be meant (a stratum
    `On` became True, an id `no` False), so it is refused, naming its line and field."""
    if node.tag == "tag:yaml.org,2002:bool" and node.value.lower() in _BOOL_WORDS:
        raise InputError(f"unquoted {node.value!r} is a boolean to YAML 1.1 and text to YAML 1.2: quote it "
                         f"('{node.value}') where text is meant, or write true or false", path=path,
                         line=node.start_mark.line + 1, field=field_name(at))


MAX_CONFIG_BYTES = 1024 * 1024  # a policy is a few lines; anything this big is not one


def read_yaml(path: Path, what: str = "file", limit: int = MAX_CONFIG_BYTES) -> Any:
    """Read and parse a YAML file: missing, a folder, special, too large, not UTF-8 or unreadable are
    InputErrors."""
    return parse_yaml(read_text(path, what, limit), path)


def read_text(path: Path, what: str = "file", limit: int | None = None) -> str:
    """A UTF-8 text file's contents; every way of not being one is an InputError naming the path.

    Only regular files are opened (a FIFO or /dev/zero would block or never end), and with `limit`
    only files of at most that many bytes."""
    from citeset._files import require_regular

    try:
        info = require_regular(path)
    except InputError as exc:
        raise InputError(exc.message if "not found" not in exc.message else f"{what} not found", path=path) from None
    if limit is not None and info.st_size > limit:
        raise InputError(f"{what} too large ({info.st_size} bytes; at most {limit})", path=path)
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"{what} not found", path=path) from None
    except IsADirectoryError:
        raise InputError(f"expected a {what}, found a folder", path=path) from None
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start})", path=path) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", path=path) from None
