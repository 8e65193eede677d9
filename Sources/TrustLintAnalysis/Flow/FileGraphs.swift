import TrustLintSyntax

/// Builds the flow graph of every body of one file: functions, initializers, accessors,
/// closures, local functions, top-level code, and one pseudo-body holding the initializers
/// of stored properties (so that closures written there are found).
public enum FileGraphs {
  /// Every body's graph, in a deterministic order (declarations in source order, then the
  /// bodies found inside them). `receivers` tells what the program's facts know of a call's
  /// receiver (which `requestEvaluation` runs; which type's method a call runs).
  ///
  /// `keepsBodies: false` reads the file's own function bodies without keeping those not parsed
  /// yet (`FunctionDecl.transientBody`): for graphs that are counted and dropped, so that the
  /// bodies go with them.
  public static func build(
    tree: SyntaxTree, index: ProgramIndex, options: AnalysisOptions, receivers: ReceiverFacts? = nil,
    keepsBodies: Bool = true
  ) -> [FlowGraph] {
    var driver = Driver(tree: tree, index: index, options: options)
    driver.receivers = receivers
    driver.keepsBodies = keepsBodies
    driver.mayCreate = mentionsCreation(tree, index: index, options: options)
    driver.mayLoopOverStreams = GraphBuilder.spellsForAwait(tree)
    driver.walkDeclarations(tree.items, owner: [], isEvaluationExtension: false)
    driver.buildTopLevel()
    driver.buildPropertyInitializers()
    driver.drainChildren()
    return driver.graphs
  }

  /// The graph of one function of the program with some parameters that are not of an
  /// evaluation type seeded as evaluations too: callers pass a tracked evaluation to them
  /// (an `Any`, generic or protocol parameter), and the summary needs what the body does with
  /// it. Only the function's own body is built (its closures are not needed for a summary).
  static func function(
    _ entry: FunctionEntry, tree: SyntaxTree, index: ProgramIndex, options: AnalysisOptions,
    seeding extra: Set<Int>, receivers: ReceiverFacts?
  ) -> FlowGraph? {
    var driver = Driver(tree: tree, index: index, options: options)
    driver.receivers = receivers
    driver.mayCreate = mentionsCreation(tree, index: index, options: options)
    driver.mayLoopOverStreams = GraphBuilder.spellsForAwait(tree)
    driver.buildFunction(
      entry.decl, owner: entry.ownerPath, isEvaluationExtension: entry.isEvaluationExtension,
      selfIsOptional: entry.isEvaluationExtension && (entry.ownerTypeText.map { index.isOptionalType($0) } ?? false),
      extraSeeds: extra)
    return driver.graphs.first
  }

  /// Whether any identifier of the file spells a creating call's name (or a stored evaluation's).
  static func mentionsCreation(_ tree: SyntaxTree, index: ProgramIndex, options: AnalysisOptions) -> Bool {
    var names = index.producerNames.union(options.producingNames).union(index.closureProducerNames)
      .union(index.closureParameterProducerNames)
      .union(index.propertyProducerNames).union(index.borrowed.names).union(index.borrowed.collectionNames)
      .union(index.borrowed.dictionaryNames).union(index.genericResultMethodNames)
    names.insert("requestEvaluation")
    // A value whose `callAsFunction` produces is called by any name (`evaluateTrust(.payment)`):
    // in such a program a body may create an evaluation without spelling a producer's name.
    if index.producerNames.contains("callAsFunction") { return true }
    // So may a program's subscript with an async getter returning an evaluation (`risk[.payment]`).
    if GraphBuilder.declaresAsyncSubscriptProducer(index) { return true }
    // Most files spell none of the names at all: a byte search rules them out.
    guard ByteSearch.containsAny(tree.source.bytes, names.map { Array($0.utf8) }) else { return false }
    let lengths = Set(names.map { $0.utf8.count })
    for (i, t) in tree.tokens.enumerated() where t.kind == .identifier && lengths.contains(Int(t.end - t.start)) {
      if names.contains(tree.text(of: Int32(i))) { return true }
    }
    return false
  }

