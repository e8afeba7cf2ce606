"""The Recipes example bundle (Tests/Bundles/Recipes, no Swift) in a real browser: every flow
of issue 19 — filter by tag, search with a "No results" state, a detail screen that adds to
the shopping list, swipe to remove, "Clear all", and the list kept across a server restart.

Each test runs its own `sdui serve` on a fresh data folder, so what one test saves no other
test sees, and a restart keeps it."""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from harness import ROOT, Page, Server

BUNDLE = ROOT / "Tests/Bundles/Recipes"


class RecipesServer(Server):
    """The bundle on its own data folder (removed by `remove`)."""

    def __init__(self, sdui: Path):
        self.data = Path(tempfile.mkdtemp(prefix="sdui-recipes-"))
        super().__init__(sdui, BUNDLE, env={"SDUI_DATA_DIR": str(self.data)})

    def remove(self) -> None:
        self.stop()
        shutil.rmtree(self.data, ignore_errors=True)


@contextmanager
def recipes_app(page: Page, sdui: Path) -> Iterator[tuple[RecipesServer, Page]]:
    server = RecipesServer(sdui)
    try:
        recipes = Page(page.driver, server.url)
        recipes.open()
        yield server, recipes
    finally:
        server.remove()


def titles(recipes: Page) -> list[str]:
    """The listed recipes' titles, read in one step (the page is redrawn as the user types)."""
    return recipes.driver.execute_script("""
        return [...document.querySelectorAll('[data-testid^="recipe-"]')]
          .filter(e => e.dataset.testid !== 'recipe-title').map(e => e.innerText.split('\\n')[0].trim());""")


def shows(recipes: Page, expected: list[str]) -> None:
    recipes.wait_until(lambda: titles(recipes) == expected, f"expected {expected}, the list shows {titles(recipes)}")


def choose_tag(recipes: Page, title: str) -> None:
    picker = recipes.testid("tag-picker")
    recipes.click(next(item for item in picker.find_elements("css selector", ".seg-item") if item.text.strip() == title))


def search(recipes: Page, text: str) -> None:
    field = recipes.testid("search")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.BACKSPACE)
    if text:
        field.send_keys(text)
    recipes.settle()


def shopping(recipes: Page) -> list[str]:
    return recipes.driver.execute_script(
        "return [...document.querySelectorAll('[data-testid^=\"item-\"]')].map(e => e.innerText.trim());")


def add(recipes: Page, title: str) -> None:
    """Opens the recipe titled `title`, adds it to the list and goes back."""
    recipes.click(next(row for row in recipes.find_all('[data-testid^="recipe-"]') if row.text.startswith(title)))
    assert recipes.testid("recipe-title").text == title
    recipes.click(recipes.testid("add"))
    assert recipes.testid("added").text == "On your shopping list"
    assert not recipes.find_all('[data-testid="add"]')
    recipes.click(recipes.find(".back"))


def test_recipes_filter_by_tag_and_search_with_no_results(page: Page, sdui: Path) -> None:
    with recipes_app(page, sdui) as (_, recipes):
        everything = ["Crème brûlée", "Minestrone", "Phở bò", "Spaghetti carbonara", "Tiramisù", "Trofie al pesto"]
        shows(recipes, everything)
        assert not recipes.find_all('[data-testid="no-results"]')
        choose_tag(recipes, "Pasta")
        shows(recipes, ["Minestrone", "Spaghetti carbonara", "Trofie al pesto"])
        # Search narrows the tag's recipes, ignoring case and accents.
        search(recipes, "MINE")
        shows(recipes, ["Minestrone"])
        assert not recipes.find_all('[data-testid="no-results"]')
        search(recipes, "creme")
        shows(recipes, [])
        assert recipes.testid("no-results").text == "No results"
        choose_tag(recipes, "All")
        shows(recipes, ["Crème brûlée"])
        assert not recipes.find_all('[data-testid="no-results"]')
        search(recipes, "")
        shows(recipes, everything)


def test_recipes_add_swipe_remove_clear_and_keep_across_a_restart(page: Page, sdui: Path) -> None:
    with recipes_app(page, sdui) as (server, recipes):
        recipes.click(recipes.tab("Shopping"))
        assert recipes.testid("empty-list").text == "Your list is empty"
        assert not recipes.find_all('[data-testid="clear-all"]')
        recipes.click(recipes.tab("Recipes"))
        for title in ["Phở bò", "Tiramisù", "Minestrone"]:
            add(recipes, title)
        recipes.click(recipes.tab("Shopping"))
        assert shopping(recipes) == ["Phở bò", "Tiramisù", "Minestrone"]
        assert recipes.tab("Shopping").find_element("css selector", ".badge").text == "3"

        # Swipe the second row away: the row removes itself by id.
        row = recipes.find_all(".swipe-row")[1]
        ActionChains(recipes.driver).move_to_element(row).perform()
        remove = row.find_element("css selector", ".swipe-btn.destructive")
        assert remove.get_attribute("aria-label") == "Remove"
        recipes.click(remove)
        assert shopping(recipes) == ["Phở bò", "Minestrone"]

        # The list is kept in the data folder and survives a crash of the server.
        saved = json.loads((server.data / "state/Recipes.json").read_text())
        assert [item["title"] for item in saved["shopping"]] == ["Phở bò", "Minestrone"]
        server.restart(crash=True)
        recipes = Page(page.driver, server.url)
        recipes.open()
        recipes.click(recipes.tab("Shopping"))
        assert shopping(recipes) == ["Phở bò", "Minestrone"]
        assert recipes.tab("Shopping").find_element("css selector", ".badge").text == "2"

        # A recipe already on the list says so on its screen.
        recipes.click(recipes.tab("Recipes"))
        recipes.click(next(row for row in recipes.find_all('[data-testid^="recipe-"]') if row.text.startswith("Phở bò")))
        assert recipes.testid("added").text == "On your shopping list"
        recipes.click(recipes.find(".back"))

        # "Clear all" empties the list, and the empty list is what the next launch sees.
        recipes.click(recipes.tab("Shopping"))
        recipes.click(recipes.testid("clear-all"))
        assert shopping(recipes) == []
        assert recipes.testid("empty-list").text == "Your list is empty"
        server.restart()
        recipes = Page(page.driver, server.url)
        recipes.open()
        recipes.click(recipes.tab("Shopping"))
        assert recipes.testid("empty-list").text == "Your list is empty"
