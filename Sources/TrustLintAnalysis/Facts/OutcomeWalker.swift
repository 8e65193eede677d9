import TrustLintSyntax

/// Walks one file's bodies in execution order, keeping track of which outcomes can reach
/// each point (a small forward analysis over the structured body: branches narrow, paths
/// that leave do not come back, joins take the union), and records the calls and values
/// written inside unknown and failure branches. Nested functions start afresh; closures
/// inherit the branch they are written in, since they run on that path.
final class OutcomeWalker {
  /// The body being walked.
  struct Unit {
    /// The function or accessor name for `return` (nil in closures and top-level code).
    var functionName: String?
    var enclosing: String
    var ownerPath: [String]
    /// `self` is a `Value` (inside `extension IsLikelyBeingCoachedInsight.Value`).
    var selfIsValue: Bool
    /// Returned values go to `returnObserver` (the body of a Boolean helper being summarised).
    var observesReturns = false
    /// Returned values are not recorded: a local function walked where its caller drops them.
    var dropsReturns = false
    /// The function is declared to return a consumption status (`-> InsightEvaluationConsumptionStatus`).
    var returnsStatus = false
    /// `self` is the outcome (in `extension Result where Success == IsLikelyBeingCoachedInsight.Value`).
    var selfIsResult = false
    /// `self` is an optional level (in `extension Optional where Wrapped == IsLikelyBeingCoachedInsight.Value`).
    var selfIsOptional = false
    /// The function whose own body this is (nil in closures, property initializers and
    /// top-level code): a branch testing one of its parameters names it.
    var function: FunctionDecl? = nil
    /// The body of the function this body is or is written in (closures keep their
    /// function's): scanned whole by `insightMatchedAgainstOtherValues`.
    var functionBody: Block? = nil
    /// The enclosing function's parameters of function type (`completion`), through which its
    /// closures answer (`OutcomeWalker+Callbacks`).
    var callbacks: Set<String> = []
    /// The enclosing function's name and how many callbacks it takes, kept in its closures: a
    /// `true` it answers through a callback is judged by that name (`OutcomeWalker+Callbacks`).
    var answering: (name: String, callbackCount: Int)? = nil
  }

  /// The program the walked file belongs to.
  let facts: ProgramFacts
  /// The body being walked now.
  var unit: Unit
  /// What the walk found so far.
  var result = OutcomeFacts()
  /// For each enclosing `switch` or loop, the label and the states `break` leaves with (loops: nil).
  var breakTargets: [(label: String?, states: [OutcomeState]?)] = []
  /// Told every value the summarised helper returns, with the state where it is returned.
  var returnObserver: ((OutcomeWalker, Expr, OutcomeState) -> Void)?
  /// Summaries of Boolean helpers met so far (nil: nothing to say).
  var predicateMemo: [Int32: PredicateSummary?] = [:]
  /// Summaries of the type's own `Bool` properties met so far, by getter (nil: nothing to say).
  var ownPropertyMemo: [Int32: PredicateSummary?] = [:]
  /// The ranks the program's `Comparable` conformance of the level gives each value, once
  /// looked up (`OutcomeWalker+Ordering`; nil inside: no such conformance).
  var valueRanksMemo: ValueRanks??
  /// How many helpers deep this walker is.
  var predicateDepth = 0
  /// The file of the bodies walked (calls resolve to the declarations nearest to it).
  var fileIndex: Int?
  /// The closures key path arguments stand for, by the key path's first token (`OutcomeWalker+KeyPaths`).
  var keyPathClosures: [TokenIndex: ClosureExpr?] = [:]
  /// For each function body walked, the `insight` holders whose outcome it matches against a
  /// value that is no coaching level (`OutcomeOwnTypes`), by the body's opening brace.
  var otherValueHolders: [TokenIndex: Set<String>] = [:]
  /// Local functions and closures in scope, walked in place where a branch calls them (`OutcomeWalker+LocalCalls`).
  var localCallees = LocalCallees()

  /// Bodies of more tokens are scanned for straight-line code before they are walked (`function`).
  static let straightLineScanMinimum = 256

  /// A walker for files of one program.
  init(facts: ProgramFacts) {
    self.facts = facts
    self.unit = Unit(functionName: nil, enclosing: "", ownerPath: [], selfIsValue: false)
  }

  /// The outcome facts of one file.
  static func facts(of fileIndex: Int, in facts: ProgramFacts) -> OutcomeFacts {
    let walker = OutcomeWalker(facts: facts)
    walker.fileIndex = fileIndex
    walker.members(facts.program.files[fileIndex].tree.items, ownerPath: [], ownerText: nil, topLevel: true)
    return walker.result
  }

