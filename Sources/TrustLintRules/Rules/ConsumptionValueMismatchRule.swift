import TrustLintAnalysis
import TrustLintSyntax

/// A report with a `used…` status inside a branch reached only by an insight failure.
public struct ConsumptionValueMismatchRule: Rule {
  /// The rule's id, severity, summary, rationale and examples.
  public static let description = RuleDescription(
    id: "consumption_value_mismatch",
    defaultSeverity: .warning,
    summary: "an insight failure is reported with a used… consumption status",
    rationale: """
      The consumption report tells Apple what the app actually did with the insight, and it is \
      how Apple learns how the insight is used. When the insight inside an evaluation failed \
      (`.failure`, a thrown `get()`, `nil` from `try?`), the app had nothing to use: report \
      `.notUsedError` (or `.notUsedNotNeeded` when the person cancelled). A `used…` status on \
      that path (`.usedUnchangedFriction`, `.usedIncreasedFriction`, `.usedReducedFriction`, \
      `.usedEvaluationOnly`) tells Apple an insight was used that never existed.

      Failure branches are: the body of `case .failure` (also of a case that lists `.failure` \
      or `nil` beside other patterns, `case .failure, .success(.unknown):`, or that a \
      `case .failure:` ending in `fallthrough` falls into, until a test inside it sets the \
      failure apart), the `catch` of a `do` whose body reads \
      the outcome with `try E.insight.outcome.get()`, and the `nil` branch of \
      `try? E.insight.outcome.get()` (`case .none`, the `else` of `guard let v = try? …` or of \
      `if let v = try? …`, a `default` that only a failure reaches). A report after the \
      branches meet again is not inside one. The finding is at the status.

      Choices where the contract is silent: a `catch` that names an error type other than \
      `InsightError` (`catch is CancellationError`) is not a failure branch; a `catch` after \
      a `do` whose body also runs other throwing calls still is (the outcome read is caught \
      there), unless an earlier clause takes every `InsightError` (`catch let error as \
      InsightError`): the final `catch { }` after it only sees the other calls' errors, with \
      the insight read successfully. The `nil` of a level read from a collection by subscript \
      (`guard let level = byAccount[id] else { … }` over a dictionary of levels) is a missing \
      key, not a failed insight: no failure branch. A `Result` made from the outcome fails \
      exactly where the insight failed when it is `E.insight.outcome.map { … }` (the app's own \
      success values), `mapError { … }`, `Result { try E.insight.outcome.get() }`, or \
      `flatMap { … }` whose closure gives only `.success(…)`: its `case .failure` is a failure \
      branch; after a `flatMap` whose closure may give a `.failure` of its own it is not (that \
      case no longer says the insight failed). The status is judged where it is written: in the report call itself (directly or \
      in a ternary), or in the initializer of a local constant that the report passes (the \
      finding is then at that initializer's status), also when the failure branch is in that \
      initializer (`let status = switch e.insight.outcome { … case .failure: .usedEvaluationOnly \
      }` reported after the switch), or in an assignment in a failure branch to a local \
      variable that a report of that evaluation passes (`case .failure: status = \
      .usedEvaluationOnly`, or `let status: …` assigned in a `catch`, then \
      `e.reportConsumption(status)`). A status given to the app's own reporting \
      helper (a parameter declared `InsightEvaluationConsumptionStatus` that the helper passes to \
      `reportConsumption`) counts as reported there, also when the helper is a function declared \
      inside the body that reports the evaluation it captures (`func finish(status:)` called as \
      `finish(status: .usedUnchangedFriction)` in `case .failure:`, or a parameter typed by an alias of the \
      status type), and through a protocol (`reporter.report(e, .usedUnchangedFriction)` on `any \
      ConsumptionReporting`) where the conformers' bodies pass it on. A status returned in a failure branch of \
      a function or computed property declared to return `InsightEvaluationConsumptionStatus` \
      (`case .failure: return .usedUnchangedFriction` in `func status(for outcome:)`) is the \
      status its callers report for that failure: the finding is at that return's status \
      (a closure inside such a function returns its own values and is not judged). A consuming \
      helper of the app called with the failed evaluation in a failure branch reports too: when \
      it always reports one `used…` constant without testing the outcome itself \
      (`markUsed(evaluation)`), or its status parameter is left to a `used…` default \
      (`finish(evaluation)` of `func finish(_:status: … = .usedUnchangedFriction)`, also when \
      `finish` hands that parameter on to another helper that reports it, up to three helpers \
      deep), the finding \
      is at the helper's name in that call (the call is the defect: the same helper called from a \
      success branch is fine), with the default as a related location. A first note marks \
      where the failure came in ("an insight failure takes 'case .failure:' at line 18", "… \
      the 'catch' at line 30", "… the 'else' of the 'guard' at line 9"). The outcome carried in \
      the payload of the app's own enum (`case riskResponse(Result<IsLikelyBeingCoachedInsight.Value, \
      InsightError>)`) fails in `case .riskResponse(.failure):` of a `switch` over it; a payload \
      `Result` of another type (`case network(Result<Data, Error>)`) is not the insight. A branch is a failure branch of the \
      evaluations whose insight failed there: inside `case .failure` of `first`, a report on \
      another evaluation written by name (a retry, `retry.reportConsumption(.usedUnchangedFriction)`) \
      is judged by that evaluation's own tests. A name is judged by what it holds where the report \
      reads it: bound again inside the branch (`evaluation = try await …` of a retry, `if let \
      evaluation = await prefetched()`), it holds another evaluation, unless its insight is tested \
      again after that; a constant copy of the tested holder (`let checked = evaluation`, \
      `checked` tested, `evaluation` reported) holds the same one.
      """,
    flaggedExample: """
      import TrustInsights

      func decide(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
        switch evaluation.insight.outcome {
        case .success(.medium), .success(.high):
          evaluation.reportConsumption(.usedIncreasedFriction)
          return true
        case .success:
          evaluation.reportConsumption(.usedUnchangedFriction)
          return false
        case .failure:
          evaluation.reportConsumption(.usedUnchangedFriction)
          return false
        }
      }

      """,
    cleanExample: """
      import TrustInsights

      func decide(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
        switch evaluation.insight.outcome {
        case .success(.medium), .success(.high):
          evaluation.reportConsumption(.usedIncreasedFriction)
          return true
        case .success:
          evaluation.reportConsumption(.usedUnchangedFriction)
          return false
        case .failure:
          evaluation.reportConsumption(.notUsedError)
          return false
        }
      }

      """)

