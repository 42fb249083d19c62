#!/usr/bin/env python3
"""Plays Atlas from Python through the JSON host protocol of a DLC tool.

Starts the tool with --json, reads its ready record, signs in, searches, and checks what
the screen shows. Standard library only, unless --schema is given.

    python3 atlas_host.py [--country NAME] [--schema FILE] [TOOL ARGUMENT...]

--schema FILE checks every record the tool sends against the protocol's JSON Schema
(HostProtocol.schema.json in DLCCommandLine's documentation), with the `jsonschema` package;
a record that does not match is a failure.

TOOL defaults to `swift run dlc`. Exits 0 when the screen shows what it should, 1 with a
message when it does not, 2 when the tool cannot be started or speaks another protocol.
"""

import json
import subprocess
import sys

PROTOCOL = 1


class HostError(Exception):
    """The tool did not behave as the protocol says."""


class SceneHost:
    """One running tool: send a command line, get its record back."""

    def __init__(self, command, validator=None):
        self.validator = validator
        self.process = subprocess.Popen(
            command + ["--json"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        ready = self._read()
        if ready.get("type") != "ready":
            raise HostError(f"the first record is not a ready record: {ready}")
        if ready.get("protocol") != PROTOCOL:
            raise HostError(f"the tool speaks protocol {ready.get('protocol')}, not {PROTOCOL}")
        self.screen = ready["screen"]

    def send(self, line):
        """Runs one command and returns its record; the screen is kept up to date."""
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        record = self._read()
        self.screen = record["screen"]
        if not record["ok"]:
            raise HostError(f"'{record['command']}' failed: {record['error']}")
        return record

    def close(self):
        self.process.stdin.close()
        return self.process.wait(timeout=60)

    def _read(self):
        line = self.process.stdout.readline()
        if not line:
            raise HostError("the tool ended without answering")
        record = json.loads(line)
        if self.validator is not None:
            errors = sorted(self.validator.iter_errors(record), key=lambda error: error.path)
            if errors:
                where = "/".join(str(part) for part in errors[0].absolute_path)
                raise HostError(
                    f"a record does not match the schema at '{where}': {errors[0].message}")
        return record


def schema_validator(path):
    """A validator of records against the protocol's JSON Schema, from the jsonschema package."""
    try:
        import jsonschema
    except ImportError:
        raise HostError("--schema needs the jsonschema package: python3 -m pip install jsonschema")
    with open(path, encoding="utf-8") as file:
        schema = json.load(file)
    return jsonschema.Draft202012Validator(schema)


def element(screen, element_id):
    """The element with that id on a screen, looking inside stacks; None if absent."""
    pending = list(screen["elements"])
    while pending:
        candidate = pending.pop(0)
        if candidate.get("id") == element_id:
            return candidate
        pending.extend(candidate.get("children", []))
    return None


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def main(arguments):
    country = "Germany"
    if arguments[:1] == ["--country"]:
        country, arguments = arguments[1], arguments[2:]
    schema = None
    if arguments[:1] == ["--schema"]:
        schema, arguments = arguments[1], arguments[2:]
    tool = arguments or ["swift", "run", "dlc"]
    try:
        host = SceneHost(tool, schema_validator(schema) if schema else None)
    except (OSError, HostError) as error:
        print(f"atlas_host: cannot start {' '.join(tool)}: {error}", file=sys.stderr)
        return 2
    try:
        check(host.screen["scene"] == "Welcome", f"starts on {host.screen['scene']}")
        host.send("tap signIn")
        host.send("type email demo@example.com")
        host.send("type password atlas-demo-1")
        host.send("tap submit")
        check(host.screen["scene"] == "Search", f"signing in shows {host.screen['scene']}")
        greeting = element(host.screen, "greeting")
        check(greeting and "demo@example.com" in greeting["text"], f"greeting is {greeting}")
        host.send("type query ger")
        host.send("wait 400ms")
        results = element(host.screen, "results")
        rows = results["rows"] if results else []
        check(country in rows, f"searching 'ger' shows {rows}, not {country}")
    except (AssertionError, HostError) as failure:
        print(f"atlas_host: FAILED: {failure}", file=sys.stderr)
        host.close()
        return 1
    status = host.close()
    if status != 0:
        print(f"atlas_host: FAILED: the tool ended with status {status}", file=sys.stderr)
        return 1
    print(f"atlas_host: signed in, searched, and saw {country}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
