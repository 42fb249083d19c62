#!/usr/bin/env python3
"""Plays DLC applications in a real browser, from the page alone.

Starts `TOOL serve --port 0`, drives headless Chromium through WebDriver (Selenium), checks
every screen against the page's contract, that the browser's console stays free of errors, and
that axe-core finds nothing serious or critical in it, at a phone's width and a desktop's, in
the light scheme and the dark, and saves a PNG of each screen in each.

    python3 Tests/Browser/play_in_browser.py --dlc .build/debug/dlc \
        --counter Sources/Examples/Counter/.build/debug/counter --screenshots .build/screens

Exits 0 when every scenario passed, 1 when any failed (each failure with the screen's HTML).
"""

import argparse
import http.server
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor, as_completed

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

KINDS = {
    "label", "field", "button", "list", "stack", "row", "toggle", "choice", "textArea",
    "image", "progress", "scene", "tabBar",
}
# What each kind must be on the page, where the contract names a control.
TAGS = {"button": "button", "field": "input", "textArea": "textarea", "progress": "progress"}
WAIT = 10
# The widths a screen is checked at, a phone's and a desktop's, and the schemes.
WIDTHS = ((390, 844), (1280, 900))
SCHEMES = ("light", "dark")
# The impacts of what axe-core finds that fail a screen.
FAILING_IMPACTS = {"serious", "critical"}
# The window a scenario plays in between checks.
WINDOW = (1000, 900)


class Failure(Exception):
    """A scenario found the page other than the contract or the flow says."""