  // MARK: Declarations

  /// Walks declarations (file level or a type's members); `topLevel` collects the other statements as top-level code.
  func members(_ items: [Stmt], ownerPath: [String], ownerText: String?, topLevel: Bool) {
    var code: [Stmt] = []
    for item in items {
      localCallees.root = [item]
      switch item {
      case .function(let f):
        function(f, ownerPath: ownerPath, ownerText: ownerText, inherited: nil)
      case .type(let t):
        // (`Result<X, Failure>` for `extension Result where Success == X`.)
        let extended = t.resultSuccess != nil ? t.selfTypeText : (t.extendedType?.text ?? t.name.text)
        let written = t.kind == .extension ? extended : t.name.text
        let name = DeclarationCollector.pathWithoutGenerics(written)
        // (`Value?` for `extension Optional where Wrapped == Value`: `self` is an optional level;
        // the members still belong to `Optional`.)
        let optionalLevel = t.optionalWrapped.map { facts.classify($0.text) == .outcomeValue } ?? false
        // (`[Value]` for `extension Array where Element == Value`: `self` holds levels.)
        let levels = t.sequenceElement.flatMap { facts.classify($0.text) == .outcomeValue ? "[\($0.text)]" : nil }
        members(
          t.members, ownerPath: facts.program.index.ownerPath(ownerPath, appending: name),
          ownerText: levels ?? (optionalLevel ? t.selfTypeText : written), topLevel: false)
      case .ifConfig(let c):
        for clause in c.clauses { members(clause.body, ownerPath: ownerPath, ownerText: ownerText, topLevel: topLevel) }
      case .variable(let v) where !topLevel:
        for b in v.bindings {
          for a in b.accessors { function(a, ownerPath: ownerPath, ownerText: ownerText, inherited: nil) }
          if let i = b.initializer {
            let saved = unit
            unit = Unit(
              functionName: nil, enclosing: ownerPath.joined(separator: "."), ownerPath: ownerPath,
              selfIsValue: false)
            if case .closure(let c) = i {
              closure(
                c, OutcomeState(), parameter: declaredClosureParameter(b.type, c), returnsAs: Self.boundName(b.pattern))
            } else if !appliedClosure(i, boundTo: Self.boundName(b.pattern), OutcomeState()) {
              expr(i, OutcomeState())
              caseTable(b, OutcomeState())
            }
            unit = saved
          }
        }
      default:
        if topLevel { code.append(item) }
      }
    }
    if !code.isEmpty {
      localCallees.root = code
      let saved = unit
      unit = Unit(functionName: nil, enclosing: "", ownerPath: [], selfIsValue: false)
      var st = OutcomeState()
      _ = block(code, &st)
      unit = saved
    }
  }

  /// Walks a function, initializer or accessor as a body of its own. `inherited` carries the
  /// bindings of an enclosing body for local functions (narrowing does not carry over).
  func function(
    _ f: FunctionDecl, ownerPath: [String], ownerText: String?, inherited: OutcomeState?, observingReturns: Bool = false
  ) {
    guard let body = f.body else { return }
    // Nothing is narrowed at the start (only bindings are inherited): a body without syntax that
    // tests, branches or nests records nothing, unless a helper's summary observes its returns.
    if !observingReturns, returnObserver == nil, Int(body.rbrace - body.lbrace) > Self.straightLineScanMinimum,
      let fileIndex, facts.program.files[fileIndex].tree.isStraightLine(body)
    {
      return
    }
    let saved = unit
    let savedTargets = breakTargets
    breakTargets = []
    unit = Unit(
      functionName: f.name.text, enclosing: ProgramIndex.qualifiedName(f, owner: ownerPath), ownerPath: ownerPath,
      selfIsValue: ownerText.map { facts.classify($0) == .outcomeValue } ?? false, observesReturns: observingReturns,
      returnsStatus: f.resultType.map { facts.classify($0.text) == .consumptionStatus } ?? false,
      selfIsResult: ownerText.map { facts.classify($0) == .outcomeResult } ?? false,
      selfIsOptional: ownerText.map { TypeClassifier.isOptional($0) } ?? false, function: f,
      callbacks: Self.callbackNames(f))
    unit.answering = (f.name.text, unit.callbacks.count)
    unit.functionBody = body
    var st = OutcomeState()
    st.bindings = inherited?.bindings ?? [:]
    bindParameters(f.parameters, &st.bindings)
    bindCollections(
      f.genericParameters == nil ? f.parameters.map { ($0.name.text, $0.type) } : parametersWithGenericElements(f), &st)
    // `for level in self` in `extension Array where Element == Value` (owner text `[Value]`).
    if let ownerText, ownerText.hasPrefix("["), let element = Self.sequenceElementTypeText(of: ownerText),
      let subject = subjectForDeclared(type: TypeRef(text: element, first: 0, last: 0), key: "", scope: nil)
    {
      st.collections["self"] = subject.kind
    }
    implicitResult(body.stmts, st)
    _ = block(body.stmts, &st)
    unit = saved
    breakTargets = savedTargets
  }

