import Foundation
import TrustLintSyntax

/// Which Swift package module each file belongs to, and which modules code in a module can see:
/// used to tell apart declarations of one name in two modules that folders alone do not
/// (`ModuleShadowing` needs the same signature and a nearer folder).
///
/// A file under `Sources/<Name>/` or `Tests/<Name>/` (the Swift package layout) is in module
/// `<Name>`. Code in one module reaches another module's declarations only when that module is
/// imported: by any file of the caller's module (extension members leak across the files of a
/// module), or re-exported (`@_exported import`) by a module it imports. So a card feature that
/// imports `LegacyRisk` and calls `gate.evaluate(.cardReplacement)` reaches LegacyRisk's
/// `TrustGate.evaluate(_:)`, not TrustKit's of the same name, which it never imports.
///
/// Files outside that layout (an Xcode app folder) count as one module together. Only a
/// declaration in a known module is ever out of reach: one beside whose `Sources`/`Tests`
/// folder a `Package.swift` stands, or one some file of the run imports. A folder under
/// `Sources/` that neither says may be a plain group of an Xcode target (Tuist's
/// `App/Sources/Screens/`), not a module. Callers use this to choose among several candidates
/// of one call and keep them all when it would leave none.
struct PackageModules: Sendable {
  /// Per file (in `Program.files` order): its module, nil outside the package layout.
  private let moduleOfFile: [String?]
  /// The modules known to be modules: imported by some file, or in a package (`Package.swift`).
  private let known: Set<String>
  /// Per module ("" for the files outside the layout): the modules its code can see.
  private let visible: [String: Set<String>]
  /// Whether any file is in a known module (otherwise nothing is ever out of reach).
  let any: Bool

  /// The table for files with `folders` (each file's folder components, outermost first) and
  /// `imports` (each file's import declarations).
  /// `hasManifest` answers whether a folder (absolute) holds a `Package.swift`.
  init(folders: [[Substring]], imports: [[ImportDecl]], hasManifest: (String) -> Bool) {
    let modules = folders.map(Self.module(in:))
    let packageRoots = folders.map(Self.packageRoot(in:))
    moduleOfFile = modules
    any = modules.contains { $0 != nil }
    guard any else {
      visible = [:]
      known = []
      return
    }
    var direct: [String: Set<String>] = [:]
    var exported: [String: Set<String>] = [:]
    for (file, decls) in imports.enumerated() {
      let module = modules[file] ?? ""
      for decl in decls {
        direct[module, default: []].insert(decl.module.text)
        if decl.attributes.contains("_exported") { exported[module, default: []].insert(decl.module.text) }
      }
    }
    // Close over re-exports: importing a module that re-exports another shows both.
    var closed: [String: Set<String>] = [:]
    for (module, seen) in direct {
      var all = seen
      var work = Array(seen)
      while let next = work.popLast() {
        for more in exported[next] ?? [] where all.insert(more).inserted { work.append(more) }
      }
      closed[module] = all
    }
    visible = closed
    var known = direct.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    var manifests: [String: Bool] = [:]
    for (file, module) in modules.enumerated() {
      guard let module, !known.contains(module), let root = packageRoots[file] else { continue }
      let found = manifests[root] ?? hasManifest(root)
      manifests[root] = found
      if found { known.insert(module) }
    }
    self.known = known
  }

  /// The module of a file in `folders`: the folder after the last `Sources` or `Tests` one,
  /// when the file is inside it.
  private static func module(in folders: [Substring]) -> String? {
    guard let root = folders.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), root + 1 < folders.count
    else { return nil }
    return String(folders[root + 1])
  }

  /// The folder holding the `Sources` or `Tests` folder of `module(in:)`, absolute.
  private static func packageRoot(in folders: [Substring]) -> String? {
    guard let root = folders.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), root + 1 < folders.count
    else { return nil }
    return "/" + folders[..<root].joined(separator: "/")
  }

  /// The package module of a file (the folder after its last `Sources` or `Tests`), nil
  /// outside the layout.
  func module(ofFile file: Int) -> String? {
    moduleOfFile.indices.contains(file) ? moduleOfFile[file] : nil
  }

  /// Whether files `a` and `b` are in one module (files outside the layout count as one).
  func isSameModule(_ a: Int, _ b: Int) -> Bool {
    moduleOfFile.indices.contains(a) && moduleOfFile.indices.contains(b) && moduleOfFile[a] == moduleOfFile[b]
  }

  /// Whether files `a` and `b` are known to be in different modules: one of them is in a known
  /// package module and the other is not in it.
  func areDifferentModules(_ a: Int, _ b: Int) -> Bool {
    guard any, moduleOfFile.indices.contains(a), moduleOfFile.indices.contains(b), moduleOfFile[a] != moduleOfFile[b]
    else { return false }
    return [moduleOfFile[a], moduleOfFile[b]].contains { $0.map(known.contains) ?? false }
  }

  /// Whether code in file `caller` can reach a declaration in file `declared`.
  func reaches(from caller: Int, to declared: Int) -> Bool {
    guard any, moduleOfFile.indices.contains(caller), moduleOfFile.indices.contains(declared),
      let target = moduleOfFile[declared], known.contains(target)
    else { return true }
    let module = moduleOfFile[caller] ?? ""
    return module == target || visible[module]?.contains(target) == true
  }
}
