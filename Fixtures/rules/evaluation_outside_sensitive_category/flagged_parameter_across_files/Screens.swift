import TrustInsights

final class SendScreen {
  let gate = TrustGate()

  func send() async {
    guard let evaluation = await gate.evaluate(for: .payment) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

final class ExportScreen {
  let gate = TrustGate()

  func export() async {
    guard let evaluation = await gate.evaluate(for: .other) else { return }  // expect: evaluation_outside_sensitive_category
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func exportAgain() async {
    guard let evaluation = await gate.evaluate(for: .transfer) else { return }  // expect: evaluation_outside_sensitive_category "'.transfer' is not an operation category"
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
