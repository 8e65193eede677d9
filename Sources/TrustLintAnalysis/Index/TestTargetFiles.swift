import TrustLintSyntax

/// Which files of a run belong to a test target: those that import `XCTest` or `Testing`, or
/// import a module `@testable` (only a test target may: release builds of a module are not
/// compiled for testing). Mock and spy files often have only `@testable import App` and leave
/// the assertions to another file.
///
/// A test target links the app, never the reverse, so app code cannot call what a test file
/// declares. A mock conformer there that records the calls without reporting
/// (`final class MockFeedback: TrustFeedback { func submit(_ e: …) { calls += 1 } }`) is
/// not one of the implementations an app's `feedback.submit(evaluation)` may run: a call
/// written in an app file does not resolve to a declaration in a test file. Calls written in
/// test files see every file, as the test target does.
struct TestTargetFiles: Sendable {
  /// The modules whose import makes a file test code.
  static let modules: Set<String> = ["XCTest", "Testing"]

  /// Whether an import makes its file test code: a test framework, or any module `@testable`.
  static func isTestImport(_ decl: ImportDecl) -> Bool {
    modules.contains(decl.module.text) || decl.attributes.contains("testable")
  }

  /// Per file (in `Program.files` order): whether it is test code.
  let isTest: [Bool]
  /// Whether any file does (the usual run without tests filters nothing).
  let any: Bool

  init(_ isTest: [Bool]) {
    self.isTest = isTest
    any = isTest.contains(true)
  }

  /// Whether a call written in file `caller` can reach a declaration in file `declared`.
  func reaches(from caller: Int, to declared: Int) -> Bool {
    !any || isTest[caller] || !isTest[declared]
  }
}

extension ProgramIndex {
  /// Whether file `fileIndex` (a position in `Program.files`) is test code (`TestTargetFiles`).
  public func isTestFile(_ fileIndex: Int) -> Bool {
    testTargets.any && testTargets.isTest.indices.contains(fileIndex) && testTargets.isTest[fileIndex]
  }
}
