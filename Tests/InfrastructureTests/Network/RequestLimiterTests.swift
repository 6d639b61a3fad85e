import Testing
@testable import Infrastructure

@Suite("RequestLimiter")
struct RequestLimiterTests {
    @Test("a released slot goes to the first waiter")
    func firstComeFirstServed() async {
        let limiter = RequestLimiter(maxConcurrent: 1)
        let order = Order()
        await limiter.acquire()
        let first = Task { await limiter.acquire(); await order.append(1); await limiter.release() }
        while await limiter.waitingCount < 1 { await Task.yield() }
        let second = Task { await limiter.acquire(); await order.append(2); await limiter.release() }
        while await limiter.waitingCount < 2 { await Task.yield() }
        #expect(await order.values.isEmpty)
        await limiter.release()
        await first.value
        await second.value
        #expect(await order.values == [1, 2])
        #expect(await limiter.peakInFlight == 1)
    }

    @Test("at least one slot")
    func minimum() async {
        #expect(RequestLimiter(maxConcurrent: 0).maxConcurrent == 1)
    }
}

private actor Order {
    private(set) var values: [Int] = []

    func append(_ value: Int) {
        values.append(value)
    }
}
