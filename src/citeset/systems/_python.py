"""`python:MODULE:FUNCTION`: a sync or async callable of the user's, called with one request dict."""

from __future__ import annotations

import importlib
import inspect
import os
import sys
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from citeset._aio import in_daemon_thread
from citeset.errors import InputError
from citeset.systems._protocol import Request, SystemFailure


class PythonSystem:
    """Calls the function; a sync one runs in a daemon thread so the probe's concurrency still applies, and a call
    that never returns, once the probe's timeout gives up on it, does not keep the process from exiting."""

    def __init__(self, spec: str, function: Callable[..., Any]) -> None:
        self.spec = spec
        self.function = function
        self._async = inspect.iscoroutinefunction(function)

    async def answer(self, request: Request) -> dict[str, Any]:
        try:
            if self._async:
                result = await self.function(request)
            else:
                result = await in_daemon_thread(self.function, request)
                if inspect.isawaitable(result):
                    result = await result
        except Exception as exc:  # the user's code failed on this request only
            raise SystemFailure(f"the function raised {type(exc).__name__}: {exc}") from None
        if isinstance(result, BaseModel):
            result = result.model_dump(mode="json", exclude_none=True)
        if not isinstance(result, dict):
            raise SystemFailure(f"the function returned {type(result).__name__}, not a run record dict")
        return result

    async def aclose(self) -> None:
        return None


def from_arg(arg: str | None) -> PythonSystem:
    module_name, _, attr = (arg or "").partition(":")
    if not module_name or not attr:
        raise InputError("python system spec is python:MODULE:FUNCTION (e.g. python:my_rag:answer)",
                         field="--system")
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())  # the user's module next to where they run citeset
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:
        raise InputError(f"cannot import module {module_name!r}: {type(exc).__name__}: {exc}",
                         field="--system") from None
    function: Any = module
    for part in attr.split("."):
        function = getattr(function, part, None)
        if function is None:
            raise InputError(f"module {module_name!r} has no attribute {attr!r}", field="--system")
    if not callable(function):
        raise InputError(f"{module_name}:{attr} is not callable", field="--system")
    return PythonSystem(f"python:{module_name}:{attr}", function)
