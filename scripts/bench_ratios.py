"""Turns the benchmark package's markdown report into one table of ratios, ours / baseline.

A benchmark named `X (baseline: Y)` is the baseline of the benchmark named `X`. The table shows
the median wall-clock time of each, their ratio (below 1 means ours is faster) and the median
malloc counts; benchmarks that report their output size get a second table of sizes.
"""

import re
import sys


# The report scales large values and says so in the metric's name: "Malloc (total) (K)".
SCALES = {"(K)": 1e3, "(M)": 1e6, "(G)": 1e9}


def value(metric, text):
    scale = next((factor for unit, factor in SCALES.items() if unit in metric), 1)
    return float(text) * scale


def parse(report):
    results, name = {}, None
    for line in report.splitlines():
        if line.startswith("### "):
            name = line[4:].strip()
            results[name] = {}
        elif name and line.startswith("| ") and not line.startswith("| Metric"):
            cells = [cell.strip() for cell in line.strip("|").split("|")]
            metric, p50 = cells[0], cells[3]
            if metric.startswith("Time (wall clock)"):
                results[name]["ns"] = value(metric, p50)
            elif metric.startswith("Malloc (total)"):
                results[name]["mallocs"] = value(metric, p50)
            elif metric.startswith("JSON bytes"):
                results[name]["bytes"] = value(metric, p50)
    return results


def main(path):
    results = parse(open(path, encoding="utf-8").read())
    rows = []
    for name, ours in results.items():
        match = re.fullmatch(r"(.*) \(baseline: (.*)\)", name)
        if match or "ns" not in ours:
            continue
        for other, baseline in results.items():
            found = re.fullmatch(re.escape(name) + r" \(baseline: (.*)\)", other)
            if found and "ns" in baseline:
                ratio = ours["ns"] / baseline["ns"] if baseline["ns"] else float("inf")
                rows.append((name, found.group(1), ours, baseline, ratio))
    print("| Benchmark | Baseline | Ours (ns, p50) | Baseline (ns, p50) | Ours / baseline "
          "| Mallocs ours / baseline |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for name, baseline_name, ours, baseline, ratio in rows:
        mallocs = f"{ours.get('mallocs', 0):.0f} / {baseline.get('mallocs', 0):.0f}"
        print(f"| {name} | {baseline_name} | {ours['ns']:.0f} | {baseline['ns']:.0f} "
              f"| {ratio:.2f}x | {mallocs} |")
    sized = [row for row in rows if "bytes" in row[2] and "bytes" in row[3]]
    if sized:
        print()
        print("| Benchmark | Baseline | Ours (bytes) | Baseline (bytes) | Ours / baseline |")
        print("| --- | --- | ---: | ---: | ---: |")
        for name, baseline_name, ours, baseline, _ in sized:
            print(f"| {name} | {baseline_name} | {ours['bytes']:.0f} | {baseline['bytes']:.0f} "
                  f"| {ours['bytes'] / baseline['bytes']:.2f}x |")


if __name__ == "__main__":
    main(sys.argv[1])
