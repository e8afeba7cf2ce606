"""The control node types on the Gallery's "Nodes: controls" screen, each driven in the browser
by mouse or keyboard: every test changes the control's state and reads the result the page
shows, then compares the control's row with its baseline."""

from __future__ import annotations

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import Page, compare_with_baseline


def open_controls(gallery: Page) -> None:
    gallery.open()
    gallery.click(gallery.testid("category-nodes-controls"))
    gallery.find('[data-testid^="node-"]')


def row(gallery: Page, name: str):
    """The Gallery row of node type `name`, scrolled to the middle of the phone."""
    element = gallery.testid(f"node-{name}")
    gallery.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    return element


def row_text(gallery: Page, name: str) -> str:
    """The row's text, read in one step (the page may replace the row at any moment)."""
    return gallery.driver.execute_script(
        "const el = document.querySelector(`[data-testid='node-${arguments[0]}']`); return el ? el.innerText : ''", name)


def baseline(gallery: Page, name: str, update: bool) -> None:
    row(gallery, name)
    compare_with_baseline(gallery.screenshot(f"gallery-node-{name}"), f"gallery-node-{name}", update)


def test_a_stepper_steps_its_bound_number_within_its_range(gallery: Page, update: bool) -> None:
    open_controls(gallery)
    stepper = row(gallery, "stepper").find_element(By.CSS_SELECTOR, ".stepper")
    assert stepper.get_attribute("role") == "group" and stepper.accessible_name == "Quantity: 1"
    minus = stepper.find_element(By.CSS_SELECTOR, '[aria-label="Decrement"]')
    assert minus.get_attribute("disabled") is not None, "at the minimum − is disabled"
    gallery.click(stepper.find_element(By.CSS_SELECTOR, '[aria-label="Increment"]'))
    assert "Quantity: 2" in row_text(gallery, "stepper")
    # By keyboard: the focused + keeps its focus across the page update.
    plus = row(gallery, "stepper").find_element(By.CSS_SELECTOR, '[aria-label="Increment"]')
    gallery.driver.execute_script("arguments[0].focus()", plus)
    for _ in range(5):
        ActionChains(gallery.driver).send_keys(Keys.ENTER).perform()
        gallery.settle()
    gallery.wait_until(lambda: "Quantity: 5" in row_text(gallery, "stepper"), "the stepper did not reach its maximum")
    plus = row(gallery, "stepper").find_element(By.CSS_SELECTOR, '[aria-label="Increment"]')
    assert plus.get_attribute("disabled") is not None, "at the maximum + is disabled"
    baseline(gallery, "stepper", update)


def test_a_secure_field_hides_the_text_it_writes_to_state(gallery: Page, update: bool) -> None:
    open_controls(gallery)
    field = row(gallery, "secure_field").find_element(By.CSS_SELECTOR, "input")
    assert field.get_attribute("type") == "password" and field.accessible_name == "Password"
    field.click()
    field.send_keys("hunter2")
    gallery.wait_until(lambda: "7 characters" in row_text(gallery, "secure_field"), "the typed text did not reach state")
    assert "hunter2" not in gallery.text()
    baseline(gallery, "secure_field", update)


def test_a_text_editor_writes_several_lines_to_state(gallery: Page, update: bool) -> None:
    open_controls(gallery)
    editor = row(gallery, "text_editor").find_element(By.CSS_SELECTOR, "textarea")
    assert editor.accessible_name == "Notes"
    editor.click()
    editor.send_keys("Milk")
    editor.send_keys(Keys.ENTER)
    editor.send_keys("Eggs")
    # "Milk\nEggs": nine characters, the new line one of them (return does not submit).
    gallery.wait_until(lambda: "9 characters" in row_text(gallery, "text_editor"), "the text did not reach state")
    gallery.settle()
    area = row(gallery, "text_editor").find_element(By.CSS_SELECTOR, "textarea")
    assert area.get_attribute("value") == "Milk\nEggs"
    baseline(gallery, "text_editor", update)


