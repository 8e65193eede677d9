/// Function summaries of the whole program, computed to a fixed point: callees before callers
/// (strongly connected components of the call graph in reverse topological order), and within
/// a recursive component until nothing changes (a component that does not settle within a few
/// rounds is summarised as escaping, which produces no findings).
public final class SummaryTable: @unchecked Sendable {
  private let summaries: [Int32: FunctionSummary]
  private let index: ProgramIndex
  private let options: AnalysisOptions
  /// The graphs built again with parameters of other types seeded as evaluations (`Any`, a
  /// generic `T`: `SeededParameters`), with those parameters, by function.
  public private(set) var seededGraphs: [Int32: (graph: FlowGraph, parameters: Set<Int>)] = [:]

  static let maxRounds = 8

  /// Builds the summaries of every function with a body in an analysed file.
  init(program: Program) {
    index = program.index
    options = program.options
    let analysed = program.files.filter { program.isAnalysed($0) }
    // Built on the caller's thread (the engine's large-stack workers): graph building
    // recurses as deep as the parser's nesting cap allows.
    let perFile = analysed.map { program.graphs(for: $0) }
    // A function whose graph tracks no parameter and no `self` has the summary of one that
    // escapes everything, whatever it calls: it is not analysed, and not in the call graph
    // (a file of a million small functions spent most of its time here), unless seeding
    // gives it a graph that tracks one.
    var graphOf: [Int32: FlowGraph] = [:]
    var untracked: [Int32] = []
    for graphs in perFile {
      for g in graphs {
        guard let id = g.functionID else { continue }
        if g.objects.contains(where: Self.isReceived) { graphOf[id] = g } else { untracked.append(id) }
      }
    }
    let seeded = SeededParameters.add(to: &graphOf, from: perFile.flatMap { $0 }, program: program)
    for (id, parameters) in seeded { if let g = graphOf[id] { seededGraphs[id] = (g, parameters) } }
    var table: [Int32: FunctionSummary] = [:]
    table.reserveCapacity(untracked.count + graphOf.count)
    for id in untracked where graphOf[id] == nil { table[id] = Self.escaping(index.functions[Int(id)]) }
    for id in graphOf.keys { table[id] = Self.initial(index.functions[Int(id)], seeded: seeded[id] ?? []) }
    let components = CallGraph(graphOf: graphOf).componentsCalleesFirst()
    for component in components {
      var rounds = 0
      var changed = true
      // Functions of this component not yet analysed: their summary is still the starting
      // assumption, which a call dispatched to them and to others does not count (see `effect`).
      var pending = Set(component)
      while changed {
        changed = false
        rounds += 1
        for id in component {
          guard let g = graphOf[id] else { continue }
          let result = ObligationAnalysis.run(g, effect: Self.effect(table, index: index, pending: pending))
          pending.remove(id)
          let s = Self.summary(result, entry: index.functions[Int(id)], seeded: seeded[id] ?? [])
          if s != table[id] {
            table[id] = s
            changed = true
          }
        }
        if changed && rounds >= Self.maxRounds {
          for id in component { table[id] = Self.escaping(index.functions[Int(id)]) }
          break
        }
        if component.count == 1, let only = component.first, let g = graphOf[only],
          !g.callSites.contains(where: { $0.candidates.contains { $0.function == only } })
        {
          break
        }
      }
    }
    summaries = table
    reportingProducers = Self.reportingProducers(perFile.flatMap { $0 }, table: table, index: index)
  }

