import TrustLintAnalysis

/// Tells whether a file spells one of the names the analyses looked up, in the way that could
/// change the answer (`NameQueries.Kind`): a declaration after `func`, `var`/`let`, a type
/// keyword or `typealias`, a name in a type or extension header, or any mention. One pass over the bytes, no tokens and no tree.
///
/// It only has to find every file that could matter; finding more costs time, never
/// correctness. So it is deliberately loose: keywords inside strings count, and the later
/// bindings of `var a = 1, b = 2` are found by following commas at bracket depth zero.
/// Comments are skipped (the index never reads them).
struct NameScan {
  private struct Entry {
    var hash: UInt64
    var bytes: [UInt8]
    var kinds: UInt8
    /// For `.call` queries: the pairs this word belongs to, with its side (1 callee, 2 label).
    var pairs: [(pair: Int, side: UInt8)] = []
  }

  /// How many `.call` pairs there are (each needs both of its words in the file).
  private var pairCount = 0

  private var entries: [Entry] = []
  /// Open addressing: entry index + 1, or 0 for an empty slot.
  private var slots: [Int32]
  private var mask: Int
  /// Some kind other than `.word` is wanted: declaration keywords must be tracked.
  private let wantsDeclarations: Bool
  /// Per first byte, bit `min(length, 63)` is set for the length of every wanted name that
  /// starts with it: most identifiers are ruled out without hashing.
  private var lengths = [UInt64](repeating: 0, count: 256)

  private static func bit(_ kind: NameQueries.Kind) -> UInt8 { 1 << UInt8(kind.rawValue) }

