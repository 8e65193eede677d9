import TrustLintSyntax

/// What the obligation analysis found in one body, in terms of the graph's objects, exits and
/// report sites (rules turn these into findings).
public struct ObligationResult: Sendable {
  /// An evaluation that some path leaves without a report.
  public struct Leak: Sendable {
    public var object: Int32
    /// Leaking exits (indices into `FlowGraph.exits`), in source order.
    public var exits: [Int32]
    /// For each leaking exit, the branches (indices into `FlowGraph.branches`) the unreported
    /// paths entered last before reaching it.
    public var via: [Int32: [Int32]]
    /// For each leaking exit, the `try`s and `throw`s (`FlowGraph.throwSources`) whose error
    /// the unreported paths took last into a `catch` before reaching it.
    public var thrownBy: [Int32: [Int32]] = [:]
    /// Some path reports it or hands it on (otherwise it is never reported at all).
    public var isReportedSomewhere: Bool
  }

  /// A report that is the second on some path.
  public struct Duplicate: Sendable {
    public var object: Int32
    /// The second report (index into `FlowGraph.reportSites`).
    public var site: Int32
    /// Reports that may have come first on such a path.
    public var firstSites: [Int32]
    /// The `try`s and `throw`s (`FlowGraph.throwSources`) whose error took such a path from
    /// the first report into the `catch` holding the second.
    public var thrownBy: [Int32] = []
    /// Per copy of the second report (a report in a `defer` is lowered once per exit that runs
    /// it, each a site of its own with its `deferRun`): the reports that came first on the
    /// paths through that copy, so that each exit is named with its own first reports.
    public var firstSitesByCopy: [(site: Int32, firstSites: [Int32])] = []
  }

  /// The object's only report, on every path: one constant `used…Friction` call made after
  /// the outcome was tested.
  public struct Blanket: Sendable {
    public var object: Int32
    public var site: Int32
    /// The constant status: written at the site, or the one a consuming helper called there
    /// always reports.
    public var status: String
  }

  public let graph: FlowGraph
  /// Creation objects that leak on some path.
  public var leaks: [Leak] = []
  /// Parameters (and `self`) reported on some paths but not all: the function is at fault.
  public var parameterFaults: [Leak] = []
  public var duplicates: [Duplicate] = []
  public var blankets: [Blanket] = []
  /// Effects on the body's evaluation parameters, by parameter index.
  public var parameterEffects: [Int: ParameterEffect] = [:]
  /// Effect on `self` in an extension of the evaluation type.
  public var selfEffect: ParameterEffect?
  /// Every `return` the body reaches returns an evaluation it reported on every path there
  /// (or `nil`): a producer that reports before returning (a logging decorator).
  public var returnsReported = false

  init(graph: FlowGraph) { self.graph = graph }
}

/// Collects, during the replay, what each object went through.
final class Recorder {
  private let graph: FlowGraph
  private var exitUnion: [CountSet]
  private var bodyExitUnion: [CountSet]
  private var allExitsTested: [Bool]
  private var leakExits: [Set<Int32>]
  private var leakVia: [[Int32: Set<Int32>]]
  private var leakThrows: [[Int32: Set<Int32>]]
  /// Exits some unreported path reaches without entering a branch: no branch is named then.
  private var straightLeaks: [Set<Int32>]
  private var bodyLeak: [Bool]
  private var firstReportSites: [Set<Int32>]
  private var untestedAtReport: [Bool]
  private var escaped: [Bool]
  private struct DuplicateKey: Hashable, Comparable {
    var token: Int32
    var object: Int32
    static func < (a: DuplicateKey, b: DuplicateKey) -> Bool {
      a.token != b.token ? a.token < b.token : a.object < b.object
    }
  }
  private var duplicates:
    [DuplicateKey: (site: Int32, first: Set<Int32>, thrownBy: Set<Int32>, byCopy: [Int32: Set<Int32>])] = [:]
  private var duplicateObjects: [Set<Int32>]
  /// Per helper call's report site: the constant status every callee reports (nil: none or
  /// they differ).
  private var helperStatuses: [Int32: String?] = [:]
  /// The `return` keywords of the body's exits (made on the first escape).
  private var returnTokens: Set<TokenIndex>?
  /// Per `return` reached: whether what it returns is reported on every path there.
  private var returnsReported: [TokenIndex: Bool] = [:]
  private var reachedReturns: Set<TokenIndex> = []

