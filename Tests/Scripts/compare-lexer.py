#!/usr/bin/env python3
"""Compare trustlint's lexer with SwiftParser (the oracle) on a corpus of Swift files.

usage: compare-lexer.py CORPUS ORACLE_BIN [--ours DIR | --trustlint BIN] [--oracle-cache DIR] [--show N] [--jobs N]

CORPUS      folder searched recursively for *.swift
ORACLE_BIN  swiftsyntax-tokens built from shared/tools/swiftsyntax-oracle (see its README)
--ours DIR  token dumps already made (DIR/<relative path>.tok, dump-tokens format).
--trustlint BIN  make them with `BIN dump-tokens FILE` (e.g. .build/release/trustlint).
            Without either, the script makes them with the package's test-only dumper:
              TRUSTLINT_COMPARE_CORPUS=CORPUS TRUSTLINT_COMPARE_OUT=DIR \
                swift test -c release --filter TrustLintSyntaxTests.LexerCorpusDumpTests
--oracle-cache DIR  keep the oracle's output there (re-used when present)

Both token streams are normalised before comparing spans (kinds are not compared):
* a string or regex literal is one span from its opening to its closing delimiter
  (the oracle splits it into quotes, segments and interpolation tokens: merged here);
* a token that is a run of `>` becomes one span per `>`;
* `#name` and `@name` are compared as the sign plus the name;
* comments, the shebang line, and the oracle's garbage trivia (BOM, invalid bytes)
  are not tokens; our `.error` tokens that overlap no oracle token are dropped;
* zero-length oracle tokens other than string segments (parser recovery) are dropped.
Exit status 0 when every file agrees.
"""
import bisect
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

QUOTES = {"stringQuote", "multilineStringQuote", "singleQuote"}


def oracle_tokens(lines):
    """Parses `--trivia` output into (tokens, trivia spans)."""
    toks, trivia = [], []
    for line in lines:
        parts = line.rstrip("\n").split("\t")
        if len(parts) < 4:
            continue
        off, length, coarse, fine = int(parts[0]), int(parts[1]), parts[2], parts[3]
        if coarse in ("comment", "unknown") and fine.startswith("trivia."):
            trivia.append((off, off + length))
        elif length == 0 and fine != "stringSegment":
            continue  # the parser's recovery can insert an empty token (e.g. before a stray `<`)
        elif coarse != "shebang":
            toks.append((off, off + length, coarse, fine))
    return toks, trivia


def merge_oracle(toks, src):
    """Merges string and regex literal pieces into one span each."""
    out = []
    stack = []  # frames: [kind_text_fine, pounds, mode('text'|'interp'), parens]
    start = end = 0
    i = 0
    n = len(toks)

    def opening(i):
        s, e, c, f = toks[i]
        if f == "rawStringPoundDelimiter" and i + 1 < n and toks[i + 1][3] in QUOTES and toks[i + 1][0] == e:
            return 2, e - s, toks[i + 1][3]
        if f in QUOTES:
            return 1, 0, f
        return 0, 0, None

    while i < n:
        s, e, c, f = toks[i]
        if not stack:
            used, pounds, q = opening(i)
            if used:
                start = s
                end = toks[i + used - 1][1]
                stack.append([q, pounds, "text", 0])
                i += used
                continue
            if c == "regex":
                count = 5 if f == "regexPoundDelimiter" else 3
                rs, re_ = s, e
                j = i + 1
                while j < n and j - i < count and toks[j][2] == "regex" and toks[j][0] == re_:
                    re_ = toks[j][1]
                    j += 1
                out.append((rs, re_))
                i = j
                continue
            out.append((s, e))
            i += 1
            continue
        top = stack[-1]
        if top[0] != "multilineStringQuote" and (b"\n" in src[end:s] or b"\r" in src[end:s]):
            # a line break ends a single-line literal, closed or not
            stack.pop()
            if not stack:
                out.append((start, end))
            continue
        if top[2] == "text":
            if f == "stringSegment":
                end = max(end, e)
                i += 1
            elif f == "backslash":
                j = i + 1
                if j < n and toks[j][3] == "rawStringPoundDelimiter":
                    j += 1
                if j < n and toks[j][3] == "leftParen":
                    top[2], top[3] = "interp", 0
                    end = toks[j][1]
                    i = j + 1
                else:
                    end = max(end, e)
                    i += 1
            elif f == top[0]:
                end = e
                i += 1
                if top[1] > 0 and i < n and toks[i][3] == "rawStringPoundDelimiter" and toks[i][0] == e:
                    end = toks[i][1]
                    i += 1
                stack.pop()
                if not stack:
                    out.append((start, end))
            else:  # unterminated: the literal ended before this token
                stack.pop()
                if not stack:
                    out.append((start, end))
        else:
            used, pounds, q = opening(i)
            if used:
                stack.append([q, pounds, "text", 0])
                end = toks[i + used - 1][1]
                i += used
                continue
            if f == "stringSegment":  # a line break ended a single-line literal
                top[2] = "text"
                continue
            end = max(end, e)
            if f == "leftParen":
                top[3] += 1
            elif f == "rightParen":
                if top[3] == 0:
                    top[2] = "text"
                else:
                    top[3] -= 1
            i += 1
    if stack:
        out.append((start, end))
    return out


