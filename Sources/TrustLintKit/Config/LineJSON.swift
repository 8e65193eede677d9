/// A JSON value from `LineJSON.parse`, with the 1-based line it starts on, so that
/// configuration and baseline errors can name the line.
public struct JSONNode: Sendable, Equatable {
  /// The value.
  public var value: JSONValue
  /// Line of the value's first byte.
  public var line: Int
  /// A value on a line.
  public init(value: JSONValue, line: Int) {
    self.value = value
    self.line = line
  }
}

/// One `"key": value` member of an object, in file order.
public struct JSONMember: Sendable, Equatable {
  /// The key, unescaped.
  public var key: String
  /// Line of the key.
  public var line: Int
  /// The member's value.
  public var value: JSONNode
  /// A member.
  public init(key: String, line: Int, value: JSONNode) {
    self.key = key
    self.line = line
    self.value = value
  }
}

/// A parsed JSON value. Numbers keep their text so that integers stay exact.
public indirect enum JSONValue: Sendable, Equatable {
  /// Members in file order (keys are unique).
  case object([JSONMember])
  /// Items in order.
  case array([JSONNode])
  /// Unescaped text.
  case string(String)
  /// The number as written, e.g. `4`, `-2.5e3`.
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// How an error message names the kind of value: "a string", "an array", …
  public var kindName: String {
    switch self {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

/// Why `LineJSON.parse` gave up: the line and a message that names the key being read.
public struct JSONSyntaxError: Error, Sendable, Equatable {
  /// Line where the problem was found.
  public var line: Int
  /// `malformed JSON: …`, naming the enclosing key when there is one.
  public var message: String
}

/// A strict RFC 8259 JSON parser over bytes that records the line of every value and
/// key (Foundation's JSONSerialization reports no lines). Rejects trailing commas,
/// comments, invalid UTF-8, unescaped control characters, duplicate keys, and nesting
/// deeper than `maximumDepth` (so no input can exhaust the stack). A UTF-8 byte-order
/// mark at the start is skipped.
public struct LineJSON {
  /// Deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 64

  private let bytes: [UInt8]
  private var i = 0
  private var line = 1
  /// Keys of the objects being read, innermost last, for error messages.
  private var keyPath: [String] = []

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Parses one JSON document.
  public static func parse(_ bytes: [UInt8]) -> Result<JSONNode, JSONSyntaxError> {
    var parser = LineJSON(bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3 }
    do {
      parser.skipWhitespace()
      let node = try parser.parseValue(depth: 0)
      parser.skipWhitespace()
      if parser.i < bytes.count {
        throw parser.error("unexpected \(parser.describeNext()) after the end of the document")
      }
      return .success(node)
    } catch let e as JSONSyntaxError {
      return .failure(e)
    } catch {
      return .failure(JSONSyntaxError(line: parser.line, message: "\(error)"))
    }
  }

  private func error(_ message: String) -> JSONSyntaxError {
    let context = keyPath.isEmpty ? "" : " (in '\(keyPath.joined(separator: "."))')"
    return JSONSyntaxError(line: line, message: "malformed JSON: " + message + context)
  }

  private func describeNext() -> String {
    guard i < bytes.count else { return "end of file" }
    let b = bytes[i]
    if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
    return "byte 0x" + String(b, radix: 16)
  }

  private mutating func skipWhitespace() {
    while i < bytes.count {
      switch bytes[i] {
      case 10: line += 1
      case 13: if i + 1 >= bytes.count || bytes[i + 1] != 10 { line += 1 }
      case 32, 9: break
      default: return
      }
      i += 1
    }
  }

  // Recursion is bounded by `maximumDepth`.
  private mutating func parseValue(depth: Int) throws -> JSONNode {
    guard i < bytes.count else { throw error("expected a value, found end of file") }
    let startLine = line
    switch bytes[i] {
    case UInt8(ascii: "{"):
      guard depth < LineJSON.maximumDepth else { throw error("nesting deeper than \(LineJSON.maximumDepth) levels") }
      return JSONNode(value: .object(try parseObject(depth: depth)), line: startLine)
    case UInt8(ascii: "["):
      guard depth < LineJSON.maximumDepth else { throw error("nesting deeper than \(LineJSON.maximumDepth) levels") }
      return JSONNode(value: .array(try parseArray(depth: depth)), line: startLine)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), line: startLine)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try parseNumber()), line: startLine)
    default:
      for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)]
      where bytes[i...].starts(with: word.utf8) {
        i += word.utf8.count
        return JSONNode(value: value, line: startLine)
      }
      throw error("expected a value, found \(describeNext())")
    }
  }

  private mutating func parseObject(depth: Int) throws -> [JSONMember] {
    i += 1
    var members: [JSONMember] = []
    var firstLine: [String: Int] = [:]
    skipWhitespace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
      i += 1
      return members
    }
    while true {
      skipWhitespace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
        throw error("expected a quoted key, found \(describeNext())")
      }
      let keyLine = line
      let key = try parseString()
      if let first = firstLine[key] { throw error("duplicate key '\(key)' (first at line \(first))") }
      firstLine[key] = keyLine
      skipWhitespace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
        throw error("expected ':' after key '\(key)', found \(describeNext())")
      }
      i += 1
      skipWhitespace()
      keyPath.append(key)
      let value = try parseValue(depth: depth + 1)
      keyPath.removeLast()
      members.append(JSONMember(key: key, line: keyLine, value: value))
      skipWhitespace()
      guard i < bytes.count else { throw error("expected ',' or '}' after the value of '\(key)', found end of file") }
      if bytes[i] == UInt8(ascii: "}") {
        i += 1
        return members
      }
      guard bytes[i] == UInt8(ascii: ",") else {
        throw error("expected ',' or '}' after the value of '\(key)', found \(describeNext())")
      }
      i += 1
      skipWhitespace()
      if i < bytes.count && bytes[i] == UInt8(ascii: "}") { throw error("trailing ',' after the value of '\(key)'") }
    }
  }

  private mutating func parseArray(depth: Int) throws -> [JSONNode] {
    i += 1
    var items: [JSONNode] = []
    skipWhitespace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
      i += 1
      return items
    }
    while true {
      skipWhitespace()
      items.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard i < bytes.count else { throw error("expected ',' or ']' in an array, found end of file") }
      if bytes[i] == UInt8(ascii: "]") {
        i += 1
        return items
      }
      guard bytes[i] == UInt8(ascii: ",") else {
        throw error("expected ',' or ']' in an array, found \(describeNext())")
      }
      i += 1
      skipWhitespace()
      if i < bytes.count && bytes[i] == UInt8(ascii: "]") { throw error("trailing ',' in an array") }
    }
  }

  private mutating func parseString() throws -> String {
    i += 1
    var out: [UInt8] = []
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        i += 1
        guard let s = String(validating: out, as: UTF8.self) else { throw error("a string is not valid UTF-8") }
        return s
      }
      if b < 0x20 {
        throw error(b == 10 ? "a string is not closed before the end of the line" : "control character in a string")
      }
      i += 1
      guard b == UInt8(ascii: "\\") else {
        out.append(b)
        continue
      }
      guard i < bytes.count else { break }
      let e = bytes[i]
      i += 1
      switch e {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
      case UInt8(ascii: "b"): out.append(8)
      case UInt8(ascii: "f"): out.append(12)
      case UInt8(ascii: "n"): out.append(10)
      case UInt8(ascii: "r"): out.append(13)
      case UInt8(ascii: "t"): out.append(9)
      case UInt8(ascii: "u"): out.append(contentsOf: try parseUnicodeEscape())
      default: throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string")
      }
    }
    throw error("a string is not closed before the end of file")
  }

  /// After `\u`: four hex digits, and a second `\uXXXX` for a surrogate pair.
  private mutating func parseUnicodeEscape() throws -> [UInt8] {
    var value = try hex4()
    if (0xD800..<0xDC00).contains(value) {
      guard bytes[i...].starts(with: [92, UInt8(ascii: "u")]) else { throw error("unpaired surrogate in '\\u' escape") }
      i += 2
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in '\\u' escape") }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(value) {
      throw error("unpaired surrogate in '\\u' escape")
    }
    return Array(String(Character(Unicode.Scalar(value)!)).utf8)
  }

  private mutating func hex4() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard i < bytes.count, let digit = LineJSON.hexValue(bytes[i]) else { throw error("'\\u' needs four hex digits") }
      value = value * 16 + digit
      i += 1
    }
    return value
  }

  private static func hexValue(_ b: UInt8) -> UInt32? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// RFC 8259 number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func parseNumber() throws -> String {
    let start = i
    func digits() -> Int {
      let s = i
      while i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") { i += 1 }
      return i - s
    }
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    let intStart = i
    let intDigits = digits()
    if intDigits == 0 { throw error("a number needs digits") }
    if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") { throw error("a number cannot start with 0") }
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      if digits() == 0 { throw error("a number needs digits after '.'") }
    }
    if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
      i += 1
      if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
      if digits() == 0 { throw error("a number needs digits in its exponent") }
    }
    return String(decoding: bytes[start..<i], as: UTF8.self)
  }
}