class Server:
    """A `TOOL serve --port 0` process and the address it printed."""

    def __init__(self, tool, *arguments):
        # A person's data of its own, so that no earlier run's favorites or preferences, kept
        # in the default store under XDG_DATA_HOME, change what this one sees.
        self.data = tempfile.TemporaryDirectory(prefix="dlc-serve-data-")
        environment = dict(os.environ, XDG_DATA_HOME=self.data.name)
        self.process = subprocess.Popen(
            [tool, "serve", "--port", "0", *arguments], env=environment,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
        line = self.process.stdout.readline()
        match = re.match(r"serving (\S+) at (http://127\.0\.0\.1:\d+/)$", line.strip())
        if not match:
            self.stop()
            raise Failure(f"serve printed {line!r}, not 'serving NAME at URL'")
        self.url = match.group(2)

    # A server serves the body of a `with`, and stops however the body ends.
    def __enter__(self):
        return self

    def __exit__(self, *raised):
        self.stop()

    def stop(self):
        try:
            self.end()
        finally:
            self.data.cleanup()

    def end(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                raise Failure("serve did not stop within 10 s of SIGTERM")
            if self.process.returncode != 0:
                raise Failure(f"serve exited {self.process.returncode} on SIGTERM")


class Browser:
    """One headless Chromium with a profile of its own: its own cookies, so its own session."""

    def __init__(self, screenshots, name):
        self.profile = tempfile.TemporaryDirectory(prefix="dlc-browser-")
        options = webdriver.ChromeOptions()
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", f"--window-size={WINDOW[0]},{WINDOW[1]}",
                         f"--user-data-dir={self.profile.name}"):
            options.add_argument(argument)
        options.binary_location = "/usr/bin/chromium"
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.screenshots = screenshots
        self.name = name
        self.shots = 0

    # A browser lasts for the body of a `with`, and closes however the body ends.
    def __enter__(self):
        return self

    def __exit__(self, *raised):
        self.close()

    def close(self):
        self.driver.quit()
        self.profile.cleanup()

    # MARK: - Reading the page

    def scene(self):
        return self.driver.find_element(By.CSS_SELECTOR, "main").get_attribute("data-dlc-scene")

    def element(self, element_id):
        return self.driver.find_element(By.CSS_SELECTOR, f'[data-dlc-id="{element_id}"]')

    def text(self, element_id):
        element = self.element(element_id)
        if element.tag_name in ("input", "textarea"):
            return element.get_attribute("value")
        return element.text

    def wait_for(self, what, condition):
        try:
            WebDriverWait(self.driver, WAIT, poll_frequency=0.02).until(lambda _: condition())
        except TimeoutException:
            raise Failure(f"{self.name}: waited {WAIT} s for {what}; the page shows:\n"
                          + self.driver.find_element(By.TAG_NAME, "body").get_attribute(
                              "outerHTML")[:4000])

    def wait_for_scene(self, name):
        self.wait_for(f"scene {name}", lambda: self.scene() == name)

    def wait_for_text(self, element_id, text):
        def shows():
            try:
                return text in self.text(element_id)
            except Exception:
                return False
        self.wait_for(f"{element_id} to show {text!r}", shows)

    # MARK: - Inputs, as a person makes them

    def tap(self, element_id):
        self.wait_for(f"{element_id} enabled", lambda: self.element(element_id).is_enabled())
        self.element(element_id).click()

    def type(self, element_id, text):
        field = self.element(element_id)
        field.click()
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(Keys.DELETE)
        field.send_keys(text)

    def select(self, list_id, row):
        self.wait_for(f"row {row} of {list_id}", lambda: self.driver.find_elements(
            By.CSS_SELECTOR, f'[data-dlc-id="{list_id}"] [data-dlc-row="{row}"]'))
        self.driver.find_element(
            By.CSS_SELECTOR, f'[data-dlc-id="{list_id}"] [data-dlc-row="{row}"]').click()

    def tab(self, title):
        self.driver.find_element(By.CSS_SELECTOR, f'[data-dlc-tab="{title}"]').click()

    def choose(self, choice_id, option):
        self.driver.find_element(
            By.CSS_SELECTOR, f'[data-dlc-id="{choice_id}"] [data-dlc-option="{option}"]').click()

    def back(self):
        self.driver.find_element(By.CSS_SELECTOR, "[data-dlc-back]").click()

    def alert_button(self, button_id):
        self.wait_for("an alert", lambda: self.driver.find_elements(
            By.CSS_SELECTOR, "dialog[open][data-dlc-alert]"))
        self.driver.find_element(
            By.CSS_SELECTOR, f'dialog[open][data-dlc-alert] [data-dlc-id="{button_id}"]').click()

    # MARK: - Keys alone, as a person without a mouse uses the page

    def focused(self):
        """The id of the focused control, or of the row the focused button is, or None."""
        return self.driver.execute_script(
            "const node = document.activeElement;"
            "const row = node && node.closest('[data-dlc-row]');"
            "if (row) return row.closest('[data-dlc-id]').dataset.dlcId + '#' + row.dataset.dlcRow;"
            "return node && node.dataset ? (node.dataset.dlcId || node.dataset.dlcTab"
            " || (node.matches('[data-dlc-back]') ? 'back' : null)) : null;")

    def press(self, *keys):
        self.driver.switch_to.active_element.send_keys(*keys)

    def tab_to(self, target, backwards=False, presses=20):
        """Presses Tab (or Shift+Tab) until the focus is on a control, a row as 'list#N'."""
        key = (Keys.SHIFT, Keys.TAB) if backwards else (Keys.TAB,)
        seen = []
        for _ in range(presses):
            self.press(*key)
            now = self.focused()
            seen.append(now)
            if now == target:
                outline = self.driver.execute_script(
                    "const style = getComputedStyle(document.activeElement);"
                    "return style.outlineStyle === 'none' ? '0px' : style.outlineWidth;")
                if outline in ("0px", ""):
                    raise Failure(f"{self.name}: {target} shows no outline when focused")
                return
        raise Failure(f"{self.name}: {presses} presses of Tab never reached {target}: {seen}")

    # MARK: - The contract

    def check(self, label):
        """Checks the screen against the page's contract, the console, and saves a picture."""
        driver = self.driver
        mains = driver.find_elements(By.CSS_SELECTOR, "main[data-dlc-scene]")
        if len(mains) != 1 or not mains[0].get_attribute("data-dlc-scene"):
            raise Failure(f"{label}: no single <main data-dlc-scene>")
        title = driver.execute_script(
            "const t = document.querySelector('[data-dlc-title]'); return t && t.textContent")
        if title is not None and driver.title != title:
            raise Failure(f"{label}: document title {driver.title!r} is not {title!r}")
        for element in driver.find_elements(By.CSS_SELECTOR, "[data-dlc-id]"):
            kind = element.get_attribute("data-dlc-kind")
            element_id = element.get_attribute("data-dlc-id")
            if element.get_attribute("data-dlc-alert-button") is not None:
                continue
            if kind not in KINDS:
                raise Failure(f"{label}: {element_id} has kind {kind!r}")
            tag = TAGS.get(kind)
            if tag and element.tag_name != tag:
                raise Failure(f"{label}: {element_id} ({kind}) is <{element.tag_name}>")
            if kind == "toggle" and not (element.tag_name == "input"
                                         and element.get_attribute("type") == "checkbox"):
                checkboxes = element.find_elements(By.CSS_SELECTOR, "input[type=checkbox]")
                if len(checkboxes) != 1:
                    raise Failure(f"{label}: switch {element_id} is no checkbox")
            if kind == "list":
                rows = [row.get_attribute("data-dlc-row")
                        for row in element.find_elements(By.CSS_SELECTOR, "[data-dlc-row]")]
                if rows != [str(n) for n in range(1, len(rows) + 1)]:
                    raise Failure(f"{label}: rows of {element_id} are numbered {rows}")
        errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        if errors:
            raise Failure(f"{label}: the console has errors: {errors}")
        self.shots += 1
        try:
            for width, height in WIDTHS:
                driver.set_window_size(width, height)
                for scheme in SCHEMES:
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                        "features": [{"name": "prefers-color-scheme", "value": scheme}]})
                    if self.screenshots:
                        name = f"{self.name}-{self.shots:02d}-{label}-{width}-{scheme}.png"
                        driver.save_screenshot(os.path.join(self.screenshots, name))
                    self.accessible(f"{label} at {width} px, {scheme}")
                overflow = driver.execute_script(
                    "return document.documentElement.scrollWidth - window.innerWidth")
                if overflow > 0:
                    raise Failure(f"{label}: the page is {overflow} px wider than {width} px")
        finally:
            driver.set_window_size(*WINDOW)
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    def accessible(self, label):
        """Fails on what axe-core finds serious or critical on the screen as it is shown."""
        axe = Axe(self.driver)
        axe.inject()
        results = axe.run()
        found = [violation for violation in results["violations"]
                 if violation["impact"] in FAILING_IMPACTS]
        if found:
            lines = [f"{label}: axe-core finds {len(found)} serious or critical violations:"]
            for violation in found:
                lines.append(f"  {violation['id']} ({violation['impact']}): {violation['help']}")
                for node in violation["nodes"]:
                    summary = node.get("failureSummary", "").replace("\n", " ")
                    lines.append(f"    {' '.join(node['target'])}: {summary}")
            raise Failure("\n".join(lines))


