import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// `item.evaluation` read twice on one path is one evaluation, also where `item` is a property
// of the view or a name the closure captures (probes-df, mutants of probes-cp p42 and p09).
struct CautionItem {
  let evaluation: CoachingEvaluation
}

struct ActionButton {
  init(_ title: String, action: @escaping () -> Void) {}
}

struct CautionSheet {
  let item: CautionItem

  var confirm: ActionButton {
    ActionButton("I understand") {
      item.evaluation.reportConsumption(.usedIncreasedFriction)
      item.evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
    }
  }

  func dismiss() {
    item.evaluation.reportConsumption(.notUsedNotNeeded)
    item.evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
  }

  func later(_ other: CautionItem) {
    DispatchQueue.main.async {
      other.evaluation.reportConsumption(.usedUnchangedFriction)
      other.evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
    }
  }
}
