import BenchYaml
import Foundation

/// The baseline of the front-end benchmark: a minimal loop over `yaml_parser_parse` that only counts events.
enum BareScan {
    /// Scans the file at `path`; returns the number of events, or nil on a YAML error.
    static func scan(path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var parser = yaml_parser_t()
        yaml_parser_initialize(&parser)
        defer { yaml_parser_delete(&parser) }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            yaml_parser_set_input_string(&parser, base, raw.count)
            var events = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else { return nil }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                events += 1
                if done { return events }
            }
        }
    }
}
