"""axe-core (bundled in PyPI's axe-selenium-python, installed by scripts/install-browser-tools)
over every main screen of Podcasts, Bible Verses and the Gallery, in light and in dark.

A critical or serious violation fails the test; moderate and minor ones are printed, one line
per rule and screen, so they can be listed and worked through."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from axe_selenium_python import Axe

from harness import Page
from test_bible import bible_app

FAILING_IMPACTS = ("critical", "serious")
SCHEMES = ("light", "dark")


@contextmanager
def colour_scheme(page: Page, scheme: str) -> Iterator[None]:
    """The page as a device set to `scheme` sees it: `prefers-color-scheme` emulated, which the
    apps follow (their appearance settings default to the system's)."""
    page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        yield
    finally:
        page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def violations(page: Page) -> list[dict]:
    """axe-core's violations on the page as it is now."""
    axe = Axe(page.driver)
    axe.inject()
    return axe.run()["violations"]


def describe(violation: dict) -> str:
    nodes = violation["nodes"]
    targets = ", ".join(" ".join(node["target"]) for node in nodes[:3])
    detail = nodes[0].get("failureSummary", "").replace("\n", " ") if nodes else ""
    return f"{violation['id']} ({violation['impact']}, {len(nodes)} elements: {targets}{' …' if len(nodes) > 3 else ''}) {detail}"


def audit(page: Page, screens: list[tuple[str, Callable[[], None]]], printed_only: frozenset[str] | set[str] = frozenset()) -> None:
    """Opens each screen (a name and how to get there) in both schemes and runs axe over it;
    rules in `printed_only` are printed at any impact instead of failing."""
    failures = []
    for scheme in SCHEMES:
        with colour_scheme(page, scheme):
            for name, show in screens:
                show()
                for violation in violations(page):
                    line = f"{name} [{scheme}]: {describe(violation)}"
                    if violation["impact"] in FAILING_IMPACTS and violation["id"] not in printed_only:
                        failures.append(line)
                    else:
                        print(f"  axe (left for later) {line}")
    assert not failures, "axe found critical or serious violations:\n" + "\n".join(failures)


def tab_screen(page: Page, title: str, ready: str) -> Callable[[], None]:
    def show() -> None:
        page.open()
        page.click(page.tab(title))
        page.find(ready)
    return show


def test_podcasts_screens_have_no_serious_axe_violations(page: Page) -> None:
    footnotes = '[data-testid="podcast-749368887"]'

    def detail() -> None:
        page.open()
        page.click(page.find(footnotes))
        page.find('[data-testid^="episode-"]')

    def episode() -> None:
        detail()
        page.click(page.find('[data-testid^="episode-"]'))
        page.testid("open-episode")

    audit(page, [("browse", tab_screen(page, "Browse", footnotes)),
                 ("search", tab_screen(page, "Search", '[data-testid="search-field"]')),
                 ("podcast detail", detail), ("episode detail", episode)])


def test_bible_tabs_have_no_serious_axe_violations(page: Page, sdui: Path) -> None:
    with bible_app(page, sdui) as (_, bible):
        audit(bible, [(tab.lower(), tab_screen(bible, tab, ready)) for tab, ready in [
            ("Today", '[data-testid="verse-card"]'), ("Discover", '[data-testid="shuffle"]'),
            ("Search", '[data-testid="search-field"]'), ("Favorites", ".tabbar"),
            ("Settings", '[data-testid="translation-picker"]')]])


def gallery_screens(gallery: Page) -> list[tuple[str, Callable[[], None]]]:
    """The Gallery's home screen and every screen it lists (by the testid of its link)."""
    gallery.open()
    categories = gallery.driver.execute_script(
        "return [...document.querySelectorAll('[data-testid^=category-]')].map(e => e.dataset.testid);")
    assert len(categories) >= 20, categories

    def category(testid: str) -> Callable[[], None]:
        def show() -> None:
            gallery.open()
            gallery.click(gallery.testid(testid))
            gallery.wait_until(lambda: gallery.find_all('[data-testid="nav-back"]'), f"{testid} did not open")
        return show

    return [("home", gallery.open)] + [(testid, category(testid)) for testid in categories]


def test_gallery_screens_have_no_serious_axe_violations_but_contrast(gallery: Page) -> None:
    # Colour contrast is printed, not yet failed, on the Gallery: its samples draw secondary
    # text with color-mix() (hierarchical styles), which axe-core 3 cannot measure, and a few
    # samples are low-contrast on purpose (tinted secondary counts, white on red).
    audit(gallery, gallery_screens(gallery), printed_only={"color-contrast"})
