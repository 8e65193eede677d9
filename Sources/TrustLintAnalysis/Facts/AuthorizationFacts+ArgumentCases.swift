import TrustLintSyntax

/// A permissions hub (`permissions.requestAuthorization(for: .contacts)`) switches over the
/// permission it is given and prompts the evaluator only in one case: a call that passes
/// another case does not prompt the evaluator, wherever it is made.
extension ProgramFacts {
  /// Whether the prompt at `promptToken` inside `wrapper` lies in a `switch` over a parameter
  /// that `call` passes a literal case for (`.contacts`), in a case that does not take it:
  /// a `case` whose enum patterns all name other cases, or a `default` after a case that
  /// names it. A `where` clause or a pattern that is no plain case name keeps the prompt. The
  /// same for an `if` whose condition tests the parameter against another case, and for code
  /// after such a `guard` in the wrapper's body.
  static func promptSkipped(at promptToken: TokenIndex, in wrapper: FunctionDecl, for call: CallExpr) -> Bool {
    let passed = passedCases(call, wrapper.parameters)
    guard !passed.isEmpty, let body = wrapper.body else { return false }
    var skipped = false
    let visitor = SyntaxVisitor()
    let check = { (s: SwitchStmt) in
      guard !skipped, s.switchToken < promptToken, promptToken < s.rbrace,
        case .identifier(let subject) = SyntaxQueries.stripped(s.subject),
        let given = passed[subject.text],
        let taken = s.cases.last(where: { $0.keywordToken < promptToken })
      else { return }
      switch taken.kind {
      case .patterns(let items):
        guard let names = plainCaseNames(items) else { return }
        skipped = !names.contains(given)
      case .default:
        skipped = s.cases.contains { c in
          guard c !== taken, case .patterns(let items) = c.kind, let names = plainCaseNames(items) else { return false }
          return names.contains(given)
        }
      }
    }
    visitor.visitStmt = { stmt in
      switch stmt {
      case .switchStmt(let s): check(s)
      case .ifStmt(let i) where i.then.lbrace < promptToken && promptToken < i.then.rbrace:
        skipped = skipped || i.conditions.contains { excludes($0, passed) }
      default: break
      }
      return !skipped
    }
    // `guard permission == .scamProtection else { return … }` in the body itself governs
    // everything after it.
    for case .guardStmt(let g) in body.stmts where g.elseBody.rbrace < promptToken {
      if g.conditions.contains(where: { excludes($0, passed) }) { return true }
    }
    visitor.visitExpr = { expr in
      if case .switchExpr(let s) = expr { check(s) }
      return !skipped
    }
    visitor.walk(body.stmts)
    return skipped
  }

  /// Whether a condition is false for the passed cases: `permission == .scamProtection` (or
  /// `case .scamProtection = permission`) when another case is passed, `permission != .contacts`
  /// when `.contacts` is.
  private static func excludes(_ condition: Condition, _ passed: [String: String]) -> Bool {
    switch condition {
    case .expr(let e):
      guard case .binary(let b) = SyntaxQueries.stripped(e), b.op.text == "==" || b.op.text == "!=" else {
        return false
      }
      let sides = [(b.lhs, b.rhs), (b.rhs, b.lhs)]
      for (subject, value) in sides {
        guard case .identifier(let n) = SyntaxQueries.stripped(subject), let given = passed[n.text],
          case .implicitMember(let member) = SyntaxQueries.stripped(value)
        else { continue }
        return b.op.text == "==" ? member.text != given : member.text == given
      }
      return false
    case .casePattern(let pattern, let initializer, _):
      guard case .identifier(let n) = SyntaxQueries.stripped(initializer), let given = passed[n.text],
        case .enumCase(_, let name, nil) = pattern
      else { return false }
      return name.text != given
    default:
      return false
    }
  }

  /// The parameters (by the name used in the body) that the call passes a literal case for
  /// (`.contacts`, not `.custom(x)`), matching arguments to parameters by label in order.
  private static func passedCases(_ call: CallExpr, _ parameters: [Parameter]) -> [String: String] {
    var result: [String: String] = [:]
    var next = 0
    for argument in call.arguments {
      let label = argument.label?.text
      guard let i = parameters[next...].firstIndex(where: { $0.label == label }) else { return [:] }
      next = i + 1
      if case .implicitMember(let name) = SyntaxQueries.stripped(argument.value) {
        result[parameters[i].name.text] = name.text
      }
    }
    return result
  }

  /// The case names of a `case` label when every item is a plain case name without a payload
  /// or a `where` clause (`case .contacts, .photos:`); nil otherwise.
  private static func plainCaseNames(_ items: [CaseItem]) -> Set<String>? {
    var names: Set<String> = []
    for item in items {
      guard item.whereClause == nil, case .enumCase(_, let name, let payload) = item.pattern, payload == nil else {
        return nil
      }
      names.insert(name.text)
    }
    return names
  }
}