  /// A scanner for these names (dotted names are matched by their last component).
  init(_ queries: [NameQueries.Kind: Set<String>]) {
    var byName: [[UInt8]: UInt8] = [:]
    var pairsOf: [[UInt8]: [(pair: Int, side: UInt8)]] = [:]
    for (kind, names) in queries where kind != .call {
      for name in names {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        guard !last.isEmpty else { continue }
        byName[Array(last.utf8), default: 0] |= Self.bit(kind)
      }
    }
    for name in (queries[.call] ?? []).sorted() {
      let words = name.split(separator: " ").map { Array(($0.split(separator: ".").last ?? $0).utf8) }
      guard words.count == 2, !words[0].isEmpty, !words[1].isEmpty else { continue }
      for (side, word) in zip([UInt8(1), 2], words) {
        byName[word, default: 0] |= Self.bit(.call)
        pairsOf[word, default: []].append((pairCount, side))
      }
      pairCount += 1
    }
    var size = 16
    while size < byName.count * 2 { size <<= 1 }
    slots = [Int32](repeating: 0, count: size)
    mask = size - 1
    for (bytes, kinds) in byName.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      let hash = bytes.withUnsafeBufferPointer { Self.hash($0, 0, $0.count) }
      entries.append(Entry(hash: hash, bytes: bytes, kinds: kinds, pairs: pairsOf[bytes] ?? []))
      lengths[Int(bytes[0])] |= 1 << UInt64(min(bytes.count, 63))
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(entries.count)
    }
    wantsDeclarations = byName.values.contains { $0 & ~(Self.bit(.word) | Self.bit(.call)) != 0 }
  }

  /// Whether nothing is looked for.
  var isEmpty: Bool { entries.isEmpty }

  static func hash(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    var i = start
    while i < end {
      h = (h ^ UInt64(p[i])) &* 0x100_0000_01b3
      i += 1
    }
    return h
  }

  /// The entry of the identifier `p[start..<end]`, or -1 when it is not looked for.
  @inline(__always)
  private func entry(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    guard lengths[Int(p[start])] & (1 << UInt64(min(end - start, 63))) != 0 else { return -1 }
    let h = Self.hash(p, start, end)
    var slot = Int(truncatingIfNeeded: h) & mask
    while true {
      let e = Int(slots[slot])
      if e == 0 { return -1 }
      let entry = entries[e - 1]
      if entry.hash == h && entry.bytes.count == end - start {
        var i = 0
        while i < entry.bytes.count && entry.bytes[i] == p[start + i] { i += 1 }
        if i == entry.bytes.count { return e - 1 }
      }
      slot = (slot + 1) & mask
    }
  }

  /// What the previous identifier makes of the next one.
  private enum Pending { case none, function, property, type, extensionPath, typeAlias }

  /// Whether the file spells a wanted name in a wanted way.
  func matches(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !entries.isEmpty else { return false }
    let n = p.count
    var i = 0
    var pending = Pending.none
    var inBinding = false
    var depth = 0
    var inString = false
    var lastSignificant: UInt8 = 0
    // A wanted `func name` was just declared and its body's `{` not reached yet: `Never`
    // spelled now is in its signature (the index marks only results written `Never`).
    var neverCandidate = false
    var pairSides = [UInt8](repeating: 0, count: pairCount)
    let classes = Self.byteClasses
    // After a type or extension keyword, until its `{`: the header, where conformances are
    // written. A `class func` header ends at the body's `{` too; a name in it is a harmless
    // extra match.
    var inHeader = false
    while i < n {
      let b = p[i]
      let kind = classes[Int(b)]
      if kind == Self.identifierStart {
        let start = i
        i += 1
        while i < n && classes[Int(p[i])] <= Self.identifierByte { i += 1 }
        let keyword = wantsDeclarations ? Self.keyword(p, start, i) : .none
        if keyword == .never && neverCandidate { return true }
        let found = entry(p, start, i)
        let wanted = found >= 0 ? entries[found].kinds : 0
        if wanted != 0 {
          if wanted & Self.bit(.word) != 0 { return true }
          if wanted & Self.bit(.call) != 0 {
            for (pair, side) in entries[found].pairs {
              pairSides[pair] |= side
              if pairSides[pair] == 3 { return true }
            }
          }
          if inHeader && wanted & Self.bit(.conformance) != 0 { return true }
          let afterDot = lastSignificant == UInt8(ascii: ".")
          switch pending {
          case .function:
            if wanted & Self.bit(.function) != 0 { return true }
            if wanted & Self.bit(.neverFunction) != 0 { neverCandidate = true }
          case .property: if wanted & Self.bit(.property) != 0 { return true }
          case .type, .extensionPath: if wanted & Self.bit(.type) != 0 { return true }
          case .typeAlias: if wanted & Self.bit(.typeAlias) != 0 { return true }
          case .none:
            // Initializers, subscripts and deinitializers are declared by their keyword.
            if !afterDot && wanted & Self.bit(.function) != 0 && keyword == .initializerLike { return true }
          }
        }
        if pending != .extensionPath { pending = .none }
        switch keyword {
        case .function: pending = .function
        case .binding:
          pending = .property
          inBinding = true
          depth = 0
        case .type:
          pending = .type
          inHeader = true
        case .extension:
          pending = .extensionPath
          inHeader = true
        case .typeAlias: pending = .typeAlias
        default: break
        }
        lastSignificant = p[i - 1]
        continue
      }
      // Most other bytes (spaces, digits, operators) change nothing but the last significant
      // byte; only the few the switch below handles need it.
      if kind == Self.plain && !inString {
        if b > 32 { lastSignificant = b }
        i += 1
        continue
      }
      if inString {
        if b == UInt8(ascii: "\\") {
          i += 2
          continue
        }
        if b == UInt8(ascii: "\"") { inString = false }
        if b == 10 || b == 13 { inString = false }
        i += 1
        continue
      }
      switch b {
      case UInt8(ascii: "/") where i + 1 < n && p[i + 1] == UInt8(ascii: "/"):
        while i < n && p[i] != 10 && p[i] != 13 { i += 1 }
        continue
      case UInt8(ascii: "/") where i + 1 < n && p[i + 1] == UInt8(ascii: "*"):
        i = Self.skipBlockComment(p, from: i)
        continue
      case UInt8(ascii: "\""):
        inString = true
      case 10, 13:
        if inBinding && depth == 0 && lastSignificant != UInt8(ascii: ",") { inBinding = false }
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        if inBinding { depth += 1 }
        if b == UInt8(ascii: "{") {
          if pending == .extensionPath { pending = .none }
          neverCandidate = false
          inHeader = false
        }
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if inBinding {
          depth -= 1
          if depth < 0 { inBinding = false }
        }
      case UInt8(ascii: ","):
        if inBinding && depth == 0 { pending = .property }
      case UInt8(ascii: ";"):
        if depth == 0 { inBinding = false }
      default:
        break
      }
      if b > 32 { lastSignificant = b }
      i += 1
    }
    return false
  }

  /// The end of a (nested) block comment starting at `start`.
  private static func skipBlockComment(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start + 2
    var nesting = 1
    let n = p.count
    while i < n {
      if p[i] == UInt8(ascii: "*") && i + 1 < n && p[i + 1] == UInt8(ascii: "/") {
        nesting -= 1
        i += 2
        if nesting == 0 { return i }
      } else if p[i] == UInt8(ascii: "/") && i + 1 < n && p[i + 1] == UInt8(ascii: "*") {
        nesting += 1
        i += 2
      } else {
        i += 1
      }
    }
    return n
  }

  private enum Keyword { case none, function, binding, type, `extension`, typeAlias, initializerLike, never }

  private static func keyword(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
    let length = end - start
    guard length >= 3 && length <= 9 else { return .none }
    func spells(_ word: StaticString) -> Bool {
      guard word.utf8CodeUnitCount == length else { return false }
      let w = word.utf8Start
      var i = 0
      while i < length {
        if w[i] != p[start + i] { return false }
        i += 1
      }
      return true
    }
    switch p[start] {
    case UInt8(ascii: "f"): return spells("func") ? .function : .none
    case UInt8(ascii: "v"): return spells("var") ? .binding : .none
    case UInt8(ascii: "l"): return spells("let") ? .binding : .none
    case UInt8(ascii: "s"):
      if spells("struct") { return .type }
      return spells("subscript") ? .initializerLike : .none
    case UInt8(ascii: "c"): return spells("class") ? .type : .none
    case UInt8(ascii: "e"):
      if spells("enum") { return .type }
      return spells("extension") ? .extension : .none
    case UInt8(ascii: "a"): return spells("actor") ? .type : .none
    case UInt8(ascii: "p"): return spells("protocol") ? .type : .none
    case UInt8(ascii: "t"): return spells("typealias") ? .typeAlias : .none
    case UInt8(ascii: "i"): return spells("init") ? .initializerLike : .none
    case UInt8(ascii: "d"): return spells("deinit") ? .initializerLike : .none
    case UInt8(ascii: "N"): return spells("Never") ? .never : .none
    default: return .none
    }
  }

  /// Byte classes (`classes`): an identifier's first byte, a later identifier byte (digit), a
  /// byte the scanner acts on outside strings, any other byte.
  private static let identifierStart: UInt8 = 0
  private static let identifierByte: UInt8 = 1
  private static let special: UInt8 = 2
  private static let plain: UInt8 = 3

  /// The class of every byte value.
  private static let byteClasses: [UInt8] = (0..<256).map { v in
    let b = UInt8(v)
    if isIdentifierStart(b) { return identifierStart }
    if isIdentifierByte(b) { return identifierByte }
    return Array("/\"\n\r([{)]},;\\".utf8).contains(b) ? special : plain
  }

  @inline(__always)
  static func isIdentifierStart(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
  }

  @inline(__always)
  static func isIdentifierByte(_ b: UInt8) -> Bool {
    isIdentifierStart(b) || (b >= 0x30 && b <= 0x39)
  }
}
