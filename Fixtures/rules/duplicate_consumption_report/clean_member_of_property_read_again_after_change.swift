import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// `item.evaluation` reported once per path; where `item` is assigned, or an `await` lets
// another task replace it, the next read may be another evaluation.
struct CautionItem {
  let evaluation: CoachingEvaluation
}

final class CautionQueue {
  var item: CautionItem
  let next: () async -> CautionItem

  init(item: CautionItem, next: @escaping () async -> CautionItem) {
    self.item = item
    self.next = next
  }

  func confirm(_ accepted: Bool) {
    if accepted {
      item.evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      item.evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }

  func advance(to following: CautionItem) {
    item.evaluation.reportConsumption(.notUsedNotNeeded)
    item = following
    item.evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func advanceLater() async {
    item.evaluation.reportConsumption(.notUsedNotNeeded)
    item = await next()
    item.evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
