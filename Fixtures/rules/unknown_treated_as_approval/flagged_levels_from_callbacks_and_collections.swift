import TrustInsights

// A level reaches a closure through a callback of the program typed `(Level) -> Void`, and
// a loop or a sequence method over a collection declared as levels hands each element to
// its body: these are levels as a parameter typed `Level` is.

typealias Level = IsLikelyBeingCoachedInsight.Value

func approveTransfer() {}
func onLevel(_ handler: @escaping (Level) -> Void) {}
func observe(label: String, then handler: @escaping (IsLikelyBeingCoachedInsight.Value?) -> Void) {}

func register() {
  onLevel { level in
    if level == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval
  }
  observe(label: "transfer") { level in
    guard let level, level == .high else {
      approveTransfer()  // expect: unknown_treated_as_approval
      return
    }
  }
}

func reviewAll(_ levels: [Level]) {
  for level in levels {
    if level != .high { approveTransfer() }  // expect: unknown_treated_as_approval
  }
  levels.forEach { level in
    if level == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval
  }
  let recent: [IsLikelyBeingCoachedInsight.Value] = Array(levels.suffix(3))
  recent.forEach {
    switch $0 {
    case .high: print("hold")
    default: approveTransfer()  // expect: unknown_treated_as_approval
    }
  }
}

// A closure stored under a written function type receives what the type says.
func storedHandler() {
  let handle: (Level) -> Void = { level in
    if level == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval
  }
  handle(.high)
}

final class LevelBanner {
  let onChange: (IsLikelyBeingCoachedInsight.Value) -> Void = { level in
    switch level {
    case .high, .medium: print("warn")
    case .unknown: approveTransfer()  // expect: unknown_treated_as_approval
    @unknown default: print("checks")
    }
  }
}
