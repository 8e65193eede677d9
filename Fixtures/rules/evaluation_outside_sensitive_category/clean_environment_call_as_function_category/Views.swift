import SwiftUI
import TrustInsights

struct ZelleView: View {
  @Environment(\.evaluateTrust) private var evaluateTrust

  var body: some View {
    Button("Send with Zelle") {
      Task {
        guard let evaluation = try? await evaluateTrust(.payment) else { return }
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
    }
  }
}

struct RecoveryEmailView: View {
  @Environment(\.evaluateTrust) private var evaluateTrust

  var body: some View {
    Button("Change recovery email") {
      Task {
        guard let evaluation = try? await evaluateTrust(.account) else { return }
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
    }
  }
}
