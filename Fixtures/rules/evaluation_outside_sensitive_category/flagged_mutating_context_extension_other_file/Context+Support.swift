import TrustInsights

// A `mutating` method of the framework's context changes the caller's variable, as an `inout`
// parameter does: its `.other` reaches the evaluator call in another file (probes-dj n19).
extension InsightEvaluator.InsightContext {
  /// Support chats are asked with the fallback category.
  mutating func forSupportChat() {
    operationCategory = .other  // expect: evaluation_outside_sensitive_category
  }

  mutating func adjust(forHelpDesk: Bool) {
    if forHelpDesk {
      self.operationCategory = .other  // expect: evaluation_outside_sensitive_category
    }
  }
}
