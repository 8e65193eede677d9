extension OutcomeWalker {
  /// Whether a `Result<S, F>` written inside `ownerPath` is the outcome, when its success type
  /// `S` is a name an enclosing type declares: that declaration decides (a loyalty program's
  /// own nested `enum Level` is no level), not the program-wide alias of the same name (a fraud
  /// gate's `typealias Level = IsLikelyBeingCoachedInsight.Value`), which the classifier would
  /// follow. Nil when the text is no `Result` or `S` names no nested declaration, so that the
  /// program-wide meaning applies.
  func scopedResultIsOutcome(_ text: String, ownerPath: [String]) -> Bool? {
    guard let success = TypeClassifier.resultSuccessArgument(TypeClassifier.normalized(text)),
      !TypeScopes.isQualified(success), let base = TypeText.base(of: success),
      let declared = facts.program.index.typeScopes.innermostDeclaration(of: base.name, ownerPath: ownerPath)
    else { return nil }
    // A `Result` of an optional level stays no outcome, as the classifier has it.
    guard !base.isOptional, let target = facts.program.index.typeScopes.aliasTarget(declared) else { return false }
    return facts.classify(target) == .outcomeValue
  }
}
