import TrustLintSyntax

/// The must-analysis: walks a body in execution order with one fact, "a status check has run
/// on every path so far". Branches join with "and"; loops may run zero times; closures and
/// nested functions are not part of the body.
final class StatusWalker {
  /// The program the body belongs to.
  let facts: ProgramFacts
  /// The body walked.
  let scope: BodyScope
  /// Summaries of the helpers it calls.
  let summaries: StatusSummaries
  private let map: [ObjectIdentifier: EvaluatorCall]
  private let entry: Bool
  /// `requestAuthorization` calls reached while the fact did not hold.
  private(set) var unchecked: Set<ObjectIdentifier> = []
  /// The fact where each call of a program function was made (false if made on several paths
  /// that disagree): whether a caller checked the status before calling a pass-through wrapper.
  private(set) var callStates: [ObjectIdentifier: Bool] = [:]
  /// The fact where each closure of the body is written (false if written on several paths that disagree).
  private(set) var closureStates: [ObjectIdentifier: Bool] = [:]
  private var exits: [Bool] = []
  /// The fact at the exits that may return `true` (all but `return false`), where the returned
  /// condition holds.
  private var trueExits: [Bool] = []
  /// Each normal exit with the member it returns when written as one (`return .canAsk`), and
  /// the fact there.
  /// `arms`: the cases of the body's parameters that the exit lies under (see `parameterArms`).
  private(set) var memberExits: [(member: String?, checked: Bool, arms: [String: Set<String>])] = []
  /// The enclosing `switch` arms over a parameter of the body's function (`switch permission
  /// { case .notifications: … }`), innermost last.
  var parameterArms: [(parameter: String, cases: Set<String>)] = []
  /// Checks that hold for some values of a parameter only, innermost last: inside `case .canAsk:`
  /// of `switch await state(for: permission)`, the helper checked when `permission` was one of
  /// the cases its unchecked `.canAsk` exits are not under.
  var conditionalChecks: [(variable: String, holds: (Set<String>) -> Bool)] = []
  private var switchBreaks: [[Bool]?] = []
  /// How many `catch` bodies the walk is inside (`catch { status = .unavailable }` checks).
  private var catchDepth = 0

  /// A walker for one body.
  init(facts: ProgramFacts, scope: BodyScope, summaries: StatusSummaries, entry: Bool = false) {
    self.facts = facts
    self.scope = scope
    self.summaries = summaries
    self.entry = entry
    self.map = facts.evaluatorCallMap(inFile: scope.fileIndex)
  }

  /// Walks the body; true when every normal exit is checked.
  func run() -> Bool {
    if let end = block(scope.statements, entry) {
      exits.append(end)
      trueExits.append(end)
      memberExits.append((nil, end, currentArms()))
    }
    return !exits.isEmpty && exits.allSatisfy { $0 }
  }

  /// After `run()`: whether every exit that may return `true` is checked (none at all, when
  /// the body has normal exits that all return `false`, also counts).
  var checkedWhenTrue: Bool { !exits.isEmpty && trueExits.allSatisfy { $0 } }

  private static func join(_ states: [Bool?]) -> Bool? {
    let reached = states.compactMap { $0 }
    return reached.isEmpty ? nil : reached.allSatisfy { $0 }
  }

  private func block(_ stmts: [Stmt], _ entry: Bool) -> Bool? {
    // A `guard` adds the checks its conditions make for the rest of its block only.
    let depth = conditionalChecks.count
    defer { conditionalChecks.removeSubrange(depth...) }
    var s: Bool? = entry
    for stmt in stmts {
      guard let current = s else { return nil }
      s = statement(stmt, current)
    }
    return s
  }

