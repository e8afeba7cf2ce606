"""The apps in German and Arabic (issue 18, item 7): `sdui serve Apps/Podcasts --locale de`
shows German tabs and titles, episode counts by the German plural rule and German dates;
`--locale ar` shows Arabic tabs.

The offline fixtures hold no podcast with a single episode, so the German test points the
Podcasts module at a small iTunes stand-in on 127.0.0.1 (`--source podcasts=URL`) that answers
with two fixture podcasts given 1 and 21 episodes and known release dates."""

from __future__ import annotations

import json
import shutil
import tempfile
import threading
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from harness import HEIGHT, ROOT, WIDTH, Page, Server

PODCASTS = ROOT / "Apps/Podcasts"
CATALOG = ROOT / "Sources/PodcastCatalog/Fixtures/catalog.json"


def stand_in_catalog() -> tuple[list[dict], dict[int, list[dict]]]:
    """Two fixture podcasts, one with a single episode released 26 Nov 2026 and one with 21
    released 3 May 2026, and their episodes."""
    catalog = json.loads(CATALOG.read_text())
    podcasts, episodes = [], {}
    for record, count, released in zip(catalog["podcasts"][:2], (1, 21), ("2026-11-26T10:00:00Z", "2026-05-03T10:00:00Z")):
        podcast = {**record, "trackCount": count, "releaseDate": released}
        podcasts.append(podcast)
        episodes[podcast["collectionId"]] = catalog["episodes"][str(podcast["collectionId"])][:count]
    return podcasts, episodes


