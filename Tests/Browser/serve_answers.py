#!/usr/bin/env python3
"""Checks that a `TOOL serve` answers as a browser needs, without a browser.

    python3 Tests/Browser/serve_answers.py SERVE_LOG SCENE

Waits for the `serving NAME at URL` line in SERVE_LOG, loads the page (which starts a session
by its cookie), then asks the session's screen and checks that its scene is SCENE. Exits 0 when
all is as expected, 1 with the reason otherwise.
"""

import http.cookiejar
import json
import re
import sys
import time
import urllib.request


def served_url(log_path, seconds=30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with open(log_path, encoding="utf-8", errors="replace") as log:
            for line in log:
                match = re.match(r"serving \S+ at (http://127\.0\.0\.1:\d+/)$", line.strip())
                if match:
                    return match.group(1)
        time.sleep(0.1)
    raise SystemExit(f"error: no 'serving NAME at URL' line in {log_path} within {seconds} s")


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    log_path, scene = sys.argv[1], sys.argv[2]
    url = served_url(log_path)
    opener = urllib.request.build_opener(
        urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    page = opener.open(url, timeout=10).read().decode()
    if 'name="dlc-token"' not in page or "/dlc.js" not in page:
        raise SystemExit(f"error: {url} is not the page: {page[:300]!r}")
    record = json.loads(opener.open(url + "screen", timeout=10).read())
    shown = record.get("screen", {}).get("scene")
    if shown != scene:
        raise SystemExit(f"error: the session's screen is {shown!r}, not {scene!r}: {record}")
    print(f"served: {url} shows {scene}")


if __name__ == "__main__":
    main()
