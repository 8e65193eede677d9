import TrustInsights

// Callbacks and collections of the app's own enums with an `.unknown` case are not levels;
// and a level that keeps the checks on `.unknown` approves nothing.

enum Tier { case unknown, gold }
typealias Level = IsLikelyBeingCoachedInsight.Value

func approveTransfer() {}
func runStandardChecks() {}
func onTier(_ handler: @escaping (Tier) -> Void) {}
func onLevel(_ handler: @escaping (Level) -> Void) {}

func register() {
  onTier { tier in
    if tier == .unknown { approveTransfer() }
  }
  onLevel { level in
    if level == .unknown { runStandardChecks() } else if level == .medium { approveTransfer() }
  }
}

func reviewAll(_ tiers: [Tier], _ levels: [Level]) {
  for tier in tiers {
    if tier == .unknown { approveTransfer() }
  }
  tiers.forEach { tier in
    if tier == .unknown { approveTransfer() }
  }
  for level in levels where level == .unknown {
    runStandardChecks()
  }
  let total = levels.reduce(0) { count, level in count + (level == .high ? 1 : 0) }
  print(total)
}
