#!/usr/bin/env python3
"""Checks an a11y-lint HTML report in a real browser: headless Chromium renders it (a screenshot that is not
blank) and axe-core (bundled by axe-selenium-python) finds no violations, in the light and the dark colour scheme.

usage: scripts/check-html-report.py REPORT.html [--screenshot OUT.png [--fragment ID]]
Exit status: 0 clean, 1 violations or a blank page, 2 a tool is missing (the caller decides whether to skip).
"""
import argparse
import os
import struct
import sys
import zlib


def fail_missing(what):
    print(f"check-html-report: {what} is not installed", file=sys.stderr)
    sys.exit(2)


def png_is_blank(png):
    """True when every pixel of an RGB(A) PNG has the same colour (decoded by hand: no imaging library needed)."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        return True
    offset, data, width, height, colour_type = 8, b"", 0, 0, 0
    while offset < len(png):
        length, kind = struct.unpack(">I4s", png[offset:offset + 8])
        chunk = png[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, _, colour_type = struct.unpack(">IIBB", chunk[:10])
        elif kind == b"IDAT":
            data += chunk
        offset += 12 + length
    channels = {2: 3, 6: 4}.get(colour_type)
    if channels is None:
        return False
    raw = zlib.decompress(data)
    stride = width * channels
    previous = bytearray(stride)
    colours = set()
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for index in range(stride):
            left = line[index - channels] if index >= channels else 0
            up = previous[index]
            up_left = previous[index - channels] if index >= channels else 0
            if kind == 1:
                line[index] = (line[index] + left) & 0xFF
            elif kind == 2:
                line[index] = (line[index] + up) & 0xFF
            elif kind == 3:
                line[index] = (line[index] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - up_left
                pick = min((abs(estimate - left), 0, left), (abs(estimate - up), 1, up), (abs(estimate - up_left), 2, up_left))
                line[index] = (line[index] + pick[2]) & 0xFF
        for index in range(0, stride, channels * 16):
            colours.add(bytes(line[index:index + 3]))
        previous = line
        if len(colours) > 8:
            return False
    return len(colours) <= 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--screenshot")
    parser.add_argument("--fragment", help="scroll to this anchor before the screenshot")
    arguments = parser.parse_args()
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        fail_missing("selenium (pip install selenium)")
    try:
        from axe_selenium_python import Axe
    except ImportError:
        fail_missing("axe-selenium-python (pip install axe-selenium-python)")
    binary = next((path for path in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(path)), None)
    driver_path = next((path for path in ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver") if os.path.exists(path)), None)
    if not binary or not driver_path:
        fail_missing("chromium or chromium-driver (apt-get install chromium chromium-driver)")

    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,1600",
                 "--force-device-scale-factor=1"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    problems = []
    try:
        driver.get("file://" + os.path.abspath(arguments.report) + ("#" + arguments.fragment if arguments.fragment else ""))
        text = driver.execute_script("return document.body.innerText")
        if len(text) < 200:
            problems.append(f"the page shows only {len(text)} characters of text")
        png = driver.get_screenshot_as_png()
        if png_is_blank(png):
            problems.append("the screenshot is blank")
        if arguments.screenshot:
            with open(arguments.screenshot, "wb") as output:
                output.write(png)
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            axe = Axe(driver)
            axe.inject()
            results = axe.run()
            for violation in results["violations"]:
                targets = [node["target"] for node in violation["nodes"]][:3]
                problems.append(f"axe ({scheme}): {violation['id']}: {violation['help']} at {targets}")
            print(f"check-html-report: axe ({scheme}): {len(results['passes'])} rules passed, "
                  f"{len(results['violations'])} violated")
    finally:
        driver.quit()
    for problem in problems:
        print("check-html-report: " + problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
