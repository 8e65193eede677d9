import TrustLintSyntax

/// Lowers one body (function, closure, accessor, initializer, top-level code) to a `FlowGraph`.
/// The lowering of statements, conditions, expressions and calls lives in extensions, and so
/// do scopes and the jumps that leave them (`GraphBuilder+Scopes.swift`); this file holds the
/// state, nodes, variables and objects.
///
/// The mutable state is marked `@exclusivity(unchecked)`: the builder is confined to one
/// thread and never overlaps accesses, and the runtime checks were a measurable share of
/// building every graph of a large tree (`--analyze-all`).
final class GraphBuilder {
  let tree: SyntaxTree
  let index: ProgramIndex
  /// The tree's position in `Program.files`: calls resolve to the declarations nearest to it (`ModuleShadowing`).
  let fileIndex: Int?
  let options: AnalysisOptions
  let graph: FlowGraph
  /// The node events are appended to.
  @exclusivity(unchecked) var current: Int32 = 0
  /// Per node: it has a predecessor that is reachable (or it is the entry).
  @exclusivity(unchecked) var reachable: [Bool] = []
  @exclusivity(unchecked) var scopes: [Scope] = []
  /// Branches around the current point, innermost last (for exit messages).
  @exclusivity(unchecked) var contexts: [ExitContext] = []
  @exclusivity(unchecked) var loopStack: [Int32] = []
  /// Names that may hold an evaluation somewhere in the body (see `TrackedNames`).
  @exclusivity(unchecked) var trackedNames: Set<String> = []
  /// Locals holding a `Task` whose closure returns an evaluation: `task.value` creates one.
  @exclusivity(unchecked) var evaluationTaskNames: Set<String> = []
  /// What each tracked name is bound from, and every name the body binds (`TrackedNames`).
  @exclusivity(unchecked) var bindings: (sources: [String: [Expr]], bound: Set<String>) = ([:], [])
  /// Local `Bool`s that say whether the evaluation was reported, and the value meaning "reported".
  @exclusivity(unchecked) var reportFlags: [String: Bool] = [:]
  /// Objects in creation order, so a `try` knows which were created in its operand.
  @exclusivity(unchecked) var createdObjects: [Int32] = []
  /// Temporaries holding new objects, discarded at the end of their statement.
  @exclusivity(unchecked) var pendingTemps: [Int32] = []
  /// The object each creation temporary holds.
  @exclusivity(unchecked) var tempObjects: [Int32: Int32] = [:]
  /// For each enclosing switch case, the next case's entry (`fallthrough`).
  @exclusivity(unchecked) var fallthroughTargets: [Int32?] = []
  /// `async let` variables and the objects their initializers create (created when awaited); those
  /// whose initializer calls a throwing function of the program (`besideAsyncLetThrowEdge`).
  @exclusivity(unchecked) var asyncLetObjects: [Int32: [Int32]] = [:]
  @exclusivity(unchecked) var throwingAsyncLets: Set<Int32> = []
  /// The `(` of a tuple literal a tuple pattern binds one by one (`let (e, x) = try await
  /// (pending, balance)`), and its elements' values once lowered.
  @exclusivity(unchecked) var destructuring: TokenIndex?
  @exclusivity(unchecked) var destructured: [Int32?] = []
  /// The objects each element of that tuple created (for `async let (e, x) = (f(), g())`).
  @exclusivity(unchecked) var destructuredObjects: [[Int32]] = []
  /// Closure parameters holding a `Result<Evaluation, …>` (see `GraphBuilder+Results.swift`),
  /// the same for closure literals about to become children, and the holders whose
  /// `get()` a `try` is evaluating (nil where it throws).
  @exclusivity(unchecked) var resultHolders: Set<Int32> = []
  /// Values of tuple producers, by variable: the element names under which each holds its
  /// evaluation (`GraphBuilder+WrapperSlots.swift`).
  @exclusivity(unchecked) var wrapperSlots: [Int32: Set<String>] = [:]
  @exclusivity(unchecked) var closureResultSeeds: [TokenIndex: Set<Int>] = [:]
  @exclusivity(unchecked) var resultGets: [Int32] = []
  /// The function's non-escaping closure parameters (`_ body: (Evaluation) throws -> T`), by
  /// name: handing an evaluation to one is handing it to the caller's closure, which the
  /// caller lowers in place (`GraphBuilder+HandOff.swift`), not an escape.
  @exclusivity(unchecked) var handOffParameters: [String: Int32] = [:]
  /// Calls of those that only lend the evaluation (`GraphBuilder+Borrows.swift`), by name token.
  @exclusivity(unchecked) var borrowingCalls: [TokenIndex: Set<String>] = [:]
  /// The function's closure parameters that return an evaluation (`evaluate: () async throws
  /// -> Evaluation`), by name; true where a call gives an optional one. Calling one produces.
  @exclusivity(unchecked) var producerParameters: [String: Bool] = [:]
  /// The function's parameters by name (what a hand-off may pass on: its own parameters).
  @exclusivity(unchecked) var parameterVariables: [String: Int32] = [:]
  /// The declaration's own parameters as written (empty for a closure or top-level code): their
  /// types answer what a parameter is (`writtenParameterType(_:)`).
  @exclusivity(unchecked) var declaredParameters: [Parameter] = []
  /// The function's `inout` parameters: a value assigned to one goes back to the caller.
  @exclusivity(unchecked) var inoutParameters: Set<Int32> = []
  /// Local constants bound to a constant report status (`let status = .usedIncreasedFriction`).
  @exclusivity(unchecked) var statusConstants: [Int32: Name] = [:]
  @exclusivity(unchecked) var children: [ChildBody] = []
  @exclusivity(unchecked) var queuedClosures: Set<TokenIndex> = []
  /// Closures written as arguments whose parameters receive an evaluation from the callee.
  @exclusivity(unchecked) var closureSeeds: [TokenIndex: [Int: Bool]] = [:]
  /// Closures written where their type returns `Void` (see `discardsValue(_:)`).
  @exclusivity(unchecked) var discardedClosureValues: Set<TokenIndex> = []
  /// The variable standing for `self` in an extension of the evaluation type.
  @exclusivity(unchecked) var selfVariable: Int32?
  /// The declaration name used for child bodies.
  @exclusivity(unchecked) var enclosingName: String
  /// The simple name of the type whose member this body is (bare calls prefer its methods).
  @exclusivity(unchecked) var ownerType: String?
  /// The path of the enclosing types (`["Quiz"]` in `extension Quiz`), for names they declare.
  @exclusivity(unchecked) var ownerPath: [String] = []
  /// Top-level code: declarations are bodies of their own, collected by the file walk.
  @exclusivity(unchecked) var skipsDeclarations = false
  /// Expression nesting, capped so that input cannot exhaust the stack.
  @exclusivity(unchecked) var depth = 0
  /// Whether a `requestEvaluation` call runs the framework's method though the program
  /// declares a function of that name (`ProgramFacts.runsFrameworkEvaluatorMethod`, which
  /// knows the receiver's type); nil: judged by the receiver's name alone.
  var receivers: ReceiverFacts?
  /// How often the program's helpers run their closure parameters (shared by a file's builders).
  var closureCounts = ClosureCountCache()
  /// Set when the file cannot create evaluations: bodies without seeds skip the pre-pass.
  @exclusivity(unchecked) var skipsPrepassWithoutSeeds = false
  /// Set when the file spells `for await`: the pre-pass looks for stream elements (`GraphBuilder+StreamElements`).
  @exclusivity(unchecked) var mayLoopOverStreams = false
  /// `let`s bound once in the body from a call, by name: a `for await` over one reads the stream that call made.
  @exclusivity(unchecked) var streamLocals: [String: Expr] = [:]
  /// In the body closure of a task group of evaluations: the group parameter's name, and
  /// what its child results are (`GraphBuilder+TaskGroups.swift`).
  @exclusivity(unchecked) var taskGroup: (name: String, shape: TaskGroupShape)?
  /// The body closures (by `{`) of such task groups in this body: what their results are.
  @exclusivity(unchecked) var taskGroupClosures: [TokenIndex: TaskGroupShape] = [:]
  /// The `for` token of each loop that is its task group's one consumer, by loop, and the
  /// element held at the exits that leave it early (`GraphBuilder+TaskGroupEarlyExits.swift`).
  @exclusivity(unchecked) var groupTakingLoops: [Int32: TokenIndex] = [:]
  @exclusivity(unchecked) var droppedGroupElements: [Int32: (variable: Int32, object: Int32)] = [:]
  /// Nesting of `defer` bodies being lowered.
  @exclusivity(unchecked) var deferDepth = 0
  /// Statements of `defer` bodies whose lowering did nothing the dataflow sees (see
  /// `GraphBuilder+InertDeferStatements.swift`): later runs of their `defer` pass them by.
  @exclusivity(unchecked) var inertDeferStatements: Set<InertDeferStatement> = []
  /// The exit whose unwinding is running defers now (`exitBody`, `propagateError`, a `break`
  /// or `continue`; nil kind: the end of a block, at its closing brace), and the innermost
  /// `defer` being lowered: report sites record them for messages.
  @exclusivity(unchecked) var unwindingExit: (kind: FlowExit.Kind?, token: TokenIndex)?
  /// The label of the `break`/`continue` being unwound (`continue batches`), for messages.
  @exclusivity(unchecked) var unwindingLabel: String?
  @exclusivity(unchecked) var runningDefer: DeferRun?
  /// `Bool` names whose tests are correlated (see `ConditionCandidates`), and the condition
  /// slot of each variable of those names that got one.
  @exclusivity(unchecked) var conditionNames: Set<String> = []
  @exclusivity(unchecked) var conditionSlots: [Int32: Int32] = [:]
  /// Condition names set to a literal in the body, and the slots of those that are no local.
  @exclusivity(unchecked) var literalConditionNames: Set<String> = []
  @exclusivity(unchecked) var propertyConditionSlots: [String: Int32] = [:]
  /// Local functions declared so far (by name): direct calls are lowered in place.
  @exclusivity(unchecked) var localFunctions: [String: LocalBody] = [:]
  /// Types declared in this body (or an enclosing one) so far: `struct Screening { func run(…) }`
  /// inside a function shadows the program's `Screening`, so `Screening().run(…)` there runs
  /// the local type's method, never the program's producer of that name.
  var localTypeNames: Set<String> = []
  /// The declarations of the local types in this body itself, by name, whose methods a call
  /// may run in place (`GraphBuilder+LocalTypeMethods.swift`).
  var localTypes: [String: TypeDecl] = [:]
  /// Parameters declared as a collection of evaluations (`for e in queued` borrows each).
  var evaluationCollections: Set<String> = []
  /// Set while an assignment's target is lowered: writing a stored evaluation is no read of it.
  var borrowsSuppressed = false
  /// The own type's stored evaluations read so far (by property name): the variable that holds
  /// what the first read borrowed, so that every read until the property may change (an
  /// assignment, a call of a function of the program, an `await`) sees the same evaluation.
  var borrowedHolders: [String: Int32] = [:]
  /// While a case pattern is bound: the key of the value it matches (`state` of `if case
  /// .pending(let e) = state`, `GraphBuilder.payloadSubjectKey(of:)`), so that the evaluation
  /// a payload holds is held as a stored evaluation's reads are (`borrowedHolders`). With the
  /// local variable of that name, if any: a new local of the name is another value.
  var casePatternSubjectKey: (base: String, variable: Int32?)?
  /// Local functions called directly somewhere in this body (lowered in place there, where a
  /// second report inside them is found at the call): their own graphs follow no captures.
  var inlinedLocalFunctions: Set<String> = []
  /// The object each of `borrowedHolders` was filled with: a later read fills the holder with
  /// it again where it holds nothing (`FlowEvent.borrowAgain`).
  var borrowedHolderObjects: [Int32: Int32] = [:]
  /// While a clause of an `#if` that registers a `defer` is lowered: its condition slot.
  var ifConfigClauseSlot: Int32?
  /// The condition slots of the `#if`s met so far (`GraphBuilder+IfConfigDefers.swift`).
  var ifConfigSlots: [ObjectIdentifier: (slots: [Int32?], nested: [[Int32]])] = [:]
  /// The condition slot of each build condition name (`GraphBuilder+IfConfigConditions.swift`).
  var buildConditionSlots: [String: Int32] = [:]
  /// The `for` loops over a range being lowered, innermost last (`GraphBuilder+LastPass.swift`).
  var lastPassLoops: [LastPassLoop] = []
  /// `for` loops (by `for` token) an emptiness test just before sends in with an element.
  var nonEmptyLoops: Set<TokenIndex> = []
  /// Locals declared `let` with an integer literal (`let retries = 3`), by variable: a range's bound.
  var integerConstants: [Int32: Int] = [:]
  /// Whether a closure (by `{`) given to a `rethrows` call cannot throw, once asked
  /// (`closureCannotThrowHere`): nested `try audited { try audited { … } }` asks each level once.
  var closureThrowAnswers: [TokenIndex: Bool] = [:]
  /// Names bound by the closures being asked (parameters, locals), which shadow the program's
  /// functions of those names for the bare calls of their `try`s.
  var closureBoundNames: Set<String> = []
  /// How deep `closureCannotThrowHere` has followed nested closures.
  var closureThrowNesting = 0
  /// The generic parameter lists the body sees (`GraphBuilder+GenericNames.swift`).
  var genericLists = GenericLists()
  /// Local functions of the body declared to return an evaluation (true: optional): producers,
  /// like the program's functions; their calls create an evaluation at the call.
  @exclusivity(unchecked) var localProducers: [String: Bool] = [:]
  /// Local functions being lowered in place, innermost last (recursion stops there).
  @exclusivity(unchecked) var inliningFunctions: [String] = []
  /// The calls of local functions being lowered in place, outermost first: a second report
  /// made inside one is the call's fault.
  @exclusivity(unchecked) var inlinedCalls: [InlinedCall] = []
  /// Per call in `inlinedCalls`, the `try` its caller wrote around it (see `LocalCallTry`).
  @exclusivity(unchecked) var localCallTries: [LocalCallTry] = []
  /// The plain `try`s around the expression being lowered, innermost last: keyword, last token.
  @exclusivity(unchecked) var plainTries: [(token: TokenIndex, last: TokenIndex)] = []
  /// Local functions whose captures are being escaped (guards against mutual mentions).
  @exclusivity(unchecked) var escapingLocalFunctions: Set<String> = []
  /// Calls lowered so far that may throw by themselves, and calls whose only errors are
  /// those of the closures or local functions lowered in place (for `try`).
  @exclusivity(unchecked) var opaqueCalls = 0
  @exclusivity(unchecked) var inlinedCallCount = 0
  /// Plain `try`s around the expression being lowered, within the current body (a closure
  /// lowered in place starts at zero): a call outside every one cannot throw, so what its
  /// closures throw is caught inside the callee.
  @exclusivity(unchecked) var plainTryDepth = 0
  /// The opening parenthesis of the call an `await` is written on (`await quotes.first(where:
  /// …)`): an `AsyncSequence` operation, which throws what its sequence throws.
  @exclusivity(unchecked) var awaitedCallToken: TokenIndex?
  /// The first error propagated since a call started lowering its closures in place (see
  /// `GraphBuilder+CallErrors.swift`): the callee passes it on after its own handling.
  @exclusivity(unchecked) var firstThrow: PropagatedThrow?
  /// Nesting of tested positions (conditions, `switch` subjects): an outcome read there is a test.
  @exclusivity(unchecked) var testDepth = 0
  /// Evaluations whose outcome was read in a value position, in order (a binding or a call of
  /// the program takes those read in its expression).
  @exclusivity(unchecked) var pendingOutcomeReads: [Int32] = []
  /// Names bound from an outcome read (`let level = try? e.insight.outcome.get()`): testing
  /// them tests the evaluation's outcome.
  @exclusivity(unchecked) var outcomeValues: [String: [Int32]] = [:]
  /// Variables bound from an outcome (`let level = try? e.insight.outcome.get()`): the
  /// evaluation's variable and the outcome's shape.
  @exclusivity(unchecked) var outcomeAliases: [Int32: (variable: Int32, shape: OutcomeShape)] = [:]
  /// Locals declared `let` with no initializer: every path assigns them at most once.
  @exclusivity(unchecked) var deferredLets: Set<Int32> = []
  /// Locals that stand for an outcome once set (see `GraphBuilder+NilUntilOutcome.swift`).
  @exclusivity(unchecked) var nilUntilOutcomeVars: Set<Int32> = []
  /// Tokens of bodies lowered in place so far, capped by `maxInlinedTokens`.
  @exclusivity(unchecked) var inlinedTokens = 0
  static let maxInlinedTokens = 60_000
  static let maxDepth = 180
  static let maxNodes = 300_000
  static let maxObjects = 64