def page_source_has_no(browser, secret, label):
    """Fails if the page or what the server says of the screen holds a secret."""
    markup = browser.driver.execute_script("return document.documentElement.outerHTML")
    screen = browser.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch('/screen').then(answer => answer.text()).then(done, error => done(String(error)));")
    if '"scene"' not in screen:
        raise Failure(f"{label}: /screen answered {screen[:200]!r}")
    for where, text in (("the page's markup", markup), ("/screen", screen)):
        if secret in text:
            raise Failure(f"{label}: {where} holds the secret typed into a secure field")


# MARK: - Scenarios


def atlas_tour(dlc, screenshots):
    """Signs in (a wrong password first), searches, favorites, uses Settings, signs out."""
    with Server(dlc) as server, Browser(screenshots, "atlas") as browser:
        driver = browser.driver
        driver.get(server.url)
        browser.wait_for_scene("Welcome")
        browser.check("welcome")
        browser.tap("signIn")
        browser.wait_for_scene("Login")
        password = browser.element("password")
        if password.get_attribute("type") != "password":
            raise Failure("the password field is not type=password")
        browser.type("email", "demo@example.com")
        browser.type("password", "wrong-password")
        browser.tap("submit")
        browser.wait_for_text("error", "Invalid email or password")
        browser.check("login-error")
        page_source_has_no(browser, "wrong-password", "login-error")
        browser.type("password", "atlas-demo-1")
        # Enter in a field of a form taps its button, as on any site.
        browser.element("password").send_keys(Keys.ENTER)
        browser.wait_for_scene("Search")
        browser.check("search")
        # The results arrive after the debounce, pushed by the server, with no further input.
        browser.type("query", "ger")
        browser.wait_for_text("results", "Germany")
        # A field followed by a list is in no form: Enter there taps nothing.
        browser.element("query").send_keys(Keys.ENTER)
        time.sleep(0.5)
        if browser.scene() != "Search":
            raise Failure(f"Enter in the query left Search for {browser.scene()}")
        if browser.text("query") != "ger":
            raise Failure(f"the query field shows {browser.text('query')!r} after the results")
        browser.check("search-results")
        browser.select("results", 1)
        browser.wait_for_scene("Detail")
        browser.wait_for_text("capital", "Berlin")
        browser.check("detail")
        browser.tap("favorite")
        browser.wait_for_text("favorite", "Remove from favorites")
        browser.check("detail-favorite")
        # A pasted Tab reaches the scene: the page sends it as \u{9}, which the language takes.
        driver.execute_script(
            "arguments[0].value = arguments[1];"
            "arguments[0].dispatchEvent(new Event('input', {bubbles: true}));",
            browser.element("note"), "Bring\ta coat")
        browser.back()
        browser.wait_for_scene("Search")
        browser.select("results", 1)
        browser.wait_for_scene("Detail")
        browser.wait_for("the note kept with its Tab",
                         lambda: browser.text("note") == "Bring\ta coat")
        browser.tab("Favorites")
        browser.wait_for_scene("Favorites")
        browser.wait_for_text("favorites", "Germany")
        browser.check("favorites")
        browser.tab("Search")
        browser.wait_for_scene("Detail")
        # The browser's own Back goes back in the application while it can.
        driver.back()
        browser.wait_for_scene("Search")
        if not driver.current_url.startswith(server.url):
            raise Failure(f"the browser's Back left the application for {driver.current_url}")
        browser.tap("settings")
        browser.wait_for_scene("Settings")
        browser.check("settings")
        toggle = browser.element("millions")
        box = toggle if toggle.tag_name == "input" else toggle.find_element(
            By.CSS_SELECTOR, "input[type=checkbox]")
        was = box.is_selected()
        box.click()
        browser.wait_for("millions to flip", lambda: browser_toggle(browser, "millions") != was)
        browser.choose("order", "Population")
        browser.wait_for("order Population", lambda: chosen(browser, "order") == "Population")
        browser.check("settings-changed")
        browser.tap("signOut")
        browser.wait_for("an alert", lambda: driver.find_elements(
            By.CSS_SELECTOR, "dialog[open][data-dlc-alert]"))
        browser.check("sign-out-alert")
        browser.alert_button("confirm")
        browser.wait_for_scene("Welcome")
        browser.check("signed-out")
        if "demo@example.com" in driver.find_element(By.TAG_NAME, "main").text:
            raise Failure("the page still shows the account after signing out")


