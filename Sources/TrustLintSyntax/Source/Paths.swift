import Foundation

/// Lexical path arithmetic on `/`-separated strings: no file system access, so results are
/// the same whatever the disk holds and tests need no fixtures.
public enum Paths {
  /// `base/child`, or `child` alone when it is absolute or `base` is `.`.
  public static func join(_ base: String, _ child: String) -> String {
    if child.hasPrefix("/") || base.isEmpty || base == "." { return child }
    return base.hasSuffix("/") ? base + child : base + "/" + child
  }

  /// Removes empty and `.` components and folds `name/..`; keeps a leading `/` and leading `..`.
  /// An empty relative result is `.`.
  public static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if let last = parts.last, last != ".." {
          parts.removeLast()
          continue
        }
        if absolute { continue }  // `/..` is `/`
      }
      parts.append(part)
    }
    let body = parts.joined(separator: "/")
    if absolute { return "/" + body }
    return body.isEmpty ? "." : body
  }

  /// The normalized absolute form of `path`, resolved against `directory` when relative.
  public static func absolute(_ path: String, in directory: String) -> String {
    normalize(path.hasPrefix("/") ? path : join(directory, path))
  }

  /// The path that leads from absolute folder `base` to absolute path `target`, using `..`
  /// where needed; `.` when they are equal.
  public static func relative(from base: String, to target: String) -> String {
    let b = normalize(base).split(separator: "/")
    let t = normalize(target).split(separator: "/")
    var common = 0
    while common < b.count && common < t.count && b[common] == t[common] { common += 1 }
    let ups = Array(repeating: "..", count: b.count - common)
    let downs = t[common...].map(String.init)
    let joined = (ups + downs).joined(separator: "/")
    return joined.isEmpty ? "." : joined
  }

  /// Whether absolute `path` is `folder` itself or lies inside it.
  public static func isInside(_ path: String, folder: String) -> Bool {
    if folder == "/" { return path.hasPrefix("/") }
    return path == folder || path.hasPrefix(folder + "/")
  }

  /// The folder that holds `path` (lexically: `a/b` → `a`, `a` → `.`, `/a` → `/`).
  public static func parent(_ path: String) -> String {
    normalize(join(normalize(path), ".."))
  }
}
