import Infrastructure

/// What the program sets for its whole process before any command runs.
public enum ProcessSetup {
    /// Call first thing in `main`, before other threads start. SIGINT and SIGTERM are held from
    /// here (noted, not acted on) until the command listens for them or ``releaseHeldSignals()``.
    public static func apply() {
        MemoryAllocator.returnFreedMemoryPromptly()
        TerminationSignals.hold()
        PausePoint.starting.reach()
    }

    /// Call once the command is known when it is not one that stops cleanly on SIGINT and SIGTERM
    /// (`build`, `serve`, `deploy`), and before the process exits: the signals get their default
    /// action back, and one held since ``apply()`` takes effect. Does nothing after they listened.
    public static func releaseHeldSignals() {
        TerminationSignals.releaseHold()
    }
}
