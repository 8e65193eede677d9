import TrustLintSyntax

/// Before lowering a body, finds the names that may ever hold an evaluation: evaluation
/// parameters and `self` (the seeds), names bound from a creation, and names bound from
/// other such names (to a fixed point). Scoping is ignored, so the set is an over-approximation:
/// the builder emits events only for these names, and the dataflow is exact about the rest.
/// Closures are not entered (they are bodies of their own).
enum TrackedNames {
  /// The names, and the report flags: local `Bool`s set next to a report (`reported = true`
  /// beside `evaluation.reportConsumption(…)`), with the value that means "reported".
  static func compute(_ stmts: [Stmt], seeds: Set<String>, builder: GraphBuilder) -> (
    names: Set<String>, reportFlags: [String: Bool], taskNames: Set<String>
  ) {
    var pairs: [(name: String, source: Expr)] = []
    var flagCandidates: [(flag: String, value: Bool, reports: Bool, passes: [String])] = []
    var walker = BindingWalker()
    walker.onBinding = { name, source in
      if let source { pairs.append((name, source)) }
    }
    walker.onStatementList = { list in flagCandidates += flagAssignments(in: list) }
    walker.walk(stmts)
    // `let task = Task { await evaluate() }`: `task.value` is a new evaluation.
    var tasks: Set<String> = []
    for pair in pairs where isEvaluationTask(pair.source, builder) { tasks.insert(pair.name) }
    builder.evaluationTaskNames = tasks
    var tracked = seeds
    var changed = true
    var rounds = 0
    while changed && rounds < 32 {
      changed = false
      rounds += 1
      for pair in pairs where !tracked.contains(pair.name) {
        if mayHold(pair.source, tracked, builder) {
          tracked.insert(pair.name)
          changed = true
        }
      }
    }
    var polarity: [String: Set<Bool>] = [:]
    for c in flagCandidates where c.reports || c.passes.contains(where: { tracked.contains($0) }) {
      polarity[c.flag, default: []].insert(c.value)
    }
    var flags: [String: Bool] = [:]
    for (flag, values) in polarity where values.count == 1 && !tracked.contains(flag) { flags[flag] = values.first! }
    return (tracked, flags, tasks)
  }

  /// `Task { … }` / `Task.detached { … }` whose closure returns an evaluation.
  static func isEvaluationTask(_ expr: Expr, _ builder: GraphBuilder) -> Bool {
    guard case .call(let c) = expr, let closure = c.allArguments.last?.value, case .closure(let body) = closure
    else { return false }
    switch c.callee {
    case .identifier(let n) where n.text == "Task": break
    case .member(let m) where m.name.text == "detached":
      if case .identifier(let n) = m.base, n.text == "Task" { break } else { return false }
    default: return false
    }
    let saved = builder.evaluationTaskNames
    defer { builder.evaluationTaskNames = saved }
    let inner = compute(body.body, seeds: [], builder: builder).names
    if body.body.count == 1, case .expr(let e) = body.body[0] { return mayHold(e, inner, builder) }
    return returnedValues(body.body).contains { mayHold($0, inner, builder) }
  }

  /// The values of `return` statements in a body (not inside nested closures).
  static func returnedValues(_ stmts: [Stmt]) -> [Expr] {
    var out: [Expr] = []
    var stack = stmts
    var steps = 0
    while let s = stack.popLast(), steps < 100_000 {
      steps += 1
      switch s {
      case .returnStmt(let r): if let v = r.value { out.append(v) }
      case .ifStmt(let i):
        var node: IfStmt? = i
        while let n = node {
          stack += n.then.stmts
          switch n.elseBranch {
          case .block(let b)?:
            stack += b.stmts
            node = nil
          case .elseIf(let next)?: node = next
          case nil: node = nil
          }
        }
      case .guardStmt(let g): stack += g.elseBody.stmts
      case .switchStmt(let sw): for c in sw.cases { stack += c.body }
      case .doStmt(let d):
        stack += d.body.stmts
        for c in d.catches { stack += c.body.stmts }
      case .forIn(let f): stack += f.body.stmts
      case .whileStmt(let w): stack += w.body.stmts
      case .repeatWhile(let r): stack += r.body.stmts
      case .ifConfig(let c): for clause in c.clauses { stack += clause.body }
      default: break
      }
    }
    return out
  }

