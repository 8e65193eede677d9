/// What a type name means in each file when the program declares it more than once with
/// different meanings: `typealias Evaluation = InsightEvaluation<…>` in one module and
/// `typealias Evaluation = CreditReport` (or `struct Evaluation`) in another.
///
/// The program-wide alias table cannot tell those apart: it took every `Evaluation` for the
/// framework's evaluation (a credit module that never imports TrustInsights got findings),
/// or, for a name also declared as a type, dropped the alias everywhere (the module that
/// declares it lost its findings). One module cannot declare a type name twice at the same
/// level, so, as for functions (`ModuleShadowing`), the folder stands for the module: in a
/// file, a contested name means what its nearest declarations say, when they agree. Where
/// folders do not decide, and wherever no file is given, the program-wide table answers as
/// before.
struct AliasMeanings: Sendable {
  /// The name denotes the framework's evaluation type.
  static let evaluation: UInt8 = 1
  /// The name denotes the evaluator.
  static let evaluator: UInt8 = 2
  /// The name denotes an optional type.
  static let optional: UInt8 = 4
  /// A file that spells the name is analysed.
  static let mention: UInt8 = 8

  /// Per contested name: each declaration's file and what it makes the name mean.
  private let declarations: [String: [(file: Int, kind: UInt8)]]

  /// The contested names.
  var names: Dictionary<String, [(file: Int, kind: UInt8)]>.Keys { declarations.keys }

  /// Whether no name is contested (the usual case: nothing to decide per file).
  var isEmpty: Bool { declarations.isEmpty }

  /// Finds the contested names among the file-level `aliases` and `types`, with what each
  /// alias means by `table`'s chains. Declarations nested in a type are scoped to it
  /// (`TypeScopes` decides those), so they take no part.
  init(aliases: [TypeAliasEntry], types: [TypeEntry], table: AliasTable) {
    var all: [String: [(file: Int, kind: UInt8)]] = [:]
    for a in aliases where a.ownerPath.isEmpty {
      all[a.name, default: []].append((a.fileIndex, Self.kind(of: a, table)))
    }
    let framework: Set<String> = ["InsightEvaluation", "InsightEvaluator"]
    for t in types where t.ownerPath.isEmpty && t.decl.kind != .extension {
      if all[t.name] != nil && !framework.contains(t.name) { all[t.name]!.append((t.fileIndex, 0)) }
    }
    // Only names that mean a framework type somewhere: two aliases that differ in nothing but
    // optionality (`typealias Completion = (() -> Void)?` elsewhere) decide nothing here.
    let relevant = Self.evaluation | Self.evaluator | Self.mention
    declarations = all.filter { _, list in
      list.contains { $0.kind != list[0].kind } && list.contains { $0.kind & relevant != 0 }
    }
  }

  /// What one alias declaration makes its name mean (by the program's chains).
  private static func kind(of alias: TypeAliasEntry, _ table: AliasTable) -> UInt8 {
    guard let text = alias.decl.aliased?.text else { return 0 }
    var kind: UInt8 = 0
    if let base = TypeText.base(of: text) {
      if table.unclashed.evaluation.contains(base.name) { kind |= evaluation }
      if table.unclashed.evaluator.contains(base.name) { kind |= evaluator }
      if base.isOptional || table.unclashed.optional.contains(base.name) { kind |= optional }
    }
    if TypeText.identifiers(in: text).contains(where: { table.mentionNames.contains($0) }) { kind |= mention }
    return kind
  }

  /// What `name` means in file `file`: the kind its nearest declarations agree on; nil when
  /// the name is not contested or the nearest declarations disagree.
  func kind(of name: String, inFile file: Int, shadowing: ModuleShadowing) -> UInt8? {
    guard let list = declarations[name] else { return nil }
    var best = -1
    var kind: UInt8?
    var agree = true
    for d in list {
      let shared = shadowing.nearness(d.file, file)
      if shared > best {
        best = shared
        kind = d.kind
        agree = true
      } else if shared == best, d.kind != kind {
        agree = false
      }
    }
    return agree ? kind : nil
  }
}
