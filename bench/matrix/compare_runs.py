#!/usr/bin/env python3
"""Compares two runs of the matrix (matrix.json files from run_matrix.sh),
typically one compiler flag on and off in the same device session (an A/B:
prepare_matrix.sh with DEV= and FLAGS=, run_matrix.sh with the same DEV=).
For each row both runs timed: tritonc's time in A and in B, B's speed
relative to A (A's time / B's; above 1 B is faster), and each run's ratio to
Triton, which was timed again in each run, so it shows how much the runs
differ by noise alone. The last line gives the geometric mean of B/A.

usage: python3 compare_runs.py A.json B.json [--labels A,B] [--md OUT]
Exit status 1 when the runs share no timed row."""
import argparse
import json
import math
import sys


def timed(path):
    """{id: time_us dict} of the passing, timed rows of a matrix.json."""
    data = json.load(open(path))
    return {r["id"]: r["time_us"] for r in data["results"]
            if r.get("status") == "PASS" and r.get("time_us") and r["time_us"].get("tritonc")}


def compare(a, b):
    """Rows (id, A us, B us, B/A speed, A vs Triton, B vs Triton) for the ids
    both runs timed, in A's order; and the geometric mean of B/A."""
    rows = []
    for eid, ta in a.items():
        tb = b.get(eid)
        if not tb:
            continue
        rows.append((eid, ta["tritonc"], tb["tritonc"], ta["tritonc"] / tb["tritonc"],
                     ta["triton"] / ta["tritonc"] if ta.get("triton") else None,
                     tb["triton"] / tb["tritonc"] if tb.get("triton") else None))
    geomean = math.exp(sum(math.log(r[3]) for r in rows) / len(rows)) if rows else None
    return rows, geomean


def render(rows, geomean, labels):
    la, lb = labels
    out = ["| row | tritonc %s (us) | tritonc %s (us) | %s / %s speed | %s vs Triton | %s vs Triton |"
           % (la, lb, lb, la, la, lb), "|---|---:|---:|---:|---:|---:|"]
    fmt = lambda v: "%.3fx" % v if v is not None else "-"
    for eid, ua, ub, speed, ra, rb in rows:
        out.append("| %s | %.1f | %.1f | %.3fx | %s | %s |" % (eid, ua, ub, speed, fmt(ra), fmt(rb)))
    out.append("")
    out.append("geometric mean of %s / %s over %d rows: %.3fx" % (lb, la, len(rows), geomean))
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--labels", default="A,B")
    ap.add_argument("--md", help="write the table here (default: standard output)")
    opts = ap.parse_args(argv)
    labels = opts.labels.split(",")
    if len(labels) != 2:
        ap.error("--labels takes two names, as A,B")
    rows, geomean = compare(timed(opts.a), timed(opts.b))
    if not rows:
        print("compare_runs: the two runs share no timed row", file=sys.stderr)
        return 1
    text = render(rows, geomean, labels)
    if opts.md:
        open(opts.md, "w").write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
