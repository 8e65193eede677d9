import TrustInsights

// Generic wrappers whose method declared '-> Value' only reads what the wrapper keeps:
// 'Loadable.unwrap()' (a pattern on self), a 'Cache' read under a lock with 'defer', a store
// read through 'queue.sync { items[key] }'. The evaluation they hand out is the holder's (it
// escaped into the wrapper): a display read owes no report (probes-dd b01-b03). A use case's
// 'execute' (runs a closure) and a store's 'take' (removes) stay producers (see
// flagged_type_erased_use_case_generic_result).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

import Combine
import Foundation

enum Loadable<Value> {
  case idle
  case loading
  case loaded(Value)
  case failed(Error)

  func unwrap() -> Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }
}

@MainActor
final class TransferViewModel: ObservableObject {
  let evaluator = InsightEvaluator()
  @Published var risk: Loadable<CoachingEvaluation> = .idle

  func load() async {
    risk = .loading
    do {
      risk = .loaded(try await evaluator.requestEvaluation(context: paymentContext))
    } catch {
      risk = .failed(error)
    }
  }

  var bannerText: String {
    guard let evaluation = risk.unwrap() else { return "" }
    if case .success(.high) = evaluation.insight.outcome { return "Take a moment before you send" }
    return ""
  }
}

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

final class PaymentRiskCache {
  let evaluator = InsightEvaluator()
  let cache: Cache<String, CoachingEvaluation> = Cache()

  func prefetch(paymentID: String) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: paymentContext) else { return }
    cache.insert(evaluation, for: paymentID)
  }

  func showsWarning(paymentID: String) -> Bool {
    guard let evaluation = cache.value(for: paymentID) else { return false }
    if case .success(.high) = evaluation.insight.outcome { return true }
    return false
  }
}

final class SyncedStore<Key: Hashable, Value> {
  private var items: [Key: Value] = [:]
  private let queue = DispatchQueue(label: "store")

  func put(_ value: Value, _ key: Key) { queue.sync { items[key] = value } }
  func get(_ key: Key) -> Value? { queue.sync { items[key] } }
}

final class AssistantSafety {
  let evaluator = InsightEvaluator()
  let store = SyncedStore<String, CoachingEvaluation>()

  func prepare(_ id: String) async {
    if let evaluation = try? await evaluator.requestEvaluation(context: paymentContext) {
      store.put(evaluation, id)
    }
  }

  func shouldWarn(_ id: String) -> Bool {
    guard let evaluation = store.get(id) else { return false }
    return evaluation.insight.outcome == .success(.high)
  }
}

// A reader that calls another reader of its own type ('lookup' returns 'find(key)').
final class Registry<Key: Hashable, Value> {
  private var entries: [Key: Value] = [:]
  func register(_ value: Value, for key: Key) { entries[key] = value }
  func lookup(_ key: Key) -> Value? { find(key) }
  private func find(_ key: Key) -> Value? { entries[key] }
}

final class MerchantRisk {
  let registry = Registry<String, CoachingEvaluation>()

  func badge(for merchant: String) -> String {
    guard let evaluation = registry.lookup(merchant) else { return "" }
    return evaluation.insight.outcome == .success(.high) ? "!" : ""
  }
}

// A reader that calls a helper whose result it drops ('assertMainThread()') still only reads.
func assertMainThread() {}

final class Memo<Key: Hashable, Value> {
  private var items: [Key: Value] = [:]
  func store(_ value: Value, _ key: Key) { items[key] = value }
  func value(for key: Key) -> Value? {
    assertMainThread()
    return items[key]
  }
}

final class SessionRisk {
  let memo = Memo<String, CoachingEvaluation>()

  func shouldWarn(_ id: String) -> Bool {
    guard let evaluation = memo.value(for: id) else { return false }
    return evaluation.insight.outcome == .success(.high)
  }
}
