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
    // Discovery and the index normalize every path of a run (8,000 in a large app), almost
    // all of them normal already: checked on the bytes and returned as they are. Splitting a
    // `String` walks its characters, which made this a tenth of a whole `lint` run's time.
    if isNormal(path) { return path }
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in components(path) {
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

  /// The non-empty `/`-separated components of `path`, cut on its bytes (a `/` byte never
  /// occurs inside a multi-byte UTF-8 sequence).
  public static func components(_ path: String) -> [Substring] {
    let utf8 = path.utf8
    var parts: [Substring] = []
    var start = utf8.startIndex
    var i = start
    while i != utf8.endIndex {
      if utf8[i] == UInt8(ascii: "/") {
        if i != start { parts.append(Substring(utf8[start..<i])) }
        start = utf8.index(after: i)
      }
      i = utf8.index(after: i)
    }
    if start != utf8.endIndex { parts.append(Substring(utf8[start..<utf8.endIndex])) }
    return parts
  }

  /// Whether `normalize` would return `path` unchanged: `.` or `/`, or components that are
  /// neither empty nor `.` nor `..`, without a trailing `/`.
  static func isNormal(_ path: String) -> Bool {
    var copy = path
    return copy.withUTF8 { bytes in
      let n = bytes.count
      if n == 0 { return false }
      if n == 1 { return true }  // `/`, `.`, or a one-byte name
      let slash = UInt8(ascii: "/")
      let dot = UInt8(ascii: ".")
      if bytes[n - 1] == slash { return false }
      // Each component starts at 0 (relative) or after a `/`.
      var start = bytes[0] == slash ? 1 : 0
      var i = start
      while i <= n {
        if i == n || bytes[i] == slash {
          let length = i - start
          if length == 0 { return false }
          if bytes[start] == dot && (length == 1 || (length == 2 && bytes[start + 1] == dot)) { return false }
          start = i + 1
        }
        i += 1
      }
      return true
    }
  }

  /// The normalized absolute form of `path`, resolved against `directory` when relative.
  public static func absolute(_ path: String, in directory: String) -> String {
    normalize(path.hasPrefix("/") ? path : join(directory, path))
  }

  /// The path that leads from absolute folder `base` to absolute path `target`, using `..`
  /// where needed; `.` when they are equal.
  public static func relative(from base: String, to target: String) -> String {
    let b = components(normalize(base))
    let t = components(normalize(target))
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
