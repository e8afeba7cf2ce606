"""Engine controls in the browser on Tests/Bundles/WebDemo's Controls screen: switches,
sliders and pickers posting typed values, bound styles, the app's colour scheme, entry
transitions, swipe actions on rows, and the share sheet with its snapshot image."""

from __future__ import annotations

import math
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from harness import Page


def text_of(demo: Page, testid: str) -> str:
    """The text of an element, read in one step (the page may replace it at any moment)."""
    return demo.driver.execute_script(
        "const el = document.querySelector(`[data-testid='${arguments[0]}']`); return el ? el.textContent : ''", testid)


def open_controls(demo: Page) -> None:
    demo.open()
    demo.click(demo.tab("Gallery"))
    demo.click(demo.testid("open-controls"))
    demo.testid("numbers-toggle")


def test_controls_write_typed_values_then_run_on_change(demo: Page) -> None:
    open_controls(demo)
    switch = demo.testid("numbers-toggle")
    assert switch.get_attribute("role") == "switch" and switch.get_attribute("aria-checked") == "true"
    assert switch.accessible_name == "Verse numbers"
    demo.click(switch)
    assert demo.testid("numbers-toggle").get_attribute("aria-checked") == "false"
    assert demo.testid("changed").text == "Verse numbers: false"

    slider = demo.testid("size-slider")
    demo.driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", slider)
    # Each step is a change the server renders; the keys go to whatever has focus, which the
    # page keeps on the slider across updates.
    for _ in range(3):
        ActionChains(demo.driver).send_keys(Keys.ARROW_RIGHT).perform()
        demo.settle()
    demo.wait_until(lambda: "20 points" in text_of(demo, "sample"), "the slider's value did not reach the text")
    assert demo.testid("sample").value_of_css_property("font-size") == "20px", "the bound inline style follows"
    assert demo.driver.execute_script("return document.activeElement.dataset.testid") == "size-slider", "focus survives the update"

    kjv = demo.find('[data-testid="translation"] [role="radio"]:last-child')
    demo.click(kjv)
    assert demo.find('[data-testid="translation"] [aria-checked="true"]').text == "KJV"
    assert "JOHN · KJV" in demo.text()


def test_the_apps_colour_scheme_follows_a_bound_setting(demo: Page) -> None:
    open_controls(demo)
    phone = demo.find(".phone")
    assert "scheme-dark" not in phone.get_attribute("class")
    Select(demo.testid("appearance")).select_by_visible_text("Dark")
    demo.settle()
    demo.wait_until(lambda: "scheme-dark" in demo.find(".phone").get_attribute("class"), "the page did not turn dark")
    assert demo.find(".phone").value_of_css_property("background-color") == "rgba(0, 0, 0, 1)"
    assert demo.testid("sample").value_of_css_property("color") == "rgba(255, 255, 255, 1)"
    demo.screenshot("controls-dark")
    Select(demo.testid("appearance")).select_by_visible_text("Light")
    demo.settle()
    demo.wait_until(lambda: "scheme-light" in demo.find(".phone").get_attribute("class"), "the page did not turn light")
    assert demo.find(".phone").value_of_css_property("background-color") == "rgba(255, 255, 255, 1)"


def test_a_changed_animation_key_plays_the_transition(demo: Page) -> None:
    open_controls(demo)
    assert not demo.find_all(".sdui-enter-slide, .sdui-enter-opacity"), "nothing animates on first load"
    psalm = demo.find('[data-testid="verse-choice"] [role="radio"]:last-child')
    demo.click(psalm)
    text = demo.testid("verse-text")
    assert text.text.startswith("The Lord is my shepherd")
    assert "sdui-enter-slide" in text.get_attribute("class")
    demo.click(demo.testid("numbers-toggle"))
    assert not demo.find_all(".sdui-enter-slide"), "an unchanged key does not animate again"