@contextmanager
def itunes_stand_in():
    """An HTTP server on 127.0.0.1 answering /search and /lookup like the iTunes API."""
    podcasts, episodes = stand_in_catalog()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
            url = urlparse(self.path)
            query = parse_qs(url.query)
            if url.path == "/search":
                results = podcasts
            elif url.path == "/lookup":
                wanted = int(query.get("id", ["0"])[0])
                results = [p for p in podcasts if p["collectionId"] == wanted] + episodes.get(wanted, [])
            else:
                self.send_error(404)
                return
            body = json.dumps({"resultCount": len(results), "results": results}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/javascript; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", podcasts
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def localized(sdui: Path, page: Page, locale: str, *args: str):
    server = Server(sdui, PODCASTS, args=("--locale", locale, *args))
    try:
        localized_page = Page(page.driver, server.url)
        localized_page.open()
        yield localized_page
    finally:
        server.stop()


def tab_titles(page: Page) -> list[str]:
    return [tab.text.strip() for tab in page.find_all(".tabbar .tab-title")]


def test_localized_podcasts_in_german_count_episodes_by_plural_rule_and_date_in_german(page: Page, sdui: Path) -> None:
    with itunes_stand_in() as (url, podcasts), localized(sdui, page, "de", "--source", f"podcasts={url}") as german:
        assert german.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de"
        assert tab_titles(german) == ["Entdecken", "Suchen"]
        assert german.find(".large-title").text.strip() == "Entdecken"
        text = german.text()
        for heading in ("Kategorien", "Geschichte", "Technologie", "Wissenschaft", "Alle anzeigen", "Kunst", "Gesundheit & Fitness"):
            assert heading in text, f"{heading!r} not on the German Browse screen"
        for english in ("Browse", "Genres", "History", "See All"):
            assert english not in text.split("\n"), f"English {english!r} left on the German Browse screen"

        one, twenty_one = podcasts
        german.click(german.testid(f"podcast-{one['collectionId']}"))
        german.find('[data-testid^="episode-"]')
        detail = german.text()
        assert "1 Folge · Aktualisiert am 26. Nov. 2026" in detail, detail
        assert "Folgen" in detail and "1 angezeigt" in detail

        german.open()
        german.click(german.testid(f"podcast-{twenty_one['collectionId']}"))
        german.find('[data-testid^="episode-"]')
        detail = german.text()
        assert "21 Folgen · Aktualisiert am 3. Mai 2026" in detail, detail
        assert "21 angezeigt" in detail

        german.open()
        german.click(german.tab("Suchen"))
        assert german.find(".large-title").text.strip() == "Suchen"
        assert german.testid("search-field").get_attribute("placeholder") == "Podcasts suchen"
        assert "Podcast finden" in german.text()
        field = german.testid("search-field")
        field.send_keys("history\n")
        german.settle()
        german.testid(f"podcast-{one['collectionId']}")
        results = german.text()
        assert "2 Podcasts" in results
        assert f"{one['primaryGenreName']} · 1 Folge" in results
        assert f"{twenty_one['primaryGenreName']} · 21 Folgen" in results


def test_localized_podcasts_in_arabic_show_arabic_tabs(page: Page, sdui: Path) -> None:
    with localized(sdui, page, "ar") as arabic:
        html = arabic.driver.find_element(By.TAG_NAME, "html")
        assert (html.get_attribute("lang"), html.get_attribute("dir")) == ("ar", "rtl")
        assert tab_titles(arabic) == ["تصفح", "بحث"]
        assert arabic.find(".large-title").text.strip() == "تصفح"
        assert "التصنيفات" in arabic.text()


def test_localized_bible_verses_in_german(page: Page, sdui: Path) -> None:
    data = Path(tempfile.mkdtemp(prefix="sdui-bible-de-"))
    server = Server(sdui, ROOT / "Apps/BibleVerses", args=("--locale", "de"), env={
        "SDUI_DATA_DIR": str(data), "SDUI_NOW": "2025-11-22T09:00:00Z", "SDUI_TIME_ZONE": "UTC", "SDUI_RANDOM_SEED": "7",
    })
    try:
        german = Page(page.driver, server.url)
        german.open()
        assert tab_titles(german) == ["Heute", "Entdecken", "Suchen", "Favoriten", "Einstellungen"]
        assert german.find(".large-title").text.strip() == "Heute"
        assert german.testid("today-date").text.strip() == "Samstag, 22. November"
        assert "VERS DES TAGES" in german.text()

        # The word search's note is worded by the bundle in German (the translation's name is content).
        german.click(german.tab("Suchen"))
        field = german.testid("search-field")
        field.send_keys("love one another\n")
        german.settle()
        note = german.testid("word-results-note").text
        assert " Verse in der World English Bible" in note and "verses" not in note, note
        # A data source's failure is worded by the bundle's table too (error.no_word_match), the
        # searched words filled in.
        field = german.testid("search-field")
        field.clear()
        field.send_keys("xyzzy plugh\n")
        german.settle()
        assert german.testid("not-found").text.strip() == "Kein Vers enthält „xyzzy plugh“."

        german.click(german.tab("Einstellungen"))
        settings = german.text()
        for label in ("ÜBERSETZUNG", "ERSCHEINUNGSBILD", "SCHRIFTGRÖSSE", "Versnummern anzeigen", "Auf Standardwerte zurücksetzen", "Hell", "Dunkel"):
            assert label in settings, f"{label!r} not on the German Settings screen"
    finally:
        server.stop()
        shutil.rmtree(data, ignore_errors=True)


def test_localization_chrome_control_switches_podcasts_to_german_then_arabic_and_navigation_keeps_it(page: Page) -> None:
    """The chrome's locale select (beside the phone, so the window must leave room for it) on
    the Podcasts server started without --locale: German tabs after picking "de", a detail
    screen reached by a tap still German, a reload (what live reload does) too; then "ar" lays
    the page out right to left, and the text size control keeps the locale."""
    page.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1200, "height": 1000, "deviceScaleFactor": 1, "mobile": False})
    html = lambda: page.driver.find_element(By.TAG_NAME, "html")  # noqa: E731 (the page reloads: find it each time)
    try:
        page.open()
        assert tab_titles(page) == ["Browse", "Search"]
        control = page.find("#sdui-locale")
        assert [option.get_attribute("value") for option in Select(control).options] == ["en", "ar", "de"]
        assert Select(control).first_selected_option.get_attribute("value") == "en"

        Select(control).select_by_value("de")
        page.wait_until(lambda: html().get_attribute("lang") == "de", "choosing de did not load the page in German")
        page.settle()
        assert page.driver.current_url.endswith("/?locale=de"), page.driver.current_url
        assert tab_titles(page) == ["Entdecken", "Suchen"]
        assert Select(page.find("#sdui-locale")).first_selected_option.get_attribute("value") == "de"

        # A tap swaps in a frame the client fetched: it comes from the German session.
        page.click(page.find('[data-testid^="podcast-"]'))
        page.find('[data-testid^="episode-"]')
        assert " Folgen · Aktualisiert am " in page.text(), page.text()
        assert tab_titles(page) == ["Entdecken", "Suchen"]
        page.driver.execute_script("location.reload()")
        page.wait_until(lambda: page.driver.execute_script("return document.readyState") == "complete", "the page did not reload")
        page.settle()
        assert html().get_attribute("lang") == "de" and tab_titles(page) == ["Entdecken", "Suchen"]

        Select(page.find("#sdui-locale")).select_by_value("ar")
        page.wait_until(lambda: html().get_attribute("lang") == "ar", "choosing ar did not load the page in Arabic")
        page.settle()
        assert html().get_attribute("dir") == "rtl"
        assert tab_titles(page) == ["تصفح", "بحث"]
        assert page.driver.current_url.endswith("/?locale=ar"), page.driver.current_url

        # One form holds both controls: a text size keeps the locale.
        Select(page.find("#sdui-text-size")).select_by_value("xxxLarge")
        page.wait_until(lambda: html().get_attribute("data-text-size") == "xxxLarge", "choosing xxxLarge did not reload the page")
        page.settle()
        assert page.driver.current_url.endswith("/?locale=ar&text-size=xxxLarge"), page.driver.current_url
        assert html().get_attribute("dir") == "rtl" and tab_titles(page) == ["تصفح", "بحث"]
    finally:
        page.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
