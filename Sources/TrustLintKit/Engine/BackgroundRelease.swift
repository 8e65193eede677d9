import Foundation
import TrustLintSyntax

/// Lets go of large object graphs (syntax trees, flow graphs) on a thread of their own. Freeing
/// millions of small objects takes a noticeable share of a run; the command line prints its
/// report meanwhile and may exit before the thread finishes, which is fine: the process's memory
/// goes back to the system at once.
enum BackgroundRelease {
  /// Holds `value` until a background thread drops it.
  static func drop<T>(_ value: T) {
    let box = Box(value)
    let thread = Thread { box.clear() }
    // Tree nodes release their children recursively, to the parser's nesting cap.
    thread.stackSize = WorkerPool.stackSize
    thread.start()
  }

  private final class Box<T>: @unchecked Sendable {
    private var value: T?
    init(_ value: T) { self.value = value }
    func clear() { value = nil }
  }
}
