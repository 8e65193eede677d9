/// The bank's own credit grades: the same words as TrustInsights (`unknown`,
/// `reportConsumption`), but this file never touches the framework and gets no findings.
enum CreditGrade {
  case unknown, low, high
}

struct GradeLog {
  private(set) var entries: [CreditGrade] = []

  mutating func reportConsumption(_ grade: CreditGrade) {
    entries.append(grade)
  }

  mutating func approveIfKnown(_ grade: CreditGrade) -> Bool {
    if grade == .unknown {
      reportConsumption(.low)
      return true
    }
    return false
  }
}
