/// Reports through a stored evaluation, for the recall skip rule of deleted reports.
///
/// RULES.md ("Escape"): an evaluation stored in a property or collection is the holder's
/// business, and reading it back makes no new evaluation (no producer call). A report made
/// through such a read (`pending?.reportConsumption(…)`, `self.pending?…`, `self?.pending?…`, or through a local
/// bound straight from it: `guard let e = pending`, `if let e = self.pending`, `for e in
/// queued`, `let e = queue.popLast()`, `guard let e = pending[id]`) discharges nothing the linter can owe, so deleting it owes no finding. Found on
/// tokens alone: the property is declared at a type's member level with an evaluation type.
extension RecallTokens {
  /// Whether the receiver chain starting at `start` (of a report whose name is at `name`)
  /// reads a stored evaluation of the file's types, directly or through a local bound from one.
  func readsStoredEvaluation(from start: Int, name: Int, evaluationTypes: Set<String>) -> Bool {
    var root = start
    root += selfPrefixLength(at: root)
    let receiver = text(root)
    guard tokens[root].kind == .identifier else { return false }
    let body = enclosingFunctionStart(of: name)
    if let bound = localBinding(of: receiver, from: body, before: start) {
      // A local: stored only when bound straight from a stored property.
      var source = bound
      source += selfPrefixLength(at: source)
      guard tokens[source].kind == .identifier, source + 1 < count else { return false }
      let after = text(source + 1)
      // Or one element taken out of a stored collection or dictionary of them (`pending[id]`,
      // `pending.removeValue(forKey: id)`, `queue.popLast()`): also read back, no producer call.
      let takesElement =
        after == "[" || (after == "." && Self.elementTakingNames.contains(text(source + 2)))
      guard takesElement || after == "else" || after == "{" || after == "," || startsLine(source + 1) else {
        return false
      }
      return declaresStoredEvaluation(text(source), evaluationTypes: evaluationTypes)
    }
    if root == start, declaresParameter(receiver, from: body, before: start) { return false }
    // A closure's parameter (`{ evaluation in`, `(evaluation: T)`), or a label of that name:
    // not told apart from a local here, so not a stored read.
    if root == start,
      (max(body, 1)..<start).contains(where: {
        text($0) == receiver && (text($0 + 1) == "in" || text($0 + 1) == ":" || text($0 + 1) == ",")
      })
    {
      return false
    }
    return declaresStoredEvaluation(receiver, evaluationTypes: evaluationTypes)
  }

  /// The length of a `self.` or `self?.` (a `[weak self]` closure) prefix at token `i`, or 0.
  func selfPrefixLength(at i: Int) -> Int {
    guard text(i) == "self" else { return 0 }
    if text(i + 1) == "." { return 2 }
    if text(i + 1) == "?", text(i + 2) == "." { return 3 }
    return 0
  }

  /// Standard collection members that give one element (`GraphBuilder.elementTakingMethods`
  /// and `elementTakingProperties`).
  static let elementTakingNames: Set<String> = [
    "removeValue", "popLast", "popFirst", "removeFirst", "removeLast", "remove", "first", "last",
  ]

  /// The keywords that open a body of its own: functions, initializers, deinitializers, accessors.
  static let bodyKeywords: Set<String> = ["func", "init", "deinit", "get", "set", "willSet", "didSet"]

  /// Whether `receiver`, read at token `at`, is the value the enclosing property observer or
  /// setter receives: `oldValue` in `didSet`, `newValue` in `willSet` and `set`, or the name
  /// written in parentheses (`didSet(previous)`). The property's holder owes its report.
  func receivesObserverValue(_ receiver: String, at i: Int) -> Bool {
    let body = enclosingFunctionStart(of: i)
    let written = text(body + 1) == "(" && text(body + 2) == receiver
    switch text(body) {
    case "didSet": return receiver == "oldValue" || written
    case "willSet", "set": return receiver == "newValue" || written
    default: return false
    }
  }

  /// The first token of the innermost function, initializer, deinitializer or accessor whose
  /// body holds token `i` (0 if none).
  func enclosingFunctionStart(of i: Int) -> Int {
    var j = i
    var depth = 0
    while j > 0 {
      j -= 1
      let t = text(j)
      if t == "}" {
        depth += 1
      } else if t == "{" {
        if depth > 0 {
          depth -= 1
          continue
        }
        // An enclosing block: its header tells whether it is a function's body.
        var h = j - 1
        var steps = 0
        while h > 0, steps < 200, text(h) != "{", text(h) != "}", text(h) != ";" {
          // Deinitializers and accessors are bodies too (a property observer's, a setter's).
          if Self.bodyKeywords.contains(text(h)) { return h }
          if text(h) == ")", let open = matchingOpen(h) { h = open }
          h -= 1
          steps += 1
        }
      }
    }
    return 0
  }

  /// The first token of the value a local `name` is bound to in `from..<before` (`let name =
  /// value`, `guard let name = value`, `for name in value`), or nil when no local has the name.
  func localBinding(of name: String, from: Int, before: Int) -> Int? {
    var found: Int?
    var i = max(from, 1)
    while i < before {
      if text(i) == name, text(i - 1) == "let" || text(i - 1) == "var" || text(i - 1) == "for" {
        var j = i + 1
        if text(j) == ":" {
          while j < before, text(j) != "=", !startsLine(j + 1) { j += 1 }
        }
        found = (text(j) == "=" || text(j) == "in") ? j + 1 : before
      }
      i += 1
    }
    return found
  }

  /// Whether `name` is a parameter of the function starting at `from` (`name:` or `_ name:`
  /// inside its parameter list).
  func declaresParameter(_ name: String, from: Int, before: Int) -> Bool {
    guard from > 0, let open = (from..<before).first(where: { text($0) == "(" }),
      let close = matchingClose(open)
    else { return false }
    return (open..<close).contains { text($0) == name && text($0 + 1) == ":" }
  }

  /// Whether the file declares `name` as a stored property with an evaluation type (or a
  /// collection of one) at a type's member level: `var pending: CoachingEvaluation?`.
  func declaresStoredEvaluation(_ name: String, evaluationTypes: Set<String>) -> Bool {
    for i in 1..<max(1, count) where text(i) == name && text(i + 1) == ":" {
      guard text(i - 1) == "var" || text(i - 1) == "let" else { continue }
      var j = i + 2
      var typed = false
      while j < count, !startsLine(j), text(j) != "=", text(j) != "{" {
        if evaluationTypes.contains(text(j)) { typed = true }
        j += 1
      }
      if typed, enclosingFunctionStart(of: i) == 0 { return true }
    }
    return false
  }
}
