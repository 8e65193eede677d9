import TrustLintSyntax

/// Walks the declarations of each file (top level, types, extensions, `#if` clauses: every
/// clause, since they are alternatives and either may be compiled) and gathers what the index
/// needs. Uses an explicit stack: nesting depth comes from input.
///
/// One exception: the clauses of `#if canImport(TrustInsights)` that are compiled only without
/// the framework (its `#else`, or the body of `#if !canImport(TrustInsights)`) hold stubs for
/// older SDKs (`final class CoachingEvaluation { … }` beside the real `typealias`): where an
/// evaluation exists they are not compiled, so their declarations are not collected.
struct DeclarationCollector {
  struct RawFunction {
    var fileIndex: Int
    var decl: FunctionDecl
    var ownerPath: [String]
    var ownerTypeText: String?
    /// Declared in an extension's body (`extension InsightEvaluation { … }`), not in a type
    /// the program declares itself (`class InsightEvaluation { … }`, its own type of that name).
    var inExtension: Bool
    /// Declared in a clause no shipped build compiles (`IfConfig.Clause.isDevelopmentOnly`).
    var developmentOnly = false
    /// The identifiers of the declaration's `where` clause (`FunctionEntry.whereClauseNames`).
    var whereNames: [String]?
  }

  var functions: [RawFunction] = []
  var properties: [PropertyEntry] = []
  var aliases: [TypeAliasEntry] = []
  var types: [TypeEntry] = []
  /// Names of classes, structs, enums, actors and protocols the program declares itself.
  var declaredTypeNames: Set<String> = []
  /// Those declared at file level: the only ones a file-level alias's name can clash with
  /// (`enum Lending { struct Evaluation }` is `Evaluation` only inside `Lending`).
  var topLevelTypeNames: Set<String> = []
  var trustInsightsImports: Set<Int> = []
  /// Whether the file imports a test framework or `@testable` a module (`TestTargetFiles`).
  var importsTestFramework = false
  /// The file's imports, in `#if` clauses too (`PackageModules`).
  var imports: [ImportDecl] = []

  private struct Frame {
    var items: [Stmt]
    var owner: [String]
    var ownerTypeText: String?
    var inExtension = false
    var developmentOnly = false
  }

  /// Gathers the declarations of `items`, the top level of file `fileIndex` (`tree`: that file,
  /// read for the identifiers of functions' `where` clauses).
  mutating func collect(_ items: [Stmt], fileIndex: Int, tree: SyntaxTree? = nil) {
    var stack = [Frame(items: items, owner: [], ownerTypeText: nil)]
    while let frame = stack.popLast() {
      for item in frame.items {
        switch item {
        case .function(let f):
          functions.append(
            RawFunction(
              fileIndex: fileIndex, decl: f, ownerPath: frame.owner, ownerTypeText: frame.ownerTypeText,
              inExtension: frame.inExtension, developmentOnly: frame.developmentOnly,
              // Only typed throws asks (`GraphBuilder.genericTypedRethrows`): kept for those
              // alone: every generic function's clause cost 8 MB of peak memory on `--analyze-all`.
              whereNames: f.thrownType == nil
                ? nil
                : f.whereClause.flatMap { w in
                  tree.map { t in (Int(w.first)...Int(w.last)).map { t.text(of: TokenIndex($0)) } }
                }))
        case .variable(let v):
          addProperty(v, fileIndex: fileIndex, frame: frame)
        case .type(let t):
          let name: String
          if t.kind == .extension {
            let written = t.extendedType?.text ?? t.name.text
            name = Self.pathWithoutGenerics(written)
          } else {
            name = t.name.text
            declaredTypeNames.insert(name)
            if frame.owner.isEmpty { topLevelTypeNames.insert(name) }
          }
          types.append(TypeEntry(fileIndex: fileIndex, ownerPath: frame.owner, decl: t, name: name))
          // (`X?` in `extension Optional where Wrapped == X`: `self` there is an optional `X`.)
          let text = t.selfTypeText
          stack.append(
            Frame(
              items: t.members, owner: frame.owner + [name], ownerTypeText: text, inExtension: t.kind == .extension,
              developmentOnly: frame.developmentOnly))
        case .typeAlias(let a):
          aliases.append(TypeAliasEntry(fileIndex: fileIndex, ownerPath: frame.owner, decl: a))
        case .importDecl(let i):
          if i.module.text == "TrustInsights" { trustInsightsImports.insert(fileIndex) }
          if TestTargetFiles.isTestImport(i) { importsTestFramework = true }
          imports.append(i)
        case .ifConfig(let c):
          // (The parser already left out the clauses compiled only without TrustInsights: the
          // `#else` of `#if canImport(TrustInsights)` or `#if os(iOS)`, the body of `#if
          // !canImport(TrustInsights)` or `#if os(macOS)`.)
          for k in c.clauses.indices {
            let development = frame.developmentOnly || c.clauses[k].isDevelopmentOnly
            stack.append(
              Frame(
                items: c.clauses[k].body, owner: frame.owner, ownerTypeText: frame.ownerTypeText,
                inExtension: frame.inExtension, developmentOnly: development))
          }
        default:
          break
        }
      }
    }
  }

