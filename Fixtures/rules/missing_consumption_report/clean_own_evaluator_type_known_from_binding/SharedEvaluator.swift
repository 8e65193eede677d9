import TrustInsights

// A global of the same name as the inherited property: inside the view models' members the
// inherited `evaluator` is meant, as Swift's member lookup shadows the global.
let evaluator = InsightEvaluator()
