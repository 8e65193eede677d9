// Reads through a generic reader that are not the same evaluation twice: other keys, each pass
// of a loop over ids, a key changed in between, a write to the cache in between, an await in
// between; and one read for the report beside another read only for a test (probes-di g02, g03,
// g07).
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
  let cache: Cache<String, CoachingEvaluation> = Cache()

  func finishBoth(first: String, second: String) {
    cache.value(for: first)?.reportConsumption(.usedEvaluationOnly)
    cache.value(for: second)?.reportConsumption(.usedEvaluationOnly)
  }

  func finishAll(ids: [String]) {
    for id in ids {
      cache.value(for: id)?.reportConsumption(.usedEvaluationOnly)
    }
  }

  func finishChanged(first: String, second: String) {
    var id = first
    cache.value(for: id)?.reportConsumption(.usedEvaluationOnly)
    id = second
    cache.value(for: id)?.reportConsumption(.usedEvaluationOnly)
  }

  func finishAfterInsert(id: String, fresh: CoachingEvaluation) {
    cache.value(for: id)?.reportConsumption(.notUsedNotNeeded)
    cache.insert(fresh, for: id)
    cache.value(for: id)?.reportConsumption(.usedEvaluationOnly)
  }

  func finishAfterWait(id: String) async {
    cache.value(for: id)?.reportConsumption(.notUsedNotNeeded)
    await Task.yield()
    cache.value(for: id)?.reportConsumption(.usedEvaluationOnly)
  }

  func confirm(paymentID: String) -> Bool {
    let high =
      cache.value(for: paymentID).map { e in
        if case .success(.high) = e.insight.outcome { return true }
        return false
      } ?? false
    cache.value(for: paymentID)?.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !high
  }
}
