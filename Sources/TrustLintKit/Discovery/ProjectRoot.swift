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

  /// Whether `folder` holds a project marker.
  static func isRoot(_ folder: String) -> Bool {
    for name in markerNames where FileSystem.exists(Paths.join(folder, name)) { return true }
    // Only existence matters here: no sorting (an ancestor such as /tmp may hold thousands).
    guard let entries = try? FileSystem.listing(of: folder, sorted: false) else { return false }
    return entries.contains { $0.name.hasSuffix(".xcodeproj") }
  }
}
