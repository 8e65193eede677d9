import TrustInsights

// Membership in a list of cases is an outcome test: `[.medium, .high].contains(level)` is
// false for `.unknown`, so its `else` (or the `else` of a `guard`) is an unknown branch. The
// list may be a literal, `Set([…])`, a local `let`, or a constant property of the program
// whose every declaration of that name holds the same cases.

typealias Level = IsLikelyBeingCoachedInsight.Value

func approvePayment() {}
func showWarning() {}

let concerning: Set<Level> = [.medium, .high]

enum Policy {
  static let risky: [IsLikelyBeingCoachedInsight.Value] = [.high]
}

func literal(_ level: Level) {
  if [.medium, .high].contains(level) {
    showWarning()
  } else {
    approvePayment()  // expect: unknown_treated_as_approval "'approvePayment()'"
  }
}

func fileConstant(_ level: Level) {
  guard concerning.contains(level) else {
    approvePayment()  // expect: unknown_treated_as_approval
    return
  }
  showWarning()
}

func staticConstant(_ level: Level) {
  if !Policy.risky.contains(level) {
    approvePayment()  // expect: unknown_treated_as_approval
  }
}

func localConstant(_ level: IsLikelyBeingCoachedInsight.Value) {
  let worrying: [IsLikelyBeingCoachedInsight.Value] = [.medium, .high]
  if worrying.contains(level) {
    showWarning()
  } else {
    approvePayment()  // expect: unknown_treated_as_approval
  }
}

func setOfLiteral(_ level: Level) {
  if Set([IsLikelyBeingCoachedInsight.Value.medium, .high]).contains(level) {
    showWarning()
  } else {
    approvePayment()  // expect: unknown_treated_as_approval
  }
}

func listed(_ level: Level) {
  // `.unknown` is in the list: its true branch is the unknown branch.
  if [.unknown, .medium].contains(level) {
    approvePayment()  // expect: unknown_treated_as_approval
  }
}
