"""Dynamic Type in the preview: at the largest accessibility text size (accessibility5) every
tab of Podcasts and Bible Verses and a detail screen of each show all their text, none cut off
and none overlapping, with screenshot baselines at that size; the chrome's control changes the
size.

The text check (TEXT_PROBLEMS) looks at every element that holds text inside the phone:
- its own box: content wider or taller than the box (scrollWidth > clientWidth, scrollHeight >
  clientHeight) is cut or spills;
- its ancestors: one that clips (overflow hidden or clip, not a scroller) and ends before the
  text does cuts it;
- its neighbours: the visible parts of two text boxes, neither inside the other, that overlap;
- form controls, which draw their text in a box that neither wraps nor grows: a select whose
  chosen option, or a text input whose value (or, empty, its visible placeholder), is wider than
  the control's content box (measured with the control's font), and a text editor wider than
  its box.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from selenium.webdriver.support.ui import Select

from harness import HEIGHT, WIDTH, Page, compare_with_baseline
from test_bible import bible_app, search

LARGEST = "accessibility5"

TEXT_PROBLEMS = """
// A presented sheet covers the screen below (inert, under a backdrop): only its text is read.
const sheets = document.querySelectorAll('.phone .sheet-layer:not([inert]) .sheet-card');
const phone = sheets.length ? sheets[sheets.length - 1] : document.querySelector('.phone');
const texts = new Set();
const walker = document.createTreeWalker(phone, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode;
  if (!node.textContent.trim()) continue;
  let el = node.parentElement;
  // A span inside a text has no box of its own to measure: its block holds the line.
  while (el && el !== phone && ['inline', 'contents'].includes(getComputedStyle(el).display)) el = el.parentElement;
  if (!el || el.closest('select, svg')) continue;
  const style = getComputedStyle(el), r = el.getBoundingClientRect();
  // Drawn only: not hidden, not visually-hidden text for screen readers (1 px, clipped).
  if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden' || style.clipPath !== 'none' || style.opacity === '0') continue;
  texts.add(el);
}
const name = el => (el.dataset.testid ? '[' + el.dataset.testid + '] ' : '') + el.className + ' "' + el.textContent.trim().slice(0, 40) + '"';
const clips = v => v === 'hidden' || v === 'clip';
const scrolls = v => v === 'auto' || v === 'scroll';
const problems = [];
const visible = new Map();
for (const el of texts) {
  if (el.scrollWidth > el.clientWidth + 1) problems.push('cut across: ' + name(el) + ' needs ' + el.scrollWidth + 'px, has ' + el.clientWidth);
  if (el.scrollHeight > el.clientHeight + 1) problems.push('cut below: ' + name(el) + ' needs ' + el.scrollHeight + 'px, has ' + el.clientHeight);
  const r = el.getBoundingClientRect();
  let box = {l: r.left, t: r.top, r: r.right, b: r.bottom};
  // Beyond a scroller (in its axis) the text is reachable by scrolling: clipping there is not cutting.
  let across = true, down = true;
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a), q = a.getBoundingClientRect();
    if (across && clips(s.overflowX) && (r.left < q.left - 1 || r.right > q.right + 1)) problems.push('clipped across by ' + a.className + ': ' + name(el));
    if (down && clips(s.overflowY) && (r.top < q.top - 1 || r.bottom > q.bottom + 1)) problems.push('clipped below by ' + a.className + ': ' + name(el));
    if (scrolls(s.overflowX)) across = false;
    if (scrolls(s.overflowY)) down = false;
    if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
      box = {l: Math.max(box.l, q.left), t: Math.max(box.t, q.top), r: Math.min(box.r, q.right), b: Math.min(box.b, q.bottom)};
    }
  }
  if (box.r > box.l && box.b > box.t) visible.set(el, box);
}
const shown = [...visible.keys()];
for (let i = 0; i < shown.length; i++) {
  for (let j = i + 1; j < shown.length; j++) {
    const a = shown[i], b = shown[j];
    if (a.contains(b) || b.contains(a)) continue;
    const p = visible.get(a), q = visible.get(b);
    const w = Math.min(p.r, q.r) - Math.max(p.l, q.l), h = Math.min(p.b, q.b) - Math.max(p.t, q.t);
    if (w > 2 && h > 2) problems.push('overlap: ' + name(a) + ' and ' + name(b) + ' (' + Math.round(w) + 'x' + Math.round(h) + 'px)');
  }
}
// Form controls draw their value in a box of their own that neither wraps (a select, an
// input) nor grows: a value wider than the content box is cut. Measured with the control's
// font, since scrollWidth does not see a select's text.
const ruler = document.createElement('canvas').getContext('2d');
const textWidth = (text, style) => {
  ruler.font = [style.fontStyle, style.fontWeight, style.fontSize, style.fontFamily].join(' ');
  ruler.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
  return Math.ceil(ruler.measureText(text).width);
};
const controlName = c => c.tagName.toLowerCase() + (c.dataset.testid ? ' [' + c.dataset.testid + ']' : '') + (c.getAttribute('aria-label') ? ' (' + c.getAttribute('aria-label') + ')' : '');
const typed = ['text', 'search', 'email', 'url', 'tel', 'password', 'number'];
for (const control of phone.querySelectorAll('select, input, textarea')) {
  const style = getComputedStyle(control), r = control.getBoundingClientRect();
  if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden' || style.opacity === '0' || control.closest('[aria-hidden=true]')) continue;
  const content = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  let text = null;
  if (control.matches('select')) text = control.selectedOptions.length ? control.selectedOptions[0].text : '';
  // An empty input shows its placeholder, unless that is made transparent for text drawn in its place.
  else if (control.matches('input') && typed.includes(control.type)) {
    text = control.value || (getComputedStyle(control, '::placeholder').color === 'rgba(0, 0, 0, 0)' ? '' : control.placeholder);
  }
  else if (control.matches('textarea') && control.scrollWidth > control.clientWidth + 1) {
    problems.push('cut across: ' + controlName(control) + ' needs ' + control.scrollWidth + 'px, has ' + control.clientWidth);
  }
  if (!text) continue;
  const needs = textWidth(text, style);
  if (needs > content + 1) problems.push('cut across: ' + controlName(control) + ' showing "' + text.slice(0, 40) + '" needs ' + needs + 'px, has ' + Math.floor(content));
}
return [texts.size, problems];
"""


def open_at(page: Page, size: str) -> None:
    """A new session of the app at the text size `size`, as the chrome's control loads it."""
    page.driver.get(page.base_url + "_sdui/client.js")
    page.driver.delete_all_cookies()
    page.driver.get(page.base_url + "?text-size=" + size)
    page.settle()
    assert page.driver.execute_script("return document.documentElement.dataset.textSize") == size


