import TrustLintSyntax
import XCTest

@testable import TrustLintAnalysis

/// Which files import a module whose folder holds a caller (`ImportedFolderModules`).
final class ImportedFolderModulesTests: XCTestCase {
  private func imports(_ names: String...) -> [ImportDecl] {
    names.map { ImportDecl(importToken: 0, module: Name(text: $0, token: 0), attributes: []) }
  }

  private func folders(_ path: String) -> [Substring] {
    ModuleShadowing.directory(of: path, cwd: "/")
  }

  func testASiblingFolderImportingTheAppIsAnotherModule() {
    let table = ImportedFolderModules(
      folders: [
        folders("/r/App/Feedback.swift"),
        folders("/r/App/Screens/Transfer.swift"),
        folders("/r/AppTestSupport/MockSink.swift"),
        folders("/r/Mocks/Sources/Mocks.swift"),
      ],
      imports: [imports("TrustInsights"), imports("SwiftUI"), imports("App", "TrustInsights"), imports("App")])
    XCTAssertFalse(table.reaches(from: 0, to: 2))
    XCTAssertFalse(table.reaches(from: 1, to: 3))
    // The importing module sees the app, and app files see each other.
    XCTAssertTrue(table.reaches(from: 2, to: 0))
    XCTAssertTrue(table.reaches(from: 0, to: 1))
  }

  func testAGroupFolderWhoseFilesImportItsNameIsNoModule() {
    let table = ImportedFolderModules(
      folders: [
        folders("/r/App/Analytics/Checkout.swift"),
        folders("/r/App/Feedback/Buffered.swift"),
        folders("/r/App/Payments/Pay.swift"),
        folders("/r/App/Feedback/Shared.swift"),
      ],
      imports: [imports("Analytics"), imports("Analytics"), imports(), imports("Foundation", "Combine")])
    XCTAssertTrue(table.reaches(from: 0, to: 1))
    XCTAssertTrue(table.reaches(from: 2, to: 3))
  }

  func testAFolderElsewhereNamedLikeTheModuleDoesNotCount() {
    // `Networking` is a group deep in the app; the importer is a package outside `App/`.
    let table = ImportedFolderModules(
      folders: [
        folders("/r/App/Networking/Client.swift"),
        folders("/r/Packages/Feed/Sources/Feed/Loader.swift"),
      ],
      imports: [imports(), imports("Networking")])
    XCTAssertTrue(table.reaches(from: 0, to: 1))
  }

  func testNestedFoldersOfTheModulesNameStillCount() {
    // A clone named after its Xcode project: `Bank/Bank/` holds the app's files.
    let table = ImportedFolderModules(
      folders: [
        folders("/src/Bank/Bank/Feedback.swift"),
        folders("/src/Bank/BankTestSupport/MockSink.swift"),
      ],
      imports: [imports(), imports("Bank")])
    XCTAssertFalse(table.reaches(from: 0, to: 1))
  }
}
