import TrustInsights

// The producer is declared in another file; the obligation moves to this caller, which
// settles only the held case.
final class PayeeViewModel {
  let service = TrustService()
  var showsWarning = false

  func addPayee() async -> Bool {
    if let evaluation = await service.evaluate() {  // expect: missing_consumption_report "returns at line 17 when the 'if' at line 11 is false"
      if case .success(.high) = evaluation.insight.outcome {
        settle(evaluation, held: true)
        showsWarning = true
        return false
      }
    }
    return true
  }
}
