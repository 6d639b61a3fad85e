import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Cuts to nothing every file this process holds open that was made in `folder` and removed
/// since (a temporary spool's), so that a test can see what reading it back does when it comes
/// up short. Returns how many were cut.
@discardableResult
public func truncateRemovedOpenFiles(madeIn folder: String) -> Int {
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    let folder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    var cut = 0
    for descriptor in descriptors {
        let link = "/proc/self/fd/" + descriptor
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link),
              target.hasPrefix(folder + "/"), target.hasSuffix(" (deleted)") else { continue }
        let file = open(link, O_WRONLY | O_CLOEXEC)
        guard file >= 0 else { continue }
        if ftruncate(file, 0) == 0 { cut += 1 }
        close(file)
    }
    return cut
}
