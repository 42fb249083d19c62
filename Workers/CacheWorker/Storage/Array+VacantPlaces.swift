extension Array {
  /// Puts an element in a vacant place, if there is one, else at the end.
  ///
  /// An array whose elements link to each other by index frees a place by adding its index to
  /// `vacant`, which keeps every other element's index; this reuses the place freed last.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - vacant: The indices of the places free for reuse; the one used is taken out.
  /// - Returns: The element's index.
  mutating func put(_ element: Element, reusing vacant: inout [Int]) -> Int {
    guard let index = vacant.popLast() else {
      append(element)
      return count - 1
    }
    self[index] = element
    return index
  }
}
