#!/usr/bin/env python3
"""Lists the public symbols of a module that have no doc comment, from its symbol graphs.

    scripts/check-doc-comments.py GRAPH_DIR MODULE [--known FILE] [--write-known FILE]

GRAPH_DIR holds MODULE.symbols.json and MODULE@Other.symbols.json (extensions), as
`swift package generate-documentation`, `swift package dump-symbol-graph` or
`swiftc -emit-symbol-graph` write them. Synthesized members (memberwise initializers, `==`,
`allCases`, raw-value initializers) are the compiler's and are not counted; members whose
documentation is inherited from a protocol count as documented.

With --known, FILE lists symbols known to be undocumented (one `MODULE kind path` a line):
the check fails on an undocumented symbol that is not listed, and names the listed ones that
are now documented or gone so they are taken off (the list only shrinks). --write-known
rewrites the list. Exit 1 when the check fails.
"""
import json
import pathlib
import sys


def undocumented(graph_dir: pathlib.Path, module: str) -> list[str]:
    found = set()
    files = sorted(graph_dir.glob(f"{module}.symbols.json")) + sorted(graph_dir.glob(f"{module}@*.symbols.json"))
    if not files:
        sys.exit(f"check-doc-comments: no symbol graph for {module} in {graph_dir}")
    for path in files:
        graph = json.loads(path.read_text())
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            lines = (symbol.get("docComment") or {}).get("lines") or []
            if any(line.get("text", "").strip() for line in lines):
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            title = ".".join(symbol["pathComponents"])
            found.add(f"{module} {kind} {title}")
    return sorted(found)


def main() -> int:
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    graph_dir, module = pathlib.Path(args[0]), args[1]
    options = dict(zip(args[2::2], args[3::2]))
    missing = undocumented(graph_dir, module)
    if "--write-known" in options:
        path = pathlib.Path(options["--write-known"])
        kept = [line for line in (path.read_text().splitlines() if path.exists() else []) if not line.startswith(module + " ")]
        path.write_text("".join(line + "\n" for line in sorted(kept + missing)))
        print(f"{module}: {len(missing)} undocumented public symbols written to {path}")
        return 0
    known = set()
    if "--known" in options and pathlib.Path(options["--known"]).exists():
        known = {line for line in pathlib.Path(options["--known"]).read_text().splitlines() if line.startswith(module + " ")}
    new = [name for name in missing if name not in known]
    fixed = sorted(known - set(missing))
    for name in new:
        print(f"error: undocumented public symbol: {name}", file=sys.stderr)
    for name in fixed:
        print(f"note: documented or gone, take it off {options['--known']}: {name}", file=sys.stderr)
    print(f"{module}: {len(missing)} undocumented public symbols ({len(known)} listed as known)")
    return 1 if new else 0


if __name__ == "__main__":
    sys.exit(main())
