import Foundation

// An app's own risk SDK with the same method names: never analysed.
final class RiskSDK {
  struct Context {}
  func requestAuthorization(for context: Context) async -> Bool { true }
  func requestEvaluation(context: Context) async -> Int { 0 }

  func transfer() async {
    let context = Context()
    _ = await requestAuthorization(for: context)
    _ = await requestEvaluation(context: context)
  }
}