  /// A stateless rule.
  public init() {}

  /// Findings of the rule in the file of `context`.
  public func check(_ context: RuleContext) -> [Finding] {
    guard let fileIndex = context.program.position(of: context.file) else { return [] }
    let programFacts = ProgramFacts.of(context.program)
    let facts = programFacts.outcomeFacts(inFile: fileIndex)
    var seen: Set<TokenIndex> = []
    var findings: [Finding] = []
    for fact in facts.values where fact.branch.isFailureBranch {
      // `case .failure: return .usedUnchangedFriction` in `func status(for:) ->
      // InsightEvaluationConsumptionStatus`: the status its callers report for a failed insight.
      if fact.returnedAsStatus, let status = TokenFinding.memberName(of: fact.leaf), status.text.hasPrefix("used"),
        seen.insert(status.token).inserted
      {
        findings.append(
          Self.withBranch(
            TokenFinding.make(
              Self.description, in: context.file, at: status.token, message: Self.message(status),
              enclosing: fact.enclosing), fact.branch, at: status.token, context))
        continue
      }
      guard case .argument(let call, let index) = fact.sink,
        Self.passesStatus(call, index, programFacts, fileIndex: fileIndex),
        !Self.reportsAnotherEvaluation(call, fact.branch, programFacts, context, fileIndex: fileIndex)
      else { continue }
      var statuses: [Expr] = [fact.leaf]
      if case .identifier(let n) = fact.leaf {
        // `let status = … ; evaluation.reportConsumption(status)`: judge the constant's values.
        statuses =
          programFacts.scope(containing: call, inFile: fileIndex).map {
            programFacts.constantValues(of: n.text, in: $0)
          } ?? []
      }
      for leaf in statuses {
        guard let status = TokenFinding.memberName(of: leaf), status.text.hasPrefix("used"),
          seen.insert(status.token).inserted
        else { continue }
        findings.append(
          Self.withBranch(
            TokenFinding.make(
              Self.description, in: context.file, at: status.token, message: Self.message(status),
              enclosing: fact.enclosing), fact.branch, at: status.token, context))
      }
    }
    for (status, fact) in Self.constantStatuses(facts, programFacts, context, fileIndex: fileIndex)
    where seen.insert(status.token).inserted {
      findings.append(
        Self.withBranch(
          TokenFinding.make(
            Self.description, in: context.file, at: status.token, message: Self.message(status),
            enclosing: fact.enclosing), fact.branch, at: status.token, context))
    }
    for h in Self.helperReports(facts, context, programFacts, fileIndex: fileIndex)
    where seen.insert(h.token).inserted {
      let message =
        "the insight failed on this branch, yet '\(h.helper)' reports it as '.\(h.status)': a failed insight "
        + "was not used; report '.notUsedError' (or '.notUsedNotNeeded' if the person cancelled)"
      findings.append(
        Self.withBranch(
          TokenFinding.make(
            Self.description, in: context.file, at: h.token, message: message, enclosing: h.fact.enclosing,
            related: h.related), h.fact.branch, at: h.token, context))
    }
    return findings
  }

