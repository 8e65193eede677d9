// A long straight-line prefix (more than the 256 tokens past which the outcome walker scans a
// body for branching syntax before walking it) followed by the one test of the outcome: the
// scan finds the `switch`, the `if` or the ternary, and the body is walked as any other.
import TrustInsights

final class FeeReview {
  func approveTransfer() {}
  func holdForReview() {}

  func review(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, amount: Int, base: Int, fee: Int) {
    let step1 = amount * 1 + base - fee / 2
    let step2 = amount * 2 + base - fee / 3
    let step3 = amount * 3 + base - fee / 4
    let step4 = amount * 4 + base - fee / 5
    let step5 = amount * 5 + base - fee / 6
    let step6 = amount * 6 + base - fee / 7
    let step7 = amount * 7 + base - fee / 8
    let step8 = amount * 8 + base - fee / 9
    let step9 = amount * 9 + base - fee / 10
    let step10 = amount * 10 + base - fee / 11
    let step11 = amount * 11 + base - fee / 12
    let step12 = amount * 12 + base - fee / 13
    let step13 = amount * 13 + base - fee / 14
    let step14 = amount * 14 + base - fee / 15
    let step15 = amount * 15 + base - fee / 16
    let step16 = amount * 16 + base - fee / 17
    let step17 = amount * 17 + base - fee / 18
    let step18 = amount * 18 + base - fee / 19
    let step19 = amount * 19 + base - fee / 20
    let step20 = amount * 20 + base - fee / 21
    let step21 = amount * 21 + base - fee / 22
    let step22 = amount * 22 + base - fee / 23
    let step23 = amount * 23 + base - fee / 24
    let step24 = amount * 24 + base - fee / 25
    let step25 = amount * 25 + base - fee / 26
    let step26 = amount * 26 + base - fee / 27
    let step27 = amount * 27 + base - fee / 28
    let step28 = amount * 28 + base - fee / 29
    let step29 = amount * 29 + base - fee / 30
    let step30 = amount * 30 + base - fee / 31
    let step31 = amount * 31 + base - fee / 32
    let step32 = amount * 32 + base - fee / 33
    let step33 = amount * 33 + base - fee / 34
    let step34 = amount * 34 + base - fee / 35
    let step35 = amount * 35 + base - fee / 36
    let step36 = amount * 36 + base - fee / 37
    let step37 = amount * 37 + base - fee / 38
    let step38 = amount * 38 + base - fee / 39
    let step39 = amount * 39 + base - fee / 40
    let step40 = amount * 40 + base - fee / 41
    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval "usedReducedFriction"
      approveTransfer()  // expect: unknown_treated_as_approval "approveTransfer"
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdForReview()
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      holdForReview()
    }
  }

  func decide(_ level: IsLikelyBeingCoachedInsight.Value, amount: Int, base: Int, fee: Int) {
    let step1 = amount * 1 + base - fee / 2
    let step2 = amount * 2 + base - fee / 3
    let step3 = amount * 3 + base - fee / 4
    let step4 = amount * 4 + base - fee / 5
    let step5 = amount * 5 + base - fee / 6
    let step6 = amount * 6 + base - fee / 7
    let step7 = amount * 7 + base - fee / 8
    let step8 = amount * 8 + base - fee / 9
    let step9 = amount * 9 + base - fee / 10
    let step10 = amount * 10 + base - fee / 11
    let step11 = amount * 11 + base - fee / 12
    let step12 = amount * 12 + base - fee / 13
    let step13 = amount * 13 + base - fee / 14
    let step14 = amount * 14 + base - fee / 15
    let step15 = amount * 15 + base - fee / 16
    let step16 = amount * 16 + base - fee / 17
    let step17 = amount * 17 + base - fee / 18
    let step18 = amount * 18 + base - fee / 19
    let step19 = amount * 19 + base - fee / 20
    let step20 = amount * 20 + base - fee / 21
    let step21 = amount * 21 + base - fee / 22
    let step22 = amount * 22 + base - fee / 23
    let step23 = amount * 23 + base - fee / 24
    let step24 = amount * 24 + base - fee / 25
    let step25 = amount * 25 + base - fee / 26
    let step26 = amount * 26 + base - fee / 27
    let step27 = amount * 27 + base - fee / 28
    let step28 = amount * 28 + base - fee / 29
    let step29 = amount * 29 + base - fee / 30
    let step30 = amount * 30 + base - fee / 31
    let step31 = amount * 31 + base - fee / 32
    let step32 = amount * 32 + base - fee / 33
    let step33 = amount * 33 + base - fee / 34
    let step34 = amount * 34 + base - fee / 35
    let step35 = amount * 35 + base - fee / 36
    let step36 = amount * 36 + base - fee / 37
    let step37 = amount * 37 + base - fee / 38
    let step38 = amount * 38 + base - fee / 39
    let step39 = amount * 39 + base - fee / 40
    let step40 = amount * 40 + base - fee / 41
    if level == .unknown {
      approveTransfer()  // expect: unknown_treated_as_approval "approveTransfer"
    } else {
      holdForReview()
    }
  }
}