def split_signs_and_angles(spans, src):
    out = []
    for s, e in spans:
        if e - s > 1 and src[s:e] == b">" * (e - s):
            out.extend((k, k + 1) for k in range(s, e))
        elif e - s > 1 and src[s:s + 1] in (b"#", b"@") and src[s + 1:s + 2] not in (b"#", b"/", b'"', b"@"):
            out.append((s, s + 1))
            out.append((s + 1, e))
        else:
            out.append((s, e))
    return out


def our_tokens(path):
    toks = []
    with open(path) as fh:
        for line in fh:
            a, b, kind = line.split()
            toks.append((int(a), int(b), kind))
    return toks


def overlaps_any(span, starts, spans):
    """Whether `span` overlaps one of `spans` (sorted by start; `starts` their starts)."""
    s, e = span
    k = bisect.bisect_right(starts, s)
    for j in (k - 1, k):
        if 0 <= j < len(spans):
            ts, te = spans[j]
            if ts < e and s < max(te, ts + 1):
                return True
    return False


def compare_file(rel, corpus, oracle_bin, ours_dir, cache):
    path = os.path.join(corpus, rel)
    with open(path, "rb") as fh:
        src = fh.read()
    cached = os.path.join(cache, rel + ".tsv") if cache else None
    if cached and os.path.exists(cached):
        with open(cached, encoding="utf-8", errors="replace") as fh:
            lines = fh.readlines()
    else:
        res = subprocess.run([oracle_bin, "--trivia", path], capture_output=True)
        text = res.stdout.decode("utf-8", "replace")
        if cached:
            os.makedirs(os.path.dirname(cached), exist_ok=True)
            with open(cached, "w", encoding="utf-8") as fh:
                fh.write(text)
        lines = text.splitlines()
    otoks, _ = oracle_tokens(lines)
    expected = split_signs_and_angles(merge_oracle(otoks, src), src)
    ours = our_tokens(os.path.join(ours_dir, rel + ".tok"))
    # Our error tokens for bytes the oracle keeps as trivia (garbage, unterminated
    # comments, conflict regions) overlap none of its tokens. (Its own trivia offsets
    # are unreliable after invalid UTF-8, so they are not used.)
    raw = sorted((s, e) for s, e, c, f in otoks)
    starts = [s for s, e in raw]
    actual = [(s, e) for s, e, k in ours if not (k == "error" and not overlaps_any((s, e), starts, raw))]
    actual = split_signs_and_angles(actual, src)
    if expected == actual:
        return None
    k = 0
    while k < min(len(expected), len(actual)) and expected[k] == actual[k]:
        k += 1
    at = expected[k][0] if k < len(expected) else (actual[k][0] if k < len(actual) else len(src))
    line = src.count(b"\n", 0, at) + 1
    def show(spans):
        return " ".join(repr(src[s:e].decode("utf-8", "replace"))[:40] for s, e in spans[k:k + 4])
    return f"{rel}:{line}: oracle {show(expected)} | ours {show(actual)}"


def main():
    args = sys.argv[1:]
    opts = {"--ours": None, "--trustlint": None, "--oracle-cache": None, "--show": "30", "--jobs": "2"}
    pos = []
    i = 0
    while i < len(args):
        if args[i] in opts:
            opts[args[i]] = args[i + 1]
            i += 2
        else:
            pos.append(args[i])
            i += 1
    if len(pos) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    corpus, oracle_bin = os.path.abspath(pos[0]), os.path.abspath(pos[1])
    ours_dir = opts["--ours"]
    files = []
    for root, dirs, names in os.walk(corpus):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(".swift"):
                files.append(os.path.relpath(os.path.join(root, name), corpus))
    if ours_dir is None and opts["--trustlint"]:
        ours_dir = tempfile.mkdtemp(prefix="trustlint-lexer-")

        def dump(rel):
            target = os.path.join(ours_dir, rel + ".tok")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as fh:
                subprocess.run([opts["--trustlint"], "dump-tokens", os.path.join(corpus, rel)], stdout=fh, check=True)

        with ThreadPoolExecutor(int(opts["--jobs"])) as pool:
            list(pool.map(dump, files))
    if ours_dir is None:
        ours_dir = tempfile.mkdtemp(prefix="trustlint-lexer-")
        package = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        env = dict(os.environ, TRUSTLINT_COMPARE_CORPUS=corpus, TRUSTLINT_COMPARE_OUT=ours_dir)
        subprocess.run(["swift", "test", "-c", "release", "--filter", "TrustLintSyntaxTests.LexerCorpusDumpTests"],
                       cwd=package, env=env, check=True)
    with ThreadPoolExecutor(int(opts["--jobs"])) as pool:
        results = list(pool.map(lambda r: compare_file(r, corpus, oracle_bin, ours_dir, opts["--oracle-cache"]), files))
    bad = [r for r in results if r]
    for r in bad[: int(opts["--show"])]:
        print(r)
    print(f"files: {len(files)}  identical: {len(files) - len(bad)}  different: {len(bad)}")
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
