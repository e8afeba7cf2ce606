"""The preview's requests: a tap goes ahead of a page that is waiting for loading to end
(Podcasts loads its first screen from a server that accepts the connection and never answers,
so the page keeps asking the preview to settle, up to 12 s each time; a tap on a tab still
switches at once), and a reply that says the bundle changed reloads the page."""
from __future__ import annotations

import json
import socket
import threading
import time
from pathlib import Path

from harness import ROOT, Page, make_driver, served, served_files


def test_a_tap_goes_ahead_of_a_page_waiting_for_loading_to_end(sdui: Path) -> None:
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(64)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:  # keeps every connection open and says nothing
        silent.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(silent.accept()[0])
            except OSError:
                continue

    threading.Thread(target=accept, daemon=True).start()
    url = f"http://127.0.0.1:{silent.getsockname()[1]}"
    try:
        with served(sdui, ROOT / "Apps/Podcasts", args=("--source", f"podcasts={url}")) as server:
            driver = make_driver()
            try:
                page = Page(driver, server.url)
                driver.get(server.url)
                page.wait_until(lambda: driver.execute_script(
                    "return document.getElementById('sdui-app').dataset.pending") == "true", "the first screen is not loading")
                time.sleep(0.5)  # the client's settle request is now waiting on the server
                started = time.monotonic()
                page.tab("Search").click()
                # Behind the settle it took 11 s; at once it takes well under a second.
                page.wait_until(lambda: any(tab.text.strip() == "Search" for tab in page.find_all(".tabbar .tab.sel")),
                                "the tap waited behind the settle request", timeout=6)
                assert time.monotonic() - started < 6
            finally:
                driver.quit()
    finally:
        stop.set()
        for connection in held:
            connection.close()
        silent.close()


def test_a_reply_that_says_the_bundle_changed_reloads_the_page(sdui: Path) -> None:
    home = {"type": "screen", "children": [
        {"type": "button", "label": "Tap", "accessibilityIdentifier": "tap", "action": {"type": "setState", "key": "n", "value": 1}}]}
    with served_files(sdui, {"app.json": {"name": "Reload", "root": "home"}, "screens/home.json": home}) as (page, driver, bundle):
        # Without the live channel, only the tap's reply can tell the page the bundle changed.
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                               {"source": "window.EventSource = class { addEventListener() {} close() {} };"})
        page.open()
        driver.execute_script("window.beforeReload = true")
        home["children"][0]["label"] = "Tap again"
        (bundle / "screens/home.json").write_text(json.dumps(home))
        time.sleep(1.5)  # the server notices the edit
        page.testid("tap").click()
        page.wait_until(lambda: driver.execute_script("return window.beforeReload === undefined"), "the page was not reloaded")
        page.wait_until(lambda: page.testid("tap").text == "Tap again", "the reloaded page does not show the edit")
