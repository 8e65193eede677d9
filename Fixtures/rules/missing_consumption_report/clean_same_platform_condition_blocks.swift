#if canImport(TrustInsights)
  import TrustInsights
#endif

// One build condition has one value in a build, whatever its shape: a function that keeps its
// TrustInsights lines in two `#if canImport(TrustInsights)` blocks compiles both or neither,
// and `#if !targetEnvironment(simulator)` is compiled exactly where the `#else` of
// `#if targetEnvironment(simulator)` is. No path leaves the evaluation unreported.

struct StandingOrder {
  let payee: String
  let everyDays: Int
}

func createOrder(_ order: StandingOrder) async throws -> String { order.payee }

@available(iOS 27, *)
func createStandingOrder(_ order: StandingOrder) async throws -> String {
  #if canImport(TrustInsights)
    let evaluator = InsightEvaluator()
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try? await evaluator.requestEvaluation(context: context)
    let concerning = (try? evaluation?.insight.outcome.get()) == .high
  #else
    let concerning = false
  #endif
  let summary = "\(order.payee) every \(order.everyDays) days"
  #if canImport(TrustInsights)
    if let evaluation {
      evaluation.reportConsumption(concerning ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  #endif
  if concerning { return "held: \(summary)" }
  return try await createOrder(order)
}

#if canImport(TrustInsights)
  @available(iOS 27, *)
  func reviewOrder(_ evaluator: InsightEvaluator) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
    #if targetEnvironment(simulator)
      evaluation.reportConsumption(.usedEvaluationOnly)
    #else
      let held = evaluation.insight.outcome == .success(.high)
    #endif
    #if !targetEnvironment(simulator)
      evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
    #endif
  }
#endif
