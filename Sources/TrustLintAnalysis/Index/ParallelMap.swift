import Dispatch
import TrustLintSyntax

/// Maps `0..<count` on up to `jobs` Dispatch threads, results in index order, so the result
/// never depends on `jobs` or on scheduling. For work without deep recursion only (Dispatch
/// threads have small stacks): the index's per-file passes use explicit stacks.
enum ParallelMap {
  static func map<T>(count: Int, jobs: Int, _ body: (Int) -> T) -> [T] {
    let workers = max(1, min(jobs, count))
    if workers == 1 { return (0..<count).map(body) }
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      let slots = Slots(base: buffer.baseAddress!)
      let next = SharedCounter()
      withoutActuallyEscaping(body) { body in
        let box = BodyBox(body: body)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
          while true {
            let i = next.next()
            guard i < count else { break }
            (slots.base + i).initialize(to: box.body(i))
          }
        }
      }
      initialized = count
    }
  }

  /// Lets worker threads write disjoint slots of one buffer.
  private struct Slots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
  }

  /// The body, shared by the workers (it only reads shared state).
  private struct BodyBox<T>: @unchecked Sendable {
    let body: (Int) -> T
  }
}
