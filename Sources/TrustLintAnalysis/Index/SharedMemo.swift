import Foundation

/// Answers of a pure question of the program, remembered by key and shared by threads. The
/// answer is computed outside the lock (it may ask other memos); two threads asking at once
/// both compute it, and get the same value.
final class SharedMemo<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  /// The answer for `key`, computed by `make` the first time.
  func value(_ key: Key, _ make: () -> Value) -> Value {
    lock.lock()
    if let known = values[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = make()
    lock.lock()
    values[key] = made
    lock.unlock()
    return made
  }

  /// The answer remembered for `key`, if any (nothing is computed).
  func known(_ key: Key) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return values[key]
  }

  /// Remembers `value` for `key` (for answers computed by a caller that knows whether they
  /// may be shared).
  func store(_ key: Key, _ value: Value) {
    lock.lock()
    values[key] = value
    lock.unlock()
  }
}
