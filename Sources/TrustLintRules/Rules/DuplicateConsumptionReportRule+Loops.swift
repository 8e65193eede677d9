import TrustLintAnalysis
import TrustLintSyntax

/// A duplicate whose first report is written at or below the second one, inside a loop that
/// holds both: the path goes round the loop (`for amount in amounts { … report … }`), and the
/// message and a note at the loop's keyword say so, instead of a "first report" note on the
/// very token of the finding with nothing between them.
extension DuplicateConsumptionReportRule {
  /// The innermost `for`, `while` or `repeat` whose body holds both `second` and every one of
  /// `firsts`, when some first report is not above `second` (so only the loop's next pass
  /// reaches `second` after it): its keyword token; nil otherwise.
  static func loopAround(_ second: TokenIndex, firsts: [TokenIndex], tree: SyntaxTree) -> TokenIndex? {
    guard let last = firsts.max(), last >= second, let first = firsts.min() else { return nil }
    let finder = LoopFinder(low: min(first, second), high: max(second, last))
    finder.walk(tree)
    return finder.innermost
  }
}

/// Finds the innermost loop statement (or `forEach` closure) whose body's braces hold
/// `low…high`, from the parsed loops (a pre-order walk meets an inner loop after the loop
/// around it).
private final class LoopFinder: SyntaxWalker {
  let low: TokenIndex
  let high: TokenIndex
  private(set) var innermost: TokenIndex?

  init(low: TokenIndex, high: TokenIndex) {
    self.low = low
    self.high = high
  }

  override func visit(_ stmt: Stmt) -> Bool {
    let loop: (keyword: TokenIndex, body: Block)
    switch stmt {
    case .forIn(let f): loop = (f.forToken, f.body)
    case .whileStmt(let w): loop = (w.whileToken, w.body)
    case .repeatWhile(let r): loop = (r.repeatToken, r.body)
    default: return true
    }
    if loop.body.lbrace < low, high < loop.body.rbrace { innermost = loop.keyword }
    return true
  }

  /// `payees.forEach { … }` runs its closure once per element: a loop named by `forEach`.
  override func visit(_ expr: Expr) -> Bool {
    guard case .call(let c) = expr, let name = SyntaxQueries.calleeName(c), name.text == "forEach" else { return true }
    for a in c.arguments + c.trailingClosures {
      if case .closure(let closure) = a.value, closure.lbrace < low, high < closure.rbrace { innermost = name.token }
    }
    return true
  }
}

/// The `fallthrough` statements of a file's switches, with the case each is in and the case it
/// falls into (found once per file, for notes on duplicates made through them).
struct Fallthroughs {
  struct Entry {
    /// The `fallthrough` keyword.
    var token: TokenIndex
    /// The next case's keyword (where the path goes on), and the end of its switch.
    var nextCase: TokenIndex
    var switchEnd: TokenIndex
  }
  /// In source order of `token`.
  private(set) var entries: [Entry] = []

  init(_ tree: SyntaxTree) {
    let finder = FallthroughFinder()
    finder.walk(tree)
    entries = finder.entries.sorted { $0.token < $1.token }
  }

  /// The `fallthrough`s a path from a first report at one of `firsts` takes to `second`: after
  /// a first report, into a case at or before `second`, of a switch that holds `second`.
  func between(_ firsts: [TokenIndex], _ second: TokenIndex) -> [TokenIndex] {
    guard let first = firsts.filter({ $0 < second }).min() else { return [] }
    // Binary search for the first entry after `first`.
    var lo = 0
    var hi = entries.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if entries[mid].token <= first { lo = mid + 1 } else { hi = mid }
    }
    var found: [TokenIndex] = []
    var i = lo
    while i < entries.count, entries[i].token < second {
      let e = entries[i]
      if e.nextCase <= second, second < e.switchEnd { found.append(e.token) }
      i += 1
    }
    return found
  }
}

/// Collects `fallthrough` statements per switch case (not those of a nested switch, which
/// are its own).
private final class FallthroughFinder: SyntaxWalker {
  var entries: [Fallthroughs.Entry] = []

  override func visit(_ stmt: Stmt) -> Bool {
    guard case .switchStmt(let s) = stmt else { return true }
    for (k, c) in s.cases.enumerated() where k + 1 < s.cases.count {
      var stack = c.body
      while let next = stack.popLast() {
        switch next {
        case .fallthroughStmt(let t):
          entries.append(.init(token: t, nextCase: s.cases[k + 1].keywordToken, switchEnd: s.rbrace))
        case .switchStmt: continue
        default: next.appendNestedStatements(to: &stack)
        }
      }
    }
    return true
  }
}