def text_problems(page: Page) -> tuple[int, list[str]]:
    count, problems = page.driver.execute_script(TEXT_PROBLEMS)
    return count, problems


def check_screens(page: Page, screens: list[tuple[str, Callable[[], None]]], update: bool) -> None:
    """Shows each screen (its baseline name and how to get there) at the largest size: its text
    all fits, and it looks like its baseline."""
    failures = []
    for name, show in screens:
        show()
        count, problems = text_problems(page)
        assert count >= 3, f"{name}: only {count} text elements found"
        failures += [f"{name}: {problem}" for problem in problems]
        compare_with_baseline(page.screenshot(name), name, update)
    assert not failures, "text cut off or overlapping at " + LARGEST + ":\n" + "\n".join(failures)


def tab_at_largest(page: Page, title: str, ready: str) -> Callable[[], None]:
    def show() -> None:
        open_at(page, LARGEST)
        page.click(page.tab(title))
        page.find(ready)
    return show


def test_text_size_podcasts_fit_at_accessibility5(page: Page, update: bool) -> None:
    footnotes = '[data-testid="podcast-749368887"]'

    def detail() -> None:
        open_at(page, LARGEST)
        page.click(page.find(footnotes))
        page.find('[data-testid^="episode-"]')

    check_screens(page, [("podcasts-ax5-browse", tab_at_largest(page, "Browse", footnotes)),
                         ("podcasts-ax5-search", tab_at_largest(page, "Search", '[data-testid="search-field"]')),
                         ("podcasts-ax5-podcast-detail", detail)], update)


def test_text_size_bible_fits_at_accessibility5(page: Page, sdui: Path, update: bool) -> None:
    with bible_app(page, sdui) as (_, bible):
        def favorite_detail() -> None:
            open_at(bible, LARGEST)
            bible.click(bible.tab("Search"))
            search(bible, "John 3:16")
            bible.click(bible.testid("favorite-button"))
            bible.click(bible.tab("Favorites"))
            bible.click(bible.find('[data-testid^="favorite-"]'))
            bible.testid("saved-at")

        def share() -> None:
            open_at(bible, LARGEST)
            bible.click(bible.tab("Search"))
            search(bible, "John 3:16")
            bible.click(bible.testid("share-button"))
            # The card is a designed 360-point image: its dynamicTypeSize holds its text at
            # `large` (John 3:16 in the 23-point serif, the reference in 17 points), not at 53-point body.
            card = bible.testid("share-card")
            sizes = bible.driver.execute_script(
                "return [...arguments[0].querySelectorAll('.t')].map(t => getComputedStyle(t).fontSize)", card)
            assert sizes[:2] == ["23px", "17px"], sizes

        check_screens(bible, [(f"bible-ax5-{tab.lower()}", tab_at_largest(bible, tab, ready)) for tab, ready in [
            ("Today", '[data-testid="verse-card"]'), ("Discover", '[data-testid="shuffle"]'),
            ("Search", '[data-testid="search-field"]'), ("Favorites", ".tabbar"),
            ("Settings", ".picker-menu")]] + [("bible-ax5-favorite-detail", favorite_detail), ("bible-ax5-share", share)], update)


