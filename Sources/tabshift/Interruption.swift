import Dispatch
import Foundation
import LottiePlayer

/// Makes an interrupted run (Ctrl-C, `kill`, a closed terminal) leave no temporary files behind.
enum Interruption {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func removePendingOutputsOnSignal() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            // The signal is delivered to the dispatch source instead of killing the process at once.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                PendingOutputs.removeAll()
                // Die of the same signal, so the caller sees how the run ended.
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
