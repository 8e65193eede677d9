import TrustInsights

// The same type-erased use case, with every evaluation it hands out reported, and calls whose
// `Output` is bound to something else (a decision, a quote) or left to the function's own
// generic parameter: none of those creates an evaluation. (The input is an order id: the
// evaluator call that builds the context lives in the closure the app passes to the wrapper.)

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Decision { case stepUp, standardChecks }

struct AnyUseCase<Input, Output> {
  private let run: (Input) async throws -> Output
  init(_ run: @escaping (Input) async throws -> Output) { self.run = run }
  func execute(_ input: Input) async throws -> Output { try await run(input) }
  func map<Output>(_ value: Output) -> Output { value }
}

final class SellCryptoViewModel {
  let evaluate: AnyUseCase<String, CoachingEvaluation>
  let decide: AnyUseCase<String, Decision>

  init(evaluate: AnyUseCase<String, CoachingEvaluation>, decide: AnyUseCase<String, Decision>) {
    self.evaluate = evaluate
    self.decide = decide
  }

  func sellTapped() async throws -> Bool {
    let evaluation = try await evaluate.execute("BTC-sell")
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    let decision = try await decide.execute("BTC")
    _ = evaluate.map(decision)
    return decision == .standardChecks
  }
}

/// A keyed store: `peek` reads what the store keeps (and owes), `take` hands it over.
final class PendingStore<Key: Hashable, Value> {
  private var items: [Key: Value] = [:]
  func put(_ value: Value, for key: Key) { items[key] = value }
  func peek(_ key: Key) -> Value? { items[key] }
  func take(_ key: Key) -> Value? { items.removeValue(forKey: key) }
}

final class PendingTransfers {
  let pending: PendingStore<String, CoachingEvaluation> = PendingStore()

  func isFlagged(_ id: String) -> Bool {
    guard let evaluation = pending.peek(id) else { return false }
    if case .success(.high) = evaluation.insight.outcome { return true }
    return false
  }

  func finish(_ id: String, confirmed: Bool) {
    guard let evaluation = pending.take(id) else { return }
    evaluation.reportConsumption(confirmed ? .usedIncreasedFriction : .notUsedNotNeeded)
  }
}

final class WalletCoordinator {
  let pending = PendingStore<String, CoachingEvaluation>()

  func confirmSend(id: String, confirmed: Bool) {
    guard let evaluation = pending.take(id) else { return }
    evaluation.reportConsumption(confirmed ? .usedIncreasedFriction : .notUsedNotNeeded)
  }
}