def browser_toggle(browser, toggle_id):
    toggle = browser.element(toggle_id)
    box = toggle if toggle.tag_name == "input" else toggle.find_element(
        By.CSS_SELECTOR, "input[type=checkbox]")
    return box.is_selected()


def chosen(browser, choice_id):
    for option in browser.driver.find_elements(
            By.CSS_SELECTOR, f'[data-dlc-id="{choice_id}"] [data-dlc-option]'):
        if option.get_attribute("aria-checked") == "true" or option.is_selected() or \
                option.get_attribute("aria-pressed") == "true":
            return option.get_attribute("data-dlc-option")
        radios = option.find_elements(By.CSS_SELECTOR, "input[type=radio]")
        if radios and radios[0].is_selected():
            return option.get_attribute("data-dlc-option")
    return None


def atlas_by_keyboard(dlc, screenshots):
    """Signs in, favorites a country and signs out with the keyboard alone, never a click."""
    with Server(dlc) as server, Browser(screenshots, "keys") as browser:
        browser.driver.get(server.url)
        browser.wait_for_scene("Welcome")
        browser.tab_to("signIn")
        browser.press(Keys.ENTER)
        browser.wait_for_scene("Login")
        browser.tab_to("email")
        browser.press("demo@example.com")
        browser.tab_to("password")
        browser.press("atlas-demo-1", Keys.ENTER)
        browser.wait_for_scene("Search")
        # The button that had the focus went with Login: the new screen's heading takes it, so
        # that Tab goes on from the top of Search.
        heading = browser.driver.execute_script("return document.activeElement.id")
        if heading != "dlc-title":
            raise Failure(f"the focus is on #{heading} after sign-in, not on the heading")
        browser.tab_to("query")
        browser.press("ger")
        browser.wait_for_text("results", "Germany")
        browser.tab_to("results#1")
        browser.check("keys-search-results")
        browser.press(Keys.ENTER)
        browser.wait_for_scene("Detail")
        browser.wait_for_text("capital", "Berlin")
        browser.tab_to("favorite")
        browser.press(Keys.SPACE)
        browser.wait_for_text("favorite", "Remove from favorites")
        if browser.focused() != "favorite":
            raise Failure(f"the favorite button lost the focus to {browser.focused()}")
        browser.check("keys-detail-favorite")
        browser.tab_to("back", backwards=True)
        browser.press(Keys.ENTER)
        browser.wait_for_scene("Search")
        browser.tab_to("settings")
        browser.press(Keys.ENTER)
        browser.wait_for_scene("Settings")
        browser.tab_to("signOut")
        browser.press(Keys.ENTER)
        browser.wait_for("an alert", lambda: browser.driver.find_elements(
            By.CSS_SELECTOR, "dialog[open][data-dlc-alert]"))
        # Tab and Shift+Tab stay in the alert, however often they are pressed.
        for key in [(Keys.TAB,)] * 5 + [(Keys.SHIFT, Keys.TAB)] * 3:
            browser.press(*key)
            inside = browser.driver.execute_script(
                "return document.activeElement.closest('dialog[open]') !== null")
            if not inside:
                raise Failure(f"Tab left the alert for {browser.focused()}")
        browser.tab_to("confirm")
        browser.press(Keys.ENTER)
        browser.wait_for_scene("Welcome")
        browser.check("keys-signed-out")


