import TrustLintSyntax

/// A case pattern on a value nothing types: `switch action` in `Reduce { state, action in … }`
/// (The Composable Architecture's reducer closure, whose parameter types come from the
/// generic `Reduce` the program does not declare), `handlers.append { event in switch event
/// { … } }`. The case's name then says which of the program's enums is meant when every enum
/// of the program declaring a case of that name declares the same payload.
extension ProgramFacts {
  /// The payload types of case `caseName` as every enum of the program that declares such a
  /// case declares them, with the path of the declaring enum where a nested name in them
  /// resolves (empty when several enums of different paths agree on the text). Nil when no
  /// enum declares it with a payload, when their payloads disagree, or when one of them is
  /// generic (its payload says nothing of the value).
  func payloadElementTypes(ofCaseInAnyEnum caseName: String) -> (types: [String], scope: [String])? {
    // A file spelling the case name may declare (or stop declaring) such a case.
    program.index.queries?.note(.word, caseName)
    let table = program.cache.value("facts.enumPayloadsByCase") { Self.payloadsByCase(program.index.types) }
    guard case .known(let types, let scope)? = table[caseName] else { return nil }
    return (types, scope)
  }

  /// Every enum case with a payload, by case name, read once for the program.
  private static func payloadsByCase(_ types: [TypeEntry]) -> [String: EnumPayload] {
    var table: [String: EnumPayload] = [:]
    for t in types where t.decl.kind == .enum {
      for c in enumCases(t.decl.members) {
        for (i, name) in c.names.enumerated() {
          guard i < c.payloads.count, let payload = c.payloads[i] else { continue }
          let elements = TypeText.tupleElements(of: payload.text) ?? [singleElement(payload.text)]
          let found: EnumPayload = t.decl.genericParameters != nil ? .unknown : .known(elements, t.ownerPath + [t.name])
          switch (table[name.text], found) {
          case (nil, _):
            table[name.text] = found
          case (.known(let before, let scope)?, .known(let now, let nowScope)) where before == now:
            // The same text in two enums: it resolves from the file level only.
            table[name.text] = .known(before, scope == nowScope ? scope : [])
          default:
            table[name.text] = .unknown
          }
        }
      }
    }
    return table
  }
}
