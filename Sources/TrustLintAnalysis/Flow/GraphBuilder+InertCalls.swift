import TrustLintSyntax

/// Calls after which the stored values read before are still the same: a held read (a stored
/// evaluation, a payload bound from `state`) is forgotten at a call of the program's functions
/// because such a function may assign `state` (probes-ev p14). That is only a "may": a
/// `func log(_ s: String) { print(s) }` or a pure static helper provably assigns nothing, so two
/// `if case .pending(let e) = state` around it bind one evaluation (probes-ex p23, p24), as a
/// `send` on a receiver known to be no Combine subject (`URLSessionWebSocketTask`) runs none of
/// the program's subscribers (probes-ex p28). Whenever unsure, the call may change the state.
extension GraphBuilder {
  /// Whether the call `c` of `name` (a function the program declares, or a `send`/`post`)
  /// leaves the own type's stored values alone, so that the held reads stay held.
  func callLeavesHeldReadsAlone(_ c: CallExpr, _ shape: CallShape, name: String) -> Bool {
    guard localFunctions[name] == nil, !receiverRunsObservers(shape) else { return false }
    let functions = index.functions(named: name)
    // A library `send` hands its completion closure to code that runs it later, as any other
    // library call with a closure does (those keep the held reads too). The program's own
    // `send` (`analytics.send("payee_dismissed")` on its `Analytics`) is summarised like any
    // of its functions, when the receiver's type is the program's (probes-ew p15).
    if Self.deliversToSubscribers(name) {
      if functions.isEmpty { return sendReceiverIsNoSubscriberHub(c) }
      guard let type = receivers?.typeName(c), !index.types(named: type).isEmpty else { return false }
    }
    guard c.trailingClosures.isEmpty, !Self.passesInoutOrClosure(c) else { return false }
    return !functions.isEmpty && functionsLeaveStateAlone(functions)
  }

  /// `analytics.record(…)` where `analytics` is an own property with an observer or setter: a
  /// mutating method assigns the property, which runs them (probes-ex p44).
  func receiverRunsObservers(_ shape: CallShape) -> Bool {
    guard let receiver = shape.receiver else { return false }
    switch SyntaxQueries.stripped(receiver) {
    case .identifier(let n): return lookup(n.text) == nil && !ownPropertyAccessors(n.text).isEmpty
    case .member(let m): return Self.readsSelf(m) && !ownPropertyAccessors(m.name.text).isEmpty
    default: return false
    }
  }

  /// Forgets, at a call that is neither the program's function nor a known delivery, the held
  /// reads its code may change. Payloads bound from the state are one evaluation across a
  /// library call only when the call is known to run none of the program's code: UIKit,
  /// Foundation and Combine run registered code in many calls (`layoutIfNeeded`,
  /// `removeFromParent`, `UIView.animate`, `finish()`, probes-fc). Every held read is forgotten
  /// where the call may run the program's code (`libraryCallMayRunProgramCode`).
  func forgetHeldReadsAcrossLibraryCall(_ c: CallExpr, _ shape: CallShape, name: String) {
    if !libraryCallIsInert(c, shape, name: name) { forgetPayloadReads() }
    if libraryCallMayRunProgramCode(shape, name: name) { forgetBorrowed(nil) }
  }

  /// Whether such a call may run the program's code before it returns: a mutating method on an
  /// own property with a setter, observer or wrapper (`history.append(x)` on `@Published var
  /// history`, probes-fa p41), or a call of a closure value, a parameter, local or stored
  /// property (`done()`, `onCancel?()`), which runs whatever the program stored there
  /// (probes-fb p02, p09).
  func libraryCallMayRunProgramCode(_ shape: CallShape, name: String) -> Bool {
    if receiverRunsSetterOrObservers(shape) { return true }
    let onSelf: Bool
    if let receiver = shape.receiver {
      guard case .identifier(let n) = SyntaxQueries.stripped(receiver), n.text == "self" else { return false }
      onSelf = true
    } else {
      onSelf = false
    }
    if !onSelf, lookup(name) != nil { return true }
    return !Self.knownLibraryFreeFunctions.contains(name) && !index.properties(named: name).isEmpty
  }

  /// A library call that runs none of the program's code: printing, logging and assertions
  /// (`print`, `os_log`, `logger.info(…)` on a receiver named like a logger), and any call on
  /// the evaluation a name holds (`e.insight.outcome.get()`), an enum case or static factory
  /// (`.string("bye")`) and a library type's initializer (`URL(string:)`, `Date()`).
  func libraryCallIsInert(_ c: CallExpr, _ shape: CallShape, name: String) -> Bool {
    if Self.inertLibraryFunctions.contains(name) { return true }
    if case .implicitMember = SyntaxQueries.stripped(c.callee) { return true }
    if shape.isBare, name.first?.isUppercase == true, index.types(named: name).isEmpty { return true }
    guard let receiver = shape.receiver, case .identifier(let root) = Self.memberChain(receiver).root else {
      return false
    }
    if trackedNames.contains(root.text) { return true }
    return Self.loggingMethods.contains(name) && root.text.lowercased().contains("log")
  }

