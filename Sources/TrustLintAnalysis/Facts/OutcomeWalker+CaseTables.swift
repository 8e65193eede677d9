import TrustLintSyntax

/// Tables keyed by level: `let policy: [IsLikelyBeingCoachedInsight.Value: Action] = [.unknown:
/// .allow, .medium: .review, .high: .block]` is a `switch` written as data, and the value stored
/// under `.unknown` is what `.unknown` gets. Each such value is recorded as assigned in an
/// unknown branch (`sets 'policy' to '.allow'`).
extension OutcomeWalker {
  /// Records the values under the `.unknown` key of a dictionary literal bound by `b` when its
  /// written type is a dictionary keyed by `IsLikelyBeingCoachedInsight.Value` (or an alias).
  func caseTable(_ b: Binding, _ st: OutcomeState) {
    guard let type = b.type, let initializer = b.initializer,
      case .dictionary(let d) = SyntaxQueries.stripped(initializer), !d.entries.isEmpty,
      case .binding(let name) = b.pattern, let key = Self.dictionaryKeyTypeText(of: type.text),
      facts.classify(key) == .outcomeValue
    else { return }
    let table = st.narrowing(["table:\(d.lbracket)": .unknown])
    for entry in d.entries where Self.isUnknownCase(entry.key) {
      values(entry.value, table, .assigned(to: name.text))
    }
  }

  /// `.unknown` or `IsLikelyBeingCoachedInsight.Value.unknown` (any type path) as a key.
  private static func isUnknownCase(_ e: Expr) -> Bool {
    switch SyntaxQueries.stripped(e) {
    case .implicitMember(let n): return n.text == "unknown"
    case .member(let m): return m.name.text == "unknown" && SyntaxQueries.isTypePath(m.base)
    default: return false
    }
  }

  /// The key type of `[K: V]` or `Dictionary<K, V>` as written (optional or not); nil otherwise.
  static func dictionaryKeyTypeText(of text: String) -> String? {
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
        return key.isEmpty ? nil : String(key)
      default: break
      }
    }
    return nil
  }
}
