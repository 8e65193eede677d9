import TrustInsights

extension InsightEvaluator.OperationCategory {
  /// The preview module's own `checkout` (Swift allows it in another module): previews show
  /// the fallback category. No evaluation is requested in this module.
  static let checkout: Self = .other
}
