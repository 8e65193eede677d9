/// The report counts an evaluation object may have on the paths reaching a point, as a set.
public struct CountSet: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Not created yet on this path, or nil (an optional that holds nothing owes nothing).
  public static let absent = CountSet(rawValue: 1)
  public static let zero = CountSet(rawValue: 2)
  public static let one = CountSet(rawValue: 4)
  public static let many = CountSet(rawValue: 8)
  /// Escaped: stored, captured, returned or passed out; the new holder's business.
  public static let escaped = CountSet(rawValue: 16)
  /// Handed, unreported, to the caller's own closure (`try body(e)` on the function's closure
  /// parameter): the caller's closure owes the report on this path.
  public static let handed = CountSet(rawValue: 32)

  /// After one more report: 0 → 1, 1 → 2+, others unchanged.
  func reported() -> CountSet {
    var r = self.intersection([.absent, .escaped])
    // Reported by the function itself after the hand-off: the report is its own.
    if contains(.zero) || contains(.handed) { r.insert(.one) }
    if contains(.one) || contains(.many) { r.insert(.many) }
    return r
  }

  /// After a hand-off to the caller's closure: an unreported count becomes handed.
  func handedNow() -> CountSet {
    guard contains(.zero) else { return self }
    var r = self
    r.remove(.zero)
    r.insert(.handed)
    return r
  }

  /// After an escape: every live count becomes escaped.
  func escapedNow() -> CountSet {
    var r = self.intersection([.absent, .escaped])
    if !self.intersection([.zero, .one, .many, .handed]).isEmpty { r.insert(.escaped) }
    return r
  }
}

/// What the analysis knows about one object at a point.
struct ObjectFacts: Equatable {
  var counts: CountSet = .absent
  /// On some path reaching here the outcome was not read since the object was created.
  var untested = false
  /// On some path reaching here `.insight.outcome` was not even read since the creation.
  var unread = false
  /// Report sites that may have been the first report (for "first reported at line …").
  var firstReports: [Int32] = []
  /// The branches the unreported (count 0) paths entered last (for messages).
  var zeroVia: [Int32] = []
  /// The `try`s and `throw`s (`FlowGraph.throwSources`) whose error the unreported paths took
  /// last into a `catch` (for messages).
  var zeroThrows: [Int32] = []
  /// The `try`s and `throw`s whose error the reported paths took last into a `catch` since
  /// their report (for "reported again after … threw").
  var oneThrows: [Int32] = []
  /// Created again (a loop's next pass) while another variable still held an unreported
  /// earlier instance (`best = evaluation` kept across passes): the object may stand for two
  /// evaluations from here on, one per holder, and the join of paths loses which holder has
  /// which. A report while some path here has it unreported is then no certain second report
  /// (probes-ca p51: keep the riskiest, report the others, report the kept one after the loop);
  /// one after a report on every path still is.
  var conflated = false

  static let maxFirstReports = 4
  static let maxVia = 3

  mutating func join(_ other: ObjectFacts) -> Bool {
    let before = self
    // An unreported path that entered no branch leaks whatever the branches did: it makes
    // the branches of the others say nothing.
    let straight = isStraightLeak || other.isStraightLeak
    counts.formUnion(other.counts)
    untested = untested || other.untested
    unread = unread || other.unread
    conflated = conflated || other.conflated
    if !other.firstReports.isEmpty {
      for s in other.firstReports where !firstReports.contains(s) && firstReports.count < Self.maxFirstReports {
        firstReports.append(s)
      }
      firstReports.sort()
    }
    // A path's branches name where it left the evaluation unreported; a path that is no
    // longer unreported (refined to nil after it entered the branch: the `(nil, nil)` case of
    // a tuple switch, the `else` of `if let`) says nothing, or the message would list a branch
    // where nothing is owed (probes-dl).
    if !before.counts.contains(.zero) { zeroVia = [] }
    if straight {
      zeroVia = []
    } else if !other.zeroVia.isEmpty && other.counts.contains(.zero) {
      for b in other.zeroVia where !zeroVia.contains(b) && zeroVia.count < Self.maxVia { zeroVia.append(b) }
      zeroVia.sort()
    }
    if !other.zeroThrows.isEmpty && other.counts.contains(.zero) {
      for t in other.zeroThrows where !zeroThrows.contains(t) && zeroThrows.count < Self.maxVia { zeroThrows.append(t) }
      zeroThrows.sort()
    }
    if !other.oneThrows.isEmpty && other.counts.contains(.one) {
      for t in other.oneThrows where !oneThrows.contains(t) && oneThrows.count < Self.maxVia { oneThrows.append(t) }
      oneThrows.sort()
    }
    return self != before
  }

