import Foundation

/// Runs indexed work on threads that this type creates with a large stack.
///
/// The parser and the analyses recurse up to a nesting cap; Dispatch's worker threads have
/// 512 KiB stacks, far too small for that cap, so all such work runs here instead.
public enum WorkerPool {
  /// Stack size of every worker thread: 64 MiB, enough for the deepest nesting the caps allow.
  public static let stackSize = 64 << 20

  /// Calls `body(i)` for every `i` in `0..<count` on `jobs` threads (at least one) and returns
  /// the results in index order, so the result never depends on `jobs` or on scheduling.
  public static func map<T>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let state = PoolState<T>(count: count, body: body)
    let threads = max(1, min(jobs, count))
    for _ in 0..<threads {
      let thread = Thread { state.work() }
      thread.stackSize = stackSize
      thread.start()
    }
    state.waitUntilDone(threads: threads)
    return state.takeResults()
  }

  /// Runs one closure on a single large-stack thread and returns its value.
  public static func run<T>(_ body: @escaping @Sendable () -> T) -> T {
    map(count: 1, jobs: 1) { _ in body() }[0]
  }
}

/// Shared state of one `WorkerPool.map` call: the next index to take, the result slots, and a
/// count of finished threads. Every access to `next` and `finished` holds `condition`.
private final class PoolState<T>: @unchecked Sendable {
  private let count: Int
  private let body: @Sendable (Int) -> T
  private let results: UnsafeMutablePointer<T?>
  private let condition = NSCondition()
  private var next = 0
  private var finished = 0

  /// State for `count` indices run through `body`.
  init(count: Int, body: @escaping @Sendable (Int) -> T) {
    self.count = count
    self.body = body
    results = .allocate(capacity: count)
    results.initialize(repeating: nil, count: count)
  }

  deinit {
    results.deinitialize(count: count)
    results.deallocate()
  }

  /// The loop each worker thread runs: take the next index until none are left.
  func work() {
    while true {
      condition.lock()
      let index = next
      next += 1
      condition.unlock()
      guard index < count else { break }
      // Each slot is written by exactly one thread; the final lock/unlock publishes the writes.
      results[index] = body(index)
    }
    condition.lock()
    finished += 1
    condition.broadcast()
    condition.unlock()
  }

  /// Blocks the caller until `threads` workers have finished.
  func waitUntilDone(threads: Int) {
    condition.lock()
    while finished < threads { condition.wait() }
    condition.unlock()
  }

  /// The results in index order; call once, after `waitUntilDone`.
  func takeResults() -> [T] {
    (0..<count).map { results[$0]! }
  }
}
