import Foundation
import TrustLintRules

/// How `rules` and `explain` show rule descriptions.
enum RuleText {
  /// An aligned table: id, default severity, summary; one rule a line.
  static func table(_ rules: [RuleDescription]) -> String {
    let idWidth = max(4, rules.map(\.id.count).max() ?? 0)
    var text = pad("RULE", idWidth) + "  " + pad("SEVERITY", 8) + "  SUMMARY\n"
    for rule in rules {
      text += pad(rule.id, idWidth) + "  " + pad(rule.defaultSeverity.rawValue, 8) + "  " + rule.summary + "\n"
    }
    return text
  }

  /// `{"rules":[{"id","severity","summary"}]}`, one rule a line, in registry order.
  static func json(_ rules: [RuleDescription]) -> String {
    let lines = rules.map { rule in
      "    {\"id\": \(quote(rule.id)), \"severity\": \(quote(rule.defaultSeverity.rawValue)), "
        + "\"summary\": \(quote(rule.summary))}"
    }
    return "{\n  \"rules\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
  }

  /// The `explain` page: title, severity, rationale, then the two examples.
  static func explanation(_ rule: RuleDescription) -> String {
    var text = "\(rule.id) (\(rule.defaultSeverity.rawValue))\n"
    text += String(repeating: "=", count: rule.id.count + rule.defaultSeverity.rawValue.count + 3) + "\n\n"
    text += sentence(rule.summary) + "\n\n"
    text += wrap(rule.rationale, width: width) + "\n\n"
    text += "Flagged:\n\n" + indent(rule.flaggedExample) + "\n"
    text += "Clean:\n\n" + indent(rule.cleanExample)
    return text
  }

  /// Column at which `explain` wraps prose (code examples are never wrapped).
  static let width = 88

  /// Prose wrapped at `width` columns: paragraphs (separated by blank lines) are refilled;
  /// list items (`- `, `* `, `1. `) start a new line and continue under their text.
  static func wrap(_ prose: String, width: Int) -> String {
    let paragraphs = prose.trimmingCharacters(in: .whitespacesAndNewlines)
      .components(separatedBy: "\n\n")
    return paragraphs.map { paragraph in
      var items: [String] = []
      for line in paragraph.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if items.isEmpty || bulletWidth(trimmed) > 0 {
          items.append(trimmed)
        } else {
          items[items.count - 1] += " " + trimmed
        }
      }
      return items.map { fill($0, width: width, indent: bulletWidth($0)) }.joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// Width of a list marker that starts `line` (`- ` is 2, `12. ` is 4), or 0.
  private static func bulletWidth(_ line: String) -> Int {
    if line.hasPrefix("- ") || line.hasPrefix("* ") { return 2 }
    let digits = line.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") { return digits.count + 2 }
    return 0
  }

  /// One item filled to `width`, continuation lines indented by `indent` spaces. A word longer
  /// than the line stays whole.
  private static func fill(_ item: String, width: Int, indent: Int) -> String {
    var lines: [String] = []
    var current = ""
    for word in item.split(separator: " ", omittingEmptySubsequences: true) {
      if current.isEmpty {
        current = (lines.isEmpty ? "" : String(repeating: " ", count: indent)) + word
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(repeating: " ", count: indent) + word
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.joined(separator: "\n")
  }

  /// The summary as a sentence: capital first letter, final period.
  static func sentence(_ summary: String) -> String {
    guard let first = summary.first else { return summary }
    return first.uppercased() + summary.dropFirst() + (summary.hasSuffix(".") ? "" : ".")
  }

  /// Code indented by four spaces, with a final newline.
  static func indent(_ code: String) -> String {
    code.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
  }

  private static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
  }

  /// A JSON string literal.
  static func quote(_ s: String) -> String {
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
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