  private struct Driver {
    let tree: SyntaxTree
    let index: ProgramIndex
    let options: AnalysisOptions
    var graphs: [FlowGraph] = []
    var pending: [ChildBody] = []
    var propertyInitializers: [(name: String, owner: String?, type: TypeRef?, value: Expr)] = []
    /// The file names `requestEvaluation` or a producer: without that (and without evaluation
    /// parameters) a body can hold no evaluation, and its pre-pass is skipped.
    var mayCreate = true
    /// The file spells `for await`: a loop may take evaluations from a stream of the program.
    var mayLoopOverStreams = false
    var receivers: ReceiverFacts?
    /// The local types in scope of the child body being built (`ChildBody.localTypeNames`).
    var inheritedLocalTypes: Set<String> = []
    /// The generic parameter lists of the functions the child body being built is nested in.
    var enclosingGenericLists: [String] = []
    /// How often the program's helpers run their closure parameters, judged once per file.
    let closureCounts = ClosureCountCache()
    /// Whether the bodies read are kept parsed (see `build`).
    var keepsBodies = true

    /// The tree's position in the program (a type name means what it means in this file).
    let fileIndex: Int?
    /// Whether the file is one RULES.md analyses (it imports TrustInsights or names an
    /// evaluation type): only there can a parameter be written `[CoachingEvaluation]`.
    let namesEvaluationTypes: Bool

    init(tree: SyntaxTree, index: ProgramIndex, options: AnalysisOptions) {
      self.tree = tree
      self.index = index
      self.options = options
      fileIndex = index.fileIndex(of: tree)
      namesEvaluationTypes = fileIndex.map { index.analysedFiles[$0] } ?? true
    }

    private func builder(_ graph: FlowGraph, owner: String?, ownerPath: [String]? = nil) -> GraphBuilder {
      let b = GraphBuilder(tree: tree, fileIndex: fileIndex, index: index, options: options, graph: graph)
      b.ownerType = owner
      b.ownerPath = ownerPath ?? owner.map { [$0] } ?? []
      b.skipsPrepassWithoutSeeds = !mayCreate
      b.mayLoopOverStreams = mayLoopOverStreams
      b.receivers = receivers
      b.closureCounts = closureCounts
      b.localTypeNames = inheritedLocalTypes
      return b
    }

    mutating func walkDeclarations(_ items: [Stmt], owner: [String], isEvaluationExtension: Bool) {
      // `optional`: `self` is an optional evaluation (`extension Optional where Wrapped == …`).
      var stack: [(items: [Stmt], owner: [String], ext: Bool, optional: Bool)] = [
        (items, owner, isEvaluationExtension, false)
      ]
      while let frame = stack.popLast() {
        for item in frame.items {
          switch item {
          case .function(let f):
            buildFunction(f, owner: frame.owner, isEvaluationExtension: frame.ext, selfIsOptional: frame.optional)
          case .variable(let v):
            for binding in v.bindings {
              for a in binding.accessors {
                buildFunction(a, owner: frame.owner, isEvaluationExtension: frame.ext, selfIsOptional: frame.optional)
              }
              if !frame.owner.isEmpty, let value = binding.initializer, case .binding(let n) = binding.pattern {
                propertyInitializers.append(
                  (frame.owner.joined(separator: ".") + "." + n.text, frame.owner.last, binding.type, value))
              }
            }
          case .type(let t):
            let written = t.kind == .extension ? (t.extendedType?.text ?? t.name.text) : t.name.text
            let name = DeclarationCollector.pathWithoutGenerics(written)
            let ext = t.kind == .extension && index.isEvaluationType(t.selfTypeText, inFile: fileIndex)
            let owner = index.ownerPath(frame.owner, appending: name)
            stack.append((t.members, owner, ext, ext && index.isOptionalType(t.selfTypeText, inFile: fileIndex)))
          case .ifConfig(let c):
            for clause in c.clauses { stack.append((clause.body, frame.owner, frame.ext, frame.optional)) }
          default:
            break
          }
        }
      }
    }

