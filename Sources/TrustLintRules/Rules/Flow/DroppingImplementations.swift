import TrustLintAnalysis
import TrustLintSyntax

/// The implementations that make a call through a protocol (or to an overridable method) no
/// report: a call that may run several functions counts as a report only when every one of
/// them reports, so when the conformers disagree, the message of the evaluation's "never
/// reported" finding names those that never report it ("'send' at line 23 may run
/// 'PreviewFeedbackSink.send', which never reports it"): that is what a user disputing the
/// finding has to look at.
enum DroppingImplementations {
  /// The clause naming, for each dispatching call in `result`'s body that is handed what may
  /// hold `object` and whose candidates disagree, the candidates that never report it. Nil
  /// when there is none.
  static func clause(
    object: Int32, in result: ObligationResult, summaries: SummaryTable, index: ProgramIndex, tree: SyntaxTree
  ) -> String? {
    let holders = variables(holding: object, in: result.graph)
    // Per call name and what it may run that drops the evaluation: the lines of such calls.
    var groups: [(name: String, dropping: [String], lines: [Int])] = []
    for site in result.graph.callSites where site.isDispatch && site.candidates.count > 1 {
      var dropping: [String] = []
      var anyReports = false
      for argument in site.arguments where holders.contains(argument.variable) {
        for candidate in site.candidates {
          let parameter: Int
          if argument.index == -1 {
            parameter = -1
          } else {
            guard argument.index < candidate.parameterOfArgument.count else { continue }
            parameter = candidate.parameterOfArgument[argument.index]
          }
          guard let summary = summaries.summary(of: candidate.function) else { continue }
          if summary.effect(at: parameter).kind == .none {
            let entry = index.functions[Int(candidate.function)]
            let name = (entry.ownerPath + [entry.name]).joined(separator: ".")
            if !dropping.contains(name) { dropping.append(name) }
          } else {
            anyReports = true
          }
        }
      }
      guard anyReports, !dropping.isEmpty else { continue }
      let line = tree.location(of: site.token).line
      if let g = groups.firstIndex(where: { $0.name == site.name && $0.dropping == dropping }) {
        if !groups[g].lines.contains(line) { groups[g].lines.append(line) }
      } else {
        groups.append((site.name, dropping, [line]))
      }
    }
    guard !groups.isEmpty else { return nil }
    return groups.map { g in
      let lines = g.lines.sorted().map(String.init)
      let at = lines.count == 1 ? "line \(lines[0])" : "lines \(FlowMessages.list(lines))"
      let verb = g.dropping.count == 1 ? "which never reports it" : "which never report it"
      return "'\(g.name)' at \(at) may run \(FlowMessages.list(g.dropping.map { "'\($0)'" })), \(verb)"
    }.joined(separator: "; ")
  }

  /// The variables that may hold `object` somewhere in the body (whatever the path): those a
  /// creation fills with it, and those assigned from them.
  private static func variables(holding object: Int32, in graph: FlowGraph) -> Set<Int32> {
    var holders: Set<Int32> = []
    var assignments: [(to: Int32, from: [Int32])] = []
    for node in graph.nodes {
      for event in node.events {
        switch event {
        case .create(let o, let into), .borrowAgain(let o, let into):
          if o == object { holders.insert(into) }
        case .assign(let to, let from):
          assignments.append((to, from))
        default:
          break
        }
      }
    }
    var changed = !holders.isEmpty
    while changed {
      changed = false
      for a in assignments where !holders.contains(a.to) && a.from.contains(where: holders.contains) {
        holders.insert(a.to)
        changed = true
      }
    }
    return holders
  }
}
