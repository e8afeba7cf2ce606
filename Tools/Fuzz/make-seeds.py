#!/usr/bin/env python3
"""Makes the fuzzing seed corpus and dictionary (Tools/Fuzz/corpus, Tools/Fuzz/sdui.dict)
from both apps (Apps/) and the test fixtures, so the fuzzers start from real bundles.

Run from the package root after the bundles change; the output is committed.
"""
import hashlib
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "Tools" / "Fuzz"
BUNDLES = [ROOT / "Apps" / "Podcasts", ROOT / "Apps" / "BibleVerses",
           ROOT / "Tests" / "ViewEngineTests" / "Fixtures" / "SampleBundle", ROOT / "Tests" / "Bundles" / "WebDemo"]
TRANSFORMS = ["date:MMM d, yyyy", "duration:mm:ss", "duration:h:mm:ss", "uppercase", "lowercase", "join:, ",
              "default:0", "truncate:20", "count", "exists", "empty", "!empty", "trim", "first", "last", "number",
              "number:2", "currency:EUR", "currency:JPY 0", "prefix:#", "suffix:!", "replace:a,b", "drop:1", "take:10",
              "where:kind=podcast"]


def bundle_files(folder):
    """app.json, theme.json, components.json, then the screens, as the bundle harness splits them."""
    fixed = [folder / name for name in ("app.json", "theme.json", "components.json")]
    screens = sorted((folder / "screens").glob("*.json")) if (folder / "screens").is_dir() else []
    return fixed, screens


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)


def write(folder, data):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()[:16]).write_bytes(data)


def main():
    corpus = OUT / "corpus"
    # Inputs named regression-* are crashes the fuzzers found (and the reproductions):
    # kept, so every later run starts from them.
    for old in corpus.glob("*/*"):
        if not old.name.startswith("regression-"):
            old.unlink()
    json_files = sorted({p for b in BUNDLES for p in b.rglob("*.json") if "Host" not in p.parts})
    json_files += sorted((ROOT / "Apps").glob("*/Host/**/Fixtures/*.json"))
    words, expressions = set(), set()
    for path in json_files:
        data = path.read_bytes()
        if len(data) <= 65536:
            write(corpus / "json", data)
        for text in strings(json.loads(data)):
            if text.startswith("$") or "${" in text:
                expressions.add(text)
            elif re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]{1,30}", text):
                words.add(text)
    for folder in BUNDLES:
        fixed, screens = bundle_files(folder)
        parts = [p.read_bytes() if p.exists() else b"" for p in fixed]
        write(corpus / "bundle", b"\0".join(parts + [s.read_bytes() for s in screens]))
        for screen in screens:  # each screen alone too: small seeds mutate faster
            write(corpus / "bundle", b"\0".join(parts + [screen.read_bytes()]))
    for text in sorted(expressions):
        write(corpus / "expression", text.encode())
    for transform in TRANSFORMS:
        write(corpus / "expression", f"$.a | {transform}".encode())
    for text in ["$.a > 3 && !($.b | empty) || $.c == null", "(($.a))", "${$.a} and ${$.b | count}", "$.items[-1]",
                 "$['quoted name']", "'text' != \"x\"", "-1.5e3 <= 2", "!!$.a", "$.a ? $.b | date:HH:mm : $.c ? 1 : 2",
                 "$.items[$.i].name", "($.a | sort:b desc)[0].c", "$.a[$.b[$.c | default:1] + 1]['k']", "$.a | take:$.n"]:
        write(corpus / "expression", text.encode())
    tokens = sorted(words) + ["$.", "${", "}", "&&", "||", " ? ", " : ", "==", "!=", ">=", "<=", "true", "false", "null",
                              "1e309", "-0", "NaN", "[$.", ")[", "\\u0000", "\\ud800"] + [t.split(":")[0] for t in TRANSFORMS]
    lines = ["# Keywords of the bundle format and the expression language, from the apps and fixtures;",
             "# made by Tools/Fuzz/make-seeds.py."]
    for token in dict.fromkeys(tokens):
        lines.append('"' + token.replace("\\", "\\\\").replace('"', '\\"') + '"')
    (OUT / "sdui.dict").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
