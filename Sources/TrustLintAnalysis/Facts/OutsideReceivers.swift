import TrustLintSyntax

/// Calls whose receiver is a value of a type from outside the linted set: a function of the
/// program that shares the method's base name and labels is not what they run.
extension ProgramFacts {
  /// Whether `call`'s receiver is a value whose known type (a parameter's, local's or
  /// property's written type, an initializer's type) the program neither declares, extends,
  /// aliases nor makes any of its types conform to or inherit from: `validator.evaluate(.payment)`
  /// with `let validator: FormKit.Validator` runs that module's method, never the app's
  /// producer `TrustService.evaluate(_:)`. Resolving such a call by name made every
  /// `validator.evaluate(…)` of the file an unreported evaluation. False where nothing says
  /// which type the receiver is (then the call is still resolved by name).
  public func receiverTypeIsOutsideProgram(_ call: CallExpr, in scope: BodyScope) -> Bool {
    guard let receiver = SyntaxQueries.receiver(call) else { return false }
    // A capitalised name is a type or a module (`Payments.evaluate(…)`, a global function of
    // a module the linted set holds), `self`/`super` a member of the program's own type.
    if case .identifier(let n) = SyntaxQueries.stripped(receiver),
      n.text == "self" || n.text == "super" || n.text.first?.isUppercase == true
    {
      return false
    }
    guard let type = knownTypeName(receiver, in: scope, depth: 0) else { return false }
    // The same test as for values built by outside types (`isOutsideTypeName`: nothing of the
    // program declares, extends, aliases or conforms to the name, asked through the index so
    // that normal runs answer as `--analyze-all` does); the framework's own types keep the
    // rules that judge their methods by name.
    return isOutsideTypeName(type, in: scope) && classify(type) == nil
  }

  /// Whether `call`'s receiver is known to be a value of another module's type, by either test
  /// (its written type, `receiverTypeIsOutsideProgram`, or the outside type it was built from,
  /// `receiverIsOutsideProgram`): a closure property of the program matched by name
  /// (`var evaluate: (…) -> Evaluation`, `var level: (…) -> Value`) is not what it calls.
  func receiverIsOfOutsideType(_ call: CallExpr, inFile fileIndex: Int) -> Bool {
    guard SyntaxQueries.receiver(call) != nil, let scope = scope(containing: call, inFile: fileIndex) else {
      return false
    }
    return receiverIsOfOutsideType(call, in: scope)
  }

  /// `receiverIsOfOutsideType(_:inFile:)` where the body scope holding the call is known.
  func receiverIsOfOutsideType(_ call: CallExpr, in scope: BodyScope) -> Bool {
    SyntaxQueries.receiver(call) != nil
      && (receiverTypeIsOutsideProgram(call, in: scope) || receiverIsOutsideProgram(call, in: scope))
  }
}
