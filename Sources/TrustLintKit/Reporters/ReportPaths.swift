import TrustLintSyntax

/// Turns the paths findings carry (as given on the command line or found by the
/// folder walk: absolute, or relative to the working directory) into paths
/// relative to the project root. Purely lexical: it never touches the file system,
/// so symbolic links are not resolved.
public struct ReportPaths: Sendable, Equatable {
  /// Absolute, normalised path of the project root (no trailing slash, except `/`).
  public let root: String
  /// Absolute, normalised directory that relative paths in findings start from.
  public let workingDirectory: String

  /// `root` and `workingDirectory` should be absolute; a relative `root` is taken
  /// relative to `workingDirectory`.
  public init(root: String, workingDirectory: String) {
    let cwd = Paths.normalize(workingDirectory.hasPrefix("/") ? workingDirectory : "/" + workingDirectory)
    self.workingDirectory = cwd
    self.root = Paths.normalize(root.hasPrefix("/") ? root : cwd + "/" + root)
  }

  /// The absolute, normalised form of `path` (`.` and `..` segments resolved lexically).
  public func absolute(_ path: String) -> String {
    Paths.normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
  }

  /// `path` relative to the root, with `/` separators and no leading `./`.
  /// A path outside the root comes back absolute; the root itself comes back as `.`.
  public func relative(_ path: String) -> String {
    let abs = absolute(path)
    if abs == root { return "." }
    if root == "/" { return String(abs.dropFirst()) }
    if abs.hasPrefix(root + "/") { return String(abs.dropFirst(root.count + 1)) }
    return abs
  }

}
