// A result-builder `switch` on the level whose `.unknown` case builds the app's own SwiftUI
// views: `CompleteProfileCard()` and `SkipTourHint()` are view values (types that conform to
// `View`), building one performs nothing, so their names are no approval verbs. What a view's
// buttons do is judged inside its own body.
import SwiftUI
import TrustInsights

struct CompleteProfileCard: View {
  var body: some View { Text("Finish setting up your profile") }
}

struct SkipTourHint {
  var body: some View { Text("You can take the tour later in Settings.") }
}

extension SkipTourHint: View {}

struct TransferHeader: View {
  let level: IsLikelyBeingCoachedInsight.Value

  var body: some View {
    switch level {
    case .high:
      Text("Stop. We'll never ask you to move money to keep it safe.")
    case .medium:
      Text("Take a moment before sending.")
    case .unknown:
      CompleteProfileCard()
      SkipTourHint()
    @unknown default:
      EmptyView()
    }
  }
}
