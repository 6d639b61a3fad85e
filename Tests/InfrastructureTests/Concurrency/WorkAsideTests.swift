import Dispatch
import Infrastructure
import Testing

@Suite struct WorkAsideTests {
    /// The work waits for the caller, which goes on after making it: work done in place would
    /// wait the whole ten seconds and give false.
    @Test func theWorkRunsWhileTheCallerGoesOnAndItsValueIsKept() {
        let callerWentOn = DispatchSemaphore(value: 0)
        let aside = WorkAside { callerWentOn.wait(timeout: .now() + 10) == .success }
        callerWentOn.signal()
        #expect(aside.value)
        #expect(aside.value, "read again")
    }
}