  private func statement(_ stmt: Stmt, _ s: Bool) -> Bool? {
    switch stmt {
    case .expr(let e):
      let after = expr(e, s)
      return SyntaxQueries.isNeverReturningCall(e) ? nil : after
    case .variable(let v):
      return v.bindings.reduce(s) { acc, b in b.initializer.map { expr($0, acc) } ?? acc }
    case .ifStmt(let i): return ifStatement(i, s)
    case .guardStmt(let g):
      let (first, all) = conditions(g.conditions, s)
      if AvailabilityConditions.decides(g.conditions, in: tree) != true { _ = block(g.elseBody.stmts, first) }
      conditionalChecks += g.conditions.compactMap(conditionalCheck)
      return all
    case .switchStmt(let sw): return switchStatement(sw, s)
    case .forIn(let f):
      let after = expr(f.sequence, s)
      loop(f.body.stmts, after)
      return after
    case .whileStmt(let w):
      let (first, all) = conditions(w.conditions, s)
      loop(w.body.stmts, all)
      return first
    case .repeatWhile(let r):
      switchBreaks.append(nil)
      let end = block(r.body.stmts, s)
      switchBreaks.removeLast()
      return end.map { expr(r.condition, $0) } ?? s
    case .doStmt(let d):
      var ends: [Bool?] = [block(d.body.stmts, s)]
      catchDepth += 1
      for c in d.catches { ends.append(block(c.body.stmts, s)) }
      catchDepth -= 1
      return Self.join(ends)
    case .returnStmt(let r):
      let after = r.value.map { expr($0, s) } ?? s
      exits.append(after || r.value.map(returnsNoPromptStatus) == true)
      memberExits.append((r.value.flatMap(Self.returnedMember), exits[exits.count - 1], currentArms()))
      if let v = r.value, case .literal(let l) = SyntaxQueries.stripped(v), l.kind == .false { return nil }
      trueExits.append(r.value.map { condition($0, s).whenTrue } ?? s)
      return nil
    case .throwStmt(let t):
      _ = expr(t.value, s)
      return nil
    case .breakStmt(let j):
      if j.label == nil, let last = switchBreaks.indices.last, switchBreaks[last] != nil {
        switchBreaks[last]!.append(s)
      }
      return nil
    case .continueStmt, .fallthroughStmt:
      return nil
    case .ifConfig(let c):
      var ends = c.clauses.map { block($0.body, s) }
      if c.clauses.last?.condition != nil { ends.append(s) }
      return Self.join(ends)
    case .deferStmt, .function, .type, .typeAlias, .importDecl, .enumCase, .unparsed:
      return s
    }
  }

  /// Whether a computed property of the body's own type reads the status on every path of its
  /// getter (`var status: AuthorizationStatus { get async { … authorizationStatus(for:) … } }`).
  /// `ofAnyType` (`manager.canPrompt`, a receiver of any type): every property of that name
  /// in the program is such a computed property, as for a call every candidate must check.
  private func propertyChecksStatus(_ name: String, ofAnyType: Bool = false) -> Bool {
    let index = facts.program.index
    var getters: [FunctionEntry] = []
    let properties =
      ofAnyType ? index.properties(named: name, fromFile: scope.fileIndex) : facts.ownProperties(named: name, of: scope)
    if ofAnyType && properties.contains(where: { !$0.isComputed }) { return false }
    for p in properties where p.isComputed {
      for b in p.declaration.bindings {
        guard case .binding(let n) = b.pattern, n.text == name else { continue }
        for accessor in b.accessors {
          guard case .accessor("get") = accessor.kind, let id = index.functionID(of: accessor) else { continue }
          getters.append(index.functions[Int(id)])
        }
      }
    }
    return !getters.isEmpty && getters.allSatisfy { summaries.alwaysChecksStatus($0) }
  }

  private func loop(_ body: [Stmt], _ entry: Bool) {
    switchBreaks.append(nil)
    _ = block(body, entry)
    switchBreaks.removeLast()
  }

  /// The fact after the first condition (what an `else` sees) and after all of them.
  private func conditions(_ list: [Condition], _ s: Bool) -> (first: Bool, all: Bool) {
    var current = s
    var first: Bool?
    for c in list {
      var otherwise = current
      switch c {
      case .expr(let e):
        (current, otherwise) = condition(e, current)
      case .optionalBinding(_, _, _, let i?), .casePattern(_, let i, _):
        current = expr(i, current)
        otherwise = current
      default: break
      }
      if first == nil { first = otherwise }
    }
    return (first ?? s, current)
  }

