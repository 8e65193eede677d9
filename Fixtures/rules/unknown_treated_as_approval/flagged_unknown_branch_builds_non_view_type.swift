// The nearest defects to clean_unknown_branch_builds_declared_view: in the `.unknown` case a
// type that is no view (`CompleteTransferCommand`, built and run) and a view whose type is not
// in the linted set (nothing says it only displays) are still judged by their names; so is a
// declared view's button action that completes the transfer.
import SwiftUI
import TrustInsights

struct CompleteTransferCommand {
  let amount: Int
  func run() {}
}

struct CompleteProfileCard: View {
  var body: some View { Text("Finish setting up your profile") }
}

struct TransferFooter: View {
  let level: IsLikelyBeingCoachedInsight.Value
  let amount: Int
  let completeTransfer: () -> Void

  var body: some View {
    switch level {
    case .unknown:
      CompleteProfileCard()
      ApproveBadge()  // expect: unknown_treated_as_approval "'ApproveBadge()'"
      Button("Send") {
        CompleteTransferCommand(amount: amount).run()  // expect: unknown_treated_as_approval "'CompleteTransferCommand(amount:)'"
        completeTransfer()  // expect: unknown_treated_as_approval "'completeTransfer()'"
      }
    default:
      Text("Review the details first.")
    }
  }
}
