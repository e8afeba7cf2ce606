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
