import Foundation
import TrustLintKit

/// A self-erasing progress line on standard error, shown only on a terminal and only once a
/// run has lasted long enough to need it; never on a pipe, so CI logs stay clean.
final class ProgressLine: @unchecked Sendable {
  /// Seconds before the first progress line appears, by default.
  static let defaultDelay = 1.0
  /// Minimum seconds between updates.
  static let interval = 0.1

  private let io: ConsoleIO
  private let enabled: Bool
  private let delay: Double
  private let start = ContinuousClock.now
  private let lock = NSLock()
  private var lastDraw: ContinuousClock.Instant?
  private var drawn = false

  /// A progress line on `io`'s standard error, drawn only when `enabled` and after `delay` seconds.
  init(io: ConsoleIO, enabled: Bool, delay: Double = ProgressLine.defaultDelay) {
    self.io = io
    self.enabled = enabled
    self.delay = delay
  }

  /// The engine's progress callback, or nil when progress is not shown.
  var callback: Engine.Progress? {
    guard enabled else { return nil }
    return { [self] stage, done, total in self.update(stage: stage, done: done, total: total) }
  }

  private func update(stage: String, done: Int, total: Int) {
    let now = ContinuousClock.now
    lock.lock()
    defer { lock.unlock() }
    guard now - start >= .seconds(delay) else { return }
    if let lastDraw, now - lastDraw < .seconds(Self.interval), done < total { return }
    lastDraw = now
    drawn = true
    io.writeErr("\r\u{1B}[K\(stage) \(done)/\(total)")
  }

  /// Erases the line if one was drawn.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if drawn { io.writeErr("\r\u{1B}[K") }
    drawn = false
  }
}
