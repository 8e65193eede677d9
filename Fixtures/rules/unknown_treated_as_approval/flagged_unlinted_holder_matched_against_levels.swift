// The nearest defect to clean_vendor_result_matched_against_other_values: a holder from a
// module outside the linted set (`CoachingKit`, the app's own package) whose outcome is
// matched only against coaching levels may well be an evaluation, so its `.unknown` branch is
// judged: allow-listing the address there treats "no evidence" as approval.
import CoachingKit
import TrustInsights

@available(iOS 27.0, *)
final class CoachedWithdrawal {
  var allowlistAddress: (String) async -> Void = { _ in }
  var holdWithdrawal: () -> Void = {}

  func screen(_ address: String) async {
    guard let coaching = try? await CoachingKit.shared.evaluateWithdrawal() else { return }
    switch coaching.insight.outcome {
    case .success(.unknown):
      await allowlistAddress(address)  // expect: unknown_treated_as_approval "allowlistAddress"
    case .success(.medium), .success(.high):
      holdWithdrawal()
    case .success, .failure:
      break
    }
  }
}
