"""Apps/Gallery in the browser: every category screen against its baseline, and modifier
order measured on the page."""

from __future__ import annotations

import json
import subprocess

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

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


def node_catalogue(sdui) -> dict[str, list[str]]:
    """The node types of `sdui docs --format json`, by category (the Gallery's node screens)."""
    docs = json.loads(subprocess.run([str(sdui), "docs", "--format", "json"], check=True, capture_output=True, text=True).stdout)
    categories: dict[str, list[str]] = {}
    for node in docs["nodes"]:
        categories.setdefault(node["category"], []).append(node["name"])
    return categories


def open_node_screen(gallery: Page, category: str) -> None:
    gallery.open()
    gallery.click(gallery.testid(f"category-nodes-{category}"))
    gallery.find('[data-testid^="node-"]')


# Scrolls the screen's scroll view down by a page (less an overlap); false at the end.
SCROLL_A_PAGE = """
const scrollers = [...document.querySelectorAll('.phone *')].filter(e => e.scrollHeight > e.clientHeight + 1
    && ['auto', 'scroll'].includes(getComputedStyle(e).overflowY));
const view = scrollers.sort((a, b) => b.clientHeight - a.clientHeight)[0];
if (!view || view.scrollTop + view.clientHeight >= view.scrollHeight - 1) return false;
view.scrollTop += view.clientHeight - 80;
return true;
"""


def test_gallery_node_screens_match_their_baselines(gallery: Page, sdui, update: bool) -> None:
    # Every type's row is on a baseline: each category of the catalogue has its screen, with a
    # row for each of its types, shot page by page when longer than the phone.
    catalogue = node_catalogue(sdui)
    for category, kinds in catalogue.items():
        open_node_screen(gallery, category)
        rows = gallery.driver.execute_script(
            "return [...document.querySelectorAll('[data-testid^=\"node-\"]')].map(e => e.dataset.testid.slice(5));")
        assert sorted(rows) == sorted(kinds), (category, rows, kinds)
        compare_with_baseline(gallery.screenshot(f"gallery-nodes-{category}"), f"gallery-nodes-{category}", update)
        page = 2
        while gallery.driver.execute_script(SCROLL_A_PAGE):
            name = f"gallery-nodes-{category}-{page}"
            compare_with_baseline(gallery.screenshot(name), name, update)
            page += 1


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
    relative = gallery.driver.execute_script(SHAPE_LAYER, "node-container_relative_shape")
    # A page sets no container shape, so SwiftUI's fallback: a square-cornered rectangle, outlined.
    assert abs(relative["w"] - 120) < 0.5 and abs(relative["h"] - 60) < 0.5 and relative["radii"] == ["0px"] * 4, relative
    assert relative["background"] != "rgba(0, 0, 0, 0)" and relative["strokeWidth"] == "2px" and relative["strokeStyle"] == "solid", relative


def test_the_specs_sheet_with_only_content_is_presented_by_a_present_action(gallery: Page) -> None:
    open_node_screen(gallery, "navigation")
    assert "In a sheet" not in gallery.text()
    row = gallery.testid("node-sheet")
    gallery.click(next(b for b in row.find_elements("css selector", "button") if "Show the sheet" in b.text))
    gallery.wait_until(lambda: "In a sheet" in gallery.text(), "the sheet did not open")


# The chart's bars: each one's data value and drawn height in CSS pixels, and the plot's height.
CHART_BARS = """
const chart = document.querySelector(`[data-testid="${arguments[0]}"] .chart`);
const plot = chart.querySelector('.chart-plot').getBoundingClientRect();
return {plot: plot.height, bars: [...chart.querySelectorAll('.chart-bar')].map(bar => {
  const r = bar.getBoundingClientRect();
  return {x: bar.dataset.x, y: Number(bar.dataset.y), height: r.height, bottom: r.bottom, fill: getComputedStyle(bar).fill};
})};
"""


def test_a_chart_of_a_bound_array_draws_bars_proportional_to_the_data(gallery: Page) -> None:
    open_node_screen(gallery, "media")
    drawn = gallery.driver.execute_script(CHART_BARS, "node-chart")
    bars = drawn["bars"]
    # $.env.sampleSales: six elements, two stores over three months.
    assert [(b["x"], b["y"]) for b in bars] == [("Jan", 4), ("Jan", 2), ("Feb", 6), ("Feb", 3), ("Mar", 8), ("Mar", 5)], bars
    # The scale runs 0…10 (the round number above 8), so 8 fills 80% of the plot.
    per_unit = drawn["plot"] / 10
    for bar in bars:
        assert abs(bar["height"] - bar["y"] * per_unit) < 0.75, (bar, per_unit)
        assert abs(bar["bottom"] - bars[0]["bottom"]) < 0.75, bars  # all stand on the zero line
    tallest, shortest = max(bars, key=lambda b: b["y"]), min(bars, key=lambda b: b["y"])
    assert abs(tallest["height"] / shortest["height"] - 4) < 0.02, (tallest, shortest)
    # One colour per series: North blue, South orange.
    assert bars[0]["fill"] != bars[1]["fill"] and bars[0]["fill"] == bars[2]["fill"], bars


