/// Helpers over written type text (`TypeRef.text`, normalised without whitespace), such as
/// `InsightEvaluation<IsLikelyBeingCoachedInsight>?` or `TrustInsights.InsightEvaluation<X>`.
/// Byte-based: type texts are short, but these run for every parameter of every function.
public enum TypeText {
  /// The key and value types of `[K: V]` or `Dictionary<K, V>` as written (optional or
  /// not); nil for any other type.
  static func dictionaryParts(of text: String) -> (key: String, value: String)? {
    var t = Substring(text)
    while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
    let inner: Substring
    let separator: Character
    if t.hasPrefix("["), t.hasSuffix("]") {
      inner = t.dropFirst().dropLast()
      separator = ":"
    } else if t.hasPrefix("Dictionary<"), t.hasSuffix(">") {
      inner = t.dropFirst("Dictionary<".count).dropLast()
      separator = ","
    } else {
      return nil
    }
    var depth = 0
    for i in inner.indices {
      switch inner[i] {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case separator where depth == 0:
        let key = String(inner[..<i].reversed().drop { $0 == " " }.reversed()).drop { $0 == " " }
        let value = inner[inner.index(after: i)...].drop { $0 == " " }
        return (String(key), String(value))
      default: break
      }
    }
    return nil
  }

  /// The named type at the top of `text` without optional marks, parentheses, generic arguments
  /// and module or owner prefixes (`TrustInsights.InsightEvaluation<X>?` → `InsightEvaluation`),
  /// and whether an optional mark (`?`, `!`, `Optional<…>`) was removed. Nil for function,
  /// tuple, array and dictionary types.
  public static func base(of text: String) -> (name: String, isOptional: Bool)? {
    // Most written types are plain names (`String`, `Int`): no copy for those.
    if !text.isEmpty && text.utf8.allSatisfy(isIdentifierByte) {
      let first = text.utf8.first!
      return first >= 0x30 && first <= 0x39 ? nil : (text, false)
    }
    var bytes = Array(text.utf8)
    var optional = false
    stripAttributes(&bytes)
    var rounds = 0
    while rounds < 8 {
      rounds += 1
      if let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
        bytes.removeLast()
        optional = true
        continue
      }
      if bytes.first == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")"), isSingleParenthesised(bytes) {
        bytes = Array(bytes[1..<(bytes.count - 1)])
        // `(any AgentTool)?`: the existential is written inside the parentheses.
        stripAttributes(&bytes)
        continue
      }
      let prefix = Array("Optional<".utf8)
      if bytes.count > prefix.count + 1, Array(bytes[0..<prefix.count]) == prefix, bytes.last == UInt8(ascii: ">") {
        bytes = Array(bytes[prefix.count..<(bytes.count - 1)])
        optional = true
        continue
      }
      break
    }
    var end = bytes.count
    if let lt = bytes.firstIndex(of: UInt8(ascii: "<")) { end = lt }
    let path = bytes[0..<end]
    guard !path.isEmpty else { return nil }
    for b in path where !(isIdentifierByte(b) || b == UInt8(ascii: ".")) { return nil }
    let lastDot = path.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? path.startIndex
    let name = String(decoding: path[lastDot...], as: UTF8.self)
    return name.isEmpty ? nil : (name, optional)
  }

  /// Every identifier word in a type text (`InsightEvaluator.InsightContext<X>` → three words).
  public static func identifiers(in text: String) -> [String] {
    var result: [String] = []
    var current: [UInt8] = []
    for b in text.utf8 {
      if isIdentifierByte(b) {
        current.append(b)
      } else if !current.isEmpty {
        result.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
    }
    if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
    return result
  }

  /// Whether the text contains `->` (a function type somewhere in it). Bytes, not Foundation's
  /// `contains`, which is a locale-aware search: this runs for candidates of every resolved call.
  public static func containsArrow(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for b in text.utf8 {
      if b == UInt8(ascii: ">") && previous == UInt8(ascii: "-") { return true }
      previous = b
    }
    return false
  }

  /// The result of a function type written at the top level (`@Sendable (C) async throws -> R`
  /// gives `R`; a curried `(A) -> (B) -> C` gives `(B)->C`); nil when the type is not a
  /// function type (an arrow inside brackets, or an optional closure `((A) -> R)?`).
  public static func functionResult(of text: String) -> String? {
    let bytes = Array(text.utf8)
    var depth = 0
    var i = 0
    while i + 1 < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ">") where i > 0 && bytes[i - 1] != UInt8(ascii: "-"): depth -= 1
      case UInt8(ascii: "-") where depth == 0 && bytes[i + 1] == UInt8(ascii: ">"):
        var start = i + 2
        while start < bytes.count && bytes[start] == UInt8(ascii: " ") { start += 1 }
        return start < bytes.count ? String(decoding: bytes[start...], as: UTF8.self) : nil
      default: break
      }
      i += 1
    }
    return nil
  }

  /// The function type inside an optional closure type (`((A) async throws -> R)?`,
  /// `(() -> R)!`, `Optional<() -> R>`), attributes kept; nil for any other type. Calling
  /// the closure after unwrapping it (`guard let f`, `f?()`) calls that function type.
  public static func unwrappedOptionalFunctionType(_ text: String) -> String? {
    var t = Substring(text)
    while let last = t.last, last == " " { t = t.dropLast() }
    var inner: Substring
    if t.hasPrefix("Optional<"), t.hasSuffix(">") {
      inner = t.dropFirst("Optional<".count).dropLast()
    } else {
      guard let last = t.last, last == "?" || last == "!" else { return nil }
      t = t.dropLast()
      guard t.first == "(", t.last == ")" else { return nil }
      // The first `(` must close at the end: `(A) -> R?` is not an optional closure.
      var depth = 0
      for (offset, b) in t.utf8.enumerated() {
        if b == UInt8(ascii: "(") { depth += 1 }
        if b == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 && offset != t.utf8.count - 1 { return nil }
        }
      }
      inner = t.dropFirst().dropLast()
    }
    let trimmed = String(inner.drop(while: { $0 == " " }))
    guard containsArrow(trimmed), functionResult(of: trimmed) != nil else { return nil }
    return trimmed
  }

  /// `(A, B)?` or `(A, B)!` → `(A, B)`; nil for any other text.
  public static func optionalTupleWrapped(_ text: String) -> String? {
    guard text.hasPrefix("("), text.hasSuffix("?") || text.hasSuffix("!") else { return nil }
    let inner = String(text.dropLast()).trimmingCharacters(in: .whitespaces)
    return tupleElements(of: inner) == nil ? nil : inner
  }

  /// The element types of a tuple type of two or more elements, labels dropped:
  /// `(evaluation:CoachingEvaluation,isHigh:Bool)` gives `["CoachingEvaluation", "Bool"]`.
  /// Nil for any other type: a single parenthesised type, a function type, an optional tuple.
  public static func tupleElements(of text: String) -> [String]? {
    labeledTupleElements(of: text)?.map(\.type)
  }

  /// The type of the element `member` names in a tuple type: by its label (`stream` of
  /// `(stream:AsyncStream<Level>,continuation:…)`) or by its position (`0`). Nil when the type
  /// is no tuple or has no such element.
  public static func tupleElement(of text: String, member: String) -> String? {
    guard let elements = labeledTupleElements(of: text) else { return nil }
    if let position = Int(member) { return position < elements.count ? elements[position].type : nil }
    return elements.first { $0.label == member }?.type
  }

  /// The label of element `k` of a tuple type (`evaluation` of `(evaluation:Evaluation,
  /// isHigh:Bool)` at 0); nil where that element has none or the type is no tuple.
  public static func tupleLabel(of text: String, at k: Int) -> String? {
    guard let elements = labeledTupleElements(of: text), k >= 0, k < elements.count else { return nil }
    return elements[k].label
  }

  /// The elements of a tuple type of two or more elements with their labels (nil where none
  /// is written), as `tupleElements`.
  private static func labeledTupleElements(of text: String) -> [(label: String?, type: String)]? {
    let bytes = Array(text.utf8)
    guard bytes.count > 2, bytes.first == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else { return nil }
    var elements: [(label: String?, type: String)] = []
    var depth = 0
    var start = 1
    var labelEnd: Int?
    for i in bytes.indices {
      switch bytes[i] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">") where i > 0 && bytes[i - 1] == UInt8(ascii: "-"): break
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
        depth -= 1
        // The first `(` closes before the end: `(A)->(B)` is a function type.
        if depth == 0 && i != bytes.count - 1 { return nil }
        if depth == 0 { elements.append(element(bytes, start, labelEnd, i)) }
      case UInt8(ascii: ",") where depth == 1:
        elements.append(element(bytes, start, labelEnd, i))
        start = i + 1
        labelEnd = nil
      case UInt8(ascii: ":") where depth == 1 && labelEnd == nil:
        labelEnd = i
      default: break
      }
    }
    return elements.count >= 2 && !elements.contains(where: \.type.isEmpty) ? elements : nil
  }

  /// One element of a tuple type between `start` and `end`, its label (`name:`) apart.
  private static func element(_ bytes: [UInt8], _ start: Int, _ labelEnd: Int?, _ end: Int) -> (
    label: String?, type: String
  ) {
    var from = start
    var label: String?
    if let colon = labelEnd, bytes[start..<colon].allSatisfy(isIdentifierByte) {
      from = colon + 1
      if colon > start { label = String(decoding: bytes[start..<colon], as: UTF8.self) }
    }
    return (label, from < end ? String(decoding: bytes[from..<end], as: UTF8.self) : "")
  }

  /// The success type of `Result<Success, Failure>` (also `Swift.Result<…>`), whitespace
  /// already removed; nil for any other type, an optional `Result` included.
  public static func resultSuccessType(of text: String) -> String? {
    // Asked for every parameter and result type: most start with neither `Result` nor `Swift.`.
    guard let first = text.utf8.first, first == UInt8(ascii: "R") || first == UInt8(ascii: "S") else { return nil }
    var t = Substring(text)
    if t.hasPrefix("Swift.") { t = t.dropFirst(6) }
    guard t.hasPrefix("Result<"), t.hasSuffix(">") else { return nil }
    let inner = t.dropFirst(7).dropLast()
    var depth = 0
    var previous: Character = " "
    for i in inner.indices {
      let c = inner[i]
      switch c {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">": if previous != "-" { depth -= 1 }
      case "," where depth == 0:
        let success = inner[..<i]
        return success.isEmpty ? nil : String(success)
      default: break
      }
      previous = c
    }
    return nil
  }

  /// Whether the type's result is `Never` (`-> Never`).
  public static func isNever(_ text: String) -> Bool { text == "Never" || text == "Swift.Never" }

  /// Whether the (normalised) type text marks a closure parameter `@escaping`.
  public static func isEscapingFunctionType(_ text: String) -> Bool { text.hasPrefix("@escaping") }

  /// Whether a byte can be part of an identifier (ASCII letters, digits, `_`, and any non-ASCII byte).
  @inline(__always)
  static func isIdentifierByte(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
  }

  /// Drops leading `@attribute` words, `inout`, `some`, `any` (normalised text has no spaces).
  private static func stripAttributes(_ bytes: inout [UInt8]) {
    var changed = true
    var rounds = 0
    while changed && rounds < 8 {
      changed = false
      rounds += 1
      if bytes.first == UInt8(ascii: "@") {
        var i = 1
        while i < bytes.count && isIdentifierByte(bytes[i]) { i += 1 }
        if i < bytes.count && bytes[i] == UInt8(ascii: "(") {
          var depth = 0
          while i < bytes.count {
            if bytes[i] == UInt8(ascii: "(") { depth += 1 }
            if bytes[i] == UInt8(ascii: ")") {
              depth -= 1
              if depth == 0 {
                i += 1
                break
              }
            }
            i += 1
          }
        }
        bytes.removeFirst(min(i, bytes.count))
        changed = true
      }
      for word in ["inout", "some", "any", "borrowing", "consuming", "sending"] {
        let w = Array(word.utf8)
        guard bytes.count > w.count, Array(bytes[0..<w.count]) == w else { continue }
        // Normalised text has no spaces, so `someP` is `some P` only when a type name
        // (capitalised) follows; a space is tolerated in case the text keeps one.
        let next = bytes[w.count]
        if next == UInt8(ascii: " ") {
          bytes.removeFirst(w.count + 1)
          changed = true
        } else if next >= 0x41 && next <= 0x5A {
          bytes.removeFirst(w.count)
          changed = true
        }
      }
    }
  }

  /// `(T)` as opposed to `(A)->B` or `(A,B)`.
  private static func isSingleParenthesised(_ bytes: [UInt8]) -> Bool {
    var depth = 0
    for (i, b) in bytes.enumerated() {
      switch b {
      case UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: ">"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 && i != bytes.count - 1 { return false }
      case UInt8(ascii: ","): if depth == 1 { return false }
      default: break
      }
    }
    return true
  }
}
