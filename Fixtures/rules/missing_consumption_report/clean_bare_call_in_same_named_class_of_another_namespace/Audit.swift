import TrustInsights

enum Audit {
  class Flow {
    func decide(_ evaluation: Eval) {}
  }

  final class Logging: Flow {
    override func decide(_ evaluation: Eval) {
      print(evaluation.insight.outcome)
    }
  }
}
