import Foundation
import TrustInsights

// `_spent` is the backing store of `@Locked var spent`, of the wrapper's type: its `rethrows`
// `mutate` given a closure that cannot throw cannot throw, so the `try` is no exit (also
// written `self._spent`, and for a wrapper with arguments). Another wrapper's throwing method
// of the same name is not the one called.

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

@propertyWrapper struct Clamped {
  private var value: Int
  let range: ClosedRange<Int>
  init(wrappedValue: Int, _ range: ClosedRange<Int>) {
    self.range = range
    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
  }
  var wrappedValue: Int { get { value } set { value = min(max(newValue, range.lowerBound), range.upperBound) } }
  func peek<T>(_ body: (Int) throws -> T) rethrows -> T { try body(value) }
}

final class Wallet {
  @Locked var spent = 0
  @Vaulted var secret = ""
  @Clamped(0...100) var risk = 0
  let evaluator = InsightEvaluator()

  func spend(_ cents: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: walletContext)
    try _spent.mutate { $0 += cents }
    try self._spent.mutate { $0 -= 0 }
    let label = try _risk.peek { "risk \($0)" }
    print(label)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