  /// Free functions that print, log or assert.
  static let inertLibraryFunctions: Set<String> = [
    "print", "debugPrint", "dump", "NSLog", "os_log", "assert", "assertionFailure", "precondition",
    "preconditionFailure",
  ]

  /// The methods of `Logger`/`OSLog`-style loggers.
  static let loggingMethods: Set<String> = [
    "debug", "info", "notice", "error", "warning", "trace", "fault", "critical", "log",
  ]

  /// Forgets the held reads of payloads bound from the state (`if case .pending(let e) = state`).
  func forgetPayloadReads() {
    for key in borrowedHolders.keys where key.contains("(…)#") { borrowedHolders[key] = nil }
  }

  /// A library method called on an own property with a setter, an observer or a wrapper
  /// (`breadcrumbs.append(x)` with `didSet { state = .idle }`, `history.append(x)` on a
  /// `@Published var history` whose sink sets state): a mutating method assigns the property and
  /// runs that code before it returns. Whether the method mutates is unknown, so any call may.
  func receiverRunsSetterOrObservers(_ shape: CallShape) -> Bool {
    guard let receiver = shape.receiver else { return false }
    switch SyntaxQueries.stripped(receiver) {
    case .identifier(let n): return lookup(n.text) == nil && !ownPropertyAccessors(n.text).subtracting(["get"]).isEmpty
    case .member(let m): return Self.readsSelf(m) && !ownPropertyAccessors(m.name.text).subtracting(["get"]).isEmpty
    default: return false
    }
  }

  /// Whether every one of `functions` (all the program's functions of a called name: overrides,
  /// conformers and namesakes alike) leaves the held values alone (`functionLeavesStateAlone`).
  func functionsLeaveStateAlone(_ functions: [FunctionEntry]) -> Bool {
    let held = Set(borrowedHolders.keys.map { String($0.prefix { $0 != "." && $0 != "(" && $0 != "#" }) })
    var visited: Set<Int32> = []
    return functions.allSatisfy { functionLeavesStateAlone($0, held: held, visited: &visited) }
  }

  /// `socket.send(.string("bye")) { … }` where the receiver's type is known to be one of the
  /// platform's network endpoints (`senderTypesWithoutSubscribers`), declared outside the
  /// program: its `send` delivers to nobody the program registered before it returns. Any other
  /// `send` may: a subject runs its sinks, a TCA `Store` its reducer and then the sinks on its
  /// publisher (probes-ex p37).
  func sendReceiverIsNoSubscriberHub(_ c: CallExpr) -> Bool {
    guard let type = receivers?.typeName(c) else { return false }
    let base = String(type.prefix { $0 != "<" && $0 != "?" && $0 != "!" })
    guard index.types(named: base).isEmpty, index.typeAliasesByName[base] == nil else { return false }
    return Self.senderTypesWithoutSubscribers.contains(base)
  }

  /// Library types whose `send` writes to the network and runs no code of the program before it
  /// returns (its completion handler runs later, on the session's queue).
  static let senderTypesWithoutSubscribers: Set<String> = [
    "URLSessionWebSocketTask", "NWConnection", "NWConnectionGroup", "MCSession",
  ]

  /// `f(&state)` or `f({ … })`: the callee may write through the argument or run the closure.
  static func passesInoutOrClosure(_ c: CallExpr) -> Bool {
    c.allArguments.contains {
      switch $0.value {
      case .prefix(let op, _): return op.text == "&"
      case .closure: return true
      default: return false
      }
    }
  }

