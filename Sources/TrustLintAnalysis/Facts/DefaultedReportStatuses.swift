import TrustLintSyntax

/// A consumption status a call leaves to a parameter's default value, in a function of the
/// program that reports that parameter: `finish(evaluation)` of
/// `func finish(_ e: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedReducedFriction)
/// { e.reportConsumption(status) }` reports `.usedReducedFriction` as if the call wrote it.
public struct DefaultedReportStatus: @unchecked Sendable {
  /// The function called.
  public let function: FunctionEntry
  /// The parameter left to its default.
  public let parameter: String
  /// The status member of the default value (`usedReducedFriction`), a token of the function's file.
  public let member: Name
}

extension ProgramFacts {
  /// The status parameters a call leaves to their defaults (`status: InsightEvaluationConsumptionStatus
  /// = .usedReducedFriction`) in the one function of the program it runs, where that function
  /// passes the parameter to `reportConsumption`. A status written at the call is the call's
  /// own value, judged where it is written.
  public func defaultedReportStatuses(
    of call: CallExpr, ownerPath: [String], fromFile: Int
  ) -> [DefaultedReportStatus] {
    let labels = Self.labels(of: call)
    var fitting: [(entry: FunctionEntry, mapping: [Int])] = []
    for f in candidates(for: call, ownerPath: ownerPath, fromFile: fromFile) where f.decl.hasBody && !f.isAccessor {
      if let mapping = labels.match(f.decl.parameters) { fitting.append((f, mapping)) }
    }
    guard fitting.count == 1 else { return [] }
    let (entry, mapping) = fitting[0]
    let given = Set(mapping)
    var result: [DefaultedReportStatus] = []
    for (i, p) in entry.decl.parameters.enumerated() where !given.contains(i) {
      guard let value = p.defaultValue, let type = p.type, classify(type.text) == .consumptionStatus,
        let member = Self.statusMember(value), reportedParameters(of: entry).contains(p.name.text)
      else { continue }
      result.append(DefaultedReportStatus(function: entry, parameter: p.name.text, member: member))
    }
    return result
  }

  /// `.usedReducedFriction` or `InsightEvaluationConsumptionStatus.usedReducedFriction`.
  private static func statusMember(_ e: Expr) -> Name? {
    switch SyntaxQueries.stripped(e) {
    case .implicitMember(let n): return n
    case .member(let m) where SyntaxQueries.isTypePath(m.base): return m.name
    default: return nil
    }
  }

  /// The names a function's body passes as the status of a report (`e.reportConsumption(status)`,
  /// `e?.reportConsumption(status)`, a bare `reportConsumption(status)`), directly or through
  /// other helpers of the program (`send(e, status)` of a `send` that reports its status
  /// parameter, followed `relayDepth` calls deep), less any name the body declares again (a
  /// local `status` is not the parameter). Memoised per function.
  func reportedParameters(of entry: FunctionEntry) -> Set<String> {
    let memo = program.cache.value("facts.reportedStatusParameters") { SharedMemo<Int32, Set<String>>() }
    return memo.value(entry.id) {
      reportedParameters(of: entry, depth: 0, visiting: [entry.id])
    }
  }

  /// How many helper calls a status parameter is followed through before it is reported.
  static let relayDepth = 3

  /// `reportedParameters(of:)` computed afresh (not through its memo, so that an answer cut
  /// short by the depth bound or a cycle is never remembered as the function's own), with
  /// `visiting` the functions on the way there: a helper calling itself is not followed.
  private func reportedParameters(of entry: FunctionEntry, depth: Int, visiting: Set<Int32>) -> Set<String> {
    var reported = directlyReportedParameters(of: entry)
    guard depth < Self.relayDepth, let body = scope(of: entry) else { return reported }
    let statusParameters = Set(
      entry.decl.parameters.compactMap { p in
        p.type.flatMap { classify($0.text) == .consumptionStatus ? p.name.text : nil }
      }
    ).subtracting(reported).filter { body.locals[$0] == nil }
    guard !statusParameters.isEmpty else { return reported }
    for call in body.calls where SyntaxQueries.calleeName(call)?.text != TrustInsightsNames.reportConsumption {
      for (i, argument) in call.arguments.enumerated() {
        guard case .identifier(let n) = SyntaxQueries.stripped(argument.value), statusParameters.contains(n.text),
          !reported.contains(n.text)
        else { continue }
        // Every function the call may run takes it as a status parameter it reports.
        let helpers = candidates(for: call, in: body)
        let relays =
          !helpers.isEmpty
          && helpers.allSatisfy { h in
            guard h.decl.hasBody, !h.isAccessor, !visiting.contains(h.id),
              let mapping = Self.labels(of: call).match(h.decl.parameters), i < mapping.count
            else { return false }
            let p = h.decl.parameters[mapping[i]]
            guard let type = p.type, classify(type.text) == .consumptionStatus else { return false }
            return reportedParameters(of: h, depth: depth + 1, visiting: visiting.union([h.id])).contains(p.name.text)
          }
        if relays { reported.insert(n.text) }
      }
    }
    return reported
  }

  /// The names a function's body passes to `reportConsumption` itself, less any name the
  /// body declares again. Memoised per function.
  private func directlyReportedParameters(of entry: FunctionEntry) -> Set<String> {
    let memo = program.cache.value("facts.directlyReportedStatusParameters") { SharedMemo<Int32, Set<String>>() }
    return memo.value(entry.id) {
      guard let body = entry.decl.body else { return [] }
      var passed: Set<String> = []
      var declared: Set<String> = []
      let visitor = SyntaxVisitor()
      visitor.visitStmt = { s in
        if case .variable(let v) = s {
          for b in v.bindings { if case .binding(let n) = b.pattern { declared.insert(n.text) } }
        }
        return true
      }
      visitor.visitExpr = { e in
        if case .call(let c) = e, SyntaxQueries.calleeName(c)?.text == "reportConsumption", c.arguments.count == 1,
          c.arguments[0].label == nil, case .identifier(let n) = SyntaxQueries.stripped(c.arguments[0].value)
        {
          passed.insert(n.text)
        }
        return true
      }
      visitor.walk(body.stmts)
      return passed.subtracting(declared)
    }
  }
}
