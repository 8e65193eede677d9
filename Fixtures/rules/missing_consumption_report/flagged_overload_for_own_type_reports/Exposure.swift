import Foundation

// The experiments module's own `Evaluation` and a free `record(_:)` that reports it. A call
// `record(coachingEvaluation)` cannot run this overload: its parameter is a struct the app
// declares, which the framework's evaluation class is not.
struct Evaluation {
  let experiment: String
  func reportConsumption(_ tag: String) {}
}

func record(_ evaluation: Evaluation) {
  evaluation.reportConsumption("exposed")
}
