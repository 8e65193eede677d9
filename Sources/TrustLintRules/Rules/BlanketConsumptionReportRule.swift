import TrustLintAnalysis
import TrustLintSyntax

/// One constant friction report after the outcome test, whatever the outcome was.
public struct BlanketConsumptionReportRule: Rule {
  /// The rule's identity, severity, rationale and examples.
  public static let description = RuleDescription(
    id: "blanket_consumption_report",
    defaultSeverity: .warning,
    summary: "an evaluation is reported with the same friction status whatever its outcome",
    rationale: """
      The report tells Apple what the app did with the insight. When the outcome is tested and \
      then one call after the branches reports `.usedIncreasedFriction` (or \
      `.usedUnchangedFriction`, `.usedReducedFriction`) on every path, `.unknown`, `.high` and \
      a failed insight all report the same thing, and the feedback that trains the model is \
      wrong for most of them. Apple's own session sample does this; its reference sample \
      reports a different status in each branch, and that is what this rule asks for.

      The rule reports the `reportConsumption` call when, on every path, it is the only report \
      of the evaluation, its status is one of those three constants (written there, or held by \
      a local `let` written with one: `let status = .usedIncreasedFriction`; or given to the \
      app's reporting helper for its parameter declared `InsightEvaluationConsumptionStatus`: \
      `report(evaluation, .usedIncreasedFriction)`, found at the helper's name; or made by a \
      helper of the app that always reports one constant without testing the outcome itself, \
      `finish(evaluation)` or an extension method `evaluation.markWarned()`, also found at the \
      helper's name where it is called, since that caller tested and then reported the same \
      thing for every outcome; or given once to a function declared inside the body that \
      reports the evaluation it captures, `finish(status: .usedIncreasedFriction)`, found at \
      that call, while calls of it with a status of each branch are per-branch reports; a \
      constant written inside such a function, `func done() { evaluation.reportConsumption(\
      .usedUnchangedFriction) }`, is found at its `reportConsumption`), and the \
      outcome was tested \
      before it (in the same function, or by a function it called that reads \
      `.insight.outcome`). A constant `.usedEvaluationOnly` is honest (the insight did not \
      change the experience) and is not reported, nor is a status computed from the outcome, \
      nor a call already reported as a duplicate. A note marks the last `insight.outcome` \
      read between the evaluation and the report, in the same body ("the outcome is read \
      here, and every path after it reaches the same report"; for a report in a `defer`, the \
      last read before the body's last exit); where a callee reads it, the note is at that \
      call ("'friction' reads the outcome here, …").

      Testing means deciding on it: a `switch`, `if`, `guard`, `while`, ternary or `case` \
      pattern on `.insight.outcome`, on `try …get()` or `try? …get()`, or on a value bound from \
      them (`let held = (try? e.insight.outcome.get()) == .high` followed by `if held`), or \
      handing such a value to a function of the project (`Friction(level: try? \
      e.insight.outcome.get())`), which decides on it (one whose parameters are declared \
      `Any`, `String` or `CustomStringConvertible`, a logger's `log(e.insight.outcome)` or \
      `analytics.track("risk", e.insight.outcome)`, can only describe it and decides nothing), \
      or reading a `Bool` computed property of \
      the evaluation type whose getter reads the outcome (`showsWarning = \
      evaluation.isHighRisk`: the getter decided, as a helper function that tests it does; a \
      property of another type, `var outcomeLabel: String`, only reads it). The error path of `try …get()` (into a \
      `catch`) is a decision too: it runs exactly when the insight failed. Only logging (`print`, such a logger) or storing the outcome decides nothing, and one constant \
      report after it is honest. A report inside a closure that runs before its call returns \
      (`MainActor.run { }`) is judged like any other. A closure that outlives the call and holds \
      the evaluation (`Task { }`, `DispatchQueue.main.async { }`: an escape, so the function that \
      started it owes nothing on that path) is judged as a body of its own: testing the outcome \
      there and then reporting one constant on each of its paths is a blanket report too. So \
      is a body that reads a stored evaluation (`guard let evaluation = pending`, \
      `pending?.reportConsumption(…)`: an Apple Pay delegate callback reporting what was \
      requested before the sheet was presented), tests its outcome and reports one constant \
      on every path of its own; a path of that body without a report leaves the stored \
      evaluation to another callback, and then no report of it there is a blanket one.
      """,
    flaggedExample: """
      import TrustInsights

      func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        switch evaluation.insight.outcome {
        case .success(.high), .success(.medium):
          showScamWarning()
        default:
          break
        }
        evaluation.reportConsumption(.usedIncreasedFriction)
      }

      func showScamWarning() {}

      """,
    cleanExample: """
      import TrustInsights

      func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        switch evaluation.insight.outcome {
        case .success(.high), .success(.medium):
          showScamWarning()
          evaluation.reportConsumption(.usedIncreasedFriction)
        case .success:
          evaluation.reportConsumption(.usedUnchangedFriction)
        case .failure:
          evaluation.reportConsumption(.notUsedError)
        }
      }

      func showScamWarning() {}

      """)

