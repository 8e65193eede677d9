/// The examples of the rule's description (kept apart: the description file is full).
extension MissingConsumptionReportRule {
  /// A payment check whose `try …get()` throws after the evaluation exists.
  static let flaggedExample = """
    import TrustInsights

    func assessBeforePayment() async throws {
      let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
      )
      let evaluator = InsightEvaluator()
      let assessment = try await evaluator.requestEvaluation(context: context)
      switch try assessment.insight.outcome.get() {
      case .unknown:
        assessment.reportConsumption(.usedUnchangedFriction)
      case .medium, .high:
        assessment.reportConsumption(.usedIncreasedFriction)
      @unknown default:
        assessment.reportConsumption(.notUsedError)
      }
    }

    """

  /// The same check with a `catch` that reports.
  static let cleanExample = """
    import TrustInsights

    func assessBeforePayment() async throws {
      let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
      )
      let evaluator = InsightEvaluator()
      let assessment = try await evaluator.requestEvaluation(context: context)
      do {
        switch try assessment.insight.outcome.get() {
        case .unknown:
          assessment.reportConsumption(.usedUnchangedFriction)
        case .medium, .high:
          assessment.reportConsumption(.usedIncreasedFriction)
        @unknown default:
          assessment.reportConsumption(.notUsedError)
        }
      } catch {
        assessment.reportConsumption(.notUsedError)
      }
    }

    """
}
