/// The examples of the rule's description (kept apart: the description file is full).
extension UnknownTreatedAsApprovalRule {
  /// An `.unknown` branch that approves.
  static let flaggedExample = """
    import TrustInsights

    func confirmTransfer(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
      do {
        switch try evaluation.insight.outcome.get() {
        case .unknown:
          evaluation.reportConsumption(.usedUnchangedFriction)
          approveTransfer()
        case .medium, .high:
          evaluation.reportConsumption(.usedIncreasedFriction)
          showScamWarning()
        @unknown default:
          evaluation.reportConsumption(.notUsedError)
          runStandardChecks()
        }
      } catch {
        evaluation.reportConsumption(.notUsedError)
        runStandardChecks()
      }
    }

    func approveTransfer() {}
    func showScamWarning() {}
    func runStandardChecks() {}

    """

  /// The same branch keeping the checks already run.
  static let cleanExample = """
    import TrustInsights

    func confirmTransfer(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
      do {
        switch try evaluation.insight.outcome.get() {
        case .unknown:
          // No evidence of coaching is not evidence of safety: keep the usual checks.
          evaluation.reportConsumption(.usedUnchangedFriction)
          runStandardChecks()
        case .medium, .high:
          evaluation.reportConsumption(.usedIncreasedFriction)
          showScamWarning()
        @unknown default:
          evaluation.reportConsumption(.notUsedError)
          runStandardChecks()
        }
      } catch {
        evaluation.reportConsumption(.notUsedError)
        runStandardChecks()
      }
    }

    func showScamWarning() {}
    func runStandardChecks() {}

    """
}
