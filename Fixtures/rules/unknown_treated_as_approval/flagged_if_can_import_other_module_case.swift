import TrustInsights

// The neighbour of clean_if_can_import_framework_clauses.swift: another module may be missing
// from a build (a target that does not link the debug menu), and there
// `.unknown` reaches the approval.
enum Review { case hold, approved, checks }

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if canImport(BankingDebugMenu)
    case .unknown: return .checks
  #endif
  default: return .approved  // expect: unknown_treated_as_approval "'.unknown' returns '.approved'"
  }
}
