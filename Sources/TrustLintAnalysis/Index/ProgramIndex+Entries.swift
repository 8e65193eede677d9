import TrustLintSyntax

/// Building index entries: each collected function classified (evaluation result, evaluation
/// parameters, `Never`), with names scoped by the enclosing types (`TypeScopes`).
extension ProgramIndex {
  /// The index entry of one collected function.
  static func entry(
    _ raw: DeclarationCollector.RawFunction, id: Int32, _ aliasTable: AliasTable, _ scopes: TypeScopes
  ) -> FunctionEntry {
    let decl = raw.decl
    let generics = TypeScopes.genericNames(decl.genericParameters)
    // A name the enclosing types (or the function's generic parameters) declare means that
    // declaration, not an alias of the same name elsewhere in the program.
    let classify = { (text: String) -> (isEvaluation: Bool, isOptional: Bool) in
      let kind = Self.classify(text, aliasTable)
      guard kind.isEvaluation, !TypeScopes.isQualified(text), let base = TypeText.base(of: text),
        let meaning = scopes.evaluationMeaning(of: base.name, ownerPath: raw.ownerPath, generics: generics)
      else { return kind }
      return (meaning, kind.isOptional)
    }
    let resultText = decl.resultType?.text
    let result = resultText.map { classify($0) } ?? (isEvaluation: false, isOptional: false)
    var evaluationParameters: [Bool] = []
    var optionalParameters: [Bool] = []
    if !decl.parameters.isEmpty {
      evaluationParameters.reserveCapacity(decl.parameters.count)
      optionalParameters.reserveCapacity(decl.parameters.count)
      for p in decl.parameters {
        let kind = p.type.map { classify($0.text) } ?? (isEvaluation: false, isOptional: false)
        evaluationParameters.append(kind.isEvaluation)
        optionalParameters.append(kind.isOptional)
      }
    }
    // Only an extension's members are methods of the framework's evaluation: a type the program
    // declares under that name (a vendored module's, a test double) is another type, and its
    // `reportConsumption` is not run on the framework's evaluations (as `FileGraphs` decides).
    var tuple: (element: Int, count: Int, isOptional: Bool)?
    if !result.isEvaluation, let resultText, let elements = TypeText.tupleElements(of: resultText) {
      for (k, element) in elements.enumerated() {
        let kind = classify(element)
        if kind.isEvaluation {
          tuple = (k, elements.count, kind.isOptional)
          break
        }
      }
    }
    let ext = raw.inExtension && (raw.ownerTypeText.map { Self.classify($0, aliasTable).isEvaluation } ?? false)
    return FunctionEntry(
      id: id, fileIndex: raw.fileIndex, decl: decl, ownerPath: raw.ownerPath, ownerTypeText: raw.ownerTypeText,
      isEvaluationExtension: ext, returnsEvaluation: result.isEvaluation, returnsOptional: result.isOptional,
      isNever: resultText.map(TypeText.isNever) ?? false,
      evaluationParameters: evaluationParameters, optionalParameters: optionalParameters, tupleEvaluation: tuple)
  }

  /// A written type's kind by the program-wide alias table (no scope).
  static func classify(_ text: String, _ aliases: AliasTable) -> (isEvaluation: Bool, isOptional: Bool) {
    guard let base = TypeText.base(of: text) else { return (false, false) }
    let isEvaluation = aliases.evaluationNames.contains(base.name)
    return (isEvaluation, base.isOptional || aliases.optionalNames.contains(base.name))
  }

  /// What a written function type returns, classified; nil for any other type.
  static func closureResult(of text: String, _ aliases: AliasTable) -> (isEvaluation: Bool, isOptional: Bool)? {
    guard TypeText.containsArrow(text), let result = TypeText.functionResult(of: text) else { return nil }
    return classify(result, aliases)
  }
}
