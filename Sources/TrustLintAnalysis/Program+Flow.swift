import TrustLintSyntax

/// Flow analysis entry points. Everything is built lazily, once, through the caches, so
/// rules of different files may ask concurrently.
extension Program {
  /// The flow graphs of every body of a file, built once. Works for any file (the engine
  /// calls `prepareFlow(for:)` to build them for every file under `--analyze-all`).
  public func graphs(for file: ParsedFile) -> [FlowGraph] {
    file.cache.value("flow.graphs") {
      FileGraphs.build(tree: file.tree, index: index, options: options, receivers: receivers(file))
    }
  }

  /// The facts' judgement of the receivers of `file`'s calls: whether a `requestEvaluation`
  /// call runs the framework's method rather than the program's function of that name (so that
  /// the flow and the evaluator-call facts agree), and the receiver's type where its declaration
  /// says (so that `trust.evaluate(…)` is not mixed up with another type's `evaluate`). Only
  /// asked for calls the program declares more than one function for.
  func receivers(_ file: ParsedFile) -> ReceiverFacts {
    let fileIndex = position(of: file)
    let program = self
    let analysed = isAnalysed(file)
    var facts = ReceiverFacts(
      runsFrameworkMethod: { call in
        let facts = ProgramFacts.of(program)
        guard let fileIndex, let scope = facts.scope(containing: call, inFile: fileIndex) else {
          return EvaluatorReceiver.unknown.runsFrameworkMethod(receiver: SyntaxQueries.receiver(call))
        }
        return facts.runsFrameworkEvaluatorMethod(call, in: scope)
      },
      typeName: { call in
        let facts = ProgramFacts.of(program)
        guard let fileIndex, let receiver = SyntaxQueries.receiver(call),
          let scope = facts.scope(containing: call, inFile: fileIndex)
        else { return nil }
        return facts.knownTypeName(receiver, in: scope, depth: 0)
      },
      valueTypeName: { value, call in
        let facts = ProgramFacts.of(program)
        guard let fileIndex, let scope = facts.scope(containing: call, inFile: fileIndex) else { return nil }
        return facts.knownTypeName(value, in: scope, depth: 0)
      },
      writtenTypeText: { value, call in
        // Only where findings are made: asking builds the file's scopes, which keep its bodies,
        // and `--analyze-all` asked it for every `get()` of every file (496 MiB instead of 280).
        guard analysed else { return nil }
        let facts = ProgramFacts.of(program)
        guard let fileIndex, let scope = facts.scope(containing: call, inFile: fileIndex) else { return nil }
        return facts.writtenTypeText(value, in: scope)
      },
      mayThrowInsightError: { operand in
        guard let fileIndex else { return true }
        return ProgramFacts.of(program).mayThrowInsightError(operand, inFile: fileIndex)
      },
      passthroughElementType: { publisher, call in
        guard analysed else { return nil }
        let facts = ProgramFacts.of(program)
        guard let fileIndex, let scope = facts.scope(containing: call, inFile: fileIndex) else { return nil }
        return facts.passthroughElementTypeText(publisher, in: scope)
      },
      runsOtherTypesMethod: { call in
        guard analysed else { return false }
        let facts = ProgramFacts.of(program)
        guard let fileIndex, let scope = facts.scope(containing: call, inFile: fileIndex) else { return false }
        return facts.runsOtherTypesMethod(call, in: scope)
      },
      runsOutsideProgramMethod: { call in
        // Only where findings are made, like the other receiver questions that build scopes.
        guard analysed else { return false }
        let facts = ProgramFacts.of(program)
        guard let fileIndex, let scope = facts.scope(containing: call, inFile: fileIndex) else { return false }
        return facts.receiverTypeIsOutsideProgram(call, in: scope)
      },
      receiverIsOutsideProgram: { call in
        // Only where findings are made, as `writtenTypeText`: asking builds the file's scopes.
        guard analysed else { return false }
        let facts = ProgramFacts.of(program)
        guard let fileIndex, let scope = facts.scope(containing: call, inFile: fileIndex) else { return false }
        return facts.receiverIsOutsideProgram(call, in: scope)
      })
    facts.constructedTypeText = { value, call in
      guard analysed else { return nil }
      let facts = ProgramFacts.of(program)
      guard let fileIndex, let scope = facts.scope(containing: call, inFile: fileIndex) else { return nil }
      return facts.constructedTypeText(value, in: scope)
    }
    facts.treeOfFile = { i in program.files.indices.contains(i) ? program.files[i].tree : nil }
    return facts
  }

  /// Function summaries of the whole program (computed on first use).
  public var summaries: SummaryTable {
    cache.value("flow.summaries") { SummaryTable(program: self) }
  }

  /// Obligation results of every body of an analysed file, with the final summaries; empty
  /// for files that are not analysed. The three flow rules share this one analysis per file.
  public func obligations(for file: ParsedFile) -> [ObligationResult] {
    guard isAnalysed(file) else { return [] }
    return file.cache.value("flow.obligations") {
      let effect = summaries.callEffect
      let produced = summaries.producedEffect
      let graphs = graphs(for: file)
      var results = graphs.map { ObligationAnalysis.run($0, effect: effect, produced: produced) }
      let seeded = summaries.seededGraphs
      guard !seeded.isEmpty else { return results }
      for g in graphs {
        guard let id = g.functionID, let s = seeded[id] else { continue }
        if let r = Self.seededDuplicates(
          ObligationAnalysis.run(s.graph, effect: effect, produced: produced), parameters: s.parameters)
        {
          results.append(r)
        }
      }
      return results
    }
  }

  /// What a graph built with seeded parameters adds to the file's results: a seeded value (the
  /// caller's evaluation, passed as `Any`) reported twice on one path, `close(_ value: Any)`
  /// reporting its cast value twice. Only those duplicates: reporting it on some paths is no
  /// fault of the function (the cast may fail), and the rest is in the unseeded graph's result.
  static func seededDuplicates(_ r: ObligationResult, parameters: Set<Int>) -> ObligationResult? {
    var kept = r
    kept.leaks = []
    kept.parameterFaults = []
    kept.blankets = []
    kept.parameterEffects = [:]
    kept.selfEffect = nil
    kept.duplicates = r.duplicates.filter { d in
      if case .parameter(let i) = r.graph.objects[Int(d.object)].origin { return parameters.contains(i) }
      return false
    }
    return kept.duplicates.isEmpty ? nil : kept
  }

  /// Builds the flow graphs of a file when the options or RULES.md ask for them
  /// (`--analyze-all` builds them for every file). Returns the number of graphs built.
  @discardableResult
  public func prepareFlow(for file: ParsedFile) -> Int {
    if isAnalysed(file) { return graphs(for: file).count }
    guard options.analyzeAll else { return 0 }
    // No analysis reads the graphs of a file that is not analysed: they are built (the front
    // end is exercised), counted and dropped, and so are the bodies parsed for them, so memory
    // does not grow with the whole tree.
    return file.cache.value("flow.graphCount") {
      // Without the facts' judgement of receivers: asking it builds the file's scopes, which
      // keep its bodies (typed throws and sinks asked it for every `get()`, `sink` and closure
      // property call of the corpus: 496 MiB instead of 280), for graphs nothing reads.
      let count = FileGraphs.build(
        tree: file.tree, index: index, options: options, receivers: nil, keepsBodies: false
      ).count
      file.tree.releaseTokens()
      return count
    }
  }
}
