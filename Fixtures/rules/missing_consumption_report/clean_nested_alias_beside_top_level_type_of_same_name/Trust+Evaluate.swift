// No import: the file names the nested alias only.
extension Trust {
  static func evaluate() async throws -> Evaluation {
    try await evaluator.requestEvaluation(context: context)
  }

  static func settle(_ evaluation: Evaluation, _ status: Status) {
    evaluation.reportConsumption(status)
  }
}

struct PayeeTrust {
  func evaluation() async throws -> Trust.Evaluation {
    try await Trust.evaluator.requestEvaluation(context: Trust.context)
  }
}
