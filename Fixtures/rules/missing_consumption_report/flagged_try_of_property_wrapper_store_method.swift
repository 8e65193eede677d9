import Foundation
import TrustInsights

// A wrapper's backing store runs the wrapper's own method: a throwing one, or a `rethrows` one
// given a closure that throws, keeps the `try`'s error edge; so does a store of a wrapper from
// another module, and a plain property that happens to start with `_`.

let walletContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

@propertyWrapper final class Locked<Value> {
  private let lock = NSLock()
  private var value: Value
  init(wrappedValue: Value) { value = wrappedValue }
  var wrappedValue: Value { get { lock.withLock { value } } set { lock.withLock { value = newValue } } }
  func mutate<T>(_ body: (inout Value) throws -> T) rethrows -> T { try lock.withLock { try body(&value) } }
}

enum VaultError: Error { case sealed }

@propertyWrapper final class Vaulted<Value> {
  private var value: Value
  init(wrappedValue: Value) { value = wrappedValue }
  var wrappedValue: Value { get { value } set { value = newValue } }
  func mutate<T>(_ body: (inout Value) throws -> T) throws -> T { throw VaultError.sealed }
}

final class AuditLog {
  func mutate<T>(_ body: (inout [String]) throws -> T) throws -> T { throw VaultError.sealed }
}

final class Wallet {
  @Locked var spent = 0
  @Vaulted var secret = ""
  @Atomic var count = 0
  var _history = AuditLog()
  let cap = 10_000
  let evaluator = InsightEvaluator()

  func spend(_ cents: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: walletContext)  // expect: missing_consumption_report
    try _spent.mutate { total in
      if total + cents > cap { throw VaultError.sealed }
      total += cents
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func rotate(to value: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: walletContext)  // expect: missing_consumption_report
    try _secret.mutate { $0 = value }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func tick() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: walletContext)  // expect: missing_consumption_report
    try _count.mutate { $0 += 1 }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func open() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: walletContext)  // expect: missing_consumption_report
    try _history.mutate { $0.append("open") }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
