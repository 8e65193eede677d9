import Dispatch
import TrustLintSyntax

/// Every declaration of every file of a run, by name: functions (with parameters and result
/// types), type aliases, types and extensions, properties; and which files RULES.md says are
/// analysed. Immutable after construction, so rules may read it from any thread.
///
/// Local declarations (a `func` inside a function body) are not indexed: they are bodies of
/// their own for the flow analysis but never resolve as callees (an unresolved callee is
/// treated conservatively).
public final class ProgramIndex: @unchecked Sendable {
  /// All indexed functions; `FunctionEntry.id` is the position here.
  public let functions: [FunctionEntry]
  /// All indexed properties (stored and computed).
  public let properties: [PropertyEntry]
  /// All type aliases, wherever declared.
  public let typeAliases: [TypeAliasEntry]
  /// All type and extension declarations.
  public let types: [TypeEntry]
  /// Per file (same order as `Program.files`): whether it imports `TrustInsights`.
  public let importsTrustInsights: [Bool]
  /// Per file: whether RULES.md says it is analysed.
  public let analysedFiles: [Bool]
  /// Simple names that denote an evaluation type: `InsightEvaluation` and aliases of it.
  public let evaluationTypeNames: Set<String>
  /// Aliases whose aliased type is optional (`typealias MaybeEvaluation = InsightEvaluation<X>?`).
  public let optionalAliasNames: Set<String>
  /// Simple names that denote the evaluator: `InsightEvaluator` and aliases of it.
  public let evaluatorTypeNames: Set<String>
  /// Names whose mention makes a file analysed: the two framework types (unless the program
  /// declares its own type of that name) and every alias that mentions one of them.
  public let mentionNames: Set<String>

  /// Names of functions whose declared result is an evaluation (producers).
  public let producerNames: Set<String>
  /// Names of functions declared `-> Never`.
  public let neverNames: Set<String>
  /// Names of methods declared in extensions of the evaluation type.
  public let evaluationExtensionMethodNames: Set<String>
  private let functionsByName: [String: [Int32]]
  private let idsByDecl: [ObjectIdentifier: Int32]
  private let initializersByType: [String: [Int32]]
  private let propertiesByName: [String: [Int]]
  private let typesByName: [String: [Int]]

  /// Builds the index over parsed trees (in `Program.files` order).
  public init(trees: [SyntaxTree]) {
    var collector = DeclarationCollector()
    for (i, tree) in trees.enumerated() { collector.collect(tree.items, fileIndex: i) }
    let aliasTable = AliasTable(aliases: collector.aliases, declaredTypeNames: collector.declaredTypeNames)
    evaluationTypeNames = aliasTable.evaluationNames
    optionalAliasNames = aliasTable.optionalNames
    evaluatorTypeNames = aliasTable.evaluatorNames
    mentionNames = aliasTable.mentionNames
    typeAliases = collector.aliases
    types = collector.types
    properties = collector.properties
    importsTrustInsights = (0..<trees.count).map { collector.trustInsightsImports.contains($0) }

    var entries: [FunctionEntry] = []
    var byName: [String: [Int32]] = [:]
    var inits: [String: [Int32]] = [:]
    var ids: [ObjectIdentifier: Int32] = [:]
    entries.reserveCapacity(collector.functions.count)
    for raw in collector.functions {
      let id = Int32(entries.count)
      let decl = raw.decl
      let resultText = decl.resultType?.text
      let result = resultText.map { Self.classify($0, aliasTable) } ?? (isEvaluation: false, isOptional: false)
      let params = decl.parameters.map { p in
        p.type.map { Self.classify($0.text, aliasTable) } ?? (isEvaluation: false, isOptional: false)
      }
      let ext = raw.ownerTypeText.map { Self.classify($0, aliasTable).isEvaluation } ?? false
      let entry = FunctionEntry(
        id: id, fileIndex: raw.fileIndex, decl: decl, ownerPath: raw.ownerPath, ownerTypeText: raw.ownerTypeText,
        isEvaluationExtension: ext, qualifiedName: Self.qualifiedName(decl, owner: raw.ownerPath),
        returnsEvaluation: result.isEvaluation, returnsOptional: result.isOptional,
        isNever: resultText.map(TypeText.isNever) ?? false,
        evaluationParameters: params.map { $0.isEvaluation }, optionalParameters: params.map { $0.isOptional })
      entries.append(entry)
      ids[ObjectIdentifier(decl)] = id
      if !entry.isAccessor { byName[entry.name, default: []].append(id) }
      if case .initializer = decl.kind, let owner = raw.ownerPath.last { inits[owner, default: []].append(id) }
    }
    functions = entries
    producerNames = Set(entries.filter { $0.returnsEvaluation && !$0.isAccessor }.map { $0.name })
    neverNames = Set(entries.filter { $0.isNever }.map { $0.name })
    evaluationExtensionMethodNames = Set(entries.filter { $0.isEvaluationExtension && !$0.isAccessor }.map { $0.name })
    idsByDecl = ids
    functionsByName = byName
    initializersByType = inits
    var props: [String: [Int]] = [:]
    for (i, p) in collector.properties.enumerated() { props[p.name.text, default: []].append(i) }
    propertiesByName = props
    var typeMap: [String: [Int]] = [:]
    for (i, t) in collector.types.enumerated() { typeMap[t.name, default: []].append(i) }
    typesByName = typeMap

    let mentionBytes = aliasTable.mentionNames.map { Array($0.utf8) }
    let imports = collector.trustInsightsImports
    // One token scan per file, in parallel (no recursion: safe on any thread's stack).
    analysedFiles = [Bool](unsafeUninitializedCapacity: trees.count) { buffer, count in
      let slots = SendableSlots(buffer)
      DispatchQueue.concurrentPerform(iterations: trees.count) { i in
        slots.set(i, imports.contains(i) || Self.mentions(trees[i], names: mentionBytes))
      }
      count = trees.count
    }
  }

