final class Scorer {
  func evaluate(_ income: Int) -> Evaluation {
    CreditReport(score: income / 1000)
  }

  func show(_ income: Int) -> Int {
    let evaluation = evaluate(income)
    guard evaluation.score > 600 else { return 0 }
    return evaluation.score
  }
}
