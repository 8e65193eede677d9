import TrustInsights

// Subscripts that read no level, or tests that keep the checks: an array of the app's own
// grade with an `.unknown` case, a table keyed by level (its values are actions), a missing
// key of a dictionary of levels (`nil` is no level, not `.unknown`), a slice, a local that
// hides a property of levels, and an unknown element that only runs the usual checks.

typealias Level = IsLikelyBeingCoachedInsight.Value

enum Grade { case unknown, low, high }
enum Action { case review, block }

func approveTransfer() {}
func runStandardChecks() {}
func fetchNames() -> [String] { [] }

struct RiskSnapshot {
  var byAccount: [String: IsLikelyBeingCoachedInsight.Value] = [:]
  var grades: [Grade] = []
}

final class BatchReviewer {
  var levels: [IsLikelyBeingCoachedInsight.Value] = []
  let actions: [Level: Action] = [.unknown: .review, .medium: .review, .high: .block]

  func review(_ snapshot: RiskSnapshot, account id: String, at index: Int) {
    if snapshot.grades[index] != .high { approveTransfer() }
    if snapshot.byAccount[id] == nil { approveTransfer() }
    guard let level = snapshot.byAccount[id] else {
      approveTransfer()
      return
    }
    if level == .unknown { runStandardChecks() }
    if snapshot.byAccount[id, default: .unknown] == .medium { approveTransfer() }
    if levels[index] == .unknown { runStandardChecks() } else if levels[index] == .medium { approveTransfer() }
    if actions[level] == .review { approveTransfer() }
    let recent = levels[1...]
    print(recent.count)
  }

  func relabel(_ index: Int) {
    let levels = fetchNames()
    if levels[index] != "high" { approveTransfer() }
    let grades = [Grade]()
    if grades[index] == .unknown { approveTransfer() }
    var byAccount = [String: Grade]()
    byAccount["main"] = .low
    if byAccount["main"] != .high { approveTransfer() }
  }
}
