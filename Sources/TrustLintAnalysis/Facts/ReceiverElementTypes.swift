import TrustLintSyntax

/// The element type of a collection whose type is written (`var evaluators: [PricingEvaluator]`,
/// a parameter `_ items: Set<Item>`): what `for x in evaluators`, `evaluators[0]` and
/// `evaluators.first` give. Shallow, like `knownTypeName`.
extension ProgramFacts {
  /// The simple name of the elements of `sequence`, when its written type is an array, a set
  /// or an array slice of a named type.
  func elementTypeName(_ sequence: Expr, in scope: BodyScope, depth: Int) -> String? {
    guard depth < 4, let text = writtenTypeText(sequence, in: scope) else { return nil }
    return Self.elementTypeText(of: text).flatMap { TypeText.base(of: $0)?.name }
  }

  /// The simple name of the values of a dictionary looked up by one unlabelled key
  /// (`tools[name]` with `let tools: [String: any AgentTool]`); nil for any other subscript
  /// (`tools[name, default: …]`, an array, a type nothing declares).
  func dictionaryValueTypeName(_ s: SubscriptExpr, in scope: BodyScope, depth: Int) -> String? {
    guard depth < 4, s.arguments.count == 1, s.arguments[0].label == nil,
      let text = writtenTypeText(s.base, in: scope),
      let value = TypeText.dictionaryParts(of: text)?.value, !value.isEmpty
    else { return nil }
    return TypeText.base(of: value)?.name
  }

  /// The type written for a name (a parameter, a local, a property of the own type).
  func writtenTypeText(_ e: Expr, in scope: BodyScope) -> String? {
    switch SyntaxQueries.stripped(e) {
    case .identifier(let n):
      if let (owner, binding) = scope.lookup(n.text, at: n.token) {
        switch binding {
        case .parameter(let i): return owner.parameters[i].type?.text
        case .local(let locals): return locals.last?.type?.text
        }
      }
      return ownPropertyTypeText(n.text, in: scope)
    case .member(let m):
      guard case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" else { return nil }
      return ownPropertyTypeText(m.name.text, in: scope)
    default:
      return nil
    }
  }

  /// The generic type an own property with no written type is initialised as, as written in
  /// its initializer: `PendingStore<String,CoachingEvaluation>` for `pending` in
  /// `let pending = PendingStore<String, CoachingEvaluation>()`. Nil for any other value.
  func constructedTypeText(_ e: Expr, in scope: BodyScope) -> String? {
    let name: String
    switch SyntaxQueries.stripped(e) {
    case .identifier(let n):
      guard scope.lookup(n.text, at: n.token) == nil else { return nil }
      name = n.text
    case .member(let m):
      guard case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" else { return nil }
      name = m.name.text
    default:
      return nil
    }
    let properties = ownProperties(named: name, of: scope)
    guard properties.count == 1, properties[0].type == nil, case .call(let c)? = properties[0].initializer,
      case .identifier(let callee) = c.callee, callee.text.first?.isUppercase == true, c.openToken > callee.token
    else { return nil }
    let written = program.files[properties[0].fileIndex].tree.text(from: callee.token, through: c.openToken - 1)
    return written.contains("<") && written.hasSuffix(">") ? written : nil
  }

  private func ownPropertyTypeText(_ name: String, in scope: BodyScope) -> String? {
    let properties = ownProperties(named: name, of: scope)
    guard properties.count == 1 else { return nil }
    return properties[0].type?.text
  }

  /// `[T]`, `[T]?`, `Array<T>`, `Set<T>`, `ArraySlice<T>`, `ContiguousArray<T>` → `T`.
  static func elementTypeText(of text: String) -> String? {
    // Asked for every parameter and property: a plain name (no `[`, no `<`) answers at once.
    guard let first = text.utf8.first, first == UInt8(ascii: "[") || text.utf8.contains(UInt8(ascii: "<")) else {
      return nil
    }
    var t = Substring(text)
    while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
    if t.hasPrefix("["), t.hasSuffix("]") {
      let inner = t.dropFirst().dropLast()
      // `[K: V]` is a dictionary: its subscript and elements are not `K`.
      var depth = 0
      for c in inner {
        switch c {
        case "[", "(", "<": depth += 1
        case "]", ")", ">": depth -= 1
        case ":" where depth == 0: return nil
        default: break
        }
      }
      return inner.isEmpty ? nil : String(inner)
    }
    for prefix in ["Array<", "Set<", "ArraySlice<", "ContiguousArray<"] where t.hasPrefix(prefix) && t.hasSuffix(">") {
      let inner = t.dropFirst(prefix.count).dropLast()
      return inner.isEmpty || inner.contains(",") ? nil : String(inner)
    }
    return nil
  }

  /// `AsyncStream<T>` and `AsyncThrowingStream<T, Failure>` → `T`: what `for await` over one
  /// binds (kept apart from `elementTypeText`, whose callers also read subscripts and `first`).
  static func streamElementTypeText(of text: String) -> String? {
    for prefix in ["AsyncStream<", "AsyncThrowingStream<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
      var depth = 0
      var element = ""
      for c in text.dropFirst(prefix.count).dropLast() {
        switch c {
        case "[", "(", "<": depth += 1
        case "]", ")", ">": depth -= 1
        case "," where depth == 0: return trimmed(element)
        default: break
        }
        element.append(c)
      }
      return trimmed(element)
    }
    return nil
  }

  private static func trimmed(_ s: String) -> String? {
    let t = s.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()
    return t.isEmpty ? nil : String(t)
  }
}
