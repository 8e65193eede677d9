import TrustLintSyntax

/// A closure passed to a function of the program whose parameter there is a function type
/// taking a level first (`func onLevel(_ handler: @escaping (Level) -> Void)`): the closure's
/// first parameter is that level, as if its type were written (`onLevel { level in … }`).
/// A generic parameter of the method's type (`func subscribe(onNext: @escaping (Element) ->
/// Void)` in `Relay<Element>`) is the receiver's type argument when its type is known
/// (`let levels = Relay<IsLikelyBeingCoachedInsight.Value>(…)`; see `OutcomeGenericReceivers`).
extension OutcomeWalker {
  /// Per argument position (trailing closures after the others), the subject a closure
  /// written there receives first; every candidate function must agree.
  func handedValues(_ c: CallExpr, _ st: OutcomeState) -> [Int: OutcomeSubject] {
    let found = facts.candidates(for: c, ownerPath: unit.ownerPath, fromFile: fileIndex)
    guard !found.isEmpty else { return [:] }
    let labels = CallShape.labels(of: c)
    let arguments = c.arguments + c.trailingClosures
    var agreed: [Int: OutcomeSubject]?
    for f in found {
      guard let mapping = labels.match(f.decl.parameters) else { return [:] }
      var here: [Int: OutcomeSubject] = [:]
      for (i, a) in arguments.enumerated() where i < mapping.count {
        guard case .closure(let closure) = a.value,
          let type = f.decl.parameters[mapping[i]].type?.text,
          let first = TypeText.functionParameters(of: type)?.first
        else { continue }
        let key = "closure:\(closure.lbrace)"
        if let argument = receiverTypeArgument(standingFor: first, in: f, call: c, st) {
          if let subject = subjectForDeclared(
            type: TypeRef(text: argument, first: 0, last: 0), key: key, scope: unit.ownerPath)
          {
            here[i] = subject
          }
        } else if let subject = subjectForDeclared(
          type: TypeRef(text: first, first: 0, last: 0), key: key, scope: f.ownerPath)
        {
          here[i] = subject
        }
      }
      if let previous = agreed {
        agreed = previous.filter { here[$0.key] == $0.value }
      } else {
        agreed = here
      }
    }
    return agreed ?? [:]
  }

  /// For a memberwise initializer of a struct of the program (`TrustClient(isTrusted: { level
  /// in … })`, also `Self(…)` inside the type, where the struct declares no `init`): per
  /// argument position, the subject a closure receives first from the stored property its label
  /// names (`var isTrusted: (Level) -> Bool`).
  func memberwiseHandedValues(_ c: CallExpr) -> [Int: OutcomeSubject] {
    guard case .identifier(let n) = SyntaxQueries.stripped(c.callee), n.text.first?.isUppercase == true,
      let typeName = n.text == "Self" ? unit.ownerPath.last : n.text
    else { return [:] }
    let index = facts.program.index
    let declared = index.types(named: typeName).filter { $0.decl.kind != .extension }
    guard declared.count == 1, declared[0].decl.kind == .struct, index.initializers(ofType: typeName).isEmpty else {
      return [:]
    }
    var here: [Int: OutcomeSubject] = [:]
    for (i, a) in c.arguments.enumerated() {
      guard let label = a.label?.text, case .closure(let closure) = a.value else { continue }
      let stored = index.properties(named: label, fromFile: fileIndex).filter {
        $0.ownerPath.last == typeName && !$0.isComputed && !$0.isStatic
      }
      guard stored.count == 1, let type = stored[0].type?.text,
        let first = TypeText.functionParameters(of: type)?.first,
        let subject = subjectForDeclared(
          type: TypeRef(text: first, first: 0, last: 0), key: "closure:\(closure.lbrace)", scope: stored[0].ownerPath)
      else { continue }
      here[i] = subject
    }
    return here
  }

  /// Whether a call passes a closure literal.
  static func hasClosure(_ c: CallExpr) -> Bool {
    c.arguments.contains { if case .closure = $0.value { true } else { false } }
      || c.trailingClosures.contains { if case .closure = $0.value { true } else { false } }
  }
}

