#!/usr/bin/env python3
"""Lists the public symbols of a module that have no doc comment, from its symbol graphs.

    scripts/check-doc-comments.py GRAPH_DIR MODULE

GRAPH_DIR holds MODULE.symbols.json and MODULE@Other.symbols.json (extensions), as
`swift package generate-documentation`, `swift package dump-symbol-graph` or
`swiftc -emit-symbol-graph` write them. Synthesized members (memberwise initializers, `==`,
`allCases`, raw-value initializers) are the compiler's and are not counted; members whose
documentation is inherited from a protocol count as documented.
Exit 1, naming each, when a public symbol has none.
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
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    graph_dir, module = pathlib.Path(args[0]), args[1]
    missing = undocumented(graph_dir, module)
    for name in missing:
        print(f"error: undocumented public symbol: {name}", file=sys.stderr)
    print(f"{module}: {len(missing)} undocumented public symbols")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
