import TrustLintSyntax

/// What a `catch` clause catches: the lowering of `do`/`catch` asks whether a clause takes
/// every error (a `try` inside cannot leave) or every insight error, and the outcome walker asks
/// the same to know which catches an insight failure reaches (one answer for both, so a path
/// the graph says cannot throw is never an insight-failure branch).
extension GraphBuilder {
  /// `catch let e as InsightError`, `catch is InsightError` (without `where`, the type maybe
  /// qualified by the module): every error of `Result<Value, InsightError>.get()`.
  static func catchesInsightErrors(_ clause: CatchClause) -> Bool {
    clause.items.contains { item in
      guard item.whereClause == nil else { return false }
      let type: TypeRef
      switch item.pattern {
      case .cast(.binding, let t), .cast(.wildcard, let t), .isType(let t): type = t
      default: return false
      }
      return type.text == "InsightError" || type.text == "TrustInsights.InsightError"
    }
  }

  /// `catch`, `catch let e`, `catch _`, `catch let e as Error`, `catch _ as Error`, `catch is
  /// Error` (without `where`; `any Error`, `(any Error)` or `Swift.Error` alike) catch every
  /// error, and so does `catch let e as NSError`: on Apple platforms every Swift error bridges
  /// to `NSError`, so the cast always succeeds (the compiler accepts such a clause as
  /// exhaustive, and iOS code writes it to read `domain` and `code`).
  static func catchesEverything(_ clause: CatchClause) -> Bool {
    if clause.items.isEmpty { return true }
    return clause.items.contains { item in
      guard item.whereClause == nil else { return false }
      switch item.pattern {
      case .binding, .wildcard: return true
      case .cast(.binding, let t), .cast(.wildcard, let t), .isType(let t): return isEveryError(t)
      default: return false
      }
    }
  }

  /// Whether a type written in a `catch` pattern is one every error has: `Error` (`any`,
  /// `Swift.`, parenthesized) or `NSError`.
  static func isEveryError(_ t: TypeRef) -> Bool {
    var text = Substring(t.text)
    while text.hasPrefix("("), text.hasSuffix(")") {
      text = text.dropFirst().dropLast().drop(while: { $0 == " " })
      while text.hasSuffix(" ") { text = text.dropLast() }
    }
    switch text {
    case "Error", "any Error", "Swift.Error", "any Swift.Error", "NSError", "Foundation.NSError": return true
    default: return false
    }
  }
}
