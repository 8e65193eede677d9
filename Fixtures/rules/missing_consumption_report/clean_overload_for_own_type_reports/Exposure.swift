import Foundation

// The experiments module's own `Evaluation` and a free `record(_:)` that only logs it.
struct Evaluation {
  let experiment: String
  func reportConsumption(_ tag: String) {}
}

func record(_ evaluation: Evaluation) {
  print("exposure \(evaluation.experiment)")
}
