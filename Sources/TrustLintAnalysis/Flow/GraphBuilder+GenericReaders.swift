import TrustLintSyntax

/// Reads through a generic wrapper's reader: `cache.value(for: id)` of a `Cache<String,
/// CoachingEvaluation>` whose `value(for:)` only hands out what the cache keeps
/// (`GenericResultHandOver`). The evaluation it gives is the holder's, as one read from a
/// stored property is (`FlowObject.Origin.borrowed`): it owes nothing here, but two reads of the
/// same key on one path give the same evaluation, so reporting both is one evaluation reported
/// twice (probes-di g01, g06). The read is held under the call's text until anything may change
/// what the wrapper keeps (a call of the program's functions, an `await`, an assignment to a
/// name the call reads), as reads of a stored property are.
extension GraphBuilder {
  /// Whether every function the call may run is a generic reader whose result the receiver's
  /// written type binds to an evaluation type, and whether that value may be nil. Nil when the
  /// call is no such read.
  func genericReaderBorrows(_ c: CallExpr, _ shape: CallShape, _ entries: [FunctionEntry]) -> Bool? {
    guard let arguments = receiverGenericArguments(c, shape, entries) else { return nil }
    var optional = false
    for entry in entries {
      guard let result = entry.decl.resultType?.text.filter({ !$0.isWhitespace }),
        let position = typeParameterPosition(of: result, in: entry), position < arguments.count,
        !GenericResultHandOver.handsOver(entry, in: index)
      else { return nil }
      let bound = arguments[position]
      guard index.isEvaluationType(bound, inFile: fileIndex) else { return nil }
      optional = optional || result.hasSuffix("?") || index.isOptionalType(bound, inFile: fileIndex)
    }
    return optional
  }

  /// The borrowed evaluation a generic reader's call gives: the one an earlier read of the same
  /// key holds, or a new borrowed one held under the key.
  func borrowFromReader(_ c: CallExpr, name: Name, optional: Bool) -> Int32? {
    guard let key = Self.readerKey(c) else {
      return borrowObject(name: name.text, token: name.token, optional: optional)
    }
    if let held = heldBorrow(key) { return held }
    return holdBorrowed(key, borrowObject(name: name.text, token: name.token, optional: optional))
  }

  /// `reader:cache.value(for:id)`: the receiver (a name, or `self.name`), the method and its
  /// arguments, each a name, a literal or an implicit member; nil for any other call, whose two
  /// reads may differ.
  static func readerKey(_ c: CallExpr) -> String? {
    guard c.trailingClosures.isEmpty, case .member(let m) = SyntaxQueries.stripped(c.callee) else { return nil }
    var base: String
    switch SyntaxQueries.stripped(m.base) {
    case .identifier(let n): base = n.text
    case .member(let inner):
      guard case .identifier(let root) = SyntaxQueries.stripped(inner.base), root.text == "self" else { return nil }
      base = inner.name.text
    default: return nil
    }
    base += "." + m.name.text + "("
    for a in c.arguments {
      base += (a.label?.text ?? "_") + ":"
      switch a.value {
      case .identifier(let n): base += n.text
      case .implicitMember(let n): base += "." + n.text
      case .literal(let l): base += "#\(l.token)"
      default: return nil
      }
      base += ","
    }
    return "reader:" + base + ")"
  }

  /// Forgets every held read through a generic reader when the call runs a closure this body
  /// holds (`refresh()` of a parameter `refresh: () -> Void`): that closure is the program's
  /// code and may write what the wrapper keeps, as a call of the program's functions may
  /// (probes-dk g08). A call of a function outside the program cannot reach the wrapper.
  func forgetReaderKeysAcrossClosureCall(_ shape: CallShape, name: String) {
    guard shape.isBare, localFunctions[name] == nil, lookup(name) != nil,
      borrowedHolders.keys.contains(where: { $0.hasPrefix("reader:") })
    else { return }
    for key in borrowedHolders.keys where key.hasPrefix("reader:") { borrowedHolders[key] = nil }
  }

  /// Forgets the held reads whose key reads `name` (`id = next` before `cache.value(for: id)`).
  func forgetReaderKeys(reading name: String) {
    for key in borrowedHolders.keys where key.hasPrefix("reader:") {
      let words = key.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      if words.contains(where: { $0 == name }) { borrowedHolders[key] = nil }
    }
  }
}

extension GraphBuilder {
  /// Whether the call is a read through a generic reader (`genericReaderBorrows`), which
  /// changes nothing the program keeps: earlier reads stay held across it.
  func isGenericRead(_ c: CallExpr, _ shape: CallShape, name: String) -> Bool {
    guard index.genericResultMethodNames.contains(name), Self.readerKey(c) != nil else { return false }
    let found = candidates(for: c, shape, receiverIsEvaluation: false)
    return genericReaderBorrows(c, shape, found.map { index.functions[Int($0.function)] }) != nil
  }
}
