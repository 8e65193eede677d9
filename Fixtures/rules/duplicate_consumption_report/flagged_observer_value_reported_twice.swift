// The value a property observer or setter receives is the property's evaluation, tracked as a
// stored one is: reported twice on one path, under its implicit name (`oldValue`, `newValue`)
// or the one written in parentheses, is a duplicate (probes-ed o02).
import TrustInsights

typealias PayeeEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
final class BillPayModel {
  var cancelled = false
  private var storage: PayeeEvaluation?

  var pendingEvaluation: PayeeEvaluation? {
    didSet {
      oldValue?.reportConsumption(.notUsedNotNeeded)
      if cancelled {
        oldValue?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report "'oldValue'"
      }
    }
  }

  var incoming: PayeeEvaluation? {
    willSet {
      newValue?.reportConsumption(.usedEvaluationOnly)
      newValue?.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "'newValue'"
    }
  }

  var current: PayeeEvaluation? {
    get { storage }
    set {
      let replacement = newValue
      replacement?.reportConsumption(.notUsedNotNeeded)
      newValue?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
      storage = newValue
    }
  }

  var previousOne: PayeeEvaluation? {
    didSet(previous) {
      previous?.reportConsumption(.notUsedNotNeeded)
      previous?.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report "'previous'"
    }
  }
}
