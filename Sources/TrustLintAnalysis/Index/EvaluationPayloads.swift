/// Enum cases of the program whose associated values carry an evaluation: a TCA action
/// `case trustEvaluated(TaskResult<CoachingEvaluation>)`, an Elm message
/// `case evaluated(CoachingEvaluation)`, a Redux action `case arrived(Result<CoachingEvaluation, Error>)`.
///
/// A name bound from such a payload in a reducer (`case let .trustEvaluated(.success(e))`)
/// holds an evaluation that exists already: the effect that sent it handed it over, so the
/// handler owes no report (RULES.md: not a producer), but reporting it twice on one of the
/// handler's paths is still a duplicate, as for an evaluation read from a stored property.
public struct EvaluationPayloads: Sendable {
  /// What one associated value holds.
  public enum Slot: Sendable, Equatable {
    /// The evaluation itself (`isOptional`: declared `CoachingEvaluation?`).
    case evaluation(isOptional: Bool)
    /// A `Result` or `TaskResult` whose success is the evaluation: `.success(let e)` binds it.
    case result
  }

  /// Per case name, per associated value (in order), what it holds (nil: no evaluation).
  /// A name that enums of the program declare with different payloads is left out: a pattern
  /// that names it cannot tell which enum it matches.
  public let slotsByCase: [String: [Slot?]]

  /// Whether no case of the program carries an evaluation (most programs).
  public var isEmpty: Bool { slotsByCase.isEmpty }

  /// The slots of the enum cases among `types` (generic enums say nothing of the value and are
  /// skipped), classifying a written type with `classify`.
  static func of(
    _ types: [TypeEntry], classify: (String) -> (isEvaluation: Bool, isOptional: Bool)
  ) -> EvaluationPayloads {
    var found: [String: [Slot?]] = [:]
    var contested: Set<String> = []
    for t in types where t.decl.kind == .enum && t.decl.genericParameters == nil {
      for c in ProgramFacts.enumCases(t.decl.members) {
        for (i, name) in c.names.enumerated() {
          guard i < c.payloads.count, let payload = c.payloads[i] else { continue }
          let elements = TypeText.tupleElements(of: payload.text) ?? [ProgramFacts.singleElement(payload.text)]
          let slots = elements.map { slot(of: $0, classify) }
          let key = name.text
          if let before = found[key], before != slots { contested.insert(key) }
          found[key] = slots
        }
      }
    }
    for key in contested { found[key] = nil }
    return EvaluationPayloads(slotsByCase: found.filter { $0.value.contains { $0 != nil } })
  }

  /// What an associated value of written type `text` holds.
  private static func slot(of text: String, _ classify: (String) -> (isEvaluation: Bool, isOptional: Bool)) -> Slot? {
    let kind = classify(text)
    if kind.isEvaluation { return .evaluation(isOptional: kind.isOptional) }
    let success = TypeText.resultSuccessType(of: text) ?? taskResultSuccess(of: text)
    if let success, classify(success).isEvaluation, !classify(success).isOptional { return .result }
    return nil
  }

  /// `TaskResult<CoachingEvaluation>` (The Composable Architecture's result of an effect's work).
  private static func taskResultSuccess(of text: String) -> String? {
    guard text.hasPrefix("TaskResult<"), text.hasSuffix(">") else { return nil }
    let inner = text.dropFirst("TaskResult<".count).dropLast()
    return inner.isEmpty ? nil : String(inner)
  }
}
