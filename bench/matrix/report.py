#!/usr/bin/env python3
"""Turns the matrix's results (matrix.json, written by gpu_check.py through
bench/device/run_matrix.sh) into a markdown table and an SVG picture
(bench/matrix/README.md says what each column means).

  speed vs Triton = Triton's time / tritonc's time (above 1: tritonc is faster)
  speed vs vendor = the vendor library's time / tritonc's time

The summary gives the geometric mean of the speed vs Triton over the rows
that were timed and the rows below 0.95x. The SVG is written by hand (no
plotting library): one row per entry, a bar for tritonc/Triton and one for
tritonc/vendor, vertical lines at 0.95 and 1.0.

usage: python3 report.py MATRIX_JSON [MATRIX_JSON ...] [--md OUT.md] [--svg OUT.svg] [--svg-link NAME] [--require-bar]
  --require-bar: exit 1 unless issue 15's bar holds (every row passed its
  check and is at least 0.95x Triton, geometric mean at least 1.05x)
"""
import argparse
import json
import math
import os
import sys
from xml.sax.saxutils import escape

THRESHOLD = 0.95
GEOMEAN_BAR = 1.05  # issue 15: every row >= 0.95x Triton, the geometric mean >= 1.05x


def load(path):
    with open(path) as f:
        data = json.load(f)
    if "results" not in data:
        raise SystemExit("report: %s has no results (is it gpu_check.py's --json output?)" % path)
    return data


def geomean(values):
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def label(r):
    m = r.get("matrix", {})
    parts = [m.get("family", r.get("style", "?")), m.get("style", "")]
    if m.get("variant"):
        parts.append(m["variant"])
    return " ".join(p for p in parts if p)


def config(r):
    m = r.get("matrix", {})
    return "%s w%s s%s" % (m.get("tile", "?"), m.get("num_warps", "?"), m.get("num_stages", "?"))


def speeds(r):
    """(tritonc/Triton, tritonc/vendor) speed ratios, None where not timed."""
    t = r.get("time_us") or {}
    return t.get("ratio"), t.get("vendor_ratio")


def summarize(results):
    timed = [r for r in results if speeds(r)[0]]
    ratios = [speeds(r)[0] for r in timed]
    vendor = [speeds(r)[1] for r in timed if speeds(r)[1]]
    return {
        "rows": len(results),
        "passed": sum(r.get("status") == "PASS" for r in results),
        "timed": len(timed),
        "geomean": geomean(ratios),
        "below": [r["id"] for r in timed if speeds(r)[0] < THRESHOLD],
        "vendor_geomean": geomean(vendor),
        "vendor_timed": len(vendor),
    }


def bar_verdict(s):
    """Issue 15's bar: (met, reasons it is not)."""
    why = []
    if s["passed"] < s["rows"]:
        why.append("%d of %d rows did not pass their check" % (s["rows"] - s["passed"], s["rows"]))
    if s["timed"] < s["rows"]:
        why.append("%d rows not timed" % (s["rows"] - s["timed"]))
    if s["below"]:
        why.append("%d rows below %.2fx" % (len(s["below"]), THRESHOLD))
    if s["geomean"] is None or s["geomean"] < GEOMEAN_BAR:
        why.append("geometric mean %s < %.2fx" % (_num(s["geomean"], "%.3fx"), GEOMEAN_BAR))
    return not why, why


def _num(v, fmt="%.1f"):
    return fmt % v if isinstance(v, (int, float)) else "-"


def _resources(r):
    tc, tr = r.get("tritonc_resources") or {}, r.get("triton_resources") or {}
    regs = "%s / %s" % (tc.get("regs", "-"), tr.get("regs", "-"))
    # Triton reports local memory in 4-byte words (n_spills); tritonc's
    # cuFuncGetAttribute gives bytes: both shown in words.
    tc_local = tc["local_bytes"] // 4 if isinstance(tc.get("local_bytes"), int) else "-"
    spills = "%s / %s" % (tc_local, tr.get("spills", "-"))
    tc_smem = (tc.get("static_shared", 0) + tc.get("dynamic_shared", 0)) if tc else None
    smem = "%s / %s" % (_kb(tc_smem), _kb(tr.get("shared")))
    return regs, spills, smem


def _kb(b):
    if not isinstance(b, int):
        return "-"
    return "%g KB" % (b / 1024.0) if b % 1024 == 0 else "%.1f KB" % (b / 1024.0)


