import TrustLintSyntax

/// Methods whose declared result is a generic parameter of their own type
/// (`struct AnyUseCase<Input, Output> { func execute(_:) async throws -> Output }`): whether a
/// call produces an evaluation depends on the receiver's type arguments
/// (`GraphBuilder+GenericProducers.swift`). Their names let the flow builder resolve such calls
/// without resolving every call of every body.
extension ProgramIndex {
  /// The names of the methods in `entries` declared `-> P` or `-> P?` where `P` is a generic
  /// parameter of the type that declares them (and not of the method itself).
  static func genericResultMethods(_ entries: [FunctionEntry], types: [TypeEntry], typesByName: [String: [Int]])
    -> Set<String>
  {
    var names: Set<String> = []
    for entry in entries where !entry.isAccessor {
      guard let owner = entry.ownerPath.last, let written = entry.decl.resultType?.text,
        let name = genericParameterName(written)
      else { continue }
      if let own = entry.decl.genericParameters, genericParameterNames(own).contains(name) { continue }
      let path = Array(entry.ownerPath.dropLast())
      let declares = (typesByName[owner] ?? []).contains { i in
        types[i].ownerPath == path
          && types[i].decl.genericParameters.map { genericParameterNames($0).contains(name) } == true
      }
      if declares { names.insert(entry.name) }
    }
    return names
  }

  /// `Output` for `Output` or `Output?`; nil for any other written type.
  static func genericParameterName(_ written: String) -> String? {
    let text = written.filter { !$0.isWhitespace }
    let name = text.hasSuffix("?") ? String(text.dropLast()) : text
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return name
  }

  /// `<Input, Output: Sendable>` → `["Input", "Output"]` (a constraint's own brackets are
  /// skipped: `<T: Box<Int>, U>` → `["T", "U"]`).
  static func genericParameterNames(_ list: String) -> [String] {
    var names: [String] = []
    var depth = 0
    var current = ""
    var inConstraint = false
    for ch in list where !ch.isWhitespace {
      switch ch {
      case "<":
        depth += 1
        if depth == 1 { continue }
      case ">":
        depth -= 1
        if depth == 0 { continue }
      case "," where depth == 1:
        names.append(current)
        current = ""
        inConstraint = false
        continue
      case ":" where depth == 1:
        inConstraint = true
      default: break
      }
      if depth == 1 && !inConstraint { current.append(ch) }
    }
    if !current.isEmpty { names.append(current) }
    return names
  }
}
