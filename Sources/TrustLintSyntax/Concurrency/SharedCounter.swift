import Foundation

/// A count that any thread may step and read: parts used, bodies parsed in parts, lookups
/// made, the next index a worker takes.
public final class SharedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// A counter at zero.
  public init() {}

  /// Steps the count and returns its value before the step.
  @discardableResult
  public func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count - 1
  }

  /// The count now.
  public var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
