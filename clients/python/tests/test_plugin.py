"""The pytest plugin: fixtures, the feature marker, diffs in failures, and the installed entry point."""

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from uistate import find_binary

PLUGIN = ("-p", "uistate.pytest_plugin")


def test_a_three_line_test_passes(pytester):
    pytester.makepyfile(textwrap.dedent("""
        import pytest

        @pytest.mark.uistate_feature("relationship")
        def test_custom_item(store):
            store.tap("customInputButton")
            store.expect_state({"selection": {"customItemPhase": "editing"}}, partial=True)

        @pytest.mark.parametrize("store", ["counter"], indirect=True)
        def test_indirect(store):
            assert store.tap(label="Increment").changed

        def test_host_only(uistate_host):
            assert uistate_host.echo({"a": 1}) == {"a": 1}
    """))
    result = pytester.runpytest(*PLUGIN)
    result.assert_outcomes(passed=3)


def test_a_failing_expectation_shows_the_step_and_a_diff(pytester):
    pytester.makepyfile(textwrap.dedent("""
        import pytest

        @pytest.mark.uistate_feature("relationship")
        def test_wrong(store):
            store.tap("customInputButton")
            store.expect_state({"customItemPhase": "saved"}, at="/selection", partial=True)
    """))
    result = pytester.runpytest(*PLUGIN)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([
        "*State at /selection of store relationship-* does not match after view/tap {\"selector\":{\"id\":\"customInputButton\"}}*",
        "*-  \"customItemPhase\": \"saved\"",
        "*+  \"customItemPhase\": \"editing\"",
    ])


def test_the_store_fixture_without_a_feature_says_how_to_give_one(pytester):
    pytester.makepyfile("def test_no_feature(store):\n    pass\n")
    result = pytester.runpytest(*PLUGIN)
    result.stdout.fnmatch_lines(["*uistate_feature*"])
    assert result.ret != 0


def test_marker_is_registered(pytester):
    result = pytester.runpytest(*PLUGIN, "--markers")
    result.stdout.fnmatch_lines(["*uistate_feature(name, **create_store_options)*"])


def test_pip_install_registers_the_plugin_through_its_entry_point(tmp_path):
    """`pip install ./clients/python`, then a test file using the fixtures with no '-p'."""
    source = tmp_path / "source"
    shutil.copytree(Path(__file__).resolve().parents[1], source,
                    ignore=shutil.ignore_patterns("tests", "build", "*.egg-info", "__pycache__", ".pytest_cache"))
    target = tmp_path / "site"
    install = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(source)],
                             capture_output=True, text=True)
    if install.returncode != 0 and "Could not find a version" in install.stderr:
        pytest.skip(f"pip could not fetch the build backend: {install.stderr[-300:]}")
    assert install.returncode == 0, install.stderr
    work = tmp_path / "work"
    work.mkdir()
    (work / "test_three_lines.py").write_text(textwrap.dedent("""
        import pytest

        @pytest.mark.uistate_feature("relationship")
        def test_custom_item(store):
            store.tap("customInputButton")
            store.input("customTextField", "대학 동기")
            store.tap("customSaveButton")
            store.expect_state({"customItemPhase": "saved", "selectedIDs": []}, at="/selection", partial=True)
    """), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(target), UISTATE_BIN=find_binary())
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(work)],
                         capture_output=True, text=True, cwd=work, env=env)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 passed" in run.stdout