  /// Whether `function` provably assigns no stored value and hands control to no code that may:
  /// no assignment, closure, `await`, `inout` argument, key path or unparsed expression; no
  /// mention of a held name (`state`) or of a property with accessors; `self` only as a
  /// member's base; calls only of library functions that deliver to no subscriber, or of
  /// program functions that are themselves such (a few levels deep, never recursively).
  func functionLeavesStateAlone(_ function: FunctionEntry, held: Set<String>, visited: inout Set<Int32>) -> Bool {
    guard let body = function.decl.body, visited.count < 8, visited.insert(function.id).inserted else { return false }
    let parameters = Set(function.decl.parameters.map(\.name.text))
    var alone = true
    var callees: [String] = []
    func mentions(_ name: String) -> Bool {
      held.contains(name) || parameters.contains(name)
        || index.properties(named: name).contains { !$0.accessors.isEmpty || Self.isWrapped($0) }
    }
    let visitor = SyntaxVisitor()
    visitor.visitExpr = { e in
      switch e {
      case .closure, .assign, .await, .keyPath, .opaque: alone = false
      case .subscript: if !self.index.functions(named: "subscript").isEmpty { alone = false }
      case .prefix(let op, _):
        if op.text == "&" { alone = false }
        callees.append(op.text)
      // A custom operator the program declares (`<~`) runs its body.
      case .binary(let b): callees.append(b.op.text)
      case .postfix(let op, _): callees.append(op.text)
      case .identifier(let n):
        if n.text == "self" || mentions(n.text) && !parameters.contains(n.text) { alone = false }
        // `observers.forEach(notify)`: a function passed as a value runs too (probes-ex p38).
        callees.append(n.text)
      case .member(let m):
        if mentions(m.name.text) { alone = false }
        callees.append(m.name.text)
        // `self.label`: only the member's name matters, not `self` as a value.
        if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" || b.text == "Self" {
          return false
        }
      case .literal(let l):
        if l.kind == .string, !self.stringLiteralIsPlain(l.token, inFile: function.fileIndex, held: held) {
          alone = false
        }
      case .call(let c):
        guard let callee = SyntaxQueries.calleeName(c)?.text, c.trailingClosures.isEmpty,
          !Self.deliversToSubscribers(callee), !Self.handsValuesOn.contains(callee), !mentions(callee),
          !(callee.first?.isUppercase ?? true) || self.index.types(named: callee).isEmpty
        else {
          alone = false
          return false
        }
        // A call of a property (`onLog?(message)`, `self.handler()`: a stored closure) or a bare
        // call of a name that is no function runs code nobody can see from here.
        var isMember = false
        if case .member = SyntaxQueries.stripped(c.callee) { isMember = true }
        if !self.index.properties(named: callee).isEmpty
          || !isMember && self.index.functions(named: callee).isEmpty
            && !Self.knownLibraryFreeFunctions.contains(callee) && !(callee.first?.isUppercase ?? false)
        {
          alone = false
        }
      default: break
      }
      return alone
    }
    visitor.walk(body.stmts)
    guard alone else { return false }
    // The names called or passed as values (each call's callee is visited as a name too).
    for callee in Set(callees) {
      for f in index.functions(named: callee) where !functionLeavesStateAlone(f, held: held, visited: &visited) {
        return false
      }
    }
    return true
  }

  /// Library calls that hand a value to code waiting for it: a custom `Subject`'s `send` calls
  /// `subscriber.receive(value)`, which runs the subscriber's sink at once.
  static let handsValuesOn: Set<String> = ["receive", "yield", "resume", "notify", "dispatch", "perform"]

  /// Free functions of the standard library that run no code of the program.
  static let knownLibraryFreeFunctions: Set<String> = [
    "print", "debugPrint", "max", "min", "abs", "precondition", "assert", "dump", "NSLog", "type",
  ]

  /// A string literal naming no held value (a key for key-value coding): without
  /// interpolations, or with interpolations that call nothing and name no `self`, function or
  /// property with accessors (`"[wire] \(message)"`, not `"\(sessionLabel)"` whose getter may
  /// run code). Read in its own file, also a helper's declared in another (probes-fa p19).
  func stringLiteralIsPlain(_ token: TokenIndex, inFile file: Int, held: Set<String>) -> Bool {
    guard let tree = file == fileIndex ? tree : receivers?.treeOfFile(file) else { return false }
    let text = tree.text(of: token)
    // `self.setValue(nil, forKey: "state")`: key-value coding names the property in a string.
    guard !held.contains(where: { text.contains($0) }) else { return false }
    guard text.contains("\\(") else { return true }
    // Every `(` opens an interpolation: none is a call or a parenthesised expression.
    let opens = text.components(separatedBy: "(").count - 1
    let interpolations = text.components(separatedBy: "\\(").count - 1
    guard opens == interpolations else { return false }
    let t = tree.tokens[Int(token)]
    let bytes = tree.source.bytes
    var plain = true
    InterpolationScan.forEachIdentifier(in: bytes, from: Int(t.start), to: min(Int(t.end), bytes.count)) { name, _, _ in
      let word = String(decoding: bytes[name], as: UTF8.self)
      if word == "self" || held.contains(word) || !index.functions(named: word).isEmpty
        || index.properties(named: word).contains(where: { !$0.accessors.isEmpty })
      {
        plain = false
      }
    }
    return plain
  }
}