  /// `flag = true` / `flag = false` statements in a list that also reports (or passes a name
  /// to a call, checked against the tracked names later).
  static func flagAssignments(in list: [Stmt]) -> [(flag: String, value: Bool, reports: Bool, passes: [String])] {
    var assigns: [(String, Bool)] = []
    var reports = false
    var passes: [String] = []
    for s in list {
      guard case .expr(var e) = s else { continue }
      if case .try(let t) = e { e = t.operand }
      if case .await(_, let op) = e { e = op }
      switch e {
      case .assign(let b):
        if b.op.text == "=", case .identifier(let n) = b.lhs, case .literal(let l) = b.rhs,
          l.kind == .true || l.kind == .false
        {
          assigns.append((n.text, l.kind == .true))
        }
      case .call(let c):
        let shape = CallShape(c)
        if shape.name?.text == "reportConsumption" { reports = true }
        for a in c.allArguments { if case .identifier(let n) = a.value { passes.append(n.text) } }
        if let r = shape.receiver, case .identifier(let n) = GraphBuilder.memberChain(r).root { passes.append(n.text) }
      default:
        break
      }
    }
    guard !assigns.isEmpty, reports || !passes.isEmpty else { return [] }
    return assigns.map { ($0.0, $0.1, reports, passes) }
  }

  /// Whether an expression's value may be an evaluation held by a tracked name or created here.
  static func mayHold(_ expr: Expr, _ tracked: Set<String>, _ builder: GraphBuilder) -> Bool {
    var stack = [expr]
    var steps = 0
    while let e = stack.popLast(), steps < 4096 {
      steps += 1
      switch e {
      case .identifier(let n):
        if tracked.contains(n.text) { return true }
      case .call(let c):
        let shape = CallShape(c)
        guard let name = shape.name?.text,
          name == "requestEvaluation" || builder.index.producerNames.contains(name)
            || builder.options.producingFunctions.contains(name)
        else { continue }
        let found = builder.candidates(for: c, shape, receiverIsEvaluation: false)
        if builder.createsEvaluation(c, shape, found).0 { return true }
      case .try(let t): stack.append(t.operand)
      case .await(_, let op), .optionalChain(let op, _), .forceUnwrap(let op, _): stack.append(op)
      case .cast(let c): if c.kind != .is { stack.append(c.operand) }
      case .ternary(let t): stack.append(contentsOf: [t.then, t.otherwise])
      case .binary(let b): if b.op.text == "??" { stack.append(contentsOf: [b.lhs, b.rhs]) }
      case .tuple(let t): if t.elements.count == 1 && t.elements[0].label == nil { stack.append(t.elements[0].value) }
      case .ifExpr, .switchExpr: return true
      case .member(let m):
        if m.name.text == "value", case .identifier(let n) = GraphBuilder.memberChain(m.base).root,
          builder.evaluationTaskNames.contains(n.text)
        {
          return true
        }
      default: break
      }
    }
    return false
  }
}

/// Walks statements and expressions (not into closures), reporting every name binding with
/// the expression it is bound from: `let x = e`, `x = e`, `if let x = e`, `case let x? = e`,
/// switch-case bindings (from the subject), `for x in e`.
struct BindingWalker {
  var onBinding: (String, Expr?) -> Void = { _, _ in }
  var onStatementList: ([Stmt]) -> Void = { _ in }

  private enum Item {
    case stmt(Stmt)
    case expr(Expr)
  }

  mutating func walk(_ stmts: [Stmt]) {
    onStatementList(stmts)
    var stack: [Item] = stmts.reversed().map { .stmt($0) }
    var steps = 0
    while let item = stack.popLast(), steps < 2_000_000 {
      steps += 1
      switch item {
      case .stmt(let s): visit(s, &stack)
      case .expr(let e): visit(e, &stack)
      }
    }
  }

  private func bind(_ pattern: Pattern, _ source: Expr?) {
    var ps = [pattern]
    while let p = ps.popLast() {
      switch p {
      case .binding(let n): onBinding(n.text, source)
      case .enumCase(_, _, let payload): ps.append(contentsOf: payload ?? [])
      case .tuple(let xs): ps.append(contentsOf: xs)
      case .optional(let q), .cast(let q, _): ps.append(q)
      case .wildcard, .isType, .expression: break
      }
    }
  }

  private func conditions(_ cs: [Condition], _ stack: inout [Item]) {
    for c in cs {
      switch c {
      case .expr(let e): stack.append(.expr(e))
      case .optionalBinding(_, let p, _, let e):
        if case .binding(let n) = p, e == nil { onBinding(n.text, .identifier(n)) } else { bind(p, e) }
        if let e { stack.append(.expr(e)) }
      case .casePattern(let p, let e, _):
        bind(p, e)
        stack.append(.expr(e))
      case .availability: break
      }
    }
  }

