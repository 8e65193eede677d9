import TrustLintSyntax

/// Every declaration of every file of a run, by name: functions (with parameters and result
/// types), type aliases, types and extensions, properties; and which files RULES.md says are
/// analysed. Immutable after construction, so rules may read it from any thread.
///
/// Local declarations (a `func` inside a function body) are not indexed: they are bodies of their own
/// for the flow analysis but never resolve as callees (an unresolved callee is treated conservatively).
public final class ProgramIndex: @unchecked Sendable {
  /// All indexed functions; `FunctionEntry.id` is the position here.
  public let functions: [FunctionEntry]
  /// All indexed properties (stored and computed).
  public let properties: [PropertyEntry]
  /// All type aliases, wherever declared.
  public let typeAliases: [TypeAliasEntry]
  /// The first alias declared under each name: lookups by name, which a scan of
  /// `typeAliases` per call made quadratic in a program of many aliases.
  public let typeAliasesByName: [String: TypeAliasEntry]
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
  /// Names of functions declared with typed throws (`throws(LedgerError)`): only a call of
  /// one of these can throw a type the flow graphs know.
  public let typedThrowsNames: Set<String>
  /// The type names each type declares inside itself (see `TypeScopes`).
  let typeScopes: TypeScopes
  /// Which `extension Outer.Inner` extends a nested type of the program (`NestedExtensions`).
  let nestedExtensions: NestedExtensions
  /// Names of properties whose declared type is a function type returning an evaluation
  /// (`var evaluate: (Context) async throws -> InsightEvaluation<…>`, a dependency client's
  /// closure; see `closureProducers`): calling one produces an evaluation, as a producer
  /// function does.
  public let closureProducerNames: Set<String>
  /// Names of function parameters of such a type (`evaluate: () async throws -> Evaluation`):
  /// a call of one inside its function produces an evaluation.
  public let closureParameterProducerNames: Set<String>
  /// Names of methods declared `-> Output` for a generic parameter of their type
  /// (`GenericResultMethods`): a call may produce an evaluation, by the receiver's type.
  public let genericResultMethodNames: Set<String>
  /// Those of `closureProducerNames` whose closure's result is optional (or, for a name
  /// declared more than once, may be).
  public let optionalClosureProducerNames: Set<String>
  /// Names of computed properties of an evaluation type whose getter is `async`
  /// (`var evaluation: Evaluation { get async throws { try await evaluator.requestEvaluation(…) } }`):
  /// reading one runs the getter, which is a producer. A getter that is not `async` cannot
  /// request an evaluation (`requestEvaluation` is `async`), so it hands out one that exists.
  public let propertyProducerNames: Set<String>
  /// Those of `propertyProducerNames` whose type is optional (for some declaration of the name).
  public let optionalPropertyProducerNames: Set<String>
  /// Stored properties of an evaluation type or a collection of one (`BorrowedProperties`).
  public let borrowed: BorrowedProperties
  /// Enum cases whose associated values carry an evaluation (`EvaluationPayloads`).
  public let evaluationPayloads: EvaluationPayloads
  /// Names of functions declared `-> Never` (analyses ask `isNeverName`, which records the lookup).
  public let neverNames: Set<String>
  /// Names of methods declared in extensions of the evaluation type.
  public let evaluationExtensionMethodNames: Set<String>
  /// Names of computed properties of evaluation-type extensions whose getter reads the outcome.
  public let outcomeReadingPropertyNames: Set<String>
  /// Aliases of function types (`typealias EvaluationCompletion = (Result<CoachingEvaluation,
  /// Error>) -> Void`) by name, declared once or always alike (`ClosureParameters`).
  public let functionTypeAliases: [String: String]
  /// Names of functions with a closure parameter that receives an evaluation (`ClosureParameters`).
  public let evaluationClosureTakerNames: Set<String>
  let functionsByName: [String: [Int32]]
  /// The same, per simple name of the declaring type ("" at file level): a call on `self`, on
  /// a type name or on a receiver of known type looks among its type's functions only, not
  /// among every same-named method of the program and then filters.
  let functionsByOwnerAndName: [OwnedName: [Int32]]
  /// Per name: bit 0 producer, bit 1 declared `-> Never`, bit 2 evaluation-extension method.
  private let calleeKinds: [String: UInt8]
  private let idsByDecl: [ObjectIdentifier: Int32]
  let initializersByType: [String: [Int32]]
  let propertiesByName: [String: [Int]]
  let typesByName: [String: [Int]]
  /// Per protocol name: the types (and extensions) that declare conformance to it.
  let conformersByProtocol: [String: Set<String>]
  /// Which of several same-signature declarations in different folders a call reaches.
  let shadowing: ModuleShadowing
  /// Resolutions of calls of names declared many times (`ProgramIndex+Resolve.swift`).
  let resolved = SharedMemo<ResolveKey, [ResolvedCall]>()
  /// The properties of a name declared many times that a file reaches (`properties(named:fromFile:)`).
  private let nearestProperties = SharedMemo<ReadName, [Int]>()
  /// Which files are test code, whose declarations app code cannot call; which package modules.
  let testTargets: TestTargetFiles, packageModules: PackageModules
  /// Which files import a module whose folder holds a caller (`ImportedFolderModules`).
  let folderModules: ImportedFolderModules
  /// What a type name declared with different meanings in different folders means per file.
  let meanings: AliasMeanings
  /// Each tree's position in `Program.files`.
  let fileIndexByTree: [ObjectIdentifier: Int]

