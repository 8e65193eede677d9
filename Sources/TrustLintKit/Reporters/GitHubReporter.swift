/// GitHub Actions workflow commands, which become annotations on pull requests:
/// `::error file=…,line=…,col=…,title=…::message` (`::warning`, and `::notice` for
/// notes). The title is the rule id; related locations follow the message on their own
/// lines (`path:line:column: message`). Escaping is GitHub's (actions/toolkit): in the
/// message `%`, CR and LF become `%25`, `%0D`, `%0A`; in properties also `:` and `,`
/// become `%3A` and `%2C`.
///
/// `file=` is the absolute path: the Actions runner turns an absolute path inside the
/// repository into a repository-relative one, but roots a relative path at the workspace,
/// so a path relative to a step's `working-directory` (a project in a subfolder) would point
/// at a file that does not exist and the annotation would lose its place. Related locations in
/// the message keep the names the engine gives them (text for people).
public enum GitHubReporter {
  /// One command per finding, each ending with a newline.
  public static func render(_ report: LintReport) -> String {
    var out = ""
    for reported in report.findings {
      let f = reported.finding
      let command: String
      switch f.severity {
      case .error: command = "error"
      case .warning: command = "warning"
      case .note: command = "notice"
      }
      var message = f.message
      for r in f.related { message += "\n\(r.file):\(r.line):\(r.column): \(r.message)" }
      let file = report.paths.absolute(f.file)
      out += "::\(command) file=\(escapeProperty(file)),line=\(f.line),col=\(f.column)"
      out += ",title=\(escapeProperty(f.rule))::\(escapeData(message))\n"
    }
    return out
  }

  /// Escapes a command's message.
  public static func escapeData(_ s: String) -> String { escape(s, property: false) }

  /// Escapes a property value (`file`, `title`).
  public static func escapeProperty(_ s: String) -> String { escape(s, property: true) }

  private static func escape(_ s: String, property: Bool) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(s.utf8.count)
    for b in s.utf8 {
      switch b {
      case UInt8(ascii: "%"): out.append(contentsOf: Array("%25".utf8))
      case 13: out.append(contentsOf: Array("%0D".utf8))
      case 10: out.append(contentsOf: Array("%0A".utf8))
      case UInt8(ascii: ":") where property: out.append(contentsOf: Array("%3A".utf8))
      case UInt8(ascii: ",") where property: out.append(contentsOf: Array("%2C".utf8))
      default: out.append(b)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
