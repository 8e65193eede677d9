import TrustInsights
import enum TSCUtility.Diagnostics

// A command-line `run()` (SwiftPM's plugin tool shape) reports in a `defer`, and its `do` only
// catches another module's `Diagnostics`. A `throw StringError(…)` of a type the program does
// not declare may be one (the clause may take it) or not (it leaves the function): on each of
// those two ways the `defer` runs once. It must not run on the way out before the clause is
// reached too, as if the clause's own `throw` were a second exit of the same path.

func run(packageDirectory: String?) async throws {
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  defer { evaluation.reportConsumption(.usedUnchangedFriction) }
  do {
    guard let packagePath = packageDirectory else {
      throw StringError("unknown package path")
    }
    print(packagePath)
  } catch _ as Diagnostics {
    throw ExitCode.failure
  }
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)
