import TrustLintSyntax

/// Names bound from an enum case's payload that carries an evaluation (`EvaluationPayloads`):
/// `case let .trustEvaluated(.success(evaluation))` in a reducer, `if case let .evaluated(e) =
/// msg` in an Elm `update`. Each holds an evaluation the sender handed over: tracked so that
/// two reports on one path are found, owing nothing (an evaluation read from storage,
/// `FlowObject.Origin.borrowed`), so a handler that leaves it unreported is not flagged.
extension GraphBuilder {
  /// The names the body's case patterns bind from evaluation payloads (seeds of the pre-pass).
  /// Closures are bodies of their own and are not entered.
  func payloadEvaluationNames(_ stmts: [Stmt]) -> Set<String> {
    guard !index.evaluationPayloads.isEmpty else { return [] }
    var out: Set<String> = []
    func conditions(_ cs: [Condition]) {
      for c in cs {
        if case .casePattern(let p, _, _) = c { for b in payloadBindings(p) { out.insert(b.name.text) } }
      }
    }
    var stack = stmts
    var steps = 0
    while let s = stack.popLast(), steps < 100_000 {
      steps += 1
      switch s {
      case .switchStmt(let w):
        for c in w.cases {
          guard case .patterns(let items) = c.kind else { continue }
          for item in items { for b in payloadBindings(item.pattern) { out.insert(b.name.text) } }
        }
      case .ifStmt(let i):
        var node: IfStmt? = i
        while let n = node {
          conditions(n.conditions)
          if case .elseIf(let next)? = n.elseBranch { node = next } else { node = nil }
        }
      case .guardStmt(let g): conditions(g.conditions)
      case .whileStmt(let w): conditions(w.conditions)
      default: break
      }
      s.appendNestedStatements(to: &stack)
    }
    return out
  }

  /// After a case pattern's names are declared: each name it binds from an evaluation payload
  /// holds that evaluation (read from the payload, owing nothing). Matched against a value with
  /// a key (`casePatternSubjectKey`), the payload is held under that key until the value may
  /// change (an assignment, a call of the program's functions, an `await`): `if case
  /// .pending(let e) = state` twice on one path binds one evaluation twice (probes-er p13).
  func bindPayloadEvaluations(_ pattern: Pattern) {
    guard !index.evaluationPayloads.isEmpty else { return }
    for (k, b) in payloadBindings(pattern).enumerated() where trackedNames.contains(b.name.text) {
      guard let v = lookup(b.name.text) else { continue }
      let name = "." + b.caseName + "(…)"
      // Under the subject's name first, so that forgetting `state` forgets its payloads too.
      let key = casePatternSubjectKey.map { "\($0.base).\(b.caseName)(…)#\(k)@\($0.variable ?? -1)" }
      let held =
        key.flatMap(heldBorrow)
        ?? {
          let borrowed = borrowObject(name: name, token: b.name.token, optional: b.isOptional)
          return key.map { holdBorrowed($0, borrowed) } ?? borrowed
        }()
      guard let held else { continue }
      emit(.assign(to: v, from: [held]))
    }
  }

  /// The key a case pattern's subject is held under (`casePatternSubjectKey`): a name (a
  /// parameter, local or property: `state`) or a member `heldKey` knows (`self.state`,
  /// `model.state`); nil for anything else (a call may give another value each time).
  func payloadSubjectKey(of subject: Expr) -> (base: String, variable: Int32?)? {
    guard !index.evaluationPayloads.isEmpty else { return nil }
    switch SyntaxQueries.stripped(subject) {
    case .identifier(let n):
      let variable = lookup(n.text)
      // A computed `state` runs its getter on each read: another value each time (probes-ev p08).
      if variable == nil, ownPropertyAccessors(n.text).contains("get") { return nil }
      return (n.text, variable)
    case .member(let m):
      if Self.readsSelf(m), ownPropertyAccessors(m.name.text).contains("get") { return nil }
      return heldKey(m).map { ($0, nil) }
    default: return nil
    }
  }

  /// The accessor kinds (`get`, `set`, `willSet`, `didSet`) of the own type's properties named
  /// `name`: those run the program's code where the property is read or written, so a read
  /// may give another value each time and a write may change any other property.
  /// A property wrapper's setter counts as a `set` (`@Published var history` publishes to the
  /// `$history` sinks before the write returns, probes-fa p15).
  func ownPropertyAccessors(_ name: String) -> Set<String> {
    var kinds: Set<String> = []
    for p in ownPropertyDeclarations(name) {
      for a in p.accessors { if case .accessor(let k) = a.kind { kinds.insert(k) } }
      if Self.isWrapped(p) { kinds.insert("set") }
    }
    return kinds
  }

