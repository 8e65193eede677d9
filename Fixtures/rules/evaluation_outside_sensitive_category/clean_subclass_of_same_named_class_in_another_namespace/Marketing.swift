import TrustInsights

enum CampaignCategory { case seasonal, referral, other }

struct CampaignContext {
  var operationCategory: CampaignCategory = .seasonal
}

enum Marketing {
  class Screen {
    var context = CampaignContext()
  }

  final class Promo: Screen {
    override init() {
      super.init()
      context.operationCategory = .other
    }
  }
}
