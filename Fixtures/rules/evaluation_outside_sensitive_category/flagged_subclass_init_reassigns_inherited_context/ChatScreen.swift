import TrustInsights

/// A subclass in another file changes the inherited context's category: the base class's
/// evaluator call then receives `.other`.
final class ChatScreen: BaseTrustScreen {
  override init() {
    super.init()
    context.operationCategory = .other // expect: evaluation_outside_sensitive_category
  }
}

/// Another subclass's extension, through `self.`: a name that is no category.
class SupportScreen: BaseTrustScreen {}

extension SupportScreen {
  func useTransferContext() {
    self.context.operationCategory = .transfer // expect: evaluation_outside_sensitive_category
  }
}
