extension Array {
    /// The elements in order, cut into arrays of `size` (the last one shorter).
    func batches(of size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
