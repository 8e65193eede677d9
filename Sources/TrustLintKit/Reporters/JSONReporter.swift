/// Machine-readable output (DESIGN.md "json"):
/// `{"version":1,"findings":[{"rule","severity","message","file","line","column",
/// "related":[{"file","line","column","message"}],"fingerprint"}],"summary":{…}}`.
/// Keys in exactly that order; pretty-printed with two-space indentation (readable
/// and diff-friendly; `jq -c` compacts it), ending with a newline. `file` paths are
/// relative to the project root, so the output is the same wherever the run starts.
/// `summary` holds `filesLinted`, `filesUsingTrustInsights`, `errors`, `warnings`,
/// `notes`, and `problems` (the run's I/O problems, a file that cannot be read, as standard
/// error words them; present only when there are any, so that exit status 2 is explained in
/// the report a CI step keeps); the duration is left out so that output is byte-identical
/// between runs.
public enum JSONReporter {
  /// The whole document.
  public static func render(_ report: LintReport) -> String {
    document(report).rendered(pretty: true) + "\n"
  }

  /// The document as a value (also used by tests).
  public static func document(_ report: LintReport) -> JSONText {
    let paths = report.paths
    let findings: [JSONText] = report.findings.map { reported in
      let f = reported.finding
      let related: [JSONText] = f.related.map { r in
        .object([
          ("file", .string(paths.relative(r.file))), ("line", .int(r.line)), ("column", .int(r.column)),
          ("message", .string(r.message)),
        ])
      }
      return .object([
        ("rule", .string(f.rule)), ("severity", .string(f.severity.rawValue)), ("message", .string(f.message)),
        ("file", .string(paths.relative(f.file))), ("line", .int(f.line)), ("column", .int(f.column)),
        ("related", .array(related)), ("fingerprint", .string(reported.fingerprint)),
      ])
    }
    var counts: [(String, JSONText)] = [
      ("filesLinted", .int(report.summary.filesLinted)),
      ("filesUsingTrustInsights", .int(report.summary.filesUsingTrustInsights)),
      ("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))),
      ("notes", .int(report.count(.note))),
    ]
    if !report.problems.isEmpty { counts.append(("problems", .array(report.problems.map { .string($0) }))) }
    let summary: JSONText = .object(counts)
    return .object([("version", .int(1)), ("findings", .array(findings)), ("summary", summary)])
  }
}
