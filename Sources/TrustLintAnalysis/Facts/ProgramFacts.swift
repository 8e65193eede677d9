import Foundation
import TrustLintSyntax

/// Whole-program facts the TrustInsights rules share: the bodies of files, call sites by
/// name, and type classification through the program's aliases. Everything is built lazily
/// and cached: a file's bodies only when something asks about that file, call sites of a
/// name only in files whose tokens spell the name.
public final class ProgramFacts: @unchecked Sendable {
  /// The program the facts are about.
  public let program: Program
  private let aliases: [String: String]
  /// `classify` answers by type text, shared by every instance for the program.
  private let classified: SharedMemo<String, TrustInsightsType?>
  /// Per function name and receiver type: the functions of that name such a receiver may run
  /// (`callsAnotherFunction`), shared by every instance for the program.
  let runnableByType: SharedMemo<RunnableKey, [FunctionEntry]>
  /// Per type name: the superclasses and protocols it inherits members from, nearest first
  /// (`inheritedProperties`), shared by every instance for the program.
  let inheritedSources: SharedMemo<String, [String]>

  /// A function name and the type of the receiver it is called on.
  struct RunnableKey: Hashable {
    var name: String
    var type: String
  }

  /// A call together with the body it is written in.
  public struct CallSite {
    public let call: CallExpr
    public let scope: BodyScope
  }

  /// The shared facts of a program. The program's cache holds them weakly (they hold the
  /// program, so a strong reference would be a cycle keeping every program of a process
  /// alive); everything they build lives in the program's caches, so an instance made again
  /// after the last user let go costs nothing.
  public static func of(_ program: Program) -> ProgramFacts {
    program.cache.value("facts.program") { WeakFacts() }.facts { ProgramFacts(program: program) }
  }

  /// Use `ProgramFacts.of(_:)`: one instance per program.
  init(program: Program) {
    self.program = program
    aliases = program.cache.value("facts.aliases") {
      var aliasMap: [String: String] = [:]
      for a in program.index.typeAliases {
        guard let text = a.decl.aliased?.text else { continue }
        // Outside its owner a nested alias's simple name means a type the program declares at
        // file level with that name (`enum Level` beside `FraudGate.Level`, an alias of the
        // level); inside, `TypeScopes` finds the alias.
        let shadowed =
          !a.ownerPath.isEmpty
          && program.index.types(named: a.name).contains { $0.ownerPath.isEmpty && $0.decl.kind != .extension }
        if aliasMap[a.name] == nil, !shadowed { aliasMap[a.name] = text }
        // A nested alias is also found by its qualified name (`Trust.Evaluation` for
        // `enum Trust { typealias Evaluation = … }`), which no other declaration can share.
        if !a.ownerPath.isEmpty {
          let qualified = (a.ownerPath + [a.name]).joined(separator: ".")
          if aliasMap[qualified] == nil { aliasMap[qualified] = text }
        }
      }
      return aliasMap
    }
    classified = program.cache.value("facts.classified") { SharedMemo() }
    runnableByType = program.cache.value("facts.runnableByType") { SharedMemo() }
    inheritedSources = program.cache.value("facts.inheritedSources") { SharedMemo() }
  }

  /// The bodies of one file (built on first use).
  public func scopes(ofFile fileIndex: Int) -> FileScopes {
    program.files[fileIndex].cache.value("facts.scopes") {
      FileScopes.build(tree: program.files[fileIndex].tree, fileIndex: fileIndex, index: program.index)
    }
  }

  /// Every call in the program with this base name (`confirm` for `a.confirm(x:)`, `Foo` for `Foo(…)`).
  public func callSites(named name: String) -> [CallSite] {
    program.index.queries?.note(.word, name)
    return unrecordedCallSites(named: name)
  }

  /// `callSites(named:)` for callers that keep only the calls passing an argument labelled
  /// `label`: only files that spell the label too can add such a call, and the prefilter is
  /// told so (`NameQueries.Kind.call`). Nil `label`: every call site counts.
  public func callSites(named name: String, passing label: String?) -> [CallSite] {
    guard let label else { return callSites(named: name) }
    program.index.queries?.note(.call, name + " " + label)
    // Only files that spell the label as well can hold such a call: the others are not
    // scanned for calls at all (in a large program a common name such as `run` is spelled
    // by thousands of files, and each costs its scopes).
    return program.cache.value("facts.callSites." + name + " " + label) {
      let withLabel = Set(filesMentioning(label))
      return sites(named: name, inFiles: filesMentioning(name).filter { withLabel.contains($0) })
    }
  }

