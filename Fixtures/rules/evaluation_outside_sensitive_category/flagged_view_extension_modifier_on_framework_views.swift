import SwiftUI
import TrustInsights

// A modifier the app adds to SwiftUI's `View` is called on the framework's own views
// (`Form { … }`, `VStack { … }`): a receiver of a type from outside the linted set may run a
// method of an extension the app writes for an outside type, so these calls are the
// category's call sites. The `.other` below is found through them; the `.account` and
// `.payment` ones are sensitive.
struct TrustGuard: ViewModifier {
  let category: InsightEvaluator.OperationCategory
  @Binding var caution: Bool
  private let evaluator = InsightEvaluator()

  func body(content: Content) -> some View {
    content.task {
      let context = InsightEvaluator.InsightContext(
        operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
      switch evaluation.insight.outcome {
      case .success(.high):
        caution = true
        evaluation.reportConsumption(.usedIncreasedFriction)
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
      }
    }
  }
}

extension View {
  func trustGuarded(_ category: InsightEvaluator.OperationCategory, caution: Binding<Bool>) -> some View {
    modifier(TrustGuard(category: category, caution: caution))
  }
}

struct ChangeAddressView: View {
  @State private var caution = false
  var body: some View {
    Form { Text("New mailing address") }.trustGuarded(.account, caution: $caution)
  }
}

struct SendView: View {
  @State private var caution = false
  var body: some View {
    VStack { Text("Send") }.trustGuarded(.payment, caution: $caution)
  }
}

struct FeedbackView: View {
  @State private var caution = false
  var body: some View {
    Form { Text("Tell us more") }.trustGuarded(.other, caution: $caution)  // expect: evaluation_outside_sensitive_category
  }
}
