// A task group's elements taken with `group.next()` in a condition's binding (`while let`,
// `while let (id, evaluation)`, `guard let`, `if let`, in a `repeat` loop) or by a name holding
// the whole tuple (`for await pair in group`, `while let result = await group.next()`, read as
// `pair.1` or `result.evaluation`): each binding holds its element as a `for await` loop
// variable does (probes-ca p01, p03, p05, p09, p12, p14, p16, p29; probes-br p07, probes-bw p88).
// Never reported, it is found at the child task's producing call; reported on some paths only,
// at the bound name.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct Account: Sendable { let id: String; let limit: Int }
struct Ledger: Sendable { func hold(_ id: String) async throws {} }
enum ReviewError: Error { case blocked(String) }

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func evaluate(_ account: Account) async throws -> CoachingEvaluation {
  try await InsightEvaluator().requestEvaluation(context: accountContext)
}

/// Reports on every path.
func settle(_ evaluation: CoachingEvaluation) {
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium): evaluation.reportConsumption(.usedIncreasedFriction)
  case .success: evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure: evaluation.reportConsumption(.notUsedError)
  }
}

// Drained with `while let … = try await group.next()`: the outcome is read, never reported.
func whileLetNeverReported(_ accounts: [Account]) async throws -> Bool {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    for account in accounts {
      group.addTask { try await evaluate(account) }  // expect: missing_consumption_report
    }
    var flagged = false
    while let evaluation = try await group.next() {
      if case .success(.high) = evaluation.insight.outcome { flagged = true }
    }
    return flagged
  }
}

// Optional elements; only the high ones are reported.
func whileLetOptionalSomePaths(_ accounts: [Account]) async -> Int {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for account in accounts {
      group.addTask { try? await evaluate(account) }
    }
    var risky = 0
    while let evaluation = await group.next() {  // expect: missing_consumption_report
      guard let evaluation else { continue }
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        risky += 1
      }
    }
    return risky
  }
}

// Drained with group.next() into a tuple: the outcome read, never reported.
func whileLetTupleNeverReported(_ accounts: [Account]) async -> String? {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }  // expect: missing_consumption_report
    }
    while let (id, evaluation) = await group.next() {
      if case .success(.high)? = evaluation?.insight.outcome { return id }
    }
    return nil
  }
}

// The first result decides; it is never reported.
func guardLetNeverReported(_ account: Account) async throws -> Bool {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    group.addTask { try await evaluate(account) }  // expect: missing_consumption_report
    guard let first = try await group.next() else { return false }
    group.cancelAll()
    if case .success(.high) = first.insight.outcome { return true }
    return false
  }
}

// Reported only when high.
func guardLetSomePaths(_ account: Account) async throws -> Bool {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    group.addTask { try await evaluate(account) }
    guard let first = try await group.next() else { return false }  // expect: missing_consumption_report
    if case .success(.high) = first.insight.outcome {
      first.reportConsumption(.usedIncreasedFriction)
      return true
    }
    return false
  }
}

// The whole tuple is the loop variable; the evaluation is read as `pair.1`, never reported.
func wholeTupleLoopNeverReported(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }  // expect: missing_consumption_report
    }
    var ids: [String] = []
    for await pair in group {
      if case .success(.high)? = pair.1?.insight.outcome { ids.append(pair.0) }
    }
    return ids
  }
}

// Labelled tuple read as `pair.evaluation`; reported on the high branch only.
func wholeTupleLabelSomePaths(_ accounts: [Account]) async throws -> [String] {
  try await withThrowingTaskGroup(of: (id: String, evaluation: CoachingEvaluation).self) { group in
    for account in accounts {
      group.addTask { (account.id, try await evaluate(account)) }
    }
    var ids: [String] = []
    for try await pair in group {  // expect: missing_consumption_report
      if case .success(.high) = pair.evaluation.insight.outcome {
        pair.evaluation.reportConsumption(.usedIncreasedFriction)
        ids.append(pair.id)
      }
    }
    return ids
  }
}

// Drained in a `repeat` loop; the medium and unknown ones are left unreported.
func repeatGuardLetSomePaths(_ accounts: [Account]) async throws -> Int {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    for account in accounts { group.addTask { try await evaluate(account) } }
    var count = 0
    repeat {
      guard let evaluation = try await group.next() else { break }  // expect: missing_consumption_report
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        count += 1
      } else if case .failure = evaluation.insight.outcome {
        evaluation.reportConsumption(.notUsedError)
      }
    } while !group.isEmpty
    return count
  }
}

func ifLetSomePaths(_ account: Account) async throws -> Bool {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    group.addTask { try await evaluate(account) }
    if let first = try await group.next() {  // expect: missing_consumption_report
      if case .success(.high) = first.insight.outcome {
        first.reportConsumption(.usedIncreasedFriction)
        return true
      }
    }
    return false
  }
}

// The whole tuple bound by `while let`, never reported.
func whileLetWholeTupleNeverReported(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (id: String, evaluation: CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }  // expect: missing_consumption_report
    }
    var ids: [String] = []
    while let result = await group.next() {
      if case .success(.high)? = result.evaluation?.insight.outcome { ids.append(result.id) }
    }
    return ids
  }
}

// Reported twice through a whole-tuple loop variable.
func duplicateThroughWholeTuple(_ accounts: [Account]) async -> Int {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts { group.addTask { (account.id, try? await evaluate(account)) } }
    var n = 0
    for await pair in group {
      guard let evaluation = pair.1 else { continue }
      settle(evaluation)
      if case .success(.high) = evaluation.insight.outcome {
        pair.1?.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
        n += 1
      }
    }
    return n
  }
}
