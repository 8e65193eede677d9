// `approver` is the person a four-eyes check asks, not the verb `approve`: `true` for
// `requiresApprover` or `notifyApprovers` in the unknown branch adds a second person's review
// (probes-em p80). `isApproved` and `autoApproveEnabled` still approve: see
// flagged_words_sharing_a_predicate_prefix.swift for inflections.
import TrustInsights

final class WireReleaseModel {
  var requiresApprover = false
  var notifyApprovers = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .unknown {
      requiresApprover = true
      notifyApprovers = true
    }
  }
}
