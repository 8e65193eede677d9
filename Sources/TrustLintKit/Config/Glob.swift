/// Why a glob pattern cannot be used.
public struct GlobError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  public var pattern: String
  /// What is wrong with it.
  public var reason: String
  /// `invalid glob 'PATTERN': REASON`.
  public var description: String { "invalid glob '\(pattern)': \(reason)" }
}

/// A path glob for `include` and `exclude`, matched against `/`-separated paths
/// relative to the project root (no leading `./`).
///
/// - `*` matches any run of characters except `/`; `?` one character except `/`;
///   `[abc]`, `[a-z]`, `[!abc]` / `[^abc]` one character (never `/`) of a set;
///   `\x` matches `x` literally.
/// - `**` as a whole segment matches any number of segments: `**/Generated` matches
///   `Generated` and `a/b/Generated`; `Sources/**` everything under `Sources/`.
///   Elsewhere (`a**b`) it acts as `*`.
/// - A pattern without `/` matches at any depth (`*.generated.swift`, `Pods`), as in
///   `.gitignore`; a leading `/` anchors it to the root; a trailing `/` is ignored.
///
/// Matching simulates the pattern's NFA over the path's bytes: time is
/// O(path length × pattern length) whatever the pattern, with no backtracking, so
/// `a*a*a*a*a*a*b` against a long run of `a`s finishes at once.
public struct Glob: Sendable, Equatable {
  enum Element: Sendable, Equatable {
    /// One literal byte.
    case byte(UInt8)
    /// `?`
    case anyByte
    /// `[…]`: 256-bit membership, already negated where `!`/`^` asked.
    case set([UInt64])
    /// `*`
    case star
    /// `**` at the end: anything, slashes included, or nothing.
    case globstar
    /// `**/`: nothing, or anything ending in `/`.
    case globstarSlash
  }

  /// The pattern as written.
  public let pattern: String
  let elements: [Element]

  /// Compiles `pattern`; an unterminated `[` or an empty pattern is an error.
  public init(_ pattern: String) throws(GlobError) {
    self.pattern = pattern
    var p = Array(pattern.utf8)
    while p.starts(with: Array("./".utf8)) { p.removeFirst(2) }
    while p.count > 1 && p.last == UInt8(ascii: "/") { p.removeLast() }
    guard !p.isEmpty, p != [UInt8(ascii: "/")] else { throw GlobError(pattern: pattern, reason: "empty pattern") }
    if p.first == UInt8(ascii: "/") {
      p.removeFirst()
    } else if !p.contains(UInt8(ascii: "/")) {
      p = Array("**/".utf8) + p
    }
    elements = try Glob.compile(p, pattern: pattern)
  }

  private static func compile(_ p: [UInt8], pattern: String) throws(GlobError) -> [Element] {
    var out: [Element] = []
    var i = 0
    let slash = UInt8(ascii: "/")
    while i < p.count {
      let b = p[i]
      switch b {
      case UInt8(ascii: "*"):
        var j = i
        while j < p.count && p[j] == UInt8(ascii: "*") { j += 1 }
        let wholeSegment = j - i >= 2 && (i == 0 || p[i - 1] == slash) && (j == p.count || p[j] == slash)
        if wholeSegment && j < p.count {
          out.append(.globstarSlash)
          j += 1
        } else if wholeSegment {
          out.append(.globstar)
        } else {
          out.append(.star)
        }
        i = j
      case UInt8(ascii: "?"):
        out.append(.anyByte)
        i += 1
      case UInt8(ascii: "["):
        let (set, next) = try compileSet(p, from: i + 1, pattern: pattern)
        out.append(.set(set))
        i = next
      case UInt8(ascii: "\\") where i + 1 < p.count:
        out.append(.byte(p[i + 1]))
        i += 2
      default:
        out.append(.byte(b))
        i += 1
      }
    }
    return out
  }

