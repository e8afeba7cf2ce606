"""Shared pieces of the browser tests: the preview servers, headless Chromium, waiting,
and the tolerant screenshot comparison."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import re
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from PIL import Image, ImageChops
from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
BASELINES = Path(__file__).resolve().parent / "baselines"
ARTIFACTS = Path(os.environ.get("SDUI_BROWSER_ARTIFACTS", "/tmp/sdui-browser"))
WIDTH, HEIGHT = 390, 844


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`sdui serve BUNDLE` on a free port, stopped on exit. `env` adds environment variables
    (a data folder, a fixed clock) for the server process, `args` options (`--locale de`)."""

    def __init__(self, sdui: Path, bundle: Path, env: dict[str, str] | None = None, args: tuple[str, ...] = ()):
        self.sdui, self.bundle, self.env, self.args = sdui, bundle, env, args
        self.log = None
        self.start()

    def start(self) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.log = open(ARTIFACTS / f"serve-{self.bundle.name}-{self.port}.log", "w")
        self.process = subprocess.Popen(
            [str(self.sdui), "serve", str(self.bundle), "--port", str(self.port), *self.args],
            stdout=subprocess.PIPE, stderr=self.log, text=True,
            env={**os.environ, **self.env} if self.env else None)
        line = self.process.stdout.readline()
        if self.url not in line:
            self.stop()
            raise RuntimeError(f"sdui serve did not start: {line!r} (log: {self.log.name})")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.log.close()

    def restart(self, crash: bool = False) -> None:
        """Stops the process — with SIGKILL when `crash`, as a power cut or an out-of-memory
        kill would, so nothing can be flushed on the way out — and starts a new one with the
        same environment, on a new port (see `url`)."""
        if crash and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=5)
        self.stop()
        self.start()

    def raw_get(self, target: str) -> tuple[int, bytes]:
        """A GET with the path sent exactly as written (no client-side clean-up)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            connection.putrequest("GET", target, skip_accept_encoding=True)
            connection.endheaders()
            response = connection.getresponse()
            return response.status, response.read()
        finally:
            connection.close()


# The Debian packages scripts/install-browser-tools installs for the pages' fonts. Chromium sees
# these fonts and no others (see `fonts_config`), so a screenshot cannot depend on whatever else
# the machine has installed — not even for a single glyph missing from a named font.
FONT_PACKAGES = ("fonts-inter", "fonts-dejavu-core")
# Every font a screenshot drew text with (family and PostScript name), as Chromium reports them.
FONTS_USED: set[tuple[str, str]] = set()


def installed_font_files() -> list[Path]:
    """The font files of FONT_PACKAGES, from dpkg's own list of each package's files."""
    files = []
    for package in FONT_PACKAGES:
        listing = subprocess.run(["dpkg", "-L", package], capture_output=True, text=True)
        if listing.returncode != 0:
            raise RuntimeError(f"{package} is not installed: run scripts/install-browser-tools")
        files += [Path(line) for line in listing.stdout.splitlines() if line.endswith((".ttf", ".otf"))]
    return sorted(files)


def fonts_config() -> Path:
    """A fontconfig file whose only fonts are FONT_PACKAGES' files (linked into one folder of
    their own), with its own cache: what Chromium runs with. The generic families are DejaVu's,
    so a named family (Inter) is told apart from them by UNNAMED_FONT_CHECK."""
    folder = ARTIFACTS / "fonts"
    files = folder / "files"
    files.mkdir(parents=True, exist_ok=True)
    for old in files.iterdir():
        old.unlink()
    for font in installed_font_files():
        (files / font.name).symlink_to(font)
    config = folder / "fonts.conf"
    config.write_text(f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>{files}</dir>
  <cachedir>{folder / "cache"}</cachedir>
  <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
  <!-- Rendering as Debian's fontconfig defaults have it (antialiased, slight hinting, default
       LCD filter), written out so no file of the machine's /etc/fonts decides it. -->
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
  </match>
  <!-- A family without an italic face is slanted, as fontconfig's defaults do. -->
  <match target="font">
    <test name="slant" compare="eq"><const>roman</const></test>
    <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
    <edit name="matrix" mode="assign"><times><name>matrix</name>
      <matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times></edit>
    <edit name="slant" mode="assign"><const>oblique</const></edit>
  </match>
</fontconfig>
""")
    return config


