import TrustLintSyntax

/// A parameter whose type is a generic parameter of its function constrained to hold levels
/// (`<S: Sequence>(_ levels: S) where S.Element == Level`, `<C: Collection<Level>>`) is a
/// collection of levels as one written `[Level]` is: `for level in levels` binds each one.
extension OutcomeWalker {
  /// The parameters of `f` with each generic parameter type whose element its constraints name
  /// replaced by the collection `[Element]`.
  func parametersWithGenericElements(_ f: FunctionDecl) -> [(String, TypeRef?)] {
    f.parameters.map { p in
      guard let t = p.type, let element = genericElementText(t.text, of: f) else { return (p.name.text, p.type) }
      return (p.name.text, TypeRef(text: "[\(element)]", first: t.first, last: t.last))
    }
  }

  /// The element type `f`'s generic parameters or `where` clause give the generic parameter
  /// `name`: `Collection<X>` (or `Sequence<X>`, …) in its angle brackets, or `name.Element == X`.
  private func genericElementText(_ name: String, of f: FunctionDecl) -> String? {
    guard let angle = f.genericParameters, !name.isEmpty,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    for requirement in Self.topLevelParts(angle.filter { !$0.isWhitespace }.dropFirst().dropLast())
    where requirement.hasPrefix(name + ":") {
      if let element = Self.sequenceElementTypeText(of: String(requirement.dropFirst(name.count + 1))) {
        return element
      }
    }
    guard let w = f.whereClause, let fileIndex else { return nil }
    let text = facts.program.files[fileIndex].tree.text(from: w.first, through: w.last).filter { !$0.isWhitespace }
    let clause = text.hasPrefix("where") ? text.dropFirst("where".count) : Substring(text)
    for requirement in Self.topLevelParts(clause) where requirement.hasPrefix(name + ".Element==") {
      let element = requirement.dropFirst(name.count + ".Element==".count)
      if !element.isEmpty { return String(element) }
    }
    return nil
  }

  /// The comma-separated parts of `text` outside angle brackets, parentheses and brackets.
  private static func topLevelParts(_ text: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = text.startIndex
    var previous: Character = " "
    for i in text.indices {
      let c = text[i]
      if c == "<" || c == "(" || c == "[" {
        depth += 1
      } else if (c == ">" && previous != "-") || c == ")" || c == "]" {
        depth -= 1
      } else if c == ",", depth == 0 {
        parts.append(text[start..<i])
        start = text.index(after: i)
      }
      previous = c
    }
    parts.append(text[start...])
    return parts
  }
}
