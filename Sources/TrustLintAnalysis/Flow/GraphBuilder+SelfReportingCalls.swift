import TrustLintSyntax

/// A call on `self` of the own type's method that reports a stored evaluation first thing
/// (`StoredPropertyReporters`): `pending?.reportConsumption(.usedIncreasedFriction)` then
/// `discardEvaluation()`, which reports `pending` again, is one evaluation reported twice.
///
/// The call is a report of what the caller's last read of the property holds
/// (`borrowedHolders`), made before the call forgets that read: where the read was reported,
/// it is the second report on that path (one finding at the method's name); where it was not,
/// it is the first. Only when nothing can have changed the property in between: the caller
/// has not assigned it since its read (an assignment forgets the read), the call's arguments
/// run no code of the program, and the call runs the one method the own type declares (not a
/// protocol's extension, no subclass's override, not `open`).
extension GraphBuilder {
  /// Emits the report of a stored evaluation that the call `c` (bare or on `self`) makes, if
  /// its callee reports one the caller holds a read of. Called before the call forgets the reads.
  func reportStoredBySelfCall(_ c: CallExpr, _ shape: CallShape, name: Name) {
    guard let owner = ownerType, shape.isBare || Self.isPlainSelf(shape.receiver), c.trailingClosures.isEmpty,
      !index.isProtocol(owner)
    else { return }
    let held = borrowedHolders.keys.filter { !$0.contains(".") }.sorted()
    guard !held.isEmpty else { return }
    // Types of the same simple name nested elsewhere are other types.
    let own = index.resolve(name: name.text, labels: CallShape.labels(of: c), owner: owner, fromFile: fileIndex)
      .filter { index.functions[Int($0.function)].ownerPath == ownerPath }
    guard own.count == 1, own[0].parameterOfArgument.count == c.arguments.count else { return }
    let entry = index.functions[Int(own[0].function)]
    let m = entry.decl.modifiers
    guard !m.has("open"), !m.has("override"), !addingOverrides(own, c, shape, name: name.text).added else { return }
    let callerContext = selfReportingContext(calleeFile: fileIndex)
    let calleeContext = selfReportingContext(calleeFile: entry.fileIndex)
    for property in held {
      guard lookup(property) == nil,
        c.arguments.allSatisfy({
          StoredPropertyReporters.isHarmless(.expr($0.value), avoiding: [property], callerContext)
        }),
        StoredPropertyReporters.reportsFirst(entry.decl, property: property, calleeContext),
        let holder = heldBorrow(property)
      else { continue }
      var site = ReportSite(variable: holder, token: name.token, isDirect: false, constantStatus: nil, statusToken: nil)
      site.inlinedCall = inlinedCalls.first
      site.deferRun = runningDefer
      graph.reportSites.append(site)
      emit(.report(site: Int32(graph.reportSites.count - 1)))
      return
    }
  }

  /// What `StoredPropertyReporters` asks of the program, for code in file `calleeFile`
  /// (string literals of another file are not read: they count as possibly interpolated).
  private func selfReportingContext(calleeFile: Int?) -> StoredPropertyReporters.Context {
    let index = index
    let localFunctions = Set(localFunctions.keys)
    let tree = tree
    let sameFile = fileIndex == calleeFile
    return StoredPropertyReporters.Context(
      isProgramFunction: { localFunctions.contains($0) || !index.functions(named: $0).isEmpty },
      literalText: { sameFile ? tree.text(of: $0) : nil })
  }

  /// `self` itself, or `self?` (a `[weak self]` closure: where `self` is gone the call does not
  /// run, and neither did the closure's `self?.pending?.reportConsumption(…)` before it); not
  /// `Self` or another value.
  private static func isPlainSelf(_ e: Expr?) -> Bool {
    switch e {
    case .identifier(let n)?: return n.text == "self"
    case .optionalChain(.identifier(let n), _)?: return n.text == "self"
    default: return false
    }
  }
}
