import Infrastructure
import Testing

@Suite struct ByteSearchTests {
    @Test func findsTheFirstByteWithinTheRange() {
        let bytes: [UInt8] = Array("a\tb\tc\n".utf8)
        bytes.withUnsafeBytes { buffer in
            #expect(buffer.offset(of: UInt8(ascii: "\t")) == 1)
            #expect(buffer.offset(of: UInt8(ascii: "\t"), from: 2) == 3)
            #expect(buffer.offset(of: UInt8(ascii: "\t"), from: 2, to: 3) == nil)
            #expect(buffer.offset(of: UInt8(ascii: "\n"), from: 5) == 5)
            #expect(buffer.offset(of: UInt8(ascii: "x")) == nil)
        }
    }

    @Test func anEmptyRangeOrBufferHasNoOffsets() {
        let bytes: [UInt8] = [0x41]
        bytes.withUnsafeBytes { buffer in
            #expect(buffer.offset(of: 0x41, from: 1) == nil)
            #expect(buffer.offset(of: 0x41, from: 0, to: 0) == nil)
        }
        #expect(UnsafeRawBufferPointer(start: nil, count: 0).offset(of: 0x41) == nil)
    }
}
