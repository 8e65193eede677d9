#!/usr/bin/env bash
# Integration test of the pre-commit hook (.pre-commit-hooks.yaml): a scratch git repository
# uses this clone's hook at its current commit (`language: swift`: pre-commit builds the
# package itself) and checks that
#   1. a staged file with a leaking evaluation fails the commit,
#   2. the fixed file passes,
#   3. a helper declared in a committed file that is not staged is still known (the leak is
#      only visible through it).
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
have_rule=no
if grep -q '"missing_consumption_report"' <<<"$rules"; then have_rule=yes; fi

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

# The staged file passes its evaluation to the helper of the committed, unstaged file; the
# helper never reports, so the `.unknown` branch leaks. Without the helper's declaration the
# call would be an escape and nothing would be reported.
sed 's|  // expect: missing_consumption_report||' "$project/Sources/Bank/TransferFlow.swift" > Sources/Bank/TransferFlow.swift
git add Sources/Bank/TransferFlow.swift
set +e
git commit -m "Transfer flow with a leak" >"$work/commit1.log" 2>&1
status=$?
set -e
cat "$work/commit1.log"
if [ "$have_rule" = yes ]; then
  [ "$status" -ne 0 ] || fail "the commit of a leaking file passed"
  grep -Eq 'Sources/Bank/TransferFlow\.swift:[0-9]+:[0-9]+: error: .*\(missing_consumption_report\)' "$work/commit1.log" \
    || fail "the hook did not report the leak"
  log "ok: the leaking staged file fails the commit (helper in the unstaged file known)"
  # The fix: report on the `.unknown` path too.
  perl -0pi -e 's/case \.success\(\.unknown\):\n      return amount > 10_000/case .success(.unknown):\n      evaluation.reportConsumption(.usedUnchangedFriction)\n      return amount > 10_000/' \
    Sources/Bank/TransferFlow.swift
  grep -q 'usedUnchangedFriction' Sources/Bank/TransferFlow.swift || fail "could not apply the fix"
  git add Sources/Bank/TransferFlow.swift
  git commit -m "Transfer flow, fixed" >"$work/commit2.log" 2>&1 || { cat "$work/commit2.log"; fail "the fixed file was rejected"; }
  log "ok: the fixed file passes"
else
  [ "$status" -eq 0 ] || fail "the commit failed (status $status) while no rule is registered"
  grep -q 'trustlint' "$work/commit1.log" || fail "the hook did not run"
  log "SKIPPED finding checks: missing_consumption_report is not registered yet; checked the plumbing only"
fi
log "passed"