  /// A builder for one body of `tree`, which is file `fileIndex` of the program (the driver looks it up once per file).
  init(tree: SyntaxTree, fileIndex: Int?, index: ProgramIndex, options: AnalysisOptions, graph: FlowGraph) {
    self.tree = tree
    self.index = index
    self.options = options
    self.graph = graph
    self.fileIndex = fileIndex
    self.enclosingName = graph.name
    _ = newNode()
    reachable[0] = true
    scopes.append(Scope(kind: .plain))
  }

  // MARK: Nodes

  func newNode() -> Int32 {
    if graph.nodes.count >= Self.maxNodes { graph.isTruncated = true }
    graph.nodes.append(FlowNode())
    reachable.append(false)
    return Int32(graph.nodes.count - 1)
  }

  func link(_ from: Int32, _ to: Int32) {
    graph.nodes[Int(from)].successors.append(to)
    if reachable[Int(from)] { reachable[Int(to)] = true }
  }

  func emit(_ event: FlowEvent) { graph.nodes[Int(current)].events.append(event) }

  var isReachable: Bool { reachable[Int(current)] }

  /// A fresh node reached from the current one.
  @discardableResult
  func branch() -> Int32 {
    let n = newNode()
    link(current, n)
    return n
  }

  /// A fresh node that every node in `ends` flows into; becomes current.
  func join(_ ends: [Int32]) {
    if ends.count == 1 {
      current = ends[0]
      return
    }
    let n = newNode()
    for e in ends { link(e, n) }
    current = n
  }