# Each bar's horizontal centre and the x-value label it stands above.
CHART_COLUMNS = """
const chart = document.querySelector(`[data-testid="${arguments[0]}"] .chart`);
const labels = [...chart.querySelectorAll('.chart-x-values > span')];
return [...chart.querySelectorAll('.chart-bar')].map(bar => {
  const r = bar.getBoundingClientRect(), label = labels.find(l => l.textContent === bar.dataset.x).getBoundingClientRect();
  return {x: bar.dataset.x, centre: (r.left + r.right) / 2, from: label.left, to: label.right};
});
"""


def test_a_charts_bars_stand_over_their_labels_left_to_right_and_right_to_left(gallery: Page) -> None:
    open_node_screen(gallery, "media")
    for direction in ("ltr", "rtl"):
        gallery.driver.execute_script("document.documentElement.setAttribute('dir', arguments[0])", direction)
        columns = gallery.driver.execute_script(CHART_COLUMNS, "node-chart")
        assert len(columns) == 6, columns
        for bar in columns:
            assert bar["from"] <= bar["centre"] <= bar["to"], (direction, bar)
        first, last = columns[0]["centre"], columns[-1]["centre"]
        assert (first < last) == (direction == "ltr"), (direction, columns)
    gallery.driver.execute_script("document.documentElement.removeAttribute('dir')")


def test_view_that_fits_shows_the_first_child_that_fits(gallery: Page) -> None:
    open_node_screen(gallery, "containers")
    shown = gallery.driver.execute_script(
        "return [...document.querySelectorAll('[data-testid=\"node-view_that_fits\"] .fit')].map(f => !f.hidden);")
    # The long title is wider than the 160 pt frame, so the short one shows.
    assert shown == [False, True], shown
    assert "Continue reading" in gallery.testid("node-view_that_fits").text
    assert "Gospel" not in gallery.testid("node-view_that_fits").text


def test_page_dots_scroll_their_pages_and_follow_a_swipe(gallery: Page) -> None:
    open_node_screen(gallery, "containers")
    row = gallery.testid("node-page_tab_view")
    dots = row.find_elements("css selector", ".page-dot")
    assert [d.get_attribute("aria-label") for d in dots] == ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"]
    gallery.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    gallery.click(dots[2])
    track = row.find_element("css selector", ".pages-track")
    gallery.wait_until(lambda: gallery.driver.execute_script("return arguments[0].scrollLeft", track) >= 2 * track.size["width"] - 1,
                       "the third page did not scroll into view")
    gallery.wait_until(lambda: dots[2].get_attribute("aria-current") == "true", "the third dot is not current")
    gallery.driver.execute_script("arguments[0].scrollLeft = 0", track)
    gallery.wait_until(lambda: dots[0].get_attribute("aria-current") == "true", "the dots did not follow the scroll back")


def test_an_aligned_grid_lines_up_its_columns(gallery: Page) -> None:
    open_node_screen(gallery, "layout")
    lefts = gallery.driver.execute_script("""
        const rows = document.querySelectorAll('[data-testid="node-aligned_grid"] .grid-row');
        return [...rows].map(row => [...row.children].map(cell => cell.getBoundingClientRect().left));""")
    # "Genesis" is wider than "Ruth": the second column starts at the same x in both rows.
    assert len(lefts) == 2 and abs(lefts[0][1] - lefts[1][1]) < 0.5, lefts


def open_modifier_screen(gallery: Page, category: str) -> None:
    gallery.open()
    gallery.click(gallery.testid(f"category-{category}"))
    gallery.find('[data-testid^="modifier-"]')


def context_menu_view(gallery: Page):
    view = gallery.testid("modifier-contextMenu").find_element(By.CSS_SELECTOR, "[data-context-menu]")
    gallery.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", view)
    return view


def status_text(gallery: Page) -> str:
    return gallery.driver.execute_script(
        "const el = document.querySelector('[data-testid=\"modifier-contextMenu\"]'); return el ? el.innerText : ''")