  /// An assignment to a member of a value other than `self`, with the body it is written in.
  public struct MemberAssignment {
    public let target: MemberExpr
    public let value: Expr
    public let scope: BodyScope
  }

  /// Every `x.name = value` in the program whose receiver is not `self`, for a property's
  /// values written from outside its type's own bodies (`request.category = .other`).
  public func memberAssignments(named name: String) -> [MemberAssignment] {
    program.index.queries?.note(.word, name)
    return program.cache.value("facts.memberAssignments." + name) {
      // Only files whose bytes may assign the member get their bodies parsed for it: a
      // property name like `category` is spelled in many files that never assign it.
      let bytes = Array(name.utf8)
      let assigning = filesMentioning(name).filter {
        ByteSearch.mayAssignMember(program.files[$0].tree.source.bytes, bytes)
      }
      warm(assigning) { _ = self.memberAssignmentsByName(ofFile: $0) }
      return assigning.flatMap { memberAssignmentsByName(ofFile: $0)[name] ?? [] }
    }
  }

  /// The member assignments of one file grouped by member name (built once).
  private func memberAssignmentsByName(ofFile fileIndex: Int) -> [String: [MemberAssignment]] {
    program.files[fileIndex].cache.value("facts.memberAssignmentsByName") {
      var map: [String: [MemberAssignment]] = [:]
      for scope in scopes(ofFile: fileIndex).all {
        for (target, value) in scope.memberAssignments {
          map[target.name.text, default: []].append(MemberAssignment(target: target, value: value, scope: scope))
        }
      }
      return map
    }
  }

  private func unrecordedCallSites(named name: String) -> [CallSite] {
    program.cache.value("facts.callSites." + name) { sites(named: name, inFiles: filesMentioning(name)) }
  }

  /// The calls of `name` in these files, in file order.
  private func sites(named name: String, inFiles files: [Int]) -> [CallSite] {
    // Only files whose bytes may call the name get their bodies parsed for calls: a name
    // like `category` is spelled by many files as a property and called by few.
    let callers = files.filter { mayCall(name, inFile: $0) }
    warm(callers) { _ = self.callsByName(ofFile: $0) }
    return callers.flatMap { callsByName(ofFile: $0)[name] ?? [] }
  }

  /// Builds a per-file analysis for many files on all the program's threads before a serial
  /// loop reads them: a lookup that parses the bodies of thousands of files (a common name in
  /// a large program) runs inside one program-wide analysis, the category table, which the
  /// other threads otherwise wait for. Files already built cost a cache hit.
  private func warm(_ files: [Int], _ build: @escaping @Sendable (Int) -> Void) {
    guard program.jobs > 1, files.count >= 64 else { return }
    _ = WorkerPool.map(count: files.count, jobs: program.jobs) { build(files[$0]) }
  }

  /// The calls of one file grouped by base name, in scope and call order (built once), so
  /// that looking up many names does not rescan every call for each.
  private func callsByName(ofFile fileIndex: Int) -> [String: [CallSite]] {
    program.files[fileIndex].cache.value("facts.callsByName") {
      var map: [String: [CallSite]] = [:]
      for scope in scopes(ofFile: fileIndex).all {
        for call in scope.calls {
          guard let name = SyntaxQueries.calleeName(call)?.text else { continue }
          map[name, default: []].append(CallSite(call: call, scope: scope))
        }
      }
      return map
    }
  }

  /// Names looked up so far; past a few, one index of every file's identifiers replaces a
  /// scan of every token per name, so that a program with thousands of helpers (or a
  /// generated file) costs linear time, not names × tokens.
  private var lookups: SharedCounter { program.cache.value("facts.lookups") { SharedCounter() } }

  /// Indices of the files an identifier token of which may spell `name` (a superset: the
  /// index compares hashes; the per-file call map then matches names exactly).
  private func filesMentioning(_ name: String) -> [Int] {
    let bytes = Array(name.utf8)
    // A large program gets the index at once: each scan reads every file, and the rules of
    // a few hundred analysed files ask for many names.
    guard lookups.next() >= 16 || program.files.count >= 256 else {
      return program.files.indices.filter { Self.mentions(program.files[$0].tree, bytes) }
    }
    let index = program.cache.value("facts.identifierIndex") {
      var index: [UInt64: [Int]] = [:]
      for i in program.files.indices {
        for hash in Self.identifierHashes(program.files[i].tree) { index[hash, default: []].append(i) }
      }
      return index
    }
    return index[Self.hash(bytes[...])] ?? []
  }

