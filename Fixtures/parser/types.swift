var a: [Int]
var b: [String: [Int?]]?
var c: Int!
var d: (Int, label: String)
var e: @escaping @Sendable (inout Int, Int...) async throws -> Void
var f: some View
var g: any Error & Sendable
var h: Foo.Bar<Baz>.Type
var i: Array<Array<Set<Int>>>
var j: Result<InsightEvaluation<IsLikelyBeingCoachedInsight>?, Error>
var k: (() -> Void)?
var l: [3 of Int]
func m<each T>(_ values: repeat each T) -> (repeat each T) {}
func n(_ closure: @autoclosure () -> Bool, _ c: @convention(c) (Int) -> Int) {}
var o: TrustInsights::InsightEvaluation<TrustInsights::IsLikelyBeingCoachedInsight>?
var p: Swift::Array<TrustInsights::InsightEvaluator.InsightContext>
var q: Dictionary<String, Array<
  Int
>>
var r: any ~Copyable
var s: [some ~Copyable & Sendable]
var t: Vector<-2, Int>?
var u: InlineArray<4, Vector<-1, [2 of Int]>>
func v(_ a: borrowing some ~Copyable, _ b: consuming any ~Escapable) -> any ~Copyable {}
