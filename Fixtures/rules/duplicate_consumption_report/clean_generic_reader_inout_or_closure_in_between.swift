import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// Two reads through a generic reader with something in between that may change what they
// read: the key passed 'inout' to a function outside the program ('swap(&first, &second)'),
// or a closure the body holds run between them (it is the program's code and may write the
// cache). They are two evaluations, not one reported twice (probes-dk g02, g08).
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

final class Settlement {
  let cache: Cache<String, CoachingEvaluation> = Cache()

  func settle(_ a: String, _ b: String) {
    var first = a
    var second = b
    cache.value(for: first)?.reportConsumption(.usedEvaluationOnly)
    swap(&first, &second)
    cache.value(for: first)?.reportConsumption(.usedEvaluationOnly)
  }

  func settleAfterRefresh(_ id: String, refresh: () -> Void) {
    cache.value(for: id)?.reportConsumption(.notUsedNotNeeded)
    refresh()
    cache.value(for: id)?.reportConsumption(.usedEvaluationOnly)
  }
}
