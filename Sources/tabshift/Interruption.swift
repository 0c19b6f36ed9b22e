import CSignalPipe
import Foundation
import LottiePlayer

/// Makes an interrupted run (Ctrl-C, `kill`, a closed terminal) stop at once and leave no temporary files behind.
///
/// The signals are read on a thread of their own rather than on a dispatch queue: rendering keeps every worker of
/// the global queues busy, so a handler queued there ran only once the render had finished.
enum Interruption {
    static func removePendingOutputsOnSignal() {
        guard tabshift_signal_pipe_install() == 0 else { return }
        let thread = Thread {
            let signalNumber = tabshift_signal_wait()
            guard signalNumber > 0 else { return }
            // Die of the same signal, so the caller (a shell's loop, a process pool) sees how the run ended.
            PendingOutputs.removeAll { tabshift_signal_die(signalNumber) }
        }
        thread.name = "tabshift-signals"
        thread.start()
    }
}
