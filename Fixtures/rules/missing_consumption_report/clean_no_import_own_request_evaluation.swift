// A feature-flag client with its own evaluation API: no TrustInsights, no findings.
import Foundation

enum ExposureStatus { case seen, notSeen, unknown }

struct FlagEvaluation {
  let flag: String
  let variant: String
  func reportConsumption(_ status: ExposureStatus) {}
}

final class FlagClient {
  func requestEvaluation(context: String) async throws -> FlagEvaluation {
    FlagEvaluation(flag: context, variant: "control")
  }
}

final class HomeScreen {
  let client = FlagClient()

  func load() async throws -> Bool {
    let evaluation = try await client.requestEvaluation(context: "home.banner")
    if evaluation.variant == "control" {
      return false
    }
    _ = try await client.requestEvaluation(context: "home.prefetch")
    evaluation.reportConsumption(.seen)
    evaluation.reportConsumption(.seen)
    return true
  }
}
