import TrustLintSyntax

/// A pre-order walk over statements and expressions with hooks that decide whether to
/// descend. The tree's depth is capped by the parser, so plain recursion is bounded.
public struct SyntaxVisitor {
  /// Called for every statement; return false to skip its children.
  public var visitStmt: (Stmt) -> Bool = { _ in true }
  /// Called for every expression; return false to skip its children.
  public var visitExpr: (Expr) -> Bool = { _ in true }
  /// Called before the body of a nested function, initializer or accessor; return false to skip it.
  /// By default nested declarations are not entered: they are bodies of their own.
  public var enterFunction: (FunctionDecl) -> Bool = { _ in false }
  /// Called before the members of a nested type; return false to skip them.
  public var enterType: (TypeDecl) -> Bool = { _ in false }

  /// A visitor that visits everything except nested declarations' bodies.
  public init() {}

  /// Walks statements in order.
  public func walk(_ stmts: [Stmt]) {
    for s in stmts { walk(s) }
  }

  /// Walks one statement and everything below it.
  public func walk(_ stmt: Stmt) {
    guard visitStmt(stmt) else { return }
    switch stmt {
    case .expr(let e): walk(e)
    case .variable(let v):
      for b in v.bindings {
        walk(pattern: b.pattern)
        if let i = b.initializer { walk(i) }
        for a in b.accessors { walkFunction(a) }
      }
    case .function(let f): walkFunction(f)
    case .type(let t): if enterType(t) { walk(t.members) }
    case .typeAlias, .importDecl, .enumCase, .fallthroughStmt, .unparsed, .breakStmt, .continueStmt: break
    case .ifStmt(let s): walk(ifStmt: s)
    case .guardStmt(let g):
      walk(conditions: g.conditions)
      walk(g.elseBody.stmts)
    case .switchStmt(let s): walk(switchStmt: s)
    case .forIn(let f):
      walk(pattern: f.pattern)
      walk(f.sequence)
      if let w = f.whereClause { walk(w) }
      walk(f.body.stmts)
    case .whileStmt(let w):
      walk(conditions: w.conditions)
      walk(w.body.stmts)
    case .repeatWhile(let r):
      walk(r.body.stmts)
      walk(r.condition)
    case .doStmt(let d):
      walk(d.body.stmts)
      for c in d.catches {
        for item in c.items {
          walk(pattern: item.pattern)
          if let w = item.whereClause { walk(w) }
        }
        walk(c.body.stmts)
      }
    case .deferStmt(let d): walk(d.body.stmts)
    case .returnStmt(let r): if let v = r.value { walk(v) }
    case .throwStmt(let t): walk(t.value)
    case .ifConfig(let c): for clause in c.clauses { walk(clause.body) }
    }
  }

  private func walkFunction(_ f: FunctionDecl) {
    guard enterFunction(f) else { return }
    for p in f.parameters { if let d = p.defaultValue { walk(d) } }
    if let body = f.body { walk(body.stmts) }
  }

  /// Walks an `if` with its `else if` chain.
  public func walk(ifStmt s: IfStmt) {
    var current: IfStmt? = s
    var guardCount = 0
    while let c = current, guardCount < 10_000 {
      guardCount += 1
      walk(conditions: c.conditions)
      walk(c.then.stmts)
      switch c.elseBranch {
      case .block(let b)?: walk(b.stmts); current = nil
      case .elseIf(let next)?: current = next
      case nil: current = nil
      }
    }
  }

  /// Walks a `switch` subject, case patterns, `where` clauses and bodies.
  public func walk(switchStmt s: SwitchStmt) {
    walk(s.subject)
    for c in s.cases {
      if case .patterns(let items) = c.kind {
        for item in items {
          walk(pattern: item.pattern)
          if let w = item.whereClause { walk(w) }
        }
      }
      walk(c.body)
    }
  }

  /// Walks the expressions of a condition list.
  public func walk(conditions: [Condition]) {
    for c in conditions {
      switch c {
      case .expr(let e): walk(e)
      case .optionalBinding(_, let p, _, let i):
        walk(pattern: p)
        if let i { walk(i) }
      case .casePattern(let p, let i, _):
        walk(pattern: p)
        walk(i)
      case .availability: break
      }
    }
  }

  /// Walks the expressions inside a pattern (`case .x(someValue)`).
  public func walk(pattern: Pattern) {
    switch pattern {
    case .enumCase(let prefix, _, let payload):
      if let prefix { walk(prefix) }
      for p in payload ?? [] { walk(pattern: p) }
    case .tuple(let ps): for p in ps { walk(pattern: p) }
    case .optional(let p), .cast(let p, _): walk(pattern: p)
    case .expression(let e): walk(e)
    case .wildcard, .binding, .isType: break
    }
  }

  /// Walks an expression and everything below it.
  public func walk(_ e: Expr) {
    guard visitExpr(e) else { return }
    switch e {
    case .identifier, .implicitMember, .literal, .keyPath, .opaque: break
    case .member(let m): walk(m.base)
    case .call(let c):
      walk(c.callee)
      for a in c.arguments { walk(a.value) }
      for a in c.trailingClosures { walk(a.value) }
    case .subscript(let s):
      walk(s.base)
      for a in s.arguments { walk(a.value) }
    case .closure(let c):
      for p in c.parameters { if let d = p.defaultValue { walk(d) } }
      walk(c.body)
    case .try(let t): walk(t.operand)
    case .await(_, let operand): walk(operand)
    case .binary(let b), .assign(let b):
      walk(b.lhs)
      walk(b.rhs)
    case .ternary(let t):
      walk(t.condition)
      walk(t.then)
      walk(t.otherwise)
    case .prefix(_, let operand), .postfix(_, let operand): walk(operand)
    case .optionalChain(let operand, _), .forceUnwrap(let operand, _): walk(operand)
    case .cast(let c): walk(c.operand)
    case .ifExpr(let s): walk(ifStmt: s)
    case .switchExpr(let s): walk(switchStmt: s)
    case .tuple(let t): for el in t.elements { walk(el.value) }
    case .array(let a): for el in a.elements { walk(el) }
    case .dictionary(let d):
      for entry in d.entries {
        walk(entry.key)
        walk(entry.value)
      }
    }
  }
}
