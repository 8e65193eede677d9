import TrustLintAnalysis
import TrustLintSyntax

/// `requestAuthorization(for:)` in the same function or closure that requests an evaluation.
public struct AuthorizationPromptInSensitiveFlowRule: Rule {
  /// The rule's id, severity, summary, rationale and examples.
  public static let description = RuleDescription(
    id: "authorization_prompt_in_sensitive_flow",
    defaultSeverity: .warning,
    summary: "requestAuthorization(for:) prompts in the same function that requests an evaluation",
    rationale: """
      When the app asks for permission matters more than how. The prompt belongs to a calm, \
      deliberate moment, such as a settings row after the app has said what the feature does. \
      In the middle of a transfer, a scammer on the phone simply tells the person to tap \
      "Not Now", and the protection is gone exactly when it was needed. In a sensitive flow, \
      check `authorizationStatus(for:)` and, when it is not `.authorized`, go on with the app's \
      existing checks.

      The rule reports `requestAuthorization(for:)` in a function (or closure) that also \
      requests an evaluation: a `requestEvaluation` call, a call of a function of the linted \
      set that returns an evaluation, or a call of one that requests an evaluation itself (a \
      service that evaluates and reports inside is still the same flow), or a call of a \
      closure property whose type returns an evaluation when no function of that name is \
      declared (a dependency client's `client.evaluate(context)`). A local function \
      counts like any other: calling one that requests an evaluation is a request.

      Choices where the contract is silent: a call of the app's own `requestAuthorization` \
      wrapper that prompts counts as a prompt where it is called, unless the wrapper is a \
      permissions hub that switches over a parameter (or tests it in an `if` or a `guard`) and \
      the call passes a literal case (`.contacts`) whose arm never reaches the evaluator's \
      prompt. Closures written inside that function or closure \
      count as part of it (a `Task { … }` that evaluates is the same flow), and a prompt in a \
      closure counts for the function that writes it when that function itself requests the \
      evaluation, unless the function stores that closure into a property (`onSettings = { … }`, \
      `row.action = { … }`) and does not call that property itself: it runs when something else \
      calls it later, at a moment of its own; \
      but two sibling closures (a button's action that prompts and a `.task` that \
      evaluates) are separate moments.
      """,
    flaggedExample: """
      import TrustInsights

      let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
      )

      func reviewTransfer() async throws {
        let evaluator = InsightEvaluator()
        guard try await evaluator.authorizationStatus(for: context) != .denied,
          try await evaluator.requestAuthorization(for: context) == .authorized
        else { return }
        let evaluation = try await evaluator.requestEvaluation(context: context)
        evaluation.reportConsumption(.usedEvaluationOnly)
      }

      """,
    cleanExample: """
      import TrustInsights

      let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
      )

      func reviewTransfer() async throws {
        let evaluator = InsightEvaluator()
        guard try await evaluator.authorizationStatus(for: context) == .authorized else { return }
        let evaluation = try await evaluator.requestEvaluation(context: context)
        evaluation.reportConsumption(.usedEvaluationOnly)
      }

      func enableScamProtection() async -> Bool {
        let evaluator = InsightEvaluator()
        guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return false }
        return (try? await evaluator.requestAuthorization(for: context)) == .authorized
      }

      """)

  /// A stateless rule.
  public init() {}

  /// Findings of the rule in the file of `context`.
  public func check(_ context: RuleContext) -> [Finding] {
    guard let fileIndex = context.program.position(of: context.file) else { return [] }
    let tree = context.file.tree
    return ProgramFacts.of(context.program).authorizationPromptsInEvaluationFlows(inFile: fileIndex).map {
      prompt, evaluation in
      let line = tree.location(of: evaluation.token).line
      return TokenFinding.make(
        Self.description, in: context.file, at: prompt.name.token,
        message:
          "'\(SyntaxQueries.displayName(prompt.call))' prompts in the flow that requests an evaluation "
          + "('\(evaluation.text)' at line \(line)): ask from a calm moment such as a settings row, "
          + "and only check 'authorizationStatus(for:)' here",
        enclosing: prompt.scope.qualifiedName,
        related: [TokenFinding.related(in: context.file, at: evaluation.token, message: "evaluation requested here")])
    }
  }
}
