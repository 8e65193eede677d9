import TrustInsights

// A property declared `IsLikelyBeingCoachedInsight.Value` read through `?.`
// (`snapshot?.coaching`) is an optional level: a `guard let` on it fails for nil and its
// `else` is also reached by whatever the conditions after it rule out.

struct RiskSnapshot {
  let coaching: IsLikelyBeingCoachedInsight.Value
}

func approveTransfer() {}
func runStandardChecks() {}

func confirm(_ snapshot: RiskSnapshot?) {
  guard let coaching = snapshot?.coaching, coaching != .unknown else {
    approveTransfer()  // expect: unknown_treated_as_approval "'approveTransfer()'"
    return
  }
  print(coaching)
}

func confirmHigh(_ snapshot: RiskSnapshot?) {
  guard let coaching = snapshot?.coaching, coaching == .high else {
    approveTransfer()  // expect: unknown_treated_as_approval
    return
  }
  print(coaching)
}

func confirmWithChecks(_ snapshot: RiskSnapshot?) {
  guard let coaching = snapshot?.coaching, coaching != .unknown else {
    runStandardChecks()
    return
  }
  if coaching == .high { print("hold") } else { approveTransfer() }
}