/// Collections of levels (`_ levels: [Level]`, `let recent: [IsLikelyBeingCoachedInsight.Value]`):
/// each element is a level (`for level in levels`, `levels.forEach { level in … }`).
extension OutcomeWalker {
  /// Records the written types of these names (parameters, locals) and which are declared as
  /// a collection of levels, and forgets what was known of them before.
  func bindCollections(_ names: [(String, TypeRef?)], _ st: inout OutcomeState) {
    for (name, type) in names {
      if !st.caseTables.isEmpty { st.caseTables[name] = nil }
      // (`[Portfolio]` too: its elements' type is read by `bindElementType`; a tuple type for
      // `pair.level` and tuple patterns.)
      if let type, type.text.first?.isUppercase == true || type.text.first == "[" || type.text.first == "(" {
        st.declaredTypes[name] = .written(type.text)
      } else if !st.declaredTypes.isEmpty || !unit.ownerPath.isEmpty {
        // In a member, the name now hides a property of the own type of that name.
        st.declaredTypes[name] = .unknown
      }
      if let type, let element = Self.sequenceElementTypeText(of: type.text),
        let subject = subjectForDeclared(
          type: TypeRef(text: element, first: 0, last: 0), key: "", scope: unit.ownerPath)
      {
        st.collections[name] = subject.kind
      } else if !st.collections.isEmpty {
        st.collections[name] = nil
      }
    }
  }

  /// Whether a written type names a struct, class, enum or actor the program declares (every
  /// declaration of the name), and not an evaluation or an alias of one, nor the framework's
  /// insight type (which a stand-in of the framework in the project may declare).
  func isProgramTypeOtherThanEvaluation(_ text: String) -> Bool {
    guard let base = TypeText.base(of: text), base.name.first?.isUppercase == true,
      base.name != "IsLikelyBeingCoachedInsight", facts.classify(text) == nil
    else { return false }
    let declared = facts.program.index.types(named: base.name).filter { $0.decl.kind != .extension }
    return !declared.isEmpty && declared.allSatisfy { $0.decl.kind != .protocol }
  }

  /// The subject an element of `sequence` is, when it is a name declared as a collection of
  /// levels, or a sequence whose type is known to be one (`service.levels` of a property
  /// declared `AsyncStream<IsLikelyBeingCoachedInsight.Value>`, the own type's `[Value]`).
  func elementSubject(of sequence: Expr, _ st: OutcomeState, key: String) -> OutcomeSubject? {
    let stripped = SyntaxQueries.stripped(sequence)
    if !st.collections.isEmpty, case .identifier(let n) = stripped, let kind = st.collections[n.text] {
      return OutcomeSubject(key: key, kind: kind)
    }
    // `for level in [r1.riskLevel, r2.riskLevel]`.
    if case .array(let a) = stripped, let kind = literalElementKind(a, st) {
      return OutcomeSubject(key: key, kind: kind)
    }
    // `for level in cached.levels ?? []`: the optional collection's elements (a default of the
    // same type adds its own).
    if case .binary(let b) = stripped, b.op.text == "??" {
      return elementSubject(of: b.lhs, st, key: key) ?? elementSubject(of: b.rhs, st, key: key)
    }
    let text: String?
    switch stripped {
    case .identifier, .member:
      text = typeText(of: stripped, st, depth: 0)
    case .call(let c):
      // `levels.filter { … }`, `stream.prefix(3)`: the base's elements.
      if let base = sameElementBase(c, st) { return base.flatMap { elementSubject(of: $0, st, key: key) } }
      // `evaluations.map { try? $0.insight.outcome.get() }`: what the closure returns.
      if let mapped = mappedElementSubject(c, st, key: key) { return mapped }
      // `feed.updates()` of a method declared `-> AsyncStream<Value>`, or a client's closure
      // property declared so (`client.levelUpdates()`).
      text = typeText(of: stripped, st, depth: 0) ?? closurePropertyResultText(c)
    default:
      return nil
    }
    guard let text, let element = Self.sequenceElementTypeText(of: text) else { return nil }
    return subjectForDeclared(type: TypeRef(text: element, first: 0, last: 0), key: key, scope: unit.ownerPath)
  }

