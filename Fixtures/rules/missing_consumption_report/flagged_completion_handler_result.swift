import TrustInsights

// A completion handler typed `(Result<Evaluation, Error>) -> Void` holds the evaluation on
// success: `case .success(let evaluation)`, `if case .success(…)`, `try result.get()` and
// `try? result.get()` unwrap it; `.failure` (and the error edge of `get()`) holds none. The
// closure holds it as a function holds an evaluation parameter: the finding is at its
// parameter when some path with the evaluation leaves without a report.

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
    func leaks() {
        bridge.evaluate { result in  // expect: missing_consumption_report "evaluation parameter 'result' of a closure in 'TransferVC.leaks()' is reported on some paths but not all: returns at line"
            switch result {
            case .success(let evaluation):
                if self.limitExceeded { return }
                evaluation.reportConsumption(.usedEvaluationOnly)
            case .failure(let error):
                print(error)
            }
        }
    }
    func leaksGet() {
        bridge.evaluate { result in  // expect: missing_consumption_report
            do {
                let evaluation = try result.get()
                if self.limitExceeded { return }
                evaluation.reportConsumption(.usedEvaluationOnly)
            } catch {
                print(error)
            }
        }
    }
    func typed() {
        bridge.evaluate { (result: Result<CoachingEvaluation, Error>) in  // expect: missing_consumption_report
            guard case .success(let evaluation) = result else { return }
            if self.limitExceeded { return }
            evaluation.reportConsumption(.usedEvaluationOnly)
        }
    }
}
