struct Vector<let N: Int, Element> {}
let negative: Vector<-2, Int>? = nil
let made = Vector<-2, Int>()
let nested: Vector<-1, Array<Int>> = .init()
func flip(_ v: Vector<-1, Int>) -> Vector<-1, Int> where Element: Sendable { v }
let called = f(a<-1, b>(2))
let customOperator = a <- b
let glued = x<-1
let argument = f(a<-1, b)
let compared = a<-1> == b
let spaced = x < -1
let inner: InlineArray<4, Vector<-1, Int>>? = nil
let both = x<-1 && y>(z)
