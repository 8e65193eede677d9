// A name whose camelCase word only begins with the letters of a predicate word is another word:
// `true` for `safeguardsEnabled` turns protection on, `isAllowanceSheetVisible` shows a child's
// allowance, `notifyTrustee` names a person (probes-em p80). `isAllowedToSkip` and
// `trustedPayee` still speak of approval: see flagged_words_sharing_a_predicate_prefix.swift.
import TrustInsights

final class FamilyTransferScreenModel {
  var safeguardsEnabled = false
  var isAllowanceSheetVisible = false
  var notifyTrustee = false
  var safekeepingReviewOn = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      safeguardsEnabled = true
      isAllowanceSheetVisible = true
      notifyTrustee = true
      safekeepingReviewOn = true
    case .medium, .high:
      safeguardsEnabled = true
    @unknown default:
      safeguardsEnabled = true
    }
  }
}
