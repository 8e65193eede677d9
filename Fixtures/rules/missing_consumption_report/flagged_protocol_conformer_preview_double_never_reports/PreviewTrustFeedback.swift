import SwiftUI
import TrustInsights

// App code used by previews: it records the statuses and never reports.
final class PreviewTrustFeedback: TrustFeedback {
  private(set) var statuses: [InsightEvaluationConsumptionStatus] = []

  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
    statuses.append(status)
  }
}

struct TransferPreview: PreviewProvider {
  static var previews: some View {
    Text("Transfer").task { _ = await ExecuteTransferUseCase(feedback: PreviewTrustFeedback()).execute(amount: 1) }
  }
}
