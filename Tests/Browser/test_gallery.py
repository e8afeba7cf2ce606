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


NODE_CATEGORIES = ["layout", "content", "controls", "navigation", "shapes", "paint", "composition"]


def open_node_screen(gallery: Page, category: str) -> None:
    gallery.open()
    gallery.click(gallery.testid(f"category-nodes-{category}"))
    gallery.find('[data-testid^="node-"]')


def test_gallery_node_screens_match_their_baselines(gallery: Page, update: bool) -> None:
    for category in NODE_CATEGORIES:
        open_node_screen(gallery, category)
        compare_with_baseline(gallery.screenshot(f"gallery-nodes-{category}"), f"gallery-nodes-{category}", update)


# The drawn layer of the shape in a Gallery row: its box, corner radius, border and background.
SHAPE_LAYER = """
const layer = document.querySelector(`[data-testid="${arguments[0]}"] .shape > div`);
const r = layer.getBoundingClientRect(), s = getComputedStyle(layer);
const stroke = layer.querySelector('div');
const t = stroke ? getComputedStyle(stroke) : null;
return {w: r.width, h: r.height, radius: s.borderTopLeftRadius, radii: [s.borderTopLeftRadius, s.borderTopRightRadius, s.borderBottomRightRadius, s.borderBottomLeftRadius],
        background: s.backgroundColor, image: s.backgroundImage,
        strokeWidth: t ? t.borderTopWidth : null, strokeStyle: t ? t.borderTopStyle : null};
"""


def test_shapes_draw_their_geometry_fill_and_stroke(gallery: Page) -> None:
    open_node_screen(gallery, "shapes")
    circle = gallery.driver.execute_script(SHAPE_LAYER, "node-circle")
    # A 60×60 frame: the circle is its largest square, fully rounded, outlined 4 px inside.
    assert abs(circle["w"] - 60) < 0.5 and abs(circle["h"] - 60) < 0.5, circle
    assert circle["radius"] == "50%" and circle["strokeWidth"] == "4px" and circle["strokeStyle"] == "solid", circle
    rounded = gallery.driver.execute_script(SHAPE_LAYER, "node-rounded_rectangle")
    assert rounded["radius"] == "16px" and "linear-gradient" in rounded["image"], rounded
    capsule = gallery.driver.execute_script(SHAPE_LAYER, "node-capsule")
    assert capsule["strokeStyle"] == "dashed" and capsule["strokeWidth"] == "2px", capsule
    uneven = gallery.driver.execute_script(SHAPE_LAYER, "node-unevenly_rounded_rectangle")
    # CSS order: top-left, top-right, bottom-right, bottom-left.
    assert uneven["radii"] == ["24px", "0px", "24px", "0px"], uneven
    ellipse = gallery.driver.execute_script(SHAPE_LAYER, "node-ellipse")
    assert abs(ellipse["w"] - 120) < 0.5 and abs(ellipse["h"] - 60) < 0.5 and ellipse["radius"] == "50%", ellipse
    rectangle = gallery.driver.execute_script(SHAPE_LAYER, "node-rectangle")
    assert abs(rectangle["w"] - 120) < 0.5 and abs(rectangle["h"] - 60) < 0.5 and rectangle["background"] != "rgba(0, 0, 0, 0)", rectangle


def test_the_specs_sheet_with_only_content_is_presented_by_a_present_action(gallery: Page) -> None:
    open_node_screen(gallery, "navigation")
    assert "In a sheet" not in gallery.text()
    row = gallery.testid("node-sheet")
    gallery.click(next(b for b in row.find_elements("css selector", "button") if "Show the sheet" in b.text))
    gallery.wait_until(lambda: "In a sheet" in gallery.text(), "the sheet did not open")
