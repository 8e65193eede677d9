#!/usr/bin/env python3
"""trustlint benchmark: whole-process wall time against grep and the compiler's parser.

Usage:
  Tests/Benchmarks/bench.py CORPUS [--runs 5] [--binary PATH] [--no-frontend] [--scale 2,4] [--jobs N]
                            [--mixed DIR]

Build first: swift build -c release (the default binary is .build/release/trustlint).

Each round runs, one after the other, so that machine noise hits all of them alike:
  grep      grep -r -c reportConsumption CORPUS
  lint      trustlint lint --quiet --exit-zero --timing CORPUS
  all       trustlint lint --quiet --exit-zero --timing --analyze-all CORPUS
  frontend  swift-frontend -frontend -parse, 200 files per call (sequential calls)
and prints, over the rounds: median wall time and throughput of each command, the ratios of
medians that issue 6 sets targets for, the median peak RSS of each trustlint run (from
wait4), and the median time and throughput of each stage that `--timing` reports.

With --scale 2,4 it then copies the corpus 2 and 4 times into a temporary folder (real copies:
trustlint reads a file reached twice through hard links only once) and times `lint` and
`lint --analyze-all` on 1x, 2x and 4x, alternating, to check that time grows linearly
(target: k copies take k times as long, within 15%).

With --mixed DIR (e.g. Fixtures/rules) it times `lint` and `lint --analyze-all` on a tree
holding the corpus and DIR side by side (symbolic links): code that uses TrustInsights inside a
large code base that does not, where the prefilter's rounds pull in every file a lookup by
name could reach. It also checks that both runs report the same findings.
"""
import argparse, os, re, shutil, statistics, subprocess, sys, tempfile, time

TIMING = re.compile(r"trustlint: timing: (\S+)\s+([0-9.]+) s")


