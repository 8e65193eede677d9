@MainActor
@available(iOS 13.0, macOS 10.15.4, *)
final class Model: @unchecked Sendable {
  @Published var value = 0
  @objc(doThing:) dynamic func doThing(_ x: Int) {}
  func run(_ body: @escaping @Sendable () -> Void) {}
  @inline(__always) @discardableResult func f() -> Int { 1 }
}
switch x {
@unknown default: break
}
