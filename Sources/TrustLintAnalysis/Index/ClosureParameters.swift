/// Closure parameters that receive an evaluation: a function of the program whose parameter is
/// a function type taking one (`_ body: (CoachingEvaluation) async throws -> T`,
/// `completion: @escaping (CoachingEvaluation) -> Void`) hands an evaluation to the closure
/// written at the call, which then holds it as a function holds an evaluation parameter.
extension TypeText {
  /// The parameter types of a written function type, outermost attributes, optionality and
  /// parentheses removed (`@escaping ((E) -> Void)?` → `["E"]`); nil for any other type.
  static func functionParameters(of text: String) -> [String]? {
    var t = Substring(text)
    while true {
      while t.hasPrefix("@") {
        // `@escaping`, `@Sendable`, `@MainActor` (one word, then an optional space).
        t = t.dropFirst()
        while let b = t.utf8.first, isIdentifierByte(b) { t = t.dropFirst() }
        while t.hasPrefix(" ") { t = t.dropFirst() }
      }
      while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
      guard t.hasPrefix("("), let close = closingParen(t) else { return nil }
      if close == t.index(before: t.endIndex) {
        t = t.dropFirst().dropLast()
        continue
      }
      let inner = t[t.index(after: t.startIndex)..<close]
      guard containsArrow(String(t[close...])) else { return nil }
      return splitTopLevel(inner).map { part in
        // `_ name: T` (a label is allowed in a function type only as `_ name:`).
        if let colon = part.lastIndex(of: ":") { return String(part[part.index(after: colon)...]) }
        return String(part)
      }
    }
  }

  /// The error type of a function type written with typed throws, outermost attributes
  /// removed: `@Sendable(TransferRequest)async throws(TransferFailure)->String` gives
  /// `TransferFailure`. Nil for untyped throws, an optional closure type or any other type.
  static func thrownType(ofFunctionType text: String) -> String? {
    var t = Substring(text)
    while t.hasPrefix("@") {
      t = t.dropFirst()
      while let b = t.utf8.first, isIdentifierByte(b) { t = t.dropFirst() }
      while t.hasPrefix(" ") { t = t.dropFirst() }
    }
    guard t.hasPrefix("("), let close = closingParen(t) else { return nil }
    var rest = t[t.index(after: close)...]
    if rest.hasPrefix("async") { rest = rest.dropFirst(5) }
    while rest.hasPrefix(" ") { rest = rest.dropFirst() }
    guard rest.hasPrefix("throws("), let end = closingParen(rest.dropFirst(6)) else { return nil }
    let inner = rest[rest.index(rest.startIndex, offsetBy: 7)..<end]
    let after = rest[rest.index(after: end)...]
    guard !inner.isEmpty, after.hasPrefix("->") else { return nil }
    return String(inner)
  }

  /// The failure type of `Result<Success, Failure>` (also `Swift.Result<…>`) as written; nil
  /// for any other type, an optional `Result` included.
  static func resultFailureType(of text: String) -> String? {
    var t = Substring(text)
    if t.hasPrefix("Swift.") { t = t.dropFirst(6) }
    guard t.hasPrefix("Result<"), t.hasSuffix(">") else { return nil }
    let parts = splitTopLevel(t.dropFirst(7).dropLast())
    guard parts.count == 2, !parts[1].isEmpty else { return nil }
    return String(parts[1])
  }

  private static func closingParen(_ t: Substring) -> Substring.Index? {
    var depth = 0
    var i = t.startIndex
    while i < t.endIndex {
      switch t[i] {
      case "(", "[": depth += 1
      case ")", "]":
        depth -= 1
        if depth == 0 { return i }
      default: break
      }
      i = t.index(after: i)
    }
    return nil
  }

  /// `s` cut at its commas outside parentheses, brackets and angle brackets (the `>` of `->`
  /// closes none).
  static func splitTopLevel(_ s: Substring) -> [Substring] {
    guard !s.isEmpty else { return [] }
    var parts: [Substring] = []
    var depth = 0
    var start = s.startIndex
    var i = s.startIndex
    while i < s.endIndex {
      switch s[i] {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">": if i > s.startIndex && s[s.index(before: i)] != "-" { depth -= 1 }
      case "," where depth == 0:
        parts.append(s[start..<i])
        start = s.index(after: i)
      default: break
      }
      i = s.index(after: i)
    }
    parts.append(s[start...])
    return parts
  }
}