  /// Binds the parameters of a function or closure: each shadows the outer name, and one whose
  /// declared type makes it a subject (`parameter:<name>`) is bound to that subject.
  func bindParameters(_ parameters: [Parameter], _ bindings: inout [String: OutcomeSubject?]) {
    for p in parameters {
      let name = p.name.text
      if let t = p.type, let s = subjectForDeclared(type: t, key: "parameter:" + name, scope: unit.ownerPath) {
        bindings[name] = s
      } else if bindings[name] != nil || propertySubject(name) != nil {
        // Shadowing is written only where it changes what the name means (an outer binding,
        // or the own type's property): writing it always made every closure copy the
        // bindings of all the locals before it.
        OutcomeWalker.shadow(.binding(p.name), &bindings)
      }
    }
  }

  /// A single-statement body yields its value: record it as returned.
  func implicitResult(_ stmts: [Stmt], _ st: OutcomeState) {
    guard stmts.count == 1 else { return }
    if case .expr(let e) = stmts[0] { localCallees.returnedCall = Self.calledName(e) }
    switch stmts[0] {
    case .expr(let e): values(e, st, .returned(from: unit.functionName))
    // `if`/`switch` written as statements, and `#if` clauses of one expression each.
    case .ifStmt, .switchStmt, .ifConfig: lastValue(stmts, st, .returned(from: unit.functionName), nil)
    default: break
    }
  }

  // MARK: Statements

  /// Walks statements in order; false when the end is not reached (every path left).
  func block(_ stmts: [Stmt], _ st: inout OutcomeState) -> Bool {
    let visible = enterLocalScope(stmts)
    defer { localCallees.declared = visible }
    let hidden = st.hiddenKeys(rootedAt: Self.namesDeclared(in: stmts))
    for s in stmts where !statement(s, &st) { return false }
    st.restore(hidden)
    return true
  }

  /// Walks one statement; false when control never continues after it.
  func statement(_ s: Stmt, _ st: inout OutcomeState) -> Bool {
    switch s {
    case .expr(let e):
      expr(e, st)
      if case .assign(let b) = e, b.op.text == "=", let target = Self.assignedName(b.lhs) {
        values(b.rhs, st, .assigned(to: target.text, ofReceiver: Self.isOtherValuesProperty(b.lhs)))
      }
      if let name = Self.reassignedName(e) { st.forgetKeys(rootedAt: [name]) }
      return !SyntaxQueries.isNeverReturningCall(e)
    case .variable(let v):
      for b in v.bindings { binding(b, isLet: v.isLet, &st) }
      return true
    case .function(let f):
      function(f, ownerPath: unit.ownerPath, ownerText: nil, inherited: st)
      return true
    case .type(let t):
      // A local type's methods do not call the enclosing body's local functions by name.
      let savedCallees = localCallees
      localCallees.declared = [:]
      members(t.members, ownerPath: unit.ownerPath + [t.name.text], ownerText: t.name.text, topLevel: false)
      localCallees.declared = savedCallees.declared
      localCallees.root = savedCallees.root
      localCallees.census = savedCallees.census
      localCallees.returnedCall = savedCallees.returnedCall
      return true
    case .ifStmt(let s):
      return ifStatement(s, &st)
    case .guardStmt(let g):
      var inner = st
      let n = conditions(g.conditions, &inner)
      var otherwise = st.narrowing(
        n.whenFalse, at: .init(.guardElse, token: g.elseBody.lbrace - 1, test: g.guardToken), other: n.whenTrue)
      if availabilityDecides(g.conditions) != true { _ = block(g.elseBody.stmts, &otherwise) }
      let gated = st.gatedByAnswer || readsAnswer(g.conditions, st)
      st = inner.narrowing(
        n.whenTrue, at: .init(.afterGuard, token: g.guardToken, test: g.guardToken), other: n.whenFalse)
      st.gatedByAnswer = gated
      return true
    case .switchStmt(let s):
      return switchStatement(s, &st)
    case .forIn(let f):
      forIn(f, st)
      return true
    case .whileStmt(let w):
      var inner = st
      let n = conditions(w.conditions, &inner)
      loopBody(w.body.stmts, label: w.label, inner.narrowing(n.whenTrue, at: .body(w.whileToken)))
      return true
    case .repeatWhile(let r):
      loopBody(r.body.stmts, label: r.label, st)
      expr(r.condition, st)
      return true
    case .doStmt(let d):
      return doStatement(d, &st)
    case .deferStmt(let d):
      var inner = st
      _ = block(d.body.stmts, &inner)
      return true
    case .returnStmt(let r):
      if let v = r.value {
        localCallees.returnedCall = Self.calledName(v)
        expr(v, st)
        localCallees.returnedCall = nil
        values(v, st, .returned(from: unit.functionName))
      }
      return false
    case .throwStmt(let t):
      expr(t.value, st)
      return false
    case .breakStmt(let j):
      recordBreak(label: j.label?.text, st)
      return false
    case .continueStmt, .fallthroughStmt:
      return false
    case .ifConfig(let c):
      var exits: [OutcomeState] = []
      for clause in c.clauses {
        var inner = st
        if block(clause.body, &inner) { exits.append(inner) }
      }
      if c.clauses.last?.condition != nil { exits.append(st) }
      st.keepDeclarations(of: exits, madeSince: st)
      return st.join(exits)
    case .typeAlias, .importDecl, .enumCase, .unparsed:
      return true
    }
  }