  /// `finding` with a note at the branch the failure came in through (`case .failure:`, the
  /// `catch`, the `else` of `guard let v = try? …`).
  static func withBranch(_ finding: Finding, _ branch: OutcomeBranch, at token: TokenIndex, _ context: RuleContext)
    -> Finding
  {
    BranchNotes.adding(branch.entry, who: "an insight failure", to: finding, at: token, in: context.file)
  }

  /// What a finding at `status` says.
  static func message(_ status: Name) -> String {
    "the insight failed on this branch, yet the report says '.\(status.text)': a failed insight was not used; "
      + "report '.notUsedError' (or '.notUsedNotNeeded' if the person cancelled)"
  }

  /// `used…` statuses written in a failure branch of a local constant's initializer (`let
  /// status = switch e.insight.outcome { case .failure: .usedEvaluationOnly … }`) that a report
  /// after the branches meet passes by name (`e.reportConsumption(status)`): the report is in
  /// no failure branch, the status it passes is chosen in one. Each with its branch's fact.
  static func constantStatuses(
    _ facts: OutcomeFacts, _ programFacts: ProgramFacts, _ context: RuleContext, fileIndex: Int
  )
    -> [(Name, OutcomeValueFact)]
  {
    var byToken: [TokenIndex: OutcomeValueFact] = [:]
    var names: Set<String> = []
    for fact in facts.values where fact.branch.isFailureBranch {
      guard case .assigned(let name, _) = fact.sink, let status = TokenFinding.memberName(of: fact.leaf),
        status.text.hasPrefix("used")
      else { continue }
      byToken[status.token] = fact
      names.insert(name)
    }
    guard !names.isEmpty else { return [] }
    var found: [(Name, OutcomeValueFact)] = []
    for scope in programFacts.scopes(ofFile: fileIndex).all {
      for call in scope.calls {
        for (i, argument) in call.arguments.enumerated() {
          guard case .identifier(let n) = SyntaxQueries.stripped(argument.value), names.contains(n.text),
            passesStatus(call, i, programFacts, fileIndex: fileIndex)
          else { continue }
          // Only the leaves of the initializer the report reads (the name may be another
          // constant elsewhere), and only on a report of the evaluation whose insight failed.
          for leaf in programFacts.assignedValues(of: n.text, in: scope) {
            guard let status = TokenFinding.memberName(of: leaf), let fact = byToken[status.token],
              !reportsAnotherEvaluation(call, fact.branch, programFacts, context, fileIndex: fileIndex)
            else { continue }
            found.append((status, fact))
          }
        }
      }
    }
    return found
  }

