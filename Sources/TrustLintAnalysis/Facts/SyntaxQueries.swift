import TrustLintSyntax

/// Small questions about expressions that every fact asks: what a call is named, what
/// it is called on, what an expression looks like without `try`/`await`/parentheses.
public enum SyntaxQueries {
  /// The expression without `try`, `await`, plain parentheses, `!` and `?` chain marks,
  /// and `consume`/`copy` (`switch consume outcome` tests the value `outcome` holds).
  public static func stripped(_ e: Expr) -> Expr {
    var current = e
    for _ in 0..<64 {
      switch current {
      case .try(let t): current = t.operand
      case .await(_, let operand): current = operand
      case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil: current = t.elements[0].value
      case .forceUnwrap(let operand, _): current = operand
      case .optionalChain(let operand, _): current = operand
      case .prefix(let op, let operand) where op.text == "consume" || op.text == "copy": current = operand
      default: return current
      }
    }
    return current
  }

  /// The base name of a call: `bar` in `foo.bar(…)`, `bar(…)`, `.bar(…)`, `bar<T>(…)`.
  public static func calleeName(_ call: CallExpr) -> Name? {
    name(of: call.callee)
  }

  /// The last name of an identifier or member expression.
  public static func name(of e: Expr) -> Name? {
    switch stripped(e) {
    case .identifier(let n): return n
    case .implicitMember(let n): return n
    case .member(let m): return m.name
    default: return nil
    }
  }

  /// What a call is made on: `foo` in `foo.bar()`, nil for `bar()` and `.bar()`.
  public static func receiver(_ call: CallExpr) -> Expr? {
    if case .member(let m) = stripped(call.callee) { return m.base }
    return nil
  }

  /// `bar(_:label:)`: the call's base name with its argument labels, as Swift names functions.
  public static func displayName(_ call: CallExpr) -> String {
    let base = calleeName(call)?.text ?? "call"
    if call.arguments.isEmpty { return base + "()" }
    return base + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
  }

  /// `a.b.c` for identifiers and members (optional and forced chains ignored, `self.` dropped),
  /// nil for anything else. Used as a key for "the same expression" within one body.
  public static func dottedPath(_ e: Expr, keepingSelf: Bool = false) -> String? {
    var parts: [String] = []
    var current = e
    for _ in 0..<32 {
      switch current {
      case .identifier(let n):
        parts.append(n.text)
        if parts.count > 1 && parts.last == "self" && !keepingSelf { parts.removeLast() }
        return parts.isEmpty ? "self" : parts.reversed().joined(separator: ".")
      case .member(let m):
        parts.append(m.name.text)
        current = m.base
      case .optionalChain(let operand, _), .forceUnwrap(let operand, _):
        current = operand
      case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil:
        current = t.elements[0].value
      default:
        return nil
      }
    }
    return nil
  }

  /// Whether an expression is a type path such as `InsightEvaluator.OperationCategory`
  /// (every component capitalized).
  public static func isTypePath(_ e: Expr) -> Bool {
    switch stripped(e) {
    case .identifier(let n): return CamelCaseWords.isCapitalized(n.text)
    case .member(let m): return CamelCaseWords.isCapitalized(m.name.text) && isTypePath(m.base)
    default: return false
    }
  }

  /// A type path's text (`InsightEvaluator.InsightContext`), or nil.
  public static func typePathText(_ e: Expr) -> String? {
    guard isTypePath(e) else { return nil }
    return dottedPath(stripped(e))
  }

  /// Whether a statement ends every path through it without falling through: `return`,
  /// `throw`, `continue`, `break`, `fatalError(…)` and friends.
  public static func isNeverReturningCall(_ e: Expr) -> Bool {
    if case .call(let c) = stripped(e), case .identifier(let n) = stripped(c.callee) {
      return TrustInsightsNames.neverReturning.contains(n.text)
    }
    return false
  }

  /// The value expressions a body yields: every `return value` (not in nested closures or
  /// functions) and, for a single-statement body, its implicit result (through `if`/`switch`
  /// expressions written as statements, and `#if` clauses of one expression each).
  public static func returnedValues(_ body: [Stmt]) -> [Expr] {
    var result: [Expr] = []
    if body.count == 1 {
      implicitValues(body[0], into: &result)
    }
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { stmt in
      if case .returnStmt(let r) = stmt, let v = r.value { result.append(v) }
      return true
    }
    visitor.visitExpr = { expr in
      if case .closure = expr { return false }
      return true
    }
    visitor.walk(body)
    return result
  }

  /// The values a body's only statement gives implicitly: an expression's own, or through
  /// the branches of `if`/`switch` and the clauses of `#if`.
  static func implicitValues(_ stmt: Stmt, into result: inout [Expr]) {
    switch stmt {
    case .expr(let e):
      result.append(e)
    case .ifStmt(let s):
      var branch: IfStmt? = s
      while let b = branch {
        if b.then.stmts.count == 1 { implicitValues(b.then.stmts[0], into: &result) }
        switch b.elseBranch {
        case .block(let blk)?:
          if blk.stmts.count == 1 { implicitValues(blk.stmts[0], into: &result) }
          branch = nil
        case .elseIf(let next)?: branch = next
        case nil: branch = nil
        }
      }
    case .switchStmt(let s):
      for c in s.cases where c.body.count == 1 { implicitValues(c.body[0], into: &result) }
    case .ifConfig(let c) where stmt.yieldsBranchValues:
      // `#if DEBUG .other #else .payment #endif`: each build's body is the clause's value.
      for inner in c.clauseValueStatements { implicitValues(inner, into: &result) }
    default:
      break
    }
  }
}
