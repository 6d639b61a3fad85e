import Foundation
import FuzzSupport
import Infrastructure

/// Any bytes as an S3 answer. The reader either refuses them (nil) or returns a tree that,
/// written out again as XML (text escaped), reads back as the same tree, no deeper than the
/// reader's limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzS3XML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let tree = XMLTree.parse(Data(fuzzBytes(data, size))) else { return 0 }
    fuzzRequire(depth(of: tree) <= 64, "a tree \(depth(of: tree)) deep was read")
    let written = xml(of: tree)
    guard let again = XMLTree.parse(Data(written.utf8)) else { fuzzFail("its own writing was refused: \(written.debugDescription)") }
    fuzzRequire(same(tree, again), "read back differently: \(written.debugDescription)")
    return 0
}

private func xml(of tree: XMLTree) -> String {
    var text = ""
    for character in tree.text.unicodeScalars {
        switch character {
        case "&": text += "&amp;"
        case "<": text += "&lt;"
        case ">": text += "&gt;"
        default: text.unicodeScalars.append(character)
        }
    }
    return "<\(tree.name)>" + text + tree.children.map(xml(of:)).joined() + "</\(tree.name)>"
}

private func same(_ one: XMLTree, _ other: XMLTree) -> Bool {
    one.name == other.name && one.text == other.text && one.children.count == other.children.count
        && zip(one.children, other.children).allSatisfy { same($0, $1) }
}

private func depth(of tree: XMLTree) -> Int {
    1 + (tree.children.map(depth(of:)).max() ?? 0)
}
