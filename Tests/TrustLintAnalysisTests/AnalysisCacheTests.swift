import Dispatch
import XCTest

@testable import TrustLintAnalysis

final class AnalysisCacheTests: XCTestCase {
  /// Many threads asking for one key build it once and all see the same value.
  func testBuildsOncePerKeyUnderContention() {
    let cache = AnalysisCache()
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: 64) { i in
      let v: Int = cache.value("k\(i % 4)") {
        counter.bump()
        usleep(2000)
        return i % 4
      }
      XCTAssertEqual(v, i % 4)
    }
    XCTAssertEqual(counter.count, 4)
  }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var count = 0
  func bump() {
    lock.lock()
    count += 1
    lock.unlock()
  }
}