  init(graph: FlowGraph) {
    self.graph = graph
    let n = graph.objects.count
    exitUnion = Array(repeating: [], count: n)
    bodyExitUnion = Array(repeating: [], count: n)
    allExitsTested = Array(repeating: true, count: n)
    leakExits = Array(repeating: [], count: n)
    leakVia = Array(repeating: [:], count: n)
    leakThrows = Array(repeating: [:], count: n)
    straightLeaks = Array(repeating: [], count: n)
    bodyLeak = Array(repeating: false, count: n)
    firstReportSites = Array(repeating: [], count: n)
    untestedAtReport = Array(repeating: false, count: n)
    escaped = Array(repeating: false, count: n)
    duplicateObjects = Array(repeating: [], count: n)
  }

  func exit(object o: Int, exit x: Int32, facts: ObjectFacts, isBodyExit: Bool) {
    exitUnion[o].formUnion(facts.counts)
    if facts.counts.contains(.zero) {
      leakExits[o].insert(x)
      if facts.zeroVia.isEmpty { straightLeaks[o].insert(x) }
      leakVia[o][x, default: []].formUnion(facts.zeroVia)
      if !facts.zeroThrows.isEmpty { leakThrows[o][x, default: []].formUnion(facts.zeroThrows) }
    }
    if isBodyExit {
      bodyExitUnion[o].formUnion(facts.counts)
      if facts.counts.contains(.zero) { bodyLeak[o] = true }
      // A callee that reads the outcome on every path counts as testing it for its callers.
      if facts.unread && !facts.counts.isDisjoint(with: [.zero, .one, .many]) { allExitsTested[o] = false }
    }
  }

  func duplicate(object o: Int, site: Int32, firstReports: [Int32], thrownBy: [Int32]) {
    let token = graph.reportSites[Int(site)].token(for: graph.objects[o])
    let key = DuplicateKey(token: token, object: Int32(o))
    var entry = duplicates[key] ?? (site, [], [], [:])
    entry.first.formUnion(firstReports)
    entry.byCopy[site, default: []].formUnion(firstReports)
    entry.thrownBy.formUnion(thrownBy)
    duplicates[key] = entry
    duplicateObjects[o].insert(token)
  }

  func firstReport(object o: Int, site: Int32, untested: Bool) {
    firstReportSites[o].insert(site)
    if untested { untestedAtReport[o] = true }
  }

  func escaped(object o: Int) { escaped[o] = true }

  /// Whether an escape at `token` is a `return` of the body (or an implicit return).
  func isReturn(_ token: TokenIndex) -> Bool {
    if returnTokens == nil {
      returnTokens = Set(graph.exits.lazy.filter { $0.kind == .returns }.map(\.token))
    }
    return returnTokens!.contains(token)
  }

  /// The `return` at `token` returns objects with these counts: reported when each holds a
  /// report on every path (or is not there: nil), and at least one does.
  func returned(_ token: TokenIndex, _ counts: [CountSet]) {
    let reported =
      !counts.isEmpty && counts.allSatisfy { $0.isSubset(of: [.absent, .one, .many]) }
      && counts.contains { !$0.isDisjoint(with: [.one, .many]) }
    returnsReported[token] = reported && returnsReported[token] != false
  }

  /// A body exit was reached on some path.
  func reachedExit(_ x: Int32) {
    let exit = graph.exits[Int(x)]
    if exit.kind == .returns { reachedReturns.insert(exit.token) }
  }

