/// The identifiers one file spells, each with the ways it is spelled there (`Way`): what the
/// prefilter's searches (`NameScan`) ask of a file, taken in one pass over its bytes.
///
/// Why: a tree holding TrustInsights code next to much other code is searched once per
/// analysis round, for the names that round looked up. Scanning (and reading) every unparsed
/// file again each round was most of such a run (a 16-file app beside a 69 MB tree: five
/// rounds, each reading and scanning all of it). A file is now read and described once; the
/// later rounds match their names against the description.
///
/// A description only has to let the search find every file that could matter; finding more
/// costs time, never correctness. So identifiers are kept by a 56-bit hash (two names that
/// share one are both "spelled"), and the scan is as loose as `NameScan` documents.
struct FileWords: Sendable {
  /// Ways an identifier occurs, one bit each (the low byte of an entry).
  enum Way {
    /// Anywhere (outside comments).
    static let any: UInt64 = 1 << 0
    /// Declared by `func`, or `init`/`subscript`/`deinit` not after a dot.
    static let function: UInt64 = 1 << 1
    /// Declared by `func` in a signature that spells `Never` (before the body's `{`).
    static let neverFunction: UInt64 = 1 << 2
    /// Declared by a type keyword, or in the path after `extension`.
    static let type: UInt64 = 1 << 3
    /// Declared by `var`/`let` (also the later bindings of one declaration).
    static let property: UInt64 = 1 << 4
    /// Declared by `typealias`.
    static let typeAlias: UInt64 = 1 << 5
    /// In the header of a type or extension declaration (before its `{`).
    static let header: UInt64 = 1 << 6
  }

  /// One per distinct identifier: its hash with the low byte holding its ways.
  private(set) var entries: [UInt64]

  /// The key of a hash or an entry: its ways cleared (and never 0, an empty slot's value).
  @inline(__always)
  static func key(_ hash: UInt64) -> UInt64 {
    let key = hash & ~0xFF
    return key == 0 ? 0x100 : key
  }

  /// What the previous identifier makes of the next one.
  private enum Pending { case none, function, property, type, extensionPath, typeAlias }

  /// Describes the file `p`.
  init(_ p: UnsafeBufferPointer<UInt8>) {
    var table = WordTable(bytes: p.count)
    let n = p.count
    var i = 0
    var pending = Pending.none
    var inBinding = false
    var depth = 0
    var inString = false
    var lastSignificant: UInt8 = 0
    // Names declared by `func` since the last `{`: a `Never` spelled now is in their
    // signature (the index marks only results written `Never`).
    var signatureNames: [UInt64] = []
    let classes = NameScan.byteClasses
    // After a type or extension keyword, until its `{`: the header, where conformances are
    // written. A `class func` header ends at the body's `{` too; a name in it is a harmless
    // extra match.
    var inHeader = false
    while i < n {
      let b = p[i]
      let kind = classes[Int(b)]
      if kind == NameScan.identifierStart {
        let start = i
        // FNV-1a as `NameScan.hash`, taken while the identifier is scanned.
        var hash = NameScan.hashStep(NameScan.hashStart, b)
        i += 1
        while i < n {
          let c = p[i]
          guard classes[Int(c)] <= NameScan.identifierByte else { break }
          hash = NameScan.hashStep(hash, c)
          i += 1
        }
        let keyword = NameScan.keyword(p, start, i)
        if keyword == .never {
          for name in signatureNames { table.add(name, FileWords.Way.neverFunction) }
        }
        var ways = Way.any
        if inHeader { ways |= Way.header }
        switch pending {
        case .function:
          ways |= Way.function
          signatureNames.append(hash)
        case .property: ways |= Way.property
        case .type, .extensionPath: ways |= Way.type
        case .typeAlias: ways |= Way.typeAlias
        case .none: break
        }
        // Initializers, subscripts and deinitializers are declared by their keyword.
        if keyword == .initializerLike && lastSignificant != UInt8(ascii: ".") { ways |= Way.function }
        table.add(hash, ways)
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
      if kind == NameScan.plain && !inString {
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
        i = NameScan.skipBlockComment(p, from: i)
        continue
      case UInt8(ascii: "\""):
        inString = true
      case 10, 13:
        if inBinding && depth == 0 && lastSignificant != UInt8(ascii: ",") { inBinding = false }
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        if inBinding { depth += 1 }
        if b == UInt8(ascii: "{") {
          if pending == .extensionPath { pending = .none }
          signatureNames.removeAll(keepingCapacity: true)
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
    entries = table.entries()
  }
}

/// An open-addressing set of identifier keys with their ways ORed, for one file's scan.
private struct WordTable {
  /// Entries (key | ways); 0 is an empty slot.
  private var slots: [UInt64]
  private var mask: Int
  private var count = 0

  init(bytes: Int) {
    var size = 64
    // About one distinct identifier per 40 bytes of source; grown when half full.
    while size < bytes / 20 { size <<= 1 }
    slots = [UInt64](repeating: 0, count: size)
    mask = size - 1
  }

  mutating func add(_ hash: UInt64, _ ways: UInt64) {
    let key = FileWords.key(hash)
    var slot = Int(truncatingIfNeeded: key >> 8) & mask
    while true {
      let e = slots[slot]
      if e == 0 {
        slots[slot] = key | ways
        count += 1
        if 2 * count > slots.count { grow() }
        return
      }
      if FileWords.key(e) == key {
        slots[slot] = e | ways
        return
      }
      slot = (slot + 1) & mask
    }
  }

  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    mask = slots.count - 1
    count = 0
    for e in old where e != 0 { add(e, e & 0xFF) }
  }

  /// The entries, in slot order.
  func entries() -> [UInt64] {
    var out: [UInt64] = []
    out.reserveCapacity(count)
    for e in slots where e != 0 { out.append(e) }
    return out
  }
}
