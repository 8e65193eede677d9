import Foundation
import XCTest

@testable import TrustLintSyntax

/// The two ways work runs on large-stack threads: `WorkerPool` (the engine's stages) and
/// `ParallelRun` (the parts of one large file).
final class WorkerPoolTests: XCTestCase {
  func testResultsComeBackInIndexOrder() {
    for jobs in [1, 2, 4, 16] {
      XCTAssertEqual(WorkerPool.map(count: 100, jobs: jobs) { $0 * $0 }, (0..<100).map { $0 * $0 })
    }
    XCTAssertEqual(WorkerPool.map(count: 0, jobs: 4) { $0 }, [])
  }

  func testEveryIndexRunsExactlyOnce() {
    let counts = Counts(size: 1000)
    _ = WorkerPool.map(count: 1000, jobs: 8) { counts.bump($0) }
    XCTAssertEqual(counts.values, Array(repeating: 1, count: 1000))
  }

  func testWorkersHaveLargeStacks() {
    // About 8 MiB of frames: far beyond Dispatch's 512 KiB worker stacks and the 8 MiB main
    // thread, within the pool's 64 MiB.
    let depth = 8 << 20 / 256
    XCTAssertEqual(WorkerPool.run { deepRecursion(depth) }, depth)
  }

  func testParallelRunRunsEveryIndexOnceOnLargeStacks() {
    for count in [0, 1, 2, 5] {
      let counts = Counts(size: max(count, 1))
      let depth = 8 << 20 / 256
      // Index 0 runs on the calling thread: give it a large stack too, as the engine does.
      WorkerPool.run {
        ParallelRun.run(count: count) { k in
          counts.bump(k)
          XCTAssertEqual(deepRecursion(depth), depth)
        }
      }
      XCTAssertEqual(counts.values, Array(repeating: 1, count: count) + (count == 0 ? [0] : []))
    }
  }
}

/// Recurses `n` times with about 256 bytes of frame each.
@inline(never)
private func deepRecursion(_ n: Int) -> Int {
  var pad = (n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n)
  if n == 0 { return withUnsafeMutablePointer(to: &pad) { $0.pointee.0 } }
  return withUnsafeMutablePointer(to: &pad) { _ in deepRecursion(n - 1) } + 1
}

/// Per-index counters safe to bump from several threads.
private final class Counts: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Int]
  init(size: Int) { storage = Array(repeating: 0, count: size) }
  func bump(_ index: Int) {
    lock.lock()
    storage[index] += 1
    lock.unlock()
  }
  var values: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