  /// Unreported on some path that entered no branch since.
  var isStraightLeak: Bool { counts.contains(.zero) && zeroVia.isEmpty }
}

/// The dataflow state: facts per object and what each variable may point to (a bit mask of
/// objects; at most 64 objects are tracked per body).
struct ObligationState: Equatable {
  var objects: [ObjectFacts]
  var pointsTo: [Int32: UInt64] = [:]
  /// What the paths of this state know: two bits per condition slot (0 unknown, 1 true,
  /// 2 false) in bits 0–7; the outcome cases ruled out (`OutcomeCases`) in bits 8–12 for the
  /// object whose index + 1 is in bits 16–23 (0: none yet); in bits 24–31, for objects 0–7,
  /// whether this pass's instance of an object created again is held by no variable declared
  /// outside its loop (`Transfer+Loops.swift`), so that such paths are not joined with those
  /// that keep it.
  var valuation: UInt32 = 0
  /// Per object created again (a loop's next iteration) while another variable still held
  /// its unreported previous instance: that instance's facts, until that variable is
  /// overwritten (it is lost there), the new creation fails (it is the object again), or the
  /// object is reported or escapes. Empty in almost every body.
  var previous: [Int32: ObjectFacts] = [:]
  /// Variables that may hold such an earlier instance (`best` when the next pass created the
  /// object again), and those assigned from them: a report through one is of an evaluation
  /// whose own facts the object no longer has, so it is no certain second report.
  var stale: Set<Int32> = []
  /// For each stale variable, the holders made stale at the creation whose earlier instance it
  /// stands for: itself, or the name it was assigned from (`guard let kept = best`)
  /// (`Transfer+StaleHolders.swift`).
  var staleRoots: [Int32: Set<Int32>] = [:]
  /// For such a holder, the report sites that reported its earlier instance on some path here.
  var staleReports: [Int32: Set<Int32>] = [:]

  init(objectCount: Int) { objects = Array(repeating: ObjectFacts(), count: objectCount) }

  mutating func join(_ other: ObligationState) -> Bool {
    var changed = false
    for i in objects.indices where objects[i].join(other.objects[i]) { changed = true }
    if !previous.isEmpty || !other.previous.isEmpty {
      // A path without a previous instance contributes "absent".
      for key in Set(previous.keys).union(other.previous.keys) {
        var mine = previous[key] ?? ObjectFacts()
        let before = previous[key]
        _ = mine.join(other.previous[key] ?? ObjectFacts())
        if before != mine {
          previous[key] = mine
          changed = true
        }
      }
    }
    if !other.stale.isSubset(of: stale) {
      stale.formUnion(other.stale)
      changed = true
    }
    for (v, roots) in other.staleRoots where !roots.isSubset(of: staleRoots[v] ?? []) {
      staleRoots[v, default: []].formUnion(roots)
      changed = true
    }
    for (r, sites) in other.staleReports where !sites.isSubset(of: staleReports[r] ?? []) {
      staleReports[r, default: []].formUnion(sites)
      changed = true
    }
    for (v, mask) in other.pointsTo {
      let old = pointsTo[v] ?? 0
      if old | mask != old {
        pointsTo[v] = old | mask
        changed = true
      }
    }
    return changed
  }

  func mask(_ v: Int32) -> UInt64 { pointsTo[v] ?? 0 }

  /// The objects of a mask, in order.
  static func members(_ mask: UInt64) -> [Int] {
    var result: [Int] = []
    var m = mask
    while m != 0 {
      let i = m.trailingZeroBitCount
      result.append(i)
      m &= m - 1
    }
    return result
  }
}

/// The states of the paths reaching a point, kept apart by what they know of the tracked
/// conditions (`FlowGraph.conditions`, at most `maxConditions`) and of one evaluation's
/// outcome: one state when the body tracks neither. Ordered by valuation, one state per
/// valuation.
struct PathStates: Equatable {
  var states: [ObligationState]