def test_text_size_check_finds_cut_and_overlapping_text(page: Page) -> None:
    """The check fails where it should: a fixed height on the large title cuts it, and a title
    pulled up over the text before it overlaps."""
    open_at(page, LARGEST)
    assert text_problems(page)[1] == []
    page.driver.execute_script("document.querySelector('.large-title').style.cssText += ';height:20px;overflow:hidden'")
    problems = text_problems(page)[1]
    assert any(p.startswith("cut below: large-title") for p in problems), problems
    page.driver.execute_script("""
        const title = document.querySelector('.large-title');
        title.style.cssText = '';
        title.nextElementSibling.style.cssText += ';margin-top:-30px';""")
    problems = text_problems(page)[1]
    assert any(p.startswith("overlap: ") for p in problems), problems
    # The old fixed sizes: a font grown without its box growing is cut.
    page.driver.execute_script("document.querySelector('.tab-title').style.cssText += ';font-size:40px;line-height:12px;white-space:nowrap;overflow:hidden'")
    assert any("tab-title" in p for p in text_problems(page)[1])


def test_text_size_check_finds_cut_form_controls(page: Page) -> None:
    """A select cannot wrap its chosen option nor an input its value or placeholder: any of them
    wider than the control's box is cut, and the check says which and by how much; one that fits is not."""
    open_at(page, LARGEST)
    assert text_problems(page)[1] == []
    page.driver.execute_script("""
        const title = document.querySelector('.large-title');
        title.insertAdjacentHTML('afterend', '<select aria-label="Narrow" style="width:80px"><option>Hi</option><option selected>A chosen option far too long</option></select>'
            + '<input aria-label="Field" style="width:80px" value="A value far too long for the box">'
            + '<input aria-label="Empty" style="width:80px" placeholder="A placeholder far too long">'
            + '<select aria-label="Wide" style="width:300px;font-size:12px"><option>Fits</option></select>');""")
    problems = text_problems(page)[1]
    assert any(p.startswith('cut across: select (Narrow) showing "A chosen option far too long" needs ') for p in problems), problems
    assert any(p.startswith('cut across: input (Field) showing "A value far too long for the box"') for p in problems), problems
    assert any(p.startswith('cut across: input (Empty) showing "A placeholder far too long"') for p in problems), problems
    assert not any("(Wide)" in p for p in problems), problems
    # Choosing the short option makes the narrow select fit.
    page.driver.execute_script("document.querySelector('select[aria-label=Narrow]').selectedIndex = 0")
    assert not any("(Narrow)" in p for p in text_problems(page)[1])


def test_text_size_control_in_the_chrome_reloads_the_page_at_the_chosen_size(page: Page) -> None:
    # The control sits on the desk beside the phone, which a phone-sized window does not have.
    page.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1200, "height": 1000, "deviceScaleFactor": 1, "mobile": False})
    try:
        page.open()
        assert page.driver.execute_script("return document.documentElement.dataset.textSize") is None
        body = page.driver.execute_script("return getComputedStyle(document.querySelector('.large-title')).fontSize")
        control = page.find("#sdui-text-size")
        options = [option.get_attribute("value") for option in Select(control).options]
        assert options == ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                           "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"], options
        assert Select(control).first_selected_option.get_attribute("value") == "large"
        # The control is beside the phone, not over it.
        overlap = page.driver.execute_script("""
            const a = document.querySelector('.preview-controls').getBoundingClientRect();
            const b = document.querySelector('.phone').getBoundingClientRect();
            return a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;""")
        assert not overlap
        Select(control).select_by_value("xxxLarge")
        page.wait_until(lambda: page.driver.execute_script("return document.documentElement.dataset.textSize") == "xxxLarge",
                        "choosing xxxLarge did not reload the page at that size")
        page.settle()
        assert page.driver.current_url.endswith("?text-size=xxxLarge")
        assert Select(page.find("#sdui-text-size")).first_selected_option.get_attribute("value") == "xxxLarge"
        # The large title grows as iOS's does: 34 pt at large, 40 pt at xxxLarge.
        assert body == "34px"
        grown = page.driver.execute_script("return getComputedStyle(document.querySelector('.large-title')).fontSize")
        assert abs(float(grown.removesuffix("px")) - 40) < 0.1, grown  # the ratio is written to three decimals
        # A tap swaps the app, not the page: the size stays.
        page.click(page.tab("Search"))
        assert page.driver.execute_script("return document.documentElement.dataset.textSize") == "xxxLarge"
    finally:
        page.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
