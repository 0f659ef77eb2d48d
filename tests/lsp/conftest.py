"""pytest-lsp's hooks, for the LSP tests only. Its plugin is off for the rest of the suite (pyproject.toml's
addopts: `-p no:pytest-lsp`): loaded for every pytest process it imported lsprotocol's ≈ 1,000 attrs classes
(≈ 0.5 s of CPU) in the xdist controller and in runs of other folders, which never use it. Here its hooks
surface the server's log and errors in the report of an LSP test, and `--lsp-devtools` is still accepted
when tests/lsp is named on the command line (the fixture reads the option; its default otherwise)."""

import importlib.util

if importlib.util.find_spec("pytest_lsp") is not None:  # without it, test_lsp_stdio.py reports the missing module
    from pytest_lsp.plugin import pytest_addoption, pytest_runtest_call, pytest_runtest_makereport  # noqa: F401
