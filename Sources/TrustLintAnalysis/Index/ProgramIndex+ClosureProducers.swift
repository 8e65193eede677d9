import TrustLintSyntax

/// Closures that produce evaluations: a property or a function parameter whose declared type
/// is a function type returning an evaluation. Calling one by name makes an evaluation that
/// the caller holds, as a producer function's does.
extension ProgramIndex {
  /// The names of such properties (`var evaluate: (Context) async throws -> Evaluation`, a
  /// dependency client's closure), a function-type alias expanded (`let provider:
  /// EvaluationProvider`), and those of them whose closure's result is optional; and the
  /// names of such parameters (`func pay(evaluate: () async throws -> Evaluation)`), which a
  /// body treats as producers only where they are its own parameters (`producerParameters`).
  static func closureProducers(
    properties: [PropertyEntry], functions: [FunctionEntry], _ aliases: AliasTable,
    _ functionAliases: [String: String]
  ) -> (all: Set<String>, optional: Set<String>, parameters: Set<String>) {
    var all: Set<String> = []
    var optional: Set<String> = []
    for p in properties {
      guard let written = p.type?.text,
        let optionalResult = closureProducerKind(written, aliases, functionAliases)
      else { continue }
      all.insert(p.name.text)
      if optionalResult { optional.insert(p.name.text) }
    }
    // A parameter's closure is whatever the caller wrote; inside the function, calling it is
    // where the evaluation comes from (the closure's own value escapes into the call there).
    var parameters: Set<String> = []
    for f in functions {
      for p in f.decl.parameters where p.name.text != "_" {
        guard let written = p.type?.text, closureProducerKind(written, aliases, functionAliases) != nil else {
          continue
        }
        parameters.insert(p.name.text)
      }
    }
    return (all, optional, parameters)
  }

  /// Whether a written type is a function type (or an alias of one) returning an evaluation:
  /// nil when not; otherwise whether the result is optional. An optional closure
  /// (`((Int) -> Evaluation)?`, `var provider: EvaluationProvider?`) is one too: once
  /// unwrapped (`guard let provider`) its call returns what the function type says, and an
  /// optional-chained call (`provider?()`) returns that or nil (`GraphBuilder+OptionalClosures`).
  static func closureProducerKind(
    _ written: String, _ aliases: AliasTable, _ functionAliases: [String: String]
  ) -> Bool? {
    var text = functionAliases.isEmpty ? written : expanding(written, functionAliases)
    // Nearly every written type of a program has no arrow: ruled out before any copy.
    guard TypeText.containsArrow(text) else { return nil }
    if let unwrapped = TypeText.unwrappedOptionalFunctionType(text) { text = unwrapped }
    guard let result = closureResult(of: text, aliases), result.isEvaluation else { return nil }
    return result.isOptional
  }

  /// `closureProducerKind` of a parameter's written type in file `file` inside the members
  /// of `ownerPath` (where a name may mean something else than program-wide).
  public func closureProducerKind(ofParameterType written: String, inFile file: Int?, ownerPath: [String]) -> Bool? {
    var closure = expandingFunctionTypeAlias(written)
    if let unwrapped = TypeText.unwrappedOptionalFunctionType(closure) { closure = unwrapped }
    guard TypeText.containsArrow(closure), let result = TypeText.functionResult(of: closure),
      isEvaluationType(result, inFile: file, ownerPath: ownerPath)
    else { return nil }
    return isOptionalType(result, inFile: file)
  }
}

extension ProgramIndex {
  /// The names of computed properties with an async getter of an evaluation type (`var
  /// evaluation: CoachingEvaluation { get async throws }`), and those whose type is optional:
  /// reading one produces an evaluation.
  static func propertyProducers(_ properties: [PropertyEntry], _ aliases: AliasTable) -> (
    all: Set<String>, optional: Set<String>
  ) {
    var all: Set<String> = []
    var optional: Set<String> = []
    for p in properties where p.isComputed {
      guard let type = p.type, p.accessors.contains(where: { $0.kind == .accessor("get") && $0.isAsync }) else {
        continue
      }
      let kind = classify(type.text, aliases)
      guard kind.isEvaluation else { continue }
      all.insert(p.name.text)
      if kind.isOptional { optional.insert(p.name.text) }
    }
    return (all, optional)
  }
}

extension ProgramIndex {
  /// Whether a call of this base name may run a producing `callAsFunction` of a value
  /// (`evaluateTrust(.payment)` with `@Environment(\.evaluateTrust) var evaluateTrust` of an
  /// `EvaluateTrustAction` whose `callAsFunction` returns an evaluation, as SwiftUI's
  /// `DismissAction` is called): only a program that declares such a method can, and only a
  /// name no function of the program has (a function's name resolves to that function).
  /// Which value the name holds, and so whether the call produces, the candidates decide; this
  /// only keeps the name gates of the flow (which ask producer names first) from ruling it out.
  public func mayCallProducingValue(_ name: String) -> Bool {
    guard producerNames.contains("callAsFunction"), name != "callAsFunction" else { return false }
    return functions(named: name).isEmpty
  }
}
