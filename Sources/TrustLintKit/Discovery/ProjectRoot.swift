import TrustLintSyntax

/// Finds the folder a run's declarations come from.
public enum ProjectRoot {
  /// Names whose presence marks a project root: a SwiftPM manifest or a git checkout.
  static let markerNames: Set<String> = ["Package.swift", ".git"]

  /// The nearest folder, starting at `path` itself when it is a folder (else its parent) and
  /// going up, that holds `Package.swift`, a `*.xcodeproj` or `.git`; nil when none does.
  /// `path` must be absolute.
  public static func find(from path: String) -> String? {
    var folder = Paths.normalize(path)
    if case .directory = FileSystem.kind(of: folder) {} else { folder = Paths.parent(folder) }
    while true {
      if isRoot(folder) { return folder }
      let up = Paths.parent(folder)
      if up == folder { return nil }
      folder = up
    }
  }

  /// The root for a run over several named paths: the nearest marked folder that holds all of
  /// them, found from the folder they share (a file stands for its folder), so that the root
  /// does not depend on the order the paths are named in. A hook passes staged files in git's
  /// order, and `Core/Sources/Core/Money.swift` (a local package) before
  /// `iOS/Bank/PayModel.swift` made the package the root: the app file's helpers in unstaged
  /// files were then unknown (a false "no status check" warning and "no category" note).
  /// Falls back to the first path's root when no marked folder holds them all, or when the
  /// paths lie in separate git checkouts below the folder they share: files of two clones
  /// named together under a home folder that is itself a (dotfiles) checkout made the home
  /// the root, so the whole home was read and neither clone's configuration applied. Paths
  /// must be absolute.
  public static func find(enclosing paths: [String]) -> String? {
    guard let first = paths.first else { return nil }
    var shared: [Substring]?
    var folders: [String] = []
    for path in paths {
      var folder = Paths.normalize(path)
      if case .directory = FileSystem.kind(of: folder) {} else { folder = Paths.parent(folder) }
      folders.append(folder)
      let parts = folder.split(separator: "/")
      guard let sofar = shared else {
        shared = parts
        continue
      }
      var common = 0
      while common < sofar.count && common < parts.count && sofar[common] == parts[common] { common += 1 }
      shared = Array(sofar[..<common])
    }
    let folder = "/" + (shared ?? []).joined(separator: "/")
    if folders.count > 1 && !folders.contains(where: { !hasCheckout(from: $0, below: folder) }) {
      return find(from: first)
    }
    return find(from: folder) ?? find(from: first)
  }

  /// Whether a folder from `start` up to `top` (not `top` itself) holds `.git`: `start` then
  /// lies in a checkout of its own below `top` (a clone, a submodule).
  static func hasCheckout(from start: String, below top: String) -> Bool {
    var folder = start
    while folder != top && Paths.isInside(folder, folder: top) {
      if FileSystem.exists(Paths.join(folder, ".git")) { return true }
      folder = Paths.parent(folder)
    }
    return false
  }

  /// The folder whose configuration governs a nested project: when `root` (a local package or
  /// an Xcode project inside a git checkout) holds no `.trustlint.json`, the nearest folder
  /// above it, up to the checkout's top (the nearest folder holding `.git`), that holds one;
  /// nil when `root` has its own, is itself a checkout's top, lies in no checkout, or no such
  /// folder exists. A team that configures trustlint at the top of its repository lints it
  /// as one project, and a hook naming only `Packages/Kit/Sources/Kit/A.swift` must then read
  /// the same configuration, baseline and declarations as the run over the whole repository.
  /// The checkout's top bounds the search: a package unpacked in `~/Downloads` (no checkout)
  /// must not take a stray `~/.trustlint.json` for its own and read the whole home folder.
  public static func configuredAncestor(of root: String, configName: String) -> String? {
    ancestor(of: root) { FileSystem.exists(Paths.join($0, configName)) }
  }

  /// The same for a run given `--config`: the folder above `root`, up to its checkout's top,
  /// that holds the given configuration (`configFolder`, compared by identity, so a path
  /// through a symbolic link counts). A hook or CI script that names the repository's
  /// `.trustlint.json` explicitly must lint a staged app file against the same declarations
  /// as without the flag; given, it left the Xcode project `ios/` the root, and a producer
  /// declared in a local package went unseen (a missed "not reported" error).
  public static func configuredAncestor(of root: String, configFolder: String) -> String? {
    guard case .directory(let target) = FileSystem.kind(of: Paths.normalize(configFolder)) else { return nil }
    return ancestor(of: root) { folder in
      if case .directory(let identity) = FileSystem.kind(of: folder) { return identity == target }
      return false
    }
  }

  /// The nearest folder above `root` that `isConfigured`, when a `.git` is met at or above it
  /// (the checkout's top bounds the walk); nil when `root` is configured or a checkout's top.
  private static func ancestor(of root: String, isConfigured: (String) -> Bool) -> String? {
    var folder = Paths.normalize(root)
    if isConfigured(folder) || FileSystem.exists(Paths.join(folder, ".git")) { return nil }
    var configured: String?
    while true {
      let up = Paths.parent(folder)
      if up == folder { return nil }
      folder = up
      if configured == nil && isConfigured(folder) { configured = folder }
      if FileSystem.exists(Paths.join(folder, ".git")) { return configured }
    }
  }

  /// Whether `folder` holds a project marker.
  static func isRoot(_ folder: String) -> Bool {
    for name in markerNames where FileSystem.exists(Paths.join(folder, name)) { return true }
    // Only existence matters here: no sorting (an ancestor such as /tmp may hold thousands).
    guard let entries = try? FileSystem.listing(of: folder, sorted: false) else { return false }
    return entries.contains { $0.name.hasSuffix(".xcodeproj") }
  }
}
