import TrustInsights

// `levels.first` / `levels.last` (and `first(where:)`) of a collection of levels read a
// `Value?`; an array literal every element of which is a level is a collection of levels
// (looped over, bound to a local, read by subscript or `forEach`).

typealias Level = IsLikelyBeingCoachedInsight.Value

func approve() {}
func approveTransfer() {}
func allowPayment() {}

struct RiskReport {
  var riskLevel: IsLikelyBeingCoachedInsight.Value
}

actor Assessor {
  var level: IsLikelyBeingCoachedInsight.Value = .unknown
}

final class Gate {
  var levels: [IsLikelyBeingCoachedInsight.Value] = []

  func check(_ recent: [Level]) {
    if let l = levels.first, l != .high { approve() }  // expect: unknown_treated_as_approval "'approve()'"
    if let l = recent.last, l == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval
    if levels.last == .unknown { approve() }  // expect: unknown_treated_as_approval
    guard let newest = recent.last else { return }
    switch newest {
    case .high, .medium: print("hold")
    default: approve()  // expect: unknown_treated_as_approval
    }
  }

  func viaSelf() {
    guard let l = self.levels.first(where: { $0 != .medium }) else { return }
    if l != .high { approve() }  // expect: unknown_treated_as_approval
  }
}

func review(_ a: Assessor, _ b: Assessor, _ r1: RiskReport, _ r2: RiskReport) async {
  let levels = [await a.level, await b.level]
  for l in levels {
    if l != .high { approve() }  // expect: unknown_treated_as_approval
  }
  let reported = [r1.riskLevel, r2.riskLevel]
  for l in reported where l == .unknown {
    allowPayment()  // expect: unknown_treated_as_approval
  }
  reported.forEach { level in
    if level != .medium && level != .high { approve() }  // expect: unknown_treated_as_approval
  }
  for l in [r1.riskLevel, r2.riskLevel] {
    switch l {
    case .high: print("hold")
    case .medium: print("review")
    default: approve()  // expect: unknown_treated_as_approval
    }
  }
  if reported[0] == .unknown { allowPayment() }  // expect: unknown_treated_as_approval
}
