import Foundation
import TrustInsights

protocol Storefront: Sendable {
  func purchase(amount: Decimal) async throws
}

// Gift cards are a favourite of scammers. The model decides through the coordinator, but a
// purchase that fails after the decision was reported is fine, while the sheet dismissed
// before the decision drops the evaluation.
@MainActor
final class GiftCardPurchaseModel: ObservableObject {
  @Published var friction = Friction.none
  @Published var isPresented = true
  private let coordinator = TrustCoordinator.shared
  private let store: Storefront

  init(store: Storefront) {
    self.store = store
  }

  func buy(amount: Decimal) async {
    guard let evaluation = await coordinator.evaluate(.buyGiftCard) else {  // expect: missing_consumption_report "returns at line 28 in the 'else' of the 'guard' at line 27"
      try? await store.purchase(amount: amount)
      return
    }
    guard isPresented else {
      return
    }
    friction = coordinator.friction(for: evaluation)
    if friction == .none {
      try? await store.purchase(amount: amount)
    }
  }

  func buyAgain(amount: Decimal) async {
    guard let evaluation = await coordinator.evaluate(.buyGiftCard) else { return }
    guard isPresented else {
      coordinator.abandon(evaluation)
      return
    }
    friction = coordinator.friction(for: evaluation)
  }
}
