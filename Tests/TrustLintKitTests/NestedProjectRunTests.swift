import Foundation
import XCTest

@testable import TrustLintKit

/// Runs over some files of a repository that holds a project of its own inside it (a local
/// package, an Xcode project in `ios/`), as a pre-commit hook makes them from the repository's
/// top: the findings of the files named must not depend on the order they are named in, and a
/// configuration at the top governs the nested project too (probes-cr p62, p65, p66).
final class NestedProjectRunTests: XCTestCase {
  /// Lints in `folder` with the real rules; `paths` as named on the command line.
  private func lint(_ folder: String, _ paths: [String], config: String? = nil) -> [String] {
    var options = LintOptions()
    options.currentDirectory = folder
    options.paths = paths
    options.configPath = config
    options.jobs = 2
    return Engine.lint(options).findings.map { "\($0.finding.file):\($0.finding.line) \($0.finding.rule)" }
  }

  /// A repository whose local package `Core/` sorts before the app folder `iOS/`, and an app
  /// file whose context factory and status gate live in files that are not named.
  private func repositoryWithCorePackage() throws -> ScratchFolder {
    let scratch = try ScratchFolder()
    try scratch.write(".git/HEAD")
    try scratch.write("Core/Package.swift", "// swift-tools-version:5.9\n")
    try scratch.write("Core/Sources/Core/Money.swift", "public struct Money { public var cents: Int }\n")
    try scratch.write(
      "iOS/Bank/Trust/TrustContexts.swift",
      """
      import TrustInsights

      enum TrustContexts {
        static func payment() -> InsightEvaluator.InsightContext {
          InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: [])
        }
      }

      """)
    try scratch.write(
      "iOS/Bank/Trust/TrustStatus.swift",
      """
      import TrustInsights

      enum TrustStatus {
        static func needsPrompt(_ evaluator: InsightEvaluator, _ context: InsightEvaluator.InsightContext) async -> Bool {
          (try? await evaluator.authorizationStatus(for: context)) == .notDetermined
        }
      }

      """)
    try scratch.write(
      "iOS/Bank/Settings/ProtectionRow.swift",
      """
      import Core
      import TrustInsights

      struct ProtectionRow {
        let evaluator = InsightEvaluator()

        func enable() async {
          let context = TrustContexts.payment()
          guard await TrustStatus.needsPrompt(evaluator, context) else { return }
          _ = try? await evaluator.requestAuthorization(for: context)
        }
      }

      """)
    return scratch
  }

  /// The package's file named first made the package the project root, so the app file's
  /// helpers were unknown: a false "no status check" warning and a "no category" note.
  func testStagedFilesGiveTheWholeRunsFindingsInEitherOrder() throws {
    let scratch = try repositoryWithCorePackage()
    let staged = ["Core/Sources/Core/Money.swift", "iOS/Bank/Settings/ProtectionRow.swift"]
    XCTAssertEqual(lint(scratch.path, ["."]), [])
    XCTAssertEqual(lint(scratch.path, staged), [])
    XCTAssertEqual(lint(scratch.path, staged.reversed()), [])
  }

