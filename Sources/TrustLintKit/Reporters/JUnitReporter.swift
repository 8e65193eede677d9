/// JUnit XML for CI test dashboards: one `<testsuite>` per linted file (path order),
/// holding one failing `<testcase>` per finding (every finding fails, whatever its
/// severity; `type` carries the severity) or, for a file without findings, one passing
/// `<testcase name="trustlint">`. The failure text is the xcode-format diagnostic with
/// its notes. The run's I/O problems (a file that cannot be read: exit status 2) come last,
/// as one erroring `<testcase>` each in a `<testsuite name="trustlint">`, so that a dashboard
/// shows why the run failed. No `time` attributes, so output is byte-identical between runs.
public enum JUnitReporter {
  /// The whole document, ending with a newline.
  public static func render(_ report: LintReport) -> String {
    var byFile: [String: [ReportedFinding]] = [:]
    for reported in report.findings { byFile[reported.finding.file, default: []].append(reported) }
    let files = Set(byFile.keys).union(report.cleanFiles).sorted()
    let problems = report.problems
    let total = report.findings.count + files.filter { byFile[$0] == nil }.count + problems.count
    var out = XMLEscaping.header
    out += "<testsuites name=\"trustlint\" tests=\"\(total)\" failures=\"\(report.findings.count)\""
    out += " errors=\"\(problems.count)\">\n"
    for file in files {
      let name = XMLEscaping.escape(file)
      let findings = byFile[file] ?? []
      let tests = max(1, findings.count)
      out += "<testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(findings.count)\" errors=\"0\">\n"
      if findings.isEmpty { out += "<testcase classname=\"\(name)\" name=\"trustlint\"/>\n" }
      for reported in findings {
        let f = reported.finding
        let caseName = XMLEscaping.escape("\(f.rule) at line \(f.line), column \(f.column)")
        var text = "\(f.file):\(f.line):\(f.column): \(f.severity.rawValue): \(f.message) (\(f.rule))"
        for r in f.related { text += "\n\(r.file):\(r.line):\(r.column): note: \(r.message)" }
        out += "<testcase classname=\"\(name)\" name=\"\(caseName)\">\n"
        out += "<failure type=\"\(f.severity.rawValue)\" message=\"\(XMLEscaping.escape(f.message))\">"
        out += XMLEscaping.escape(text) + "</failure>\n</testcase>\n"
      }
      out += "</testsuite>\n"
    }
    if !problems.isEmpty {
      out += "<testsuite name=\"trustlint\" tests=\"\(problems.count)\" failures=\"0\" errors=\"\(problems.count)\">\n"
      for (i, problem) in problems.enumerated() {
        let text = XMLEscaping.escape(problem)
        out += "<testcase classname=\"trustlint\" name=\"run problem \(i + 1)\">\n"
        out += "<error type=\"io\" message=\"\(text)\">\(text)</error>\n</testcase>\n"
      }
      out += "</testsuite>\n"
    }
    return out + "</testsuites>\n"
  }
}
