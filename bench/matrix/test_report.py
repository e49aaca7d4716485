#!/usr/bin/env python3
"""Offline self-check of the matrix tooling (no GPU, no torch, no Triton):

- report.py on test_fixture_matrix.json (made-up numbers) writes a table
  with one row per result, the right geometric mean and count of rows
  below 0.95x, and an SVG that parses with one tritonc/Triton bar and one
  tritonc/vendor bar per row and the 0.95 and 1.0 lines;
- gen_entries.py reproduces entries.json exactly (the file is generated);
- every entry's signature is what Triton's JIT derives from its arguments;
- compare_runs.py on the fixture against a copy with tritonc's times
  halved gives 2x for every timed row, and each run's ratio to Triton.

Exit status 0 when all hold; run by ctest (label bench) or by hand."""
import contextlib
import io
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import report  # noqa: E402
import gen_entries  # noqa: E402
import compare_runs  # noqa: E402

FIXTURE = os.path.join(HERE, "test_fixture_matrix.json")


def check(cond, what):
    if not cond:
        raise AssertionError(what)


def test_report():
    data = json.load(open(FIXTURE))
    results = data["results"]
    with tempfile.TemporaryDirectory() as tmp:
        md_path, svg_path = os.path.join(tmp, "m.md"), os.path.join(tmp, "m.svg")
        check(report.main([FIXTURE, "--md", md_path, "--svg", svg_path]) == 0, "report.py failed")
        md = open(md_path).read()
        root = ET.parse(svg_path).getroot()

    rows = [l for l in md.splitlines() if re.match(r"^\| \d+ \|", l)]
    check(len(rows) == len(results), "table has %d rows for %d results" % (len(rows), len(results)))
    for n, (line, r) in enumerate(zip(rows, results), 1):
        check(line.startswith("| %d |" % n), "row %d out of order" % n)
        check(line.rstrip().endswith(r["status"] + " |") or ("(vendor:" in line and r["status"] in line),
              "row %d lacks its status %s" % (n, r["status"]))

    timed = [r["time_us"]["triton"] / r["time_us"]["tritonc"] for r in results if r.get("time_us")]
    want = math.exp(sum(math.log(v) for v in timed) / len(timed))
    m = re.search(r"geometric mean of the speed vs Triton: ([0-9.]+)x over (\d+) timed rows", md)
    check(m is not None, "no geomean line")
    check(abs(float(m.group(1)) - want) < 5e-4 and int(m.group(2)) == len(timed),
          "geomean %s over %s, want %.3f over %d" % (m.group(1), m.group(2), want, len(timed)))
    below = sum(v < 0.95 for v in timed)
    m = re.search(r"rows below 0.95x Triton: (\d+)", md)
    check(m is not None and int(m.group(1)) == below, "rows below 0.95x: want %d" % below)
    check("TEST FIXTURE" in md, "the fixture's table must say it is one")
    check("issue 15's bar" in md and "not met (1 of 5 rows did not pass" in md, "the bar's verdict")
    with contextlib.redirect_stderr(io.StringIO()) as err:
        status = report.main([FIXTURE, "--md", os.devnull, "--require-bar"])
    check(status == 1 and "not met" in err.getvalue(), "--require-bar on the fixture")

    ns = "{http://www.w3.org/2000/svg}"
    rects = [e for e in root.iter(ns + "rect") if "bar" in e.get("class", "").split()]
    for kind in ("triton", "vendor"):
        bars = [e for e in rects if kind in e.get("class").split()]
        check(len(bars) == len(results), "%d %s bars for %d rows" % (len(bars), kind, len(results)))
        check([b.get("data-id") for b in bars] == [r["id"] for r in results], "%s bars out of order" % kind)
    marks = [e for e in root.iter(ns + "line") if e.get("class") == "mark"]
    check(len(marks) == 2, "want the 0.95 and 1.0 lines, got %d" % len(marks))
    xs = sorted(float(e.get("x1")) for e in marks)
    bar = [e for e in rects if "triton" in e.get("class").split() and "missing" not in e.get("class")][0]
    left = float(bar.get("x"))
    # the bars and lines share one scale: 0.95 / 1.0 = their distances from the axis
    check(abs((xs[0] - left) / (xs[1] - left) - 0.95) < 1e-3, "the 0.95 and 1.0 lines are not to scale")
    r0 = results[[r.get("time_us") is not None for r in results].index(True)]
    w = float(bar.get("width"))
    check(abs(w / (xs[1] - left) - r0["time_us"]["triton"] / r0["time_us"]["tritonc"]) < 1e-2,
          "the first bar's length is not its ratio")


def test_entries():
    text = gen_entries.render(gen_entries.build())
    on_disk = open(os.path.join(HERE, "entries.json")).read()
    check(text == on_disk, "entries.json is not what gen_entries.py writes: rerun it")
    data = json.loads(text)
    check(50 <= len(data["entries"]) <= 80, "%d entries" % len(data["entries"]))
    for e in data["entries"]:
        args = e["check"]["args"]
        sig = [s for s in e["signature"].split(",")]
        check(len(sig) == len(args), "%s: signature length" % e["id"])
        for s, a in zip(sig, args):
            if "shape" in a:
                check(s.startswith("*") and s.endswith(":16"), "%s: %s %s" % (e["id"], a["name"], s))
            elif "int" in a:
                v = a["int"]
                spec = ":1" if v == 1 else ":16" if v % 16 == 0 else ""
                check(s.endswith(spec) and (spec or ":" not in s), "%s: %s = %d as %s" % (e["id"], a["name"], v, s))
        check(e.get("flops", 0) > 0 and e.get("vendor") and e.get("matrix"), "%s: flops/vendor/matrix" % e["id"])


def test_compare_runs():
    data = json.load(open(FIXTURE))
    faster = json.loads(json.dumps(data))
    for r in faster["results"]:
        if r.get("time_us") and r["time_us"].get("tritonc"):
            r["time_us"]["tritonc"] /= 2
    with tempfile.TemporaryDirectory() as tmp:
        a, b, md = (os.path.join(tmp, n) for n in ("a.json", "b.json", "ab.md"))
        json.dump(data, open(a, "w"))
        json.dump(faster, open(b, "w"))
        check(compare_runs.main([a, b, "--labels", "off,on", "--md", md]) == 0, "compare_runs.py failed")
        text = open(md).read()
    rows, geomean = compare_runs.compare(compare_runs.timed(FIXTURE), compare_runs.timed(FIXTURE))
    passing = [r for r in data["results"] if r.get("status") == "PASS" and r.get("time_us")]
    check(len(rows) == len(passing) and abs(geomean - 1.0) < 1e-12, "the fixture against itself")
    lines = [l for l in text.splitlines() if l.startswith("| ") and not l.startswith("| row")]
    check(len(lines) == len(passing), "%d table rows for %d timed rows" % (len(lines), len(passing)))
    check(all("| 2.000x |" in l for l in lines), "halved times must read 2.000x")
    check("geometric mean of on / off over %d rows: 2.000x" % len(passing) in text, "the geomean line")


def main():
    failures = 0
    for test in (test_report, test_entries, test_compare_runs):
        try:
            test()
            print("ok   %s" % test.__name__)
        except AssertionError as exc:
            failures += 1
            print("FAIL %s: %s" % (test.__name__, exc))
    # the entries generator is deterministic: a second process writes the same bytes
    out = subprocess.run([sys.executable, os.path.join(HERE, "gen_entries.py"), "--check"], stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True)
    print(("ok   " if out.returncode == 0 else "FAIL ") + "gen_entries.py --check: " + out.stdout.strip())
    failures += out.returncode != 0
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