  /// A rule has no configuration of its own.
  public init() {}

  /// Findings for one analysed file, from the obligation analysis shared by the flow rules.
  public func check(_ context: RuleContext) -> [Finding] {
    let file = context.file
    var findings: [Finding] = []
    var seen: Set<TokenIndex> = []
    for result in context.program.obligations(for: file) {
      for b in result.blankets {
        let site = result.graph.reportSites[Int(b.site)]
        let object = result.graph.objects[Int(b.object)]
        // A report inside a local function lowered at its call, whose status that call gives
        // (`finish(status: .usedIncreasedFriction)` reporting the captured evaluation), is found
        // at that call, as a helper's is; one whose constant is written at the report
        // (`func done() { evaluation.reportConsumption(.usedUnchangedFriction) }`) at its
        // `reportConsumption`, as RULES.md says.
        let writtenAtReport = site.statusToken.map { t in site.inlinedCall.map { $0.first <= t && t <= $0.last } ?? true
        }
        let token = writtenAtReport == true ? site.token : site.token(for: object)
        guard seen.insert(token).inserted else { continue }
        let status = b.status
        // At a reporting helper's call (`finish(evaluation)`), say that the constant is the
        // helper's: the status is written in its body, not on this line.
        let reporter = file.tree.text(of: token)
        let by =
          reporter == "reportConsumption" || Self.argumentsSpell(status, afterCallee: token, in: file.tree)
          ? "" : " by '\(reporter)', which always reports that,"
        let message =
          "evaluation is reported as '.\(status)'\(by) on every path after its outcome was tested; "
          + "report in each branch what that branch did"
        // The path: the outcome test (when it is in this body), then the one report.
        var related: [RelatedLocation] = []
        if let test = Self.outcomeTest(result, object: object.token, site: site, at: token, in: file.tree) {
          related.append(
            TokenFinding.related(
              in: file, at: test,
              message: "the outcome is read here, and every path after it reaches the same report"))
        } else if let call = Self.outcomeReadingCall(
          result.graph, object: object.token, before: token, effect: context.program.summaries.callEffect)
        {
          related.append(
            TokenFinding.related(
              in: file, at: call.token,
              message: "'\(call.name)' reads the outcome here, and every path after it reaches the same report"))
        }
        findings.append(
          FlowMessages.finding(
            Self.description, file: file, token: token, message: message, related: related,
            paths: related.isEmpty ? [] : [[.related(0), .primary]], enclosing: result.graph.name))
      }
    }
    return findings
  }

  /// Whether the argument list of the call named at `callee` spells `status`
  /// (`report(evaluation, .usedIncreasedFriction)`): then the constant is written at the call,
  /// not chosen by the helper.
  static func argumentsSpell(_ status: String, afterCallee callee: TokenIndex, in tree: SyntaxTree) -> Bool {
    var t = callee + 1
    guard Int(t) < tree.tokenCount, tree.text(of: t) == "(" else { return false }
    var depth = 0
    while Int(t) < tree.tokenCount, t < callee + 400 {
      switch tree.text(of: t) {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 { return false }
      case status: return true
      default: break
      }
      t += 1
    }
    return false
  }

  /// The `outcome` of the last `insight.outcome` written between the evaluation and its report
  /// (the test the report comes after); nil when the outcome is tested by a callee. Scans the
  /// tokens between the two once.
  static func lastOutcomeRead(_ tree: SyntaxTree, after start: TokenIndex, before end: TokenIndex) -> TokenIndex? {
    guard start + 3 < end else { return nil }
    var t = end - 1
    while t >= start + 3 {
      if tree.text(of: t) == "outcome", tree.text(of: t - 1) == ".", tree.text(of: t - 2) == "insight" { return t }
      t -= 1
    }
    return nil
  }
}
