#!/usr/bin/env bash
# Fuzzes the whole pipeline (lexer, parser, program index, flow graphs, every rule) with
# libFuzzer for SECONDS seconds (default 600). Not part of .ci/run.
#
#   bash .ci/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#
# Builds Sources/TrustLintFuzz (TRUSTLINT_FUZZ=1 swift build --sanitize=fuzzer, release) into
# $FUZZ_BUILD (default /tmp/trustlint-fuzz/build), seeds a corpus in $FUZZ_DIR/corpus (default
# /tmp/trustlint-fuzz; never inside the repository) with every .swift fixture and every
# regression input under Fixtures/, and runs the fuzzer with the dictionary .ci/fuzz.dict
# (Swift syntax and the TrustInsights API): inputs up to 8 KB from the start, 5 s per input (a
# slow input is a bug too), 2 GB of memory (the process must not grow: a leak is a bug), one job. Crashing, timing-out and out-of-memory inputs are
# left in $FUZZ_DIR/artifacts as crash-*, timeout-*, oom-*. Keep each one as a regression
# fixture: copy it to Fixtures/fuzz-regressions/<short-name>.swift (FuzzRegressionTests runs
# them all). Exit status: 0 when the time ran out with no finding, libFuzzer's otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
fuzz_dir="${FUZZ_DIR:-/tmp/trustlint-fuzz}"
build_dir="${FUZZ_BUILD:-$fuzz_dir/build}"
mkdir -p "$fuzz_dir/corpus" "$fuzz_dir/artifacts"

TRUSTLINT_FUZZ=1 swift build --sanitize=fuzzer --product trustlint-fuzz -c release --scratch-path "$build_dir"
binary="$(TRUSTLINT_FUZZ=1 swift build --sanitize=fuzzer --product trustlint-fuzz -c release \
  --scratch-path "$build_dir" --show-bin-path)/trustlint-fuzz"

# Seeds: every fixture (by content hash, so reruns do not duplicate) and every regression input.
find Fixtures -type f \( -name '*.swift' -o -path 'Fixtures/fuzz-regressions/*' \) -print0 |
  while IFS= read -r -d '' f; do
    cp "$f" "$fuzz_dir/corpus/seed-$(cksum < "$f" | tr ' ' '-')"
  done

# No Swift backtracer: libFuzzer must see the crash to write the crash-* file.
SWIFT_BACKTRACE=enable=no nice -n 10 "$binary" "$fuzz_dir/corpus" \
  -dict=.ci/fuzz.dict -max_len=8192 -len_control=0 -timeout=5 -rss_limit_mb=2048 \
  -max_total_time="$seconds" -print_final_stats=1 \
  -artifact_prefix="$fuzz_dir/artifacts/" "$@"
