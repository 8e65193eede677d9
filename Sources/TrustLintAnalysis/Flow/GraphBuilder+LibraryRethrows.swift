import TrustLintSyntax

/// Standard-library, Foundation and concurrency calls that throw only what the functions given
/// to them throw (`rethrows`): `try known.contains(where: { $0.payee == payee })`, `try
/// lock.withLock { spent += cents }`, `try batch.map(\.cents)`, `try await MainActor.run {
/// banner.text = "…" }`. Given closures that cannot throw, key paths or the program's
/// non-throwing functions, such a call cannot throw (the compiler only warns that `try` is not
/// needed), so the `try` is no exit. Only names the program declares no function of are read
/// this way: an app's own `map` or `withLock` is asked about by its declaration instead.
extension GraphBuilder {
  /// Sequence, collection, dictionary and buffer operations, locks and scoped helpers declared
  /// `rethrows` (or, for the task groups and the cancellation handler, throwing only what
  /// their body throws). Not the continuations (`resume(throwing:)` throws from elsewhere) nor
  /// `withThrowingDiscardingTaskGroup` (its child tasks' errors fail it).
  static let rethrowingLibraryCalls: Set<String> = [
    "map", "flatMap", "compactMap", "filter", "forEach", "reduce", "contains", "first", "last", "firstIndex",
    "lastIndex", "allSatisfy", "sorted", "sort", "min", "max", "drop", "prefix", "removeAll", "partition", "split",
    "mapValues", "compactMapValues", "elementsEqual", "starts", "lexicographicallyPrecedes", "withUnsafeBytes",
    "withUnsafeMutableBytes", "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer",
    "withContiguousStorageIfAvailable", "withExtendedLifetime", "autoreleasepool", "withLock", "withLockUnchecked",
    "withTaskCancellationHandler", "withTaskGroup", "withDiscardingTaskGroup", "withThrowingTaskGroup",
    // Told apart by their receivers (`libraryReceiverFits`): a vendor SDK's `sync` or `run` may throw.
    "sync", "run",
    // Value operations and initializers that never throw.
    "reversed", "joined", "shuffled", "suffix", "dropFirst", "dropLast", "enumerated", "Array", "Set",
    "ContiguousArray", "Dictionary",
  ]

  /// Of `rethrowingLibraryCalls`, those that run their closure in a scope; the others are
  /// sequence operations, which an `AsyncSequence` has too (`try await group.reduce(0, +)` on a
  /// throwing task group throws the children's errors), so they count only in a `try` without
  /// `await`.
  static let scopedLibraryCalls: Set<String> = [
    "withUnsafeBytes", "withUnsafeMutableBytes", "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer",
    "withContiguousStorageIfAvailable", "withExtendedLifetime", "autoreleasepool", "withLock", "withLockUnchecked",
    "withTaskCancellationHandler", "withTaskGroup", "withDiscardingTaskGroup", "withThrowingTaskGroup", "sync", "run",
  ]

  /// Of `rethrowingLibraryCalls`, those whose unlabeled argument is the function they run
  /// (`map(parse)`, `reduce(0, combine)`); elsewhere the function comes with `where:`, `by:`,
  /// `while:`, `whereSeparator:` or as a closure.
  static let unlabeledFunctionCalls: Set<String> = [
    "map", "flatMap", "compactMap", "filter", "forEach", "reduce", "allSatisfy", "mapValues", "compactMapValues",
  ]

  /// Labels under which these calls take a function.
  static let functionLabels: Set<String> = [
    "where", "by", "while", "whereSeparator", "isIncluded", "body", "operation",
  ]

  /// Labels under which these calls take a value (`reduce(into:)`, `split(separator:)`,
  /// `removeAll(keepingCapacity:)`, `Dictionary(grouping:by:)`, `starts(with:)`).
  static let valueLabels: Set<String> = [
    "into", "separator", "maxSplits", "omittingEmptySubsequences", "keepingCapacity", "repeating", "count",
    "uniqueKeysWithValues", "grouping", "uniquingKeysWith", "with", "of", "returning", "isolation", "resultType",
    "execute", "flags", "onCancel",
  ]

  /// Properties of the standard library a receiver may read on the way (`history.lazy.filter
  /// { … }`): none of them throws.
  static let libraryReceiverProperties: Set<String> = ["lazy", "keys", "values", "indices", "utf8", "unicodeScalars"]