  /// Ends the path: later statements go to a node without predecessors.
  func deadEnd() { current = newNode() }

  // MARK: Variables and objects

  func newVariable(_ name: String, temporary: Bool) -> Int32 {
    graph.variables.append(FlowVariable(name: name, isTemporary: temporary, loop: loopStack.last))
    return Int32(graph.variables.count - 1)
  }

  /// Declares a name in the innermost scope. A second declaration in the same scope (the
  /// alternatives of an `#if`) reuses the variable.
  func declare(_ name: String) -> Int32 {
    if let v = scopes[scopes.count - 1].names[name] { return v }
    let v = newVariable(name, temporary: false)
    scopes[scopes.count - 1].names[name] = v
    return v
  }

  /// Runs the pre-pass over the body: tracked names and report flags.
  func prepare(_ stmts: [Stmt], seeds: Set<String>) {
    var seeds = mayLoopOverStreams ? seeds.union(streamElementNames(stmts)) : seeds
    if !index.evaluationPayloads.isEmpty { seeds.formUnion(payloadEvaluationNames(stmts)) }
    if seeds.isEmpty && skipsPrepassWithoutSeeds { return }
    localProducers = localProducerFunctions(stmts)
    let r = TrackedNames.compute(stmts, seeds: seeds, builder: self)
    trackedNames = r.names
    reportFlags = r.reportFlags
    evaluationTaskNames = r.taskNames
    bindings = (r.sources, r.bound)
    conditionNames = r.conditions
    literalConditionNames = r.literalConditions
  }