  /// Whether `call` reports an evaluation other than the ones whose insight failed on the
  /// branch: `retry.reportConsumption(.usedUnchangedFriction)` inside the failure branch of
  /// `first.insight.outcome` (a retry's own success). Only decided when every failed key is an
  /// evaluation's insight as written and the report's receiver is written as a name.
  /// The receiver is judged by what it holds where the report reads it
  /// (`namesFailedEvaluation`): a name rebound inside the branch is another evaluation, a
  /// constant copy of the tested holder the same one.
  static func reportsAnotherEvaluation(
    _ call: CallExpr, _ branch: OutcomeBranch, _ facts: ProgramFacts, _ context: RuleContext, fileIndex: Int
  ) -> Bool {
    guard SyntaxQueries.calleeName(call)?.text == TrustInsightsNames.reportConsumption,
      case .member(let m) = SyntaxQueries.stripped(call.callee),
      let receiver = SyntaxQueries.dottedPath(m.base), let token = SourceText.firstToken(of: m.base)
    else { return false }
    let site = ReportSite(
      tree: context.file.tree, scope: facts.scope(containing: call, inFile: fileIndex), token: token)
    return namesFailedEvaluation(receiver, at: site, branch).map { !$0 } ?? false
  }

  /// Whether argument `index` of `call` is a consumption status being reported: the status of
  /// `reportConsumption(_:)`, or an argument for a parameter declared as
  /// `InsightEvaluationConsumptionStatus` of the program's own reporting helper.
  static func passesStatus(_ call: CallExpr, _ index: Int, _ facts: ProgramFacts, fileIndex: Int) -> Bool {
    if SyntaxQueries.calleeName(call)?.text == TrustInsightsNames.reportConsumption { return index == 0 }
    guard let scope = facts.scope(containing: call, inFile: fileIndex) else { return false }
    return reportsArgument(call, index, in: scope, facts, depth: 0)
  }

  /// Whether every function the call may run passes its parameter for argument `index`,
  /// declared as a consumption status, on to a report (directly or through another such helper).
  /// A bare call of a function declared inside the body (`func finish(status:)` reporting the
  /// captured evaluation) is followed as the program's functions are.
  private static func reportsArgument(
    _ call: CallExpr, _ index: Int, in scope: BodyScope, _ facts: ProgramFacts, depth: Int
  ) -> Bool {
    guard depth < 4 else { return false }
    // `reporter.report(e, .usedUnchangedFriction)` on an `any ConsumptionReporting`: the
    // protocol's requirement has no body to read; its conformers' bodies are what runs.
    let found = facts.candidates(for: call, in: scope)
    let runnable = found.filter { f in
      f.decl.hasBody || !(f.ownerPath.last.map(facts.program.index.isProtocol) ?? false)
    }
    var helpers: [(decl: FunctionDecl, body: BodyScope?)] = (runnable.isEmpty ? found : runnable).map {
      ($0.decl, facts.scope(of: $0))
    }
    if helpers.isEmpty, SyntaxQueries.receiver(call) == nil, let name = SyntaxQueries.calleeName(call),
      let nested = facts.nestedFunctions(named: name, in: scope)
    {
      helpers = nested.compactMap { body in body.function.map { ($0, body) } }
    }
    return !helpers.isEmpty
      && helpers.allSatisfy { decl, body in
        guard let mapping = ProgramFacts.labels(of: call).match(decl.parameters), index < mapping.count,
          let type = decl.parameters[mapping[index]].type,
          facts.classify(type.text) == .consumptionStatus, let body
        else { return false }
        let name = decl.parameters[mapping[index]].name.text
        return body.calls.contains { inner in
          inner.arguments.indices.contains { i in
            guard case .identifier(let n) = SyntaxQueries.stripped(inner.arguments[i].value), n.text == name else {
              return false
            }
            if SyntaxQueries.calleeName(inner)?.text == TrustInsightsNames.reportConsumption { return i == 0 }
            return reportsArgument(inner, i, in: body, facts, depth: depth + 1)
          }
        }
      }
  }
}
