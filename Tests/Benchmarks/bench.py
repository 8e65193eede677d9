#!/usr/bin/env python3
"""trustlint benchmark: whole-process wall time against grep and the compiler's parser.

Usage: Tests/Benchmarks/bench.py CORPUS [--runs 5] [--binary .build/release/trustlint] [--no-frontend]

Times, alternating the commands in each round so that machine noise hits all of them alike:
  grep      grep -r -c reportConsumption CORPUS
  lint      trustlint lint --quiet --exit-zero CORPUS
  all       trustlint lint --quiet --exit-zero --analyze-all CORPUS
  frontend  swift-frontend -frontend -parse, 200 files per call (sequential calls)
and prints medians, ratios of medians, peak RSS of trustlint, and the per-stage
times that `trustlint lint --timing` reports. Build first: swift build -c release.
"""
import argparse, os, resource, shutil, statistics, subprocess, sys, time


def run(cmd, **kw):
    """Runs a command; returns (wall seconds, peak RSS of children in MiB, stderr)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t0 = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kw)
    wall = time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if p.returncode not in (0, 1):
        sys.exit(f"command failed ({p.returncode}): {' '.join(cmd)}\n{p.stderr.decode()[:2000]}")
    return wall, max(peak, before) / 1024.0, p.stderr.decode()


def peak_rss(cmd):
    """Peak RSS in MiB of one run, measured with /usr/bin/time -v when available."""
    if not os.path.exists("/usr/bin/time"):
        return float("nan")
    p = subprocess.run(["/usr/bin/time", "-v"] + cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    for line in p.stderr.decode().splitlines():
        if "Maximum resident set size" in line:
            return int(line.split(":")[1]) / 1024.0
    return float("nan")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--binary", default=".build/release/trustlint")
    ap.add_argument("--no-frontend", action="store_true")
    a = ap.parse_args()
    corpus = os.path.abspath(a.corpus)
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith(".swift"))
    size = sum(os.path.getsize(f) for f in files)
    print(f"corpus: {corpus}: {len(files)} files, {size / 1e6:.1f} MB")
    frontend = shutil.which("swift-frontend")
    chunks = [files[i:i + 200] for i in range(0, len(files), 200)]

    def frontend_run():
        t0 = time.perf_counter()
        for c in chunks:
            subprocess.run([frontend, "-frontend", "-parse"] + c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return time.perf_counter() - t0

    cmds = {
        "grep": ["grep", "-r", "-c", "reportConsumption", corpus],
        "lint": [a.binary, "lint", "--quiet", "--exit-zero", corpus],
        "all": [a.binary, "lint", "--quiet", "--exit-zero", "--analyze-all", corpus],
    }
    times = {k: [] for k in list(cmds) + (["frontend"] if frontend and not a.no_frontend else [])}
    run(cmds["grep"])  # warm the page cache
    for r in range(a.runs):
        for k, c in cmds.items():
            times[k].append(run(c)[0])
        if "frontend" in times:
            times["frontend"].append(frontend_run())
    med = {k: statistics.median(v) for k, v in times.items()}
    for k, v in med.items():
        print(f"{k:9s} median {v:7.3f} s  ({size / 1e6 / v:7.1f} MB/s)  runs: {' '.join(f'{x:.3f}' for x in times[k])}")
    print(f"ratio lint/grep          {med['lint'] / med['grep']:.2f}   (target <= 3)")
    if "frontend" in med:
        print(f"ratio analyze-all/parse  {med['all'] / med['frontend']:.3f}  (target <= 0.2)")
    print(f"peak RSS lint            {peak_rss(cmds['lint']):.0f} MiB (target <= 200)")
    print(f"peak RSS analyze-all     {peak_rss(cmds['all']):.0f} MiB (target <= 300)")
    _, _, err = run([a.binary, "lint", "--exit-zero", "--timing", "--analyze-all", corpus])
    print("per-stage (--analyze-all --timing):")
    for line in err.splitlines():
        print("  " + line)


if __name__ == "__main__":
    main()
