#!/usr/bin/env python3
"""Browser tests of the web preview: headless Chromium against `sdui serve`.

    python3 Tests/Browser/run.py [--sdui .build/debug/sdui] [--update-baselines] [-k NAME]

Prints one line per test and a final `N passed, N failed`; exits 1 on any failure.
Screenshots and server logs go to $SDUI_BROWSER_ARTIFACTS (default /tmp/sdui-browser)."""

from __future__ import annotations

import argparse
import inspect
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import test_accessibility  # noqa: E402
import test_bible  # noqa: E402
import test_controls  # noqa: E402
import test_demo  # noqa: E402
import test_gallery  # noqa: E402
import test_html_validity  # noqa: E402
import test_layers  # noqa: E402
import test_localization  # noqa: E402
import test_node_controls  # noqa: E402
import test_podcasts  # noqa: E402
import test_recipes  # noqa: E402
import test_requests  # noqa: E402
import test_text_size  # noqa: E402
import test_rtl  # noqa: E402
import test_typing  # noqa: E402
from harness import FONTS_USED, ROOT, Page, Server, demo_serve, installed_font_files, make_driver  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sdui", type=Path, default=ROOT / ".build/debug/sdui")
    parser.add_argument("--update-baselines", action="store_true")
    parser.add_argument("-k", dest="only", help="run only tests whose name contains this")
    args = parser.parse_args()

    tests = [(module, name, function) for module in (test_podcasts, test_bible, test_localization, test_accessibility, test_html_validity, test_layers, test_demo, test_controls, test_gallery, test_node_controls, test_recipes, test_requests, test_rtl, test_text_size, test_typing)
             for name, function in inspect.getmembers(module, inspect.isfunction)
             if name.startswith("test_") and function.__module__ == module.__name__]
    if args.only:
        tests = [t for t in tests if args.only in t[1]]

    podcasts = Server(args.sdui, ROOT / "Apps/Podcasts")
    demo_server = Server(demo_serve(args.sdui), ROOT / "Tests/Bundles/WebDemo")
    gallery_server = Server(args.sdui, ROOT / "Apps/Gallery")
    driver = make_driver()
    passed = failed = 0
    started = time.time()
    try:
        fixtures = {
            "page": Page(driver, podcasts.url), "demo": Page(driver, demo_server.url), "demo_server": demo_server,
            "gallery": Page(driver, gallery_server.url),
            "update": args.update_baselines, "sdui": args.sdui,
        }
        for module, name, function in tests:
            wanted = inspect.signature(function).parameters
            test_started = time.time()
            try:
                function(**{key: fixtures[key] for key in wanted})
                passed += 1
                print(f"PASS {module.__name__}.{name} ({time.time() - test_started:.1f}s)", flush=True)
            except Exception:  # a failing test is reported and the run goes on
                failed += 1
                print(f"FAIL {module.__name__}.{name}", flush=True)
                traceback.print_exc(limit=4)
    finally:
        driver.quit()
        podcasts.stop()
        demo_server.stop()
        gallery_server.stop()
    # The fonts the screenshots drew with: all from install-browser-tools' packages, since
    # Chromium ran with a font configuration holding only those (harness.fonts_config).
    print(f"fonts drawn ({len(installed_font_files())} installed by scripts/install-browser-tools, the only ones Chromium saw): "
          + ", ".join(sorted(f"{family} ({postscript})" for family, postscript in FONTS_USED)))
    print(f"browser tests took {time.time() - started:.0f}s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not tests else 0


if __name__ == "__main__":
    sys.exit(main())
