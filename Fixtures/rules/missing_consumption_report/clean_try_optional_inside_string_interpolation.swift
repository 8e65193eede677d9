import TrustInsights

// `try?` and `try!` inside a string interpolation do not throw; a `try` whose error a
// `catch` of the same `do` takes, after which the report is made, leaks nothing.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func loadBalance() async throws -> Int { 0 }

func confirmLabel(_ evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let label = "Balance: \((try? await loadBalance()) ?? 0)"
  evaluation.reportConsumption(.usedEvaluationOnly)
  return label
}

func confirmCaught(_ evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  var label = ""
  do {
    label = "Balance: \(try await loadBalance())"
  } catch {
    label = "Balance unavailable"
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return label
}

// Not interpolations: an escaped backslash before `(`, and `\(` in a raw string (which
// interpolates with `\#(` only).
func confirmLiteralText(_ evaluator: InsightEvaluator) async throws -> [String] {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let texts = ["Write \\(try load()) in the template", #"Raw \(try load()) text"#]
  evaluation.reportConsumption(.usedEvaluationOnly)
  return texts
}
