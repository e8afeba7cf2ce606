"""Apps/Gallery in the browser: every category screen against its baseline, and modifier
order measured on the page."""

from __future__ import annotations

from harness import Page, compare_with_baseline

CATEGORIES = ["layout", "drawing", "effects", "text", "images", "interaction", "input", "accessibility", "animation", "navigation", "styles"]

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
        gallery.testid(f"modifier-{ {'layout': 'padding', 'drawing': 'foregroundStyle', 'effects': 'opacity', 'text': 'font', 'images': 'resizable', 'interaction': 'disabled', 'input': 'submitLabel', 'accessibility': 'accessibilityLabel', 'animation': 'animation', 'navigation': 'navigationTitle', 'styles': 'buttonStyle'}[category] }")
        compare_with_baseline(gallery.screenshot(f"gallery-{category}"), f"gallery-{category}", update)


def test_an_alert_modifier_opens_on_its_state_and_a_button_closes_it(gallery: Page) -> None:
    gallery.open()
    gallery.click(gallery.testid("category-navigation"))
    gallery.click(gallery.find('[data-testid="modifier-alert"] .btn'))
    dialog = gallery.find('[role="alertdialog"]')
    assert "Delete episode?" in dialog.text and "This cannot be undone." in dialog.text, dialog.text
    gallery.click(gallery.find('[role="alertdialog"] .m-cancel'))
    gallery.wait_until(lambda: not gallery.find_all('[role="alertdialog"]'), "the alert closes")


def test_a_sheet_modifier_presents_its_content(gallery: Page) -> None:
    gallery.open()
    gallery.click(gallery.testid("category-navigation"))
    gallery.click(gallery.find('[data-testid="modifier-sheet"] .btn'))
    assert "Presented" in gallery.find(".sheet-card").text
    gallery.click(gallery.testid("sheet-dismiss"))
    gallery.wait_until(lambda: not gallery.find_all(".sheet-card"), "the sheet closes")