  // MARK: Queries

  /// Whether a written type is an evaluation type (optional or not, through aliases).
  public func isEvaluationType(_ text: String) -> Bool {
    guard let base = TypeText.base(of: text) else { return false }
    return evaluationTypeNames.contains(base.name)
  }

  /// Whether a written type is optional (`T?`, `T!`, `Optional<T>`, or an alias of an optional).
  public func isOptionalType(_ text: String) -> Bool {
    guard let base = TypeText.base(of: text) else { return false }
    return base.isOptional || optionalAliasNames.contains(base.name)
  }

  /// Whether a written type is the evaluator (`InsightEvaluator` or an alias of it).
  public func isEvaluatorType(_ text: String) -> Bool {
    guard let base = TypeText.base(of: text) else { return false }
    return evaluatorTypeNames.contains(base.name)
  }

  /// The index entry of a declaration (nil for local functions).
  public func functionID(of decl: FunctionDecl) -> Int32? { idsByDecl[ObjectIdentifier(decl)] }

  /// Non-accessor functions with this base name.
  public func functions(named name: String) -> [FunctionEntry] {
    (functionsByName[name] ?? []).map { functions[Int($0)] }
  }

  /// Initializers declared in types (or extensions) with this simple name.
  public func initializers(ofType name: String) -> [FunctionEntry] {
    (initializersByType[name] ?? []).map { functions[Int($0)] }
  }

  /// Properties with this name, in any type or at file level.
  public func properties(named name: String) -> [PropertyEntry] {
    (propertiesByName[name] ?? []).map { properties[$0] }
  }

  /// Types and extensions with this simple name.
  public func types(named name: String) -> [TypeEntry] { (typesByName[name] ?? []).map { types[$0] } }

  /// Functions named `name` whose parameters accept the call's argument labels (see
  /// `CallLabels`), each with the parameter index of every argument. Several candidates mean
  /// an overload the index cannot tell apart; callers decide conservatively.
  public func resolve(name: String, labels: CallLabels, initializerOf type: String? = nil) -> [ResolvedCall] {
    let pool = type.map { initializers(ofType: $0) } ?? functions(named: name)
    var result: [ResolvedCall] = []
    for entry in pool {
      if let mapping = labels.match(entry.decl.parameters) {
        result.append(ResolvedCall(function: entry.id, parameterOfArgument: mapping))
      }
    }
    return result
  }

  // MARK: Building

  private static func classify(_ text: String, _ aliases: AliasTable) -> (isEvaluation: Bool, isOptional: Bool) {
    guard let base = TypeText.base(of: text) else { return (false, false) }
    let isEvaluation = aliases.evaluationNames.contains(base.name)
    return (isEvaluation, base.isOptional || aliases.optionalNames.contains(base.name))
  }

  /// `Owner.name(label:_:)`, `Owner.init(context:)`, `Owner.property` for accessors.
  static func qualifiedName(_ decl: FunctionDecl, owner: [String]) -> String {
    let prefix = owner.isEmpty ? "" : owner.joined(separator: ".") + "."
    if case .accessor = decl.kind { return prefix + decl.name.text }
    let labels = decl.parameters.map { ($0.label ?? "_") + ":" }.joined()
    return prefix + decl.name.text + "(" + labels + ")"
  }

  /// Whether any identifier token of the tree spells one of `names`.
  private static func mentions(_ tree: SyntaxTree, names: [[UInt8]]) -> Bool {
    guard !names.isEmpty else { return false }
    let lengths = Set(names.map { $0.count })
    let bytes = tree.source.bytes
    return bytes.withUnsafeBufferPointer { buf in
      for token in tree.tokens where token.kind == .identifier {
        var start = Int(token.start)
        var end = Int(token.end)
        if end - start >= 2, buf[start] == UInt8(ascii: "`"), buf[end - 1] == UInt8(ascii: "`") {
          start += 1
          end -= 1
        }
        guard lengths.contains(end - start), end <= buf.count else { continue }
        for name in names where name.count == end - start {
          var equal = true
          var i = 0
          while i < name.count {
            if buf[start + i] != name[i] {
              equal = false
              break
            }
            i += 1
          }
          if equal { return true }
        }
      }
      return false
    }
  }
}

/// A call matched to one declaration: for each argument, the index of its parameter.
public struct ResolvedCall: Sendable, Hashable {
  /// The callee (`ProgramIndex.functions` index).
  public let function: Int32
  /// For each argument of the call, the index of the parameter it fills.
  public let parameterOfArgument: [Int]
}

/// Lets `concurrentPerform` iterations write disjoint slots of one buffer.
private struct SendableSlots<T>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<T>
  init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
  func set(_ i: Int, _ value: T) { (buffer.baseAddress! + i).initialize(to: value) }
}
