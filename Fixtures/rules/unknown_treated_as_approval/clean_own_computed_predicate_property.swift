import Foundation
import TrustInsights

// Computed `Bool`s of the view model that keep `.unknown` away from the approval, and names
// that are not the type's own computed property.
@MainActor
final class BuyCryptoViewModel: ObservableObject {
  @Published var coachingLevel: IsLikelyBeingCoachedInsight.Value?
  @Published var offlineCheckPassed = false
  @Published var errorMessage: String?

  /// `.unknown` slows down as the risky levels do.
  var shouldSlowDown: Bool {
    guard let level = coachingLevel else { return false }
    switch level {
    case .unknown, .medium, .high:
      return true
    @unknown default:
      return true
    }
  }

  /// `.unknown` never lets the purchase through; without a level, the offline check decides.
  var canProceed: Bool {
    guard let level = coachingLevel else { return offlineCheckPassed }
    switch level {
    case .unknown, .medium, .high:
      return false
    @unknown default:
      return false
    }
  }

  func buyTapped(asset: String, usd: Decimal) async {
    if shouldSlowDown {
      errorMessage = "Let's slow down."
    } else {
      await proceedToPurchase(asset: asset, usd: usd)
    }
    if canProceed {
      await proceedToPurchase(asset: asset, usd: usd)
    }
  }

  private func proceedToPurchase(asset: String, usd: Decimal) async {}
}

/// A model whose `isReady` is true for `.unknown`, next to names that only share its spelling.
final class SendViewModel {
  var level: IsLikelyBeingCoachedInsight.Value?
  var isReady: Bool { level == .unknown }

  func send(isReady: Bool) {
    // The parameter, not the property.
    if isReady { proceedWithSend() }
  }

  func confirm(_ other: ReviewModel) {
    let isReady = other.isReady
    // A local, and a property of another type.
    if isReady { proceedWithSend() }
    if other.isReady { proceedWithSend() }
  }

  func proceedWithSend() {}
}

final class ReviewModel {
  var isReady = false
}
