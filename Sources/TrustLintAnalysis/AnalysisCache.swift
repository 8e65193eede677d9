import Foundation

/// A thread-safe memo table: analyses computed once per program or per file and shared by
/// every rule that reads them (rules of one file run in parallel with other files' rules).
public final class AnalysisCache: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Any] = [:]
  private var building: [String: NSCondition] = [:]

  public init() {}

  /// The value for `key`, built by `build` on first use. Concurrent callers for the same key
  /// wait for the first builder instead of building twice.
  public func value<T>(_ key: String, _ build: () -> T) -> T {
    lock.lock()
    if let v = values[key] as? T {
      lock.unlock()
      return v
    }
    if let waiting = building[key] {
      lock.unlock()
      waiting.lock()
      while true {
        lock.lock()
        if let v = values[key] as? T {
          lock.unlock()
          waiting.unlock()
          return v
        }
        lock.unlock()
        waiting.wait()
      }
    }
    let condition = NSCondition()
    building[key] = condition
    lock.unlock()
    let v = build()
    condition.lock()
    lock.lock()
    values[key] = v
    building[key] = nil
    lock.unlock()
    condition.broadcast()
    condition.unlock()
    return v
  }
}