def deep_link_before_sign_in(dlc, screenshots):
    """A link into act 2 before sign-in goes through Login, then lands where it pointed."""
    with Server(dlc) as server, Browser(screenshots, "link") as browser:
        browser.driver.get(server.url + "?open=atlas%3A%2F%2Fcountries%2FFRA")
        browser.wait_for_scene("Login")
        browser.check("login-for-link")
        browser.type("email", "demo@example.com")
        browser.type("password", "atlas-demo-1")
        browser.tap("submit")
        browser.wait_for_scene("Detail")
        browser.wait_for_text("name", "France")
        browser.check("linked-detail")


def two_browsers_and_a_reload(dlc, screenshots):
    """Two browsers hold two sessions that never see each other's screens; a reload keeps one, and Back."""
    with Server(dlc) as server, Browser(screenshots, "first") as first, \
            Browser(screenshots, "second") as second:
        first.driver.get(server.url)
        second.driver.get(server.url)
        first.wait_for_scene("Welcome")
        second.wait_for_scene("Welcome")
        first.tap("signIn")
        first.wait_for_scene("Login")
        first.type("email", "first@example.com")
        time.sleep(0.3)
        if second.scene() != "Welcome":
            raise Failure(f"the second browser moved to {second.scene()} with the first")
        second.driver.refresh()
        second.wait_for_scene("Welcome")
        entries = first.driver.execute_script("return history.length")
        first.driver.refresh()
        first.wait_for_scene("Login")
        first.wait_for_text("email", "first@example.com")
        first.check("reloaded")
        # A reload keeps the page's one history entry, so the browser's Back still goes back.
        reloaded_entries = first.driver.execute_script("return history.length")
        if reloaded_entries != entries:
            raise Failure(f"a reload took the history from {entries} entries to {reloaded_entries}")
        first.driver.back()
        first.wait_for_scene("Welcome")
        if not first.driver.current_url.startswith(server.url):
            raise Failure(f"Back after a reload left the application for {first.driver.current_url}")
        first.driver.forward()
        time.sleep(0.3)
        if first.scene() != "Welcome":
            raise Failure(f"the browser's Forward moved the application to {first.scene()}")
        first.tap("signIn")
        first.wait_for_scene("Login")
        second.check("untouched")