def markdown(data, svg_link=None):
    results = data["results"]
    s = summarize(results)
    out = ["# tl.dot performance matrix: tritonc vs Triton", ""]
    meta = []
    for key, name in (("gpu", "GPU"), ("date", "date"), ("triton", "Triton"), ("torch", "torch"),
                      ("tritonc_commit", "tritonc commit"), ("seed", "seed")):
        if key in data:
            v = data[key]
            meta.append("%s %s" % (name, " ".join(v) if isinstance(v, list) else v))
    if data.get("fixture"):
        meta.append("TEST FIXTURE, NOT A MEASUREMENT")
    out += ["Written by bench/matrix/report.py from %s (%s)." % (data.get("source", "matrix.json"), "; ".join(meta)),
            "Rows and columns: bench/matrix/README.md.", ""]
    out.append("- rows: %d, checks passed: %d, timed: %d" % (s["rows"], s["passed"], s["timed"]))
    out.append("- geometric mean of the speed vs Triton: %s over %d timed rows" % (_num(s["geomean"], "%.3fx"),
                                                                                s["timed"]))
    out.append("- rows below %.2fx Triton: %d%s" % (THRESHOLD, len(s["below"]),
                                                  (" (" + ", ".join(s["below"]) + ")") if s["below"] else ""))
    out.append("- geometric mean of the speed vs the vendor library: %s over %d rows" % (
        _num(s["vendor_geomean"], "%.3fx"), s["vendor_timed"]))
    met, why = bar_verdict(s)
    out.append("- issue 15's bar (every row checked and at least %.2fx Triton, geometric mean at least %.2fx): %s"
               % (THRESHOLD, GEOMEAN_BAR, "met" if met else "not met (" + "; ".join(why) + ")"))
    if svg_link:
        out += ["", "![tritonc/Triton and tritonc/vendor per row](%s)" % svg_link]
    out += ["", "| # | kernel | dtype | shape | config | tritonc us | Triton us | vs Triton | vs vendor | "
            "TFLOP/s tritonc / Triton / vendor | regs tc / tr | spills tc / tr | smem tc / tr | check |",
            "| " + " | ".join(["---"] * 14) + " |"]
    for i, r in enumerate(results, 1):
        m = r.get("matrix", {})
        t = r.get("time_us") or {}
        ratio, vratio = speeds(r)
        fl = r.get("tflops") or {}
        regs, spills, smem = _resources(r)
        status = r.get("status", "?")
        if status != "PASS" and r.get("message"):
            status += ": " + r["message"][:70].replace("|", "/")
        if r.get("vendor", {}).get("error"):
            status += " (vendor: %s)" % r["vendor"]["error"][:60].replace("|", "/")
        name = label(r) + (" †" if m.get("issue") else "")
        mark = "**%s**" % _num(ratio, "%.2fx") if ratio and ratio < THRESHOLD else _num(ratio, "%.2fx")
        out.append("| %d | %s | %s | %s | %s | %s | %s | %s | %s | %s / %s / %s | %s | %s | %s | %s |" % (
            i, name, m.get("dtype", "?"), m.get("shape", "?"), config(r), _num(t.get("tritonc")),
            _num(t.get("triton")), mark, _num(vratio, "%.2fx"), _num(fl.get("tritonc"), "%.0f"),
            _num(fl.get("triton"), "%.0f"), _num(fl.get("vendor"), "%.0f"), regs, spills, smem, status))
    issue_rows = [(i, r) for i, r in enumerate(results, 1) if r.get("matrix", {}).get("issue")]
    if issue_rows:
        out += ["", "† the cases issue 15 names (as measured when it was filed):"]
        out += ["- row %d: %s" % (i, r["matrix"]["issue"]) for i, r in issue_rows]
    notes = [(i, r) for i, r in enumerate(results, 1) if (r.get("vendor") or {}).get("note")]
    if notes:
        out += ["", "Vendor calls: " + "; ".join(sorted({r["vendor"]["note"] for _, r in notes})) + "."]
    return "\n".join(out) + "\n"


