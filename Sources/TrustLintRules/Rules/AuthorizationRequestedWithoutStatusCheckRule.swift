import TrustLintAnalysis
import TrustLintSyntax

/// `requestAuthorization(for:)` reached on some path of its body without `authorizationStatus(for:)` first.
public struct AuthorizationRequestedWithoutStatusCheckRule: Rule {
  /// The rule's id, severity, summary, rationale and examples.
  public static let description = RuleDescription(
    id: "authorization_requested_without_status_check",
    defaultSeverity: .warning,
    summary: "requestAuthorization(for:) is called without checking authorizationStatus(for:) first",
    rationale: """
      `requestAuthorization(for:)` may show system UI. Apple's reference sample first asks \
      `authorizationStatus(for:)` and prompts only when the answer is `.notDetermined` or \
      `.deniedRequestable`, so that a person who declined is not asked again on every screen, \
      and so that the app can show its own short explanation before the system prompt. \
      `.denied` and `.unavailable` mean the app may not ask; the person can still turn it on in \
      Settings.

      The rule reports a `requestAuthorization` call that some path of its body reaches \
      without a status check first. Both branches of an `if` must check; a check in a \
      `guard` condition, in a `switch` subject \
      (`switch try await evaluator.authorizationStatus(for: context) { … }`) or in an earlier \
      condition of the same `if` counts (the right side of `a && b` only where `a` held, that of \
      `a || b` only where it did not); a check inside a loop does not (the loop may run zero \
      times). Where an evaluator exists the system is iOS 27.0 or later: a check under \
      `if #available(iOS 27, *)` (any version up to 27.0) is made on every path, one in its \
      `else` or under `#unavailable(iOS 27)` never; a later release (`iOS 27.2`) may fail. \
      A closure is a body of its own, entered with what held where it is written: a \
      check before `Task { … }` counts inside it (the closure runs only after it is created), a \
      check after the closure is written, or in a sibling closure, does not. Each \
      `authorizationStatus(for:)` call written before the request in the same body gets a note \
      ("the status is checked here, but not on every path to the request"): the path to look \
      for is one that goes around it.

      Choices where the contract is silent: a call of a function of the linted set that checks \
      the status on every path before returning (`guard await currentStatus() == …`) counts \
      as a check (also one declared inside the body that calls it: `func status() async -> \
      AuthorizationStatus? { … }` inside `enable()`), and so does reading a computed property of the same type whose getter does \
      (`guard await status == .notDetermined`), or one of another object \
      (`guard await manager.canPrompt`) when every property of that name in the program is a \
      computed property whose getter does. A Bool helper tested as a condition \
      (`if await canPrompt()`, `guard await canPrompt() else { return }`) counts as a check where \
      it returned `true` when it checks on every path that may return `true`: its `return false` \
      paths (`guard featureEnabled else { return false }`, a `catch { return false }` after a \
      failed status call) never reach the prompt. So does a helper compared with one member \
      (`guard await permission() == .canAsk`, the prompt after `!= .canAsk … return`), or \
      switched over (`switch await permission() { case .canAsk: … }`), where it returned that \
      member (in a `case` listing members only; not in `default`), when every exit that may \
      return it (any exit not returning another member written out) checks. A permission centre's \
      helper that answers for several kinds (`state(for: permission)`, asking the evaluator only \
      in its `case .scamProtection:` arm) counts inside `case .canAsk:` where the caller then \
      prompts in `case .scamProtection:` of `switch permission`, the same parameter it passed: \
      the helper's unchecked `.canAsk` exits under other cases of its parameter do not apply \
      there (after `guard await state(for: permission) == .canAsk` too, to the end of the \
      guard's block), nor where the caller passes another case (`state(for: .scamProtection)`). \
      Likewise a helper returning an \
      `AuthorizationStatus` checks on an exit that returns `.denied` or `.unavailable` \
      (`catch { return .unavailable }` after a status call that threw): that answer forbids \
      the prompt as the framework's own would; one that returns a made-up `.notDetermined` \
      or `.deniedRequestable` does not check. The same answer written inline counts: a `catch` \
      that stores `.denied` or `.unavailable` in a local or own property declared as an \
      `AuthorizationStatus` (`do { status = try await evaluator.authorizationStatus(for: \
      context) } catch { status = .unavailable }`) is checked after that assignment; a \
      starting value outside a `catch` (`var status: AuthorizationStatus = .unavailable`) is \
      not. A call of a dependency client's closure \
      (`client.status(context)`, with every property of that name declared as a function type \
      returning `AuthorizationStatus`, `var status: (Context) async throws -> \
      AuthorizationStatus`) is a status check: such a value comes from the evaluator's \
      `authorizationStatus(for:)` in the live client (a test double's made-up answer is not \
      told apart); a client closure returning anything else (`isEligible: (Context) -> Bool`) \
      is not. Calls of the app's own wrapper named `requestAuthorization` are not evaluator \
      calls; the evaluator call inside the wrapper is checked. A thin adapter that hands its \
      own context parameter to the prompt (`LivePermission.requestAuthorization(for:)` behind \
      a dependency-injection protocol) is checked when the linted set calls it and every call \
      is made after a status check; an adapter nobody calls, or one caller that skips the \
      check, keeps the finding at the adapter's prompt. Through a protocol with a test double \
      beside the live implementation, a status helper counts when every implementation that \
      calls the evaluator itself checks (the double's stored answer is for tests).
      """,
    flaggedExample: """
      import TrustInsights

      let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
      )

      func enableScamProtection() async -> Bool {
        let evaluator = InsightEvaluator()
        let status = try? await evaluator.requestAuthorization(for: context)
        return status == .authorized
      }

      """,
    cleanExample: """
      import TrustInsights

      let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
      )

      func enableScamProtection() async -> Bool {
        let evaluator = InsightEvaluator()
        switch try? await evaluator.authorizationStatus(for: context) {
        case .authorized?:
          return true
        case .notDetermined?, .deniedRequestable?:
          let status = try? await evaluator.requestAuthorization(for: context)
          return status == .authorized
        default:
          return false
        }
      }

      """)

  /// A stateless rule.
  public init() {}

  /// Findings of the rule in the file of `context`.
  public func check(_ context: RuleContext) -> [Finding] {
    guard let fileIndex = context.program.position(of: context.file) else { return [] }
    let facts = ProgramFacts.of(context.program)
    let requests = facts.uncheckedAuthorizationRequests(inFile: fileIndex)
    guard !requests.isEmpty else { return [] }
    let calls = facts.evaluatorCalls(inFile: fileIndex)
    return requests.map { request in
      // A status check written before the request in the same body is on some paths only:
      // a note marks it, so the path that skips it is the one to look for.
      let checks = calls.filter {
        $0.method == .authorizationStatus && $0.scope === request.scope && $0.name.token < request.name.token
      }.sorted { $0.name.token < $1.name.token }
      var finding = TokenFinding.make(
        Self.description, in: context.file, at: request.name.token,
        message:
          "'\(SyntaxQueries.displayName(request.call))' is not preceded by 'authorizationStatus(for:)' on every path: "
          + "check the status first and prompt only when it is '.notDetermined' or '.deniedRequestable'",
        enclosing: request.scope.qualifiedName,
        related: checks.map {
          TokenFinding.related(
            in: context.file, at: $0.name.token,
            message: "the status is checked here, but not on every path to the request")
        })
      finding.paths = finding.related.indices.map { [.related($0), .primary] }
      return finding
    }
  }
}
