import Foundation

// An app's own grading, unrelated to TrustInsights: never analysed.
enum Grade {
  case unknown
  case pass
  case fail
}

struct Reviewer {
  func review(_ grade: Grade) -> Bool {
    switch grade {
    case .unknown:
      approve()
      return true
    case .pass:
      return true
    case .fail:
      return false
    }
  }

  func approve() {}
}
