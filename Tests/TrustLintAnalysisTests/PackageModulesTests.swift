import TrustLintSyntax
import XCTest

@testable import TrustLintAnalysis

/// Which package module a file is in and which modules its code sees (`PackageModules`).
final class PackageModulesTests: XCTestCase {
  private func imports(_ names: String...) -> [ImportDecl] {
    names.map { name in
      let exported = name.hasPrefix("@")
      let module = exported ? String(name.dropFirst()) : name
      return ImportDecl(
        importToken: 0, module: Name(text: module, token: 0), attributes: exported ? ["_exported"] : [])
    }
  }

  private func folders(_ path: String) -> [Substring] {
    ModuleShadowing.directory(of: path, cwd: "/")
  }

  func testACallerReachesOnlyModulesItsModuleImports() {
    let table = PackageModules(
      folders: [
        folders("/r/Packages/TrustKit/Sources/TrustKit/Gate.swift"),
        folders("/r/Packages/LegacyRisk/Sources/LegacyRisk/Gate.swift"),
        folders("/r/Packages/Cards/Sources/Cards/Replace.swift"),
        folders("/r/Packages/Cards/Sources/Cards/Sub/Other.swift"),
        folders("/r/App/Pay.swift"),
      ],
      imports: [
        imports("TrustInsights"), imports(), imports("LegacyRisk"), imports("Foundation"), imports("TrustKit"),
      ],
      hasManifest: { _ in false })
    XCTAssertTrue(table.reaches(from: 2, to: 1))
    XCTAssertFalse(table.reaches(from: 2, to: 0))
    // Another file of the same module imports LegacyRisk: its members are seen module-wide.
    XCTAssertTrue(table.reaches(from: 3, to: 1))
    XCTAssertFalse(table.reaches(from: 3, to: 0))
    // Files outside the layout form one module; a declaration outside it is never out of reach.
    XCTAssertTrue(table.reaches(from: 4, to: 0))
    XCTAssertFalse(table.reaches(from: 4, to: 1))
    XCTAssertTrue(table.reaches(from: 0, to: 4))
  }

  func testReexportedModulesAreSeenThroughTheirImporter() {
    let table = PackageModules(
      folders: [
        folders("/r/Kit/Sources/TrustKit/Exports.swift"),
        folders("/r/Core/Sources/TrustCore/Gate.swift"),
        folders("/r/Feature/Sources/Feature/Flow.swift"),
      ],
      imports: [imports("@TrustCore"), imports(), imports("TrustKit")],
      hasManifest: { _ in false })
    XCTAssertTrue(table.reaches(from: 2, to: 1))
  }

  func testAFolderUnderSourcesIsAModuleOnlyWithAManifestOrAnImport() {
    let paths = [
      folders("/r/App/Sources/Screens/Home.swift"),
      folders("/r/App/Sources/Services/Gate.swift"),
    ]
    let group = PackageModules(folders: paths, imports: [imports(), imports()], hasManifest: { _ in false })
    XCTAssertTrue(group.reaches(from: 0, to: 1))
    let package = PackageModules(folders: paths, imports: [imports(), imports()], hasManifest: { $0 == "/r/App" })
    XCTAssertFalse(package.reaches(from: 0, to: 1))
  }

  func testModulesAreKnownDifferentOnlyWhenOneIsAPackageModule() {
    let table = PackageModules(
      folders: [
        folders("/r/Packages/TrustKit/Sources/TrustKit/Gate.swift"),
        folders("/r/App/Legacy/Gate.swift"),
        folders("/r/App/Screens/Prefs.swift"),
        folders("/r/Tool/Sources/Unimported/X.swift"),
      ],
      imports: [imports(), imports(), imports("TrustKit"), imports()],
      hasManifest: { _ in false })
    XCTAssertTrue(table.isSameModule(1, 2))
    XCTAssertFalse(table.areDifferentModules(1, 2))
    XCTAssertTrue(table.areDifferentModules(2, 0))
    // A folder under Sources/ that is no known module may be a group of the app's own target.
    XCTAssertFalse(table.areDifferentModules(2, 3))
  }
}
