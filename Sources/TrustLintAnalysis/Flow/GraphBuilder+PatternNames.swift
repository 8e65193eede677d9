import TrustLintSyntax

/// The names a pattern binds (`let (evaluation, decision)`, `case .success(let level)`), read by
/// the lowering to declare them and by the outcome walker to tell a rebound name apart.
extension GraphBuilder {
  /// The names a pattern binds.
  static func boundNames(_ pattern: Pattern) -> [String] {
    var names: [String] = []
    var stack = [pattern]
    while let p = stack.popLast() {
      switch p {
      case .binding(let n): names.append(n.text)
      case .enumCase(_, _, let payload): stack.append(contentsOf: payload ?? [])
      case .tuple(let ps): stack.append(contentsOf: ps)
      case .optional(let q), .cast(let q, _): stack.append(q)
      case .wildcard, .isType, .expression: break
      }
    }
    return names
  }

  /// Declares every name a pattern binds (untracked).
  func declarePatternNames(_ pattern: Pattern) {
    var stack = [pattern]
    while let p = stack.popLast() {
      switch p {
      case .binding(let n): _ = declare(n.text)
      case .enumCase(_, _, let payload): stack.append(contentsOf: payload ?? [])
      case .tuple(let ps): stack.append(contentsOf: ps)
      case .optional(let q): stack.append(q)
      case .cast(let q, _): stack.append(q)
      case .wildcard, .isType, .expression: break
      }
    }
  }
}
