"""Engine behaviour in the browser on Tests/Bundles/WebDemo: escaping, loading and error
states, sheets, text input, paging, external links, traversal and live reload."""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

from harness import ROOT, Page, demo_serve, make_driver, served

HOSTILE_TITLE = "<script>window.__pwned = 1</script>"
HOSTILE_SUBTITLE = '"><img src=x onerror="window.__pwned = 2">'


def test_hostile_data_is_shown_as_text(demo: Page) -> None:
    demo.open()
    row = demo.testid("row-2")
    assert HOSTILE_TITLE in row.text, row.text
    demo.click(row)
    assert demo.testid("detail-title").text.replace("\n", "") == HOSTILE_TITLE.replace("\n", "")
    assert demo.testid("detail-subtitle").text == HOSTILE_SUBTITLE
    time.sleep(0.3)
    assert demo.driver.execute_script("return window.__pwned") is None
    assert demo.driver.execute_script("return document.querySelectorAll('img[src=\"x\"], script:not([src])').length") == 0


def test_loading_spinner_then_error_and_retry(demo: Page) -> None:
    demo.open()
    demo.click(demo.tab("Gallery"))
    demo.testid("load-slow").click()
    demo.testid("slow-spinner", timeout=3)  # shown while the request runs
    assert demo.testid("slow-result", timeout=10).text == "Loaded after a pause"
    assert not demo.find_all('[data-testid="slow-spinner"]')

    demo.click(demo.testid("load-flaky"))
    error = demo.testid("flaky-error")
    assert "offline" in error.text.lower(), error.text
    demo.click(demo.testid("flaky-retry"))
    assert demo.testid("flaky-result").text == "Worked on try 2"


def test_sheets_text_fields_and_tab_badges(demo: Page) -> None:
    demo.open()
    demo.click(demo.testid("row-1"))
    demo.click(demo.testid("present-about"))
    dialog = demo.find('[role="dialog"]')
    assert "About" in dialog.text
    assert demo.find(".stackview").get_attribute("inert") is not None
    demo.driver.switch_to.active_element.send_keys("\ue00c")  # Escape dismisses
    demo.settle()
    assert not demo.find_all('[role="dialog"]')
    demo.click(demo.testid("present-about"))
    demo.click(demo.testid("about-done"))
    assert not demo.find_all('[role="dialog"]')

    demo.click(demo.tab("Gallery"))
    assert demo.tab("Gallery").find_element("css selector", ".badge").text == "2"
    demo.click(demo.testid("add-favorite"))
    assert demo.tab("Gallery").find_element("css selector", ".badge").text == "3"
    field = demo.testid("name-field")
    field.send_keys("Ada")
    assert demo.testid("greeting", timeout=5).text == "Hello, Ada!"
    assert demo.testid("name-field").get_attribute("value") == "Ada"


def test_long_lists_show_a_page_at_a_time(demo: Page) -> None:
    demo.open()
    assert len(demo.find_all('[data-testid^="row-"]')) == 100
    demo.click(demo.testid("show-more"))
    assert len(demo.find_all('[data-testid^="row-"]')) == 200
    assert "Show more (60)" in demo.testid("show-more").text


def test_external_links_open_in_a_new_tab(demo: Page) -> None:
    demo.open()
    demo.click(demo.testid("row-1"))
    demo.driver.execute_script("window.__opened = []; window.open = (url, target) => { window.__opened.push([url, target]); return null; };")
    demo.click(demo.testid("open-website"))
    demo.wait_until(lambda: demo.driver.execute_script("return window.__opened.length") == 1, "window.open was not called")
    assert demo.driver.execute_script("return window.__opened[0]") == ["https://example.com/items/1", "_blank"]


def test_paths_outside_the_bundle_get_404(demo: Page, demo_server) -> None:
    for target in ["/assets/../app.json", "/../../etc/passwd", "/assets/%2e%2e/app.json", "/assets/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
                   "/assets/..%2fapp.json", "/%2e%2e/%2e%2e/etc/passwd", "/screens/browse.json", "/app.json"]:
        status, body = demo_server.raw_get(target)
        assert status == 404, f"{target} answered {status}"
        assert b"root:" not in body and b"tab_view" not in body
    status, _ = demo_server.raw_get("/demo/art/1.svg")
    assert status == 200


def test_live_reload_shows_diagnostics_and_recovers(sdui: Path) -> None:
    with tempfile.TemporaryDirectory() as folder:
        bundle = Path(folder) / "WebDemo"
        shutil.copytree(ROOT / "Tests/Bundles/WebDemo", bundle)
        gallery = bundle / "screens/gallery.json"
        good = gallery.read_text()
        with served(demo_serve(sdui), bundle) as server:
            driver = make_driver()
            try:
                page = Page(driver, server.url)
                page.open()
                page.click(page.tab("Gallery"))
                gallery.write_text(good.replace('"type": "scroll"', '"type": "scroll",,', 1))
                panel = page.testid("diagnostics", timeout=10)
                assert "screens/gallery.json" in panel.text and "error" in panel.text, panel.text
                assert page.find_all(".tabbar .tab"), "the app still runs beside the diagnostics"
                gallery.write_text(good)
                page.wait_until(lambda: not page.find_all('[data-testid="diagnostics"]'), "the fixed bundle still shows errors")
            finally:
                driver.quit()
