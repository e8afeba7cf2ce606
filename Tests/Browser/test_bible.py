"""The Bible Verses app in a real browser: every tab against its baseline, and the flow of
issue 6 — shuffle, search, favourite, a server restart that keeps the favourite, and a
switch to the King James Version.

Each test runs its own `sdui serve Apps/BibleVerses` on a fresh data folder, with the clock
fixed (the daily verse) and random picks seeded (Discover), so screens are repeatable."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from harness import ROOT, Page, Server, compare_with_baseline

BUNDLE = ROOT / "Apps/BibleVerses"
JOHN_3_16_WEB = "For God so loved the world, that he gave his one and only Son"
JOHN_3_16_KJV = "For God so loved the world, that he gave his only begotten Son"


class BibleServer(Server):
    """The Bible app on its own data folder (a temporary one, removed by `stop`), so a
    restart keeps what was saved and other tests see none of it."""

    def __init__(self, sdui: Path):
        self.data = Path(tempfile.mkdtemp(prefix="sdui-bible-"))
        super().__init__(sdui, BUNDLE, env={
            "SDUI_DATA_DIR": str(self.data), "SDUI_NOW": "2025-11-22T09:00:00Z", "SDUI_TIME_ZONE": "UTC",
            "SDUI_RANDOM_SEED": "7",
        })

    def remove(self) -> None:
        self.stop()
        shutil.rmtree(self.data, ignore_errors=True)


def bible_page(page: Page, server: BibleServer) -> Page:
    return Page(page.driver, server.url)


@contextmanager
def bible_app(page: Page, sdui: Path) -> Iterator[tuple[BibleServer, Page]]:
    """The app opened in the browser on a server of its own; server and data folder are
    removed when the block ends, however it ends."""
    server = BibleServer(sdui)
    try:
        bible = bible_page(page, server)
        bible.open()
        yield server, bible
    finally:
        server.remove()


def search(bible: Page, query: str) -> None:
    field = bible.testid("search-field")
    field.clear()
    field.send_keys(query + "\n")
    bible.settle()


def card_text(bible: Page) -> str:
    return bible.testid("verse-card").text


def test_bible_tabs_match_baselines(page: Page, sdui: Path, update: bool) -> None:
    with bible_app(page, sdui) as (_, bible):
        bible.testid("verse-card")
        compare_with_baseline(bible.screenshot("bible-today"), "bible-today", update)
        for tab, name, ready in [("Discover", "bible-discover", "shuffle"), ("Search", "bible-search", "search-field"),
                                 ("Favorites", "bible-favorites-empty", None), ("Settings", "bible-settings", "translation-picker")]:
            bible.click(bible.tab(tab))
            if ready:
                bible.testid(ready)
            compare_with_baseline(bible.screenshot(name), name, update)

        bible.click(bible.tab("Search"))
        search(bible, "John 3:16")
        bible.click(bible.testid("favorite-button"))
        compare_with_baseline(bible.screenshot("bible-search-result"), "bible-search-result", update)
        bible.click(bible.tab("Favorites"))
        bible.find('[data-testid^="favorite-"]')
        compare_with_baseline(bible.screenshot("bible-favorites"), "bible-favorites", update)


def test_bible_flow_shuffle_search_favorite_restart_kjv(page: Page, sdui: Path, update: bool) -> None:
    with bible_app(page, sdui) as (server, bible):
        assert [tab.text.strip() for tab in bible.find_all(".tabbar .tab-title")] == \
            ["Today", "Discover", "Search", "Favorites", "Settings"]

        # Shuffle changes the verse.
        bible.click(bible.tab("Discover"))
        before = bible.testid("verse-reference").text
        bible.click(bible.testid("shuffle"))
        bible.wait_until(lambda: bible.testid("verse-reference").text != before, "shuffle kept the same verse")

        # Search "John 3:16" shows "For God so loved the world".
        bible.click(bible.tab("Search"))
        assert bible.testid("search-field").get_attribute("placeholder") == "Search (e.g. John 3:16 or shepherd)"
        search(bible, "John 3:16")
        assert JOHN_3_16_WEB in card_text(bible), card_text(bible)

        # Favourite it and see it under Favorites, with the count on the tab.
        heart = bible.testid("favorite-button")
        assert heart.get_attribute("aria-label") == "Add to Favorites"
        bible.click(heart)
        assert bible.testid("favorite-button").get_attribute("aria-label") == "Remove from Favorites"
        bible.click(bible.tab("Favorites"))
        assert bible.tab("Favorites").find_element("css selector", ".badge").text == "1"
        row = bible.find('[data-testid^="favorite-"]')
        assert "John 3:16" in row.text and "For God so loved the world" in row.text, row.text

        # Restart the server — killed, as a crash would — and the favourite is still there.
        server.restart(crash=True)
        bible = bible_page(page, server)
        bible.open()
        bible.click(bible.tab("Favorites"))
        assert bible.tab("Favorites").find_element("css selector", ".badge").text == "1"
        assert "John 3:16" in bible.find('[data-testid^="favorite-"]').text

        # Switch the translation to KJV: the same search shows the KJV wording.
        bible.click(bible.tab("Settings"))
        Select(bible.testid("translation-picker")).select_by_visible_text("King James Version")
        bible.settle()
        bible.click(bible.tab("Search"))
        search(bible, "John 3:16")
        assert JOHN_3_16_KJV in card_text(bible), card_text(bible)
        assert "King James Version" in card_text(bible)
        # The WEB favourite is not the KJV verse: its heart is empty here.
        assert bible.testid("favorite-button").get_attribute("aria-label") == "Add to Favorites"


def test_bible_word_search_ranks_and_highlights_offline(page: Page, sdui: Path, update: bool) -> None:
    """Offline word search: typing "love one another" lists John 13:34 among the first
    three, with the searched words marked; a reference still finds its passage; and the
    translation picker offers only the translations the offline Bible has."""
    server = BibleServer(sdui)
    try:
        bible = bible_page(page, server)
        bible.open()
        bible.click(bible.tab("Search"))
        search(bible, "love one another")
        bible.testid("word-results")
        references = [row.find_element("css selector", ".t").text for row in bible.find_all('[data-testid^="word-result-"]')]
        assert "John 13:34" in references[:3], references[:5]
        first = bible.testid(f"word-result-{references.index('John 13:34')}")
        marked = [mark.text.lower() for mark in first.find_elements("css selector", "mark")]
        assert {"love", "one", "another"} <= set(marked), marked
        assert "World English Bible" in bible.testid("word-results-note").text

        # A tap on a result shows that verse; a reference is still a reference.
        bible.click(first)
        assert "A new commandment I give to you" in card_text(bible), card_text(bible)
        search(bible, "Revelation 21:4")
        assert "He will wipe away every tear from their eyes" in card_text(bible), card_text(bible)

        bible.click(bible.tab("Settings"))
        options = [option.text for option in Select(bible.testid("translation-picker")).options]
        assert options == ["World English Bible", "King James Version"], options

        # Last, as a screenshot pauses animations for the rest of the page's life.
        bible.click(bible.tab("Search"))
        search(bible, "love one another")
        bible.testid("word-results")
        compare_with_baseline(bible.screenshot("bible-word-search"), "bible-word-search", update)
    finally:
        server.remove()


def test_bible_controls_are_named(page: Page, sdui: Path) -> None:
    with bible_app(page, sdui) as (_, bible):
        for tab in ["Today", "Discover", "Search", "Favorites", "Settings"]:
            bible.click(bible.tab(tab))
            unnamed = bible.driver.execute_script("""
                return [...document.querySelectorAll('button, [role=button], input, select')]
                  .filter(e => !(e.getAttribute('aria-label') || e.textContent.trim() || e.labels?.length))
                  .map(e => e.outerHTML.slice(0, 120));""")
            assert not unnamed, f"{tab}: controls without a name: {unnamed}"
        bible.click(bible.tab("Discover"))
        assert bible.testid("shuffle").get_attribute("aria-label") == "Shuffle"


def test_bible_swipe_to_delete_a_favorite(page: Page, sdui: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    with bible_app(page, sdui) as (_, bible):
        bible.click(bible.tab("Search"))
        for reference in ["Romans 8:28", "John 3:16"]:
            search(bible, reference)
            bible.click(bible.testid("favorite-button"))
        bible.click(bible.tab("Favorites"))
        rows = bible.find_all(".swipe-row")
        assert len(rows) == 2 and "John 3:16" in rows[0].text
        ActionChains(bible.driver).move_to_element(rows[0]).perform()
        delete = rows[0].find_element("css selector", ".swipe-btn.destructive")
        assert delete.get_attribute("aria-label") == "Delete"
        bible.click(delete)
        rows = bible.find_all(".swipe-row")
        assert len(rows) == 1 and "Romans 8:28" in rows[0].text
        assert bible.tab("Favorites").find_element("css selector", ".badge").text == "1"


def test_bible_share_card_offers_its_text_and_a_download(page: Page, sdui: Path, update: bool) -> None:
    with bible_app(page, sdui) as (_, bible):
        bible.click(bible.tab("Search"))
        search(bible, "John 3:16")
        bible.click(bible.testid("share-button"))
        card = bible.testid("share-card")
        assert round(card.rect["width"]) == 360 and round(card.rect["height"]) == 360, card.rect
        assert "John 3:16 · WEB" in card.text
        compare_with_baseline(bible.screenshot("bible-share"), "bible-share", update)

        bible.click(bible.testid("share-link"))
        sheet = bible.find(".share-sheet:popover-open")
        assert JOHN_3_16_WEB in sheet.text and "— John 3:16 (WEB)" in sheet.text, sheet.text
        href = sheet.find_element("css selector", "a[data-snapshot]").get_attribute("href")
        result = bible.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            fetch(arguments[0], {credentials: 'same-origin'})
              .then(async (response) => done({type: response.headers.get('content-type'), text: await response.text()}))
              .catch((error) => done({error: String(error)}));
            """, href)
        assert result.get("type") == "image/svg+xml", result
        assert "For God so loved the world" in result["text"] and "BIBLE VERSES" in result["text"]
        # The downloaded file, decoded by the browser as an image, is 1080 × 1080 pixels.
        assert downloaded_image_size(bible, href) == {"width": 1080, "height": 1080}