  func helperStatus(site: Int32, _ status: String?) {
    if let known = helperStatuses[site], known != status {
      helperStatuses[site] = .some(nil)
    } else {
      helperStatuses[site] = status
    }
  }

  /// The constant status of a report site: written there, or always reported by its helper.
  private func constantStatus(ofSite s: Int32) -> String? {
    let site = graph.reportSites[Int(s)]
    if let status = site.constantStatus { return status }
    return site.isDirect ? nil : helperStatuses[s] ?? nil
  }

  func result() -> ObligationResult {
    var r = ObligationResult(graph: graph)
    r.returnsReported =
      !reachedReturns.isEmpty
      && reachedReturns.allSatisfy { returnsReported[$0] == true || graph.nilReturns.contains($0) }
    for (i, object) in graph.objects.enumerated() {
      let exits = leakExits[i].sorted { a, b in
        let ta = graph.exits[Int(a)].token
        let tb = graph.exits[Int(b)].token
        return ta != tb ? ta < tb : a < b
      }
      // Handed on (to a `Task`, a store, a callee that keeps it) on some path counts for the
      // message: "never reported" would be untrue where that path's holder reports it.
      let reported = !firstReportSites[i].isEmpty || escaped[i]
      var via = leakVia[i].mapValues { $0.sorted() }
      for x in straightLeaks[i] { via[x] = [] }
      let thrownBy = leakThrows[i].mapValues { $0.sorted() }
      switch object.origin {
      case .creation:
        if !exits.isEmpty {
          r.leaks.append(
            .init(object: Int32(i), exits: exits, via: via, thrownBy: thrownBy, isReportedSomewhere: reported))
        }
      case .parameter(let index):
        let effect = parameterEffect(i)
        r.parameterEffects[index] = effect
        if effect.kind == .consumesSome {
          r.parameterFaults.append(
            .init(object: Int32(i), exits: exits, via: via, thrownBy: thrownBy, isReportedSomewhere: true))
        }
      case .selfValue:
        let effect = parameterEffect(i)
        r.selfEffect = effect
        if effect.kind == .consumesSome {
          r.parameterFaults.append(
            .init(object: Int32(i), exits: exits, via: via, thrownBy: thrownBy, isReportedSomewhere: true))
        }
      case .element(_, let producer):
        // As a stream closure's parameter: reported on one path and left on another is the
        // loop's fault; never reported, it is left alone (the loop may only peek at it). A task
        // group's element that the loop never reports nor hands on is reported by nobody: a
        // leak of the evaluation its child task made.
        if !firstReportSites[i].isEmpty && !exits.isEmpty {
          r.parameterFaults.append(
            .init(object: Int32(i), exits: exits, via: via, thrownBy: thrownBy, isReportedSomewhere: true))
        } else if producer != nil && !exits.isEmpty && !escaped[i] {
          r.leaks.append(
            .init(object: Int32(i), exits: exits, via: via, thrownBy: thrownBy, isReportedSomewhere: false))
        }
      case .borrowed:
        // Its holder owes the report; only duplicates (below) are this body's, and, as for a
        // captured one, a blanket report: a delegate callback that reads the stored
        // evaluation's outcome and then reports one constant on every path of its own.
        break
      case .captured:
        // Its enclosing body owes the report, so no leak is this closure's. But a closure that
        // tests the outcome and then reports one constant on each of its paths (`Task { if case
        // .success(.high) = e.insight.outcome { warn() }; e.reportConsumption(.usedUnchangedFriction) }`)
        // is a blanket report wherever it was started: judged below like any other body's.
        break
      }
      if let site = blanketSite(i), let status = constantStatus(ofSite: site) {
        r.blankets.append(.init(object: Int32(i), site: site, status: status))
      }
    }
    for (key, d) in duplicates.sorted(by: { $0.key < $1.key }) {
      r.duplicates.append(
        .init(
          object: key.object, site: d.site, firstSites: d.first.sorted(), thrownBy: d.thrownBy.sorted(),
          firstSitesByCopy: d.byCopy.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) }))
    }
    return r
  }

  private func parameterEffect(_ o: Int) -> ParameterEffect {
    let u = bodyExitUnion[o]
    let reported = !u.isDisjoint(with: [.one, .many])
    // Reported on some paths and left unreported on another is the function's fault, even
    // where a third path hands the evaluation on (that path owes nothing).
    let kind: ParameterEffect.Kind
    if reported && bodyLeak[o] {
      kind = .consumesSome
    } else if u.contains(.escaped) || (reported && u.contains(.handed)) {
      // (Reported on some paths and handed to the caller's closure on the others: which of
      // the two the caller's path took is not known there, so the call hands it on.)
      kind = .escapes
    } else if reported {
      kind = .consumes
    } else {
      kind = .none
    }
    let errorExits: Set<FlowExit.Kind> = [.throwsError, .tryThrows]
    let leaksOnError = leakExits[o].contains { errorExits.contains(graph.exits[Int($0)].kind) }
    return ParameterEffect(
      kind: kind, readsOutcome: !u.isEmpty && allExitsTested[o], leaksOnError: leaksOnError,
      constantStatus: kind == .consumes ? onlyConstantStatus(o) : nil)
  }

  /// The status of a parameter's only report when every path reports it once, untested, with
  /// the same constant (a helper that tests the outcome first is judged in its own body).
  private func onlyConstantStatus(_ o: Int) -> String? {
    let u = bodyExitUnion[o]
    guard !escaped[o], untestedAtReport[o], duplicateObjects[o].isEmpty, u.contains(.one),
      u.isSubset(of: [.absent, .one])
    else { return nil }
    let statuses = Set(firstReportSites[o].map { constantStatus(ofSite: $0) })
    guard statuses.count == 1, let status = statuses.first else { return nil }
    return status
  }

  /// The single constant report of a blanket report, if the object has one. A path that leaks
  /// because an error was thrown does not excuse it (Apple's session sample, the rule's model
  /// case, leaks when its handler throws and reports one constant for every outcome); a path
  /// that leaves by `return`/`break`/`throw` is a decision of its own, so the report is a branch's.
  private func blanketSite(_ o: Int) -> Int32? {
    guard !escaped[o], !untestedAtReport[o], duplicateObjects[o].isEmpty else { return nil }
    let thrownOnly: Set<FlowExit.Kind> = [.tryThrows]
    guard leakExits[o].allSatisfy({ thrownOnly.contains(graph.exits[Int($0)].kind) }) else { return nil }
    let u = exitUnion[o]
    guard u.contains(.one), u.isSubset(of: [.absent, .zero, .one]) else { return nil }
    // A direct report, the app's reporting helper given a constant status (`report(e,
    // .usedIncreasedFriction)`), or one that always reports one constant (`report(e)`).
    // One call: the same report written once, and, for a report in a local function lowered
    // at each of its calls, made by the same call of it.
    let object = graph.objects[o]
    guard let first = firstReportSites[o].first,
      firstReportSites[o].allSatisfy({
        let site = graph.reportSites[Int($0)]
        return (site.isDirect || constantStatus(ofSite: $0) != nil)
          && site.token == graph.reportSites[Int(first)].token
          && site.token(for: object) == graph.reportSites[Int(first)].token(for: object)
      })
    else { return nil }
    guard let status = constantStatus(ofSite: first), blanketStatuses.contains(status) else { return nil }
    return firstReportSites[o].min()
  }
}

/// Statuses that, reported the same on every path after testing the outcome, say nothing.
let blanketStatuses: Set<String> = ["usedIncreasedFriction", "usedUnchangedFriction", "usedReducedFriction"]
