import TrustLintSyntax

/// Every name declared in one outermost body (a file-level function or method with all it
/// nests, a property's initializer, or the file's top-level code): which calls by name the
/// outcome walker may follow without tracking Swift's scopes in full. A name bound anywhere
/// else in that body (a parameter of a closure or a nested function, `if let`, `guard let`,
/// `for`, `case let`, `catch let`, a tuple pattern, a method of a local type) could be what
/// the call means, so such a call is not followed.
final class LocalNameCensus: SyntaxWalker {
  /// Functions (methods of local types too) by base name.
  private(set) var functions: [String: [FunctionDecl]] = [:]
  /// `let name = { … }` closures by name.
  private(set) var closureLets: [String: Int] = [:]
  /// Every other binding of a name: parameters and pattern bindings (closure `let`s excluded).
  private(set) var bindings: [String: Int] = [:]

  /// The census of `stmts`.
  init(_ stmts: [Stmt]) {
    super.init()
    walk(stmts)
  }

  /// Counts `let name = { … }` closures.
  override func visit(_ stmt: Stmt) -> Bool {
    if case .variable(let v) = stmt, v.isLet {
      for b in v.bindings {
        guard case .binding(let n) = b.pattern, case .closure? = b.initializer else { continue }
        closureLets[n.text, default: 0] += 1
        // The walk of its pattern counts it as a binding too.
        bindings[n.text, default: 0] -= 1
      }
    }
    return true
  }

  /// Counts a function (a local type's methods too) and its parameters.
  override func visit(_ function: FunctionDecl) -> Bool {
    functions[function.name.text, default: []].append(function)
    for p in function.parameters { bindings[p.name.text, default: 0] += 1 }
    return true
  }

  /// Counts a closure's parameters.
  override func visit(_ expr: Expr) -> Bool {
    if case .closure(let c) = expr {
      for p in c.parameters { bindings[p.name.text, default: 0] += 1 }
    }
    return true
  }

  /// Counts a name a pattern binds (`let`, `if let`, `for`, `case let`, `catch let`).
  override func visit(_ pattern: Pattern) -> Bool {
    if case .binding(let n) = pattern { bindings[n.text, default: 0] += 1 }
    return true
  }
}

extension OutcomeWalker {
  /// The body a call by name `n` runs, if it can be told for sure: the one closure kept in a
  /// `let` of that name, or the one visible local function whose parameter labels fit the
  /// call's arguments, with no other declaration of the name in the outermost body. Nil too
  /// for a body with parameters that branches: what it does depends on arguments the walker
  /// does not evaluate (`finish(approved: false)` then `if approved { approve() }`).
  func followedCallee(_ c: CallExpr, named n: String, visible: LocalCallees.Callee) -> LocalCallees.Callee? {
    if localCallees.census == nil { localCallees.census = LocalNameCensus(localCallees.root) }
    guard let census = localCallees.census else { return nil }
    let functions = census.functions[n] ?? []
    guard (census.bindings[n] ?? 0) == 0 else { return nil }
    switch visible {
    case .closure(let closureExpr):
      guard functions.isEmpty, census.closureLets[n] == 1,
        !Self.branchesOnArguments(taking: !closureExpr.parameters.isEmpty, orAnonymous: true, closureExpr.body)
      else { return nil }
      return visible
    case .functions(let overloads):
      guard census.closureLets[n] == nil, functions.filter({ Self.labelsFit($0, c) }).count == 1 else { return nil }
      let fitting = overloads.filter { Self.labelsFit($0, c) }
      guard fitting.count == 1, let f = fitting.first, let body = f.body,
        !Self.branchesOnArguments(taking: !f.parameters.isEmpty, orAnonymous: false, body.stmts)
      else { return nil }
      return .functions([f])
    }
  }

  /// The name token of the function a value is the result of calling by name (`finish()`,
  /// `try await finish()`), if it is such a call.
  static func calledName(_ e: Expr) -> TokenIndex? {
    switch e {
    case .try(let t): return calledName(t.operand)
    case .await(_, let operand): return calledName(operand)
    case .call(let c):
      if case .identifier(let n) = SyntaxQueries.stripped(c.callee) { return n.token }
      return nil
    default: return nil
    }
  }

  /// Whether `f`'s parameter labels take the call's arguments in order (defaulted parameters
  /// may be left out; trailing closures take the rest).
  static func labelsFit(_ f: FunctionDecl, _ c: CallExpr) -> Bool {
    let labels = c.arguments.map { $0.label?.text }
    var next = 0
    var trailing = c.trailingClosures.count
    for p in f.parameters {
      if next < labels.count, labels[next] == p.label {
        next += 1
      } else if trailing > 0, next == labels.count {
        trailing -= 1
      } else if p.defaultValue == nil {
        return false
      }
    }
    return next == labels.count && trailing == 0
  }

  /// Whether a body that takes arguments (named parameters, or with `orAnonymous` a `$0` it
  /// reads) makes any decision (`if`, `guard`, `switch`, a loop, `?:`, `&&`, `||`, `??`): it
  /// may decide on an argument the walker does not evaluate.
  static func branchesOnArguments(taking parameters: Bool, orAnonymous: Bool, _ body: [Stmt]) -> Bool {
    var anonymous = false
    var found = false
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { s in
      switch s {
      case .ifStmt, .guardStmt, .switchStmt, .whileStmt, .repeatWhile, .forIn: found = true
      default: break
      }
      return true
    }
    visitor.visitExpr = { e in
      switch e {
      case .ternary, .ifExpr, .switchExpr: found = true
      case .binary(let b) where ["&&", "||", "??"].contains(b.op.text): found = true
      case .identifier(let n)
      where n.text.count > 1 && n.text.hasPrefix("$") && n.text.dropFirst().allSatisfy(\.isNumber):
        anonymous = true
      default: break
      }
      return true
    }
    visitor.walk(body)
    return found && (parameters || (orAnonymous && anonymous))
  }
}
