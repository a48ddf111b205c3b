/// The process exit status (SPEC §7).
enum ExitCode: Int32, Sendable {
    /// No finding at or above `fail_on`.
    case clean = 0
    /// Findings at or above `fail_on`.
    case findings = 1
    /// Usage, configuration or I/O error.
    case error = 2
}