  /// Parses a set after its `[`; returns the membership bits and the index after `]`.
  private static func compileSet(_ p: [UInt8], from start: Int, pattern: String) throws(GlobError) -> ([UInt64], Int) {
    var bits = [UInt64](repeating: 0, count: 4)
    func add(_ b: UInt8) { bits[Int(b >> 6)] |= 1 << UInt64(b & 63) }
    var i = start
    let negated = i < p.count && (p[i] == UInt8(ascii: "!") || p[i] == UInt8(ascii: "^"))
    if negated { i += 1 }
    var first = true
    while i < p.count {
      var b = p[i]
      if b == UInt8(ascii: "]") && !first { break }
      first = false
      if b == UInt8(ascii: "\\") && i + 1 < p.count {
        i += 1
        b = p[i]
      }
      if i + 2 < p.count && p[i + 1] == UInt8(ascii: "-") && p[i + 2] != UInt8(ascii: "]") {
        let hi = p[i + 2]
        guard b <= hi else {
          throw GlobError(
            pattern: pattern,
            reason: "range '\(Character(Unicode.Scalar(b)))-\(Character(Unicode.Scalar(hi)))' is reversed")
        }
        for c in b...hi { add(c) }
        i += 3
      } else {
        add(b)
        i += 1
      }
    }
    guard i < p.count else { throw GlobError(pattern: pattern, reason: "'[' is not closed by ']'") }
    if negated { bits = bits.map { ~$0 } }
    bits[0] &= ~(1 << UInt64(UInt8(ascii: "/")))  // a set never matches the separator
    return (bits, i + 1)
  }

  /// Whether the whole of `path` matches.
  public func matches(_ path: String) -> Bool { run(Array(path.utf8), orAncestor: false) }

  /// Whether `path` or one of its ancestor folders matches: `exclude: ["Generated"]`
  /// excludes `Generated/Models/A.swift` without the walk having to test folders.
  public func matchesPathOrAncestor(_ path: String) -> Bool { run(Array(path.utf8), orAncestor: true) }

  private func run(_ path: [UInt8], orAncestor: Bool) -> Bool {
    let m = elements.count
    var current = [Bool](repeating: false, count: m + 1)
    var next = current
    current[0] = true
    closeOver(&current)
    for b in path {
      if orAncestor && b == UInt8(ascii: "/") && current[m] { return true }
      for k in 0...m { next[k] = false }
      var any = false
      for k in 0..<m where current[k] {
        switch elements[k] {
        case .byte(let c): if c == b { next[k + 1] = true }
        case .anyByte: if b != UInt8(ascii: "/") { next[k + 1] = true }
        case .set(let bits): if bits[Int(b >> 6)] & (1 << UInt64(b & 63)) != 0 { next[k + 1] = true }
        case .star: if b != UInt8(ascii: "/") { next[k] = true }
        case .globstar: next[k] = true
        case .globstarSlash:
          next[k] = true
          if b == UInt8(ascii: "/") { next[k + 1] = true }
        }
        any = true
      }
      guard any else { return false }
      closeOver(&next)
      swap(&current, &next)
    }
    return current[m]
  }

  /// Adds the states reachable without consuming a byte (past `*`, `**`, `**/`).
  /// Epsilon moves only go forward, so one ascending pass suffices.
  private func closeOver(_ states: inout [Bool]) {
    for k in 0..<elements.count where states[k] {
      switch elements[k] {
      case .star, .globstar, .globstarSlash: states[k + 1] = true
      default: break
      }
    }
  }
}

/// Several globs: a path matches the set when it matches any of them.
public struct GlobSet: Sendable, Equatable {
  /// The compiled patterns, in order.
  public let globs: [Glob]
  /// Compiles every pattern; the first invalid one is the error.
  public init(_ patterns: [String]) throws(GlobError) {
    var globs: [Glob] = []
    for p in patterns { globs.append(try Glob(p)) }
    self.globs = globs
  }
  /// True when there are no patterns.
  public var isEmpty: Bool { globs.isEmpty }
  /// Whether any glob matches the whole of `path`.
  public func matches(_ path: String) -> Bool { globs.contains { $0.matches(path) } }
  /// Whether any glob matches `path` or one of its ancestor folders.
  public func matchesPathOrAncestor(_ path: String) -> Bool { globs.contains { $0.matchesPathOrAncestor(path) } }
}
