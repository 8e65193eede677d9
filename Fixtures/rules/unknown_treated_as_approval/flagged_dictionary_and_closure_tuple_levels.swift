import Combine
import TrustInsights

typealias KeyedCoachingLevel = IsLikelyBeingCoachedInsight.Value

struct AccountID: Hashable { let raw: String }

protocol KeyedRiskSource {
  func levels(for accounts: [AccountID]) -> [AccountID: KeyedCoachingLevel]
}

// A dictionary whose value type is written as a level hands out `(key:, value:)` pairs whose
// `value` is a level: `for (id, level) in levels`, `entry.value`, `levels.forEach { id, level
// in … }`. A closure handed a written tuple (an array's element, a publisher's output) takes
// its elements by position: `pairs.forEach { (id, level) in … }`, `sink { id, level in … }`.
final class KeyedLevelReviewer {
  let risk: KeyedRiskSource
  let levels: [String: IsLikelyBeingCoachedInsight.Value] = [:]
  var cancellables: Set<AnyCancellable> = []

  init(risk: KeyedRiskSource) { self.risk = risk }

  func reviewStored() {
    for (id, level) in levels {
      switch level {
      case .high: block(id)
      case .medium: review(id)
      default: approve(id)  // expect: unknown_treated_as_approval
      }
    }
  }

  func reviewEntries() {
    for entry in levels {
      if entry.value == .high {
        block(entry.key)
      } else {
        approve(entry.key)  // expect: unknown_treated_as_approval
      }
    }
  }

  func reviewEach(_ byName: Dictionary<String, KeyedCoachingLevel>) {
    byName.forEach { entry in
      guard entry.value != .high else { return }
      approve(entry.key)  // expect: unknown_treated_as_approval
    }
  }

  func reviewFetched(_ accounts: [AccountID]) {
    for (account, level) in risk.levels(for: accounts) {
      guard level != .high, level != .medium else { continue }
      approveAccount(account)  // expect: unknown_treated_as_approval
    }
  }

  func reviewLocal(_ byName: [String: KeyedCoachingLevel]) {
    let pending: [String: KeyedCoachingLevel] = byName
    pending.forEach { id, level in
      if level == .high || level == .medium { return }
      approve(id)  // expect: unknown_treated_as_approval
    }
    byName.forEach { (id, level) in
      switch level {
      case .high: block(id)
      case .medium: review(id)
      @unknown default: approve(id)  // expect: unknown_treated_as_approval
      }
    }
  }

  func reviewPairs(_ pairs: [(String, KeyedCoachingLevel)]) {
    pairs.forEach { (id, level) in
      switch level {
      case .high, .medium: review(id)
      default: approve(id)  // expect: unknown_treated_as_approval
      }
    }
  }

  func watch(_ updates: AnyPublisher<(id: String, level: KeyedCoachingLevel), Never>) {
    updates
      .receive(on: DispatchQueue.main)
      .sink { id, level in
        if level == .high { self.block(id) } else { self.approve(id) }  // expect: unknown_treated_as_approval
      }
      .store(in: &cancellables)
  }

  func block(_ id: String) {}
  func review(_ id: String) {}
  func approve(_ id: String) {}
  func approveAccount(_ id: AccountID) {}
}
