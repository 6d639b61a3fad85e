import Infrastructure

/// What the program sets for its whole process before any command runs.
public enum ProcessSetup {
    /// Call first thing in `main`, before other threads start.
    public static func apply() {
        MemoryAllocator.returnFreedMemoryPromptly()
    }
}
