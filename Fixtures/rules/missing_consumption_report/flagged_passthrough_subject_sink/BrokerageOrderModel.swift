import Combine
import Foundation
import TrustInsights

@MainActor
final class BrokerageOrderModel: ObservableObject {
  @Published var orderHeld = false
  @Published var isVisible = true
  private var bag = Set<AnyCancellable>()
  private let bus = EvaluationBus()

  func bind() {
    EvaluationBus.shared.evaluations
      .receive(on: DispatchQueue.main)
      .sink { [weak self] evaluation in  // expect: missing_consumption_report "evaluation parameter 'evaluation' of a closure in 'BrokerageOrderModel.bind()' is reported on some paths but not all"
        guard let self, self.isVisible else { return }
        if case .success(.high) = evaluation.insight.outcome {
          self.orderHeld = true
          evaluation.reportConsumption(.usedIncreasedFriction)
        } else {
          evaluation.reportConsumption(.usedUnchangedFriction)
        }
      }
      .store(in: &bag)

    bus.failing
      .sink(
        receiveCompletion: { _ in },
        receiveValue: { evaluation in  // expect: missing_consumption_report "evaluation parameter 'evaluation' of a closure"
          if self.isVisible { evaluation.reportConsumption(.usedEvaluationOnly) }
        }
      )
      .store(in: &bag)
  }
}
