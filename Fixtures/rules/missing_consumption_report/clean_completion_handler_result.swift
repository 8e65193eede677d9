import TrustInsights

// A completion handler typed `(Result<Evaluation, Error>) -> Void` holds the evaluation on
// success: `case .success(let evaluation)`, `if case .success(…)`, `try result.get()` and
// `try? result.get()` unwrap it; `.failure` (and the error edge of `get()`) holds none. The
// closure holds it as a function holds an evaluation parameter: the finding is at its
// parameter when some path with the evaluation leaves without a report; here every path reports,
// or the `Result` is stored (it escapes).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
let ctx = InsightEvaluator.InsightContext(operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class TrustBridge {
    let evaluator = InsightEvaluator()
    func evaluate(completion: @escaping (Result<CoachingEvaluation, Error>) -> Void) {
        Task {
            do {
                let e = try await evaluator.requestEvaluation(context: ctx)
                completion(.success(e))
            } catch {
                completion(.failure(error))
            }
        }
    }
}

final class TransferVC {
    let bridge = TrustBridge()
    var limitExceeded = false
    func clean() {
        bridge.evaluate { result in
            switch result {
            case .success(let evaluation):
                evaluation.reportConsumption(.usedEvaluationOnly)
            case .failure:
                break
            }
        }
    }
    func cleanGet() {
        bridge.evaluate { result in
            guard let evaluation = try? result.get() else { return }
            evaluation.reportConsumption(.usedEvaluationOnly)
        }
    }
    func cleanIfCase() {
        bridge.evaluate { result in
            if case .success(let evaluation) = result {
                evaluation.reportConsumption(.usedEvaluationOnly)
            }
        }
    }
    func escapes() {
        bridge.evaluate { result in
            self.pending = result
        }
    }
    var pending: Result<CoachingEvaluation, Error>?
}
