/// Checkstyle XML (read by Jenkins warnings-ng, reviewdog, Danger and many CI tools):
/// one `<file name="…">` per file with findings, in path order, each holding
/// `<error line column severity message source>` elements. Severities: `error`,
/// `warning`, and `info` for notes; `source` is `trustlint.<rule_id>`. Related
/// locations are appended to the message as `(path:line:column: message)`. Paths are
/// printed as the engine names the files; all values are XML-escaped.
public enum CheckstyleReporter {
  /// The whole document, ending with a newline.
  public static func render(_ report: LintReport) -> String {
    var out = XMLEscaping.header + "<checkstyle version=\"4.3\">\n"
    var currentFile: String?
    for reported in report.findings {
      let f = reported.finding
      if f.file != currentFile {
        if currentFile != nil { out += "</file>\n" }
        out += "<file name=\"\(XMLEscaping.escape(f.file))\">\n"
        currentFile = f.file
      }
      let severity = f.severity == .note ? "info" : f.severity.rawValue
      var message = f.message
      for r in f.related { message += " (\(r.file):\(r.line):\(r.column): \(r.message))" }
      out += "<error line=\"\(f.line)\" column=\"\(f.column)\" severity=\"\(severity)\""
      out += " message=\"\(XMLEscaping.escape(message))\" source=\"trustlint.\(XMLEscaping.escape(f.rule))\"/>\n"
    }
    if currentFile != nil { out += "</file>\n" }
    return out + "</checkstyle>\n"
  }
}
