/// One recorded finding: matched by rule, root-relative file and fingerprint; the
/// message is only for people reading the file.
public struct BaselineEntry: Sendable, Hashable {
  /// The rule id.
  public var rule: String
  /// The file, relative to the project root.
  public var file: String
  /// `ReportedFinding.fingerprint`.
  public var fingerprint: String
  /// The finding's message when it was recorded.
  public var message: String
  /// An entry.
  public init(rule: String, file: String, fingerprint: String, message: String) {
    self.rule = rule
    self.file = file
    self.fingerprint = fingerprint
    self.message = message
  }
}

/// A baseline file that cannot be used: `path:line: message`.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The baseline file as named to the parser.
  public var path: String
  /// Line of the problem.
  public var line: Int
  /// What is wrong.
  public var message: String
  /// `path:line: message`.
  public var description: String { "\(path):\(line): \(message)" }
}

/// What `Baseline.filter` returns.
public struct BaselineFilterResult: Sendable, Equatable {
  /// Findings no entry matched, in input order.
  public var kept: [ReportedFinding]
  /// How many findings entries hid.
  public var hiddenCount: Int
  /// Entries that matched no finding (fixed, or their line changed), in file order.
  public var stale: [BaselineEntry]
}

/// Today's findings, recorded so that a legacy app can adopt the gate now and pay the
/// debt down (`--write-baseline`, `--baseline`). Matching ignores line numbers: an
/// entry keeps hiding its finding when lines are inserted or removed elsewhere.
///
/// File format (pretty JSON, deterministic, entries in report order):
/// `{"version": 1, "findings": [{"rule", "file", "fingerprint", "message"}]}`.
public struct Baseline: Sendable, Equatable {
  /// The entries, in the order they are written.
  public var entries: [BaselineEntry]

  /// A baseline of these entries, in this order.
  public init(entries: [BaselineEntry]) { self.entries = entries }

  /// A baseline of `findings` (as fingerprinted by `Fingerprint.assign`), files relative
  /// to `paths.root`, ordered by relative file and then as reports order findings.
  public init(findings: [ReportedFinding], paths: ReportPaths) {
    let ordered = findings.sorted(by: ReportedFinding.ordered).map { reported in
      BaselineEntry(
        rule: reported.finding.rule, file: paths.relative(reported.finding.file), fingerprint: reported.fingerprint,
        message: reported.finding.message)
    }
    // Stable: keeps report order within a file.
    entries = ordered.enumerated().sorted { a, b in
      a.element.file != b.element.file ? a.element.file < b.element.file : a.offset < b.offset
    }.map(\.element)
  }

  /// The file's text, ending with a newline.
  public func serialized() -> String {
    let findings: [JSONText] = entries.map { e in
      .object([
        ("rule", .string(e.rule)), ("file", .string(e.file)), ("fingerprint", .string(e.fingerprint)),
        ("message", .string(e.message)),
      ])
    }
    return JSONText.object([("version", .int(1)), ("findings", .array(findings))]).rendered(pretty: true) + "\n"
  }

  /// Reads a baseline file; `path` names it in errors. Unknown keys, wrong types and
  /// versions other than 1 are errors, as in the configuration.
  public static func parse(_ bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
    let root: JSONNode
    switch LineJSON.parse(bytes) {
    case .success(let node): root = node
    case .failure(let e): throw BaselineError(path: path, line: e.line, message: e.message)
    }
    func fail(_ line: Int, _ message: String) -> BaselineError {
      BaselineError(path: path, line: line, message: message)
    }
    guard case .object(let members) = root.value else {
      throw fail(root.line, "a baseline must be a JSON object, found \(root.value.kindName)")
    }
    var version: Int?
    var entries: [BaselineEntry]?
    for member in members {
      switch (member.key, member.value.value) {
      case ("version", .number(let n)):
        guard n == "1" else {
          throw fail(member.value.line, "unsupported baseline version \(n); this trustlint reads 1")
        }
        version = 1
      case ("findings", .array(let items)):
        entries = []
        for (i, item) in items.enumerated() { entries!.append(try entry(item, index: i, fail: fail)) }
      case ("version", _), ("findings", _):
        let expected = member.key == "version" ? "the number 1" : "an array"
        throw fail(member.value.line, "'\(member.key)' must be \(expected), found \(member.value.value.kindName)")
      default:
        throw fail(member.line, "unknown key '\(member.key)' in a baseline")
      }
    }
    guard version != nil else { throw fail(root.line, "a baseline needs \"version\": 1") }
    guard let entries else { throw fail(root.line, "a baseline needs a 'findings' array") }
    return Baseline(entries: entries)
  }

