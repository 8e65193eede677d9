import TrustLintSyntax

/// The `ClosureCallCounts` of the program's functions, by function and parameter: a helper's
/// body is walked at most once per file, however many calls of it the file's bodies lower.
/// Shared by the builders of one file (one thread).
final class ClosureCountCache {
  private struct Key: Hashable {
    var function: Int32
    var parameter: Int
  }
  /// nil once judged: the walk could not tell.
  private var counts: [Key: ClosureCallCounts?] = [:]

  /// The counts for `parameter` of `entry`, from its body (read without keeping it when it
  /// was not parsed yet).
  func counts(_ entry: FunctionEntry, parameter: Int) -> ClosureCallCounts? {
    let key = Key(function: entry.id, parameter: parameter)
    if let known = counts[key] { return known }
    var found: ClosureCallCounts?
    if parameter < entry.decl.parameters.count, let body = entry.decl.transientBody {
      found = ClosureCallCounts.of(parameter: entry.decl.parameters[parameter].name.text, in: body.stmts)
    }
    counts[key] = .some(found)
    return found
  }
}

/// A retry lowered in place (`ClosureRun.retried`): the loop head, the handler the closure's
/// errors go to, and the first error propagated before.
struct RetryLowering {
  /// Where each run starts.
  var head: Int32
  /// Where the closure's errors go.
  var handler: Int32
  /// `firstThrow` before the closure.
  var outer: PropagatedThrow?
}

extension GraphBuilder {
  /// How a non-escaping closure parameter of a function of the program runs, from the
  /// function's own body (`ClosureCallCounts`); nil: the body does not tell (the caller keeps
  /// `.once`). `returnsValue`: the call's value is the closure's.
  func runFromBody(_ entry: FunctionEntry, parameter: Int, returnsValue: () -> Bool) -> ClosureRun? {
    guard let counts = closureCounts.counts(entry, parameter: parameter) else { return nil }
    if counts.max <= 1 { return counts.min >= 1 ? .once : .atMostOnce }
    // A helper whose value is the closure's and that runs it more than once retries it: a
    // run that returned ends the call with its value (a run that threw may be followed by
    // another). Without a sure first run such a helper is not judged.
    if returnsValue() { return counts.min >= 1 ? .retried : nil }
    return counts.min >= 1 ? .onceOrMore : .repeated
  }

  /// Whether the closure literals at the given argument positions of a call of one function of the
  /// program are alternatives: each runs at most once, and the function's body calls exactly
  /// one of their parameters on every path that returns (`flags.variant("x", enabled: { … },
  /// disabled: { … })` over `if on { enabled() } else { disabled() }`). The caller then lowers
  /// them as branches of one fork, not one after another each maybe skipped: a report in each
  /// is one report on every path, neither a missing nor a second one.
  func closuresAreAlternatives(_ closures: [(run: ClosureRun, position: Int)], found: [ResolvedCall]) -> Bool {
    guard closures.count >= 2, closures.allSatisfy({ $0.run == .atMostOnce }), !found.isEmpty else { return false }
    // Several candidates (same-named helpers): whichever runs, it runs exactly one of them.
    return found.allSatisfy { r in
      let entry = index.functions[Int(r.function)]
      var names: Set<String> = []
      for c in closures {
        guard c.position < r.parameterOfArgument.count else { return false }
        let parameter = r.parameterOfArgument[c.position]
        guard parameter < entry.decl.parameters.count else { return false }
        names.insert(entry.decl.parameters[parameter].name.text)
      }
      guard names.count == closures.count, let body = entry.decl.transientBody,
        let together = ClosureCallCounts.of(parameters: names, in: body.stmts)
      else { return false }
      return together.min == 1 && together.max == 1
    }
  }

  /// Keeps the value `v` of a closure lowered in place: the call's value (`closureValue`: the
  /// first closure whose value the call returns; on another alternative's path, that one's
  /// value is assigned to it), or else an escape at the closure's brace.
  func keepClosureValue(
    _ v: Int32, run: ClosureRun, lbrace: TokenIndex, alternative: Bool, in closureValue: inout Int32?,
    returnsIt: () -> Bool
  ) {
    if closureValue == nil && run != .repeated && run != .onceOrMore && returnsIt() {
      closureValue = v
    } else if alternative, let value = closureValue, returnsIt() {
      emit(.assign(to: value, from: [v]))
    } else {
      emit(.escape(variable: v, token: lbrace))
    }
  }

  /// Before a retried closure's body: errors it throws go to a handler of their own.
  func beginRetries(head: Int32) -> RetryLowering {
    let handler = newNode()
    pushScope(.catching(handler: handler, unmatched: nil))
    let outer = firstThrow
    firstThrow = nil
    return RetryLowering(head: head, handler: handler, outer: outer)
  }

  /// After it (the scope popped): from the handler, the closure runs again, or the error
  /// goes on outward, named after the `try` or `throw` that raised it.
  func endRetries(_ retry: RetryLowering) {
    let first = firstThrow
    firstThrow = retry.outer ?? first
    guard reachable[Int(retry.handler)], let first else { return }
    let saved = current
    current = retry.handler
    link(retry.handler, retry.head)
    propagateError(first.kind, token: first.token, text: first.text, thrown: first.thrown)
    current = saved
  }
}
