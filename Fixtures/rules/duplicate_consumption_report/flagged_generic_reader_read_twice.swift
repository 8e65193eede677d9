// Two reads of one key through a generic reader ('cache.value(for: id)', which only hands out
// what the cache keeps) give the same evaluation until something may change the cache: reporting
// both is one evaluation reported twice (probes-di g01, g06, g08). Other keys, a changed key, a
// write to the cache in between: see clean_generic_reader_other_reads.
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class Cache<Key: Hashable, Value> {
  private var storage: [Key: Value] = [:]
  private let lock = NSLock()

  func insert(_ value: Value, for key: Key) {
    lock.lock()
    defer { lock.unlock() }
    storage[key] = value
  }

  func value(for key: Key) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return storage[key]
  }
}

final class PaymentRisk {
  let cache = Cache<String, CoachingEvaluation>()

  func finish(paymentID: String, confirmed: Bool) {
    if let evaluation = cache.value(for: paymentID) {
      evaluation.reportConsumption(confirmed ? .usedIncreasedFriction : .notUsedNotNeeded)
    }
    cache.value(for: paymentID)?.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  }

  func finishBound(paymentID: String) {
    guard let first = cache.value(for: paymentID) else { return }
    first.reportConsumption(.usedEvaluationOnly)
    guard let again = cache.value(for: paymentID) else { return }
    again.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
  }

  func finishDeferred(id: String, confirmed: Bool) {
    let evaluation = cache.value(for: id)
    defer { evaluation?.reportConsumption(.usedEvaluationOnly) }  // expect: duplicate_consumption_report
    if confirmed {
      cache.value(for: id)?.reportConsumption(.usedIncreasedFriction)
    }
  }
}
