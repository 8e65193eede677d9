import TrustInsights

// The producer and the consuming helper are declared in other files.
final class PayeeViewModel {
  let service = TrustService()
  var showsWarning = false

  func addPayee() async -> Bool {
    if let evaluation = await service.evaluate() {
      let held = (try? evaluation.insight.outcome.get()) == .high
      settle(evaluation, held: held)
      showsWarning = held
      return !held
    }
    return true
  }
}