  /// Lowers a whole body in a scope of its own (parameters are in the outer scope), then
  /// leaves through the end. A single-expression body returns its value.
  func lowerBody(_ stmts: [Stmt], end: TokenIndex, implicitReturn: Bool) {
    pushScope()
    if implicitReturn, stmts.count == 1, case .expr(let e) = stmts[0] {
      let mark = pendingTemps.count
      let token = SourceText.firstToken(of: e) ?? end
      if let v = lowerExpr(e) { emit(.escape(variable: v, token: token)) }
      endStatement(mark)
      exitBody(.returns, token: token)
    } else if implicitReturn, stmts.count == 1, stmts[0].yieldsBranchValues {
      // `func f() -> T { if … { a } else { b } }`: each branch's value is returned.
      lowerStatements(stmts, result: Self.implicitReturn)
      if isReachable { exitBody(.fallsOffEnd, token: end) }
    } else {
      lowerStatements(stmts)
      if isReachable { exitBody(.fallsOffEnd, token: end) }
    }
    scopes.removeLast()
  }

  /// The `result` of `lowerStatements` that makes each branch's last expression a `return`.
  static let implicitReturn: Int32 = -1

  func lookup(_ name: String) -> Int32? {
    var i = scopes.count - 1
    while i >= 0 {
      if let v = scopes[i].names[name] { return v }
      i -= 1
    }
    return nil
  }

  /// A variable that may hold an evaluation, or nil when the name is never bound to one.
  func trackedVariable(_ name: String) -> Int32? {
    guard trackedNames.contains(name) else { return nil }
    return lookup(name)
  }

  func newObject(_ origin: FlowObject.Origin, token: TokenIndex, optional: Bool) -> Int32? {
    guard graph.objects.count < Self.maxObjects else { return nil }
    graph.objects.append(FlowObject(origin: origin, token: token, isOptional: optional, loop: loopStack.last))
    return Int32(graph.objects.count - 1)
  }

  func addChild(_ kind: ChildBody.Kind) {
    var child = ChildBody(kind: kind, parentName: enclosingName, ownerType: ownerType)
    child.localTypeNames = localTypeNames
    child.ownerPath = ownerPath
    child.enclosingGenericLists = genericLists.all
    children.append(child)
  }
}
