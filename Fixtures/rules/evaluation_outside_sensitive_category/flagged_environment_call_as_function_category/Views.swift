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

struct ThemeView: View {
  @Environment(\.evaluateTrust) private var evaluateTrust

  var body: some View {
    Button("Change app icon") {
      Task {
        guard let evaluation = try? await evaluateTrust(.other) else { return }  // expect: evaluation_outside_sensitive_category
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
    }
  }
}
