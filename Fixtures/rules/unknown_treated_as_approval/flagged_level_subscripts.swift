import TrustInsights

// An element read by subscript from a collection of levels is a level: `levels[i]` of an array
// of levels (a property, a parameter, a local written or inferred as one, `[Level]()`, another
// value's property), and `byAccount[id]` of a dictionary whose values are levels. A dictionary's
// subscript reads a `Value?`: `!= .high` is reached by `.unknown` (and by a missing key).

typealias Level = IsLikelyBeingCoachedInsight.Value

final class ApprovalQueue {
  func approve(_ index: Int) {}
}

func approveTransfer() {}

struct RiskSnapshot {
  var byAccount: [String: IsLikelyBeingCoachedInsight.Value] = [:]
  var recent: [Level] = []
}

final class BatchReviewer {
  let queue = ApprovalQueue()
  var levels: [IsLikelyBeingCoachedInsight.Value] = []
  private var byPayee: Dictionary<String, Level> = [:]
  private var held = [Level]()

  func reviewQueued() {
    for i in levels.indices {
      if levels[i] != .high { queue.approve(i) }  // expect: unknown_treated_as_approval "'approve(_:)'"
    }
  }

  func review(_ incoming: [Level], at index: Int) {
    if incoming[index] == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval
    let pending: [IsLikelyBeingCoachedInsight.Value] = incoming
    switch pending[0] {
    case .high, .medium: print("hold")
    default: approveTransfer()  // expect: unknown_treated_as_approval
    }
    let copied = incoming
    guard copied[index] != .unknown else {
      approveTransfer()  // expect: unknown_treated_as_approval
      return
    }
  }

  func settle(_ snapshot: RiskSnapshot, account id: String) {
    if snapshot.byAccount[id] == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval
    if snapshot.byAccount[id] != .high { approveTransfer() }  // expect: unknown_treated_as_approval
    if let level = byPayee[id], level != .high { approveTransfer() }  // expect: unknown_treated_as_approval
    if byPayee[id, default: .unknown] != .high { approveTransfer() }  // expect: unknown_treated_as_approval
    if snapshot.recent[0] == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval
    if held[0] != .high { approveTransfer() }  // expect: unknown_treated_as_approval
    var lastSeen = [String: IsLikelyBeingCoachedInsight.Value]()
    lastSeen[id] = .medium
    if lastSeen[id] == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval
  }

  func settleCached(_ cached: RiskSnapshot?) {
    if cached?.recent[0] == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval
  }

  func isSafeToSkip(_ id: String) -> Bool {
    if byPayee[id] == .unknown {
      return true  // expect: unknown_treated_as_approval
    }
    return false
  }
}
