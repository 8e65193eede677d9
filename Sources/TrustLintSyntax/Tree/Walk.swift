/// A reusable pre-order traversal of a syntax tree, in source order.
///
/// Subclass it and override the hooks you need. Each `visit` hook is called before a node's
/// children and returns whether to descend into them (`true` by default); the matching
/// `visitPost` hook runs after the children (also when `visit` returned `false`).
///
/// The walk reaches everything that can hold code: declarations and their members, function
/// and accessor bodies (`visit(_: FunctionDecl)`), parameter default values, property
/// initializers and accessors, closures (as `Expr.closure`, parameters and body), `if`/`switch`
/// expressions, every `#if` clause, conditions, case patterns (and the expressions inside them),
/// `where` clauses, `catch` clauses, `defer` bodies. Statements of a `FunctionDecl` body are
/// reached through `visit(_: FunctionDecl)` after `visit(_: Stmt)` of the `.function` statement.
///
/// Recursion follows the tree, whose depth the parser bounds (`Parser.defaultMaxDepth`), so
/// a walk cannot overflow the stack on hostile input; `else if` chains are followed in a loop.
///
/// This is the one traversal of the tree: `SyntaxVisitor` (TrustLintAnalysis) is this walker
/// with closure hooks.
///
/// ```swift
/// final class CallCounter: SyntaxWalker {
///   var calls = 0
///   override func visit(_ expr: Expr) -> Bool {
///     if case .call = expr { calls += 1 }
///     return true
///   }
/// }
/// let counter = CallCounter()
/// counter.walk(tree)
/// ```
open class SyntaxWalker {
  public init() {}

  // MARK: Hooks

  /// Called for every statement or declaration; return false to skip its children.
  open func visit(_ stmt: Stmt) -> Bool { true }
  /// Called after a statement's children.
  open func visitPost(_ stmt: Stmt) {}
  /// Called for every expression (closures, `if`/`switch` expressions included).
  open func visit(_ expr: Expr) -> Bool { true }
  /// Called after an expression's children.
  open func visitPost(_ expr: Expr) {}
  /// Called for every pattern (nested ones too).
  open func visit(_ pattern: Pattern) -> Bool { true }
  /// Called for every function, initializer, deinitializer, subscript and accessor.
  open func visit(_ function: FunctionDecl) -> Bool { true }
  /// Called after a function's parameters and body.
  open func visitPost(_ function: FunctionDecl) {}
  /// Called for every type declaration (class, struct, enum, actor, protocol, extension).
  open func visit(_ type: TypeDecl) -> Bool { true }
  /// Called after a type's members.
  open func visitPost(_ type: TypeDecl) {}

  // MARK: Walking

  /// Walks every top-level item of the tree.
  public func walk(_ tree: SyntaxTree) { walk(tree.items) }

  /// Walks statements in order.
  public func walk(_ stmts: [Stmt]) {
    for s in stmts { walk(s) }
  }

  /// Walks one statement and everything inside it.
  public func walk(_ stmt: Stmt) {
    if visit(stmt) { walkChildren(of: stmt) }
    visitPost(stmt)
  }

  private func walkChildren(of stmt: Stmt) {
    switch stmt {
    case .expr(let e): walk(e)
    case .variable(let v):
      for b in v.bindings {
        walk(b.pattern)
        if let e = b.initializer { walk(e) }
        for a in b.accessors { walk(a) }
      }
    case .function(let f): walk(f)
    case .type(let t): walk(t)
    case .typeAlias, .importDecl, .enumCase, .fallthroughStmt, .unparsed, .breakStmt, .continueStmt: break
    case .ifStmt(let s): walk(s)
    case .guardStmt(let g):
      walk(g.conditions)
      walk(g.elseBody.stmts)
    case .switchStmt(let s): walk(s)
    case .forIn(let f):
      walk(f.pattern)
      walk(f.sequence)
      if let w = f.whereClause { walk(w) }
      walk(f.body.stmts)
    case .whileStmt(let w):
      walk(w.conditions)
      walk(w.body.stmts)
    case .repeatWhile(let r):
      walk(r.body.stmts)
      walk(r.condition)
    case .doStmt(let d):
      walk(d.body.stmts)
      for c in d.catches {
        walk(c.items)
        walk(c.body.stmts)
      }
    case .deferStmt(let d): walk(d.body.stmts)
    case .returnStmt(let r): if let v = r.value { walk(v) }
    case .throwStmt(let t): walk(t.value)
    case .ifConfig(let c):
      for clause in c.clauses { walk(clause.body) }
    }
  }

  /// Walks a function-like declaration: default values of parameters, then the body.
  public func walk(_ function: FunctionDecl) {
    if visit(function) {
      for p in function.parameters { if let d = p.defaultValue { walk(d) } }
      if let b = function.body { walk(b.stmts) }
    }
    visitPost(function)
  }

  /// Walks a type declaration's members.
  public func walk(_ type: TypeDecl) {
    if visit(type) { walk(type.members) }
    visitPost(type)
  }

  /// Walks an `if` (its conditions, branches and `else if` chain). The chain is followed in a
  /// loop, so its length costs no stack; the hop cap (far above what the parser's depth bound
  /// lets through) only stops a hand-built chain that loops back on itself.
  public func walk(_ s: IfStmt) {
    var node: IfStmt? = s
    var hops = 0
    while let n = node, hops < 10_000 {
      hops += 1
      walk(n.conditions)
      walk(n.then.stmts)
      switch n.elseBranch {
      case .block(let b)?:
        walk(b.stmts)
        node = nil
      case .elseIf(let next)?: node = next
      case nil: node = nil
      }
    }
  }

  /// Walks a `switch`: subject, then each case's patterns, `where` clauses and body.
  public func walk(_ s: SwitchStmt) {
    walk(s.subject)
    for c in s.cases {
      if case .patterns(let items) = c.kind { walk(items) }
      walk(c.body)
    }
  }

  /// Walks a condition list.
  public func walk(_ conditions: [Condition]) {
    for c in conditions {
      switch c {
      case .expr(let e): walk(e)
      case .optionalBinding(_, let p, _, let e):
        walk(p)
        if let e { walk(e) }
      case .casePattern(let p, let e, _):
        walk(p)
        walk(e)
      case .availability: break
      }
    }
  }

  /// Walks case items: each pattern, then its `where` clause.
  public func walk(_ items: [CaseItem]) {
    for item in items {
      walk(item.pattern)
      if let w = item.whereClause { walk(w) }
    }
  }

  /// Walks a pattern and the expressions inside it.
  public func walk(_ pattern: Pattern) {
    guard visit(pattern) else { return }
    switch pattern {
    case .wildcard, .binding, .isType: break
    case .enumCase(let prefix, _, let payload):
      if let prefix { walk(prefix) }
      for p in payload ?? [] { walk(p) }
    case .tuple(let elements): for p in elements { walk(p) }
    case .optional(let p): walk(p)
    case .cast(let p, _): walk(p)
    case .expression(let e): walk(e)
    }
  }

  /// Walks an expression and its subexpressions (closure bodies included).
  public func walk(_ expr: Expr) {
    if visit(expr) { walkChildren(of: expr) }
    visitPost(expr)
  }

  private func walkChildren(of expr: Expr) {
    switch expr {
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
    case .ifExpr(let s): walk(s)
    case .switchExpr(let s): walk(s)
    case .tuple(let t): for a in t.elements { walk(a.value) }
    case .array(let a): for e in a.elements { walk(e) }
    case .dictionary(let d):
      for (k, v) in d.entries {
        walk(k)
        walk(v)
      }
    }
  }
}
