import TrustLintSyntax

/// What the code says a parameter, local or property is when no type is written on it: a
/// closure's parameter whose closure is stored under a written function type, a name bound
/// from an enum case's payload, a stored property a subclass inherits. The type inferences
/// (`inferType`, `knownTypeName`, the evaluator receivers) all read these, so that a receiver
/// the code declares as the app's own type is that type for every rule, and a name
/// (`evaluator`) decides only where nothing says what the receiver is.
extension ProgramFacts {
  /// The type of parameter `i` of `owner` as written on it or, for a closure kept under a
  /// written function type (`let run: (ScoreEvaluator) async throws -> Int = { evaluator in … }`,
  /// through a function-type alias too), that type's parameter.
  func parameterTypeText(_ i: Int, of owner: BodyScope) -> String? {
    if let t = owner.parameters[i].type { return t.text }
    guard let kept = owner.keptType,
      let types = TypeText.functionParameters(of: program.index.expandingFunctionTypeAlias(kept.text)),
      types.count == owner.parameters.count
    else { return nil }
    return types[i]
  }

  /// The type of a local as written on it or, for a name bound in an enum case's payload, as
  /// the case declares that payload.
  func localTypeText(_ local: BodyScope.Local, in owner: BodyScope, depth: Int) -> String? {
    if let t = local.type { return t.text }
    guard let p = local.payload else { return nil }
    return payloadTypeText(p, in: owner, depth: depth)
  }

  /// `case .scoring(let evaluator) = plugin` where `plugin` is known to be an enum of the
  /// program declaring `case scoring(ScoreEvaluator)`: that payload's type. Nil when the
  /// subject's type cannot be told, when its declarations disagree, or when the payload is a
  /// generic parameter of the enum (which says nothing of the value).
  private func payloadTypeText(_ p: BodyScope.PayloadOrigin, in scope: BodyScope, depth: Int) -> String? {
    guard depth < 4, let enumName = knownTypeName(p.subject, in: scope, depth: depth + 1) else { return nil }
    var found: String?
    for t in program.index.types(named: enumName) where t.decl.kind == .enum {
      for c in Self.enumCases(t.decl.members) {
        guard let payload = c.payload(of: p.caseName) else { continue }
        let elements = TypeText.tupleElements(of: payload.text) ?? [Self.singleElement(payload.text)]
        guard elements.count == p.count, p.index < elements.count else { return nil }
        let element = elements[p.index]
        if let generics = t.decl.genericParameters, let base = TypeText.base(of: element)?.name,
          TypeText.identifiers(in: generics).contains(base)
        {
          return nil
        }
        if let previous = found, previous != element { return nil }
        found = element
      }
    }
    return found
  }

  /// The payload types of case `caseName` of the program's enums named `enumName`, as written,
  /// with the path of the enum that declares them (where a nested name in them resolves). Nil
  /// when no such case has a payload, when declarations disagree, or for a generic enum.
  /// Each enum name's cases are read once (a `switch` over a large action enum asks per case).
  func payloadElementTypes(ofCase caseName: String, inEnum enumName: String) -> (types: [String], scope: [String])? {
    let memo = program.cache.value("facts.enumPayloads") { SharedMemo<String, [String: EnumPayload]>() }
    let table = memo.value(enumName) {
      var table: [String: EnumPayload] = [:]
      for t in program.index.types(named: enumName) where t.decl.kind == .enum {
        for c in Self.enumCases(t.decl.members) {
          for (i, name) in c.names.enumerated() {
            guard i < c.payloads.count, let payload = c.payloads[i] else { continue }
            let elements = TypeText.tupleElements(of: payload.text) ?? [Self.singleElement(payload.text)]
            let found = EnumPayload.known(elements, t.ownerPath + [t.name])
            if t.decl.genericParameters != nil {
              table[name.text] = .unknown
            } else if let previous = table[name.text], previous != found {
              table[name.text] = .unknown
            } else {
              table[name.text] = found
            }
          }
        }
      }
      return table
    }
    guard case .known(let types, let scope)? = table[caseName] else { return nil }
    return (types, scope)
  }

  /// The case declarations among an enum's members (inside `#if` blocks too).
  static func enumCases(_ members: [Stmt]) -> [EnumCaseDecl] {
    var result: [EnumCaseDecl] = []
    for m in members {
      switch m {
      case .enumCase(let c): result.append(c)
      case .ifConfig(let c): for clause in c.clauses { result += enumCases(clause.body) }
      default: break
      }
    }
    return result
  }

  /// `(ScoreEvaluator)` or `(evaluator:ScoreEvaluator)`: the one associated value's type.
  static func singleElement(_ text: String) -> String {
    var t = Substring(text)
    if t.hasPrefix("("), t.hasSuffix(")") { t = t.dropFirst().dropLast() }
    if let colon = t.firstIndex(of: ":"), t[..<colon].utf8.allSatisfy(TypeText.isIdentifierByte) {
      t = t[t.index(after: colon)...]
    }
    return String(t)
  }

  /// Properties named `name` that a body of type `type` reads without declaring them: those of
  /// the nearest superclass (or protocol, whose extension may give a default) that declares
  /// one (`class Base { let evaluator = ScoreEvaluator() }`, read as `evaluator` in a member of
  /// `final class CardViewModel: Base`).
  func inheritedProperties(named name: String, ofType type: String, fromFile: Int) -> [PropertyEntry] {
    let sources = inheritedSources.value(type) { Array(program.index.memberSources(ofType: type).dropFirst()) }
    for source in sources {
      // By the declaring type's own path (its declarations and extensions): the types are
      // already looked up, so no lookup by the property's name alone is needed.
      var paths: Set<[String]> = []
      var found: [PropertyEntry] = []
      for t in program.index.types(named: source) where paths.insert(t.ownerPath + [t.name]).inserted {
        // Folders decide within one owner's properties only: each owner's nearest, in turn.
        found += nearestOwned(PropertyKey(name: name, ownerPath: t.ownerPath + [t.name]), toFile: fromFile)
      }
      if !found.isEmpty { return found }
    }
    return []
  }
}

/// A case's payload as the program's enums of one name declare it.
enum EnumPayload: Equatable {
  /// The payload's types as written, and the path of the declaring enum.
  case known([String], [String])
  /// A generic enum, or declarations that disagree.
  case unknown
}
