/// A JSON value to be written, with object keys kept in the order given, so
/// that every JSON output (json, sarif, gitlab, baselines) is byte-for-byte
/// deterministic without sorting keys alphabetically.
public indirect enum JSONText: Sendable, Equatable {
  /// Members in the order they are written.
  case object([(String, JSONText)])
  /// Items in order.
  case array([JSONText])
  /// Text, escaped when written.
  case string(String)
  /// An integer (reports carry no fractions).
  case int(Int)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// Structural equality, member order included.
  public static func == (a: JSONText, b: JSONText) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.array(let x), .array(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.int(let x), .int(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.null, .null): return true
    default: return false
    }
  }

  /// The value as text. Pretty output indents by two spaces and writes `"key": value`;
  /// compact output has no whitespace at all. Neither ends with a newline.
  public func rendered(pretty: Bool) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(4096)
    write(into: &out, pretty: pretty, indent: 0)
    return String(decoding: out, as: UTF8.self)
  }

  // Recursion depth is bounded by the shapes our reporters build (at most ~8 levels),
  // never by input data.
  private func write(into out: inout [UInt8], pretty: Bool, indent: Int) {
    switch self {
    case .string(let s): JSONText.appendQuoted(s, to: &out)
    case .int(let n): out.append(contentsOf: String(n).utf8)
    case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
    case .null: out.append(contentsOf: "null".utf8)
    case .array(let items):
      guard !items.isEmpty else { return out.append(contentsOf: "[]".utf8) }
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        JSONText.newline(&out, pretty: pretty, indent: indent + 1)
        item.write(into: &out, pretty: pretty, indent: indent + 1)
      }
      JSONText.newline(&out, pretty: pretty, indent: indent)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return out.append(contentsOf: "{}".utf8) }
      out.append(UInt8(ascii: "{"))
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        JSONText.newline(&out, pretty: pretty, indent: indent + 1)
        JSONText.appendQuoted(key, to: &out)
        out.append(UInt8(ascii: ":"))
        if pretty { out.append(UInt8(ascii: " ")) }
        value.write(into: &out, pretty: pretty, indent: indent + 1)
      }
      JSONText.newline(&out, pretty: pretty, indent: indent)
      out.append(UInt8(ascii: "}"))
    }
  }

  private static func newline(_ out: inout [UInt8], pretty: Bool, indent: Int) {
    guard pretty else { return }
    out.append(10)
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
  }

  /// Appends `s` as a JSON string literal: quotes, backslashes and control
  /// characters escaped; everything else written as UTF-8.
  static func appendQuoted(_ s: String, to out: inout [UInt8]) {
    let hex: [UInt8] = Array("0123456789abcdef".utf8)
    out.append(UInt8(ascii: "\""))
    for b in s.utf8 {
      switch b {
      case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
      case UInt8(ascii: "\\"): out.append(contentsOf: [92, 92])
      case 10: out.append(contentsOf: [92, UInt8(ascii: "n")])
      case 13: out.append(contentsOf: [92, UInt8(ascii: "r")])
      case 9: out.append(contentsOf: [92, UInt8(ascii: "t")])
      case 0..<0x20, 0x7F:
        out.append(contentsOf: Array("\\u00".utf8))
        out.append(hex[Int(b >> 4)])
        out.append(hex[Int(b & 15)])
      default: out.append(b)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
