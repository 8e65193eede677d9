// A task group's elements taken with `group.next()` or held by a name of the whole tuple and
// reported on every path (or handed to a helper that does): no finding (probes-ca p02, p04,
// p06, p10, p13, p15, p17, p18, p28, p30, p39, p59, p62). A group whose child tasks return
// evaluations a cache already holds is only looked at (p25), and one whose elements are kept in a
// property hands them on (p41).
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

func whileLetReported(_ accounts: [Account]) async throws -> Bool {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    for account in accounts {
      group.addTask { try await evaluate(account) }
    }
    var flagged = false
    while let evaluation = try await group.next() {
      if case .success(.high) = evaluation.insight.outcome { flagged = true }
      settle(evaluation)
    }
    return flagged
  }
}

func whileLetOptionalReported(_ accounts: [Account]) async -> Int {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for account in accounts {
      group.addTask { try? await evaluate(account) }
    }
    var risky = 0
    while let evaluation = await group.next() {
      guard let evaluation else { continue }
      switch evaluation.insight.outcome {
      case .success(.high):
        evaluation.reportConsumption(.usedIncreasedFriction)
        risky += 1
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
      }
    }
    return risky
  }
}

func whileLetTupleReported(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }
    }
    var ids: [String] = []
    while let (id, evaluation) = await group.next() {
      guard let evaluation else { continue }
      if case .success(.high) = evaluation.insight.outcome { ids.append(id) }
      settle(evaluation)
    }
    return ids
  }
}

func guardLetReported(_ account: Account) async throws -> Bool {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    group.addTask { try await evaluate(account) }
    guard let first = try await group.next() else { return false }
    group.cancelAll()
    settle(first)
    if case .success(.high) = first.insight.outcome { return true }
    return false
  }
}

func wholeTupleLoopReported(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }
    }
    var ids: [String] = []
    for await pair in group {
      guard let evaluation = pair.1 else { continue }
      if case .success(.high) = evaluation.insight.outcome { ids.append(pair.0) }
      settle(evaluation)
    }
    return ids
  }
}

func wholeTupleLabelReported(_ accounts: [Account]) async throws -> [String] {
  try await withThrowingTaskGroup(of: (id: String, evaluation: CoachingEvaluation).self) { group in
    for account in accounts {
      group.addTask { (account.id, try await evaluate(account)) }
    }
    var ids: [String] = []
    for try await pair in group {
      if case .success(.high) = pair.evaluation.insight.outcome {
        pair.evaluation.reportConsumption(.usedIncreasedFriction)
        ids.append(pair.id)
      } else {
        pair.evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
    return ids
  }
}

func repeatGuardLetReported(_ accounts: [Account]) async throws -> Int {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    for account in accounts { group.addTask { try await evaluate(account) } }
    var count = 0
    repeat {
      guard let evaluation = try await group.next() else { break }
      if case .success(.high) = evaluation.insight.outcome { count += 1 }
      settle(evaluation)
    } while !group.isEmpty
    return count
  }
}

func whileTrueGuardLet(_ accounts: [Account]) async -> Int {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for account in accounts { group.addTask { try? await evaluate(account) } }
    var seen = 0
    while true {
      guard let next = await group.next() else { break }
      guard let evaluation = next else { continue }
      seen += 1
      settle(evaluation)
    }
    return seen
  }
}

func ifLetDeferReported(_ account: Account) async throws -> Bool {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    group.addTask { try await evaluate(account) }
    if let first = try await group.next() {
      defer { settle(first) }
      if case .success(.high) = first.insight.outcome { return true }
    }
    return false
  }
}

func whileLetWholeTupleReported(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (id: String, evaluation: CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }
    }
    var ids: [String] = []
    while let result = await group.next() {
      if let evaluation = result.evaluation {
        if case .success(.high) = evaluation.insight.outcome { ids.append(result.id) }
        settle(evaluation)
      }
    }
    return ids
  }
}

// `defer { group.cancelAll() }` and a reported first result.
func cancelAllInDefer(_ accounts: [Account]) async throws -> Bool {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    defer { group.cancelAll() }
    for account in accounts { group.addTask { try await evaluate(account) } }
    while let evaluation = try await group.next() {
      settle(evaluation)
      if case .success(.high) = evaluation.insight.outcome { return true }
    }
    return false
  }
}

// A producer of the app wraps the group: a caller gets an evaluation back.
func fastestReturned(_ accounts: [Account]) async throws -> CoachingEvaluation? {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    for account in accounts { group.addTask { try await evaluate(account) } }
    guard let first = try await group.next() else { return nil }
    group.cancelAll()
    while let late = try await group.next() { late.reportConsumption(.notUsedNotNeeded) }
    return first
  }
}

// Whole-tuple variable with `if let` on the element.
func wholeTupleIfLet(_ accounts: [Account]) async -> Int {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts { group.addTask { (account.id, try? await evaluate(account)) } }
    var n = 0
    while let pair = await group.next() {
      if let evaluation = pair.1 {
        n += 1
        settle(evaluation)
      }
    }
    return n
  }
}

// The children hand on evaluations a cache already holds; the loop only looks at them.
final class ReviewCache: @unchecked Sendable {
  var held: [String: CoachingEvaluation] = [:]

  func highIDs(_ ids: [String]) async -> [String] {
    let snapshot = held
    return await withTaskGroup(of: CoachingEvaluation?.self) { group in
      for id in ids { group.addTask { snapshot[id] } }
      var out: [String] = []
      while let evaluation = await group.next() {
        if case .success(.high)? = evaluation?.insight.outcome { out.append("x") }
      }
      return out
    }
  }
}

// Kept for a later review screen: stored in a property, the new holder's business.
@MainActor final class ReviewQueue {
  var pending: [CoachingEvaluation] = []

  func load(_ accounts: [Account]) async {
    await withTaskGroup(of: CoachingEvaluation?.self) { group in
      for account in accounts { group.addTask { try? await evaluate(account) } }
      while let evaluation = await group.next() {
        if let evaluation { pending.append(evaluation) }
      }
    }
  }
}
