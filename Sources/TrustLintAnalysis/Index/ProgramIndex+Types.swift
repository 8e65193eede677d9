/// What written types are: evaluation, optional, evaluator (through aliases, and per file for
/// a name declared with different meanings in different folders, `AliasMeanings`).
extension ProgramIndex {
  /// Whether a written type is an evaluation type (optional or not, through aliases). With
  /// `inFile`, a name declared with different meanings means what it means in that file
  /// (`AliasMeanings`).
  public func isEvaluationType(_ text: String, inFile file: Int? = nil) -> Bool {
    guard let base = TypeText.base(of: text) else { return false }
    if let kind = meaning(of: base.name, in: text, inFile: file) { return kind & AliasMeanings.evaluation != 0 }
    return evaluationTypeNames.contains(base.name)
  }

  /// Whether a written type is `Result<E, …>` whose success type is a (non-optional)
  /// evaluation: a completion handler's `Result` holds an evaluation exactly on success.
  public func isEvaluationResultType(_ text: String, inFile file: Int? = nil) -> Bool {
    guard let success = TypeText.resultSuccessType(of: text) else { return false }
    return isEvaluationType(success, inFile: file) && !isOptionalType(success, inFile: file)
  }

  /// Whether a written type is optional (`T?`, `T!`, `Optional<T>`, or an alias of an optional).
  public func isOptionalType(_ text: String, inFile file: Int? = nil) -> Bool {
    guard let base = TypeText.base(of: text) else { return false }
    queries?.note(.typeAlias, base.name)
    if base.isOptional { return true }
    if let kind = meaning(of: base.name, in: text, inFile: file) { return kind & AliasMeanings.optional != 0 }
    return optionalAliasNames.contains(base.name)
  }

  /// Whether a written type is the evaluator (`InsightEvaluator` or an alias of it).
  public func isEvaluatorType(_ text: String, inFile file: Int? = nil) -> Bool {
    guard let base = TypeText.base(of: text) else { return false }
    if let kind = meaning(of: base.name, in: text, inFile: file) { return kind & AliasMeanings.evaluator != 0 }
    return evaluatorTypeNames.contains(base.name)
  }

  /// What a contested type name means in `file` (nil: not contested, no file, undecided, or
  /// written qualified, `TrustService.Evaluation`, which names a nested declaration).
  func meaning(of name: String, in text: String, inFile file: Int?) -> UInt8? {
    guard let file, !meanings.isEmpty, !TypeScopes.isQualified(text) else { return nil }
    return meanings.kind(of: name, inFile: file, shadowing: shadowing)
  }
}
