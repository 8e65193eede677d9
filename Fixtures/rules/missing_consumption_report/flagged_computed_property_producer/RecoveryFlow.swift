import TrustInsights

protocol RecoveryAPI {
    func verifyCode(_ code: String) async throws -> Bool
}

final class RecoveryFlow {
    let trust = TrustClient()
    let api: RecoveryAPI

    init(api: RecoveryAPI) { self.api = api }

    func verify(code: String) async throws {
        let evaluation = try await trust.recoveryEvaluation  // expect: missing_consumption_report "line 15"
        let accepted = try await api.verifyCode(code)
        evaluation.reportConsumption(accepted ? .usedUnchangedFriction : .notUsedNotNeeded)
    }
}
