import Combine
import Observation
import SwiftUI
import TrustInsights

@Observable
final class RiskModel {
  var level: IsLikelyBeingCoachedInsight.Value?
  var coaching: IsLikelyBeingCoachedInsight.Value = .unknown
}

// SwiftUI hands the observed value to the action closure: `onReceive` a value of a publisher of
// levels, `onChange(of:)` the old and the new value of a level.
struct PayView: View {
  let levels: AnyPublisher<IsLikelyBeingCoachedInsight.Value, Never>
  @State private var model = RiskModel()
  @State private var isApproved = false
  func approvePayment() {}

  var body: some View {
    Text("Review")
      .onReceive(levels) { level in
        if level == .unknown { approvePayment() }  // expect: unknown_treated_as_approval
      }
      .onChange(of: model.coaching) { _, newLevel in
        if newLevel != .high { approvePayment() }  // expect: unknown_treated_as_approval
      }
      .onChange(of: model.coaching) { newLevel in
        if newLevel == .unknown { isApproved = true }  // expect: unknown_treated_as_approval
      }
      .onChange(of: model.level, initial: true) { _, newLevel in
        switch newLevel {
        case .high?, .medium?: isApproved = false
        case .unknown?: isApproved = true  // expect: unknown_treated_as_approval
        default: isApproved = false
        }
      }
  }
}
