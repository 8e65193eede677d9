import TrustLintSyntax

extension ProgramFacts {
  /// How a property read by name alone (`other.level`) shows the outcome: the kind every
  /// property of that name in the program is declared as (`Value`, `Value?`, the outcome
  /// `Result`); nil when one of them is declared otherwise or has no written type.
  ///
  /// Why a table: the outcome walker asks for every member expression it meets, and a name
  /// declared by many types (a module copied many times, `state` in every view model) made
  /// each question classify every one of them again.
  func propertyOutcomeKind(named name: String) -> OutcomeSubject.Kind? {
    guard name != "_" else { return nil }
    program.index.queries?.note(.property, name)
    return propertyOutcomeKinds[name]
  }

  /// Whether some property of this name is declared as `Value`, `Value?` or the outcome
  /// `Result` (its kind then depends on which type's property a read reaches).
  func hasOutcomeProperty(named name: String) -> Bool {
    outcomePropertyNames.contains(name)
  }

  /// The names of the properties declared with an outcome kind.
  private var outcomePropertyNames: Set<String> {
    program.cache.value("facts.outcomePropertyNames") {
      Set(
        program.index.properties.filter { p in p.type.flatMap { declaredOutcomeKind($0.text) } != nil }.map(\.name.text)
      )
    }
  }

  /// The kind agreed by all properties of each name, for the names where they agree.
  private var propertyOutcomeKinds: [String: OutcomeSubject.Kind] {
    program.cache.value("facts.propertyOutcomeKinds") {
      agreedPerName { p in p.type.flatMap { declaredOutcomeKind($0.text) } }
    }
  }

  /// The outcome kind of what calling a closure property of this name returns, where every
  /// property of the name is declared as a function type and all agree
  /// (`var level: @Sendable (OperationCategory) async throws -> IsLikelyBeingCoachedInsight.Value`
  /// of a dependency client: `try await coaching.level(.payment)` is a level). A property of
  /// the name of another type (a stored level, a `String`) says nothing.
  func closurePropertyResultKind(named name: String) -> OutcomeSubject.Kind? {
    guard name != "_" else { return nil }
    program.index.queries?.note(.property, name)
    let table = program.cache.value("facts.closurePropertyResultKinds") {
      agreedPerName { p in closureResult(of: p).flatMap { declaredOutcomeKind($0) } }
    }
    return table[name]
  }

  /// The result type, as written, of calling a closure property of this name, where every
  /// property of the name is declared as a function type with that same result
  /// (`var levelUpdates: @Sendable () -> AsyncStream<IsLikelyBeingCoachedInsight.Value>`).
  func closurePropertyResultText(named name: String) -> String? {
    guard name != "_" else { return nil }
    program.index.queries?.note(.property, name)
    let table = program.cache.value("facts.closurePropertyResultTexts") { agreedPerName { p in closureResult(of: p) } }
    return table[name]
  }

  /// The result type, as written, of calling a property declared as a function type.
  private func closureResult(of p: PropertyEntry) -> String? {
    p.type.flatMap { TypeText.functionResult(of: program.index.expandingFunctionTypeAlias($0.text)) }
  }

  /// Per property name, what `value` says of the program's properties of that name, kept only
  /// where all of them say the same non-nil thing (`agreed[name] == .some(nil)`: they differ,
  /// or one says nothing).
  private func agreedPerName<V: Equatable>(_ value: (PropertyEntry) -> V?) -> [String: V] {
    var agreed: [String: V?] = [:]
    for p in program.index.properties {
      let v = value(p)
      let name = p.name.text
      if let existing = agreed[name] {
        if existing != v { agreed[name] = .some(nil) }
      } else {
        agreed[name] = .some(v)
      }
    }
    return agreed.compactMapValues { $0 }
  }

  /// The outcome kind of a written type read outside any type's own declarations.
  private func declaredOutcomeKind(_ text: String) -> OutcomeSubject.Kind? {
    switch classify(text) {
    case .outcomeValue?: return TypeClassifier.isOptional(text) ? .optional : .value
    case .outcomeResult?: return .result
    default: return nil
    }
  }
}