  /// Conditions a body may track (two bits each in a valuation).
  static let maxConditions = 4
  private static let outcomeShift: UInt32 = 8
  private static let objectShift: UInt32 = 16
  /// The bits an outcome narrowing does not own: conditions and the unkept instances.
  private static let keptBits: UInt32 = 0xFF00_00FF

  init(_ state: ObligationState) { states = [state] }

  /// Joins another point's states in; returns whether anything changed.
  mutating func join(_ other: PathStates) -> Bool {
    var changed = false
    for s in other.states {
      if let i = states.firstIndex(where: { $0.valuation == s.valuation }) {
        if states[i].join(s) { changed = true }
      } else {
        states.append(s)
        states.sort { $0.valuation < $1.valuation }
        changed = true
      }
    }
    return changed
  }

  /// `c = literal` (or unknown): paths that differed only in `c` now agree.
  mutating func set(slot: Int, to value: Bool?) {
    let shift = UInt32(slot * 2)
    let bits: UInt32 = value.map { $0 ? 1 : 2 } ?? 0
    for i in states.indices { states[i].valuation = (states[i].valuation & ~(3 << shift)) | (bits << shift) }
    merge()
  }

  /// `if c`: on this edge `c` is `value`; paths that knew otherwise cannot take it.
  mutating func test(slot: Int, is value: Bool) {
    let shift = UInt32(slot * 2)
    let bits: UInt32 = value ? 1 : 2
    states = states.compactMap { s in
      let known = (s.valuation >> shift) & 3
      if known != 0 && known != bits { return nil }
      var t = s
      t.valuation |= bits << shift
      return t
    }
    merge()
  }

  /// The states whose paths do not know condition `slot` (set to something unknown, or
  /// never set).
  func indices(unknowing slot: Int) -> [Int] {
    let shift = UInt32(slot * 2)
    return states.indices.filter { (states[$0].valuation >> shift) & 3 == 0 }
  }

  /// On this edge the outcome of what `variable` holds is one of `possible`: paths that ruled
  /// all of those out cannot take it. One evaluation per path is followed (the first tested).
  mutating func narrow(_ variable: Int32, to possible: OutcomeCases) {
    states = states.compactMap { s in
      let members = ObligationState.members(s.mask(variable))
      guard members.count == 1 else { return s }
      let owner = UInt32(members[0] + 1)
      let followed = (s.valuation >> Self.objectShift) & 0xFF
      guard followed == 0 || followed == owner else { return s }
      let excluded = OutcomeCases(rawValue: UInt8((s.valuation >> Self.outcomeShift) & 0x1F))
        .union(OutcomeCases.all.subtracting(possible))
      if excluded == .all { return nil }
      var t = s
      t.valuation =
        (s.valuation & Self.keptBits) | UInt32(excluded.rawValue) << Self.outcomeShift | owner << Self.objectShift
      return t
    }
    merge()
  }

  /// A new evaluation from the same creation: what was known of the old one's outcome goes.
  mutating func forgetOutcome(ofObject o: Int32) {
    var changed = false
    for i in states.indices where (states[i].valuation >> Self.objectShift) & 0xFF == UInt32(o + 1) {
      states[i].valuation &= Self.keptBits
      changed = true
    }
    if changed { merge() }
  }

  mutating func merge() {
    guard states.count > 1 else { return }
    states.sort { $0.valuation < $1.valuation }
    var merged: [ObligationState] = []
    for s in states {
      if let last = merged.last, last.valuation == s.valuation {
        _ = merged[merged.count - 1].join(s)
      } else {
        merged.append(s)
      }
    }
    states = merged
  }
}

/// The cases an evaluation's outcome may be in: a failed insight, `.success` with `.unknown`,
/// `.medium`, `.high`, or a value newer than the app (`@unknown default`).
public struct OutcomeCases: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let failure = OutcomeCases(rawValue: 1)
  public static let unknown = OutcomeCases(rawValue: 2)
  public static let medium = OutcomeCases(rawValue: 4)
  public static let high = OutcomeCases(rawValue: 8)
  public static let newer = OutcomeCases(rawValue: 16)
  public static let success: OutcomeCases = [.unknown, .medium, .high, .newer]
  public static let all: OutcomeCases = [.failure, .success]
}
