import TrustLintSyntax

/// Walks statements and expressions (not into closures), reporting every name binding with
/// the expression it is bound from: `let x = e`, `x = e`, `if let x = e`, `case let x? = e`,
/// switch-case bindings (from the subject), `for x in e`.
struct BindingWalker {
  var onBinding: (String, Expr?) -> Void = { _, _ in }
  var onStatementList: ([Stmt]) -> Void = { _ in }
  /// Every boolean condition tested (`if`, `guard`, `while`, `repeat … while`, ternary).
  var onCondition: (Expr) -> Void = { _ in }
  /// How a closure argument of a call runs, when it runs during the call (it is then walked
  /// as part of the body, as the builder lowers it in place); nil for other closures.
  var closureRun: (CallExpr, Int) -> ClosureRun? = { _, _ in nil }
  /// For a closure argument that runs during the call: its parameters (by position) that
  /// receive another argument of the call (`withAudit(e) { ev in … }`, see `GraphBuilder+HandOff.swift`).
  var handOff: (CallExpr, Int) -> [(Int, Expr)] = { _, _ in [] }
  /// `self.name = …`: the property `name` is assigned (it names another object after).
  var onSelfPropertyAssigned: (String) -> Void = { _ in }
  /// The call as the builder lowers it (function references written as closures), given the
  /// local functions and closures seen so far.
  var callAsLowered: (CallExpr, (String) -> LocalBody?) -> CallExpr = { c, _ in c }
  /// `let sink = recordEvaluationOnly`: the closure calling the program function the constant
  /// names (`GraphBuilder.functionReferenceClosure`), given whether a name is a local; nil otherwise.
  var functionReference: (Expr, (String) -> Bool) -> ClosureExpr? = { _, _ in nil }
  /// Local functions seen so far: their bodies are walked, their parameters bound to the
  /// arguments of direct calls.
  private var localFunctions: [String: LocalBody] = [:]

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
      case .stmt(let s):
        if case .function(let f) = s, let local = LocalBody(f) {
          localFunctions[f.name.text] = local
          block(local.body, &stack)
        } else if case .variable(let v) = s, v.bindings.count == 1, case .binding(let n) = v.bindings[0].pattern,
          case .closure(let closure)? = v.bindings[0].initializer
        {
          // `let finish = { … }`: called by name, it runs in place.
          localFunctions[n.text] = LocalBody(name: n.text, closure: closure)
          block(closure.body, &stack)
        } else if case .variable(let v) = s, v.bindings.count == 1, case .binding(let n) = v.bindings[0].pattern,
          let initializer = v.bindings[0].initializer,
          let closure = functionReference(initializer, { self.localFunctions[$0] != nil })
        {
          // `let sink = recordEvaluationOnly`: called or passed by name, it runs the function.
          localFunctions[n.text] = LocalBody(name: n.text, closure: closure)
          visit(s, &stack)
        } else {
          visit(s, &stack)
        }
      case .expr(let e): visit(e, &stack)
      }
    }
  }

  /// A call's closures that run during it are part of the body; a local function's
  /// parameters take the call's arguments; `Optional.map`'s closure parameter is the receiver.
  private func visitCall(_ written: CallExpr, _ stack: inout [Item]) {
    // `pipe(evaluation, record)` as `pipe(evaluation) { record($0) }` (`GraphBuilder+FunctionReferences`).
    let c = callAsLowered(written) { self.localFunctions[$0] }
    if case .closure(let closure) = c.callee {
      bindCaptures(of: closure)
      block(closure.body, &stack)
    } else {
      stack.append(.expr(c.callee))
    }
    let local: LocalBody? = if case .identifier(let n) = c.callee { localFunctions[n.text] } else { nil }
    let shape = CallShape(c)
    let receiver = shape.receiver
    // `evaluation.map { $0.reportConsumption(…) }` on an optional evaluation is `Optional.map`,
    // as the builder reads it, even where the program declares a `map` of its own
    // (`Loadable.map`) that the hook resolves the call to: the parameter is bound to the
    // receiver, an over-approximation where the receiver is the program's type.
    let mayMapOptional =
      receiver != nil && shape.name.map { ClosureCallees.atMostOnce.contains($0.text) } == true
    for (i, a) in c.allArguments.enumerated() {
      if local == nil, case .closure(let closure) = a.value,
        let run = closureRun(c, i) ?? (mayMapOptional && closure.parameters.count <= 1 ? .atMostOnce : nil)
      {
        if run == .atMostOnce || (mayMapOptional && closure.parameters.count <= 1), let receiver {
          onBinding(closure.parameters.first?.name.text ?? "$0", receiver)
        }
        // `queued.forEach { e in … }`: `e` is an element, as in `for e in queued`.
        if run == .repeated || run == .onceOrMore, let receiver, closure.parameters.count <= 1,
          let name = shape.name?.text, GraphBuilder.elementClosureCallees.contains(name)
        {
          onBinding(closure.parameters.first?.name.text ?? "$0", receiver)
        }
        for (k, source) in handOff(c, i) {
          onBinding(k < closure.parameters.count ? closure.parameters[k].name.text : "$\(k)", source)
        }
        bindCaptures(of: closure)
        block(closure.body, &stack)
      } else {
        stack.append(.expr(a.value))
      }
    }
    if let local {
      let arguments = c.allArguments
      let mapping =
        local.parameters.flatMap { CallShape.labels(of: c).match($0) }
        ?? Array(local.names.indices.prefix(arguments.count))
      for (a, p) in mapping.enumerated() where a < arguments.count && p < local.names.count {
        onBinding(local.names[p], arguments[a].value)
      }
    }
  }

  private func bind(_ pattern: Pattern, _ source: Expr?) {
    // `let x = e`, by far the most common, without the stack's allocation.
    if case .binding(let n) = pattern {
      onBinding(n.text, source)
      return
    }
    var ps = [(pattern, source)]
    while let (p, source) = ps.popLast() {
      switch p {
      case .binding(let n): onBinding(n.text, source)
      case .enumCase(_, _, let payload): ps.append(contentsOf: (payload ?? []).map { ($0, source) })
      case .tuple(let xs):
        // `let (e, x) = try await (pending, balance)`: each name from its own element.
        if let source, case .tuple(let literal) = GraphBuilder.strippedTryAwait(source),
          literal.elements.count == xs.count, xs.count > 1
        {
          ps.append(contentsOf: zip(xs, literal.elements.map { Optional($0.value) }).map { ($0, $1) })
        } else {
          ps.append(contentsOf: xs.map { ($0, source) })
        }
      case .optional(let q), .cast(let q, _): ps.append((q, source))
      case .wildcard, .isType, .expression: break
      }
    }
  }

  private func conditions(_ cs: [Condition], _ stack: inout [Item]) {
    for c in cs {
      switch c {
      case .expr(let e):
        onCondition(e)
        stack.append(.expr(e))
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
      onCondition(r.condition)
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

  /// `{ [e = evaluation] in … }` run in place: `e` is bound from `evaluation`, as by `let`.
  private func bindCaptures(of closure: ClosureExpr) {
    for (k, value) in closure.captureValues.enumerated() where k < closure.captures.count {
      if let value { onBinding(closure.captures[k].text, value) }
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
      // `self.trust = stub`: the property now holds another object, as after `trust = stub`.
      if b.op.text == "=", case .member(let m) = b.lhs, case .identifier(let base) = m.base, base.text == "self" {
        onSelfPropertyAssigned(m.name.text)
      }
      stack.append(.expr(b.lhs))
      stack.append(.expr(b.rhs))
    case .member(let m): stack.append(.expr(m.base))
    case .call(let c):
      visitCall(c, &stack)
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
    case .ternary(let t):
      onCondition(t.condition)
      stack.append(contentsOf: [.expr(t.condition), .expr(t.then), .expr(t.otherwise)])
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
