import Foundation

// The lending feature's own `Evaluation`, nested in its namespace: outside `Lending` the
// name means the alias in Trust.swift, inside it this struct.
enum Lending {
  struct Evaluation {
    var approved: Bool
    func reportConsumption(_ score: Int) {}
  }

  static func assess(income: Decimal) -> Evaluation { Evaluation(approved: income > 1000) }

  static func isApproved(_ evaluation: Evaluation) -> Bool { evaluation.approved }
}

extension Lending {
  static func quickCheck(income: Decimal) -> Bool {
    let evaluation = assess(income: income)
    return isApproved(evaluation)
  }

  // `Evaluation` here is the nested struct: its parameter owes nothing.
  static func log(_ evaluation: Evaluation, verbose: Bool) {
    if verbose { evaluation.reportConsumption(1) }
  }
}