def idle_session_ends(dlc, screenshots):
    """An idle session ends: coming back after the timeout starts afresh."""
    # The timeout leaves a loaded machine's Chromium seconds between the page and its first tap:
    # with one second, a session once ended before the tap that should have kept it.
    with Server(dlc, "--idle-timeout", "5s") as server, Browser(screenshots, "idle") as browser:
        browser.driver.get(server.url)
        browser.wait_for_scene("Welcome")
        browser.tap("signIn")
        browser.wait_for_scene("Login")
        browser.driver.get("about:blank")
        time.sleep(7)
        browser.driver.get(server.url)
        browser.wait_for_scene("Welcome")
        browser.check("after-idle")


class OtherSite:
    """A site of someone else's on another port of this machine, serving one page of HTML."""

    def __init__(self, html):
        page = html.encode()

        class Page(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(page)))
                self.end_headers()
                self.wfile.write(page)

            def log_message(self, *arguments):
                pass

        # A thread a connection: Chromium opens connections ahead that may send nothing, and a
        # server that waits on one answers no other.
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Page)
        self.port = self.server.server_port
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def __enter__(self):
        return self

    def __exit__(self, *raised):
        self.server.shutdown()


def session_cookie(browser, server):
    """The name and value of the server's session cookie in a browser."""
    name = "dlc-session-" + server.url.rstrip("/").rsplit(":", 1)[1]
    for cookie in browser.driver.get_cookies():
        if cookie["name"] == name:
            return name, cookie["value"]
    raise Failure(f"the browser holds no {name} cookie: {browser.driver.get_cookies()}")


def screen_status(server, cookie):
    """What the server answers to a request for the screen naming a session, as anyone may send."""
    request = urllib.request.Request(server.url + "screen", headers={"Cookie": "=".join(cookie)})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def sign_in(browser):
    browser.tap("signIn")
    browser.wait_for_scene("Login")
    browser.type("email", "demo@example.com")
    browser.type("password", "atlas-demo-1")
    browser.tap("submit")
    browser.wait_for_scene("Search")


def session_renamed_at_sign_in(dlc, screenshots):
    """The session's id changes at sign-in, and the old one names nothing."""
    with Server(dlc) as server, Browser(screenshots, "renamed") as browser:
        browser.driver.get(server.url)
        browser.wait_for_scene("Welcome")
        before = session_cookie(browser, server)
        sign_in(browser)
        after = session_cookie(browser, server)
        if after[1] == before[1]:
            raise Failure("the session's id is the same after sign-in")
        status, _ = screen_status(server, before)
        if status != 403:
            raise Failure(f"the id from before sign-in still names a session: {status}")
        browser.tap("settings")
        browser.wait_for_scene("Settings")
        browser.check("settings-after-renaming")


def cookie_planted_by_another_port(dlc, screenshots):
    """A page on another port plants its owner's session id; the person signs in, the owner is not."""
    with Server(dlc) as server, Browser(screenshots, "planted") as browser:
        port = server.url.rstrip("/").rsplit(":", 1)[1]
        with urllib.request.urlopen(server.url, timeout=10) as page:
            planted = page.headers["Set-Cookie"].split(";")[0].split("=", 1)[1]
        html = (f"<!doctype html><title>Other</title><script>document.cookie = "
                f"'dlc-session-{port}={planted}; path=/';</script><p>other")
        with OtherSite(html) as other:
            browser.driver.get(f"http://127.0.0.1:{other.port}/")
            browser.wait_for("the planted cookie", lambda: any(
                cookie["value"] == planted for cookie in browser.driver.get_cookies()))
            browser.driver.get(server.url)
            browser.wait_for_scene("Welcome")
            sign_in(browser)
        status, screen = screen_status(server, (f"dlc-session-{port}", planted))
        if status == 200 and '"scene":"Welcome"' not in screen:
            raise Failure(f"the planted id reaches the person's signed-in screen: {screen[:300]}")
        browser.check("signed-in-despite-planted-cookie")


