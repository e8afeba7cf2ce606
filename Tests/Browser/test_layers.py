"""Which view paints on top, where and in which colour, in the preview: a ZStack's later
children over a shape before them, text centred in a frame set by its style, and a button's
label colour under foregroundColor and roles, as SwiftUI draws them."""
from __future__ import annotations

from pathlib import Path

from harness import served_files

APP = {"name": "Layers", "root": "home"}
HOME = {"type": "screen", "props": {"title": "Layers"}, "children": [
    {"type": "zstack", "children": [
        {"type": "circle", "fill": "yellow", "modifiers": [{"frame": {"width": 80, "height": 80}}]},
        {"type": "text", "content": "12", "accessibilityIdentifier": "over-shape"},
    ]},
    {"type": "button", "label": "White on blue", "accessibilityIdentifier": "white-after",
     "modifiers": [{"padding": 10}, {"background": "blue"}, {"foregroundColor": "white"}]},
    {"type": "button", "label": "Delete", "role": "destructive", "accessibilityIdentifier": "bordered-delete",
     "modifiers": [{"buttonStyle": "bordered"}]},
    {"type": "button", "label": "Remove", "role": "destructive", "accessibilityIdentifier": "prominent-delete",
     "modifiers": [{"buttonStyle": "borderedProminent"}]},
    {"type": "button", "label": "Plain", "accessibilityIdentifier": "plain"},
    {"type": "text", "content": "12", "accessibilityIdentifier": "framed",
     "inlineStyle": {"width": 60, "height": 60, "backgroundColor": "yellow"}},
    {"type": "text", "content": "34", "accessibilityIdentifier": "framed-clamped",
     "inlineStyle": {"width": 60, "height": 60, "backgroundColor": "yellow"}, "modifiers": [{"lineLimit": 1}]},
]}


def test_later_zstack_children_and_button_colours_are_drawn_as_swiftui_draws_them(sdui: Path) -> None:
    with served_files(sdui, {"app.json": APP, "screens/home.json": HOME}) as (page, driver, _):
        page.open()
        text = page.testid("over-shape")
        on_top = driver.execute_script(
            "const r = arguments[0].getBoundingClientRect();"
            "const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
            "return arguments[0].contains(hit);", text)
        assert on_top, "the circle before the text in the zstack paints over it"

        def colour(name: str, property: str = "color") -> str:
            element = page.testid(name)
            return driver.execute_script("return getComputedStyle(arguments[0])[arguments[1]]", element, property)

        accent = colour("plain")
        assert colour("white-after") == "rgb(255, 255, 255)", f"foregroundColor after the background: {colour('white-after')}"
        red = colour("bordered-delete")
        assert red != accent and red.startswith("rgb(255, 59, 48"), f"a bordered destructive button: {red}"
        assert colour("prominent-delete", "backgroundColor") == red, "a prominent destructive button fills red"
        assert colour("prominent-delete") == "rgb(255, 255, 255)"

        for name in ("framed", "framed-clamped"):
            offsets = driver.execute_script(
                "const box = arguments[0].getBoundingClientRect();"
                "const range = document.createRange(); range.selectNodeContents(arguments[0]);"
                "const text = range.getBoundingClientRect();"
                "return [text.top - box.top, box.bottom - text.bottom];", page.testid(name))
            assert abs(offsets[0] - offsets[1]) <= 2, f"{name}: the text is not centred in its 60-point frame: {offsets}"


FORM = {"type": "screen", "props": {"title": "Form"}, "children": [
    {"type": "form", "children": [
        {"type": "section", "header": "By category", "children": [
            {"type": "text", "content": "Total", "accessibilityIdentifier": "total"},
            {"type": "list", "items": "$.env.categories", "itemTemplate": {
                "type": "labeled_content", "label": "$.item", "value": "1", "accessibilityIdentifier": "row-${$.item}"}},
        ]},
    ]},
]}


def test_a_lists_rows_in_a_form_section_are_section_rows(sdui: Path) -> None:
    """A list inside a form's section is a ForEach in SwiftUI: its rows are the section's rows,
    padded and parted by separators like the rows written beside them."""
    app = {"name": "Form", "root": "home", "state": {"categories": ["Food", "Fun", "Bills"]}}
    with served_files(sdui, {"app.json": app, "screens/home.json": FORM}) as (page, driver, _):
        page.open()

        def box(name: str) -> list[str]:
            return driver.execute_script(
                "const s = getComputedStyle(arguments[0]); return [s.paddingTop, s.paddingBottom, s.borderTopWidth];",
                page.testid(name))

        written = box("total")
        assert written[:2] == ["11px", "11px"], f"a row written in the section: {written}"
        for name in ("row-Food", "row-Fun", "row-Bills"):
            padding_top, padding_bottom, border = box(name)
            assert [padding_top, padding_bottom] == written[:2], f"{name} is not padded as a section row: {box(name)}"
            assert border != "0px", f"{name} has no separator above it: {box(name)}"
