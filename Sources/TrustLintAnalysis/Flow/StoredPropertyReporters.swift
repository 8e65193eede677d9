import TrustLintSyntax

/// Methods that report a stored evaluation of `self` as the first thing they do:
/// `func discardEvaluation() { pending?.reportConsumption(.notUsedOther); pending = nil }`.
/// A caller that reported `pending` and then calls `discardEvaluation()` reports it twice
/// (`GraphBuilder+SelfReportingCalls.swift`).
///
/// Read from the syntax and kept narrow, so that the report is certain whenever the method
/// runs and is about the evaluation the caller read: the method is not `async`, and before
/// its report it runs only statements that cannot leave it (nor throw), touch the
/// property or run the program's code (no call of a function the program declares, no
/// assignment, closure, `try`, `await`, interpolated string or unparsed code, no mention of
/// the property).
/// The report is `pending?.reportConsumption(…)` (or `self.pending`, `pending!`), or one of
/// `guard let e = pending else { return }` / `if let e = pending { … }` followed by
/// `e.reportConsumption(…)`: these skip it only where `pending` is nil, where the caller's
/// read found nil too and reported nothing.
enum StoredPropertyReporters {
  /// What the check needs to know of the program: whether a call name is a function the
  /// program declares, and the text of a string literal's token (nil when not known).
  struct Context {
    var isProgramFunction: (String) -> Bool
    var literalText: (TokenIndex) -> String?
  }

  /// Whether `decl` reports the stored property `property` of `self` on every path that
  /// returns normally, before anything may assign it (see the type's summary).
  static func reportsFirst(_ decl: FunctionDecl, property: String, _ context: Context) -> Bool {
    guard case .function = decl.kind, !decl.isAsync,
      !decl.modifiers.has("static"), !decl.modifiers.has("class"),
      !decl.parameters.contains(where: { $0.name.text == property }),
      let body = decl.transientBody
    else { return false }
    return reportsFirst(body.stmts, property: property, bound: nil, context, depth: 0)
  }

  /// Whether the statements report `property` (or the local `bound` holding it) before any
  /// other effect that matters; nil `bound`: not read into a local yet.
  private static func reportsFirst(
    _ stmts: [Stmt], property: String, bound: String?, _ context: Context, depth: Int
  ) -> Bool {
    guard depth < 4 else { return false }
    var bound = bound
    for s in stmts {
      if isReport(s, property: property, bound: bound, context) { return true }
      switch s {
      case .guardStmt(let g) where bound == nil:
        guard let name = binding(g.conditions, property: property), g.elseBody.stmts.count == 1,
          case .returnStmt(let r) = g.elseBody.stmts[0], r.value == nil
        else { return false }
        bound = name
      case .ifStmt(let i) where bound == nil:
        guard i.elseBranch == nil, let name = binding(i.conditions, property: property) else { return false }
        return reportsFirst(i.then.stmts, property: property, bound: name, context, depth: depth + 1)
      case .expr, .variable:
        guard isHarmless(s, avoiding: [property] + (bound.map { [$0] } ?? []), context) else { return false }
      default:
        return false
      }
    }
    return false
  }

  /// `let e = pending` (or `self.pending`, or `let pending` alone) as the only condition: the
  /// name bound.
  private static func binding(_ conditions: [Condition], property: String) -> String? {
    guard conditions.count == 1,
      case .optionalBinding(let isLet, .binding(let name), nil, let initializer) = conditions[0],
      isLet
    else { return nil }
    guard let initializer else { return name.text == property ? name.text : nil }
    return reads(initializer, property) ? name.text : nil
  }

  /// `pending` or `self.pending`.
  private static func reads(_ e: Expr, _ property: String) -> Bool {
    switch e {
    case .identifier(let n): return n.text == property
    case .member(let m):
      guard m.name.text == property, case .identifier(let b) = m.base else { return false }
      return b.text == "self"
    default: return false
    }
  }

  /// `pending?.reportConsumption(…)` (`self.pending`, `pending!`), or `e.reportConsumption(…)`
  /// on the bound local, with harmless arguments.
  private static func isReport(_ s: Stmt, property: String, bound: String?, _ context: Context) -> Bool {
    guard case .expr(.call(let c)) = s, c.trailingClosures.isEmpty, c.arguments.count == 1,
      case .member(let m) = c.callee, m.name.text == "reportConsumption"
    else { return false }
    var base = m.base
    switch base {
    case .optionalChain(let operand, _), .forceUnwrap(let operand, _): base = operand
    default: break
    }
    if let bound {
      guard case .identifier(let n) = base, n.text == bound else { return false }
    } else {
      guard reads(base, property) else { return false }
    }
    return isHarmless(.expr(c.arguments[0].value), avoiding: [property] + (bound.map { [$0] } ?? []), context)
  }

  /// Whether a statement (an expression or a local's declaration) can neither leave, run the
  /// program's code, nor mention any of `names`.
  static func isHarmless(_ s: Stmt, avoiding names: [String], _ context: Context) -> Bool {
    if case .variable(let v) = s {
      for b in v.bindings {
        guard b.accessors.isEmpty, case .binding(let n) = b.pattern, !names.contains(n.text) else { return false }
      }
    }
    let check = HarmlessCheck(names: Set(names), context)
    check.walk(s)
    return !check.harmful
  }

  /// Finds what `isHarmless` forbids.
  private final class HarmlessCheck: SyntaxWalker {
    let names: Set<String>
    let context: Context
    var harmful = false

    init(names: Set<String>, _ context: Context) {
      self.names = names
      self.context = context
    }

    override func visit(_ stmt: Stmt) -> Bool {
      switch stmt {
      case .expr, .variable: break
      default: harmful = true
      }
      return !harmful
    }

    override func visit(_ expr: Expr) -> Bool {
      guard !harmful else { return false }
      switch expr {
      case .identifier(let n): if names.contains(n.text) || n.text == "super" { harmful = true }
      case .member(let m): if names.contains(m.name.text) { harmful = true }
      case .call(let c):
        let shape = CallShape(c)
        if let n = shape.name {
          if !shape.isImplicitMember && context.isProgramFunction(n.text) { harmful = true }
        } else {
          harmful = true
        }
      case .literal(let l):
        if l.kind == .string || l.kind == .pound || l.kind == .regex {
          guard let text = context.literalText(l.token), !text.contains("\\(") else {
            harmful = true
            break
          }
        }
      // An assignment may run a property observer (`didSet`), which is the program's code.
      case .closure, .try, .await, .opaque, .ifExpr, .switchExpr, .keyPath, .assign: harmful = true
      default: break
      }
      return !harmful
    }
  }
}
