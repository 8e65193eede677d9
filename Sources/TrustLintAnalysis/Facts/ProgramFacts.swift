import Dispatch
import Foundation
import TrustLintSyntax

/// Whole-program facts the TrustInsights rules share: the bodies of every file, call sites
/// by name, and type classification through the program's aliases. Built once per program
/// (only when an analysed file asks), then read-only.
public final class ProgramFacts: @unchecked Sendable {
  public let program: Program
  /// Bodies of each file, in `Program.files` order.
  public let scopes: [FileScopes]
  private let aliases: [String: String]
  private let callSitesByName: [String: [CallSite]]
  private let scopesByOwner: [String: [BodyScope]]

  /// A call together with the body it is written in.
  public struct CallSite {
    public let call: CallExpr
    public let scope: BodyScope
  }

  /// The shared facts of a program.
  public static func of(_ program: Program) -> ProgramFacts {
    program.cache.value("facts.program") { ProgramFacts(program: program) }
  }

  init(program: Program) {
    self.program = program
    let files = program.files
    let slots = Slots<FileScopes>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      slots.set(i, FileScopes.build(tree: files[i].tree, fileIndex: i))
    }
    scopes = slots.values()
    var aliasMap: [String: String] = [:]
    for a in program.index.typeAliases {
      if let text = a.decl.aliased?.text, aliasMap[a.name] == nil { aliasMap[a.name] = text }
    }
    aliases = aliasMap
    var sites: [String: [CallSite]] = [:]
    var byOwner: [String: [BodyScope]] = [:]
    for fileScopes in scopes {
      for scope in fileScopes.all {
        if !scope.ownerPath.isEmpty { byOwner[scope.ownerPath.joined(separator: "."), default: []].append(scope) }
        for call in scope.calls {
          guard let name = SyntaxQueries.calleeName(call)?.text else { continue }
          sites[name, default: []].append(CallSite(call: call, scope: scope))
        }
      }
    }
    callSitesByName = sites
    scopesByOwner = byOwner
  }

  /// Every call in the program with this base name (`confirm` for `a.confirm(x:)`, `Foo` for `Foo(…)`).
  public func callSites(named name: String) -> [CallSite] { callSitesByName[name] ?? [] }

  /// The body of an indexed function.
  public func scope(of entry: FunctionEntry) -> BodyScope? {
    scopes[entry.fileIndex].scope(of: entry.decl)
  }

  /// The parsed file a body belongs to.
  public func file(of scope: BodyScope) -> ParsedFile { program.files[scope.fileIndex] }

  /// The TrustInsights meaning of a written type, through the program's aliases.
  public func classify(_ typeText: String) -> TrustInsightsType? {
    TypeClassifier.classify(
      typeText, alias: { aliases[$0] }, isAppType: { [program] in !program.index.types(named: $0).isEmpty })
  }

  /// Whether a file gets findings: linted and analysed.
  public func isReportable(_ fileIndex: Int) -> Bool {
    let file = program.files[fileIndex]
    return file.isLinted && program.isAnalysed(file)
  }

  /// Properties of the type a body belongs to (or, for a body outside any type, globals).
  public func ownProperties(named name: String, of scope: BodyScope) -> [PropertyEntry] {
    program.index.properties(named: name).filter { $0.ownerPath == scope.ownerPath }
  }

  /// Functions of the type a body belongs to (or global functions for a body outside any type).
  public func ownFunctions(named name: String, of scope: BodyScope) -> [FunctionEntry] {
    program.index.functions(named: name).filter { $0.ownerPath == scope.ownerPath }
  }

  /// The bodies written inside the type (or extensions of it) whose owner path is `owner`.
  public func scopes(ofType owner: [String]) -> [BodyScope] {
    scopesByOwner[owner.joined(separator: ".")] ?? []
  }
}

/// Results written by parallel workers, one slot each.
private final class Slots<T>: @unchecked Sendable {
  private var items: [T?]
  private let lock = NSLock()
  init(count: Int) { items = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ value: T) {
    lock.lock()
    items[i] = value
    lock.unlock()
  }
  func values() -> [T] { items.map { $0! } }
}

extension ProgramFacts {
  /// Calls and values written inside unknown and failure branches of outcome tests in one file.
  public func outcomeFacts(inFile fileIndex: Int) -> OutcomeFacts {
    program.files[fileIndex].cache.value("facts.outcome") { OutcomeWalker.facts(of: fileIndex, in: self) }
  }
}
