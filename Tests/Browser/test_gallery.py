"""Apps/Gallery in the browser: every category screen against its baseline, and modifier
order measured on the page."""

from __future__ import annotations

from harness import Page, compare_with_baseline

CATEGORIES = ["layout", "drawing", "effects", "text", "images", "interaction", "input", "accessibility", "animation"]

# The red box: the element of the sample (or inside it) whose background is red.
RED_BOX = """
const root = document.querySelector(arguments[0]);
const all = [root, ...root.querySelectorAll('*')];
const red = all.find(e => getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)');
const text = all.find(e => e.classList.contains('t'));
const range = document.createRange();
range.selectNodeContents(text);
const r = red.getBoundingClientRect(), t = range.getBoundingClientRect();
return [r.width, r.height, t.width, t.height];
"""


def test_modifier_order_changes_the_box(gallery: Page) -> None:
    gallery.open()
    gallery.click(gallery.testid("category-order"))
    gallery.testid("order-padding-first")
    first = gallery.driver.execute_script(RED_BOX, '[data-testid="order-padding-first"]')
    second = gallery.driver.execute_script(RED_BOX, '[data-testid="order-background-first"]')
    # The same text in both; padding inside the background makes the red box 20 px larger each way.
    assert abs(first[2] - second[2]) < 0.5 and abs(first[3] - second[3]) < 0.5, (first, second)
    assert abs((first[0] - second[0]) - 20) < 0.5, (first, second)
    assert abs((first[1] - second[1]) - 20) < 0.5, (first, second)
    assert abs(second[0] - second[2]) < 1 and abs(second[1] - second[3]) < 2.5, ("background first: the red box is the text's", second)


def test_gallery_screens_match_their_baselines(gallery: Page, update: bool) -> None:
    gallery.open()
    compare_with_baseline(gallery.screenshot("gallery-home"), "gallery-home", update)
    for category in CATEGORIES:
        gallery.open()
        gallery.click(gallery.testid(f"category-{category}"))
        gallery.testid(f"modifier-{ {'layout': 'padding', 'drawing': 'foregroundStyle', 'effects': 'opacity', 'text': 'font', 'images': 'resizable', 'interaction': 'disabled', 'input': 'submitLabel', 'accessibility': 'accessibilityLabel', 'animation': 'animation'}[category] }")
        compare_with_baseline(gallery.screenshot(f"gallery-{category}"), f"gallery-{category}", update)
