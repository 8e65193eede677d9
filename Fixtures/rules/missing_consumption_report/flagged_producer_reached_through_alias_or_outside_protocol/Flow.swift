// The app's own producer stays reachable through the program's alias of its type and through
// a protocol of another module that the app's type conforms to: discarding either result is
// an unreported evaluation (the receiver-type check of the outside-module case must not
// hide these).
import TrustInsights
import FormKit

typealias Checker = TrustService
extension TrustService: FormKit.Checking {}

struct Flow {
  let checker: Checker
  let anyChecking: any FormKit.Checking

  func run() async throws {
    try await checker.evaluate(.payment) // expect: missing_consumption_report
    try await anyChecking.evaluate(.payment) // expect: missing_consumption_report
  }
}
