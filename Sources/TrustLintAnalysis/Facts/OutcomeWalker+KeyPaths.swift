import TrustLintSyntax

/// A key path given where a closure is expected (`evaluations.map(\.insight.outcome)`,
/// `$evaluation.compactMap(\.?.insight.outcome)` is not one: see below) means the closure
/// `{ $0.insight.outcome }`: the walker reads it as that closure, so every operator that reads
/// a one-expression closure (`map`, `compactMap`, `filter`, `first(where:)`, Combine's) reads
/// the key path too.
///
/// Only member names are read (`\.insight.outcome`, `\Evaluation.insight.outcome`): a key
/// path with `?`, `!`, a subscript or generic arguments gives no closure, and the operator
/// reads nothing from it, as before.
extension OutcomeWalker {
  /// The closure a key path argument stands for, made once per key path; nil when `e` is no
  /// key path the walker reads.
  func keyPathClosure(_ e: Expr) -> ClosureExpr? {
    guard case .keyPath(let first, let last) = e, let fileIndex else { return nil }
    if let made = keyPathClosures[first] { return made }
    let made = Self.closure(forKeyPath: first...last, in: facts.program.files[fileIndex].tree)
    keyPathClosures[first] = made
    return made
  }

  /// `{ $0.a.b }` for the tokens `\ Root? . a . b`.
  static func closure(forKeyPath range: ClosedRange<TokenIndex>, in tree: SyntaxTree) -> ClosureExpr? {
    guard range.count >= 3, range.upperBound < tree.tokenCount, tree.text(of: range.lowerBound) == "\\" else {
      return nil
    }
    let tokens = tree.tokens
    var i = range.lowerBound + 1
    // An explicit root type (`\Evaluation.insight`): the element itself, whatever it is named.
    if tokens[Int(i)].kind == .identifier, tree.text(of: i) != "." { i += 1 }
    var value = Expr.identifier(Name(text: "$0", token: range.lowerBound))
    var names = 0
    while i <= range.upperBound {
      guard tree.text(of: i) == ".", i + 1 <= range.upperBound else { return nil }
      let t = tokens[Int(i + 1)]
      guard t.kind == .identifier || t.kind == .keyword else { return nil }
      var text = tree.text(of: i + 1)
      if text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 { text = String(text.dropFirst().dropLast()) }
      value = .member(MemberExpr(base: value, name: Name(text: text, token: i + 1)))
      names += 1
      i += 2
    }
    guard names > 0 else { return nil }
    return ClosureExpr(
      lbrace: range.lowerBound, rbrace: range.upperBound, captures: [], parameters: [], resultType: nil,
      isAsync: false, isThrows: false, body: [.expr(value)])
  }
}

extension OutcomeWalker {
  /// `evaluation[keyPath: \.insight.outcome]`: the member chain the key path names, read on the
  /// subscript's base (`evaluation.insight.outcome`), so that a test of it is the outcome test
  /// it spells; nil for any other subscript or a key path the walker does not read (`?`, `!`, a
  /// subscript inside it).
  func keyPathApplied(_ s: SubscriptExpr) -> Expr? {
    guard let fileIndex else { return nil }
    return Self.keyPathApplied(s, in: facts.program.files[fileIndex].tree)
  }

  /// `keyPathApplied(_:)` for a subscript of `tree`; the flow graph reads the same chain, so
  /// that the key path subscript is a read of the evaluation, not a hand-over to another module.
  static func keyPathApplied(_ s: SubscriptExpr, in tree: SyntaxTree) -> Expr? {
    guard s.arguments.count == 1, s.arguments[0].label?.text == "keyPath",
      case .keyPath(let first, let last) = SyntaxQueries.stripped(s.arguments[0].value),
      let closure = closure(forKeyPath: first...last, in: tree),
      case .expr(let chain) = closure.body.first
    else { return nil }
    return replacingRoot(of: chain, with: s.base)
  }

  /// `chain` (`$0.a.b`, as `closure(forKeyPath:)` makes it) with its root `$0` replaced by `base`.
  private static func replacingRoot(of chain: Expr, with base: Expr) -> Expr? {
    switch chain {
    case .identifier: return base
    case .member(let m):
      guard let inner = replacingRoot(of: m.base, with: base) else { return nil }
      return .member(MemberExpr(base: inner, name: m.name))
    default: return nil
    }
  }
}