    mutating func buildFunction(
      _ decl: FunctionDecl, owner: [String], isEvaluationExtension: Bool, selfIsOptional: Bool = false,
      extraSeeds: Set<Int> = [], captured: [String] = []
    ) {
      guard let body = keepsBodies ? decl.body : decl.transientBody else { return }
      let id = index.functionID(of: decl)
      let name = id.map { index.functions[Int($0)].qualifiedName } ?? ProgramIndex.qualifiedName(decl, owner: owner)
      let kind: BodyKind
      switch decl.kind {
      case .initializer, .deinitializer: kind = .initializer
      case .accessor: kind = .accessor
      default: kind = .function
      }
      let graph = FlowGraph(kind: kind, name: name, functionID: id, startToken: decl.firstToken)
      let b = builder(graph, owner: owner.last, ownerPath: owner)
      b.genericLists = GenericLists(own: decl.genericParameters, enclosing: enclosingGenericLists)
      var seeds: Set<String> = []
      // `didSet(previous)`: the property's value, its holder's to report (`GraphBuilder+ObserverValues`).
      let observerValue = GraphBuilder.receivesObserverValue(decl.kind)
      b.declaredParameters = decl.parameters
      for (i, p) in decl.parameters.enumerated() {
        let v = b.declare(p.name.text)
        if let t = p.type,
          GraphBuilder.runsDuringTheCall(closureParameterType: index.expandingFunctionTypeAlias(t.text))
        {
          b.handOffParameters[p.name.text] = v
        }
        b.parameterVariables[p.name.text] = v
        if p.isInout { b.inoutParameters.insert(v) }
        if !index.closureParameterProducerNames.isEmpty, index.closureParameterProducerNames.contains(p.name.text),
          let t = p.type,
          let optional = index.closureProducerKind(ofParameterType: t.text, inFile: fileIndex, ownerPath: owner)
        {
          b.producerParameters[p.name.text] = optional
        }
        // `_ queued: [Evaluation]`: `for e in queued` reads evaluations others owe. A `for
        // await e in stream` over an `AsyncStream<Evaluation>` handed in takes each element
        // for its own (`GraphBuilder+StreamElements.swift`).
        if namesEvaluationTypes, let t = p.type, let element = ProgramFacts.elementTypeText(of: t.text),
          index.isEvaluationType(element, inFile: fileIndex, ownerPath: owner)
        {
          b.evaluationCollections.insert(p.name.text)
          b.skipsPrepassWithoutSeeds = false
        } else if namesEvaluationTypes, let t = p.type,
          ProgramFacts.streamElementTypeText(of: b.streamTypeText(t.text)).map({
            index.isEvaluationType($0, inFile: fileIndex, ownerPath: owner)
          }) == true
        {
          b.skipsPrepassWithoutSeeds = false
        }
        if let t = p.type, index.isEvaluationType(t.text, inFile: fileIndex, ownerPath: owner),
          let o = b.newObject(
            observerValue ? .borrowed(name: p.name.text) : .parameter(index: i), token: p.name.token,
            optional: index.isOptionalType(t.text, inFile: fileIndex))
        {
          b.emit(.create(object: o, into: v))
          seeds.insert(p.name.text)
        } else if let t = p.type, index.isEvaluationResultType(t.text, inFile: fileIndex, ownerPath: owner),
          let o = b.newObject(.parameter(index: i), token: p.name.token, optional: true)
        {
          // `_ result: Result<Evaluation, Error>`: the evaluation on success only.
          b.emit(.create(object: o, into: v))
          seeds.insert(p.name.text)
          b.resultHolders.insert(v)
        } else if extraSeeds.contains(i),
          let o = b.newObject(.parameter(index: i), token: p.name.token, optional: false)
        {
          b.emit(.create(object: o, into: v))
          seeds.insert(p.name.text)
        }
      }
      if !b.handOffParameters.isEmpty {
        b.borrowingCalls = GraphBuilder.borrowingCalls(in: body.stmts, parameters: Set(b.handOffParameters.keys))
      }
      // A local function's captures of the enclosing body's evaluations: borrowed, for
      // duplicates only (as a closure's).
      for name in captured where !decl.parameters.contains(where: { $0.name.text == name }) {
        let v = b.declare(name)
        guard let o = b.newObject(.captured(name: name), token: decl.name.token, optional: true) else { continue }
        b.emit(.create(object: o, into: v))
        seeds.insert(name)
      }
      if case .accessor = decl.kind, let implicit = b.declareImplicitAccessorValues(of: decl) {
        seeds.insert(implicit)
      }
      if isEvaluationExtension, !decl.modifiers.has("static") {
        let v = b.declare("self")
        if let o = b.newObject(.selfValue, token: decl.name.token, optional: selfIsOptional) {
          b.emit(.create(object: o, into: v))
          b.selfVariable = v
          seeds.insert("self")
        }
      }
      b.prepare(body.stmts, seeds: seeds)
      b.lowerBody(body.stmts, end: body.rbrace, implicitReturn: Self.returnsValue(decl))
      finish(b)
    }

