import TrustInsights

// A dependency client in the swift-dependencies style whose closures are declared with typed
// throws: calling one throws only `TransferFailure`.

enum TransferFailure: Error, Equatable {
  case limitExceeded
  case network
}

struct TransferClient: Sendable {
  var send: @Sendable (Int) async throws(TransferFailure) -> String
  var validate: @Sendable (Int) throws(TransferFailure) -> Void
  static let live = TransferClient(send: { _ in "ok" }, validate: { _ in })
}
