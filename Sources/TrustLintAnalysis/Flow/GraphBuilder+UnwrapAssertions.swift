import TrustLintSyntax

/// `try #require(x)` (Swift Testing) and `try XCTUnwrap(x)` (XCTest) give back their first
/// argument unwrapped, and throw exactly where it was nil. Read as calls of functions the
/// program does not declare, they took the evaluation for escaped, so a test that never
/// reported `let evaluation = try #require(try? await evaluator.requestEvaluation(…))` had no
/// finding (probes-ey, the miss beside p12). The value stays the caller's; where the `try`
/// throws, nothing was held. An app's own function of such a name is an ordinary call.
extension GraphBuilder {
  /// The unwrapped argument of `#require(x, …)` or `XCTUnwrap(x, …)` when the program declares
  /// no function of that name; nil for any other call.
  func unwrapAssertionArgument(_ c: CallExpr, _ shape: CallShape) -> Expr? {
    guard shape.isBare, let name = shape.name?.text, name == "#require" || name == "XCTUnwrap",
      let first = c.arguments.first, first.label == nil, c.trailingClosures.isEmpty,
      localFunctions[name] == nil, index.functions(named: name).isEmpty
    else { return nil }
    return first.value
  }

  /// Lowers an unwrapping assertion (see `unwrapAssertionArgument`): `.some` of the first
  /// argument's variable (nil inside when it holds no evaluation), noted so that the enclosing
  /// `try`'s error edge refines it as nil; nil for any other call, lowered as usual.
  func lowerUnwrapAssertion(_ c: CallExpr, _ shape: CallShape) -> Int32?? {
    guard let argument = unwrapAssertionArgument(c, shape) else { return nil }
    // `try #require(evaluation != nil)` throws exactly where the evaluation is nil: its error
    // edge holds nothing either (probes-fb p20); the Bool itself is no evaluation.
    if case .binary(let b) = argument, b.op.text == "!=", case .literal(let l) = b.rhs, l.kind == .nil,
      case .identifier = SyntaxQueries.stripped(b.lhs), let tested = lowerExpr(b.lhs)
    {
      for a in c.arguments.dropFirst() { _ = lowerExpr(a.value) }
      opaqueCalls += 1
      resultGets.append(tested)
      return .some(nil)
    }
    let value = lowerExpr(argument)
    // The message and source location arguments describe the failure; they keep nothing.
    for a in c.arguments.dropFirst() { _ = lowerExpr(a.value) }
    opaqueCalls += 1
    if let value { resultGets.append(value) }
    return .some(value)
  }
}