def test_swipe_actions_show_on_hover_and_on_a_swipe(demo: Page) -> None:
    open_controls(demo)
    rows = demo.find_all(".swipe-row")
    assert len(rows) == 3
    names = [b.get_attribute("aria-label") for b in rows[2].find_elements("css selector", ".swipe-btn")]
    assert names == ["Delete", "Pin"]
    actions = rows[1].find_element("css selector", ".swipe-actions")
    demo.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", rows[1])
    ActionChains(demo.driver).move_to_element(demo.find(".large-title, .nav-title")).perform()
    assert actions.value_of_css_property("opacity") == "0"
    ActionChains(demo.driver).move_to_element(rows[1]).perform()
    demo.wait_until(lambda: actions.value_of_css_property("opacity") == "1", "hovering a row does not reveal its actions")

    row = demo.find_all(".swipe-row")[0]
    ActionChains(demo.driver).move_to_element(row).click_and_hold().move_by_offset(-120, 0).release().perform()
    demo.wait_until(lambda: "swiped" in demo.find_all(".swipe-row")[0].get_attribute("class"), "a swipe does not reveal the actions")
    assert demo.find_all('[data-testid="removed"]') == [], "the swipe is not a tap"
    demo.click(demo.find_all(".swipe-row")[0].find_element("css selector", '.swipe-btn[aria-label="Delete"]'))
    assert demo.testid("removed").text == "Removed Genesis 1:1"
    demo.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", demo.find_all(".swipe-row")[2])
    ActionChains(demo.driver).move_to_element(demo.find_all(".swipe-row")[2]).perform()
    demo.click(demo.find_all(".swipe-row")[2].find_element("css selector", '.swipe-btn[aria-label="Pin"]'))
    assert demo.testid("removed").text == "Pinned row 2"


def fetch_image(page: Page, href: str) -> dict:
    """What `href` answers: its content type and text, and the size the browser draws it at
    (width -1 when it cannot draw it)."""
    return page.driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch(arguments[0], {credentials: 'same-origin'}).then(async (response) => {
          const type = response.headers.get('content-type');
          const text = await response.text();
          const image = new Image();
          image.onload = () => done({type, text, width: image.naturalWidth, height: image.naturalHeight});
          image.onerror = () => done({type, text, width: -1});
          image.src = arguments[0];
        }).catch((error) => done({error: String(error)}));
        """, href)


def test_the_share_sheet_copies_text_and_downloads_the_snapshot(demo: Page) -> None:
    open_controls(demo)
    share = demo.testid("share")
    assert share.get_attribute("aria-haspopup") == "dialog"
    demo.click(share)
    sheet = demo.find(".share-sheet:popover-open")
    assert "A verse to share: john" in sheet.text
    copy = sheet.find_element("css selector", "[data-copy]")
    copy.click()
    demo.wait_until(lambda: copy.text == "Copied", "Copy did not copy")
    demo.screenshot("controls-share-sheet")

    link = sheet.find_element("css selector", "a[data-snapshot]")
    href = link.get_attribute("href")
    card = demo.find('[data-snapshot-node="verse-card"]')
    width = round(card.rect["width"])
    assert f"?w={width}&h=" in href, href
    # The link's target is an image the browser can draw, of the card's measured size.
    result = fetch_image(demo, href)
    assert result.get("type") == "image/svg+xml", result
    assert "For God so loved the world" in result["text"]
    assert result["width"] == width, {key: result[key] for key in ("type", "width")}
    demo.driver.find_element("css selector", "body").send_keys(Keys.ESCAPE)
    time.sleep(0.2)
    assert not demo.find_all(".share-sheet:popover-open")


def test_the_snapshot_is_drawn_at_the_pages_text_size(demo: Page) -> None:
    """At a larger text size the card is measured larger, so the image must draw its text at
    that size too, or the text would sit small in a big empty box."""
    demo.driver.get(demo.base_url + "_sdui/client.js")
    demo.driver.delete_all_cookies()
    demo.driver.get(demo.base_url + "?text-size=accessibility2")
    demo.settle()
    demo.click(demo.tab("Gallery"))
    demo.click(demo.testid("open-controls"))
    demo.click(demo.testid("share"))
    sheet = demo.find(".share-sheet:popover-open")
    href = sheet.find_element("css selector", "a[data-snapshot]").get_attribute("href")
    assert "text-size=accessibility2" in href, href
    card = demo.find('[data-snapshot-node="verse-card"]')
    result = fetch_image(demo, href)
    assert 'data-text-size="accessibility2"' in result["text"], result["text"][:400]
    assert (result["width"], result["height"]) == (math.ceil(card.rect["width"]), math.ceil(card.rect["height"])), result
    demo.driver.find_element("css selector", "body").send_keys(Keys.ESCAPE)