def run(cmd):
    """Runs a command; returns (wall seconds, peak RSS in MiB, stderr text)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode not in (0, 1):
        sys.exit(f"command failed ({p.returncode}): {' '.join(cmd)}\n{err.decode()[:2000]}")
    return wall, usage.ru_maxrss / 1024.0, err.decode()


def stages(stderr):
    """Stage name -> seconds from `--timing` lines."""
    return {m.group(1): float(m.group(2)) for m in TIMING.finditer(stderr)}


def swift_files(root):
    return sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith(".swift"))


def fmt_runs(values):
    return " ".join(f"{x:.3f}" for x in values)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--binary", default=".build/release/trustlint")
    ap.add_argument("--no-frontend", action="store_true")
    ap.add_argument("--scale", default="", help="comma-separated copy counts, e.g. 2,4")
    ap.add_argument("--jobs", type=int, default=0, help="trustlint --jobs (default: all cores)")
    ap.add_argument("--mixed", default="", help="a folder of TrustInsights code to plant in the corpus")
    a = ap.parse_args()
    corpus = os.path.abspath(a.corpus)
    files = swift_files(corpus)
    size = sum(os.path.getsize(f) for f in files)
    mb = size / 1e6
    print(f"corpus: {corpus}: {len(files)} files, {mb:.1f} MB; {os.cpu_count()} cores; "
          f"load average {os.getloadavg()[0]:.1f}")
    jobs = ["--jobs", str(a.jobs)] if a.jobs else []
    lint = [a.binary, "lint", "--quiet", "--exit-zero", "--timing"] + jobs
    frontend = shutil.which("swift-frontend")
    chunks = [files[i:i + 200] for i in range(0, len(files), 200)]

    def frontend_run():
        t0 = time.perf_counter()
        for c in chunks:
            subprocess.run([frontend, "-frontend", "-parse"] + c, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
        return time.perf_counter() - t0

    cmds = {
        "grep": ["grep", "-r", "-c", "reportConsumption", corpus],
        "lint": lint + [corpus],
        "all": lint + ["--analyze-all", corpus],
    }
    times = {k: [] for k in cmds}
    peaks = {"lint": [], "all": []}
    stage_times = {"lint": {}, "all": {}}
    use_frontend = frontend and not a.no_frontend
    if use_frontend:
        times["frontend"] = []
    run(cmds["grep"])  # warm the page cache
    for _ in range(a.runs):
        for k, c in cmds.items():
            wall, peak, err = run(c)
            times[k].append(wall)
            if k in peaks:
                peaks[k].append(peak)
                for stage, seconds in stages(err).items():
                    stage_times[k].setdefault(stage, []).append(seconds)
        if use_frontend:
            times["frontend"].append(frontend_run())

    med = {k: statistics.median(v) for k, v in times.items()}
    print(f"\nwhole-process wall time, median of {a.runs} alternating runs:")
    for k, v in med.items():
        print(f"  {k:9s} {v:7.3f} s  {mb / v:7.1f} MB/s   runs: {fmt_runs(times[k])}")
    print("\nratios of medians:")
    print(f"  lint / grep               {med['lint'] / med['grep']:6.2f}   (target <= 3)")
    if "frontend" in med:
        print(f"  analyze-all / frontend    {med['all'] / med['frontend']:6.3f}   (target <= 0.2)")
    print("\npeak RSS, median:")
    print(f"  lint          {statistics.median(peaks['lint']):6.0f} MiB (target <= 200)  runs: "
          + " ".join(f"{x:.0f}" for x in peaks["lint"]))
    print(f"  analyze-all   {statistics.median(peaks['all']):6.0f} MiB (target <= 300)  runs: "
          + " ".join(f"{x:.0f}" for x in peaks["all"]))
    for k, title in (("lint", "lint"), ("all", "lint --analyze-all")):
        print(f"\nper stage ({title}), median wall seconds and corpus MB per second of stage time:")
        for stage, values in stage_times[k].items():
            s = statistics.median(values)
            rate = f"{mb / s:9.1f} MB/s" if s > 0 else "        -    "
            print(f"  {stage:10s} {s:7.3f} s {rate}")

    if a.scale:
        scale(a, corpus, lint)
    if a.mixed:
        mixed(a, corpus, lint)


def mixed(a, corpus, lint):
    """Times lint and lint --analyze-all on the corpus with a TrustInsights project beside it."""
    with tempfile.TemporaryDirectory(prefix="trustlint-mixed-") as tmp:
        os.symlink(corpus, os.path.join(tmp, "corpus"))
        os.symlink(os.path.abspath(a.mixed), os.path.join(tmp, "project"))
        report = [a.binary, "lint", "--quiet", "--exit-zero", "--format", "json"]
        same = (subprocess.run(report + [tmp], capture_output=True).stdout
                == subprocess.run(report + ["--analyze-all", tmp], capture_output=True).stdout)
        results = {"lint": [], "all": []}
        peaks = {"lint": [], "all": []}
        for _ in range(a.runs):
            for mode, extra in (("lint", []), ("all", ["--analyze-all"])):
                wall, peak, _ = run(lint + extra + [tmp])
                results[mode].append(wall)
                peaks[mode].append(peak)
        print(f"\nmixed tree (corpus + {a.mixed}), median of {a.runs} alternating runs:")
        for mode in ("lint", "all"):
            print(f"  {mode:4s} {statistics.median(results[mode]):7.3f} s  "
                  f"{statistics.median(peaks[mode]):6.0f} MiB   runs: {fmt_runs(results[mode])}")
        print(f"  same findings with and without --analyze-all: {'yes' if same else 'NO'}")


def scale(a, corpus, lint):
    """Times lint and lint --analyze-all on 1x and k-times copies of the corpus."""
    factors = [int(x) for x in a.scale.split(",") if x.strip()]
    with tempfile.TemporaryDirectory(prefix="trustlint-scale-") as tmp:
        trees = {1: corpus}
        for k in factors:
            root = os.path.join(tmp, f"x{k}")
            os.makedirs(root)
            for i in range(k):
                shutil.copytree(corpus, os.path.join(root, f"copy{i}"), symlinks=True)
            trees[k] = root
        run(["grep", "-r", "-c", "reportConsumption", tmp])  # page cache
        results = {(mode, k): [] for mode in ("lint", "all") for k in trees}
        for _ in range(a.runs):
            for k, root in trees.items():
                results[("lint", k)].append(run(lint + [root])[0])
                results[("all", k)].append(run(lint + ["--analyze-all", root])[0])
        print(f"\nlinearity, median of {a.runs} alternating runs (target: k copies take k times, within 15%):")
        for mode in ("lint", "all"):
            base = statistics.median(results[(mode, 1)])
            for k in trees:
                m = statistics.median(results[(mode, k)])
                ratio = m / base
                ok = "ok" if abs(ratio / k - 1) <= 0.15 else "OUT OF RANGE"
                print(f"  {mode:4s} x{k}: {m:7.3f} s  ratio {ratio:5.2f} (ideal {k})  {ok}   runs: "
                      f"{fmt_runs(results[(mode, k)])}")


if __name__ == "__main__":
    main()
