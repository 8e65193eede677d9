import TrustLintSyntax

/// XCTest's assertions take their expressions as `@autoclosure () throws -> T` and are not
/// themselves `throws`: `XCTAssertEqual(try evaluation.insight.outcome.get(), .unknown)`
/// records an error thrown there as the test's failure and the test goes on (the compiler
/// asks for no `try` before `XCTAssertEqual`). So a `try` in an assertion's arguments is no
/// exit of the body; the code after the assertion still runs, and the report after it is
/// on that path (probes-dx p12: before, the `try` was a leaking exit, a false "can throw" on
/// a test that reports). `XCTUnwrap` is `throws` and `#expect` lets the error out of the test,
/// so neither is read this way; nor is an app's own function of such a name.
extension GraphBuilder {
  /// Where the errors thrown in an assertion's arguments end, and the objects made before them.
  struct AssertionArguments {
    var handler: Int32
    var createdMark: Int
  }

  /// For a bare call of an `XCTAssert…` function the program does not declare: opens a scope
  /// that catches what its arguments throw (close it with `endAssertionArguments`).
  func beginAssertionArguments(_ shape: CallShape, name: String) -> AssertionArguments? {
    guard shape.isBare, name.hasPrefix("XCTAssert"), index.functions(named: name).isEmpty else { return nil }
    let handler = newNode()
    pushScope(.catching(handler: handler, unmatched: nil))
    return AssertionArguments(handler: handler, createdMark: createdObjects.count)
  }

  /// Closes the scope: where an argument threw, the flow goes on after the call without the
  /// objects made inside the arguments (the call that threw made none to hold).
  func endAssertionArguments(_ begun: AssertionArguments) {
    scopes.removeLast()
    guard reachable[Int(begun.handler)] else { return }
    let created = Array(createdObjects[begun.createdMark...])
    let saved = current
    current = newNode()
    link(begun.handler, current)
    if !created.isEmpty { emit(.forget(objects: created)) }
    let failed = current
    let ok = newNode()
    link(saved, ok)
    join([failed, ok])
  }
}
