"""Typed text and refused values in the preview: a tap right after typing acts on the typed
text (the client sends text after a pause in typing, and used to send the tap first), and a
value the server refuses says why, with the control drawn again from state."""
from __future__ import annotations

from pathlib import Path

from selenium.webdriver.common.keys import Keys

from harness import served_files

APP = {"name": "Typing", "root": "home", "state": {"name": "", "saved": [], "day": None}}
HOME = {"type": "screen", "props": {"title": "Typing"}, "children": [
    {"type": "text_field", "props": {"binding": "$.env.name", "placeholder": "Name", "accessibilityIdentifier": "name"}},
    {"type": "button", "props": {"label": "Save", "accessibilityIdentifier": "save",
                                 "action": {"actionType": "append", "key": "env.saved", "value": "$.env.name"}}},
    {"type": "text", "props": {"content": "Saved: ${$.env.saved | join}", "accessibilityIdentifier": "saved"}},
    {"type": "date_picker", "props": {"label": "Day", "binding": "$.env.day", "displayedComponents": "date",
                                      "min": "2026-01-01", "max": "2026-12-31", "accessibilityIdentifier": "day"}},
]}


def test_typing_then_tapping_at_once_and_a_refused_value(sdui: Path) -> None:
    with served_files(sdui, {"app.json": APP, "screens/home.json": HOME}, keep_state=True) as (page, driver, _):
        page.open()
        page.testid("name").send_keys("Alice")
        page.click(page.testid("save"))  # well within the 300 ms pause
        page.wait_until(lambda: page.testid("saved").text == "Saved: Alice", "the tap saved the text from before the typing")

        day = page.find('[data-testid="day"] input, input[data-testid="day"]')
        driver.execute_script(
            "arguments[0].value = '2027-03-15'; arguments[0].dispatchEvent(new Event('change', {bubbles: true}));", day)
        notice = page.find('[role="alert"]')
        page.wait_until(lambda: "outside" in notice.text, "no reason shown for the refused date")
        assert notice.text.startswith("The preview refused this:"), notice.text
        assert "not answering" not in notice.text
        page.wait_until(lambda: page.find('[data-testid="day"] input, input[data-testid="day"]').get_attribute("value") == "",
                        "the picker still shows the refused date")


PAY = {"type": "screen", "props": {"title": "Pay"}, "children": [
    {"type": "text_field", "props": {"binding": "$.env.amount", "format": "number", "placeholder": "Amount",
                                     "accessibilityIdentifier": "amount"}},
    {"type": "text", "props": {"content": "Doubled: ${$.env.amount * 2}", "accessibilityIdentifier": "doubled"}},
    {"type": "button", "props": {"label": "Keep", "accessibilityIdentifier": "keep",
                                 "action": {"actionType": "setState", "key": "kept", "value": "$.env.amount"}}},
]}


def test_a_number_field_in_german_reads_the_comma_when_committed(sdui: Path) -> None:
    files = {"app.json": {"name": "Pay", "root": "pay", "state": {"amount": 3}}, "screens/pay.json": PAY, "strings/de.json": "{}"}
    with served_files(sdui, files, args=("--locale", "de"), keep_state=True) as (page, driver, _):
        page.open()
        field = page.testid("amount")
        field.send_keys(Keys.CONTROL, "a")  # not clear(): that commits the empty text at once
        field.send_keys("12,")
        driver.execute_script("return new Promise(r => setTimeout(r, 700))")  # longer than the typing pause
        # Not sent while typing: the half-typed "12," is neither written nor put back as "12".
        assert page.testid("amount").get_attribute("value") == "12,"
        assert page.testid("doubled").text == "Doubled: 6"
        page.testid("amount").send_keys("5")
        page.click(page.testid("keep"))  # leaving the field commits it
        page.wait_until(lambda: page.testid("doubled").text == "Doubled: 25", "12,5 was not read as 12.5")
        assert page.testid("amount").get_attribute("value") == "12,5"
