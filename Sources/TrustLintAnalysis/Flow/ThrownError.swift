import TrustLintSyntax

/// What a `throw` statement throws, when the statement names its type: `throw
/// CancellationError()`, `throw ReviewError.cancelled`, `throw ReviewError.failed(reason)`.
/// A `catch` clause that matches that type (`catch is ReviewError`, `catch let e as
/// ReviewError`) or that case (`catch ReviewError.cancelled`, with any bindings of its
/// payload) takes every such error, so the `throw` does not leave the `do` through it.
/// A thrown value of any other form (a variable, `.cancelled` without its type) may be of any
/// type, as before.
struct ThrownError {
  /// The type's name as written (`ReviewError`, `Module.ReviewError`).
  var type: String
  /// The case, for `Type.case` and `Type.case(…)`; nil for `Type(…)`.
  var caseName: String?

  init?(_ value: Expr) {
    var e = SyntaxQueries.stripped(value)
    var isCall = false
    if case .call(let c) = e, c.trailingClosures.isEmpty {
      e = SyntaxQueries.stripped(c.callee)
      isCall = true
    }
    if isCall, let type = SyntaxQueries.typePathText(e), Self.isTypeName(type) {
      self.init(type: type, caseName: nil)
      return
    }
    guard case .member(let m) = e, let type = SyntaxQueries.typePathText(m.base), Self.isTypeName(type) else {
      return nil
    }
    self.init(type: type, caseName: m.name.text)
  }

  private init(type: String, caseName: String?) {
    self.type = type
    self.caseName = caseName
  }

  /// Whether the last component of a dotted path starts with an uppercase letter.
  private static func isTypeName(_ path: String) -> Bool {
    let last = path.split(separator: ".").last ?? Substring(path)
    return last.first?.isUppercase == true
  }

  /// Whether a type written in a pattern names this error's type (the one or the other may
  /// be qualified by its module).
  private func sameType(_ written: String) -> Bool {
    if written == type { return true }
    return written.hasSuffix("." + type) || type.hasSuffix("." + written)
  }

  /// Whether `clause` takes every error of this form.
  func isCaught(by clause: CatchClause) -> Bool {
    clause.items.contains { item in
      guard item.whereClause == nil else { return false }
      switch item.pattern {
      case .isType(let t), .cast(.binding, let t), .cast(.wildcard, let t):
        return sameType(t.text)
      case .enumCase(let prefix?, let name, let payload):
        guard let caseName, name.text == caseName, let written = SyntaxQueries.typePathText(prefix),
          sameType(written)
        else { return false }
        return (payload ?? []).allSatisfy(OutcomeWalker.isIrrefutable)
      default:
        return false
      }
    }
  }
}
