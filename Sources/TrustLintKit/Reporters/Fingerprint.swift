import TrustLintRules
import TrustLintSyntax

/// Stable identities for findings, used by baselines, SARIF `partialFingerprints`
/// and GitLab. A fingerprint hashes the rule id, the root-relative path, the text of
/// the finding's line (ends trimmed, inner whitespace runs collapsed to one space),
/// the enclosing declaration's name, and the finding's index among earlier findings
/// of the file with that same key, hashed with FNV-1a and a final mix (`mix`). Line and column numbers and the message (which
/// names line numbers) are left out on purpose: inserting or deleting lines elsewhere
/// in the file, or re-indenting, does not change it.
public enum Fingerprint {
  /// 64-bit FNV-1a: small, fast, and the same on every platform (no CryptoKit on Linux).
  /// Not cryptographic; collisions among a project's findings are vanishingly unlikely.
  public static func fnv1a64<S: Sequence>(_ bytes: S, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64
  where S.Element == UInt8 {
    var hash = seed
    for b in bytes {
      hash ^= UInt64(b)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// MurmurHash3's 64-bit finaliser: FNV-1a alone barely stirs the high bits for a
  /// change in the last byte (the occurrence index), so fingerprints of repeated lines
  /// would look alike; after mixing, every input bit affects every output bit.
  public static func mix(_ value: UInt64) -> UInt64 {
    var h = value
    h ^= h >> 33
    h = h &* 0xff51_afd7_ed55_8ccd
    h ^= h >> 33
    h = h &* 0xc4ce_b9fe_1a85_ec53
    h ^= h >> 33
    return h
  }

  /// `value` as 16 lowercase hex digits.
  public static func hex(_ value: UInt64) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out = [UInt8](repeating: 0, count: 16)
    for i in 0..<16 { out[i] = digits[Int((value >> UInt64(60 - 4 * i)) & 15)] }
    return String(decoding: out, as: UTF8.self)
  }

  /// The line text as fingerprints see it: leading and trailing whitespace removed,
  /// every inner run of spaces and tabs replaced by one space.
  public static func normalizedLine<C: Collection>(_ line: C) -> [UInt8] where C.Element == UInt8 {
    var out: [UInt8] = []
    out.reserveCapacity(line.count)
    var pendingSpace = false
    for b in line {
      if b == 32 || b == 9 || b == 10 || b == 13 || b == 11 || b == 12 {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace { out.append(32) }
      pendingSpace = false
      out.append(b)
    }
    return out
  }

  /// Fingerprints `findings` (of any number of files). `lineText(file, line)` returns
  /// the bytes of a 1-based line of `Finding.file` (empty when unknown). The result is
  /// sorted with `ReportedFinding.ordered`; occurrence indices follow that order.
  public static func assign(
    _ findings: [Finding], paths: ReportPaths, lineText: (_ file: String, _ line: Int) -> [UInt8]
  ) -> [ReportedFinding] {
    let sorted = findings.sorted(by: Finding.ordered)
    // Many findings can share one line (a minified or generated file is one huge line): each
    // line is read, normalized and hashed once, so the cost stays linear in the input. The
    // key is hashed in pieces (FNV-1a is a left fold), which gives the same value as hashing
    // it whole; occurrences are counted per distinct line text.
    var lines: [LineKey: (text: Int, bytes: [UInt8])] = [:]
    var texts: [[UInt8]: Int] = [:]
    var prefixes: [PrefixKey: UInt64] = [:]
    var seen: [OccurrenceKey: Int] = [:]
    var utf16 = UTF16Columns()
    var out: [ReportedFinding] = []
    out.reserveCapacity(sorted.count)
    for finding in sorted {
      let lineKey = LineKey(file: finding.file, line: finding.line)
      let line: (text: Int, bytes: [UInt8])
      if let known = lines[lineKey] {
        line = known
      } else {
        let bytes = normalizedLine(lineText(finding.file, finding.line))
        let text = texts[bytes] ?? texts.count
        texts[bytes] = text
        line = (text, bytes)
        lines[lineKey] = line
      }
      let path = paths.relative(finding.file)
      let prefixKey = PrefixKey(rule: finding.rule, path: path, text: line.text)
      let state: UInt64
      if let known = prefixes[prefixKey] {
        state = known
      } else {
        var prefix: [UInt8] = []
        append(finding.rule, to: &prefix)
        append(path, to: &prefix)
        state = fnv1a64(line.bytes + [0], seed: fnv1a64(prefix))
        prefixes[prefixKey] = state
      }
      let occurrenceKey = OccurrenceKey(prefix: prefixKey, declaration: finding.enclosingDeclaration)
      let occurrence = seen[occurrenceKey, default: 0]
      seen[occurrenceKey] = occurrence + 1
      var rest: [UInt8] = []
      append(finding.enclosingDeclaration, to: &rest)
      append(String(occurrence), to: &rest)
      let columns = (
        primary: utf16.column(finding.file, finding.line, byteColumn: finding.column, lineText),
        related: finding.related.map { utf16.column($0.file, $0.line, byteColumn: $0.column, lineText) }
      )
      out.append(
        ReportedFinding(finding: finding, fingerprint: hex(mix(fnv1a64(rest, seed: state))), utf16Columns: columns))
    }
    return out
  }

  /// One line of one file, as findings name it.
  private struct LineKey: Hashable {
    var file: String
    var line: Int
  }

  /// Rule, root-relative path and interned normalized line text: the hashed prefix of a key.
  private struct PrefixKey: Hashable {
    var rule: String
    var path: String
    var text: Int
  }

  /// Everything of a key but the occurrence index.
  private struct OccurrenceKey: Hashable {
    var prefix: PrefixKey
    var declaration: String
  }

  /// Fingerprints `findings` whose files are among `sources` (keyed by `Finding.file`).
  public static func assign(
    _ findings: [Finding], paths: ReportPaths, sources: [String: SourceFile]
  ) -> [ReportedFinding] {
    assign(findings, paths: paths) { file, line in
      guard let source = sources[file] else { return [] }
      let starts = source.lineStarts
      guard line >= 1, line <= starts.count else { return [] }
      let start = Int(starts[line - 1])
      let end = line < starts.count ? Int(starts[line]) : source.bytes.count
      return Array(source.bytes[start..<end])
    }
  }

  // A NUL after each field keeps ("ab", "c") and ("a", "bc") apart.
  private static func append(_ s: String, to key: inout [UInt8]) {
    key.append(contentsOf: s.utf8)
    key.append(0)
  }
}
