/// One early exit put right after the statement that obtains an evaluation, and what the
/// analysis owes for it.
struct EarlyExitMutant {
  /// The kinds of early exit, named as in the recall brief.
  enum Kind: String, CaseIterable {
    /// M5: `if earlyExitProbe() { return }` after the obtaining statement.
    case earlyReturn = "M5 early return"
    /// M6: `try earlyExitProbe()` after the obtaining statement, in a context that throws.
    case throwingCall = "M6 throwing call"
  }

  var kind: Kind
  var bytes: [UInt8]
  /// The line of the producing call, where the finding is owed (RULES.md).
  var producerLine: Int
  /// The line of the inserted exit, which the finding must list as a leaking exit.
  var exitLine: Int
  /// Where the change is, for the failure list: `path:line: what`.
  var place: String
  /// Why no finding is owed (a principled rule), or nil when `missing_consumption_report` is.
  var exempt: String?
}

/// A statement that binds a fresh evaluation to a local name: `let e = try await
/// x.requestEvaluation(…)`, `var e: E? = try? await producer()`, `guard let e = … else { … }`
/// or `if let e = … {`; the producing call is the whole value (after `try`/`await`), so the
/// name holds the evaluation and nothing else has seen it yet.
struct RecallObtaining {
  /// The `let`/`var` token.
  var keyword: Int
  /// The bound name.
  var name: String
  /// The producing call's name token.
  var producer: Int
  /// The token after which the early exit is inserted.
  var insertAfter: Int
  /// Whether the value is written with a plain `try` (a context where `try` is already valid).
  var plainTry: Bool
  /// Whether the statement assigns a name declared before (`keyword` is then the name).
  var isAssignment = false
}

/// Makes the early-exit mutants of one file. Pure token work, like `RecallMutantMaker`; which
/// calls create an evaluation the analysis tracks is given (`line:callee`), so that a call of
/// the app's own `requestEvaluation` gets no mutant.
enum RecallEarlyExitMaker {
  /// Every early-exit mutant of a file.
  static func mutants(of t: RecallTokens, tracked: Set<String>, path: String) -> [EarlyExitMutant] {
    var result: [EarlyExitMutant] = []
    for site in obtainings(t) where tracked.contains("\(t.line(of: site.producer)):\(t.text(site.producer))") {
      let chain = t.scopeChain(at: site.insertAfter + 1)
      // A local of a function or closure only: top level and type bodies cannot `return`.
      guard let body = chain.last, body.kind.isBody else { continue }
      guard !chain.contains(where: { $0.kind == .deferBlock }) else { continue }
      // An assigned name must be a `var` of this body: a property would be a store (an escape).
      guard !site.isAssignment || declaresLocal(t, site, chain: chain) else { continue }
      let place = "\(path):\(t.line(of: site.producer)): after `\(t.text(site.producer))` bound to `\(site.name)`"
      let exempt = reportingDefer(t, site, chain: chain).map {
        "a `defer` at line \(t.line(of: $0)) in scope reports it on every exit"
      }
      let glue = t.text(site.insertAfter) == "{" ? " " : "; "
      let tail = t.text(site.insertAfter) == "{" ? ";" : ""
      result.append(
        EarlyExitMutant(
          kind: .earlyReturn,
          bytes: t.inserting(glue + "if earlyExitProbe() { return }" + tail, after: site.insertAfter),
          producerLine: t.line(of: site.producer), exitLine: t.line(of: site.insertAfter), place: place,
          exempt: exempt))
      if canThrow(t, site, chain: chain) {
        result.append(
          EarlyExitMutant(
            kind: .throwingCall,
            bytes: t.inserting(glue + "try earlyExitProbe()" + tail, after: site.insertAfter),
            producerLine: t.line(of: site.producer), exitLine: t.line(of: site.insertAfter), place: place,
            exempt: exempt))
      }
    }
    return result
  }

  /// Whether a `try` is valid at the insertion point: the obtaining statement already has a
  /// plain `try`, an enclosing `do` has `catch` clauses, or the owning function is declared
  /// `throws`. A closure's throwing is not visible in the tokens, so a closure needs one of the
  /// first two.
  ///
  /// Where the error goes does not change what is owed for a `let`/`var`/`guard`/`if`
  /// binding: the bound name is scoped to the blocks inside the `do`, so no `catch` can name
  /// it, and every path the probe opens leaves the evaluation unreported unless a `defer`
  /// covers it (`reportingDefer`). An assigned outer `var` can be named by a `catch`: a `catch`
  /// that reports it covers the probe, so a miss listed for an assignment is judged by reading
  /// its `catch` (none of the clean fixtures has one that reports).
  static func canThrow(_ t: RecallTokens, _ site: RecallObtaining, chain: [(open: Int, kind: RecallBlockKind)]) -> Bool
  {
    if site.plainTry { return true }
    for scope in chain where scope.kind == .doBlock {
      if let close = t.matchingClose(scope.open), t.text(close + 1) == "catch" { return true }
    }
    return chain.last?.kind == .function(throws: true)
  }

