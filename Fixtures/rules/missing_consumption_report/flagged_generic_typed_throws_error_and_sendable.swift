// `E: Error & Sendable` given a closure that throws a real error (`throws(ReserveError)`): `E`
// is `ReserveError` and the call can throw before the report (the recall side of
// clean_generic_typed_throws_error_and_sendable, probes-er p26). `where E: LocalizedError` is no
// constraint `Never` meets: the call is taken as able to throw (`where E: Codable` was here
// until probes-ev p36: `Never` is Codable, clean_generic_typed_throws_constraint_never_meets).
import Foundation
import TrustInsights

enum ReserveError: Error, Sendable { case insufficientFunds }

struct Reserve {
  func hold(_ cents: Int) throws(ReserveError) -> Int { cents }
}

func withSpan<T, E: Error & Sendable>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
  try body()
}

func logged<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T where E: LocalizedError {
  try body()
}

@available(iOS 27.0, *)
func holdFunds(reserve: Reserve) async throws -> Int {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)  // expect: missing_consumption_report "line 28"
  let held = try withSpan("hold") { () throws(ReserveError) -> Int in try reserve.hold(500) }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return held
}

@available(iOS 27.0, *)
func logHold() async throws -> Int {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)  // expect: missing_consumption_report "line 38"
  let n = try logged { 3 }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return n
}
