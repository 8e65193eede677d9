#!/usr/bin/env python3
"""Validate trustlint SARIF output against the official SARIF 2.1.0 schema.

Usage: validate-sarif.py [--schema SCHEMA] FILE...   (FILE "-" reads standard input)

Besides the JSON schema, checks what the schema cannot express and code scanning relies
on: every ruleIndex points at a rule with the result's ruleId; every uriBaseId is
declared in originalUriBaseIds, whose URIs are absolute file:// URIs ending in "/";
URIs with a base id are relative and contain no raw spaces; related location ids are
unique; regions are 1-based.

Exit status: 0 valid, 1 invalid, 2 usage error or missing dependency (python3 -m pip
install jsonschema). The schema is found with --schema, else $TRUSTLINT_SARIF_SCHEMA,
else ../shared/sarif-schema-2.1.0.json beside the repository, else
/work/shared/sarif-schema-2.1.0.json.
"""
import json
import os
import sys


def find_schema(explicit):
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    candidates = [explicit, os.environ.get("TRUSTLINT_SARIF_SCHEMA"),
                  os.path.join(repo, "..", "shared", "sarif-schema-2.1.0.json"),
                  "/work/shared/sarif-schema-2.1.0.json"]
    for path in candidates:
        if path and os.path.isfile(path):
            return path
    return None


def semantic_errors(log):
    errors = []
    for r, run in enumerate(log.get("runs", [])):
        rules = run.get("tool", {}).get("driver", {}).get("rules", [])
        bases = run.get("originalUriBaseIds", {})
        for name, base in bases.items():
            uri = base.get("uri", "")
            if not (uri.startswith("file:///") and uri.endswith("/")):
                errors.append(f"runs[{r}].originalUriBaseIds.{name}: {uri!r} is not a file:/// URI ending in '/'")

        def check_location(where, loc):
            phys = loc.get("physicalLocation")
            if phys is None:
                return
            art = phys.get("artifactLocation", {})
            uri = art.get("uri", "")
            if " " in uri:
                errors.append(f"{where}: URI {uri!r} contains a raw space")
            if "uriBaseId" in art:
                if art["uriBaseId"] not in bases:
                    errors.append(f"{where}: uriBaseId {art['uriBaseId']!r} is not in originalUriBaseIds")
                if uri.startswith("/") or ":" in uri.split("/")[0]:
                    errors.append(f"{where}: URI {uri!r} with a uriBaseId must be relative")
            region = phys.get("region", {})
            for key in ("startLine", "startColumn"):
                if isinstance(region.get(key), int) and region[key] < 1:
                    errors.append(f"{where}: {key} {region[key]} is not 1-based")

        for i, result in enumerate(run.get("results", [])):
            where = f"runs[{r}].results[{i}]"
            index = result.get("ruleIndex")
            if isinstance(index, int):
                if not 0 <= index < len(rules):
                    errors.append(f"{where}: ruleIndex {index} out of range ({len(rules)} rules)")
                elif rules[index].get("id") != result.get("ruleId"):
                    errors.append(f"{where}: ruleIndex {index} names {rules[index].get('id')!r}, "
                                  f"not ruleId {result.get('ruleId')!r}")
            for j, loc in enumerate(result.get("locations", [])):
                check_location(f"{where}.locations[{j}]", loc)
            ids = [loc.get("id") for loc in result.get("relatedLocations", [])]
            if len(ids) != len(set(ids)):
                errors.append(f"{where}: relatedLocations ids are not unique: {ids}")
            for j, loc in enumerate(result.get("relatedLocations", [])):
                check_location(f"{where}.relatedLocations[{j}]", loc)
            for k, flow in enumerate(result.get("codeFlows", [])):
                for t, thread in enumerate(flow.get("threadFlows", [])):
                    for s, step in enumerate(thread.get("locations", [])):
                        check_location(f"{where}.codeFlows[{k}].threadFlows[{t}].locations[{s}]",
                                       step.get("location", {}))
    return errors


def main(argv):
    args = argv[1:]
    schema_path = None
    if len(args) >= 2 and args[0] == "--schema":
        schema_path, args = args[1], args[2:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("validate-sarif: Python package 'jsonschema' is missing: python3 -m pip install jsonschema",
              file=sys.stderr)
        return 2
    found = find_schema(schema_path)
    if found is None:
        print("validate-sarif: SARIF schema not found; pass --schema or set TRUSTLINT_SARIF_SCHEMA",
              file=sys.stderr)
        return 2
    with open(found, encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    failed = False
    for path in args:
        try:
            text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
            log = json.loads(text)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read JSON: {error}", file=sys.stderr)
            failed = True
            continue
        problems = [f"{'/'.join(str(p) for p in e.absolute_path) or '<root>'}: {e.message}"
                    for e in sorted(validator.iter_errors(log), key=lambda e: list(map(str, e.absolute_path)))]
        problems += semantic_errors(log)
        for problem in problems:
            print(f"{path}: {problem}", file=sys.stderr)
        if problems:
            failed = True
        else:
            print(f"{path}: valid SARIF 2.1.0")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
