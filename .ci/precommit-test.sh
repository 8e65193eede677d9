#!/usr/bin/env bash
# Integration test of the pre-commit hook (.pre-commit-hooks.yaml): a scratch git repository
# uses this clone's hook at its current commit (`language: swift`: pre-commit builds the
# package itself) and checks that
#   1. a staged file with defects fails the commit, with the findings in the hook output,
#   2. the fixed file passes,
#   3. a helper declared in a committed file that is not staged is still known (a leak that
#      is only visible through the helper fails the commit), and its fix passes.
# Each check runs when the rule it needs is registered.
# Needs `pre-commit` (pip install pre-commit). The hook is taken from HEAD: commit first.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
log() { printf 'precommit-test: %s\n' "$*"; }
fail() { printf 'precommit-test: FAILED: %s\n' "$*" >&2; exit 1; }

command -v pre-commit >/dev/null || python3 -m pip install --quiet pre-commit
rev="$(git -C "$repo" rev-parse HEAD)"
if [ -n "$(git -C "$repo" status --porcelain -- .pre-commit-hooks.yaml Package.swift Sources)" ]; then
  log "note: uncommitted changes are not part of the hook under test (it is built from $rev)"
fi
# pre-commit caches hook environments by repository and revision: keep them with the build
# products so that a second run of the same commit does not build the hook again.
export PRE_COMMIT_HOME="$repo/.build/pre-commit-home"

rules="$(swift run --package-path "$repo" trustlint rules --format json 2>/dev/null || true)"
registered() { grep -q "\"$1\"" <<<"$rules"; }

project="$repo/Fixtures/cli/project"
cd "$work"
git init --quiet
git config user.email ci@example.invalid
git config user.name "trustlint CI"
git config commit.gpgsign false
cat > .pre-commit-config.yaml <<CONFIG
repos:
  - repo: $repo
    rev: $rev
    hooks:
      - id: trustlint
CONFIG
mkdir -p Sources/Bank
cp "$project/Package.swift" Package.swift
cp "$project/Sources/Bank/InsightAudit.swift" Sources/Bank/InsightAudit.swift
pre-commit install --install-hooks >/dev/null
git add .pre-commit-config.yaml Package.swift Sources/Bank/InsightAudit.swift
git commit --quiet -m "Base: the audit helper" || fail "the base commit (helper only, no findings) was rejected"
log "ok: base commit with the helper passes (hook built and ran)"

# 1 and 2: a staged file with two defects (rule:line), then the fixed file.
expected=()
for pair in missing_consumption_report:15 unknown_treated_as_approval:20; do
  if registered "${pair%%:*}"; then expected+=("$pair"); else log "note: ${pair%%:*} is not registered yet: not checked"; fi
done
cp "$repo/.ci/scratch/Leaky.swift" Sources/Bank/Checkout.swift
git add Sources/Bank/Checkout.swift
set +e
git commit -m "Checkout with defects" >"$work/commit1.log" 2>&1
status=$?
set -e
cat "$work/commit1.log"
if [ "${#expected[@]}" -gt 0 ]; then
  [ "$status" -ne 0 ] || fail "the commit of a file with error findings passed"
  for pair in "${expected[@]}"; do
    grep -Eq "Sources/Bank/Checkout\.swift:${pair##*:}:[0-9]+: error: .*\(${pair%%:*}\)" "$work/commit1.log" \
      || fail "the hook did not report ${pair%%:*} at Checkout.swift:${pair##*:}"
  done
  log "ok: the staged file with defects fails the commit (${expected[*]})"
  cp "$repo/.ci/scratch/Fixed.swift" Sources/Bank/Checkout.swift
  git add Sources/Bank/Checkout.swift
  git commit -m "Checkout, fixed" >"$work/commit2.log" 2>&1 || { cat "$work/commit2.log"; fail "the fixed file was rejected"; }
  log "ok: the fixed file passes"
else
  [ "$status" -eq 0 ] || fail "the commit failed (status $status) while no rule is registered"
  log "SKIPPED checks 1 and 2: no rule registered; the hook ran"
fi

# 3: the staged file passes its evaluation to the helper of the committed, unstaged file; the
# helper never reports, so the `.unknown` branch leaks. Without the helper's declaration the
# call would be an escape and nothing would be reported.
if ! registered missing_consumption_report; then
  log "SKIPPED check 3: missing_consumption_report is not registered yet"
  log "passed"
  exit 0
fi
sed 's|  // expect: missing_consumption_report||' "$project/Sources/Bank/TransferFlow.swift" > Sources/Bank/TransferFlow.swift
git add Sources/Bank/TransferFlow.swift
set +e
git commit -m "Transfer flow with a leak" >"$work/commit3.log" 2>&1
status=$?
set -e
cat "$work/commit3.log"
[ "$status" -ne 0 ] || fail "the commit of a file leaking through the unstaged helper passed"
grep -Eq 'Sources/Bank/TransferFlow\.swift:[0-9]+:[0-9]+: error: .*\(missing_consumption_report\)' "$work/commit3.log" \
  || fail "the hook did not report the leak through the helper"
log "ok: the leak through the helper of an unstaged file fails the commit"
# The fix: report on the `.unknown` path too.
perl -0pi -e 's/case \.success\(\.unknown\):\n      return amount > 10_000/case .success(.unknown):\n      evaluation.reportConsumption(.usedUnchangedFriction)\n      return amount > 10_000/' \
  Sources/Bank/TransferFlow.swift
grep -q 'usedUnchangedFriction' Sources/Bank/TransferFlow.swift || fail "could not apply the fix"
git add Sources/Bank/TransferFlow.swift
git commit -m "Transfer flow, fixed" >"$work/commit4.log" 2>&1 || { cat "$work/commit4.log"; fail "the fixed transfer flow was rejected"; }
log "ok: the fixed transfer flow passes"
log "passed"
