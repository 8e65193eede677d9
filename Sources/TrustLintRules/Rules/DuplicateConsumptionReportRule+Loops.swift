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

/// Finds the innermost loop statement whose body's braces hold `low…high`, from the parsed
/// loops (a pre-order walk meets an inner loop after the loop around it).
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
}
