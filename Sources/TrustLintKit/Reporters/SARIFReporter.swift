import TrustLintRules

/// SARIF 2.1.0 for GitHub code scanning and other viewers; validates against the
/// OASIS schema (`.ci/validate-sarif.py`). Locations are relative, percent-encoded
/// URIs against `originalUriBaseIds.SRCROOT` (the project root as a `file://` URI
/// ending in `/`); a file outside the root gets an absolute `file://` URI instead.
/// Each result has one location, the related locations (leaking exits) with ids
/// 1, 2, …, one code flow per path the finding names (`Finding.paths`: a `try` that throws
/// into a `catch` comes before the `catch`'s leaking exit, a first report before the second),
/// or else one per related location (the path from the primary location to it), and `partialFingerprints["trustlintFingerprint/v1"]` (see `Fingerprint`).
/// Columns count UTF-16 code units, as SARIF's default `columnKind` says (every other format
/// counts UTF-8 bytes; the two differ only after non-ASCII text on the line). Pretty-printed.
public enum SARIFReporter {
  /// Key of our fingerprint in `partialFingerprints`; bump the version if the hash changes.
  public static let fingerprintKey = "trustlintFingerprint/v1"

  /// The whole log, ending with a newline.
  public static func render(_ report: LintReport) -> String {
    document(report).rendered(pretty: true) + "\n"
  }