extension ProgramIndex {
  /// Which parameters of a written function type are evaluations (true: optional ones). A
  /// `Result<Evaluation, …>` parameter counts as an optional one (it holds none on failure).
  public func evaluationClosureParameters(ofType text: String) -> [Int: Bool] {
    guard let params = TypeText.functionParameters(of: expandingFunctionTypeAlias(text)) else { return [:] }
    var result: [Int: Bool] = [:]
    for (i, p) in params.enumerated() {
      if isEvaluationType(p) {
        result[i] = isOptionalType(p)
      } else if isEvaluationResultType(p) {
        result[i] = true
      }
    }
    return result
  }

  /// Which parameters of a written function type are `Result<Evaluation, …>`.
  public func evaluationResultClosureParameters(ofType text: String) -> Set<Int> {
    guard let params = TypeText.functionParameters(of: expandingFunctionTypeAlias(text)) else { return [] }
    return Set(params.indices.filter { isEvaluationResultType(params[$0]) })
  }

  /// Names of functions with a parameter whose function type takes an evaluation.
  static func evaluationClosureTakers(
    _ entries: [FunctionEntry], _ aliases: AliasTable, _ functionAliases: [String: String]
  ) -> Set<String> {
    var names: Set<String> = []
    for e in entries where !e.isAccessor && !names.contains(e.name) {
      for p in e.decl.parameters {
        guard let written = p.type?.text else { continue }
        let t = functionAliases.isEmpty ? written : expanding(written, functionAliases)
        guard TypeText.containsArrow(t), let params = TypeText.functionParameters(of: t) else { continue }
        if params.contains(where: { p in
          classify(p, aliases).isEvaluation
            || TypeText.resultSuccessType(of: p).map { classify($0, aliases).isEvaluation } == true
        }) {
          names.insert(e.name)
          break
        }
      }
    }
    return names
  }

  /// A written type with a function-type alias replaced by what it aliases, attributes and
  /// optionality kept (`@escaping EvaluationCompletion` → `@escaping (Result<…>) -> Void`,
  /// `EvaluationHandler?` → `((CoachingEvaluation) -> Void)?`); other types unchanged.
  public func expandingFunctionTypeAlias(_ text: String) -> String {
    functionTypeAliases.isEmpty ? text : Self.expanding(text, functionTypeAliases)
  }

  static func expanding(_ text: String, _ aliases: [String: String]) -> String {
    // Every parameter and property type of the program comes through here: the bytes are
    // read in place, and only a core that is a plain name is looked up (an alias is one).
    var text = text
    let core: (name: String, start: Int, end: Int)? = text.withUTF8 { bytes in
      var start = 0
      while start < bytes.count, bytes[start] == UInt8(ascii: "@") {
        start += 1
        while start < bytes.count, TypeText.isIdentifierByte(bytes[start]) { start += 1 }
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
      }
      var end = bytes.count
      while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
      guard end > start else { return nil }
      for i in start..<end where !TypeText.isIdentifierByte(bytes[i]) { return nil }
      return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), start, end)
    }
    guard let core else { return text }
    var name = core.name
    var rounds = 0
    while let aliased = aliases[name], rounds < 4 {
      name = aliased
      rounds += 1
    }
    guard rounds > 0 else { return text }
    let utf8 = Array(text.utf8)
    let prefix = String(decoding: utf8[0..<core.start], as: UTF8.self)
    let suffix = String(decoding: utf8[core.end...], as: UTF8.self)
    return prefix + (suffix.isEmpty ? name : "(" + name + ")" + suffix)
  }

  /// Function-type aliases by name; a name aliased to different function types is left out.
  static func functionTypeAliases(_ aliases: [TypeAliasEntry]) -> [String: String] {
    var found: [String: String] = [:]
    var clashing: Set<String> = []
    for a in aliases {
      guard let text = a.decl.aliased?.text, TypeText.containsArrow(text) else { continue }
      if let other = found[a.name], other != text { clashing.insert(a.name) }
      found[a.name] = text
    }
    for name in clashing { found[name] = nil }
    return found
  }
}