  /// Whether `property` is declared with an attribute that may name a property wrapper
  /// (`@Published`, `@AppStorage`, the program's own `@Broadcasting`): its wrapped value's
  /// setter is code the index does not see, so a write or a mutating call may run anything.
  /// Global actors and Interface Builder markers wrap nothing.
  static func isWrapped(_ property: PropertyEntry) -> Bool {
    // `@objc dynamic var isBusy`: a write runs its key-value observers (probes-fb p26).
    if property.declaration.modifiers.has("dynamic") { return true }
    return property.declaration.modifiers.attributes.contains { attribute in
      let name = attribute.prefix { $0 != "(" && $0 != "<" && !$0.isWhitespace }
      guard name.first?.isUppercase ?? false else { return false }
      return !name.hasSuffix("Actor") && !notWrappers.contains(String(name))
    }
  }

  /// Capitalised attributes of a stored property that are no property wrapper.
  static let notWrappers: Set<String> = ["IBOutlet", "IBInspectable", "GKInspectable", "ObservationIgnored"]

  /// The own type's properties named `name`, with the overrides its subclasses declare
  /// (`override var attempts: Int { didSet { state = .idle } }`): on an instance of a subclass,
  /// a read or write in the class's own members runs the override's accessors (probes-ex p20).
  func ownPropertyDeclarations(_ name: String) -> [PropertyEntry] {
    guard let owner = ownerType else { return [] }
    let found = index.properties(named: name, fromFile: fileIndex)
    let own = found.filter { $0.ownerPath.last == owner }
    guard !own.isEmpty, found.count > own.count else { return own }
    let subclasses = index.subclassPaths(ofClassAt: ownerPath)
    return own + found.filter { p in subclasses.contains(p.ownerPath) }
  }

  /// Whether assigning the own type's property `name` runs no code of the program: it has no
  /// setter, and its observers assign nothing and call only functions the program does not
  /// declare and that deliver to no subscriber (`didSet { print("attempts: \(attempts)") }`,
  /// not `didSet { changes.send(step) }`, probes-ex p21, p22), so values read before the
  /// assignment are still those after it (probes-ew p14). A closure in an observer runs code.
  func ownPropertyObserversAreInert(_ name: String) -> Bool {
    // A wrapper's setter is no observer this can read (`@Published`).
    guard !ownPropertyDeclarations(name).contains(where: Self.isWrapped) else { return false }
    var inert = true
    let visitor = SyntaxVisitor()
    visitor.visitExpr = { e in
      switch e {
      case .closure, .assign: inert = false
      case .call(let c):
        if !c.trailingClosures.isEmpty { inert = false }
        // `NotificationCenter.default.post(…)` / `subject.send(…)` run the program's observers.
        // A program function that provably assigns nothing (`log(_:)` printing) runs no code
        // that changes the state either (probes-ex p18).
        guard let callee = SyntaxQueries.calleeName(c)?.text, !Self.deliversToSubscribers(callee),
          self.index.resolve(name: callee, labels: ProgramFacts.labels(of: c), fromFile: self.fileIndex).isEmpty
            || !Self.passesInoutOrClosure(c) && self.functionsLeaveStateAlone(self.index.functions(named: callee))
        else {
          inert = false
          return false
        }
      default: break
      }
      return inert
    }
    for p in ownPropertyDeclarations(name) {
      for a in p.accessors {
        guard case .accessor(let kind) = a.kind, kind != "get" else { continue }
        guard kind == "willSet" || kind == "didSet", let body = a.body else { return false }
        visitor.walk(body.stmts)
        if !inert { return false }
      }
    }
    return true
  }

  /// The names `pattern` binds from evaluation payloads: `.evaluated(let e)` (also `let e?`
  /// of an optional one) and `.trustEvaluated(.success(let e))` of a `Result` / `TaskResult`.
  func payloadBindings(_ pattern: Pattern) -> [(name: Name, caseName: String, isOptional: Bool)] {
    var out: [(name: Name, caseName: String, isOptional: Bool)] = []
    var stack = [pattern]
    var steps = 0
    while let p = stack.popLast(), steps < 1_000 {
      steps += 1
      switch p {
      case .enumCase(_, let name, let payload?):
        let slots = index.evaluationPayloads.slotsByCase[name.text]
        for (i, element) in payload.enumerated() {
          if let slots, payload.count == slots.count, let slot = slots[i],
            let bound = Self.boundEvaluation(element, slot)
          {
            out.append((bound.name, name.text, bound.isOptional))
          } else {
            stack.append(element)
          }
        }
      case .tuple(let ps): stack.append(contentsOf: ps)
      case .optional(let q), .cast(let q, _): stack.append(q)
      case .enumCase, .binding, .wildcard, .isType, .expression: break
      }
    }
    return out
  }

  /// The name an associated value's pattern binds to the evaluation a slot holds, if any.
  private static func boundEvaluation(_ element: Pattern, _ slot: EvaluationPayloads.Slot) -> (
    name: Name, isOptional: Bool
  )? {
    switch (slot, element) {
    case (.evaluation(let isOptional), .binding(let n)): return (n, isOptional)
    case (.evaluation(true), .optional(.binding(let n))): return (n, false)
    case (.result, .enumCase(_, let success, let inner?)) where success.text == "success" && inner.count == 1:
      if case .binding(let n) = inner[0] { return (n, false) }
      return nil
    default: return nil
    }
  }
}