  private func block(_ stmts: [Stmt], _ stack: inout [Item]) {
    onStatementList(stmts)
    for s in stmts.reversed() { stack.append(.stmt(s)) }
  }

  private func visit(_ s: Stmt, _ stack: inout [Item]) {
    switch s {
    case .expr(let e): stack.append(.expr(e))
    case .variable(let v):
      for b in v.bindings {
        bind(b.pattern, b.initializer)
        if let e = b.initializer { stack.append(.expr(e)) }
      }
    case .ifStmt(let i): visitIf(i, &stack)
    case .guardStmt(let g):
      conditions(g.conditions, &stack)
      block(g.elseBody.stmts, &stack)
    case .switchStmt(let sw): visitSwitch(sw, &stack)
    case .forIn(let f):
      bind(f.pattern, f.sequence)
      stack.append(.expr(f.sequence))
      if let w = f.whereClause { stack.append(.expr(w)) }
      block(f.body.stmts, &stack)
    case .whileStmt(let w):
      conditions(w.conditions, &stack)
      block(w.body.stmts, &stack)
    case .repeatWhile(let r):
      block(r.body.stmts, &stack)
      stack.append(.expr(r.condition))
    case .doStmt(let d):
      block(d.body.stmts, &stack)
      for c in d.catches { block(c.body.stmts, &stack) }
    case .deferStmt(let d): block(d.body.stmts, &stack)
    case .returnStmt(let r): if let e = r.value { stack.append(.expr(e)) }
    case .throwStmt(let t): stack.append(.expr(t.value))
    case .ifConfig(let c): for clause in c.clauses { block(clause.body, &stack) }
    default: break
    }
  }

  private func visitIf(_ i: IfStmt, _ stack: inout [Item]) {
    var node = i
    var hops = 0
    while hops < 100_000 {
      hops += 1
      conditions(node.conditions, &stack)
      block(node.then.stmts, &stack)
      guard let e = node.elseBranch else { return }
      switch e {
      case .block(let b):
        block(b.stmts, &stack)
        return
      case .elseIf(let next): node = next
      }
    }
  }

  private func visitSwitch(_ sw: SwitchStmt, _ stack: inout [Item]) {
    stack.append(.expr(sw.subject))
    for c in sw.cases {
      if case .patterns(let items) = c.kind {
        for item in items {
          bind(item.pattern, sw.subject)
          if let w = item.whereClause { stack.append(.expr(w)) }
        }
      }
      block(c.body, &stack)
    }
  }

  private func visit(_ e: Expr, _ stack: inout [Item]) {
    switch e {
    case .assign(let b):
      if b.op.text == "=", case .identifier(let n) = b.lhs { onBinding(n.text, b.rhs) }
      stack.append(.expr(b.lhs))
      stack.append(.expr(b.rhs))
    case .member(let m): stack.append(.expr(m.base))
    case .call(let c):
      stack.append(.expr(c.callee))
      for a in c.allArguments { stack.append(.expr(a.value)) }
    case .subscript(let s):
      stack.append(.expr(s.base))
      for a in s.arguments { stack.append(.expr(a.value)) }
    case .try(let t): stack.append(.expr(t.operand))
    case .await(_, let op), .prefix(_, let op), .postfix(_, let op), .optionalChain(let op, _),
      .forceUnwrap(let op, _):
      stack.append(.expr(op))
    case .binary(let b):
      stack.append(.expr(b.lhs))
      stack.append(.expr(b.rhs))
    case .ternary(let t): stack.append(contentsOf: [.expr(t.condition), .expr(t.then), .expr(t.otherwise)])
    case .cast(let c): stack.append(.expr(c.operand))
    case .ifExpr(let i): visitIf(i, &stack)
    case .switchExpr(let s): visitSwitch(s, &stack)
    case .tuple(let t): for el in t.elements { stack.append(.expr(el.value)) }
    case .array(let a): for el in a.elements { stack.append(.expr(el)) }
    case .dictionary(let d):
      for entry in d.entries {
        stack.append(.expr(entry.key))
        stack.append(.expr(entry.value))
      }
    case .identifier, .implicitMember, .closure, .literal, .keyPath, .opaque: break
    }
  }
}
