import Foundation
import TrustLintSyntax

/// Which files are known to be in another module than a caller, in a project without the Swift
/// package layout (an Xcode project: `App/`, `AppTestSupport/`, `Mocks/` beside each other).
///
/// A Swift file cannot import its own module, and a module that imports `M` cannot be imported
/// by `M` (module dependencies have no cycles). So a file that imports `M` and lies outside
/// folder `M` is in another module that depends on `M`, when folder `M` stands for
/// module `M`: code in folder `M` never calls what that file declares. A test-support
/// framework's `MockCoachingFeedbackSink` (`import App`) is then not among the conformers an
/// app call `feedback.send(evaluation, status)` may run, as a mock in a test file is not
/// (`TestTargetFiles`).
///
/// Folder `M` stands for module `M` only when all of these hold: the importing file lies under
/// the folder that holds folder `M` (sibling target folders) and not inside that folder `M`, no
/// file inside that folder imports `M` (an `App/CoreData/` group whose files import CoreData
/// is a group, not a module), and `M` is not one of the system modules apps import everywhere.
/// Which files import `M` is read from the files parsed; a normal run parses the files that
/// spell `M` once `M` has left a declaration out (`blockingModule`, noted as a word the
/// analyses looked up), so it sees what a run parsing every file sees. (Where a folder named `M` is a group none of whose files imports
/// `M`, an importer's declarations are left out for its callers all the same.)
struct ImportedFolderModules: Sendable {
  /// Per file: its folder components (absolute, outermost first).
  private let folders: [[Substring]]
  /// Per file: the modules it imports that may be a project folder's module.
  private let imported: [[String]]
  /// Folders (paths) named after a module that a file inside them imports: groups, not modules.
  private let groups: Set<[Substring]>
  /// Whether any file imports such a module (otherwise nothing is ever out of reach).
  let any: Bool

  /// Modules of the SDK and toolchain: never a project's folder module.
  private static let systemModules: Set<String> = [
    "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine", "TrustInsights", "XCTest", "Testing", "os",
    "Observation", "CoreData", "SwiftData", "Dispatch", "Darwin", "Glibc", "Swift", "_Concurrency",
    "UserNotifications", "LocalAuthentication", "Security", "CryptoKit", "StoreKit", "WidgetKit", "MapKit",
  ]

  /// The table for files with `folders` (each file's folder components, outermost first) and
  /// `imports` (each file's import declarations).
  init(folders: [[Substring]], imports: [[ImportDecl]]) {
    self.folders = folders
    var named: Set<Substring> = []
    for path in folders { named.formUnion(path) }
    let candidates: [[String]] = imports.map { decls in
      decls.map(\.module.text).filter { !Self.systemModules.contains($0) && named.contains(Substring($0)) }
    }
    // A file inside a folder named `M` that imports `M`: that folder is not module `M`.
    var groups: Set<[Substring]> = []
    for (file, modules) in candidates.enumerated() {
      for m in modules {
        for (i, folder) in folders[file].enumerated() where folder == m { groups.insert(Array(folders[file][...i])) }
      }
    }
    imported = candidates
    self.groups = groups
    any = candidates.contains { !$0.isEmpty }
  }

  /// Whether a call written in file `caller` can reach a declaration in file `declared`: not
  /// when `declared` imports a module whose folder holds `caller`.
  func reaches(from caller: Int, to declared: Int) -> Bool {
    blockingModule(from: caller, to: declared) == nil
  }

  /// The module whose folder holds `caller` and which `declared` imports, when there is one:
  /// then the call cannot reach the declaration.
  func blockingModule(from caller: Int, to declared: Int) -> String? {
    guard any, imported.indices.contains(declared), folders.indices.contains(caller), !imported[declared].isEmpty
    else { return nil }
    let callerFolders = folders[caller]
    let declaredFolders = folders[declared]
    for module in imported[declared] {
      for (i, folder) in callerFolders.enumerated() where folder == module {
        let moduleFolder = callerFolders[...i]
        if declaredFolders.starts(with: callerFolders[..<i]) && !declaredFolders.starts(with: moduleFolder)
          && !groups.contains(Array(moduleFolder))
        {
          return module
        }
      }
    }
    return nil
  }
}
