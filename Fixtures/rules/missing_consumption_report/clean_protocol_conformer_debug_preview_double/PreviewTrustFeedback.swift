import SwiftUI
import TrustInsights

#if DEBUG
  // For previews only: it records the statuses and never reports.
  final class PreviewTrustFeedback: TrustFeedback {
    private(set) var statuses: [InsightEvaluationConsumptionStatus] = []

    func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
      statuses.append(status)
    }
  }

  #Preview {
    Text("Transfer").task { _ = await ExecuteTransferUseCase(feedback: PreviewTrustFeedback()).execute(amount: 1) }
  }
#endif
