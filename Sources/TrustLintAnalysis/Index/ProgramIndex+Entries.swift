import TrustLintSyntax

/// Building index entries: each collected function classified (evaluation result, evaluation
/// parameters, `Never`), with names scoped by the enclosing types (`TypeScopes`).
extension ProgramIndex {
  /// The index entry of one collected function.
  /// With `erasedProducers` (in a file that uses TrustInsights; asked only when needed, it
  /// gives the names of the declared producers, or nil in a program that declares a
  /// `requestEvaluation` of its own returning something else), an `async` function with a
  /// type-erased result that returns the evaluation it requests, or one such a producer hands
  /// it, is a producer too (`ErasedEvaluationReturns`).
  static func entry(
    _ raw: DeclarationCollector.RawFunction, id: Int32,
    _ meaning: (String) -> (isEvaluation: Bool, isOptional: Bool), _ scopes: TypeScopes,
    erasedProducers: (() -> Set<String>?)? = nil
  ) -> FunctionEntry {
    let decl = raw.decl
    let generics = TypeScopes.genericNames(decl.genericParameters)
    // A name the enclosing types (or the function's generic parameters) declare means that
    // declaration, not an alias of the same name elsewhere in the program.
    // A nested evaluation alias counts even where the program-wide table dropped its simple
    // name (a top-level type of that name elsewhere): `-> Evaluation` in `extension Trust`,
    // `-> Trust.Evaluation` anywhere.
    func classify(_ text: String) -> (isEvaluation: Bool, isOptional: Bool) {
      let kind = meaning(text)
      guard kind.isEvaluation || scopes.mayNameNestedEvaluation(text),
        let nested = scopes.nestedMeaning(of: text, ownerPath: raw.ownerPath, generics: generics)
      else { return kind }
      return nested.isEvaluation ? (true, kind.isOptional || nested.isOptional) : (false, kind.isOptional)
    }
    let resultText = decl.resultType?.text
    // Only an extension's members are methods of the framework's evaluation: a type the program
    // declares under that name (a vendored module's, a test double) is another type, and its
    // `reportConsumption` is not run on the framework's evaluations (as `FileGraphs` decides).
    let owner = raw.inExtension ? raw.ownerTypeText.map { meaning($0) } : nil
    let ext = owner?.isEvaluation ?? false
    var result = resultText.map { classify($0) } ?? (isEvaluation: false, isOptional: false)
    // `static func make(…) async throws -> Self` in an extension of the evaluation type (or of
    // an alias of it) makes one, as the type written out would. Only a static one: an instance
    // method returning `Self` may hand back `self`, which its caller already owns.
    if !result.isEvaluation, ext, let owner, let resultText, let optional = Self.selfResult(resultText),
      decl.modifiers.has("static") || decl.modifiers.has("class")
    {
      result = (true, optional || owner.isOptional)
    }
    if !result.isEvaluation, let erasedProducers, let resultText, decl.isAsync,
      let optional = ErasedEvaluationReturns.erasedResult(resultText), let producers = erasedProducers(),
      ErasedEvaluationReturns.returnsRequestedEvaluation(decl, producers: producers)
    {
      result = (true, optional)
    }
    var evaluationParameters: [Bool] = []
    var optionalParameters: [Bool] = []
    if !decl.parameters.isEmpty {
      evaluationParameters.reserveCapacity(decl.parameters.count)
      optionalParameters.reserveCapacity(decl.parameters.count)
      for p in decl.parameters {
        var kind = p.type.map { classify($0.text) } ?? (isEvaluation: false, isOptional: false)
        // `_ result: Result<Evaluation, Error>` holds the evaluation on success only, as an
        // optional one does (`FileGraphs` makes it a `Result` holder).
        if !kind.isEvaluation, let t = p.type?.text, let success = TypeText.resultSuccessType(of: t) {
          let inner = classify(success)
          if inner.isEvaluation && !inner.isOptional { kind = (true, true) }
        }
        evaluationParameters.append(kind.isEvaluation)
        optionalParameters.append(kind.isOptional)
      }
    }
    var tuple: (element: Int, count: Int, isOptional: Bool)?
    // `-> (evaluation: Evaluation, decision: Decision)?`: nil holds no evaluation, as for an
    // optional element.
    let optionalTuple = resultText.flatMap { TypeText.optionalTupleWrapped($0) }
    if !result.isEvaluation, let resultText, let elements = TypeText.tupleElements(of: optionalTuple ?? resultText) {
      for (k, element) in elements.enumerated() {
        let kind = classify(element)
        if kind.isEvaluation {
          tuple = (k, elements.count, kind.isOptional || optionalTuple != nil)
          break
        }
      }
    }
    var resultOfEvaluation = false
    if !result.isEvaluation, tuple == nil, let resultText, let success = TypeText.resultSuccessType(of: resultText) {
      let kind = classify(success)
      resultOfEvaluation = kind.isEvaluation && !kind.isOptional
    }
    let produces = result.isEvaluation || tuple != nil || resultOfEvaluation
    return FunctionEntry(
      id: id, fileIndex: raw.fileIndex, decl: decl, ownerPath: raw.ownerPath, ownerTypeText: raw.ownerTypeText,
      isEvaluationExtension: ext,
      returnsEvaluation: result.isEvaluation && !StoredEvaluationReaders.onlyReadsStoredValue(decl),
      returnsOptional: result.isOptional,
      isNever: resultText.map(TypeText.isNever) ?? false,
      evaluationParameters: evaluationParameters, optionalParameters: optionalParameters, tupleEvaluation: tuple,
      returnsEvaluationResult: resultOfEvaluation,
      neverReturnsEvaluation: produces && NeverReturningBodies.neverReturns(decl),
      isDevelopmentOnly: raw.developmentOnly, whereClauseNames: raw.whereNames)
  }

  /// For a result written `Self` (nil for any other): whether it is optional (`Self?`, `Self!`).
  static func selfResult(_ text: String) -> Bool? {
    var bytes = Substring(text)
    var optional = false
    while let last = bytes.last, last == "?" || last == "!" {
      bytes = bytes.dropLast()
      optional = true
    }
    return bytes == "Self" ? optional : nil
  }

  /// A written type's kind by the program-wide alias table (no scope).
  static func classify(_ text: String, _ aliases: AliasTable) -> (isEvaluation: Bool, isOptional: Bool) {
    guard let base = TypeText.base(of: text) else { return (false, false) }
    let isEvaluation = aliases.evaluationNames.contains(base.name)
    return (isEvaluation, base.isOptional || aliases.optionalNames.contains(base.name))
  }

  /// A written type's kind in file `file`: a name declared with different meanings in
  /// different folders means what its nearest declarations say (`AliasMeanings`).
  static func classify(
    _ text: String, _ aliases: AliasTable, _ meanings: AliasMeanings, inFile file: Int, _ shadowing: ModuleShadowing
  ) -> (isEvaluation: Bool, isOptional: Bool) {
    guard !meanings.isEmpty, !TypeScopes.isQualified(text), let base = TypeText.base(of: text),
      let kind = meanings.kind(of: base.name, inFile: file, shadowing: shadowing)
    else { return classify(text, aliases) }
    return (kind & AliasMeanings.evaluation != 0, base.isOptional || kind & AliasMeanings.optional != 0)
  }

  /// What a written function type returns, classified; nil for any other type.
  static func closureResult(of text: String, _ aliases: AliasTable) -> (isEvaluation: Bool, isOptional: Bool)? {
    guard TypeText.containsArrow(text), let result = TypeText.functionResult(of: text) else { return nil }
    return classify(result, aliases)
  }
}