def make_driver() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     f"--window-size={WIDTH},{HEIGHT}", "--force-color-profile=srgb", "--lang=en-US"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service("/usr/bin/chromedriver", env={**os.environ, "FONTCONFIG_FILE": str(fonts_config())})
    driver = webdriver.Chrome(service=service, options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
    driver.set_page_load_timeout(20)
    return driver


class Page:
    """One browser tab on a preview, with the waits the tests need."""

    def __init__(self, driver: webdriver.Chrome, base_url: str):
        self.driver = driver
        self.base_url = base_url

    def open(self, fresh: bool = True) -> None:
        """Opens the app; `fresh` starts a new session (new runtime) first."""
        if fresh:
            self.driver.get(self.base_url + "_sdui/client.js")  # same origin, so cookies can go
            self.driver.delete_all_cookies()
        self.driver.get(self.base_url)
        self.settle()

    def find(self, css: str, timeout: float = 10):
        try:
            return WebDriverWait(self.driver, timeout).until(
                lambda d: next((e for e in d.find_elements(By.CSS_SELECTOR, css) if e.is_displayed()), None))
        except TimeoutException:
            raise AssertionError(f"nothing visible matches {css}") from None

    def find_all(self, css: str):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def testid(self, name: str, timeout: float = 10):
        return self.find(f'[data-testid="{name}"]', timeout)

    def tab(self, title: str):
        for tab in self.find_all(".tabbar .tab"):
            if tab.find_element(By.CSS_SELECTOR, ".tab-title").text.strip() == title:
                return tab
        raise AssertionError(f"no tab titled {title!r}")

    def click(self, element) -> None:
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        self.settle()

    def settle(self, timeout: float = 15) -> None:
        """Waits until no request is in flight, no action is pending and visible images loaded."""
        script = """
            const app = document.getElementById('sdui-app');
            if (!app || app.hasAttribute('aria-busy')) return false;
            if (document.querySelector('[data-pending=true]') && !window.__sduiSettledOnce) return false;
            const visible = [...document.images].filter(i => {
              const r = i.getBoundingClientRect();
              return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
            });
            return visible.every(i => i.complete);
        """
        time.sleep(0.15)
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.driver.execute_script(script):
                time.sleep(0.1)
                if self.driver.execute_script(script):
                    return
            time.sleep(0.05)
        raise AssertionError("the page did not settle")

    def wait_until(self, predicate, message: str, timeout: float = 10) -> None:
        deadline = time.time() + timeout
        while time.time() < deadline:
            if predicate():
                return
            time.sleep(0.05)
        raise AssertionError(message)

    def text(self) -> str:
        return self.driver.find_element(By.ID, "sdui-app").text

    def screenshot(self, name: str) -> Path:
        """A 390×844 PNG of the page, without caret or focus rings."""
        self.driver.execute_script("""
            if (document.activeElement) document.activeElement.blur();
            if (!document.getElementById('test-freeze')) {
              const style = document.createElement('style');
              style.id = 'test-freeze';
              style.textContent = '*{caret-color:transparent!important;animation-play-state:paused!important}';
              document.head.appendChild(style);
            }""")
        time.sleep(0.2)
        fallbacks = self.driver.execute_script(UNNAMED_FONT_CHECK)
        if fallbacks:
            raise AssertionError(f"{name}: text falls back to a font the stylesheet does not name "
                                 f"(install it in scripts/install-browser-tools and name it): {fallbacks[:5]}")
        FONTS_USED.update(self.fonts_drawn())
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.driver.save_screenshot(str(path))
        return path


    def fonts_drawn(self) -> set[tuple[str, str]]:
        """The fonts Chromium drew this page's text with (glyph fallbacks included): DevTools'
        CSS.getPlatformFontsForNode on every element under the body."""
        self.driver.execute_cdp_cmd("DOM.enable", {})
        self.driver.execute_cdp_cmd("CSS.enable", {})
        root = self.driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        nodes = self.driver.execute_cdp_cmd("DOM.querySelectorAll", {"nodeId": root, "selector": "body *"})["nodeIds"]
        fonts = set()
        for node in nodes:
            for font in self.driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]:
                fonts.add((font["familyName"], font.get("postScriptName", "")))
        return fonts