  /// The log as a value.
  public static func document(_ report: LintReport) -> JSONText {
    let rules = ruleList(report)
    var ruleIndex: [String: Int] = [:]
    for (i, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = i }
    let results = report.findings.map { result($0, ruleIndex: ruleIndex, paths: report.paths) }
    let driver: JSONText = .object([
      ("name", .string("trustlint")), ("version", .string(report.toolVersion)),
      ("informationUri", .string(LintReport.informationURI)), ("rules", .array(rules.map(ruleEntry))),
    ])
    let root = URIEncoding.fileURI(forAbsolutePath: report.paths.root, directory: true)
    var members: [(String, JSONText)] = [
      ("tool", .object([("driver", driver)])),
      ("originalUriBaseIds", .object([("SRCROOT", .object([("uri", .string(root))]))])),
      ("results", .array(results)),
    ]
    if let invocation = invocation(report) { members.append(("invocations", .array([invocation]))) }
    let run: JSONText = .object(members)
    return .object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ])
  }

  /// The run's problems (a file that cannot be read) and remarks (a file that does not parse)
  /// as tool execution notifications, so that code scanning shows them beside the results;
  /// `executionSuccessful` is false when a problem made the run exit 2. Nil for a run with
  /// neither: its log stays as it was.
  static func invocation(_ report: LintReport) -> JSONText? {
    guard !report.problems.isEmpty || !report.runNotes.isEmpty else { return nil }
    let notify = { (level: String, text: String) -> JSONText in
      .object([("level", .string(level)), ("message", .object([("text", .string(text))]))])
    }
    let notifications = report.problems.map { notify("error", $0) } + report.runNotes.map { notify("note", $0) }
    return .object([
      ("executionSuccessful", .bool(report.problems.isEmpty)),
      ("toolExecutionNotifications", .array(notifications)),
    ])
  }

  /// The described rules in the given order, then rules that have findings but no
  /// description (sorted), so that every result has a valid `ruleIndex`.
  static func ruleList(_ report: LintReport) -> [RuleDescription] {
    var rules = report.rules
    let described = Set(rules.map(\.id))
    let missing = Set(report.findings.map(\.finding.rule)).subtracting(described).sorted()
    for id in missing {
      let severity = report.findings.first { $0.finding.rule == id }?.finding.severity ?? .warning
      rules.append(
        RuleDescription(
          id: id, defaultSeverity: severity, summary: id, rationale: "trustlint rule \(id).", flaggedExample: "",
          cleanExample: ""))
    }
    return rules
  }

  static func ruleEntry(_ rule: RuleDescription) -> JSONText {
    var text = rule.rationale
    var markdown = rule.rationale
    if !rule.flaggedExample.isEmpty {
      text += "\n\nFlagged:\n\n" + rule.flaggedExample
      markdown += "\n\nFlagged:\n\n```swift\n" + rule.flaggedExample + "\n```"
    }
    if !rule.cleanExample.isEmpty {
      text += "\n\nClean:\n\n" + rule.cleanExample
      markdown += "\n\nClean:\n\n```swift\n" + rule.cleanExample + "\n```"
    }
    return .object([
      ("id", .string(rule.id)), ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.rationale))])),
      ("help", .object([("text", .string(text)), ("markdown", .string(markdown))])),
      ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
    ])
  }

  static func result(_ reported: ReportedFinding, ruleIndex: [String: Int], paths: ReportPaths) -> JSONText {
    let f = reported.finding
    let columns = reported.utf16Columns
    let primary = physicalLocation(file: f.file, line: f.line, column: columns.primary, paths: paths)
    var members: [(String, JSONText)] = [
      ("ruleId", .string(f.rule)), ("ruleIndex", .int(ruleIndex[f.rule] ?? 0)),
      ("level", .string(f.severity.rawValue)), ("message", .object([("text", .string(f.message))])),
      ("locations", .array([.object([("physicalLocation", primary)])])),
    ]
    if !f.related.isEmpty {
      let related: [JSONText] = f.related.enumerated().map { i, r in
        .object([
          ("id", .int(i + 1)),
          ("physicalLocation", physicalLocation(file: r.file, line: r.line, column: columns.related[i], paths: paths)),
          ("message", .object([("text", .string(r.message))])),
        ])
      }
      let start: JSONText = .object([
        ("location", .object([("physicalLocation", primary), ("message", .object([("text", .string(f.message))]))]))
      ])
      func step(_ i: Int) -> JSONText {
        let r = f.related[i]
        return .object([
          (
            "location",
            .object([
              (
                "physicalLocation",
                physicalLocation(file: r.file, line: r.line, column: columns.related[i], paths: paths)
              ),
              ("message", .object([("text", .string(r.message))])),
            ])
          )
        ])
      }
      let flows: [JSONText] = flowPaths(f).map { path in
        let locations = path.map { s -> JSONText in
          if case .related(let i) = s { return step(i) }
          return start
        }
        return .object([("threadFlows", .array([.object([("locations", .array(locations))])]))])
      }
      members.append(("relatedLocations", .array(related)))
      members.append(("codeFlows", .array(flows)))
    }
    members.append(("partialFingerprints", .object([(fingerprintKey, .string(reported.fingerprint))])))
    return .object(members)
  }

  /// The finding's paths in program order (`Finding.paths`); without them, one path per
  /// related location from the primary location to it. Steps naming no related location are
  /// dropped, so a flow never points at a location the result does not list.
  static func flowPaths(_ f: Finding) -> [[PathStep]] {
    let valid = f.paths.map { path in
      path.filter { s in
        if case .related(let i) = s { return f.related.indices.contains(i) }
        return true
      }
    }.filter { $0.count > 1 }
    if !valid.isEmpty { return valid }
    return f.related.indices.map { [.primary, .related($0)] }
  }

  static func physicalLocation(file: String, line: Int, column: Int, paths: ReportPaths) -> JSONText {
    let relative = paths.relative(file)
    let artifact: JSONText
    if relative.hasPrefix("/") {
      artifact = .object([("uri", .string(URIEncoding.fileURI(forAbsolutePath: relative, directory: false)))])
    } else {
      artifact = .object([("uri", .string(URIEncoding.encodePath(relative))), ("uriBaseId", .string("SRCROOT"))])
    }
    return .object([
      ("artifactLocation", artifact),
      ("region", .object([("startLine", .int(max(1, line))), ("startColumn", .int(max(1, column)))])),
    ])
  }
}

/// Percent-encoding of paths for URIs (RFC 3986): every byte except unreserved
/// characters (`A–Z a–z 0–9 - . _ ~`) and the `/` separator becomes `%XX`, so spaces,
/// `%`, `#`, `?`, `:` and non-ASCII names survive any URI parser. A file name that is not
/// valid UTF-8 (kept by `RawPath` as private-use scalars) is encoded as its own bytes, so
/// the URI names the file on disk.
public enum URIEncoding {
  /// The path with each byte outside the unreserved set and `/` percent-encoded.
  public static func encodePath(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(path.utf8.count)
    for b in RawPath.systemBytes(path) {
      switch b {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.append(b)
      default:
        out.append(UInt8(ascii: "%"))
        out.append(hex[Int(b >> 4)])
        out.append(hex[Int(b & 15)])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `file:///…` for an absolute path; with `directory`, the URI ends in `/`.
  public static func fileURI(forAbsolutePath path: String, directory: Bool) -> String {
    var uri = "file://" + encodePath(path.hasPrefix("/") ? path : "/" + path)
    if directory && !uri.hasSuffix("/") { uri += "/" }
    return uri
  }
}