  /// Generic types and protocols whose first generic argument is the element type.
  private static let elementNamingPrefixes = [
    "AsyncStream<", "AsyncThrowingStream<", "AsyncSequence<", "Sequence<", "Collection<",
    "BidirectionalCollection<", "RandomAccessCollection<",
  ]

  /// The element type of a written collection or asynchronous sequence type: `[T]`, `Set<T>`
  /// (as `ProgramFacts.elementTypeText`), `[K: V]` (the `(key: K, value: V)` tuple), `AsyncStream<T>`, `AsyncThrowingStream<T, E>`, `some
  /// AsyncSequence<T, E>`, `some Collection<T>`, `any Sequence<T>`. Only the outcome walker reads these: the flow's stored-evaluation
  /// tracking keeps to the collections it knows.
  static func sequenceElementTypeText(of text: String) -> String? {
    // `Optional<[Level]>` is `[Level]?`: what `guard let levels` unwraps.
    if let wrapped = TypeClassifier.optionalWrapped(Substring(text)) {
      return sequenceElementTypeText(of: String(wrapped))
    }
    if let element = ProgramFacts.elementTypeText(of: text) { return element }
    // `[AccountID: Level]`: its elements are `(key: AccountID, value: Level)` pairs, whose
    // `value` (never the `key`) is the level (`for (id, level) in levels`, `entry.value`).
    if let parts = TypeText.dictionaryParts(of: text), !parts.key.isEmpty, !parts.value.isEmpty {
      return "(key:\(parts.key),value:\(parts.value))"
    }
    guard text.utf8.contains(UInt8(ascii: "<")) else { return nil }
    var t = Substring(text)
    while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
    for prefix in ["some ", "any "] where t.hasPrefix(prefix) { t = t.dropFirst(prefix.count) }
    // `some Collection<Level>`, `any Sequence<Level>`: a protocol's primary associated type
    // names the element as a written collection type does.
    for prefix in Self.elementNamingPrefixes where t.hasPrefix(prefix) && t.hasSuffix(">") {
      return firstGenericArgument(t.dropFirst(prefix.count).dropLast())
    }
    return nil
  }
}

extension OutcomeWalker {
  /// The subject the first parameter of a closure stored under a written function type
  /// receives (`let handle: (Level) -> Void = { level in … }`).
  func declaredClosureParameter(_ type: TypeRef?, _ c: ClosureExpr) -> OutcomeSubject? {
    guard let type, let first = TypeText.functionParameters(of: type.text)?.first else { return nil }
    return subjectForDeclared(
      type: TypeRef(text: first, first: 0, last: 0), key: "closure:\(c.lbrace)", scope: unit.ownerPath)
  }

  /// The first of comma-separated generic arguments (`T` of `T, Never`), trimmed.
  static func firstGenericArgument(_ inner: Substring) -> String? {
    var depth = 0
    var end = inner.endIndex
    scan: for i in inner.indices {
      switch inner[i] {
      case "<", "[", "(": depth += 1
      case ">", "]", ")": depth -= 1
      case "," where depth == 0:
        end = i
        break scan
      default: break
      }
    }
    let first = inner[..<end].drop(while: { $0 == " " })
    let trimmed = String(first.reversed().drop(while: { $0 == " " }).reversed())
    return trimmed.isEmpty ? nil : trimmed
  }
}

extension OutcomeWalker {
  /// What calling `client.levelUpdates()` (or a bare `levelUpdates()`) returns, when every
  /// property of that name is a closure declared with that result.
  fileprivate func closurePropertyResultText(_ c: CallExpr) -> String? {
    switch SyntaxQueries.stripped(c.callee) {
    case .member(let m): return facts.closurePropertyResultText(named: m.name.text)
    case .identifier(let n): return facts.closurePropertyResultText(named: n.text)
    default: return nil
    }
  }
}