  private mutating func addProperty(_ v: VarDecl, fileIndex: Int, frame: Frame) {
    for (i, binding) in v.bindings.enumerated() {
      for accessor in binding.accessors {
        functions.append(
          RawFunction(
            fileIndex: fileIndex, decl: accessor, ownerPath: frame.owner, ownerTypeText: frame.ownerTypeText,
            inExtension: frame.inExtension))
      }
      guard case .binding = binding.pattern else { continue }
      properties.append(PropertyEntry(declaration: v, binding: i, fileIndex: fileIndex, ownerPath: frame.owner))
    }
  }

  /// `Foo.Bar<X>` → `Foo.Bar`.
  static func pathWithoutGenerics(_ text: String) -> String {
    if let lt = text.firstIndex(of: "<") { return String(text[..<lt]) }
    var t = text
    while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
    return t
  }
}

/// Resolves `typealias` chains once for the whole program (cycle-safe: a fixed point over
/// the alias list, each step only adding names).
struct AliasTable {
  var evaluationNames: Set<String> = ["InsightEvaluation"]
  var evaluatorNames: Set<String> = ["InsightEvaluator"]
  var optionalNames: Set<String> = []
  var mentionNames: Set<String> = []
  /// Every name the alias chains reached (before clashes with declared types are dropped):
  /// the framework names and every alias of the evaluation or evaluator types, or mentioning
  /// them. A file that spells none of these cannot extend a chain.
  var chainNames: Set<String> = []
  /// The three sets before names the program also declares as types were dropped: what an
  /// alias means where its own declaration is the nearest (`AliasMeanings`).
  var unclashed: (evaluation: Set<String>, evaluator: Set<String>, optional: Set<String>) = ([], [], [])

