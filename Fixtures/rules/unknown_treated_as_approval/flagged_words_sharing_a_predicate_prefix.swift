// The neighbour of clean_words_sharing_a_predicate_prefix.swift: inflections of a predicate word
// (`allowed`, `trusted`, `safely`) are the word itself, so `true` for them in the unknown branch
// still approves.
import TrustInsights

final class FamilyTransferGate {
  var isAllowedToSkipReview = false
  var trustedPayee = false
  var canSafelyAutoSend = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      isAllowedToSkipReview = true  // expect: unknown_treated_as_approval "isAllowedToSkipReview"
      trustedPayee = true  // expect: unknown_treated_as_approval "trustedPayee"
      canSafelyAutoSend = true  // expect: unknown_treated_as_approval "canSafelyAutoSend"
    case .medium, .high:
      isAllowedToSkipReview = false
    @unknown default:
      isAllowedToSkipReview = false
    }
  }
}
