extension OutcomeWalker {
  /// A type written inside `ownerPath` with the names the enclosing types declare put in: an
  /// alias of such a name is followed, and nil when the name is one of their own types, so no
  /// outcome. Outside any type, or when no enclosing type declares the name, the text as
  /// written, so that the program-wide meaning applies.
  func scopedTypeText(_ text: String, ownerPath: [String]?) -> String? {
    guard let ownerPath else { return text }
    // Written inside a type that declares that name itself (the app's own nested `Level`
    // enum), the name means that declaration: an alias is followed, anything else is no outcome.
    if !TypeScopes.isQualified(text), let base = TypeText.base(of: text), let declared = nested(base.name, ownerPath) {
      return facts.program.index.typeScopes.aliasTarget(declared)
    }
    // So does the success type of a `Result` (a loyalty program's own nested `Level` is no
    // level; the program-wide alias of that name, a fraud gate's `typealias Level =
    // IsLikelyBeingCoachedInsight.Value`, is not meant there). Only the success type matters.
    if let success = TypeText.resultSuccessType(of: TypeClassifier.normalized(text)),
      !TypeScopes.isQualified(success), let base = TypeText.base(of: success),
      let declared = nested(base.name, ownerPath)
    {
      // A `Result` of an optional level stays no outcome, as the classifier has it.
      guard !base.isOptional, let target = facts.program.index.typeScopes.aliasTarget(declared) else { return nil }
      return "Result<\(target),Never>"
    }
    return text
  }

  /// The declaration an enclosing type of `ownerPath` makes of `name`, innermost first.
  private func nested(_ name: String, _ ownerPath: [String]) -> String? {
    facts.program.index.typeScopes.innermostDeclaration(of: name, ownerPath: ownerPath)
  }
}
