/// Runs `body` for every item, at most `width` at a time, and hands each result to `collect` as
/// it arrives (not in item order), in the caller's isolation (on the main actor when called from
/// it). The first error cancels the rest and is rethrown.
func forEachConcurrently<Item: Sendable, Result: Sendable>(
    _ items: [Item],
    width: Int,
    isolation: isolated (any Actor)? = #isolation,
    _ body: @escaping @Sendable (Item) async throws -> Result,
    collect: (Result) -> Void = { _ in }
) async throws {
    try await withThrowingTaskGroup(of: Result.self, isolation: isolation) { group in
        var pending = items.makeIterator()
        var running = 0
        while true {
            while running < max(1, width), let item = pending.next() {
                group.addTask { try await body(item) }
                running += 1
            }
            guard let result = try await group.next() else { break }
            running -= 1
            collect(result)
        }
    }
}
