/// Tasks that hold an evaluation: `var pending: Task<CoachingEvaluation?, Never>?` keeps the
/// evaluation a `Task { … }` produced, and `await pending?.value` hands it to the reader.
extension ProgramIndex {
  /// Whether a property of this name is declared `Task<E, …>` (optional or not) with `E` an
  /// evaluation type.
  public func isEvaluationTaskProperty(_ name: String) -> Bool {
    properties(named: name).contains { p in p.type.map { isEvaluationTaskType($0.text) } ?? false }
  }

  /// `Task<InsightEvaluation<X>?, Never>`, `Task<CoachingEvaluation, Error>?` (normalised text).
  public func isEvaluationTaskType(_ text: String) -> Bool {
    var t = Substring(text)
    while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
    guard t.hasPrefix("Task<"), t.hasSuffix(">") else { return false }
    let inner = t.dropFirst("Task<".count).dropLast()
    var depth = 0
    var end = inner.endIndex
    for i in inner.indices {
      switch inner[i] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0: end = i
      default: continue
      }
      if end != inner.endIndex { break }
    }
    return isEvaluationType(String(inner[..<end]))
  }
}
