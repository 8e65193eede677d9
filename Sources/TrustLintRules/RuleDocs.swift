import Foundation

/// Renders rule descriptions for people and tools: the `trustlint rules` list (text and JSON),
/// `trustlint explain RULE`, and the README's rule table. Every text comes from the
/// `RuleDescription`s, so documentation cannot drift from the rules.
public enum RuleDocs {
  /// `trustlint rules`: one line per rule, `id  severity  summary`, columns aligned.
  public static func listText(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
    let idWidth = descriptions.map { $0.id.count }.max() ?? 0
    let severityWidth = descriptions.map { $0.defaultSeverity.rawValue.count }.max() ?? 0
    var out = ""
    for d in descriptions {
      out += pad(d.id, idWidth) + "  " + pad(d.defaultSeverity.rawValue, severityWidth) + "  " + d.summary + "\n"
    }
    return out
  }

  /// `trustlint rules --format json`: `{"version":1,"rules":[{"id","severity","summary"}]}` with a
  /// trailing newline, keys in a fixed order.
  public static func listJSON(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
    let rules = descriptions.map { d in
      "{\"id\":\(json(d.id)),\"severity\":\(json(d.defaultSeverity.rawValue)),\"summary\":\(json(d.summary))}"
    }
    return "{\"version\":1,\"rules\":[" + rules.joined(separator: ",") + "]}\n"
  }

  /// `trustlint explain RULE`, or nil for an unknown rule id.
  public static func explain(_ id: String, in descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String? {
    descriptions.first { $0.id == id }.map(explainText)
  }

  /// The rationale and both examples of one rule, wrapped for a terminal.
  public static func explainText(_ d: RuleDescription) -> String {
    var out = "\(d.id) (\(d.defaultSeverity.rawValue))\n"
    out += d.summary + "\n\n"
    for paragraph in paragraphs(d.rationale) { out += wrap(paragraph, width: 100) + "\n\n" }
    out += "Flagged:\n\n" + indent(d.flaggedExample) + "\n"
    out += "Clean:\n\n" + indent(d.cleanExample)
    return out
  }

  /// The README's table of rules in Markdown.
  public static func markdownTable(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
    var out = "| Rule | Default severity | What it reports |\n|---|---|---|\n"
    for d in descriptions {
      out += "| `\(d.id)` | \(d.defaultSeverity.rawValue) | \(markdownCell(d.summary)) |\n"
    }
    return out
  }

  // MARK: Helpers

  /// Paragraphs separated by blank lines, each joined to one line.
  static func paragraphs(_ text: String) -> [String] {
    var result: [String] = []
    var current: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty {
        if !current.isEmpty { result.append(current.joined(separator: " ")) }
        current = []
      } else {
        current.append(trimmed)
      }
    }
    if !current.isEmpty { result.append(current.joined(separator: " ")) }
    return result
  }

  /// Greedy word wrap that keeps a short `code span` on one line; a word longer than the
  /// width gets a line of its own.
  static func wrap(_ text: String, width: Int) -> String {
    var words: [String] = []
    var open: String?
    for word in text.split(separator: " ").map(String.init) {
      let ticks = word.filter { $0 == "`" }.count
      if let span = open {
        let joined = span + " " + word
        open = ticks % 2 == 1 ? nil : joined
        if open == nil { words.append(joined) }
      } else if ticks % 2 == 1 {
        open = word
      } else {
        words.append(word)
      }
    }
    if let span = open { words.append(span) }
    var lines: [String] = []
    var line = ""
    for word in words.flatMap({ $0.count > width ? $0.split(separator: " ").map(String.init) : [$0] }) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  private static func indent(_ code: String) -> String {
    var out = ""
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      out += line.isEmpty ? "\n" : "    " + line + "\n"
    }
    while out.hasSuffix("\n\n") { out.removeLast() }
    return out
  }

  private static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
  }

  private static func markdownCell(_ s: String) -> String {
    s.replacingOccurrences(of: "|", with: "\\|")
  }

  /// A JSON string literal (RFC 8259 escapes).
  static func json(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