def downloaded_image_size(bible: Page, href: str) -> dict:
    """The pixel size of the file behind `href` (the share sheet's "Download image" link, sized
    to the card) as the browser downloads and decodes it as an image. (Loaded from its URL:
    the preview's content policy allows no blob: images.)"""
    return bible.driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const image = new Image();
        image.onload = () => done({width: image.naturalWidth, height: image.naturalHeight});
        image.onerror = () => done({error: 'not an image'});
        image.src = arguments[0];
        """, href)


def card_overflow(bible: Page) -> dict:
    """How far the share card's content reaches past the card's inner box, and whether its
    verse text is cut by its line limit (the text box shorter than its content)."""
    return bible.driver.execute_script("""
        const card = document.querySelector('[data-testid="share-card"]');
        const box = card.getBoundingClientRect();
        const style = getComputedStyle(card);
        const inner = box.bottom - parseFloat(style.paddingBottom);
        const bottoms = [...card.children].map((child) => child.getBoundingClientRect().bottom);
        const verse = [...card.querySelectorAll('.t, p, span')].find((e) => e.textContent.startsWith('“'));
        return {past: Math.max(...bottoms) - inner, cut: verse ? verse.scrollHeight - verse.clientHeight : null,
                width: box.width, height: box.height};""")


def test_bible_share_image_is_1080_pixels_and_long_verses_fit(page: Page, sdui: Path, update: bool) -> None:
    """Every verse's share card fits its 360-point box (the longest verse, Esther 8:9, too, in
    both translations), and its downloaded image is 1080 × 1080 pixels. Each card is opened on
    a fresh app, as a user would open it from a search."""
    for translation, reference in [("World English Bible", "Esther 8:9"), ("World English Bible", "John 11:35"),
                                   ("World English Bible", "Jeremiah 21:7"), ("King James Version", "Esther 8:9")]:
        with bible_app(page, sdui) as (_, bible):
            if translation == "King James Version":
                bible.click(bible.tab("Settings"))
                Select(bible.testid("translation-picker")).select_by_visible_text(translation)
                bible.settle()
            bible.click(bible.tab("Search"))
            search(bible, reference)
            bible.click(bible.testid("share-button"))
            card = bible.testid("share-card")
            assert reference in card.text, card.text
            overflow = card_overflow(bible)
            assert overflow["width"] == 360 and overflow["height"] == 360, overflow
            assert overflow["past"] <= 0.5, f"{reference} ({translation}) reaches past the card: {overflow}"
            assert overflow["cut"] is not None and overflow["cut"] <= 1, f"{reference} ({translation}) is cut: {overflow}"
            if reference == "Esther 8:9" and translation == "World English Bible":
                compare_with_baseline(bible.screenshot("bible-share-longest"), "bible-share-longest", update)
            # The link as written (the sheet, opened in the test above, adds the measured size).
            href = bible.driver.execute_script("return document.querySelector('a[data-snapshot]').href;")
            assert downloaded_image_size(bible, href) == {"width": 1080, "height": 1080}, href


def suggested_books(bible: Page) -> list[str]:
    """The book-name chips shown now, read in one script call (the page is swapped as the
    field's text reaches the server, so elements found earlier can go stale)."""
    return bible.driver.execute_script(
        "return [...document.querySelectorAll('[data-testid^=\"book-suggestion-\"]')].map((e) => e.textContent.trim());")


def test_bible_book_names_are_suggested_while_typing(page: Page, sdui: Path) -> None:
    """Typing "Jo" offers the books whose names begin so; a tap completes the name in the
    field, and a reference typed after it is searched as before."""
    with bible_app(page, sdui) as (_, bible):
        bible.click(bible.tab("Search"))
        bible.testid("search-field").send_keys("Jo")
        try:
            bible.wait_until(lambda: len(suggested_books(bible)) == 5, "")
        except AssertionError:
            raise AssertionError(f"'Jo' should suggest five books, not {suggested_books(bible)}") from None
        # In the canon's order: Joshua, Job, Joel, Jonah, John.
        assert suggested_books(bible) == ["Joshua", "Job", "Joel", "Jonah", "John"], suggested_books(bible)
        bible.settle()
        bible.click(bible.testid("book-suggestion-4"))
        bible.wait_until(lambda: bible.testid("search-field").get_attribute("value") == "John ", "the name was not completed")
        assert suggested_books(bible) == [], "suggestions stay after the name is complete"
        bible.testid("search-field").send_keys(Keys.END, "3:16\n")
        bible.settle()
        assert JOHN_3_16_WEB in card_text(bible), card_text(bible)
        # Nothing begins so: no suggestions.
        search(bible, "Xy")
        assert suggested_books(bible) == []