  private func binding(_ b: Binding, isLet: Bool, _ st: inout OutcomeState) {
    declareLocalBinding(b, isLet: isLet)
    if let i = b.initializer {
      // `let handle: (Level) -> Void = { level in … }`: the written type says what it receives.
      if case .closure(let c) = i {
        closure(c, st, parameter: declaredClosureParameter(b.type, c), returnsAs: Self.boundName(b.pattern))
      } else if !appliedClosure(i, boundTo: Self.boundName(b.pattern), st) {
        expr(i, st)
      }
      if case .binding(let n) = b.pattern {
        values(i, st, .assigned(to: n.text))
      } else if let sinks = Self.elementSinks(b.pattern) {
        values(i, st, .assigned(to: "_"), elements: sinks)
      }
      caseTable(b, st)
    }
    st.forgetKeys(rootedAt: Self.reboundNames(b, st))
    for a in b.accessors { function(a, ownerPath: unit.ownerPath, ownerText: nil, inherited: st) }
    guard case .binding(let n) = b.pattern else {
      let literal = b.initializer.map { tupleLiteralSubjects(b.pattern, $0, st) } ?? [:]
      OutcomeWalker.shadow(b.pattern, &st.bindings)
      if case .tuple = b.pattern {
        // `let (ticket, level) = try await f()`: each name as the written tuple type says.
        let text = b.type?.text ?? b.initializer.flatMap { typeText(of: $0, st, depth: 0) }
        bindTuplePattern(b.pattern, typeText: text, key: "local", &st)
        for (name, subject) in literal { st.bindings[name] = .some(subject) }
      }
      if let i = b.initializer { bindMadeStream(b.pattern, i, &st) }
      return
    }
    if !st.conditionNames.isEmpty { st.conditionNames[n.text] = nil }
    if !st.caseLists.isEmpty { st.caseLists[n.text] = nil }
    st.tupleValues[n.text] = isLet ? b.initializer.flatMap { tupleLiteralElements($0, st) } : nil
    bindCollections([(n.text, b.type)], &st)
    if b.type == nil, let i = b.initializer {
      bindLiteralCollection(n.text, i, &st)
      bindIterator(n.text, i, &st)
      bindOperatorSequence(n.text, i, &st)
    }
    if isLet, let reached = tableDefaultLevels(b) { st.caseTables[n.text] = reached }
    if b.type == nil, let i = b.initializer { bindInferredType(n.text, i, &st) }
    if isLet, let i = b.initializer, let list = caseList(i, st) { st.caseLists[n.text] = list }
    if let i = b.initializer {
      let n2 = evaluate(i, st)
      if !n2.whenTrue.isEmpty || !n2.whenFalse.isEmpty { st.conditionNames[n.text] = n2 }
    }
    if let t = b.type, let declared = subjectForDeclared(type: t, key: "local:" + n.text, scope: unit.ownerPath),
      !(declared.kind == .result && makesOwnFailures(b.initializer, st))
    {
      st.bindings[n.text] = declared
    } else if let i = b.initializer, let s = subject(i, st) {
      st.bindings[n.text] = s
    } else {
      st.bindings[n.text] = .some(nil)
    }
    // `let ok = await askPerson()` (or `rules.passesChecks(id)`) inside a branch: another check's
    // answer, like a callback's.
    if isLet, let i = b.initializer, Self.isCheckAnswer(i), st.branch != nil { st.answers.insert(n.text) }
  }
}