def link_from_another_site(dlc, screenshots):
    """A link on another site to an address of the application keeps the person signed in."""
    with Server(dlc) as server, Browser(screenshots, "cross-site") as browser:
        browser.driver.get(server.url)
        browser.wait_for_scene("Welcome")
        sign_in(browser)
        target = server.url + "?open=atlas%3A%2F%2Ffavorites"
        # localhost is another site than 127.0.0.1, as a browser judges sites.
        with OtherSite(f'<!doctype html><title>Other</title><a id="go" href="{target}">go</a>') \
                as other:
            browser.driver.get(f"http://localhost:{other.port}/")
            browser.driver.find_element(By.ID, "go").click()
            browser.wait_for_scene("Favorites")
        browser.check("favorites-from-another-site")


def counter(tool, screenshots):
    """The Counter, a second application, plays the same way."""
    with Server(tool) as server, Browser(screenshots, "counter") as browser:
        # The Counter starts on its Home, which lists its scenes; its link opens the counter.
        browser.driver.get(server.url)
        browser.wait_for_scene("Home")
        browser.check("home")
        browser.driver.get(server.url + "?open=counter%3A%2F%2Fcounter")
        browser.wait_for_scene("Counter")
        browser.wait_for_text("count", "0")
        if browser.element("reset").is_enabled():
            raise Failure("reset is enabled at zero")
        browser.check("zero")
        browser.tap("increment")
        browser.tap("increment")
        browser.wait_for_text("count", "2")
        # The new count is read out from the page's one live region.
        browser.wait_for("the count read out", lambda: browser.driver.execute_script(
            "return document.getElementById('dlc-live').textContent") == "2")
        browser.tap("decrement")
        browser.tap("decrement")
        browser.tap("decrement")
        browser.wait_for("count -1", lambda: browser.text("count") == "-1")
        browser.check("minus-one")
        browser.tap("reset")
        browser.wait_for("count 0", lambda: browser.text("count") == "0")
        browser.check("reset")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dlc", required=True, help="the built dlc tool")
    parser.add_argument("--counter", help="the built counter tool")
    parser.add_argument("--screenshots", help="a folder for a PNG of every screen")
    parser.add_argument("--only", action="append", metavar="TEXT",
                        help="play only the scenarios whose name holds TEXT (may be repeated)")
    arguments = parser.parse_args()
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)
    scenarios = [
        ("Atlas from the page alone", lambda: atlas_tour(arguments.dlc, arguments.screenshots)),
        ("Atlas by keyboard alone",
         lambda: atlas_by_keyboard(arguments.dlc, arguments.screenshots)),
        ("a deep link before sign-in",
         lambda: deep_link_before_sign_in(arguments.dlc, arguments.screenshots)),
        ("two browsers and a reload",
         lambda: two_browsers_and_a_reload(arguments.dlc, arguments.screenshots)),
        ("an idle session ends", lambda: idle_session_ends(arguments.dlc, arguments.screenshots)),
        ("a new session id at sign-in",
         lambda: session_renamed_at_sign_in(arguments.dlc, arguments.screenshots)),
        ("a cookie planted by another port",
         lambda: cookie_planted_by_another_port(arguments.dlc, arguments.screenshots)),
        ("a link from another site",
         lambda: link_from_another_site(arguments.dlc, arguments.screenshots)),
    ]
    if arguments.counter:
        scenarios.append(("the Counter", lambda: counter(arguments.counter, arguments.screenshots)))
    if arguments.only:
        scenarios = [(name, scenario) for name, scenario in scenarios
                     if any(text in name for text in arguments.only)]
    # Two at a time, each with its own server and browser: much of a scenario is waiting (for
    # Chromium to start, for an idle session to time out), so two take little longer than one.
    def play(name, scenario):
        started = time.monotonic()
        try:
            scenario()
        except Failure as failure:
            return name, failure, time.monotonic() - started
        return name, None, time.monotonic() - started

    passed = 0
    failed = False
    with ThreadPoolExecutor(max_workers=2) as pool:
        runs = [pool.submit(play, name, scenario) for name, scenario in scenarios]
        for run in as_completed(runs):
            name, failure, seconds = run.result()
            if failure is not None:
                print(f"failed: {name}: {failure}", file=sys.stderr)
                failed = True
            else:
                passed += 1
                print(f"passed: {name} ({seconds:.1f} s)")
    if failed:
        print(f"browser: {passed} of {len(scenarios)} scenarios passed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