def svg(data):
    results = data["results"]
    s = summarize(results)
    row_h, bar_h, left, width, top = 22, 8, 450, 480, 62
    xmax = max([1.5] + [v for r in results for v in speeds(r) if v])
    xmax = math.ceil(xmax * 4) / 4.0
    total_w = left + width + 50
    height = top + row_h * len(results) + 36
    x = lambda v: left + width * min(v, xmax) / xmax
    bottom = top + row_h * len(results)
    el = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" '
          'font-size="11">' % (total_w, height),
          '<rect x="0" y="0" width="%d" height="%d" fill="white"/>' % (total_w, height),
          '<text x="8" y="16" font-size="13" font-weight="bold">tl.dot matrix: speed of tritonc relative to '
          'Triton (blue) and to the vendor library (orange)</text>',
          '<text x="8" y="32">geomean vs Triton %s; %d of %d timed rows below %.2fx; bars end at the ratio, '
          'longer is faster%s</text>' % (_num(s["geomean"], "%.3fx"), len(s["below"]), s["timed"], THRESHOLD,
                                          " (TEST FIXTURE, made-up numbers)" if data.get("fixture") else "")]
    # light grid every 0.25, labelled every 0.5
    steps = int(round(xmax / 0.25))
    for k in range(steps + 1):
        v = k * 0.25
        el.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#eee"/>' % (x(v), top - 4, x(v), bottom))
        if k % 2 == 0 and abs(v - 1.0) > 1e-9:
            el.append('<text x="%.1f" y="%d" text-anchor="middle" fill="#666">%g</text>' % (x(v), bottom + 14, v))
    for i, r in enumerate(results):
        y = top + i * row_h
        ratio, vratio = speeds(r)
        m = r.get("matrix", {})
        text = "%d. %s %s %s, %s" % (i + 1, label(r), m.get("dtype", ""), m.get("shape", ""), config(r))
        el.append('<text x="%d" y="%d" text-anchor="end" font-size="10">%s</text>' % (
            left - 6, y + bar_h + 3, escape(text[:80])))
        for k, (v, cls, color) in enumerate(((ratio, "triton", "#3b6fb6"), (vratio, "vendor", "#e08a2c"))):
            w = (x(v) - left) if v else 0
            el.append('<rect class="bar %s%s" data-id="%s" x="%d" y="%d" width="%.1f" height="%d" fill="%s"/>' % (
                cls, "" if v else " missing", escape(r["id"], {'"': "&quot;"}), left, y + k * (bar_h + 1), w,
                bar_h, color))
            if v:
                el.append('<text x="%.1f" y="%d" font-size="8">%.2f</text>' % (x(v) + 3, y + k * (bar_h + 1) + 7, v))
        if not ratio:
            el.append('<text x="%d" y="%d" fill="#b00">%s</text>' % (left + 4, y + bar_h + 3,
                                                                    escape(r.get("status", "not timed"))))
    # the bar (0.95x, dashed red, labelled above) and parity (1.0, labelled below)
    for v, color, dash, ty in ((THRESHOLD, "#c00", "4,3", top - 8), (1.0, "black", "", bottom + 14)):
        el.append('<line class="mark" x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="%s"%s/>' % (
            x(v), top - 4, x(v), bottom, color, ' stroke-dasharray="%s"' % dash if dash else ""))
        el.append('<text x="%.1f" y="%d" text-anchor="middle" fill="%s">%.2f</text>' % (x(v), ty, color, v))
    el.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#888"/>' % (left, bottom, left + width, bottom))
    el.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#888"/>' % (left, top - 4, left, bottom))
    el.append("</svg>")
    return "\n".join(el) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("matrix_json", nargs="+", help="gpu_check.py's JSON; several (the parts of a run made "
                    "with SHARD=i/n) are joined in order, the first one's date and versions kept")
    ap.add_argument("--md", help="write the markdown table here (default: stdout)")
    ap.add_argument("--svg", help="write the picture here")
    ap.add_argument("--svg-link", help="the picture's path as the markdown links it (default: its file name)")
    ap.add_argument("--require-bar", action="store_true", help="exit 1 unless issue 15's bar is met")
    opts = ap.parse_args(argv)
    data = load(opts.matrix_json[0])
    for more in opts.matrix_json[1:]:
        data["results"] = data["results"] + load(more)["results"]
    data.setdefault("source", ", ".join(os.path.basename(p) for p in opts.matrix_json))
    link = opts.svg_link or (os.path.basename(opts.svg) if opts.svg else None)
    text = markdown(data, link)
    if opts.md:
        with open(opts.md, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    if opts.svg:
        with open(opts.svg, "w") as f:
            f.write(svg(data))
    if opts.require_bar:
        met, why = bar_verdict(summarize(data["results"]))
        if not met:
            sys.stderr.write("report: issue 15's bar is not met: %s\n" % "; ".join(why))
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
