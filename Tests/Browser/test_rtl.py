"""Right to left in the browser: the Podcasts app served with `--locale ar` lays out mirrored
(the back chevron at the right edge pointing right, text hugging the right edge), and with
`--locale en` the same checks find the other side, so they can fail. Swipe actions reveal from
the other side and with a drag the other way on a right-to-left page.

Where a glyph points is read from the screenshot's pixels, not from the markup: a chevron `>`
has its ink further right in its middle rows than in its top and bottom rows."""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PIL import Image
from selenium.webdriver.common.action_chains import ActionChains

from harness import ROOT, WIDTH, Page, Server
from test_controls import open_controls
from test_podcasts import FOOTNOTES

# How close to a side of the 390-pixel viewport "at the edge" is: the navigation bar's and
# the screen body's padding are 8 and 16 pixels.
EDGE = 40


@contextmanager
def podcasts_in(page: Page, sdui: Path, locale: str) -> Iterator[Page]:
    """The Podcasts app served with `--locale`, opened in the test's browser, at a podcast's
    episode list (a pushed screen: it has a back button)."""
    server = Server(sdui, ROOT / "Apps/Podcasts", args=("--locale", locale))
    try:
        podcasts = Page(page.driver, server.url)
        podcasts.open()
        podcasts.click(podcasts.testid(f"podcast-{FOOTNOTES}"))
        podcasts.find('[data-testid^="episode-"]')
        yield podcasts
    finally:
        server.stop()


def ink_direction(page: Page, element) -> str:
    """Where the glyph drawn in `element`'s box points, 'left' or 'right', from the pixels:
    the ink's mean x in the middle third of its rows against the top and bottom thirds."""
    box = page.driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];", element)
    left, top, right, bottom = (round(value) for value in box)
    shot = Image.open(io.BytesIO(page.driver.get_screenshot_as_png())).convert("RGB").crop((left, top, right, bottom))
    background = shot.getpixel((0, 0))
    rows: list[list[int]] = []
    for y in range(shot.height):
        xs = [x for x in range(shot.width)
              if sum(abs(a - b) for a, b in zip(shot.getpixel((x, y)), background)) > 120]
        if xs:
            rows.append(xs)
    assert len(rows) >= 6, f"no glyph drawn in {box}"
    third = len(rows) // 3

    def mean(selected: list[list[int]]) -> float:
        xs = [x for row in selected for x in row]
        return sum(xs) / len(xs)

    middle, ends = mean(rows[third:len(rows) - third]), mean(rows[:third] + rows[len(rows) - third:])
    assert abs(middle - ends) > 1, f"the glyph in {box} points neither way (middle {middle:.1f}, ends {ends:.1f})"
    return "right" if middle > ends else "left"


def text_extent(page: Page, element) -> dict:
    """The box of the glyphs of `element`'s text (a Range over it, not the element's box, which
    may be wider than its text), with the element's resolved alignment."""
    return page.driver.execute_script("""
        const element = arguments[0], range = document.createRange();
        range.selectNodeContents(element);
        const r = range.getBoundingClientRect(), style = getComputedStyle(element);
        const physical = {left: 'left', right: 'right', center: 'center', justify: 'justify',
          start: style.direction === 'rtl' ? 'right' : 'left', end: style.direction === 'rtl' ? 'left' : 'right'};
        return {left: r.left, right: r.right, textAlign: style.textAlign, direction: style.direction,
                resolved: physical[style.textAlign] || style.textAlign, text: element.textContent};""", element)


def back_chevron(podcasts: Page):
    return podcasts.find('[data-testid="nav-back"] .icon')


def first_row_text(podcasts: Page):
    """The first episode's date: a one-line text in a leading-aligned stack."""
    return podcasts.find('[data-testid^="episode-"] .t')


def test_rtl_arabic_page_is_rtl_with_the_back_chevron_at_the_right_pointing_right(page: Page, sdui: Path) -> None:
    with podcasts_in(page, sdui, "ar") as podcasts:
        html = podcasts.driver.execute_script(
            "const e = document.documentElement; return [e.getAttribute('dir'), e.getAttribute('lang')];")
        assert html == ["rtl", "ar"], html

        chevron = back_chevron(podcasts)
        rect = chevron.rect
        assert rect["x"] + rect["width"] >= WIDTH - EDGE, f"the back chevron is not at the right edge: {rect}"
        assert rect["x"] > WIDTH / 2, rect
        svg = chevron.find_element("css selector", "svg")
        assert svg.value_of_css_property("transform") == "matrix(-1, 0, 0, 1, 0, 0)", svg.value_of_css_property("transform")
        assert ink_direction(podcasts, chevron) == "right"

        extent = text_extent(podcasts, first_row_text(podcasts))
        assert extent["direction"] == "rtl" and extent["resolved"] == "right", extent
        assert extent["right"] >= WIDTH - EDGE, f"the text does not reach the right edge: {extent}"
        assert extent["left"] > EDGE, f"the text starts at the left edge: {extent}"


def test_rtl_english_page_keeps_the_back_chevron_at_the_left_pointing_left(page: Page, sdui: Path) -> None:
    with podcasts_in(page, sdui, "en") as podcasts:
        html = podcasts.driver.execute_script(
            "const e = document.documentElement; return [e.getAttribute('dir'), e.getAttribute('lang')];")
        assert html == [None, "en"], html

        chevron = back_chevron(podcasts)
        rect = chevron.rect
        assert rect["x"] <= EDGE, f"the back chevron is not at the left edge: {rect}"
        svg = chevron.find_element("css selector", "svg")
        assert svg.value_of_css_property("transform") == "none", svg.value_of_css_property("transform")
        assert ink_direction(podcasts, chevron) == "left"

        extent = text_extent(podcasts, first_row_text(podcasts))
        assert extent["direction"] == "ltr" and extent["resolved"] == "left", extent
        assert extent["left"] <= EDGE, f"the text does not start at the left edge: {extent}"
        assert extent["right"] < WIDTH - EDGE, f"the text reaches the right edge: {extent}"


def test_rtl_swipe_actions_reveal_from_the_left_with_a_drag_to_the_right(demo: Page) -> None:
    open_controls(demo)
    demo.driver.execute_script("document.documentElement.setAttribute('dir', 'rtl')")
    row = demo.find_all(".swipe-row")[0]
    demo.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    actions = row.find_element("css selector", ".swipe-actions")
    assert actions.rect["x"] <= EDGE, f"the actions are not at the row's left (trailing) edge: {actions.rect}"

    # A drag toward the trailing edge (left) does nothing; toward the leading edge (right) reveals.
    ActionChains(demo.driver).move_to_element(row).click_and_hold().move_by_offset(-120, 0).release().perform()
    assert "swiped" not in row.get_attribute("class"), "a drag to the left revealed a right-to-left row's actions"
    # That drag selected the row's text; pressing on a selection would start dragging it instead.
    demo.driver.execute_script("window.getSelection().removeAllRanges()")
    content = row.find_element("css selector", ":scope > :first-child")
    before = content.rect["x"]
    ActionChains(demo.driver).move_to_element(row).click_and_hold().move_by_offset(120, 0).release().perform()
    demo.wait_until(lambda: "swiped" in row.get_attribute("class"), "a drag to the right does not reveal the actions")
    width = actions.rect["width"]
    assert width > 0
    demo.wait_until(lambda: abs(content.rect["x"] - (before + width)) < 1,
                    f"the row does not slide right by its actions' width {width} from x={before}")
    assert demo.find_all('[data-testid="removed"]') == [], "the swipe is not a tap"
