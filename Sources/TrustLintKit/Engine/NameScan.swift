import TrustLintAnalysis

/// Tells whether a file spells one of the names the analyses looked up, in the way that could
/// change the answer (`NameQueries.Kind`): a declaration after `func`, `var`/`let`, a type
/// keyword or `typealias`, a name in a type or extension header, or any mention. It reads a
/// file's `FileWords` (one pass over the bytes, no tokens and no tree), which a run takes once
/// per file and matches each round's names against.
///
/// It only has to find every file that could matter; finding more costs time, never
/// correctness. So it is deliberately loose: keywords inside strings count, and the later
/// bindings of `var a = 1, b = 2` are found by following commas at bracket depth zero.
/// Comments are skipped (the index never reads them).
struct NameScan {
  private struct Entry {
    var key: UInt64
    var kinds: UInt8
    /// For `.call` queries: the pairs this word belongs to, with its side (1 callee, 2 label).
    var pairs: [(pair: Int, side: UInt8)] = []
  }

  /// How many `.call` pairs there are (each needs both of its words in the file).
  private var pairCount = 0

  private var entries: [Entry] = []
  /// Open addressing by `FileWords.key`: entry index + 1, or 0 for an empty slot. Names whose
  /// keys collide share one entry (a harmless extra match).
  private var slots: [Int32]
  private var mask: Int

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
      let key = FileWords.key(bytes.withUnsafeBufferPointer { Self.hash($0, 0, $0.count) })
      var slot = Int(truncatingIfNeeded: key >> 8) & mask
      while slots[slot] != 0 && entries[Int(slots[slot]) - 1].key != key { slot = (slot + 1) & mask }
      if slots[slot] == 0 {
        entries.append(Entry(key: key, kinds: kinds, pairs: pairsOf[bytes] ?? []))
        slots[slot] = Int32(entries.count)
      } else {
        entries[Int(slots[slot]) - 1].kinds |= kinds
        entries[Int(slots[slot]) - 1].pairs += pairsOf[bytes] ?? []
      }
    }
  }

  /// Whether nothing is looked for.
  var isEmpty: Bool { entries.isEmpty }

  /// The FNV-1a hash before any byte.
  static let hashStart: UInt64 = 0xcbf2_9ce4_8422_2325

  /// One byte of FNV-1a (`FileWords` takes it while it scans an identifier).
  @inline(__always)
  static func hashStep(_ h: UInt64, _ byte: UInt8) -> UInt64 { (h ^ UInt64(byte)) &* 0x100_0000_01b3 }

  /// FNV-1a of `p[start..<end]` (`FileWords` keys identifiers by it).
  static func hash(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
    var h = hashStart
    var i = start
    while i < end {
      h = hashStep(h, p[i])
      i += 1
    }
    return h
  }

  /// Whether the file spells a wanted name in a wanted way.
  func matches(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !entries.isEmpty else { return false }
    return matches(FileWords(p))
  }

  /// Whether the file these words describe spells a wanted name in a wanted way.
  func matches(_ words: FileWords) -> Bool {
    var pairSides = [UInt8](repeating: 0, count: pairCount)
    // A file spells a few hundred distinct identifiers; a round may look for thousands of
    // names: each of the file's words is looked up, not each name searched for.
    for word in words.entries {
      let key = FileWords.key(word)
      var slot = Int(truncatingIfNeeded: key >> 8) & mask
      var found = -1
      while slots[slot] != 0 {
        let e = Int(slots[slot]) - 1
        if entries[e].key == key {
          found = e
          break
        }
        slot = (slot + 1) & mask
      }
      guard found >= 0 else { continue }
      let entry = entries[found]
      let ways = word & 0xFF
      let kinds = entry.kinds
      if kinds & Self.bit(.word) != 0 { return true }
      if kinds & Self.bit(.function) != 0 && ways & FileWords.Way.function != 0 { return true }
      if kinds & Self.bit(.neverFunction) != 0 && ways & FileWords.Way.neverFunction != 0 { return true }
      if kinds & Self.bit(.type) != 0 && ways & FileWords.Way.type != 0 { return true }
      if kinds & Self.bit(.property) != 0 && ways & FileWords.Way.property != 0 { return true }
      if kinds & Self.bit(.typeAlias) != 0 && ways & FileWords.Way.typeAlias != 0 { return true }
      if kinds & Self.bit(.conformance) != 0 && ways & FileWords.Way.header != 0 { return true }
      for (pair, side) in entry.pairs {
        pairSides[pair] |= side
        if pairSides[pair] == 3 { return true }
      }
    }
    return false
  }

  /// The end of a (nested) block comment starting at `start`.
  static func skipBlockComment(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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

  /// The keywords the scan acts on (`.never`: the type `Never`).
  enum Keyword { case none, function, binding, type, `extension`, typeAlias, initializerLike, never }

  /// The keyword `p[start..<end]` spells, if it is one the scan acts on.
  static func keyword(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
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
  static let identifierStart: UInt8 = 0
  static let identifierByte: UInt8 = 1
  static let special: UInt8 = 2
  static let plain: UInt8 = 3

  /// The class of every byte value.
  static let byteClasses: [UInt8] = (0..<256).map { v in
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
