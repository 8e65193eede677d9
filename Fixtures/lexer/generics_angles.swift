let nested: Array<Array<Int>> = []
let triple: Set<Array<Dictionary<String, Int>>> = []
let optional: Array<Int>? = nil
let innerOptional: Array<Optional<Int>?>? = nil
let forced: Array<Int>! = []
let shift = a >> 2
let tightShift = a>>2
let shiftAssign = b >>= 1
let compare = a>=b
func ==<T: Equatable>(lhs: Box<T>, rhs: Box<T>) -> Bool { true }
let nested: Dictionary<String, Array<Int
>> = [:]
let continuedShift = a
  >> 2
