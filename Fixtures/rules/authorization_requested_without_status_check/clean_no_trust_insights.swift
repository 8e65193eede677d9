import Foundation

// An app's own permission manager, unrelated to TrustInsights: never analysed.
final class PermissionManager {
  struct Context {}
  func requestAuthorization(for context: Context) async -> Bool { true }
  func authorizationStatus(for context: Context) -> Bool { false }

  func ask() async {
    let context = Context()
    _ = await requestAuthorization(for: context)
  }
}
