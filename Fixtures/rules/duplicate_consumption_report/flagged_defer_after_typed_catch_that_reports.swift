import TrustInsights
import enum TSCUtility.Diagnostics

// A `defer` reports, and the `do`'s only clause (another module's `Diagnostics`, which a
// `throw StringError(…)` of a type the program does not declare may be) reports too before
// its own `throw`: on that way the `defer` runs after the clause, so the second report is the
// `defer`'s, at its `reportConsumption` token (not the clause's, as if the `defer` had run
// before the clause was reached).

func build(packageDirectory: String?) async throws {
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  defer { evaluation.reportConsumption(.usedUnchangedFriction) }  // expect: duplicate_consumption_report
  do {
    guard let packagePath = packageDirectory else {
      throw StringError("unknown package path")
    }
    print(packagePath)
  } catch _ as Diagnostics {
    evaluation.reportConsumption(.notUsedNotNeeded)
    throw ExitCode.failure
  }
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)
