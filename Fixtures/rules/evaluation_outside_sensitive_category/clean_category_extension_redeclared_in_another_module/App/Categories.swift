import TrustInsights

extension InsightEvaluator.OperationCategory {
  /// The app's name for the checkout's category.
  static let checkout: Self = .payment
}
