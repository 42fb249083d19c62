/// A use case with a planted defect: it reads past the end of its data and traps.
struct TrappingUseCase {
  var values: [Int] = []

  func run() -> Int {
    values[values.count]
  }
}
