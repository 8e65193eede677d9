import TrustLintSyntax

/// Whether a local `var`'s initial value is overwritten on every path before anything reads
/// the variable: `var category: OperationCategory = .other` followed by a `switch` whose every
/// case assigns `category` (or leaves the function). Such an initial value flows nowhere. The
/// category of a context's initial value is likewise overwritten by `context.operationCategory = …`.
///
/// Only the statements that follow the declaration in its own block are looked at, in order:
/// the first one that mentions the name decides. It overwrites when it is `name = …` (or an
/// assignment to another of the given paths, such as `name.operationCategory = …`; not
/// reading `name` on the right), or an `if`/`else` chain or a `switch` whose conditions do not
/// mention the name and whose every branch overwrites or ends in `return`, `throw`,
/// `continue` or a never-returning call. Anything else that mentions the name (a read, a
/// closure, a loop, an `if` without `else`) keeps the initial value.
enum OverwrittenInitializers {
  private enum Effect { case untouched, overwrites, uses }

  /// The variable, and the written paths whose assignment overwrites what is traced.
  private struct Target {
    let name: String
    let paths: Set<String>
  }

  /// Nesting deeper than this answers "uses": input cannot drive the walk without limit.
  private static let maxDepth = 48

  /// Whether the initializer of the local declared by the binding at `token` in `body` is
  /// overwritten before any read.
  static func isOverwritten(name: String, paths: Set<String>, declaredAt token: TokenIndex, in body: [Stmt]) -> Bool {
    guard let (block, index) = declaringBlock(of: token, in: body, depth: 0) else { return false }
    let target = Target(name: name, paths: paths)
    for stmt in block[(index + 1)...] {
      switch effect(of: stmt, on: target, depth: 0) {
      case .untouched: continue
      case .overwrites: return true
      case .uses: return false
      }
    }
    return false
  }

  /// The statements of the block that declares the binding at `token`, and its index there.
  private static func declaringBlock(of token: TokenIndex, in stmts: [Stmt], depth: Int) -> ([Stmt], Int)? {
    guard depth < maxDepth else { return nil }
    for (i, stmt) in stmts.enumerated() {
      switch stmt {
      case .variable(let v):
        if v.bindings.contains(where: { if case .binding(let n) = $0.pattern { n.token == token } else { false } }) {
          return (stmts, i)
        }
      case .ifStmt(let s):
        if let found = inIf(s, token, depth) { return found }
      case .guardStmt(let g):
        if let found = declaringBlock(of: token, in: g.elseBody.stmts, depth: depth + 1) { return found }
      case .switchStmt(let sw):
        for c in sw.cases { if let found = declaringBlock(of: token, in: c.body, depth: depth + 1) { return found } }
      case .forIn(let f):
        if let found = declaringBlock(of: token, in: f.body.stmts, depth: depth + 1) { return found }
      case .whileStmt(let w):
        if let found = declaringBlock(of: token, in: w.body.stmts, depth: depth + 1) { return found }
      case .repeatWhile(let r):
        if let found = declaringBlock(of: token, in: r.body.stmts, depth: depth + 1) { return found }
      case .doStmt(let d):
        if let found = declaringBlock(of: token, in: d.body.stmts, depth: depth + 1) { return found }
        for c in d.catches {
          if let found = declaringBlock(of: token, in: c.body.stmts, depth: depth + 1) { return found }
        }
      default:
        continue
      }
    }
    return nil
  }

  private static func inIf(_ s: IfStmt, _ token: TokenIndex, _ depth: Int) -> ([Stmt], Int)? {
    var current: IfStmt? = s
    var hops = 0
    while let i = current, hops < maxDepth {
      hops += 1
      if let found = declaringBlock(of: token, in: i.then.stmts, depth: depth + 1) { return found }
      switch i.elseBranch {
      case .block(let b)?: return declaringBlock(of: token, in: b.stmts, depth: depth + 1)
      case .elseIf(let next)?: current = next
      case nil: current = nil
      }
    }
    return nil
  }

  private static func effect(of stmt: Stmt, on target: Target, depth: Int) -> Effect {
    guard depth < maxDepth else { return .uses }
    let name = target.name
    switch stmt {
    case .expr(.assign(let b)) where b.op.text == "=":
      if let path = SyntaxQueries.dottedPath(b.lhs), target.paths.contains(path) {
        return mentions(.expr(b.rhs), name) ? .uses : .overwrites
      }
    case .ifStmt(let s):
      return ifEffect(s, on: target, depth: depth)
    case .switchStmt(let sw):
      guard !mentions(.expr(sw.subject), name) else { return .uses }
      let effects = sw.cases.map { blockEffect($0.body, on: target, depth: depth + 1) }
      return combine(effects)
    default:
      break
    }
    return mentions(stmt, name) ? .uses : .untouched
  }

  /// An `if`/`else if`/`else` chain: overwrites when every branch does (or leaves).
  private static func ifEffect(_ s: IfStmt, on target: Target, depth: Int) -> Effect {
    let name = target.name
    var effects: [Effect] = []
    var current: IfStmt? = s
    var hops = 0
    while let i = current, hops < maxDepth {
      hops += 1
      if i.conditions.contains(where: { mentions(condition: $0, name) }) { return .uses }
      effects.append(blockEffect(i.then.stmts, on: target, depth: depth + 1))
      switch i.elseBranch {
      case .block(let b)?:
        effects.append(blockEffect(b.stmts, on: target, depth: depth + 1))
        current = nil
      case .elseIf(let next)?:
        current = next
      case nil:
        // No `else`: one path keeps the initial value.
        return effects.allSatisfy { $0 == .untouched } ? .untouched : .uses
      }
    }
    return combine(effects)
  }

  /// All branches overwrite: overwrites; none mention the name: untouched; else uses.
  private static func combine(_ effects: [Effect]) -> Effect {
    if effects.allSatisfy({ $0 == .overwrites }) { return .overwrites }
    if effects.allSatisfy({ $0 == .untouched }) { return .untouched }
    return .uses
  }

  /// A branch: the first statement mentioning the name decides; a branch that leaves
  /// (`return`, `throw`, `continue`, `fatalError(…)`) before mentioning it counts as overwriting.
  private static func blockEffect(_ stmts: [Stmt], on target: Target, depth: Int) -> Effect {
    let name = target.name
    for stmt in stmts {
      switch stmt {
      case .returnStmt(let r):
        return r.value.map { mentions(.expr($0), name) } == true ? .uses : .overwrites
      case .throwStmt(let t):
        return mentions(.expr(t.value), name) ? .uses : .overwrites
      case .continueStmt:
        return .overwrites
      case .expr(let e) where SyntaxQueries.isNeverReturningCall(e):
        return .overwrites
      default:
        let e = effect(of: stmt, on: target, depth: depth + 1)
        if e != .untouched { return e }
      }
    }
    return .untouched
  }

  private static func mentions(condition: Condition, _ name: String) -> Bool {
    var found = false
    let visitor = SyntaxVisitor()
    visitor.visitExpr = { e in
      if case .identifier(let n) = e, n.text == name { found = true }
      return !found
    }
    visitor.walk([condition])
    return found
  }

  private static func mentions(_ stmt: Stmt, _ name: String) -> Bool {
    var found = false
    let visitor = SyntaxVisitor()
    visitor.visitExpr = { e in
      if case .identifier(let n) = e, n.text == name { found = true }
      return !found
    }
    visitor.walk(stmt)
    return found
  }
}