  /// The parts of a library call still to look into when it cannot throw by itself (see the
  /// extension's comment), or nil when it may: a name the program declares, a function argument
  /// that may throw (a closure with a `try`, a function value whose declaration is not known to
  /// be non-throwing), or a receiver that is not a plain name, call or library property.
  /// `awaits`: the `try` operand holds an `await`.
  func libraryCallParts(_ c: CallExpr, _ shape: CallShape, name: String, awaits: Bool) -> [Expr]? {
    guard Self.rethrowingLibraryCalls.contains(name), index.functions(named: name).isEmpty,
      !awaits || Self.scopedLibraryCalls.contains(name)
    else { return nil }
    var parts: [Expr] = []
    var closures = 0
    for a in c.allArguments {
      let label = a.label?.text
      let functionPosition =
        label.map { Self.functionLabels.contains($0) } ?? Self.unlabeledFunctionCalls.contains(name)
      switch a.value {
      case .closure(let closure):
        guard closureCannotThrowHere(closure) else { return nil }
        closures += 1
      case .keyPath: break
      // `reduce(0, +)`: a value where a function may stand too.
      case .literal, .array, .dictionary: parts.append(a.value)
      default:
        // A label these calls do not have (`mapper.map(JSONString: text)`): another module's method.
        if let label, !Self.valueLabels.contains(label) && !Self.functionLabels.contains(label) { return nil }
        if functionPosition {
          guard isNonThrowingFunctionReference(a.value) else { return nil }
          if case .member(let m) = a.value { parts.append(m.base) }
        } else {
          parts.append(a.value)
        }
      }
    }
    guard libraryReceiverFits(c, name: name, closures: closures) else { return nil }
    if case .member(let m) = c.callee { parts.append(m.base) }
    return parts
  }

  /// Whether the call's receiver reads nothing that may throw, and, for `sync` and `run`, is
  /// the one the name is known on: `MainActor.run { … }`, and `sync` on a name that says it is
  /// a queue (`queue.sync`, `stateQueue.sync`, `DispatchQueue.main.sync`), given a closure.
  private func libraryReceiverFits(_ c: CallExpr, name: String, closures: Int) -> Bool {
    guard case .member(let m) = c.callee else { return name != "sync" && name != "run" }
    switch name {
    case "run":
      guard case .identifier(let root) = m.base, root.text == "MainActor" else { return false }
    case "sync":
      guard closures > 0, Self.namesAQueue(m.base) else { return false }
    default: break
    }
    var base = m.base
    for _ in 0..<8 {
      switch base {
      case .identifier, .call, .array, .dictionary, .literal: return true
      case .member(let inner):
        if case .identifier(let n) = inner.base, n.text == "self" || n.text == "DispatchQueue" { return true }
        guard Self.libraryReceiverProperties.contains(inner.name.text) || name == "sync" else { return false }
        base = inner.base
      default: return false
      }
    }
    return false
  }

  /// Whether `c` is a sequence operation (`first(where:)`, `reduce`, `map`) that an `await` is
  /// written on: an `AsyncSequence`'s, which throws what its sequence throws, whatever its
  /// closures do.
  func awaitsSequenceOperation(_ c: CallExpr, _ name: String) -> Bool {
    guard awaitedCallToken == c.openToken else { return false }
    return ClosureCallees.repeated.contains(name) || ClosureCallees.atMostOnce.contains(name)
  }

  /// Whether an `await` is written in `e` outside closures.
  static func containsAwait(_ e: Expr) -> Bool {
    var found = false
    let visitor = SyntaxVisitor()
    visitor.visitExpr = { e in
      switch e {
      case .closure: return false
      case .await: found = true
      default: break
      }
      return !found
    }
    visitor.walk([Stmt.expr(e)])
    return found
  }

  /// Whether a receiver's names say it is a dispatch queue (`queue`, `self.stateQueue`,
  /// `DispatchQueue.main`): Dispatch's `sync` throws only what its closure throws, while a
  /// vendor SDK's `engine.sync { … }` may throw by itself.
  static func namesAQueue(_ base: Expr) -> Bool {
    let chain = memberChain(base)
    var words = chain.names
    if case .identifier(let root) = chain.root { words.append(root.text) }
    return words.contains { $0.lowercased().hasSuffix("queue") }
  }

  /// A function passed by name that cannot throw: every function of the program of that name is
  /// declared without `throws` (or `throws(Never)`), and the name is no local variable or local
  /// function (whose value may be a throwing closure); `map(label)`, `first(where: isEligible)`,
  /// `forEach(formatter.print)`. An operator of the standard library (`reduce(0, +)`) too.
  private func isNonThrowingFunctionReference(_ e: Expr) -> Bool {
    let name: String
    switch e {
    case .identifier(let n):
      guard lookup(n.text) == nil, localFunctions[n.text] == nil else { return false }
      name = n.text
    case .member(let m): name = m.name.text
    default: return false
    }
    index.queries?.note(.function, name)
    let declared = index.functions(named: name)
    if declared.isEmpty { return name.first.map { !$0.isLetter && $0 != "_" } ?? false }
    return declared.allSatisfy { f in
      !f.decl.isThrows || f.decl.thrownType == "Never" || f.decl.thrownType == "Swift.Never"
    }
  }
}
