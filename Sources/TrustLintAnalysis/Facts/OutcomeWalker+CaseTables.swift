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

  /// The levels the default of a lookup in the table bound by `b` is reached by: `b` binds a
  /// name, written as a table keyed by level, to a non-empty dictionary literal that lists no
  /// `.unknown` key and only keys naming a level (`[.medium: .review, .high: .block]` gives
  /// `.unknown` and a future value). Nil otherwise: a table listing `.unknown` says what
  /// `.unknown` gets itself (`caseTable`), and a key the walker cannot name may be `.unknown`.
  func tableDefaultLevels(_ b: Binding) -> OutcomeSet? {
    guard let type = b.type, let initializer = b.initializer,
      case .dictionary(let d) = SyntaxQueries.stripped(initializer), !d.entries.isEmpty,
      case .binding = b.pattern, let key = Self.dictionaryKeyTypeText(of: type.text),
      facts.classify(key) == .outcomeValue
    else { return nil }
    var reached = OutcomeSet.values
    for entry in d.entries {
      guard let level = Self.levelCase(entry.key), level != .unknown else { return nil }
      reached.remove(level)
    }
    return reached
  }

  /// `policy[level] ?? .allow` and `policy[level, default: .allow]` in a value position, on a
  /// `let` table keyed by level whose literal has no `.unknown` key (a local, or a property of
  /// the own type or a named type, or a global): `.unknown` gets the default, so the default
  /// is recorded as a value in the branch of the key the table leaves to it.
  func tableDefaultValues(_ e: Expr, _ st: OutcomeState, _ sink: ValueSink) {
    switch e {
    case .binary(let b) where b.op.text == "??":
      guard case .subscript(let s) = SyntaxQueries.stripped(b.lhs), s.arguments.count == 1,
        let reached = tableDefaultNarrowing(s, st)
      else { return }
      values(b.rhs, st.narrowing(reached), sink)
    case .subscript(let s):
      guard s.arguments.count == 2, s.arguments[1].label?.text == "default",
        let reached = tableDefaultNarrowing(s, st)
      else { return }
      values(s.arguments[1].value, st.narrowing(reached), sink)
    default:
      return
    }
  }

  /// The narrowing under which a lookup's default is taken: the key's own subject (a level
  /// the body tests) narrowed to the levels the table leaves out, or the lookup itself as a
  /// subject of its own when the key is not one.
  private func tableDefaultNarrowing(_ s: SubscriptExpr, _ st: OutcomeState) -> [String: OutcomeSet]? {
    guard s.arguments[0].label == nil, let reached = lookedUpTable(s.base, st) else { return nil }
    let key = s.arguments[0].value
    if let subject = subject(key, st), subject.kind == .value { return [subject.key: reached] }
    // `policy[.high] ?? .allow`: only that level looks the table up.
    if let level = Self.levelCase(key) { return ["tableDefault:\(s.openToken)": reached.intersection(level)] }
    return ["tableDefault:\(s.openToken)": reached]
  }

  /// `tableDefaultLevels` of the table a lookup reads: a local `let` table (`caseTables`), or,
  /// where no local or parameter of the name hides it, a `let` property of the own type
  /// (`policy`, `self.policy`, `Self.policy`), of a named type (`Policy.table`) or a global.
  /// Every declaration the name may mean must be such a table.
  private func lookedUpTable(_ base: Expr, _ st: OutcomeState) -> OutcomeSet? {
    let name: Name
    var owner: [String]?
    var ownerName: String?
    switch SyntaxQueries.stripped(base) {
    case .identifier(let n):
      if let local = st.caseTables[n.text] { return local }
      guard st.declaredTypes[n.text] == nil, st.bindings[n.text] == nil else { return nil }
      name = n
    case .member(let m):
      name = m.name
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" || b.text == "Self" {
        owner = unit.ownerPath
      } else if let path = SyntaxQueries.typePathText(m.base) {
        ownerName = path.split(separator: ".").last.map(String.init)
      } else {
        return nil
      }
    default:
      return nil
    }
    let found = facts.program.index.properties(named: name.text, fromFile: fileIndex).filter { p in
      if let owner { return p.ownerPath == owner }
      if let ownerName { return p.ownerPath.last == ownerName }
      return p.ownerPath == unit.ownerPath || p.ownerPath.isEmpty
    }
    guard !found.isEmpty else { return nil }
    var reached: OutcomeSet?
    for p in found {
      guard p.declaration.isLet, !p.isComputed,
        let binding = p.declaration.bindings.first(where: {
          if case .binding(let n) = $0.pattern { n.token == p.name.token } else { false }
        }),
        let levels = tableDefaultLevels(binding), reached == nil || reached == levels
      else { return nil }
      reached = levels
    }
    return reached
  }

  /// The level a key names: `.unknown`, `.medium`, `.high`, or one of them on a type path.
  private static func levelCase(_ e: Expr) -> OutcomeSet? {
    let name: String
    switch SyntaxQueries.stripped(e) {
    case .implicitMember(let n): name = n.text
    case .member(let m) where SyntaxQueries.isTypePath(m.base): name = m.name.text
    default: return nil
    }
    switch name {
    case "unknown": return .unknown
    case "medium": return .medium
    case "high": return .high
    default: return nil
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
    guard let key = TypeText.dictionaryParts(of: text)?.key, !key.isEmpty else { return nil }
    return key
  }
}