def change_input(gallery: Page, element, value: str) -> None:
    """Sets an input's value as a pick in the browser's own date or colour panel does (those
    panels are outside the page, so WebDriver cannot click in them) and fires its change."""
    gallery.driver.execute_script(
        "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change', {bubbles: true}))", element, value)
    gallery.settle()


def post_value(gallery: Page, element, value) -> dict:
    """Posts `value` for the control as a page could, whatever the control offers."""
    return gallery.driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch('/_sdui/action', {method: 'POST', credentials: 'same-origin', headers: {'Content-Type': 'application/json'},
               body: JSON.stringify({id: Number(arguments[0].dataset.set), value: arguments[1]})})
          .then(async (r) => done({status: r.status, body: await r.text()}));
        """, element, value)


def test_a_date_picker_writes_iso_8601_text_and_refuses_anything_else(gallery: Page, update: bool) -> None:
    open_controls(gallery)
    picker = row(gallery, "date_picker").find_element(By.CSS_SELECTOR, "input")
    assert picker.get_attribute("type") == "date" and picker.accessible_name == "Arrival"
    assert picker.get_attribute("min") == "2026-01-01"
    change_input(gallery, picker, "2026-12-24")
    assert "Arriving 2026-12-24" in row_text(gallery, "date_picker")
    # By keyboard: an arrow key steps the focused part of the date; the page shows what it wrote.
    picker = row(gallery, "date_picker").find_element(By.CSS_SELECTOR, "input")
    gallery.driver.execute_script("arguments[0].focus()", picker)
    ActionChains(gallery.driver).send_keys(Keys.ARROW_DOWN).perform()
    gallery.settle()
    written = row(gallery, "date_picker").find_element(By.CSS_SELECTOR, "input").get_attribute("value")
    assert written != "2026-12-24" and f"Arriving {written}" in row_text(gallery, "date_picker"), written
    # What the picker never offers is refused with the engine's reason, and nothing changes.
    picker = row(gallery, "date_picker").find_element(By.CSS_SELECTOR, "input")
    for value, reason in [("24/12/2026", 'a date picker takes text of the form YYYY-MM-DD, not "24/12/2026"'),
                          ("2025-06-01", "2025-06-01 is outside the date picker's range 2026-01-01…"),
                          (20261224, "a date picker takes text of the form YYYY-MM-DD, not 20261224")]:
        refused = post_value(gallery, picker, value)
        assert refused["status"] == 400 and refused["body"].strip() == reason, refused
    gallery.open(fresh=False)  # the same session, on the same screen
    gallery.testid("node-date_picker")
    assert f"Arriving {written}" in row_text(gallery, "date_picker")
    baseline(gallery, "date_picker", update)


def test_a_color_picker_writes_hex_text(gallery: Page, update: bool) -> None:
    open_controls(gallery)
    picker = row(gallery, "color_picker").find_element(By.CSS_SELECTOR, "input")
    assert picker.get_attribute("type") == "color" and picker.accessible_name == "Accent"
    change_input(gallery, picker, "#ff9500")
    assert "Accent colour: #FF9500" in row_text(gallery, "color_picker")
    picker = row(gallery, "color_picker").find_element(By.CSS_SELECTOR, "input")
    assert picker.get_attribute("value") == "#ff9500"
    refused = post_value(gallery, picker, "#FF950080")
    assert refused["status"] == 400 and "takes #RRGGBB" in refused["body"], refused
    baseline(gallery, "color_picker", update)


def test_a_menu_runs_the_action_of_the_item_chosen_in_it_or_in_a_nested_menu(gallery: Page, update: bool) -> None:
    open_controls(gallery)
    opener = row(gallery, "menu").find_element(By.CSS_SELECTOR, ".menu-button")
    assert opener.get_attribute("aria-haspopup") == "menu" and "Sort: Newest" in opener.text
    gallery.click(opener)
    menu = gallery.find(".menu-popover:popover-open")
    gallery.click(next(b for b in menu.find_elements(By.CSS_SELECTOR, ".btn") if b.text == "Oldest"))
    gallery.wait_until(lambda: "Sort: Oldest" in row_text(gallery, "menu"), "the item's action did not run")
    assert not gallery.find_all(".menu-popover:popover-open"), "choosing an item closes the menu"
    # By keyboard, into the nested menu.
    opener = row(gallery, "menu").find_element(By.CSS_SELECTOR, ".menu-button")
    gallery.driver.execute_script("arguments[0].focus()", opener)
    ActionChains(gallery.driver).send_keys(Keys.ENTER).perform()
    gallery.find(".menu-popover:popover-open")
    more = next(b for b in gallery.find(".menu-popover:popover-open").find_elements(By.CSS_SELECTOR, ".menu-button") if "More" in b.text)
    more.click()
    nested = gallery.find_all(".menu-popover:popover-open")
    assert len(nested) == 2, "the nested menu opens over its parent"
    title = next(b for b in nested[1].find_elements(By.CSS_SELECTOR, ".btn") if b.text == "Title")
    gallery.driver.execute_script("arguments[0].focus()", title)
    ActionChains(gallery.driver).send_keys(Keys.ENTER).perform()
    gallery.settle()
    gallery.wait_until(lambda: "Sort: Title" in row_text(gallery, "menu"), "the nested item's action did not run")
    gallery.click(row(gallery, "menu").find_element(By.CSS_SELECTOR, ".menu-button"))
    baseline(gallery, "menu", update)
    ActionChains(gallery.driver).send_keys(Keys.ESCAPE).perform()
    gallery.wait_until(lambda: not gallery.find_all(".menu-popover:popover-open"), "Escape does not close the menu")


def test_a_multi_select_picker_writes_the_array_of_chosen_values(gallery: Page, update: bool) -> None:
    open_controls(gallery)
    group = row(gallery, "multi_picker").find_element(By.CSS_SELECTOR, "[role=group]")
    assert group.accessible_name == "Toppings"
    def option(title: str):
        return next(b for b in row(gallery, "multi_picker").find_elements(By.CSS_SELECTOR, "[role=checkbox]") if b.text == title)
    gallery.click(option("Olives"))
    assert "Chosen: Olives" in row_text(gallery, "multi_picker")
    gallery.click(option("Cheese"))
    assert "Chosen: Cheese, Olives" in row_text(gallery, "multi_picker"), "in the options' order"
    assert option("Cheese").get_attribute("aria-checked") == "true" and option("Basil").get_attribute("aria-checked") == "false"
    gallery.driver.execute_script("arguments[0].focus()", option("Olives"))
    ActionChains(gallery.driver).send_keys(Keys.SPACE).perform()
    gallery.settle()
    gallery.wait_until(lambda: "Chosen: Cheese" in row_text(gallery, "multi_picker") and "Olives," not in row_text(gallery, "multi_picker"),
                       "the keyboard did not unchoose Olives")
    # A row sends its position; anything else is refused and writes nothing.
    assert option("Basil").get_attribute("data-value") == "2"
    refused = post_value(gallery, option("Basil"), ["Basil"])
    assert refused["status"] == 400 and "the position of the option it flips" in refused["body"], refused
    baseline(gallery, "multi_picker", update)


def test_a_bound_disclosure_group_shows_its_content_and_writes_its_state(gallery: Page, update: bool) -> None:
    open_controls(gallery)
    details = row(gallery, "disclosure_group").find_element(By.CSS_SELECTOR, "details")
    assert details.get_attribute("open") is None and "Expanded: false" in row_text(gallery, "disclosure_group")
    assert not details.find_element(By.CSS_SELECTOR, ".disclosure-content").is_displayed()
    gallery.click(details.find_element(By.CSS_SELECTOR, "summary"))
    gallery.wait_until(lambda: "Expanded: true" in row_text(gallery, "disclosure_group"), "the state was not written")
    assert "Shown while expanded" in row_text(gallery, "disclosure_group")
    baseline(gallery, "disclosure_group", update)
    summary = row(gallery, "disclosure_group").find_element(By.CSS_SELECTOR, "summary")
    gallery.driver.execute_script("arguments[0].focus()", summary)
    ActionChains(gallery.driver).send_keys(Keys.ENTER).perform()
    gallery.settle()
    gallery.wait_until(lambda: "Expanded: false" in row_text(gallery, "disclosure_group"), "the keyboard did not collapse it")
    assert "Shown while expanded" not in row_text(gallery, "disclosure_group")


def open_navigation(gallery: Page) -> None:
    gallery.open()
    gallery.click(gallery.testid("category-nodes-navigation"))
    gallery.find('[data-testid^="node-"]')


def button_in(gallery: Page, scope_css: str, title: str):
    return next(b for b in gallery.find(scope_css).find_elements(By.CSS_SELECTOR, "button") if b.text.strip() == title)


def present_and_choose(gallery: Page, update: bool, name: str, opener: str, dialog_css: str, texts: list[str], choice: str, result: str) -> None:
    """Node `name`'s dialog: closed at first, opened by its row's button `opener`, showing each of
    `texts` in `dialog_css` (compared with its baseline); choosing `choice` closes it and the row
    shows `result`."""
    open_navigation(gallery)
    assert not gallery.find_all('[role="alertdialog"]')
    gallery.click(button_in(gallery, f'[data-testid="node-{name}"]', opener))
    dialog = gallery.find(dialog_css)
    assert all(text in dialog.text for text in texts), dialog.text
    compare_with_baseline(gallery.screenshot(f"gallery-node-{name}"), f"gallery-node-{name}", update)
    gallery.click(button_in(gallery, dialog_css, choice))
    gallery.wait_until(lambda: not gallery.find_all('[role="alertdialog"]'), f"the {name} stays open")
    assert result in row_text(gallery, name)


def test_an_alert_node_opens_on_its_state_and_its_button_runs_its_action(gallery: Page, update: bool) -> None:
    present_and_choose(gallery, update, "alert", "Delete draft", '[role="alertdialog"]',
                       ["Delete the draft?", "This cannot be undone."], "Delete", "Draft: deleted")


def test_a_confirmation_dialog_node_is_presented_by_name_and_a_choice_runs(gallery: Page, update: bool) -> None:
    present_and_choose(gallery, update, "confirmation_dialog", "Sort…", ".m-action-sheet [role=alertdialog]",
                       ["Sort by", "Cancel"], "Name", "Sorted by name")


def test_a_popover_node_is_presented_by_name_and_dismissed_from_inside(gallery: Page, update: bool) -> None:
    open_navigation(gallery)
    assert "Swipe a row to delete it" not in gallery.text()
    gallery.click(button_in(gallery, '[data-testid="node-popover"]', "Show tips"))
    card = gallery.find(".sheet-card")
    assert "Swipe a row to delete it" in card.text
    compare_with_baseline(gallery.screenshot("gallery-node-popover"), "gallery-node-popover", update)
    gallery.click(button_in(gallery, ".sheet-card", "Got it"))
    gallery.wait_until(lambda: not gallery.find_all(".sheet-card"), "the popover stays open")


def test_a_full_screen_cover_node_covers_the_phone_while_its_state_is_true(gallery: Page, update: bool) -> None:
    open_navigation(gallery)
    gallery.click(row(gallery, "full_screen_cover").find_element(By.CSS_SELECTOR, "[role=switch]"))
    cover = gallery.find(".sheet-card.m-cover")
    phone = gallery.find(".phone")
    assert "Covering the screen" in cover.text
    assert abs(cover.rect["height"] - phone.rect["height"]) < 100, (cover.rect, phone.rect)
    compare_with_baseline(gallery.screenshot("gallery-node-full_screen_cover"), "gallery-node-full_screen_cover", update)
    gallery.click(button_in(gallery, ".sheet-card.m-cover .sheet-content", "Close"))
    gallery.wait_until(lambda: not gallery.find_all(".sheet-card"), "the cover stays open")
    assert row(gallery, "full_screen_cover").find_element(By.CSS_SELECTOR, "[role=switch]").get_attribute("aria-checked") == "false"
