#!/usr/bin/env python3
"""Render each app host's icon from the SVG drawn for it in this repository.

For every Apps/<App>/Host/AppIcon.svg, writes the asset catalogue the host's
`.swiftpm` app package names with `appIcon: .asset("AppIcon")`:

    Apps/<App>/Host/<Name>.swiftpm/Sources/Assets.xcassets/Contents.json
    Apps/<App>/Host/<Name>.swiftpm/Sources/Assets.xcassets/AppIcon.appiconset/Contents.json
    Apps/<App>/Host/<Name>.swiftpm/Sources/Assets.xcassets/AppIcon.appiconset/AppIcon.png

One opaque 1024 × 1024 PNG (Xcode 14 and later derive every other size from it; the
system rounds the corners, so the drawing is square and fills the canvas).

Usage:
    python3 scripts/generate-app-icons.py            # (re)write the catalogues
    python3 scripts/generate-app-icons.py --check    # exit 1 when a committed file is stale

Needs `rsvg-convert` (apt-get install librsvg2-bin). Its output is byte-for-byte the same
for the same SVG and librsvg version, so --check compares bytes.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = 1024
# An icon must be opaque: anything the drawing leaves transparent becomes this.
BACKGROUND = "#000000"

CATALOGUE = {"info": {"author": "xcode", "version": 1}}
ICON_SET = {
    "images": [{"filename": "AppIcon.png", "idiom": "universal", "platform": "ios", "size": f"{SIZE}x{SIZE}"}],
    "info": {"author": "xcode", "version": 1},
}


def json_text(value: dict) -> bytes:
    return (json.dumps(value, indent=2, sort_keys=True) + "\n").encode()


def render(svg: Path) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        png = Path(folder) / "icon.png"
        subprocess.run(
            ["rsvg-convert", "--width", str(SIZE), "--height", str(SIZE), "--background-color", BACKGROUND,
             "--output", str(png), str(svg)],
            check=True)
        return png.read_bytes()


def outputs(svg: Path) -> dict[Path, bytes]:
    hosts = sorted(svg.parent.glob("*.swiftpm"))
    if len(hosts) != 1:
        raise SystemExit(f"{svg}: expected one .swiftpm app next to it, found {len(hosts)}")
    assets = hosts[0] / "Sources" / "Assets.xcassets"
    return {
        assets / "Contents.json": json_text(CATALOGUE),
        assets / "AppIcon.appiconset" / "Contents.json": json_text(ICON_SET),
        assets / "AppIcon.appiconset" / "AppIcon.png": render(svg),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args()
    if shutil.which("rsvg-convert") is None:
        print("rsvg-convert is missing: apt-get install librsvg2-bin", file=sys.stderr)
        return 2
    svgs = sorted(ROOT.glob("Apps/*/Host/AppIcon.svg"))
    if not svgs:
        print("no Apps/*/Host/AppIcon.svg found", file=sys.stderr)
        return 2
    stale = []
    for svg in svgs:
        for path, data in outputs(svg).items():
            if args.check:
                if not path.exists() or path.read_bytes() != data:
                    stale.append(path.relative_to(ROOT))
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
                print(f"wrote {path.relative_to(ROOT)}")
    for path in stale:
        print(f"stale: {path} (run scripts/generate-app-icons.py)", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