  /// The hashes of every identifier and keyword spelled in the tree (backticks removed).
  private static func identifierHashes(_ tree: SyntaxTree) -> Set<UInt64> {
    tree.source.bytes.withUnsafeBufferPointer { buf in
      var hashes: Set<UInt64> = []
      for token in tree.tokens where token.kind == .identifier || token.kind == .keyword {
        guard let range = nameRange(of: token, in: buf) else { continue }
        hashes.insert(hash(buf[range]))
      }
      return hashes
    }
  }

  /// The bytes a name token spells, backticks removed; nil when that is empty.
  static func nameRange(of token: Token, in buf: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    var start = Int(token.start)
    var end = min(Int(token.end), buf.count)
    if end - start >= 2, buf[start] == UInt8(ascii: "`") {
      start += 1
      end -= 1
    }
    return start < end ? start..<end : nil
  }

  /// FNV-1a of a name's bytes.
  static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes {
      h ^= UInt64(b)
      h = h &* 0x0000_0100_0000_01b3
    }
    return h
  }

  /// Whether an identifier token of the tree spells `name` (backticks allowed).
  private static func mentions(_ tree: SyntaxTree, _ name: [UInt8]) -> Bool {
    guard ByteSearch.contains(tree.source.bytes, name) else { return false }
    return tree.source.bytes.withUnsafeBufferPointer { buf in
      for token in tree.tokens where token.kind == .identifier || token.kind == .keyword {
        guard let range = nameRange(of: token, in: buf), range.count == name.count else { continue }
        if buf[range].elementsEqual(name) { return true }
      }
      return false
    }
  }

  /// The body a call of a file is written in.
  public func scope(containing call: CallExpr, inFile fileIndex: Int) -> BodyScope? {
    let map = program.files[fileIndex].cache.value("facts.callScopes") {
      var map: [ObjectIdentifier: BodyScope] = [:]
      for scope in scopes(ofFile: fileIndex).all { for c in scope.calls { map[ObjectIdentifier(c)] = scope } }
      return map
    }
    return map[ObjectIdentifier(call.writtenCall ?? call)]
  }

  /// The values a local constant can hold where `scope` reads it: the initializer of a local
  /// that is bound once and never assigned, followed through ternaries and `if`/`switch`
  /// expressions. Empty for anything else.
  public func constantValues(of name: String, in scope: BodyScope) -> [Expr] {
    guard let (owner, binding) = scope.lookup(name), case .local(let locals) = binding, locals.count == 1,
      let initializer = locals[0].initializer, !locals[0].unwraps, (owner.assignments[name] ?? []).isEmpty
    else { return [] }
    return Self.leaves(of: [initializer])
  }

  /// The values a local variable bound once can be given where `scope` reads it: its
  /// initializer and every `=` assignment to it in the body that declares it, followed as in
  /// `constantValues(of:in:)`. Empty when the name is not such a local.
  public func assignedValues(of name: String, in scope: BodyScope) -> [Expr] {
    guard let (owner, binding) = scope.lookup(name), case .local(let locals) = binding, locals.count == 1,
      !locals[0].unwraps
    else { return [] }
    return Self.leaves(of: (locals[0].initializer.map { [$0] } ?? []) + (owner.assignments[name] ?? []))
  }

  /// The values written in expressions, through ternaries and `if`/`switch` expressions.
  private static func leaves(of values: [Expr]) -> [Expr] {
    var result: [Expr] = []
    var pending = values
    while let e = pending.popLast(), result.count < 64 {
      switch SyntaxQueries.stripped(e) {
      case .ternary(let t): pending += [t.then, t.otherwise]
      case .ifExpr(let s): pending += SyntaxQueries.returnedValues([.ifStmt(s)])
      case .switchExpr(let s): pending += SyntaxQueries.returnedValues([.switchStmt(s)])
      case let other: result.append(other)
      }
    }
    return result
  }

  /// The body of an indexed function.
  public func scope(of entry: FunctionEntry) -> BodyScope? {
    scopes(ofFile: entry.fileIndex).scope(of: entry.decl)
  }

  /// The TrustInsights meaning of a written type, through the program's aliases.
  ///
  /// Remembered per text: the outcome walker and the category tracer ask for the same few
  /// texts at every declaration and call they meet. (The alias names a text looks up are
  /// noted for the prefilter the first time; noting them again would change nothing.)
  public func classify(_ typeText: String) -> TrustInsightsType? {
    classified.value(typeText) {
      TypeClassifier.classify(
        typeText,
        alias: { [program, aliases] name in
          // A qualified name (`Trust.Evaluation`) is declared under its last component.
          program.index.queries?.note(.typeAlias, name.split(separator: ".").last.map(String.init) ?? name)
          return aliases[name]
        }, isAppType: { [program] in !program.index.types(named: $0).isEmpty })
    }
  }

  /// The type text the program's alias of this name stands for (its first declaration), or nil
  /// when the program declares no alias of that name.
  func aliasedText(of name: String) -> String? { aliases[name] }

  /// Properties of the type a body belongs to, or those it inherits when it declares none of
  /// that name (or, for a body outside any type, globals).
  public func ownProperties(named name: String, of scope: BodyScope) -> [PropertyEntry] {
    let own = nearestOwned(PropertyKey(name: name, ownerPath: scope.ownerPath), toFile: scope.fileIndex)
    guard own.isEmpty, let type = scope.ownerPath.last else { return own }
    return inheritedProperties(named: name, ofType: type, fromFile: scope.fileIndex)
  }

  /// The properties of one name and owner path (`propertiesByOwner`) that code in `file`
  /// reaches (`ModuleShadowing`), in index order. Asks the index for that owner's groups only:
  /// filtering the whole list, one per copy of a project in a tree of many copies, made each
  /// lookup cost as much as there are copies.
  func nearestOwned(_ key: PropertyKey, toFile file: Int) -> [PropertyEntry] {
    let all = propertiesByOwner[key] ?? []
    guard all.count > 1 else { return all }
    return program.index.nearestProperties(named: key.name, ownerPath: key.ownerPath, toFile: file) ?? all
  }

  /// The program's properties by name and owner path, in index order (built once): thousands
  /// of types each with a `context` property made every lookup scan all of them.
  var propertiesByOwner: [PropertyKey: [PropertyEntry]] {
    program.cache.value("facts.propertiesByOwner") {
      Dictionary(grouping: program.index.properties) { PropertyKey(name: $0.name.text, ownerPath: $0.ownerPath) }
    }
  }

  /// A property's name and the path of the type it belongs to (empty at file level).
  struct PropertyKey: Hashable {
    var name: String
    var ownerPath: [String]
  }

  /// The bodies written inside the type (or extensions of it) whose owner path is `owner`.
  public func scopes(ofType owner: [String]) -> [BodyScope] {
    guard let last = owner.last else { return [] }
    var files: [Int] = []
    var seen: Set<Int> = []
    for t in program.index.types(named: last) where seen.insert(t.fileIndex).inserted { files.append(t.fileIndex) }
    return files.flatMap { scopesByOwner(ofFile: $0)[owner] ?? [] }
  }

  /// The bodies written inside the type (or extensions of it) in one file.
  func scopes(ofType owner: [String], inFile fileIndex: Int) -> [BodyScope] {
    scopesByOwner(ofFile: fileIndex)[owner] ?? []
  }

  /// The bodies of one file by the path of the type they belong to (built once), so that
  /// looking up many types does not rescan every body of the file for each.
  private func scopesByOwner(ofFile fileIndex: Int) -> [[String]: [BodyScope]] {
    program.files[fileIndex].cache.value("facts.scopesByOwner") {
      Dictionary(grouping: scopes(ofFile: fileIndex).all, by: \.ownerPath)
    }
  }
}

extension ProgramFacts {
  /// Calls and values written inside unknown and failure branches of outcome tests in one file.
  public func outcomeFacts(inFile fileIndex: Int) -> OutcomeFacts {
    program.files[fileIndex].cache.value("facts.outcome") { OutcomeWalker.facts(of: fileIndex, in: self) }
  }
}

/// The facts of a program while anyone uses them, without keeping them (or the program) alive.
private final class WeakFacts: @unchecked Sendable {
  private let lock = NSLock()
  private weak var current: ProgramFacts?

  /// The live instance, or a new one from `make`.
  func facts(_ make: () -> ProgramFacts) -> ProgramFacts {
    lock.lock()
    defer { lock.unlock() }
    if let current { return current }
    let made = make()
    current = made
    return made
  }
}
