import TrustLintSyntax

/// How a closure literal passed to a call runs, as far as an evaluation it captures is
/// concerned. RULES.md makes a capture an escape only for a closure that outlives the call;
/// one that runs before the call returns is lowered in place, as part of the caller's paths.
enum ClosureRun: Equatable {
  /// Runs exactly once before the call returns (`MainActor.run`, `withTaskGroup`,
  /// `withCheckedContinuation`, a non-`@escaping` parameter of a function of the program).
  case once
  /// Runs once or not at all (`Optional.map`: only when the receiver holds a value).
  case atMostOnce
  /// Runs zero or more times before the call returns (`forEach`, `filter`, `contains(where:)`).
  case repeated
  /// Runs at least once, and may run again after each run (a helper of the program that
  /// calls its closure parameter in a loop, `ClosureCallCounts`).
  case onceOrMore
  /// Runs until a run returns: at least once, and again after a run that throws (a helper of
  /// the program whose value is the closure's and that calls it more than once: a retry).
  case retried
  /// Outlives the call (`Task { }`, `DispatchQueue…async { }`, an `@escaping` parameter, a
  /// closure stored in a variable): any capture is an escape.
  case escaping
  /// A function outside the program: a capture is an escape, unless the closure only reads
  /// the insight (which cannot report the evaluation, so the obligation stays here).
  case unknown
}

/// Calls outside the program whose closures are known not to outlive the call, by base name.
enum ClosureCallees {
  /// Run their closure exactly once and return its result.
  static let once: Set<String> = [
    "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
    "withExtendedLifetime", "autoreleasepool", "withAnimation", "withTransaction", "performAndWait", "withLock",
    "withLockUnchecked", "withTaskCancellationHandler", "withTaskExecutorPreference", "withValue", "sync",
    // Dispatch's and UIKit's synchronous forms: the block has run when the call returns.
    "asyncAndWait", "performWithoutAnimation",
    // `MainActor.assumeIsolated { … }` (or an actor's): runs its closure synchronously, on the
    // caller's thread, and returns (or rethrows) what it does.
    "assumeIsolated",
  ]
  /// Run their closure exactly once; the call's value comes from elsewhere (`resume`).
  static let continuations: Set<String> = [
    "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
    "withUnsafeThrowingContinuation",
  ]
  /// Of `once`, those that also throw their child tasks' errors (`group.addTask { try … }`
  /// fails the group): the call may throw though its closure's own body cannot.
  static let rethrowsChildTasks: Set<String> = ["withThrowingDiscardingTaskGroup"]
  /// `Optional.map`/`flatMap` (also `Result`'s): once when there is a value.
  static let atMostOnce: Set<String> = ["map", "flatMap"]
  /// Sequence operations: zero or more times.
  static let repeated: Set<String> = [
    "forEach", "filter", "compactMap", "reduce", "contains", "first", "last", "firstIndex", "lastIndex",
    "allSatisfy", "sorted", "sort", "min", "max", "drop", "prefix", "removeAll", "partition", "split", "count",
    "concurrentPerform", "mapValues", "compactMapValues",
  ]
  /// Closures that outlive the call: Dispatch, task groups, and the callback-era Foundation,
  /// UIKit, Core Animation and Combine APIs that declare their closures `@escaping` (operation
  /// queues, group notifications, observers, alert and menu actions, timers, work items,
  /// presentation, transition and animation completions, URL session tasks, `sink`,
  /// `handleEvents`, `Future`). Without them a closure that only reads the insight would leave
  /// the obligation with the caller, as for an unknown callee.
  static let escaping: Set<String> = [
    "async", "asyncAfter", "addTask", "addTaskUnlessCancelled", "detached", "addOperation", "addBarrierBlock",
    "BlockOperation", "addExecutionBlock", "notify", "addObserver", "UIAlertAction", "UIAction", "UIContextualAction",
    "addTextField", "scheduledTimer", "Timer", "DispatchWorkItem", "present", "dismiss", "animate", "transition",
    "UIViewPropertyAnimator", "addAnimations", "addCompletion", "setCompletionBlock", "dataTask", "downloadTask",
    "uploadTask", "sink", "handleEvents", "Future",
  ]

  /// `RunLoop.main.perform { … }` (or `RunLoop.current`): the block runs on a later turn of the
  /// run loop, so it outlives the call. Told apart by the receiver, because a managed object
  /// context's `perform` of the same name may run in place (`await context.perform { … }`).
  static func schedulesOnRunLoop(_ name: String, receiver: Expr?) -> Bool {
    guard name == "perform", case .member(let member)? = receiver, case .identifier(let root) = member.base else {
      return false
    }
    return root.text == "RunLoop"
  }
}
