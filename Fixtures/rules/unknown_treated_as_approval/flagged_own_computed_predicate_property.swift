import Foundation
import TrustInsights

// A computed `Bool` of the view model that tests the model's own level, read in a member of
// the same type: an outcome test through the getter, as a call of a `Bool` helper is.
@MainActor
final class BuyCryptoViewModel: ObservableObject {
  @Published var coachingLevel: IsLikelyBeingCoachedInsight.Value?
  @Published var errorMessage: String?

  var canProceed: Bool {
    guard let level = coachingLevel else { return false }
    switch level {
    case .medium, .high:
      return false
    case .unknown:
      return true
    @unknown default:
      return false
    }
  }

  var isClear: Bool { coachingLevel != .high && coachingLevel != .medium && coachingLevel != nil }

  func buyTapped(asset: String, usd: Decimal) async {
    if canProceed {
      await proceedToPurchase(asset: asset, usd: usd)  // expect: unknown_treated_as_approval
    } else {
      errorMessage = "Let's slow down."
    }
  }

  func sellTapped(asset: String) async {
    guard self.isClear else { return }
    await completeSale(asset: asset)  // expect: unknown_treated_as_approval
  }

  private func proceedToPurchase(asset: String, usd: Decimal) async {}
  private func completeSale(asset: String) async {}
}
