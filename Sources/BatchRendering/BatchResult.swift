import Foundation

/// One line of a results file: what became of one job.
package struct BatchResult: Sendable, Equatable, Codable {
    package enum Status: String, Sendable, Codable {
        case ok, failed
    }

    /// A file the job wrote.
    package struct Output: Sendable, Equatable, Codable {
        package var path: String
        package var bytes: Int
        /// CRC-32 of the file's bytes, as eight hex digits.
        package var crc32: String
    }

    /// The job's line number in the job list, from 1 (or its place among the command line's files).
    package var job: Int
    /// What identifies the job across runs: a hash of its line and number, so that a second run skips it.
    package var key: String
    package var input: String
    package var status: Status
    /// Why it failed: the file and, for a job list line, the JSON path of what is wrong.
    package var error: String?
    package var outputs: [Output]
    /// Milliseconds opening the file, and drawing and encoding its outputs.
    package var decodeMilliseconds: Double
    package var renderMilliseconds: Double

    enum CodingKeys: String, CodingKey {
        case job, key, input, status, error, outputs
        case decodeMilliseconds = "decode_ms", renderMilliseconds = "render_ms"
    }

    package init(
        job: Int, key: String, input: String, status: Status, error: String? = nil, outputs: [Output] = [],
        decodeMilliseconds: Double = 0, renderMilliseconds: Double = 0
    ) {
        self.job = job
        self.key = key
        self.input = input
        self.status = status
        self.error = error
        self.outputs = outputs
        self.decodeMilliseconds = decodeMilliseconds
        self.renderMilliseconds = renderMilliseconds
    }

    static func failure(of job: PendingJob, _ message: String) -> BatchResult {
        BatchResult(job: job.number, key: job.key, input: job.input, status: .failed, error: message)
    }

    /// The result as one line of JSON, keys in a fixed order.
    package var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}

/// A job on its way to a worker: its place in the list, its key and its line (already checked).
struct PendingJob: Sendable {
    let number: Int
    let key: String
    let input: String
    let line: String
}