  /// The fact where a Boolean expression is true and where it is false: the right side of
  /// `a && b` runs only where `a` holds, that of `a || b` only where `a` does not.
  private func condition(_ e: Expr, _ s: Bool) -> (whenTrue: Bool, whenFalse: Bool) {
    switch e {
    case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil:
      return condition(t.elements[0].value, s)
    case .prefix(let op, let operand) where op.text == "!":
      let c = condition(operand, s)
      return (c.whenFalse, c.whenTrue)
    case .binary(let b) where b.op.text == "&&":
      let l = condition(b.lhs, s)
      let r = condition(b.rhs, l.whenTrue)
      return (r.whenTrue, l.whenFalse && r.whenFalse)
    case .binary(let b) where b.op.text == "||":
      let l = condition(b.lhs, s)
      let r = condition(b.rhs, l.whenFalse)
      return (l.whenTrue && r.whenTrue, r.whenFalse)
    default:
      let after = expr(e, s)
      // `if await canPrompt()`: where a helper returned `true`, it checked the status.
      if case .call(let c) = SyntaxQueries.stripped(e) {
        let helpers = facts.candidates(for: c, in: scope).filter { $0.decl.hasBody }
        if !helpers.isEmpty && helpers.allSatisfy({ summaries.checksStatusWhenTrue($0) }) { return (true, after) }
      }
      // `guard await permission() == .canAsk`: where the helper returned that member, it
      // checked the status.
      if case .binary(let b) = SyntaxQueries.stripped(e), b.op.text == "==" || b.op.text == "!=",
        let member = Self.returnedMember(b.rhs), case .call(let c) = SyntaxQueries.stripped(b.lhs)
      {
        let helpers = facts.candidates(for: c, in: scope).filter { $0.decl.hasBody }
        if !helpers.isEmpty,
          helpers.allSatisfy({ summaries.checksStatusWhenReturning($0, member: member, given: literalCase(c, $0)) })
        {
          return b.op.text == "==" ? (true, after) : (after, true)
        }
      }
      return (after, after)
    }
  }

  private func ifStatement(_ i: IfStmt, _ s: Bool) -> Bool? {
    let (first, all) = conditions(i.conditions, s)
    // Where an evaluator exists the system is iOS 27.0 or later: `if #available(iOS 27, *)`
    // has no else, `if #unavailable(iOS 27)` no then (as in the flow graphs; probes-ch p39).
    let decided = AvailabilityConditions.decides(i.conditions, in: tree)
    let then = decided == false ? nil : block(i.then.stmts, all)
    if decided == true { return then }
    let otherwise: Bool?
    switch i.elseBranch {
    case .block(let b)?: otherwise = block(b.stmts, first)
    case .elseIf(let next)?: otherwise = ifStatement(next, first)
    case nil: otherwise = first
    }
    return Self.join([then, otherwise])
  }

  /// The syntax tree of the walked body's file.
  private var tree: SyntaxTree { facts.program.files[scope.fileIndex].tree }

  private func switchStatement(_ sw: SwitchStmt, _ s: Bool) -> Bool? {
    let subject = expr(sw.subject, s)
    // `switch await permission() { case .canAsk: … }`: where the helper returned the members a
    // case lists, it checked the status if it does on every exit that may return them.
    var helpers: [FunctionEntry] = []
    if case .call(let call) = SyntaxQueries.stripped(sw.subject) {
      helpers = facts.candidates(for: call, in: scope).filter { $0.decl.hasBody }
    }
    let switchedParameter = parameterName(sw.subject)
    switchBreaks.append([])
    var ends: [Bool?] = []
    for c in sw.cases {
      var entry = subject
      let names: Set<String>? = if case .patterns(let items) = c.kind { Self.caseNames(items) } else { nil }
      let plainNames: Set<String>? = if case .patterns(let items) = c.kind { Self.plainCaseNames(items) } else { nil }
      var conditional: (variable: String, holds: (Set<String>) -> Bool)?
      if !helpers.isEmpty, let names {
        if case .call(let call) = SyntaxQueries.stripped(sw.subject),
          names.allSatisfy({ name in
            helpers.allSatisfy {
              summaries.checksStatusWhenReturning($0, member: name, given: literalCase(call, $0))
            }
          })
        {
          entry = true
        } else if case .call(let call) = SyntaxQueries.stripped(sw.subject) {
          conditional = conditionalCheck(call, helpers, members: names)
        }
      }
      if let p = switchedParameter, let plainNames {
        if conditionalChecks.contains(where: { $0.variable == p && $0.holds(plainNames) }) { entry = true }
        parameterArms.append((p, plainNames))
      }
      if case .patterns(let items) = c.kind {
        for item in items { if let w = item.whereClause { entry = expr(w, entry) } }
      }
      if let conditional { conditionalChecks.append(conditional) }
      ends.append(block(c.body, entry))
      if conditional != nil { conditionalChecks.removeLast() }
      if switchedParameter != nil && plainNames != nil { parameterArms.removeLast() }
    }
    ends += (switchBreaks.removeLast() ?? []).map { Optional($0) }
    return Self.join(ends)
  }

