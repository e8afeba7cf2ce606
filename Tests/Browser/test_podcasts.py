"""The Podcasts app in a real browser: every screen against its baseline, and the
click-through a person would do."""

from __future__ import annotations

from harness import Page, compare_with_baseline

FOOTNOTES = "749368887"


def open_footnotes_from_browse(page: Page) -> None:
    page.open()
    page.click(page.testid(f"podcast-{FOOTNOTES}"))
    page.find('[data-testid^="episode-"]')


def test_screens_match_baselines(page: Page, update: bool) -> None:
    page.open()
    compare_with_baseline(page.screenshot("podcasts-browse"), "podcasts-browse", update)

    page.click(page.testid("see-all-1487"))
    page.find('[data-testid^="podcast-"]')
    compare_with_baseline(page.screenshot("podcasts-genre"), "podcasts-genre", update)

    open_footnotes_from_browse(page)
    compare_with_baseline(page.screenshot("podcasts-podcast-detail"), "podcasts-podcast-detail", update)

    page.click(page.find('[data-testid^="episode-"]'))
    page.testid("open-episode")
    compare_with_baseline(page.screenshot("podcasts-episode-detail"), "podcasts-episode-detail", update)

    page.open()
    page.click(page.tab("Search"))
    page.testid("search-field")
    compare_with_baseline(page.screenshot("podcasts-search"), "podcasts-search", update)

    field = page.testid("search-field")
    field.send_keys("history\n")
    page.settle()
    page.testid(f"podcast-{FOOTNOTES}")
    compare_with_baseline(page.screenshot("podcasts-search-results"), "podcasts-search-results", update)


def test_click_through(page: Page, update: bool) -> None:
    page.open()
    assert [tab.text.strip() for tab in page.find_all(".tabbar .tab-title")] == ["Browse", "Search"]
    assert page.tab("Browse").get_attribute("aria-selected") == "true"

    # Switch tabs and back: each tab keeps its own stack.
    page.click(page.tab("Search"))
    assert page.tab("Search").get_attribute("aria-selected") == "true"
    page.testid("search-field")
    page.click(page.tab("Browse"))
    assert page.tab("Browse").get_attribute("aria-selected") == "true"

    # A podcast from Browse, with its episodes.
    page.click(page.testid(f"podcast-{FOOTNOTES}"))
    assert "Footnotes of History" in page.find(".nav-title").text
    episodes = page.find_all('[data-testid^="episode-"]')
    assert len(episodes) >= 10, f"only {len(episodes)} episodes"
    first = episodes[0]
    assert "Oct 22, 2025" in first.text and "42:13" in first.text, first.text

    # An episode, then back.
    page.click(first)
    page.testid("open-episode")
    body = page.text()
    assert "Open Episode" in body and "Oct 22, 2025" in body and "42:13" in body
    page.click(page.testid("nav-back"))
    assert "Footnotes of History" in page.find(".nav-title").text
    page.find('[data-testid^="episode-"]')

    # Search for a term and open a result.
    page.click(page.tab("Search"))
    field = page.testid("search-field")
    field.clear()
    field.send_keys("history\n")
    page.settle()
    result = page.testid(f"podcast-{FOOTNOTES}")
    page.click(result)
    assert "Footnotes of History" in page.find(".nav-title").text
    page.find('[data-testid^="episode-"]')
    page.click(page.testid("nav-back"))
    page.testid("search-field")


def test_every_control_is_named(page: Page, update: bool) -> None:
    page.open()
    page.click(page.testid(f"podcast-{FOOTNOTES}"))
    page.click(page.find('[data-testid^="episode-"]'))
    for screen in ("episode", "browse", "search"):
        if screen == "browse":
            page.open()
        elif screen == "search":
            page.click(page.tab("Search"))
        unnamed = page.driver.execute_script("""
            return [...document.querySelectorAll('button, [role=button], input')]
              .filter(e => !(e.getAttribute('aria-label') || e.textContent.trim()))
              .map(e => e.outerHTML.slice(0, 120));""")
        assert not unnamed, f"{screen}: controls without a name: {unnamed}"
        missing_alt = page.driver.execute_script(
            "return [...document.images].filter(i => !i.hasAttribute('alt')).map(i => i.src)")
        assert not missing_alt, f"{screen}: images without alt: {missing_alt}"


def test_tapping_the_selected_tab_pops_to_its_root(page: Page) -> None:
    open_footnotes_from_browse(page)
    page.click(page.find('[data-testid^="episode-"]'))
    page.testid("open-episode")
    assert page.find_all('[data-testid="nav-back"]'), "two screens deep, there is a back button"

    page.click(page.tab("Browse"))  # already selected

    assert page.tab("Browse").get_attribute("aria-selected") == "true"
    page.testid("see-all-1487")
    assert not page.find_all('[data-testid="nav-back"]'), "the root has no back button"
    assert not page.find_all('[data-testid="open-episode"]')

    # The other tab's stack is left alone: Search keeps the podcast opened there.
    page.click(page.tab("Search"))
    field = page.testid("search-field")
    field.clear()
    field.send_keys("history\n")
    page.settle()
    page.click(page.testid(f"podcast-{FOOTNOTES}"))
    page.click(page.tab("Browse"))
    page.testid("see-all-1487")
    page.click(page.tab("Search"))
    assert "Footnotes of History" in page.find(".nav-title").text