  private static func entry(
    _ node: JSONNode, index: Int, fail: (Int, String) -> BaselineError
  ) throws(BaselineError) -> BaselineEntry {
    guard case .object(let members) = node.value else {
      throw fail(node.line, "'findings[\(index)]' must be an object, found \(node.value.kindName)")
    }
    var fields: [String: String] = [:]
    for member in members {
      guard ["rule", "file", "fingerprint", "message"].contains(member.key) else {
        throw fail(member.line, "unknown key '\(member.key)' in 'findings[\(index)]'")
      }
      guard case .string(let s) = member.value.value else {
        throw fail(member.value.line, "'findings[\(index)].\(member.key)' must be a string")
      }
      fields[member.key] = s
    }
    for key in ["rule", "file", "fingerprint"] where fields[key] == nil {
      throw fail(node.line, "'findings[\(index)]' has no '\(key)'")
    }
    return BaselineEntry(
      rule: fields["rule"]!, file: fields["file"]!, fingerprint: fields["fingerprint"]!,
      message: fields["message"] ?? "")
  }

  private struct Key: Hashable {
    var rule: String
    var file: String
    var fingerprint: String
  }

  /// Hides findings that match an entry by rule, root-relative file and fingerprint. Entries
  /// count as a multiset: two identical entries hide two identical findings, not three.
  public func filter(_ findings: [ReportedFinding], paths: ReportPaths) -> BaselineFilterResult {
    var available: [Key: Int] = [:]
    for e in entries { available[Key(rule: e.rule, file: e.file, fingerprint: e.fingerprint), default: 0] += 1 }
    var consumed: [Key: Int] = [:]
    var kept: [ReportedFinding] = []
    for reported in findings {
      let key = Key(
        rule: reported.finding.rule, file: paths.relative(reported.finding.file), fingerprint: reported.fingerprint)
      let used = consumed[key, default: 0]
      if used < available[key, default: 0] {
        consumed[key] = used + 1
      } else {
        kept.append(reported)
      }
    }
    var stale: [BaselineEntry] = []
    for e in entries {
      let key = Key(rule: e.rule, file: e.file, fingerprint: e.fingerprint)
      if let n = consumed[key], n > 0 {
        consumed[key] = n - 1
      } else {
        stale.append(e)
      }
    }
    return BaselineFilterResult(kept: kept, hiddenCount: findings.count - kept.count, stale: stale)
  }

  /// The one note about stale entries, e.g. `2 entries of ci/baseline.json no longer
  /// match a finding (fixed, or their line changed): …`; nil when there are none.
  public static func staleNote(_ stale: [BaselineEntry], baselinePath: String) -> String? {
    guard !stale.isEmpty else { return nil }
    let files = Set(stale.map(\.file)).sorted()
    let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
    let count = stale.count == 1 ? "1 entry" : "\(stale.count) entries"
    let verb = stale.count == 1 ? "matches" : "match"
    return "\(count) of \(baselinePath) no longer \(verb) a finding (fixed, or the line changed) in \(shown); "
      + "rewrite it with --write-baseline to pay the debt down"
  }
}
