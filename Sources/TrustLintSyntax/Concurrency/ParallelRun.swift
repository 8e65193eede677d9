import Foundation

/// Runs `count` closures, the first on the calling thread and the others on threads of their
/// own with the large stack the parser needs (its recursion is capped by depth, not by the
/// stack of whatever thread calls it).
enum ParallelRun {
  /// Calls `body(k)` for every `k` in `0..<count` and returns when all have returned.
  static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    guard count > 1 else {
      if count == 1 { body(0) }
      return
    }
    let done = DispatchSemaphore(value: 0)
    for k in 1..<count {
      let thread = Thread {
        body(k)
        done.signal()
      }
      thread.stackSize = WorkerPool.stackSize
      thread.start()
    }
    body(0)
    for _ in 1..<count { done.wait() }
  }
}

/// A pointer handed to the threads of `ParallelRun`, each writing its own range.
struct SendablePointer<T>: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<T>
  init(_ pointer: UnsafeMutablePointer<T>) { self.pointer = pointer }
}