  /// Whether `var NAME` is declared before the assignment `site` in one of the blocks of
  /// `chain` (the assigned name is then a local of the owning body, not a property).
  static func declaresLocal(_ t: RecallTokens, _ site: RecallObtaining, chain: [(open: Int, kind: RecallBlockKind)])
    -> Bool
  {
    guard let body = chain.last else { return false }
    let opens = Set(chain.map(\.open))
    for k in body.open + 1..<site.keyword where t.text(k) == "var" && t.text(k + 1) == site.name {
      if let owner = t.enclosingOpen(k), opens.contains(owner) { return true }
    }
    return false
  }

  /// A `defer` written before the insertion point in the same or an enclosing block of the
  /// owning body whose block reports (`reportConsumption`) or names the bound evaluation: it
  /// runs on the early exit, so no finding is owed there.
  static func reportingDefer(_ t: RecallTokens, _ site: RecallObtaining, chain: [(open: Int, kind: RecallBlockKind)])
    -> Int?
  {
    guard let body = chain.last else { return nil }
    let opens = Set(chain.map(\.open))
    var j = body.open + 1
    while j <= site.insertAfter {
      if t.text(j) == "defer", t.text(j + 1) == "{", let close = t.matchingClose(j + 1) {
        if close < site.insertAfter, let owner = t.enclosingOpen(j), opens.contains(owner) {
          let names = (j + 2..<close).map { t.text($0) }
          if names.contains("reportConsumption") || names.contains(site.name) { return j }
        }
        j = close
      }
      j += 1
    }
    return nil
  }

  /// The statements of the file that bind a fresh evaluation to a local name.
  static func obtainings(_ t: RecallTokens) -> [RecallObtaining] {
    var result: [RecallObtaining] = []
    for i in 0..<t.count {
      // `e = try await …` into a local declared earlier (checked by `declaresLocal`).
      let isAssignment = t.tokens[i].kind == .identifier && t.text(i + 1) == "=" && t.text(i - 1) != "."
      guard isAssignment || t.text(i) == "let" || t.text(i) == "var" else { continue }
      let intro = isAssignment ? "" : t.text(i - 1)
      let isCondition = intro == "guard" || intro == "if"
      guard isCondition || t.beginsStatement(i) else { continue }
      guard isAssignment || t.tokens[i + 1].kind == .identifier else { continue }
      var eq = isAssignment ? i + 1 : i + 2
      while eq < t.count, eq < i + 60, t.text(eq) != "=" {
        let s = t.text(eq)
        if s == "{" || s == "}" || s == ";" || s == "," || t.startsLine(eq) { break }
        if s == "(" || s == "[" || s == "<", let close = t.matchingClose(eq) { eq = close }
        eq += 1
      }
      guard t.text(eq) == "=" else { continue }
      var v = eq + 1
      var plainTry = false
      while t.text(v) == "try" || t.text(v) == "await" {
        if t.text(v) == "try" {
          let glued = t.text(v + 1) == "?" || t.text(v + 1) == "!"
          if glued { v += 1 } else { plainTry = true }
        }
        v += 1
      }
      guard let (producer, end) = producingChain(t, from: v) else { continue }
      let after = t.text(end + 1)
      var insertAfter = end
      if intro == "guard" {
        guard after == "else" || after == ",", let open = firstOpenBrace(t, after: end), t.text(open - 1) == "else",
          let close = t.matchingClose(open)
        else { continue }
        insertAfter = close
      } else if intro == "if" {
        guard after == "{" || after == ",", let open = firstOpenBrace(t, after: end) else { continue }
        insertAfter = open
      } else {
        guard t.endsStatement(end) else { continue }
      }
      result.append(
        RecallObtaining(
          keyword: i, name: t.text(isAssignment ? i : i + 1), producer: producer, insertAfter: insertAfter,
          plainTry: plainTry, isAssignment: isAssignment))
    }
    return result
  }

  /// The postfix chain starting at `v` (`a.b().requestEvaluation(context: c)`): its last
  /// call's name token and the chain's last token, when the chain ends with a call.
  static func producingChain(_ t: RecallTokens, from v: Int) -> (Int, Int)? {
    var j = v
    var lastCall: (Int, Int)?
    while j < t.count {
      let s = t.text(j)
      let kind = t.tokens[j].kind
      if kind == .identifier || s == "self" || s == "super" || s == "." {
        j += 1
      } else if (s == "(" || s == "[") && j > v && !t.tokens[j].flags.contains(.spaceBefore) {
        guard let close = t.matchingClose(j) else { return nil }
        if s == "(" && t.tokens[j - 1].kind == .identifier { lastCall = (j - 1, close) }
        j = close + 1
      } else if (s == "?" || s == "!") && !t.tokens[j].flags.contains(.spaceBefore) {
        j += 1
      } else {
        break
      }
    }
    guard let lastCall, lastCall.1 == j - 1 else { return nil }
    return lastCall
  }

  /// The first `{` after token `end` outside brackets (a condition list's body or `else`).
  static func firstOpenBrace(_ t: RecallTokens, after end: Int) -> Int? {
    var j = end + 1
    while j < t.count, j < end + 400 {
      let s = t.text(j)
      if s == "{" { return j }
      if s == "}" || s == ";" { return nil }
      if s == "(" || s == "[" {
        guard let close = t.matchingClose(j) else { return nil }
        j = close
      }
      j += 1
    }
    return nil
  }
}
