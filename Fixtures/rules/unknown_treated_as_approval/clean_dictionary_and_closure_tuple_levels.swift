import Combine
import TrustInsights

typealias KeyedCoachingLevel = IsLikelyBeingCoachedInsight.Value

struct AccountID: Hashable { let raw: String }

protocol KeyedRiskSource {
  func levels(for accounts: [AccountID]) -> [AccountID: KeyedCoachingLevel]
}

// The same shapes as flagged_dictionary_and_closure_tuple_levels.swift where `.unknown` keeps
// the checks or goes with the risky branch, and values that are no level: a dictionary whose
// key is the level while its `Bool` value is switched, a `[String: String]` whose values are
// named `level`, a dictionary element's `key`.
final class KeyedLevelReviewer {
  let risk: KeyedRiskSource
  let levels: [String: IsLikelyBeingCoachedInsight.Value] = [:]
  let labels: [String: String] = [:]
  let reviewedByLevel: [KeyedCoachingLevel: Bool] = [:]
  var cancellables: Set<AnyCancellable> = []

  init(risk: KeyedRiskSource) { self.risk = risk }

  func reviewStored() {
    for (id, level) in levels {
      switch level {
      case .high, .unknown: block(id)
      case .medium: approve(id)
      default: review(id)
      }
    }
  }

  func reviewEntries() {
    for entry in levels {
      if entry.value == .high || entry.value == .unknown {
        block(entry.key)
      } else if entry.value == .medium {
        approve(entry.key)
      } else {
        review(entry.key)
      }
      // The key of a `[String: Level]` is a `String`, whatever it holds.
      if entry.key == "unknown" { review(entry.key) } else { approve(entry.key) }
    }
  }

  func reviewEach(_ byName: Dictionary<String, KeyedCoachingLevel>) {
    byName.forEach { entry in
      guard entry.value == .medium else { return }
      approve(entry.key)
    }
  }

  func reviewFetched(_ accounts: [AccountID]) {
    for (account, level) in risk.levels(for: accounts) {
      guard level == .medium else { continue }
      approveAccount(account)
    }
  }

  func reviewKeyedByLevel() {
    // The level is the key here; the `Bool` value is what is switched.
    for (_, reviewed) in reviewedByLevel {
      switch reviewed {
      case true: approve("all")
      case false: review("all")
      }
    }
    reviewedByLevel.forEach { _, reviewed in
      if reviewed { approve("all") } else { review("all") }
    }
  }

  func reviewLabels() {
    // Values named `level`, but declared `String`: no outcome.
    for (id, level) in labels {
      if level == "high" { block(id) } else { approve(id) }
    }
    labels.forEach { id, level in
      switch level {
      case "high": block(id)
      default: approve(id)
      }
    }
  }

  func reviewLocal(_ byName: [String: KeyedCoachingLevel]) {
    byName.forEach { id, level in
      if level == .high || level == .unknown { return }
      review(id)
    }
    byName.forEach { (id, level) in
      switch level {
      case .medium: approve(id)
      case .high, .unknown: block(id)
      @unknown default: review(id)
      }
    }
  }

  func reviewPairs(_ pairs: [(String, KeyedCoachingLevel)], notes: [(String, String)]) {
    pairs.forEach { (id, level) in
      switch level {
      case .high, .unknown: review(id)
      case .medium: approve(id)
      default: review(id)
      }
    }
    notes.forEach { (id, level) in
      if level == "high" { block(id) } else { approve(id) }
    }
  }

  func watch(_ updates: AnyPublisher<(id: String, level: KeyedCoachingLevel), Never>) {
    updates
      .sink { id, level in
        if level == .medium { self.approve(id) } else { self.review(id) }
      }
      .store(in: &cancellables)
  }

  func block(_ id: String) {}
  func review(_ id: String) {}
  func approve(_ id: String) {}
  func approveAccount(_ id: AccountID) {}
}
