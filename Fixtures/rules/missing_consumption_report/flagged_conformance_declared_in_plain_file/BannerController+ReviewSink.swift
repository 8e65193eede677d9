extension BannerController: ReviewSink {}