  /// Producers (functions of the program that return an evaluation) whose every `return`
  /// returns it already reported (a logging decorator: `let e = try await …; e.reportConsumption(…);
  /// return e`): their callers count the call as the first report. Each producer's graph is
  /// analysed once with the final summaries, then again only where it calls a producer found
  /// to report in the round before (a decorator of a decorator), for at most `maxRounds`.
  private static func reportingProducers(_ graphs: [FlowGraph], table: [Int32: FunctionSummary], index: ProgramIndex)
    -> Set<Int32>
  {
    let producers = graphs.filter { g in
      g.functionID.map { index.functions[Int($0)].producesEvaluation } ?? false
    }
    guard !producers.isEmpty else { return [] }
    let effect = Self.effect(table, index: index)
    var found: Set<Int32> = []
    var pending = producers
    for _ in 0..<maxRounds where !pending.isEmpty {
      let known = found
      var added: Set<Int32> = []
      for g in pending {
        guard let id = g.functionID, !found.contains(id) else { continue }
        if ObligationAnalysis.run(g, effect: effect, produced: Self.produced(known)).returnsReported {
          added.insert(id)
        }
      }
      if added.isEmpty { break }
      found.formUnion(added)
      pending = producers.filter { g in
        !found.contains(g.functionID ?? -1)
          && g.producerCalls.contains { $0.functions.contains(where: added.contains) }
      }
    }
    return found
  }

  /// Producers whose evaluations come back already reported.
  private let reportingProducers: Set<Int32>

  /// Whether a producer call returns its evaluation already reported: every producer it may
  /// run does (among `found`).
  static func produced(_ found: Set<Int32>) -> ObligationAnalysis.ProducedEffect {
    { call in !found.isEmpty && !call.functions.isEmpty && call.functions.allSatisfy(found.contains) }
  }

  /// Whether a producer call returns its evaluation already reported, under the final facts.
  public var producedEffect: ObligationAnalysis.ProducedEffect { Self.produced(reportingProducers) }

  /// Whether an object is one the function receives (a parameter or `self`), whose effect
  /// its summary records.
  private static func isReceived(_ object: FlowObject) -> Bool {
    switch object.origin {
    case .parameter, .selfValue: return true
    case .creation, .borrowed, .captured, .element: return false
    }
  }

  /// The summary of a function (nil when it has no body in an analysed file).
  public func summary(of function: Int32) -> FunctionSummary? { summaries[function] }

  /// The effect of a call on one of its tracked arguments, given these summaries.
  public var callEffect: ObligationAnalysis.CallEffect { Self.effect(summaries, index: index) }

  /// The effect of a call on one of its tracked arguments under the summaries in `table`.
  /// `pending`: functions of the component being summarised that have no summary of their own
  /// yet. A call that may run one of them and others (a decorator's `base.report(e)` forwarding
  /// through the protocol it conforms to) takes its effect from the others: the starting
  /// assumption (never reports) would otherwise disagree with them, and the decorator would
  /// keep that assumption as its own fixed point.
  static func effect(
    _ table: [Int32: FunctionSummary], index: ProgramIndex, pending: Set<Int32> = []
  ) -> ObligationAnalysis.CallEffect {
    { site, arg in
      if site.candidates.isEmpty {
        if arg.index == -1 || site.borrows { return .none }
        return site.isConfiguredConsumer ? ParameterEffect(kind: .consumes) : .escapes
      }
      let settled = site.candidates.filter { !pending.contains($0.function) }
      let candidates = settled.isEmpty ? site.candidates : settled
      var combined: ParameterEffect?
      // Some functions the call may run report the evaluation and others never do (a protocol
      // whose conformers disagree): on the paths through the latter the caller still owes
      // it, so the call is no report (`isDispatch`); any that keeps it makes it an escape.
      var disagrees = false
      for c in candidates {
        let e: ParameterEffect
        let s = table[c.function] ?? escaping(index.functions[Int(c.function)])
        if arg.index == -1 {
          e = s.selfEffect
        } else if arg.index < c.parameterOfArgument.count {
          e = s.effect(at: c.parameterOfArgument[arg.index])
        } else {
          e = .escapes
        }
        if e.kind == .escapes { return .escapes }
        if let prior = combined {
          if prior.kind != e.kind {
            disagrees = true
            if e.kind == .none { combined = e }
            continue
          }
          combined = ParameterEffect(
            kind: prior.kind, readsOutcome: prior.readsOutcome && e.readsOutcome,
            leaksOnError: prior.leaksOnError || e.leaksOnError,
            constantStatus: prior.constantStatus == e.constantStatus ? e.constantStatus : nil)
        } else {
          combined = e
        }
      }
      guard disagrees else { return combined ?? .escapes }
      // Reporting helpers that disagree only on every path versus some paths stay an escape
      // (as before); a helper that never reports leaves the obligation with the caller, when
      // the candidates are what the receiver's known type dispatches to (matched by name
      // alone, the one that runs may be one that reports).
      return site.isDispatch && combined?.kind == ParameterEffect.Kind.none ? .none : .escapes
    }
  }

