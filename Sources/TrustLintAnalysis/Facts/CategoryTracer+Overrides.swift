import TrustLintSyntax

/// Template methods for contexts: `requestEvaluation(context: makeContext())` written in a
/// class runs the `makeContext()` of the object's class, so a subclass's `override func
/// makeContext()` returning a `.other` context reaches the base class's evaluator call (probes-es
/// p24), as the flow graphs already widen a bare call to the overrides (`addingOverrides`).
extension CategoryTracer {
  /// `candidates` with the overrides the subclasses of the enclosing class declare, for a bare
  /// or `self.` call whose candidates are all instance methods of that very class (not
  /// `final`, `private`, `static` or `class`). Another receiver is not widened.
  func withOverrides(_ candidates: [FunctionEntry], _ c: CallExpr, in scope: BodyScope) -> [FunctionEntry] {
    guard !candidates.isEmpty, !scope.ownerPath.isEmpty, let name = SyntaxQueries.calleeName(c)?.text else {
      return candidates
    }
    if let receiver = SyntaxQueries.receiver(c) {
      guard case .identifier(let n) = SyntaxQueries.stripped(receiver), n.text == "self" else { return candidates }
    }
    if let conformers = conformersRunning(candidates, name: name, c, in: scope) { return conformers }
    if let witnesses = witnessesRunning(candidates, name: name, c, in: scope) { return witnesses }
    for f in candidates {
      let m = f.decl.modifiers
      guard case .function = f.decl.kind, f.ownerPath == scope.ownerPath, !m.has("static"), !m.has("class"),
        !m.has("final"), !m.has("private")
      else { return candidates }
    }
    let index = facts.program.index
    let labels = ProgramFacts.labels(of: c)
    var result = candidates
    var seen = Set(candidates.map(\.id))
    for path in index.subclassPaths(ofClassAt: scope.ownerPath) {
      for call in index.resolve(name: name, labels: labels, owner: path[path.count - 1], fromFile: scope.fileIndex) {
        let f = index.functions[Int(call.function)]
        guard f.ownerPath == path, f.decl.modifiers.has("override"), seen.insert(f.id).inserted else { continue }
        result.append(f)
      }
    }
    return result
  }

  /// `makeContext()` written bare in an extension of protocol `P`, where all the candidates are
  /// `P`'s requirement (no body): the call runs what `self`'s conformer gives, so each
  /// conformer's method in the program (not one only a development build declares) is a
  /// candidate, as the flow graphs do (`GraphBuilder.conformersRunning`): a `PromoStep`'s
  /// `.other` reaches the extension's evaluator call (probes-eu p09). Nil otherwise.
  private func conformersRunning(_ candidates: [FunctionEntry], name: String, _ c: CallExpr, in scope: BodyScope)
    -> [FunctionEntry]?
  {
    let index = facts.program.index
    guard let owner = scope.ownerPath.last,
      candidates.allSatisfy({ !$0.decl.hasBody && $0.ownerPath == scope.ownerPath }),
      index.isProtocol(owner)
    else { return nil }
    let found = index.resolve(name: name, labels: ProgramFacts.labels(of: c), fromFile: scope.fileIndex).map {
      index.functions[Int($0.function)]
    }.filter(\.decl.hasBody)
    var running = found.filter { index.receiver(ofType: owner, mayRun: $0) }
    // A conformer that declares no such method runs the one its superclass gives
    // (`final class PromoScreen: MarketingScreen, EvaluatedStep {}`, probes-ew p13).
    let conformerPaths = index.conformers(of: owner).flatMap { n in
      index.types(named: n).filter { $0.decl.kind != .extension }.map { $0.ownerPath + [$0.name] }
    }
    for conformer in conformerPaths where !found.contains(where: { $0.ownerPath == conformer }) {
      for path in index.memberSourcePaths(ofTypeAt: conformer) where !index.isProtocol(path[path.count - 1]) {
        let inherited = found.filter { $0.ownerPath == path }
        guard !inherited.isEmpty else { continue }
        running += inherited.filter { f in !running.contains { $0.id == f.id } }
        break
      }
    }
    // A conformer's subclass that overrides the method runs its override (probes-fb p17).
    for conformer in conformerPaths {
      for sub in index.subclassPaths(ofClassAt: conformer) {
        running += found.filter { f in f.ownerPath == sub && !running.contains { $0.id == f.id } }
      }
    }
    let shipped = running.filter { !$0.isDevelopmentOnly }
    return shipped.isEmpty ? nil : shipped
  }

  /// `makeContext()` written bare in an extension of protocol `P`, where the candidates are
  /// `P`'s requirement and the defaults its extensions give: each conformer runs its witness,
  /// chosen where the conformance is declared: its own method or its superclass's (and their
  /// overrides), else the most specialised default whose constraints the conformer meets. So a
  /// conformer's own `.other` reaches the extension's evaluator call (probes-fa p51), and a
  /// subclass adopting `MarketingScreen` keeps the witness of the superclass that conforms
  /// (probes-fa p48). Nil when the program declares no conformer.
  private func witnessesRunning(_ candidates: [FunctionEntry], name: String, _ c: CallExpr, in scope: BodyScope)
    -> [FunctionEntry]?
  {
    let index = facts.program.index
    guard let owner = scope.ownerPath.last, index.isProtocol(owner),
      candidates.allSatisfy({ $0.ownerPath == scope.ownerPath }),
      candidates.contains(where: { !$0.decl.hasBody }), candidates.contains(where: \.decl.hasBody)
    else { return nil }
    let defaults = candidates.filter(\.decl.hasBody)
    let found = index.resolve(name: name, labels: ProgramFacts.labels(of: c), fromFile: scope.fileIndex).map {
      index.functions[Int($0.function)]
    }.filter { $0.decl.hasBody && !$0.isDevelopmentOnly }
    let conformerPaths = index.conformers(of: owner).flatMap { n in
      index.types(named: n).filter { $0.decl.kind != .extension }.map { $0.ownerPath + [$0.name] }
    }
    guard !conformerPaths.isEmpty else { return nil }
    var running: [FunctionEntry] = []
    func add(_ functions: [FunctionEntry]) { running += functions.filter { f in !running.contains { $0.id == f.id } } }
    for conformer in conformerPaths {
      var witness: [FunctionEntry] = []
      for path in [conformer] + index.memberSourcePaths(ofTypeAt: conformer)
      where !index.isProtocol(path[path.count - 1]) {
        witness = found.filter { $0.ownerPath == path }
        if !witness.isEmpty { break }
      }
      if !witness.isEmpty {
        add(witness)
        for sub in index.subclassPaths(ofClassAt: conformer) { add(found.filter { $0.ownerPath == sub }) }
        continue
      }
      let met = defaults.filter { facts.selfConstraintsHold(for: $0, onTypeAt: conformer) }
      let hidden = met.contains { facts.selfConstraintsKnownToHold(for: $0, onTypeAt: conformer) }
      add(hidden ? met.filter { !facts.isUnconstrainedDefault($0) } : met)
    }
    return running.isEmpty ? nil : running
  }
}