  /// `topLevelTypeNames`: the types declared at file level, with which an alias's simple name
  /// clashes (a nested type of that name is told apart by `TypeScopes` inside its parent).
  init(aliases: [TypeAliasEntry], declaredTypeNames: Set<String>, topLevelTypeNames: Set<String>? = nil) {
    let parsed: [(name: String, text: String, base: (name: String, isOptional: Bool)?, words: [String])] =
      aliases.compactMap { a in
        guard let text = a.decl.aliased?.text else { return nil }
        return (a.name, text, TypeText.base(of: text), TypeText.identifiers(in: text))
      }
    // `typealias InsightEvaluator = FakeInsightEvaluator` (a test target built where the
    // framework is missing) declares the framework's name for a type of the program, as
    // `final class InsightEvaluator` does: a file that spells it names the fake (probes-dx p86).
    let framework: Set<String> = ["InsightEvaluation", "InsightEvaluator"]
    let shadowing = Set(
      parsed.filter { alias in
        guard framework.contains(alias.name), let base = alias.base?.name else { return false }
        return !framework.contains(base) && declaredTypeNames.contains(base)
      }.map(\.name))
    var mention = framework.filter { !declaredTypeNames.contains($0) && !shadowing.contains($0) }
    var changed = true
    var rounds = 0
    while changed && rounds < 64 {
      changed = false
      rounds += 1
      for alias in parsed {
        if let base = alias.base {
          if evaluationNames.contains(base.name) && !evaluationNames.contains(alias.name) {
            evaluationNames.insert(alias.name)
            changed = true
          }
          if evaluatorNames.contains(base.name) && !evaluatorNames.contains(alias.name) {
            evaluatorNames.insert(alias.name)
            changed = true
          }
          if (base.isOptional || optionalNames.contains(base.name)) && !optionalNames.contains(alias.name) {
            optionalNames.insert(alias.name)
            changed = true
          }
        }
        if !mention.contains(alias.name) && alias.words.contains(where: { mention.contains($0) }) {
          mention.insert(alias.name)
          changed = true
        }
      }
    }
    mentionNames = mention
    chainNames = evaluationNames.union(evaluatorNames).union(mention)
    unclashed = (evaluationNames, evaluatorNames, optionalNames)
    // An alias whose simple name is also a type the program declares (`Trust.Evaluation` and
    // an unrelated `struct Evaluation`) cannot be told apart by name: drop it.
    let clashes = (topLevelTypeNames ?? declaredTypeNames).subtracting(["InsightEvaluation", "InsightEvaluator"])
    evaluationNames.subtract(clashes)
    evaluatorNames.subtract(clashes)
    optionalNames.subtract(clashes)
  }
}

/// The argument labels of a call, to match against parameter lists.
public struct CallLabels: Sendable, Hashable {
  /// One entry per argument (parenthesised, then trailing closures); nil for unlabeled.
  public var labels: [String?]
  /// The index of the first (unlabeled) trailing closure, which may fill any function-typed parameter.
  public var firstTrailingClosure: Int?

  /// Labels as written at a call (see the properties).
  public init(labels: [String?], firstTrailingClosure: Int?) {
    self.labels = labels
    self.firstTrailingClosure = firstTrailingClosure
  }

  /// One bit per label that must equal a parameter's label (`mask(of:)`): every written label
  /// but the first trailing closure's, which fills a parameter by its type alone.
  var labelMask: UInt64 {
    var mask: UInt64 = 0
    for (i, label) in labels.enumerated() where i != firstTrailingClosure {
      if let label { mask |= Self.mask(of: label) }
    }
    return mask
  }

  private static func isFunctionType(_ text: String, _ aliases: [String: String]) -> Bool {
    TypeText.containsArrow(text) || (!aliases.isEmpty && TypeText.containsArrow(ProgramIndex.expanding(text, aliases)))
  }

  /// The bit of one label: a cheap hash of its bytes into 0..<64.
  static func mask(of label: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in label.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return 1 << (h >> 58)
  }

  /// For each argument, the parameter index it fills; nil when the labels do not fit. An
  /// unlabeled trailing closure fills a parameter of function type, written out or through one
  /// of `functionAliases` (`ProgramIndex.functionTypeAliases`).
  public func match(_ params: [Parameter], functionAliases: [String: String] = [:]) -> [Int]? {
    var mapping: [Int] = []
    mapping.reserveCapacity(labels.count)
    var a = 0
    for (p, param) in params.enumerated() {
      let isWildcard = a == firstTrailingClosure
      let fits =
        a < labels.count
        && (isWildcard
          ? (param.type.map { Self.isFunctionType($0.text, functionAliases) } ?? true) : labels[a] == param.label)
      if fits {
        mapping.append(p)
        a += 1
        if param.isVariadic {
          while a < labels.count && labels[a] == nil && a != firstTrailingClosure {
            mapping.append(p)
            a += 1
          }
        }
      } else if param.defaultValue == nil && !param.isVariadic {
        return nil
      }
    }
    return a == labels.count ? mapping : nil
  }
}
