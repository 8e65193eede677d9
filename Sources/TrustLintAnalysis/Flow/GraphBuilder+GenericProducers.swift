import TrustLintSyntax

/// Producers through a generic wrapper: Clean Architecture templates erase use cases into
/// `struct AnyUseCase<Input, Output> { func execute(_ input: Input) async throws -> Output }`,
/// and a view model holds `let evaluate: AnyUseCase<Category, CoachingEvaluation>`. The
/// method's declared result is the type's parameter `Output`, which the receiver's written type
/// binds to an evaluation type: `try await evaluate.execute(.payment)` creates an evaluation
/// the caller owns, as a call of any producer of the program does (RULES.md, "Evaluation").
extension GraphBuilder {
  /// Whether every function the call may run declares its result as a generic parameter of
  /// its own type (not of the function: that one is bound by the arguments) that the
  /// receiver's written type binds to an evaluation type; and whether that value is optional.
  /// Nil when this does not apply (another result, no written receiver type).
  func genericResultCreatesEvaluation(_ c: CallExpr, _ shape: CallShape, _ entries: [FunctionEntry]) -> (
    Bool, optional: Bool
  )? {
    guard let arguments = receiverGenericArguments(c, shape, entries) else { return nil }
    var optional = false
    for entry in entries {
      guard let result = entry.decl.resultType?.text.filter({ !$0.isWhitespace }),
        let position = typeParameterPosition(of: result, in: entry), position < arguments.count
      else { return nil }
      // `func peek(_ key: Key) -> Value? { items[key] }`, `unwrap()` of a `Loadable`: hands out
      // what the holder keeps and owes, as a non-generic reader of a stored evaluation does.
      if !GenericResultHandOver.handsOver(entry, in: index) { return nil }
      let bound = arguments[position]
      guard index.isEvaluationType(bound, inFile: fileIndex) else { return nil }
      optional = optional || result.hasSuffix("?") || index.isOptionalType(bound, inFile: fileIndex)
    }
    return (true, optional)
  }

  /// The position of `result` (`Output` or `Output?`) among the generic parameters of the
  /// type that declares `entry`, unless the function declares a parameter of that name itself.
  func typeParameterPosition(of result: String, in entry: FunctionEntry) -> Int? {
    guard let name = ProgramIndex.genericParameterName(result), let owner = entry.ownerPath.last else { return nil }
    if let own = entry.decl.genericParameters, ProgramIndex.genericParameterNames(own).contains(name) { return nil }
    let path = Array(entry.ownerPath.dropLast())
    for t in index.types(named: owner) where t.ownerPath == path {
      guard let list = t.decl.genericParameters else { continue }
      if let position = ProgramIndex.genericParameterNames(list).firstIndex(of: name) { return position }
    }
    return nil
  }

  /// For a call of a `-> Output` method name (`genericResultMethodNames`) on a receiver whose
  /// type is written or constructed where it is bound, that type's generic arguments (through
  /// aliases); nil otherwise. Asked by the producer and the reader checks alike.
  func receiverGenericArguments(_ c: CallExpr, _ shape: CallShape, _ entries: [FunctionEntry]) -> [String]? {
    guard !entries.isEmpty, let name = shape.name?.text, index.genericResultMethodNames.contains(name),
      let receiver = shape.receiver,
      let written = receivers?.writtenTypeText(receiver, c) ?? receivers?.constructedTypeText(receiver, c)
    else { return nil }
    return genericArgumentsThroughAliases(of: written)
  }

  /// `genericArguments(of:)` of the written type, or of what its type alias names
  /// (`typealias EvaluateRiskUseCase = AnyUseCase<Context, CoachingEvaluation>`, then `let
  /// evaluateRisk: EvaluateRiskUseCase`; probes-dd b07), up to four aliases deep.
  func genericArgumentsThroughAliases(of written: String) -> [String]? {
    var text = written.filter { !$0.isWhitespace }
    for _ in 0..<4 {
      if let arguments = Self.genericArguments(of: text) { return arguments }
      while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
      guard let aliased = index.typeAliasesByName[text]?.decl.aliased?.text else { return nil }
      text = aliased.filter { !$0.isWhitespace }
    }
    return nil
  }

  /// `AnyUseCase<Category, CoachingEvaluation>` → `["Category", "CoachingEvaluation"]`; nil
  /// when the written type is no generic type applied (`Wrapper`, `[E]`, `Wrapper<A>.Inner`).
  static func genericArguments(of written: String) -> [String]? {
    let text = written.filter { !$0.isWhitespace }
    guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return nil }
    return topLevelArguments(text[text.index(after: open)..<text.index(before: text.endIndex)])
  }

  /// Splits at the commas outside nested angle brackets, parentheses and square brackets.
  private static func topLevelArguments(_ text: Substring) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for ch in text {
      switch ch {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0:
        parts.append(current)
        current = ""
        continue
      default: break
      }
      current.append(ch)
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }
}
