import TrustLintSyntax

/// Whether a method declared `-> Output` for its type's generic parameter hands out a value it
/// makes or gives up (a producer where `Output` is an evaluation) or only reads one its
/// holder keeps. `Loadable<Value>.unwrap()` (`if case .loaded(let v) = self { return v }`),
/// `Cache<Key, Value>.value(for:)` under a lock, `SyncedStore.get(_:)` through `queue.sync {
/// items[key] }` read what the wrapper keeps and owes: taking them for producers made every
/// display read of a cached evaluation an unreported one (probes-dd b01–b03). A use case's
/// `execute` runs a closure (`try await run(input)`), a store's `take` removes the value
/// (`items.removeValue(forKey:)`), a `mutating` or `async` method may make or move it: those
/// stay producers, as do bodies the parser could not give.
enum GenericResultHandOver {
  /// Calls whose name says the value leaves its storage (`removeValue`, `popLast`, `dequeue`).
  private static let removalPrefixes = ["remove", "pop", "take", "dequeue", "consume", "drain"]

  /// Whether `entry` may hand out a value it creates or gives up (see the type's summary). A
  /// bare call of another method of the same type (`lookup(_:)` returning `find(key)`) is
  /// judged as that method, up to `depth` calls deep.
  static func handsOver(_ entry: FunctionEntry, in index: ProgramIndex, depth: Int = 0) -> Bool {
    let decl = entry.decl
    if decl.isAsync || decl.modifiers.has("mutating") { return true }
    guard let body = decl.transientBody else { return true }
    if StoredEvaluationReaders.onlyReadsStoredValue(decl) { return false }
    func ownMethods(_ name: String) -> [FunctionEntry] {
      index.functions(named: name).filter { $0.ownerPath == entry.ownerPath && !$0.isAccessor }
    }
    var handsOver = false
    // A bare call whose result the statement drops (`assertOnQueue()`, `log(key)`) cannot be
    // the value handed out.
    // A body or closure of one expression returns it (`{ make() }`): that call is kept.
    var dropped: Set<TokenIndex> = []
    var returned: Set<TokenIndex> = []
    func noteImplicitReturn(_ stmts: [Stmt]) {
      if stmts.count == 1, case .expr(let e) = stmts[0], let t = SourceText.firstToken(of: e) { returned.insert(t) }
    }
    noteImplicitReturn(body.stmts)
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { stmt in
      if case .expr(let e) = stmt, let t = SourceText.firstToken(of: e), !returned.contains(t),
        case .call(let c) = SyntaxQueries.stripped(e), case .identifier(let n) = SyntaxQueries.stripped(c.callee)
      {
        dropped.insert(n.token)
      }
      return !handsOver
    }
    visitor.visitExpr = { e in
      if case .closure(let closure) = e { noteImplicitReturn(closure.body) }
      switch e {
      case .call(let c) where callHandsOver(c, dropped: dropped):
        // `find(key)`: a reader of the same type reads; anything else may hand over.
        if depth < 3, case .identifier(let n) = SyntaxQueries.stripped(c.callee), case let own = ownMethods(n.text),
          !own.isEmpty, own.allSatisfy({ !Self.handsOver($0, in: index, depth: depth + 1) })
        {
          break
        }
        handsOver = true
      case .assign(let a) where a.op.text == "=":
        // `defer { pending = nil }`: the storage is cleared, the value handed over.
        if case .literal(let l) = SyntaxQueries.stripped(a.rhs), l.kind == .nil { handsOver = true }
      default: break
      }
      return !handsOver
    }
    visitor.walk(body.stmts)
    return handsOver
  }

  /// A bare call of a lowercase name (a closure property or parameter, `run(input)`, or
  /// another function of the type) whose value is used, the same through `self.`, or a call
  /// named for removal.
  private static func callHandsOver(_ c: CallExpr, dropped: Set<TokenIndex>) -> Bool {
    switch SyntaxQueries.stripped(c.callee) {
    case .identifier(let n):
      return n.text.first?.isLowercase == true && !dropped.contains(n.token)
    case .member(let m):
      if case .identifier(let base) = SyntaxQueries.stripped(m.base), base.text == "self" { return true }
      let name = m.name.text
      return removalPrefixes.contains { name.hasPrefix($0) }
    default:
      return false
    }
  }
}
