import TrustInsights

// A Clean Architecture type-erased use case: `execute` is declared `-> Output`, and the view
// model's property binds `Output` to the evaluation type. The call creates an evaluation the
// caller owns, as a call of a producer declared `-> CoachingEvaluation` would.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct AnyUseCase<Input, Output: Sendable> {
  private let run: (Input) async throws -> Output
  init(_ run: @escaping (Input) async throws -> Output) { self.run = run }
  func execute(_ input: Input) async throws -> Output { try await run(input) }
  func executeIfEnabled(_ input: Input, enabled: Bool) async throws -> Output? {
    enabled ? try await run(input) : nil
  }
}

final class SellCryptoViewModel {
  let evaluate: AnyUseCase<InsightEvaluator.OperationCategory, CoachingEvaluation>
  let quote: AnyUseCase<String, Decimal>

  init(
    evaluate: AnyUseCase<InsightEvaluator.OperationCategory, CoachingEvaluation>, quote: AnyUseCase<String, Decimal>
  ) {
    self.evaluate = evaluate
    self.quote = quote
  }

  func sellTapped() async throws -> Bool {
    let evaluation = try await evaluate.execute(.payment)  // expect: missing_consumption_report "returns at line 36"
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    // The price quote binds `Output` to `Decimal`: no evaluation there.
    return try await quote.execute("BTC") > 0
  }

  func sellIfEnabled(enabled: Bool) async throws {
    let evaluation = try await evaluate.executeIfEnabled(.payment, enabled: enabled)  // expect: missing_consumption_report
    guard let evaluation else { return }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }
}

/// A keyed store whose type arguments are written in the property's initializer.
final class PendingStore<Key: Hashable, Value> {
  private var items: [Key: Value] = [:]
  func put(_ value: Value, for key: Key) { items[key] = value }
  func take(_ key: Key) -> Value? { items.removeValue(forKey: key) }
}

final class WalletCoordinator {
  let pending = PendingStore<String, CoachingEvaluation>()

  func cancelSend(id: String) {
    // Taken out of the store (the store no longer owes it) and dropped.
    guard let evaluation = pending.take(id) else { return }  // expect: missing_consumption_report
    if case .success(.high) = evaluation.insight.outcome { print("was flagged") }
  }
}
