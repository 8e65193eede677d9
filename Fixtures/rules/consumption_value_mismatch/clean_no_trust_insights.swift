import Foundation

// An app's own analytics with the same method name: never analysed.
enum Outcome {
  case success(Int)
  case failure(Error)
}

final class Tracker {
  enum Status { case usedUnchangedFriction }
  func reportConsumption(_ status: Status) {}

  func track(_ outcome: Outcome) {
    switch outcome {
    case .success: break
    case .failure: reportConsumption(.usedUnchangedFriction)
    }
  }
}
