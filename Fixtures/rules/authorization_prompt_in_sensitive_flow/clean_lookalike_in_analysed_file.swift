import Photos
import TrustInsights

// The app's own risk vendor shares method names with the evaluator.
struct VendorContext {
  var flow: String
}

final class VendorRiskClient {
  func requestAuthorization(for context: VendorContext) async -> Bool { true }
  func requestEvaluation(context: VendorContext) async -> Int { 0 }
}

final class DepositFlow {
  private let vendor = VendorRiskClient()
  private let evaluator = InsightEvaluator()
  private let insightContext = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func deposit() async {
    let context = VendorContext(flow: "deposit")
    _ = await vendor.requestAuthorization(for: context)
    _ = await vendor.requestEvaluation(context: context)
    _ = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
    guard (try? await evaluator.authorizationStatus(for: insightContext)) == .authorized,
      let evaluation = try? await evaluator.requestEvaluation(context: insightContext)
    else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