  /// A file of a nested package without a configuration of its own, named alone from the top,
  /// reads the top's `.trustlint.json` (and the whole repository, which it configures).
  func testConfigurationAtTheTopGovernsANestedPackage() throws {
    let scratch = try ScratchFolder()
    try scratch.write(".git/HEAD")
    try scratch.write(".trustlint.json", #"{ "rules": { "blanket_consumption_report": "off" } }"#)
    try scratch.write("Packages/Kit/Package.swift", "// swift-tools-version:5.9\n")
    try scratch.write("Packages/Kit/Sources/Kit/StepUp.swift", Self.blanketReport)
    let file = "Packages/Kit/Sources/Kit/StepUp.swift"
    XCTAssertFalse(lint(scratch.path, ["."]).contains { $0.hasSuffix("blanket_consumption_report") })
    XCTAssertEqual(lint(scratch.path, [file]), lint(scratch.path, ["."]))
    // Without the top's configuration the package is its own project, as before.
    try FileManager.default.removeItem(atPath: scratch.path + "/.trustlint.json")
    let alone = lint(scratch.path, [file])
    XCTAssertTrue(alone.contains("\(file):7 blanket_consumption_report"), "\(alone)")
  }

  /// A package outside any checkout (unpacked in `~/Downloads`) under a home folder holding a
  /// stray `.trustlint.json`: the walk up for a configuration stops at a checkout's top, and
  /// there is none, so the package is its own project. It took the home folder for its root:
  /// the stray configuration turned a rule off, and the whole home was read (a FIFO there made
  /// an I/O error in the package's run).
  func testAStrayConfigurationAboveAPackageOutsideAnyCheckoutIsNotRead() throws {
    let home = try ScratchFolder()
    try home.write(".trustlint.json", #"{ "rules": { "blanket_consumption_report": "off" } }"#)
    XCTAssertEqual(mkfifo(home.path + "/Notes.swift", 0o644), 0)
    try home.write("Downloads/Kit/Package.swift", "// swift-tools-version:5.9\n")
    try home.write("Downloads/Kit/Sources/Kit/StepUp.swift", Self.blanketReport)
    let package = home.path + "/Downloads/Kit"
    var options = LintOptions()
    options.currentDirectory = package
    options.paths = ["Sources/Kit/StepUp.swift"]
    let outcome = Engine.lint(options)
    XCTAssertEqual(outcome.problems.map(\.message), [])
    XCTAssertEqual(outcome.settings.configPath, nil)
    XCTAssertEqual(lint(package, ["Sources/Kit/StepUp.swift"]), lint(package, ["."]))
    XCTAssertTrue(lint(package, ["."]).contains("Sources/Kit/StepUp.swift:7 blanket_consumption_report"))
    // Inside a checkout configured at its top, that configuration governs the package.
    try home.write(".git/HEAD")
    XCTAssertFalse(lint(package, ["Sources/Kit/StepUp.swift"]).contains { $0.hasSuffix("blanket_consumption_report") })
  }

  /// `--config` naming the repository's own `.trustlint.json` (as a hook's `args` may) left
  /// the Xcode project `ios/` the root of a staged app file: the producer declared in the
  /// local package was unknown and the file's "not reported" error was missed (exit 0).
  func testGivenConfigurationAtTheTopGovernsANestedProjectToo() throws {
    let scratch = try ScratchFolder()
    try scratch.write(".git/HEAD")
    try scratch.write(".trustlint.json", "{}")
    try scratch.folder("ios/App.xcodeproj")
    try scratch.write("Packages/Kit/Package.swift", "// swift-tools-version:5.9\n")
    try scratch.write(
      "Packages/Kit/Sources/Kit/Fresh.swift",
      """
      import TrustInsights

      public func freshEvaluation() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
        let context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: [])
        return try await InsightEvaluator().requestEvaluation(context: context)
      }

      """)
    try scratch.write(
      "ios/App/Pay.swift",
      """
      import Kit
      import TrustInsights

      func pay() async throws -> Bool {
        let evaluation = try await freshEvaluation()
        if case .success(.high) = evaluation.insight.outcome { return false }
        return true
      }

      """)
    let whole = lint(scratch.path, ["."])
    XCTAssertEqual(whole, ["ios/App/Pay.swift:5 missing_consumption_report"])
    XCTAssertEqual(lint(scratch.path, ["ios/App/Pay.swift"]), whole)
    XCTAssertEqual(lint(scratch.path, ["ios/App/Pay.swift"], config: ".trustlint.json"), whole)
    XCTAssertEqual(
      lint(scratch.path + "/ios", ["App/Pay.swift"], config: "../.trustlint.json"),
      ["App/Pay.swift:5 missing_consumption_report"])
  }

  /// Files of two clones named together, under a home folder that is a checkout itself (of
  /// dotfiles): the folder they share made the home the root, so the whole home was read (a
  /// FIFO there made an I/O error) and neither clone's configuration applied. The paths lie
  /// in separate checkouts, so the first path's project is the root, as before.
  func testFilesOfTwoClonesUnderACheckedOutHomeDoNotMakeTheHomeTheRoot() throws {
    let home = try ScratchFolder()
    try home.write(".git/HEAD")
    XCTAssertEqual(mkfifo(home.path + "/Notes.swift", 0o644), 0)
    for clone in ["A", "B"] {
      try home.write("src/\(clone)/.git/HEAD")
      try home.write("src/\(clone)/.trustlint.json", #"{ "rules": { "blanket_consumption_report": "off" } }"#)
      try home.write("src/\(clone)/Sources/StepUp.swift", Self.blanketReport)
    }
    var options = LintOptions()
    options.currentDirectory = home.path + "/src"
    options.paths = ["A/Sources/StepUp.swift", "B/Sources/StepUp.swift"]
    let outcome = Engine.lint(options)
    XCTAssertEqual(outcome.problems.map(\.message), [])
    XCTAssertEqual(outcome.settings.configPath, "A/.trustlint.json")
    XCTAssertFalse(outcome.findings.contains { $0.finding.rule == "blanket_consumption_report" })
    // A submodule's file with a file of the superproject: the superproject, in either order.
    try home.write("src/A/Vendor/Sub/.git", "gitdir: ../../.git/modules/Sub\n")
    let sub = home.path + "/src/A/Vendor/Sub/X.swift"
    let app = home.path + "/src/A/Sources/StepUp.swift"
    XCTAssertEqual(ProjectRoot.find(enclosing: [sub, app]), home.path + "/src/A")
    XCTAssertEqual(ProjectRoot.find(enclosing: [app, sub]), home.path + "/src/A")
  }

  /// A function whose evaluation is reported with one friction status whatever its outcome.
  private static let blanketReport = """
    import TrustInsights

    public func stepUp() async throws -> Bool {
      let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
      var high = false
      if case .success(.high) = evaluation.insight.outcome { high = true }
      evaluation.reportConsumption(.usedIncreasedFriction)
      return high
    }

    """
}
