import Foundation

/// CPU time of the whole process (every thread), in seconds: what a benchmark compares, since wall time also
/// counts whatever else the machine is doing.
enum ProcessClock {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
