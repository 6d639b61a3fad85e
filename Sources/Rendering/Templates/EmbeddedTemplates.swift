import CEmbeddedFiles

/// The files of `templates/`, compiled into the binary by the CEmbeddedFiles target, by file name,
/// so that the binary works from any directory.
enum EmbeddedTemplates {
    static let files: [String: String] = {
        var files: [String: String] = [:]
        for index in 0..<cembedded_template_count() {
            let file = cembedded_template(index)
            let bytes = UnsafeBufferPointer(start: file.bytes, count: Int(file.size))
            files[String(cString: file.name)] = String(decoding: bytes, as: UTF8.self)
        }
        return files
    }()
}
