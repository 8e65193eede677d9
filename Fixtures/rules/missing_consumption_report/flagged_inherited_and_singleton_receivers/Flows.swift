import TrustInsights

func payoutFromSingleton(skipReview: Bool) async throws {
  let evaluation = try await TrustHub.shared.evaluate()  // expect: missing_consumption_report "returns at line 5"
  if skipReview { return }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func payoutFromLocalSingleton(skipReview: Bool) async throws {
  let hub = TrustHub.backup
  let evaluation = try await hub.evaluate()  // expect: missing_consumption_report "returns at line 12"
  if skipReview { return }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func payoutThroughSubclass(_ flow: PayoutFlow, skipReview: Bool) async throws {
  let evaluation = try await flow.fetch()  // expect: missing_consumption_report "returns at line 18"
  if skipReview { return }
  flow.settle(evaluation)
  evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
}

func sendThroughConformer(_ send: ZelleSend, skipReview: Bool) async throws {
  let evaluation = try await ZelleSend.evaluate()  // expect: missing_consumption_report "returns at line 25"
  if skipReview { return }
  send.close(evaluation)
  evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
}