    /// Whether a single-expression body is an implicit `return` (a declared result, or a getter).
    static func returnsValue(_ decl: FunctionDecl) -> Bool {
      switch decl.kind {
      case .accessor(let name): return name == "get"
      case .initializer, .deinitializer: return false
      case .function, .subscript:
        guard let t = decl.resultType?.text else { return false }
        return t != "Void" && t != "()"
      }
    }

    mutating func buildTopLevel() {
      let executable = tree.items.filter { item in
        switch item {
        case .function, .type, .typeAlias, .importDecl, .enumCase, .unparsed: return false
        default: return true
        }
      }
      guard !executable.isEmpty else { return }
      let graph = FlowGraph(kind: .topLevel, name: "top-level code", functionID: nil, startToken: 0)
      let b = builder(graph, owner: nil)
      b.skipsDeclarations = true
      b.prepare(executable, seeds: [])
      b.lowerBody(executable, end: Int32(max(0, tree.tokenCount - 1)), implicitReturn: false)
      finish(b)
    }

    mutating func buildPropertyInitializers() {
      guard !propertyInitializers.isEmpty else { return }
      let graph = FlowGraph(kind: .propertyInitializers, name: "property initializers", functionID: nil, startToken: 0)
      let b = builder(graph, owner: nil)
      for p in propertyInitializers {
        b.enclosingName = p.name
        b.ownerType = p.owner
        let mark = b.pendingTemps.count
        let token = SourceText.firstToken(of: p.value) ?? 0
        // `lazy var handle: EvaluationHandler = { evaluation in … }`: its written type says
        // what the closure's parameters receive.
        if case .closure(let c) = p.value { b.noteDeclaredClosureSeeds(c, declaredType: p.type) }
        if let v = b.lowerExpr(p.value) { b.emit(.escape(variable: v, token: token)) }
        b.endStatement(mark)
      }
      b.exitBody(.fallsOffEnd, token: Int32(max(0, tree.tokenCount - 1)))
      finish(b)
      propertyInitializers.removeAll()
    }

    private mutating func finish(_ b: GraphBuilder) {
      b.graph.followsEvaluations =
        !b.trackedNames.isEmpty || !b.graph.objects.isEmpty || !b.graph.producerCalls.isEmpty
      graphs.append(b.graph)
      for var child in b.children {
        // Called in place somewhere: its reports are counted at the call, not twice.
        if case .localFunction(let f) = child.kind, b.inlinedLocalFunctions.contains(f.name.text) {
          child.capturedEvaluations = []
        }
        pending.append(child)
      }
    }

