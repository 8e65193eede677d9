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
    text += rule.rationale.trimmingCharacters(in: .whitespacesAndNewlines) + "\n\n"
    text += "Flagged:\n\n" + indent(rule.flaggedExample) + "\n"
    text += "Clean:\n\n" + indent(rule.cleanExample)
    return text
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