def test_a_context_menu_opens_by_right_click_or_keyboard_and_runs_the_item_chosen(gallery: Page, update: bool) -> None:
    open_modifier_screen(gallery, "interaction")
    view = context_menu_view(gallery)
    assert view.get_attribute("aria-haspopup") == "menu" and view.get_attribute("aria-keyshortcuts") == "Shift+F10", view.get_attribute("outerHTML")
    assert "Sample text" in status_text(gallery) and not gallery.find_all(".menu-popover:popover-open")
    # A click is not a long press: nothing opens.
    view.click()
    assert not gallery.find_all(".menu-popover:popover-open")
    ActionChains(gallery.driver).context_click(view).perform()
    menu = gallery.find(".menu-popover:popover-open")
    assert menu.get_attribute("role") == "menu"
    assert [b.text for b in menu.find_elements(By.CSS_SELECTOR, ".btn")] == ["Mark as played", "Remove"]
    assert gallery.driver.switch_to.active_element.text == "Mark as played", "the first item has the focus"
    compare_with_baseline(gallery.screenshot("gallery-modifier-contextMenu"), "gallery-modifier-contextMenu", update)
    gallery.click(menu.find_elements(By.CSS_SELECTOR, ".btn")[0])
    gallery.wait_until(lambda: "Marked as played" in status_text(gallery), "the item's action did not run")
    assert not gallery.find_all(".menu-popover:popover-open"), "choosing an item closes the menu"
    # By keyboard: Shift+F10 on the focused view, Tab to the second item, Enter.
    gallery.driver.execute_script("arguments[0].focus()", context_menu_view(gallery))
    ActionChains(gallery.driver).key_down(Keys.SHIFT).send_keys(Keys.F10).key_up(Keys.SHIFT).perform()
    gallery.find(".menu-popover:popover-open")
    ActionChains(gallery.driver).send_keys(Keys.TAB).perform()
    assert gallery.driver.switch_to.active_element.text == "Remove"
    ActionChains(gallery.driver).send_keys(Keys.ENTER).perform()
    gallery.settle()
    gallery.wait_until(lambda: "Removed" in status_text(gallery), "the item chosen by keyboard did not run")
    # Escape closes a menu left open without choosing.
    ActionChains(gallery.driver).context_click(context_menu_view(gallery)).perform()
    gallery.find(".menu-popover:popover-open")
    ActionChains(gallery.driver).send_keys(Keys.ESCAPE).perform()
    gallery.wait_until(lambda: not gallery.find_all(".menu-popover:popover-open"), "Escape does not close the context menu")


# The horizontal scroll view of the `scroll` row and its "Chapter 6": their boxes.
SCROLL_BOXES = """
const row = document.querySelector('[data-testid="node-scroll"]');
const scroller = row.querySelector('.sh');
const chapter = [...scroller.querySelectorAll('.t')].find(t => t.textContent === 'Chapter 6');
const s = scroller.getBoundingClientRect(), c = chapter.getBoundingClientRect();
return {left: s.left, right: s.right, chapterLeft: c.left, chapterRight: c.right, scrollLeft: scroller.scrollLeft,
        max: scroller.scrollWidth - scroller.clientWidth, marked: chapter.dataset.scrollTo || null};
"""


def test_a_scroll_to_action_brings_the_child_with_that_id_into_view(gallery: Page, update: bool) -> None:
    open_node_screen(gallery, "layout")
    row = gallery.testid("node-scroll")
    gallery.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    before = gallery.driver.execute_script(SCROLL_BOXES)
    assert before["scrollLeft"] == 0 and before["chapterLeft"] > before["right"], ("Chapter 6 starts out of view", before)
    button = next(b for b in row.find_elements(By.CSS_SELECTOR, "button") if b.text == "Last chapter")
    gallery.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    page_top, page_left = gallery.driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.top, r.left];", row)
    button.click()
    gallery.settle()

    def shown() -> bool:
        now = gallery.driver.execute_script(SCROLL_BOXES)
        return now["chapterRight"] <= now["right"] + 1 and now["chapterLeft"] >= now["left"] - 1

    gallery.wait_until(shown, "Chapter 6 did not scroll into view")
    after = gallery.driver.execute_script(SCROLL_BOXES)
    # No anchor: the least scrolling that shows it, so it rests at the trailing edge.
    assert abs(after["chapterRight"] - after["right"]) < 1.5 and after["marked"] is not None, after
    top, left = gallery.driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.top, r.left];", gallery.testid("node-scroll"))
    assert abs(top - page_top) < 1 and abs(left - page_left) < 0.5, "only the row's scroll view moved: the row was already in view"
    compare_with_baseline(gallery.screenshot("gallery-node-scroll-to"), "gallery-node-scroll-to", update)