# For each visible text's computed font-family list: the first family this browser has must be a
# named one; reaching a generic family ("serif", system-ui…) first means the pixels depend on the
# machine's font set. Availability is measured, not asked: document.fonts.check() answers true
# for any system font name. A family is there when text in it is wider or narrower than in one of
# the generic fallbacks.
UNNAMED_FONT_CHECK = """
const generic = new Set(["serif", "sans-serif", "monospace", "cursive", "fantasy", "math", "emoji", "fangsong"]);
// Keywords that name the platform's own font where the browser knows them (Apple's, mostly):
// passed over where it does not, a machine-dependent font where it does.
const platform = new Set(["system-ui", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded", "-apple-system",
  "blinkmacsystemfont"]);
const context = document.createElement("canvas").getContext("2d");
const sample = "mmmmmmmmmmlli WWW 0123456789 gjpqy";
const known = new Map();
function differs(family) {
  if (!known.has(family)) {
    known.set(family, ["monospace", "serif", "sans-serif"].some(base => {
      context.font = `72px ${base}`;
      const fallback = context.measureText(sample).width;
      context.font = `72px ${family}, ${base}`;
      return context.measureText(sample).width !== fallback;
    }));
  }
  return known.get(family);
}
const problems = [];
const checked = new Set();
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode;
  const element = node.parentElement;
  if (!element || !node.textContent.trim() || !element.getClientRects().length) continue;
  const stack = getComputedStyle(element).fontFamily;
  if (checked.has(stack)) continue;
  checked.add(stack);
  for (const raw of stack.split(",")) {
    const family = raw.trim().replace(/^["']|["']$/g, "");
    const keyword = family.toLowerCase();
    const where = `${stack} (for "${node.textContent.trim().slice(0, 30)}")`;
    if (generic.has(keyword)) { problems.push(where); break; }
    if (platform.has(keyword)) {
      if (differs(keyword)) { problems.push(where); break; }
      continue;
    }
    if (differs(`"${family}"`)) break;
  }
}
return problems;
"""


def compare_with_baseline(actual: Path, name: str, update: bool, tolerance: float = 0.02) -> None:
    """Fails when more than `tolerance` of the pixels differ clearly from the baseline.

    Small anti-aliasing and font hinting differences stay under the per-pixel threshold;
    a moved, missing or recoloured view does not."""
    baseline = BASELINES / f"{name}.png"
    if update or not baseline.exists():
        if not update:
            raise AssertionError(f"no baseline {baseline.relative_to(ROOT)}; run with --update-baselines")
        BASELINES.mkdir(parents=True, exist_ok=True)
        Image.open(actual).convert("RGB").save(baseline, optimize=True)
        return
    a = Image.open(actual).convert("RGB")
    b = Image.open(baseline).convert("RGB")
    if a.size != b.size:
        raise AssertionError(f"{name}: size {a.size} differs from the baseline's {b.size}")
    difference = ImageChops.difference(a, b).convert("L").point(lambda value: 255 if value > 48 else 0)
    changed = sum(difference.histogram()[255:])
    share = changed / (a.size[0] * a.size[1])
    if share > tolerance:
        difference.save(ARTIFACTS / f"{name}-diff.png")
        raise AssertionError(f"{name}: {share:.1%} of pixels differ from the baseline (limit {tolerance:.0%}); "
                             f"see {ARTIFACTS}/{name}.png and {name}-diff.png")


def demo_serve(sdui: Path) -> Path:
    """The server for Tests/Bundles/WebDemo, built beside `sdui`: `sdui serve` plus the demo's
    test-only native module, which the shipped sdui does not contain."""
    return Path(sdui).parent / "web-demo-serve"


@contextlib.contextmanager
def served(sdui: Path, bundle: Path, args: tuple[str, ...] = ()):
    server = Server(sdui, bundle, args=args)
    try:
        yield server
    finally:
        server.stop()


@contextlib.contextmanager
def served_files(sdui: Path, files: dict[str, object], args: tuple[str, ...] = (), keep_state: bool = False):
    """A browser on `sdui serve` of a bundle written from `files` (a path in the bundle → a
    JSON value, or text) in a temporary folder: yields the Page, its driver and the bundle's
    folder. `args` are more serve options; `keep_state` gives the server a data folder there
    for persisted state."""
    with tempfile.TemporaryDirectory() as folder:
        bundle = Path(folder) / "bundle"
        for path, content in files.items():
            target = bundle / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(content if isinstance(content, str) else json.dumps(content))
        options = args + (("--data-dir", str(Path(folder) / "data")) if keep_state else ())
        with served(sdui, bundle, args=options) as server:
            driver = make_driver()
            try:
                yield Page(driver, server.url), driver, bundle
            finally:
                driver.quit()


def escaped_css(text: str) -> str:
    return re.sub(r'(["\\])', r"\\\1", text)