  /// Names that extend the evaluation and evaluator alias chains (see `AliasTable.chainNames`):
  /// a file that spells none of them cannot change which names denote those types.
  public let aliasChainNames: Set<String>
  /// Where lookups by name are recorded (normal runs, for the prefilter); nil: not recorded.
  public let queries: NameQueries?

  /// Builds the index over parsed trees (in `Program.files` order) on one thread.
  public convenience init(trees: [SyntaxTree]) {
    self.init(trees: trees, jobs: 1, queries: nil)
  }

  /// Builds the index over parsed trees (in `Program.files` order). The per-file passes (the
  /// declaration walk, classifying each function, the mention scan) run on up to `jobs`
  /// threads; their tables are merged in file order, so the index never depends on `jobs`.
  public init(trees: [SyntaxTree], jobs: Int, queries: NameQueries?, baseDirectory: String? = nil) {
    self.queries = queries
    shadowing = ModuleShadowing(paths: trees.map(\.source.path), baseDirectory: baseDirectory)
    var positions: [ObjectIdentifier: Int] = [:]
    positions.reserveCapacity(trees.count)
    for (i, tree) in trees.enumerated() { positions[ObjectIdentifier(tree)] = i }
    fileIndexByTree = positions
    // Per file: every declaration the index needs, gathered without looking at other files.
    let collected = ParallelMap.map(count: trees.count, jobs: jobs) { i -> DeclarationCollector in
      var collector = DeclarationCollector()
      collector.collect(trees[i].items, fileIndex: i, tree: trees[i])
      return collector
    }
    var aliases: [TypeAliasEntry] = []
    var declaredTypeNames: Set<String> = []
    var topLevelTypeNames: Set<String> = []
    var functionBase: [Int] = []
    var functionCount = 0
    for c in collected {
      aliases += c.aliases
      declaredTypeNames.formUnion(c.declaredTypeNames)
      topLevelTypeNames.formUnion(c.topLevelTypeNames)
      functionBase.append(functionCount)
      functionCount += c.functions.count
    }
    let aliasTable = AliasTable(
      aliases: aliases, declaredTypeNames: declaredTypeNames, topLevelTypeNames: topLevelTypeNames)
    evaluationTypeNames = aliasTable.evaluationNames
    optionalAliasNames = aliasTable.optionalNames
    evaluatorTypeNames = aliasTable.evaluatorNames
    mentionNames = aliasTable.mentionNames
    aliasChainNames = aliasTable.chainNames
    typeAliases = aliases
    typeAliasesByName = Dictionary(aliases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    // `extension Outer.Inner`'s members get the nested type's own owner path.
    let collectedTypes = collected.flatMap(\.types)
    let nested = NestedExtensions(types: collectedTypes)
    nestedExtensions = nested
    let types =
      nested.isEmpty
      ? collectedTypes
      : collectedTypes.map {
        TypeEntry(fileIndex: $0.fileIndex, ownerPath: nested.canonical($0.ownerPath), decl: $0.decl, name: $0.name)
      }
    let meanings = AliasMeanings(aliases: aliases, types: types, table: aliasTable)
    evaluationPayloads = EvaluationPayloads.of(types) { Self.classify($0, aliasTable) }
    self.meanings = meanings
    let shadowing = self.shadowing
    importsTrustInsights = collected.map { !$0.trustInsightsImports.isEmpty }
    testTargets = TestTargetFiles(collected.map(\.importsTestFramework))
    // Both tables read each file's folders: split the paths once.
    let folders = ModuleShadowing.folders(of: trees.map(\.source.path), baseDirectory: baseDirectory)
    packageModules = PackageModules(folders: folders, imports: collected.map(\.imports)) {
      ModuleShadowing.hasPackageManifest(in: $0)
    }
    folderModules = ImportedFolderModules(folders: folders, imports: collected.map(\.imports))

    // Per file again, now that the aliases are known: classify each function, and scan the
    // tokens for mentions of the evaluation types (a contested name, `AliasMeanings`, only in
    // the files where it means a framework type).
    let contested = Set(meanings.names)
    let mentionBytes = aliasTable.mentionNames.subtracting(contested).map { Array($0.utf8) }
    let scopes = TypeScopes(types: types, aliases: aliases) { Self.classify($0, aliasTable).isEvaluation }
    typeScopes = scopes
    let functionAliases = Self.functionTypeAliases(aliases)
    // Computed only when an analysed file's async function has an erased result (rare).
    let erasedMemo = SharedMemo<Int, Set<String>?>()
    let erasedProducers = { erasedMemo.value(0) { ErasedEvaluationReturns.handedOnProducers(collected, aliasTable) } }
    let perFile = ParallelMap.map(count: trees.count, jobs: jobs) { i -> PerFile in
      let raws = collected[i].functions
      var entries: [FunctionEntry] = []
      entries.reserveCapacity(raws.count)
      // Without contested names (the usual case) every file reads the program-wide table.
      let meaning: (String) -> (isEvaluation: Bool, isOptional: Bool) =
        meanings.isEmpty
        ? { Self.classify($0, aliasTable) } : { Self.classify($0, aliasTable, meanings, inFile: i, shadowing) }
      var analysed = !collected[i].trustInsightsImports.isEmpty || Self.mentions(trees[i], names: mentionBytes)
      if !analysed, !contested.isEmpty {
        let here = contested.filter { name in
          let kind = meanings.kind(of: name, inFile: i, shadowing: shadowing)
          return kind.map { $0 & AliasMeanings.mention != 0 } ?? aliasTable.mentionNames.contains(name)
        }
        analysed = !here.isEmpty && Self.mentions(trees[i], names: here.map { Array($0.utf8) })
      }
      let erased = analysed ? erasedProducers : nil
      for (k, raw) in raws.enumerated() {
        entries.append(
          Self.entry(raw.canonical(nested), id: Int32(functionBase[i] + k), meaning, scopes, erasedProducers: erased))
      }
      let names = FileNameSets.of(
        properties: collected[i].properties, functions: entries, aliasTable, functionAliases, meanings, shadowing)
      return PerFile(entries: entries, analysed: analysed, names: names)
    }
    analysedFiles = perFile.map(\.analysed)

    let entries = perFile.flatMap(\.entries)
    let properties = collected.flatMap { nested.isEmpty ? $0.properties : $0.properties.map { $0.canonical(nested) } }
    // The lookup tables and merges are independent of each other: built side by side (merged
    // on one thread after the tables, they left it alone for a third of the index's wall time).
    let tables = ParallelMap.map(count: 5, jobs: jobs) { task -> LookupTables in
      var t = LookupTables()
      switch task {
      case 0:
        t.ids.reserveCapacity(entries.count)
        for entry in entries { t.ids[ObjectIdentifier(entry.decl)] = entry.id }
      case 1:
        for entry in entries {
          if entry.isNever { t.nevers.insert(entry.name) }
          if entry.isAccessor { continue }
          t.byName[entry.name, default: []].append(entry.id)
          if entry.producesEvaluation { t.producers.insert(entry.name) }
          if entry.decl.thrownType != nil { t.typedThrows.insert(entry.name) }
          if entry.isEvaluationExtension { t.extensionMethods.insert(entry.name) }
          if case .initializer = entry.decl.kind, let owner = entry.ownerPath.last {
            t.inits[owner, default: []].append(entry.id)
          }
        }
        // Only names declared more than once need it (a lookup of another name reads its one
        // declaration): a file of a million distinct functions filled it for nothing.
        for (name, ids) in t.byName where ids.count > 1 {
          for id in ids {
            t.byOwner[OwnedName(owner: entries[Int(id)].ownerPath.last ?? "", name: name), default: []].append(id)
          }
        }
      case 2:
        for (i, p) in properties.enumerated() { t.props[p.name.text, default: []].append(i) }
        for (i, type) in types.enumerated() { t.types[type.name, default: []].append(i) }
      case 3:
        for file in perFile { t.names.formUnion(file.names) }
        for type in types {
          for inherited in type.decl.inheritance {
            guard let base = TypeText.base(of: inherited.text) else { continue }
            t.conformers[base.name, default: []].insert(type.name)
          }
        }
      default:
        t.outcomeReading = Self.outcomeReadingProperties(entries, trees: trees)
      }
      return t
    }
    functions = entries
    idsByDecl = tables[0].ids
    functionsByName = tables[1].byName
    functionsByOwnerAndName = tables[1].byOwner
    producerNames = tables[1].producers
    typedThrowsNames = tables[1].typedThrows
    neverNames = tables[1].nevers
    evaluationExtensionMethodNames = tables[1].extensionMethods
    outcomeReadingPropertyNames = tables[4].outcomeReading
    functionTypeAliases = functionAliases
    let names = tables[3].names
    let closureProducers = names.closureProducers
    evaluationClosureTakerNames = names.closureTakers
    initializersByType = tables[1].inits
    closureProducerNames = closureProducers.all
    optionalClosureProducerNames = closureProducers.optional
    closureParameterProducerNames = closureProducers.parameters
    propertyProducerNames = names.propertyProducers.all
    optionalPropertyProducerNames = names.propertyProducers.optional
    borrowed = names.borrowed
    var kinds: [String: UInt8] = [:]
    for name in producerNames.union(closureProducers.all) { kinds[name, default: 0] |= 0b001 }
    for name in neverNames { kinds[name, default: 0] |= 0b010 }
    for name in evaluationExtensionMethodNames { kinds[name, default: 0] |= 0b100 }
    calleeKinds = kinds
    propertiesByName = tables[2].props
    typesByName = tables[2].types
    conformersByProtocol = tables[3].conformers
    self.types = types
    self.properties = properties
    // Only where some file names an evaluation type (and so uses TrustInsights) can a written type bind the
    // parameter to one; elsewhere the names (`get`, `map`) only made bodies look for evaluations (+18% on the corpus).
    genericResultMethodNames =
      analysedFiles.contains(true) ? Self.genericResultMethods(entries, types: types, typesByName: typesByName) : []
  }

  /// The lookup tables, each built by one task.
  private struct LookupTables {
    var ids: [ObjectIdentifier: Int32] = [:]
    var byName: [String: [Int32]] = [:]
    var inits: [String: [Int32]] = [:]
    var producers: Set<String> = [], typedThrows: Set<String> = [], nevers: Set<String> = []
    var extensionMethods: Set<String> = []
    var props: [String: [Int]] = [:]
    var types: [String: [Int]] = [:]
    var byOwner: [OwnedName: [Int32]] = [:]
    var names = FileNameSets()
    var conformers: [String: Set<String>] = [:]
    var outcomeReading: Set<String> = []
  }

  // MARK: Queries

  /// The index entry of a declaration (nil for local functions).
  public func functionID(of decl: FunctionDecl) -> Int32? { idsByDecl[ObjectIdentifier(decl)] }

  /// Non-accessor functions with this base name.
  public func functions(named name: String) -> [FunctionEntry] {
    queries?.note(.function, name)
    return (functionsByName[name] ?? []).map { functions[Int($0)] }
  }

  /// Initializers declared in types (or extensions) with this simple name.
  public func initializers(ofType name: String) -> [FunctionEntry] {
    queries?.note(.type, name)
    return (initializersByType[name] ?? []).map { functions[Int($0)] }
  }

  /// Properties with this name, in any type or at file level. With `fromFile` (the reader's
  /// file), a property that one of the same owner in a folder nearer to the reader shadows is
  /// left out (`ModuleShadowing`).
  public func properties(named name: String, fromFile: Int? = nil) -> [PropertyEntry] {
    // `_` discards a value (`let _ = f()`); no code can read it back by that name.
    if name == "_" { return [] }
    queries?.note(.property, name)
    let ids = propertiesByName[name] ?? []
    guard let fromFile, ids.count > 1 else { return ids.map { properties[$0] } }
    // A name many types declare (`id`, `title`, `state`) is remembered per reading file, as
    // `resolve` remembers calls.
    func nearest() -> [Int] {
      let groups = shadowing.propertyGroups(named: name, ids: ids, properties: properties)
      return shadowing.nearestProperties(ids, groups: groups, toFile: fromFile)
    }
    let kept = ids.count < 8 ? nearest() : nearestProperties.value(ReadName(file: fromFile, name: name), nearest)
    return kept.map { properties[$0] }
  }

  /// Types and extensions with this simple name.
  public func types(named name: String) -> [TypeEntry] {
    queries?.note(.type, name)
    return (typesByName[name] ?? []).map { types[$0] }
  }

  /// Whether a call of this base name can matter to the flow graph by its name alone: a
  /// producer, a function declared `-> Never`, or (`inEvaluationExtension`: a bare call in an
  /// extension of the evaluation type) a method of such an extension. One hash lookup, where
  /// asking the three sets would hash the name three times, for every call of every body.
  public func mayMatterAsCallee(_ name: String, inEvaluationExtension: Bool) -> Bool {
    queries?.note(.neverFunction, name)
    guard !calleeKinds.isEmpty, let kinds = calleeKinds[name] else { return false }
    return kinds & 0b011 != 0 || (inEvaluationExtension && kinds & 0b100 != 0)
  }

  /// Whether some function of the program with this base name is declared `-> Never`.
  public func isNeverName(_ name: String) -> Bool {
    queries?.note(.neverFunction, name)
    return neverNames.contains(name)
  }

  // MARK: Building

  /// `Owner.name(label:_:)`, `Owner.init(context:)`, `Owner.property` for accessors.
  static func qualifiedName(_ decl: FunctionDecl, owner: [String]) -> String {
    // One string grown in place: every flow graph of a function is named this way.
    var text = ""
    for part in owner {
      text += part
      text += "."
    }
    text += decl.name.text
    if case .accessor = decl.kind { return text }
    text += "("
    for p in decl.parameters {
      text += p.label ?? "_"
      text += ":"
    }
    text += ")"
    return text
  }
}

/// A call matched to one declaration: for each argument, the index of its parameter.
public struct ResolvedCall: Sendable, Hashable {
  /// The callee (`ProgramIndex.functions` index).
  public let function: Int32
  /// For each argument of the call, the index of the parameter it fills.
  public let parameterOfArgument: [Int]
}