  /// Whether `value` is `.denied` or `.unavailable` returned by a function whose result is an
  /// `AuthorizationStatus` (`catch { return .unavailable }` in a status helper): an answer that
  /// forbids the prompt, as the status call's own `.denied` would, so that exit counts as
  /// checked. A made-up `.notDetermined` does not.
  private func returnsNoPromptStatus(_ value: Expr) -> Bool {
    guard let result = scope.function?.resultType?.text, facts.classify(result) == .authorizationStatus else {
      return false
    }
    let name: Name
    switch SyntaxQueries.stripped(value) {
    case .implicitMember(let n): name = n
    case .member(let m):
      guard let base = SyntaxQueries.typePathText(m.base), facts.classify(base) == .authorizationStatus else {
        return false
      }
      name = m.name
    default: return false
    }
    return name.text == "denied" || name.text == "unavailable"
  }

  /// The member a returned or compared expression names when written as one (`.canAsk`).
  private static func returnedMember(_ e: Expr) -> String? {
    if case .implicitMember(let n) = SyntaxQueries.stripped(e) { return n.text }
    return nil
  }

  /// Evaluates an expression in order; returns the fact afterwards.
  private func expr(_ e: Expr, _ s: Bool) -> Bool {
    switch e {
    case .call(let c):
      var current = expr(c.callee, s)
      for a in c.arguments { current = expr(a.value, current) }
      for a in c.trailingClosures { current = expr(a.value, current) }
      if let evaluator = map[ObjectIdentifier(c)] {
        switch evaluator.method {
        case .authorizationStatus: return true
        case .requestAuthorization: if !current { unchecked.insert(ObjectIdentifier(c)) }
        case .requestEvaluation: break
        }
        return current
      }
      let key = ObjectIdentifier(c)
      callStates[key] = (callStates[key] ?? true) && current
      // A protocol requirement (no body) is not what runs: its implementations are.
      let helpers = facts.candidates(for: c, in: scope).filter { $0.decl.hasBody }
      if !helpers.isEmpty && helpers.allSatisfy({ summaries.alwaysChecksStatus($0) }) { return true }
      // Through a protocol with a test double beside the live implementation: the ones that
      // call the evaluator decide (the double's stored answer is for tests).
      if helpers.count > 1 {
        let live = helpers.filter { facts.callsEvaluatorDirectly($0) }
        if !live.isEmpty && live.count < helpers.count && live.allSatisfy({ summaries.alwaysChecksStatus($0) }) {
          return true
        }
      }
      // `client.status(context)`: a dependency client's closure that answers the status.
      if helpers.isEmpty && callsStatusClosure(c) { return true }
      // `guard await status() == .notDetermined` with `func status()` declared in this body.
      if helpers.isEmpty, case .identifier(let n) = SyntaxQueries.stripped(c.callee),
        let nested = facts.nestedFunctions(named: n, in: scope),
        nested.allSatisfy({ summaries.alwaysChecksStatus(nested: $0) })
      {
        return true
      }
      return current
    case .closure(let c):
      let key = ObjectIdentifier(c)
      closureStates[key] = (closureStates[key] ?? true) && s
      return s
    case .identifier(let n):
      return s || (scope.lookup(n.text) == nil && propertyChecksStatus(n.text))
    case .implicitMember, .literal, .keyPath, .opaque:
      return s
    case .binary(let b) where b.op.text == "&&" || b.op.text == "||":
      let c = condition(e, s)
      return c.whenTrue && c.whenFalse
    case .binary(let b):
      let left = expr(b.lhs, s)
      let right = expr(b.rhs, left)
      return b.op.text == "??" ? left : right
    case .assign(let b):
      let after = expr(b.lhs, expr(b.rhs, s))
      return after || (catchDepth > 0 && assignsNoPromptStatus(b))
    case .ternary(let t):
      let c = condition(t.condition, s)
      return expr(t.then, c.whenTrue) && expr(t.otherwise, c.whenFalse)
    case .ifExpr(let i): return ifStatement(i, s) ?? s
    case .switchExpr(let sw): return switchStatement(sw, s) ?? s
    case .member(let m):
      let after = expr(m.base, s)
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" {
        return after || propertyChecksStatus(m.name.text)
      }
      return after || propertyChecksStatus(m.name.text, ofAnyType: true)
    case .subscript(let sub): return sub.arguments.reduce(expr(sub.base, s)) { expr($1.value, $0) }
    case .try(let t): return expr(t.operand, s)
    case .await(_, let o), .prefix(_, let o), .postfix(_, let o), .optionalChain(let o, _), .forceUnwrap(let o, _):
      return expr(o, s)
    case .cast(let c): return expr(c.operand, s)
    case .tuple(let t): return t.elements.reduce(s) { expr($1.value, $0) }
    case .array(let a): return a.elements.reduce(s) { expr($1, $0) }
    case .dictionary(let d): return d.entries.reduce(s) { expr($1.value, expr($1.key, $0)) }
    }
  }
}
