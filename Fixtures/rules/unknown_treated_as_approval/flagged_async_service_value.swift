import TrustInsights

protocol CoachingRiskClient {
  func level(for orderID: String) async throws -> IsLikelyBeingCoachedInsight.Value
}

final class OrderService {
  let client: CoachingRiskClient

  init(client: CoachingRiskClient) {
    self.client = client
  }

  func place(orderID: String) async throws {
    let level = try await client.level(for: orderID)
    guard level != .unknown else {
      return await completeOrder(orderID)  // expect: unknown_treated_as_approval "'completeOrder(_:)'"
    }
    await holdOrder(orderID)
  }

  func placeLater(orderID: String) async throws {
    let level = try await client.level(for: orderID)
    guard level == .high || level == .medium else {
      DispatchQueue.main.async {
        self.executeOrder(orderID)  // expect: unknown_treated_as_approval
      }
      return
    }
    await holdOrder(orderID)
  }

  func completeOrder(_ id: String) async {}
  func holdOrder(_ id: String) async {}
  func executeOrder(_ id: String) {}
}
