#!/usr/bin/env python3
"""Checks that MODULES.md tells the truth about Package.swift.

    scripts/check-modules.py              compare MODULES.md with `swift package dump-package`
    scripts/check-modules.py --self-test  prove the comparison catches each kind of drift

MODULES.md's machine-readable part (its opening section describes it to readers):
  - every non-test target has a `## Name` heading, followed by ` (executable)`,
    ` (system library)`, ` (plugin)` or ` (macro)` for those kinds; every test target is a bullet "- `NameTests`: ..."
    under the heading `## Test targets`;
  - each entry has one "Depends on: `A`, `B`." sentence (or "Depends on: nothing.") naming
    exactly the target's direct dependencies in Package.swift, in any order;
  - an entry may have a "Must not depend on: `X`, `Y`." sentence: none of those may be reachable
    through the target's dependencies, directly or transitively.

Prints every disagreement, with what each side says, and exits 1; exits 0 when they agree.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional, Set, Tuple

ROOT = Path(__file__).resolve().parent.parent
KIND_TAGS = {"executable": "executable", "system": "system library", "plugin": "plugin", "macro": "macro"}
TEST_SECTION = "Test targets"


class Target:
    def __init__(self, name: str, kind: str, dependencies: List[str]):
        self.name, self.kind, self.dependencies = name, kind, dependencies


class Entry:
    """One target as MODULES.md describes it."""

    def __init__(self, name: str, line: int, kind_tag: Optional[str], text: str, is_test: bool):
        self.name, self.line, self.kind_tag, self.text, self.is_test = name, line, kind_tag, text, is_test


def package_targets(dump: dict) -> Dict[str, Target]:
    targets = {}
    for target in dump["targets"]:
        names = []
        for dependency in target.get("dependencies", []):
            # {"byName": [name, condition]}, {"target": [name, condition]}, {"product": [name, package, …]}
            (_, value), = dependency.items()
            names.append(value[0])
        targets[target["name"]] = Target(target["name"], target["type"], names)
    return targets


def read_entries(markdown: str) -> Tuple[List[Entry], List[str]]:
    """The entries MODULES.md holds, and problems with its format."""
    entries: List[Entry] = []
    problems: List[str] = []
    section: Optional[str] = None
    current: Optional[Entry] = None
    for number, line in enumerate(markdown.splitlines(), start=1):
        heading = re.match(r"^## (.+?)\s*$", line)
        if heading:
            current = None
            title = heading.group(1)
            section = title
            if title == TEST_SECTION:
                continue
            named = re.match(r"^(\w+)(?: \((executable|system library|plugin|macro)\))?$", title)
            if not named:
                problems.append(f"MODULES.md:{number}: heading '{title}' is not a target name "
                                "(optionally followed by '(executable)', '(system library)', '(plugin)' or '(macro)')")
                continue
            current = Entry(named.group(1), number, named.group(2), "", is_test=False)
            entries.append(current)
            continue
        if line.startswith("#"):  # a deeper heading belongs to the entry above it
            if current is not None:
                current.text += "\n" + line
            continue
        if section == TEST_SECTION:
            bullet = re.match(r"^- `(\w+)`", line)
            if bullet:
                current = Entry(bullet.group(1), number, None, line, is_test=True)
                entries.append(current)
                continue
            if current is not None and (line.startswith("  ") or not line.strip()):
                current.text += "\n" + line
            continue
        if current is not None:
            current.text += "\n" + line
    return entries, problems


def listed_names(text: str, label: str) -> Optional[Set[str]]:
    """The backquoted names of the "<label>: …." sentence, or None when there is no such sentence.

    The sentence starts a line or follows a sentence's end, so "Must not depend on:" is not read
    as "Depends on:".
    """
    match = re.search(rf"(?:^|[.:]\s+|\n\s*(?:-\s+)?){re.escape(label)}:\s*(.*?)\.(?:\s|$)", text, re.S)
    if not match:
        return None
    body = match.group(1)
    names = set(re.findall(r"`(\w+)`", body))
    if not names and body.strip() != "nothing":
        return {f"<unreadable: {body.strip()}>"}
    return names


def closure(name: str, targets: Dict[str, Target]) -> Set[str]:
    seen: Set[str] = set()
    stack = list(targets[name].dependencies) if name in targets else []
    while stack:
        dependency = stack.pop()
        if dependency in seen:
            continue
        seen.add(dependency)
        if dependency in targets:
            stack.extend(targets[dependency].dependencies)
    return seen


def names(items: Set[str]) -> str:
    return ", ".join(sorted(items)) if items else "nothing"


def compare(markdown: str, targets: Dict[str, Target]) -> List[str]:
    entries, problems = read_entries(markdown)
    by_name: Dict[str, Entry] = {}
    for entry in entries:
        if entry.name in by_name:
            problems.append(f"MODULES.md:{entry.line}: `{entry.name}` is described twice "
                            f"(also at line {by_name[entry.name].line})")
        by_name.setdefault(entry.name, entry)

    for name, target in targets.items():
        if name not in by_name:
            where = f"a bullet under '## {TEST_SECTION}'" if target.kind == "test" else f"a '## {name}' section"
            problems.append(f"`{name}` ({target.kind} target in Package.swift) is missing from MODULES.md: "
                            f"add {where} with 'Depends on: {names(set(target.dependencies))}.'")
    for name, entry in by_name.items():
        target = targets.get(name)
        if target is None:
            problems.append(f"MODULES.md:{entry.line}: `{name}` is not a target in Package.swift")
            continue
        if (target.kind == "test") != entry.is_test:
            place = f"a bullet under '## {TEST_SECTION}'" if target.kind == "test" else "a '##' section of its own"
            problems.append(f"MODULES.md:{entry.line}: `{name}` is a {target.kind} target: describe it as {place}")
        if not entry.is_test:
            expected_tag = KIND_TAGS.get(target.kind)
            if entry.kind_tag != expected_tag:
                said = f"'({entry.kind_tag})'" if entry.kind_tag else "no kind"
                wanted = f"'## {name} ({expected_tag})'" if expected_tag else f"'## {name}'"
                problems.append(f"MODULES.md:{entry.line}: `{name}` is a {target.kind} target but its heading "
                                f"says {said}: write {wanted}")
        documented = listed_names(entry.text, "Depends on")
        actual = set(target.dependencies)
        if documented is None:
            problems.append(f"MODULES.md:{entry.line}: `{name}` has no 'Depends on:' sentence; "
                            f"Package.swift says: Depends on: {names(actual)}.")
        elif documented != actual:
            lines = [f"MODULES.md:{entry.line}: `{name}` depends on other targets than MODULES.md says",
                     f"    MODULES.md:    {names(documented)}",
                     f"    Package.swift: {names(actual)}"]
            if actual - documented:
                lines.append(f"    + missing from MODULES.md: {names(actual - documented)}")
            if documented - actual:
                lines.append(f"    - not in Package.swift:    {names(documented - actual)}")
            problems.append("\n".join(lines))
        if re.search(r"Only test targets depend on it\.", entry.text):
            users = sorted(other.name for other in targets.values()
                           if name in other.dependencies and other.kind != "test")
            if users:
                problems.append(f"MODULES.md:{entry.line}: only test targets may depend on `{name}`, "
                                f"but Package.swift has it under {', '.join(users)}")
        forbidden = listed_names(entry.text, "Must not depend on")
        if forbidden:
            unknown = {item for item in forbidden if item not in targets}
            if unknown:
                problems.append(f"MODULES.md:{entry.line}: `{name}` must not depend on {names(unknown)}, "
                                "which Package.swift does not have (renamed?)")
            reached = (forbidden - unknown) & closure(name, targets)
            if reached:
                problems.append(f"MODULES.md:{entry.line}: `{name}` must not depend on {names(reached)}, "
                                "but Package.swift lets it reach them through its dependencies")
    return problems


def dump_package() -> dict:
    output = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True,
                            stdout=subprocess.PIPE, text=True).stdout
    return json.loads(output)


def self_test() -> List[str]:
    """Breaks a small MODULES.md that matches a small package in each way the check must catch."""
    targets = {target.name: target for target in [
        Target("CLib", "system", []),
        Target("Core", "regular", ["CLib"]),
        Target("Host", "regular", ["Core"]),
        Target("tool", "executable", ["Host", "Core"]),
        Target("Generate", "plugin", ["tool"]),
        Target("CoreTests", "test", ["Core"]),
    ]}
    markdown = "\n".join([
        "# Modules", "", "Intro text, with a Depends on: example that is not an entry.", "",
        "## CLib (system library)", "A C library. Depends on: nothing.", "",
        "## Core", "The core.", "Depends on: `CLib`.", "Must not depend on: `Host`.", "",
        "## Host", "The host. Depends on: `Core`.", "",
        "## tool (executable)", "The command.", "Depends on: `Host`, `Core`.", "",
        "## Generate (plugin)", "Runs the tool at build time.", "Depends on: `tool`.", "",
        "## Test targets", "- `CoreTests`: the core's tests.", "  Depends on: `Core`.", "",
    ])
    failures: List[str] = []

    def expect(description: str, broken: str, needle: str, package: Optional[Dict[str, Target]] = None) -> None:
        found = compare(broken, package or targets)
        if not any(needle in problem for problem in found):
            failures.append(f"self-test: {description}: expected a problem mentioning {needle!r}, got {found}")

    if compare(markdown, targets):
        failures.append(f"self-test: the matching document is refused: {compare(markdown, targets)}")
    expect("a dependency dropped", markdown.replace("Depends on: `Host`, `Core`.", "Depends on: `Host`."),
           "missing from MODULES.md: Core")
    expect("a dependency added", markdown.replace("Depends on: `CLib`.", "Depends on: `CLib`, `Host`."),
           "not in Package.swift:    Host")
    expect("a section removed", markdown.replace("## Host\nThe host. Depends on: `Core`.\n", ""),
           "`Host` (regular target in Package.swift) is missing")
    expect("a test target removed", markdown.replace("- `CoreTests`", "- `CoreTestsGone`"),
           "`CoreTests` (test target in Package.swift) is missing")
    expect("a target that is not in the package", markdown + "\n## Ghost\nDepends on: nothing.\n",
           "`Ghost` is not a target in Package.swift")
    expect("the executable tag dropped", markdown.replace("## tool (executable)", "## tool"),
           "`tool` is a executable target")
    expect("the plugin tag dropped", markdown.replace("## Generate (plugin)", "## Generate"),
           "`Generate` is a plugin target")
    expect("no Depends on sentence", markdown.replace("The host. Depends on: `Core`.", "The host."),
           "`Host` has no 'Depends on:' sentence")
    helped = dict(targets)
    helped["Host"] = Target("Host", "regular", ["Core", "CoreTestSupport"])
    helped["CoreTestSupport"] = Target("CoreTestSupport", "regular", [])
    expect("a test helper in production code",
           markdown.replace("The host. Depends on: `Core`.", "The host. Depends on: `Core`, `CoreTestSupport`.")
           + "\n## CoreTestSupport\nHelpers. Only test targets depend on it. Depends on: nothing.\n",
           "only test targets may depend on `CoreTestSupport`, but Package.swift has it under Host", helped)
    reaching = dict(targets)
    reaching["CLib"] = Target("CLib", "system", ["Host"])
    expect("a forbidden target reached through another", markdown.replace("A C library. Depends on: nothing.",
                                                                            "A C library. Depends on: `Host`."),
           "`Core` must not depend on Host", reaching)
    return failures


def main(arguments: List[str]) -> int:
    if arguments == ["--self-test"]:
        failures = self_test()
        for failure in failures:
            print(failure)
        print(f"check-modules self-test: {'FAILED' if failures else 'passed'}")
        return 1 if failures else 0
    if arguments:
        print(__doc__, file=sys.stderr)
        return 2
    markdown = (ROOT / "MODULES.md").read_text(encoding="utf-8")
    targets = package_targets(dump_package())
    problems = compare(markdown, targets)
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-modules: MODULES.md disagrees with Package.swift ({len(problems)} problems above)")
        return 1
    print(f"check-modules: MODULES.md describes all {len(targets)} targets of Package.swift and their dependencies")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
