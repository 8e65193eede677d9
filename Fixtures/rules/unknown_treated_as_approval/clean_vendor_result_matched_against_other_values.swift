// A vendor address-intelligence SDK (`ChainShield`, outside the linted set) returns a result
// that also has `insight.outcome`, a Result whose `.unknown` means "address never seen on
// chain"; the crypto app allow-lists such fresh addresses after the person's 2FA. The same
// switch names `.sanctioned` and `.mixer`, which are no coaching levels (the framework's
// `Value` has only `.unknown`, `.medium` and `.high`), so the holder is not an evaluation and
// its `.unknown` is the vendor's. The same goes for `try …get()` matched against `.mixer`,
// for an `if case` chain that tests `.sanctioned` before `.unknown`, for a grade bound from
// the outcome and switched over, and for the SDK's completion-handler flavour, whose callback
// receives the result.
import ChainShield
import TrustInsights

@available(iOS 27.0, *)
final class AddressIntelWithdrawal {
  var allowlistAddress: (String) async -> Void = { _ in }
  var approveLookup: () -> Void = {}

  func screen(_ address: String) async -> Bool {
    guard let intel = try? await ChainShield.client.lookup(address: address) else { return false }
    switch intel.insight.outcome {
    case .success(.unknown):
      await allowlistAddress(address)
    case .success(.sanctioned), .success(.mixer):
      return false
    case .success, .failure:
      break
    }
    return true
  }

  func rescreen(_ address: String) async throws {
    let intel = try await ChainShield.client.lookup(address: address)
    switch try intel.insight.outcome.get() {
    case .mixer: return
    case .unknown: approveLookup()
    default: break
    }
  }

  func screenAgain(_ address: String) async -> Bool {
    guard let intel = try? await ChainShield.client.lookup(address: address) else { return false }
    if case .success(.sanctioned) = intel.insight.outcome {
      return false
    } else if case .success(.unknown) = intel.insight.outcome {
      await allowlistAddress(address)
    }
    return true
  }

  func screenWithCallback(_ address: String) {
    ChainShield.client.lookup(address: address) { intel in
      switch intel.insight.outcome {
      case .success(.sanctioned), .success(.mixer):
        return
      case .success(.unknown):
        self.approveLookup()
      case .success, .failure:
        break
      }
    }
  }

  func screenGrade(_ address: String) async -> Bool {
    guard let intel = try? await ChainShield.client.lookup(address: address),
      case .success(let grade) = intel.insight.outcome
    else { return false }
    switch grade {
    case .sanctioned, .mixer: return false
    case .unknown: await allowlistAddress(address)
    default: break
    }
    return true
  }
}
