import SwiftUI
import TrustInsights

struct ZelleView: View {
  @Environment(\.evaluateTrust) private var evaluateTrust
  @State private var caution = false

  var body: some View {
    Button("Send with Zelle") {
      Task {
        guard let evaluation = try? await evaluateTrust() else { return }  // expect: missing_consumption_report "evaluation from 'evaluateTrust'"
        if case .success(.high) = evaluation.insight.outcome {
          caution = true
          evaluation.reportConsumption(.usedIncreasedFriction)
        }
      }
    }
  }
}

struct AddPayeeView: View {
  @Environment(\.checkPayee) private var checkPayee
  @State private var caution = false

  var body: some View {
    Button("Add payee") {
      Task {
        let evaluation = try await checkPayee()  // expect: missing_consumption_report "can throw at line 29"
        try await Task.sleep(for: .milliseconds(100))
        caution = (try? evaluation.insight.outcome.get()) == .high
        evaluation.reportConsumption(caution ? .usedIncreasedFriction : .usedUnchangedFriction)
      }
    }
  }
}

struct RecoveryView: View {
  @Environment(\.evaluateTrust) private var evaluateTrust
  @State private var caution = false

  var body: some View {
    Button("Change recovery email") {
      Task {
        guard let evaluation = try? await evaluateTrust() else { return }
        caution = (try? evaluation.insight.outcome.get()) == .high
        evaluation.reportConsumption(caution ? .usedIncreasedFriction : .usedUnchangedFriction)
      }
    }
  }
}

@MainActor
final class LimitModel {
  private let checkLimit = EvaluateTrustAction()

  func raise() async {
    let local = EvaluateTrustAction()
    guard let first = try? await local() else { return }  // expect: missing_consumption_report "evaluation from 'local'"
    guard let second = try? await checkLimit() else { return }  // expect: missing_consumption_report "evaluation from 'checkLimit'"
    first.reportConsumption(.usedEvaluationOnly)
    _ = second
  }
}
