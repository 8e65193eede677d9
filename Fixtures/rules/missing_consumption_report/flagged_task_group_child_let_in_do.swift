// A child task that catches its own errors: the evaluation is made by a `let` inside the
// child's `do` and returned from there. An element the group's loop never reports is still
// the leak of that producing call, found at it (probes-bw p16; it was found at the loop
// variable before), also when it returns the evaluation element of a tuple producer's value,
// a name bound by `guard let`, or either branch of a ternary.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct Account: Sendable { let id: String }

func evaluate(_ account: Account) async throws -> CoachingEvaluation {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  return try await InsightEvaluator().requestEvaluation(context: context)
}

func riskyAccounts(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask {
        do {
          let evaluation = try await evaluate(account)  // expect: missing_consumption_report "handed to the task group 'group'"
          return (account.id, evaluation)
        } catch {
          return (account.id, nil)
        }
      }
    }
    var risky: [String] = []
    for await (id, evaluation) in group {
      if case .success(.high)? = evaluation?.insight.outcome { risky.append(id) }
    }  // expect-note: missing_consumption_report "the iteration ends here without a report"
    return risky
  }
}

// The child returns the evaluation element of a tuple producer's value (probes-bw p159).
func screen(_ account: Account) async throws -> (evaluation: CoachingEvaluation, account: Account) {
  (try await evaluate(account), account)
}

func riskyPayees(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask {
        let result = try? await screen(account)  // expect: missing_consumption_report "handed to the task group 'group'"
        return (account.id, result?.evaluation)
      }
    }
    var risky: [String] = []
    for await (id, evaluation) in group {
      if case .success(.high)? = evaluation?.insight.outcome { risky.append(id) }
    }  // expect-note: missing_consumption_report "the iteration ends here without a report"
    return risky
  }
}

// The child unwraps with `guard let` (probes-bw p160), or picks with a ternary (p161).
func guardedChildren(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask {
        guard let evaluation = try? await evaluate(account) else { return (account.id, nil) }  // expect: missing_consumption_report "handed to the task group 'group'"
        return (account.id, evaluation)
      }
    }
    var risky: [String] = []
    for await (id, evaluation) in group {
      if case .success(.high)? = evaluation?.insight.outcome { risky.append(id) }
    }  // expect-note: missing_consumption_report "the iteration ends here without a report"
    return risky
  }
}

func optIn(_ accounts: [Account], enabled: Bool) async -> Int {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for account in accounts {
      group.addTask { enabled ? try? await evaluate(account) : nil }  // expect: missing_consumption_report "handed to the task group 'group'"
    }
    var n = 0
    for await evaluation in group where evaluation != nil { n += 1 }  // expect-note: missing_consumption_report "the iteration ends here without a report"
    return n
  }
}
