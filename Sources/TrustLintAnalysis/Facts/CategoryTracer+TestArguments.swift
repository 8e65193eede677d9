import TrustLintSyntax

/// Swift Testing's parameterized tests: `@Test(arguments: [InsightEvaluator.OperationCategory
/// .payment, .other]) func evaluates(category: InsightEvaluator.OperationCategory)`. The test
/// runner calls the function once per element, so the collection written in the attribute is
/// the call site of its parameter; the program has no other. Before, such a parameter had no
/// origin (a "no operation category found" note on a test that writes its categories, and a
/// written `.other` unseen; probes-dx p42, p43).
extension CategoryTracer {
  /// The categories written in the `arguments:` collections of `f`'s `@Test` attribute for
  /// parameter `index`: collection `index` of `arguments: a, b` (the runner passes every
  /// combination), each an array literal whose elements are written cases (`.payment`,
  /// `InsightEvaluator.OperationCategory.other`). Elements of another shape (a constant, a
  /// call) and collections of another shape (`allCases`, `zip(…)`) give nothing.
  func testArgumentCategories(_ index: Int, of f: FunctionDecl, in scope: BodyScope) -> [CategoryLeaf] {
    guard f.modifiers.attributes.contains(where: { $0.hasPrefix("Test(") && $0.contains("arguments:") }) else {
      return []
    }
    let tree = facts.program.files[scope.fileIndex].tree
    guard let collections = Self.testArgumentCollections(tree, from: f.firstToken, to: f.name.token),
      collections.count == f.parameters.count, index < collections.count
    else { return [] }
    return Self.writtenCases(tree, in: collections[index]).map { leaf($0, in: scope) }
  }

  /// The token ranges of the comma-separated values after `arguments:` in the `@Test(…)`
  /// attribute between `first` and `last`; nil when there is none.
  static func testArgumentCollections(_ tree: SyntaxTree, from first: TokenIndex, to last: TokenIndex)
    -> [ClosedRange<TokenIndex>]?
  {
    var k = first
    while k < last {
      defer { k += 1 }
      guard tree.tokens[Int(k)].kind == .attribute, tree.text(of: k) == "@Test", tree.text(of: k + 1) == "(" else {
        continue
      }
      var depth = 0
      var j = k + 1
      var collections: [ClosedRange<TokenIndex>] = []
      var start: TokenIndex?
      while j < last {
        let text = tree.text(of: j)
        switch text {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        default: break
        }
        if depth == 0 {
          if let s = start, s < j { collections.append(s...(j - 1)) }
          return collections.isEmpty ? nil : collections
        }
        if depth == 1 {
          if text == "arguments" && tree.text(of: j + 1) == ":" {
            start = j + 2
            j += 2
            continue
          }
          if text == ",", let s = start {
            if s < j { collections.append(s...(j - 1)) }
            // A label after the collections (none in Swift Testing today) ends them.
            start = tree.text(of: j + 2) == ":" ? nil : j + 1
          }
        }
        j += 1
      }
      return nil
    }
    return nil
  }

  /// The case names an array literal in `range` lists: its elements written `.name` or
  /// `…OperationCategory.name`.
  static func writtenCases(_ tree: SyntaxTree, in range: ClosedRange<TokenIndex>) -> [Name] {
    guard tree.text(of: range.lowerBound) == "[", tree.text(of: range.upperBound) == "]" else { return [] }
    var names: [Name] = []
    var elementStart = range.lowerBound + 1
    var depth = 0
    var k = range.lowerBound + 1
    while k <= range.upperBound {
      let text = tree.text(of: k)
      if text == "(" || text == "[" { depth += 1 }
      if (text == ")" || text == "]") && k < range.upperBound { depth -= 1 }
      if depth == 0 && (text == "," || k == range.upperBound) {
        if let n = writtenCase(tree, from: elementStart, through: k - 1) { names.append(n) }
        elementStart = k + 1
      }
      k += 1
    }
    return names
  }

  /// `.name`, or `OperationCategory.name` with any qualification before it.
  private static func writtenCase(_ tree: SyntaxTree, from first: TokenIndex, through last: TokenIndex) -> Name? {
    guard last > first, tree.text(of: last - 1) == ".", tree.tokens[Int(last)].kind == .identifier else { return nil }
    let implicit = last - 1 == first
    let qualified = last - 2 >= first && tree.text(of: last - 2) == "OperationCategory"
    guard implicit || qualified else { return nil }
    return Name(text: tree.text(of: last), token: last)
  }
}
