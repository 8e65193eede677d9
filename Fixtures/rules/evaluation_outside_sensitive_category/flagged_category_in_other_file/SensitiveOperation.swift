import TrustInsights

@available(iOS 27.0, *)
enum SensitiveOperation {
  case newRecipientTransfer
  case changeRecoveryEmail
  case runExpensiveInferenceJob
  case submitSignedDocument
  case exportPersonalArchive

  var trustCategory: InsightEvaluator.OperationCategory {
    switch self {
    case .newRecipientTransfer:
      return .payment
    case .changeRecoveryEmail:
      return .account
    case .runExpensiveInferenceJob:
      return .resourceUse
    case .submitSignedDocument:
      return .communication
    case .exportPersonalArchive:
      return .other  // expect: evaluation_outside_sensitive_category
    }
  }
}