  /// Before analysis (recursion starts here): evaluation parameters (and parameters of other
  /// types that receive one, `seeded`) are left alone.
  static func initial(_ entry: FunctionEntry, seeded: Set<Int> = []) -> FunctionSummary {
    FunctionSummary(
      parameters: entry.evaluationParameters.enumerated().map {
        $0.element || seeded.contains($0.offset) ? .none : .escapes
      },
      selfEffect: entry.isEvaluationExtension ? .none : .escapes)
  }

  /// For functions the analysis cannot see into (no body, not analysed, did not settle).
  static func escaping(_ entry: FunctionEntry) -> FunctionSummary {
    FunctionSummary(parameters: entry.decl.parameters.map { _ in .escapes }, selfEffect: .escapes)
  }

  /// `seeded`: parameters of other types that receive an evaluation. Reporting one of those on
  /// some paths only (after a cast that may fail) is not a finding at the parameter, which is no
  /// evaluation parameter; the call is then treated as an escape, so no finding comes of it.
  static func summary(_ r: ObligationResult, entry: FunctionEntry, seeded: Set<Int> = []) -> FunctionSummary {
    var params = entry.decl.parameters.map { _ in ParameterEffect.escapes }
    for (i, e) in r.parameterEffects where i < params.count {
      params[i] = e.kind == .consumesSome && seeded.contains(i) ? .escapes : e
    }
    return FunctionSummary(parameters: params, selfEffect: r.selfEffect ?? .escapes)
  }
}

/// Calls between functions of the program, for ordering summaries.
struct CallGraph {
  let nodes: [Int32]
  let edges: [Int32: [Int32]]

  init(graphOf: [Int32: FlowGraph]) {
    nodes = graphOf.keys.sorted()
    var e: [Int32: [Int32]] = [:]
    for (id, g) in graphOf {
      var callees = Set<Int32>()
      for site in g.callSites {
        for c in site.candidates where graphOf[c.function] != nil { callees.insert(c.function) }
      }
      e[id] = callees.sorted()
    }
    edges = e
  }

  /// Tarjan's algorithm without recursion; components come out callees first.
  func componentsCalleesFirst() -> [[Int32]] {
    var indexOf: [Int32: Int] = [:]
    var low: [Int32: Int] = [:]
    var onStack: Set<Int32> = []
    var stack: [Int32] = []
    var result: [[Int32]] = []
    var counter = 0
    for root in nodes where indexOf[root] == nil {
      var work: [(node: Int32, next: Int)] = [(root, 0)]
      indexOf[root] = counter
      low[root] = counter
      counter += 1
      stack.append(root)
      onStack.insert(root)
      while let (v, k) = work.last {
        let succ = edges[v] ?? []
        if k < succ.count {
          work[work.count - 1].next = k + 1
          let w = succ[k]
          if indexOf[w] == nil {
            indexOf[w] = counter
            low[w] = counter
            counter += 1
            stack.append(w)
            onStack.insert(w)
            work.append((w, 0))
          } else if onStack.contains(w) {
            low[v] = min(low[v]!, indexOf[w]!)
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { low[parent] = min(low[parent]!, low[v]!) }
        if low[v] == indexOf[v] {
          var component: [Int32] = []
          while let w = stack.popLast() {
            onStack.remove(w)
            component.append(w)
            if w == v { break }
          }
          result.append(component.sorted())
        }
      }
    }
    return result
  }
}
