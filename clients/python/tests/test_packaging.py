"""The package's declared metadata, read and validated as setuptools reads it when pip installs
`./clients/python[pytest]` (so a misplaced table or a bad requirement fails here, not on a
user's machine)."""
from pathlib import Path

import pytest

pyprojecttoml = pytest.importorskip("setuptools.config.pyprojecttoml")

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def test_pytest_is_the_pytest_extra_and_not_a_hard_dependency():
    project = pyprojecttoml.read_configuration(PYPROJECT)["project"]
    assert project["optional-dependencies"]["pytest"] == ["pytest>=7"]
    assert project.get("dependencies", []) == []


def test_the_pytest_plugin_is_registered_under_its_module_name():
    project = pyprojecttoml.read_configuration(PYPROJECT)["project"]
    assert project["entry-points"]["pytest11"] == {"uistate.pytest_plugin": "uistate.pytest_plugin"}