    mutating func drainChildren() {
      var next = 0
      while next < pending.count {
        let child = pending[next]
        next += 1
        inheritedLocalTypes = child.localTypeNames
        enclosingGenericLists = child.enclosingGenericLists
        defer {
          inheritedLocalTypes = []
          enclosingGenericLists = []
        }
        switch child.kind {
        case .closure(let c): buildClosure(c, child)
        case .localFunction(let f):
          buildFunction(
            f, owner: child.parentName.isEmpty ? [] : [child.parentName], isEvaluationExtension: false,
            captured: child.capturedEvaluations)
        case .localType(let t):
          walkDeclarations(t.members, owner: [child.parentName, t.name.text], isEvaluationExtension: false)
          buildPropertyInitializers()
        }
      }
    }

    private mutating func buildClosure(_ c: ClosureExpr, _ child: ChildBody) {
      let graph = FlowGraph(kind: .closure, name: child.parentName, functionID: nil, startToken: c.lbrace)
      let b = builder(graph, owner: child.ownerType, ownerPath: child.ownerPath)
      b.genericLists.enclosing = child.enclosingGenericLists
      var seeds: Set<String> = []
      // Evaluations of the enclosing body the closure names: borrowed, for duplicates only.
      for name in child.capturedEvaluations where !c.parameters.contains(where: { $0.name.text == name }) {
        let v = b.declare(name)
        guard let o = b.newObject(.captured(name: name), token: c.lbrace, optional: true) else { continue }
        b.emit(.create(object: o, into: v))
        seeds.insert(name)
      }
      for (i, p) in c.parameters.enumerated() {
        let v = b.declare(p.name.text)
        // A parameter the callee hands an evaluation to, or one written with an evaluation type;
        // a `Result<Evaluation, …>` holds one on success only (`GraphBuilder+Results.swift`).
        let typed = p.type.map { index.isEvaluationType($0.text, inFile: fileIndex, ownerPath: b.ownerPath) } ?? false
        let typedResult =
          !typed
          && (p.type.map { index.isEvaluationResultType($0.text, inFile: fileIndex, ownerPath: b.ownerPath) } ?? false)
        guard child.seededParameters[i] != nil || typed || typedResult else { continue }
        let isResult = typedResult || (p.type == nil && child.resultParameters.contains(i))
        let optional =
          isResult
          || (p.type.map { index.isOptionalType($0.text, inFile: fileIndex) } ?? (child.seededParameters[i] ?? false))
        if let o = b.newObject(.parameter(index: i), token: p.name.token, optional: optional) {
          b.emit(.create(object: o, into: v))
          seeds.insert(p.name.text)
          if isResult { b.resultHolders.insert(v) }
        }
      }
      // `[pending]` copying the own type's stored evaluation stays a read of it (`ChildBody`).
      // `Task { [e = evaluation] in … }`: `e` is the captured evaluation (borrowed) under another name.
      // `[coaching = self.pending]`: `coaching` holds what the property held (borrowed).
      for (k, n) in c.captures.enumerated() where !child.capturedProperties.contains(n.text) {
        let sources: [Int32] =
          if let properties = child.capturedPropertyCopies[k] {
            properties.compactMap { b.readStoredEvaluationCopy($0, at: n.token) }
          } else if k < c.captureValues.count, case .identifier(let from)? = c.captureValues[k],
            seeds.contains(from.text)
          {
            b.lookup(from.text).map { [$0] } ?? []
          } else { [] }
        let v = b.declare(n.text)
        if !sources.isEmpty {
          b.emit(.assign(to: v, from: sources))
          seeds.insert(n.text)
        }
      }
      if let group = child.taskGroup {
        b.taskGroup = (c.parameters[0].name.text, group)
        b.holdUntakenGroupElements(c.parameters[0].name)
      }
      b.prepare(c.body, seeds: seeds)
      b.lowerBody(c.body, end: c.rbrace, implicitReturn: !child.discardsValue)
      finish(b)
    }
  }
}
