import TrustLintSyntax

extension GraphBuilder {
  /// A case's `where` clauses: the body runs where one item's clause holds (its nil tests
  /// refine: `case .success(.high) where flagged == nil:`), or from an item without one; where
  /// they fail, the later cases are reached from the dispatch. Each clause is lowered from the
  /// case's entry (`case .success(.high) where kept == nil, .success(.medium) where kept == nil:`).
  /// Returns the nodes where an item's clause fails (`repeatsPreviousPattern`).
  @discardableResult
  func lowerCaseWhereClauses(_ items: [CaseItem]) -> [Int32] {
    guard items.contains(where: { $0.whereClause != nil }) else { return [] }
    let start = current
    var ends: [Int32] = []
    var falses: [Int32] = []
    for item in items {
      current = start
      guard let w = item.whereClause else {
        if !ends.contains(start) { ends.append(start) }
        continue
      }
      testDepth += 1
      let sides = lowerBool(w)
      ends += sides.trues
      falses += sides.falses
      testDepth -= 1
    }
    join(ends)
    return falses
  }

  /// Whether every pattern of case `i` is written as a pattern of case `i - 1`, which has a
  /// `where` clause (`case 2 where kept != nil: … case 2: …`; also with several patterns): a
  /// value reaching case `i` matched one of those, so it came from where that item's clause
  /// failed, and the clause's nil tests refine on the way (the holder is nil in `case 2:` above).
  static func repeatsPreviousPattern(_ cases: [SwitchCase], _ i: Int, tree: SyntaxTree) -> Bool {
    guard i > 0, case .patterns = cases[i].kind, case .patterns(let previous) = cases[i - 1].kind,
      previous.contains(where: { $0.whereClause != nil }),
      let items = patternTexts(tree, keyword: cases[i].keywordToken),
      let earlier = patternTexts(tree, keyword: cases[i - 1].keywordToken)
    else { return false }
    return Set(items).isSubset(of: earlier)
  }

  /// The tokens of each pattern of a case, without its `where` clause and with the name after
  /// `let`/`var` as `_` ("2", ". success ( let _ )"); nil for a long label.
  static func patternTexts(_ tree: SyntaxTree, keyword: TokenIndex) -> [String]? {
    let tokens = tree.tokens
    var items: [String] = []
    var parts: [String] = []
    var inWhere = false
    var depth = 0
    var i = Int(keyword) + 1
    while i < tokens.count && i - Int(keyword) < 256 {
      if tokens[i].kind == .eof { return nil }
      let text = tree.text(of: Int32(i))
      if text == "(" || text == "[" || text == "{" { depth += 1 }
      if text == ")" || text == "]" || text == "}" { depth -= 1 }
      if depth <= 0 && (text == ":" || text == ",") {
        if parts.isEmpty { return nil }
        items.append(parts.joined(separator: " "))
        if text == ":" { return items }
        parts = []
        inWhere = false
      } else if depth <= 0 && text == "where" {
        inWhere = true
      } else if !inWhere {
        // A bound name is any name (`.success(let v)` repeats `.success(let w)`).
        let bound = parts.last == "let" || parts.last == "var"
        parts.append(bound && tokens[i].kind == .identifier ? "_" : text)
      }
      i += 1
    }
    return nil
  }
}

extension GraphBuilder {
  /// A `switch` on a tuple holding nil tests (`switch (kept == nil, level)`): a case whose
  /// every item has `true` or `false` at a test's position (`case (true, .high):`) refines the
  /// tested variable as an `if` on that test would. Other positions and `_` say nothing.
  func refineTupleNilTests(_ subject: Expr, _ items: [CaseItem]) {
    // (Its body node, where a `fallthrough` enters, comes after this: `holdsNilTests`.)
    guard case .tuple(let t) = subject, t.elements.count > 1, !items.isEmpty else { return }
    for (k, element) in t.elements.enumerated() {
      guard case .binary(let b) = element.value, b.op.text == "==" || b.op.text == "!=",
        let other = Self.nilComparand(b), case .identifier(let n) = other, let v = trackedVariable(n.text)
      else { continue }
      var value: Bool?
      for item in items {
        guard case .tuple(let ps) = item.pattern, ps.count == t.elements.count,
          case .expression(.literal(let l)) = ps[k], l.kind == .true || l.kind == .false,
          value == nil || value == (l.kind == .true)
        else {
          value = nil
          break
        }
        value = l.kind == .true
      }
      if let value { emit(.refine(variable: v, isNil: value == (b.op.text == "=="))) }
    }
  }
}

extension GraphBuilder {
  /// Whether a `switch` subject is a tuple with a nil test among its elements
  /// (`(kept == nil, level)`), whose cases `refineTupleNilTests`.
  static func holdsNilTests(_ subject: Expr) -> Bool {
    guard case .tuple(let t) = subject, t.elements.count > 1 else { return false }
    return t.elements.contains { e in
      guard case .binary(let b) = e.value, b.op.text == "==" || b.op.text == "!=" else { return false }
      return nilComparand(b) != nil
    }
  }
}
