import Foundation
import Testing

@testable import NavCodable

/// The writer's own buffer: growing, cutting, moving its end to the front, and handing it over.
@Suite struct JSONWriterTests {
  @Test func aWriterWithoutCapacityGrowsAsItWrites() {
    var writer = JSONWriter(capacity: 0)
    let text = String(repeating: "abcdefghij", count: 30)
    writer.write(raw: text)
    writer.write(byte: UInt8(ascii: "!"))
    #expect(writer.count == 301)
    #expect(writer.bytes == Array((text + "!").utf8))
  }

  @Test func removeSuffixKeepsTheBytesBeforeIt() {
    var writer = JSONWriter(capacity: 4)
    writer.write(raw: "[1,2,3]")
    writer.removeSuffix(from: 2)
    writer.write(raw: "9]")
    #expect(String(decoding: writer.bytes, as: UTF8.self) == "[19]")
  }

  @Test(arguments: [0, 1, 7, 100, 1_000])
  func moveToFrontPutsTheEndBeforeTheRest(bodyLength: Int) {
    // Capacity exactly the body, so that parking the moved bytes must grow the buffer.
    var writer = JSONWriter(capacity: max(bodyLength, 1))
    let body = (0..<bodyLength).map { UInt8(ascii: "a") + UInt8($0 % 26) }
    writer.write(raw: body)
    writer.write(raw: "{\"v\":1,")
    writer.moveToFront(from: bodyLength)
    #expect(writer.bytes == Array("{\"v\":1,".utf8) + body)
  }

  @Test(arguments: [2, 4_096])
  func dataHoldsTheBytesWritten(capacity: Int) {
    // A buffer about as large as its bytes is handed over; a much larger one is copied from.
    var writer = JSONWriter(capacity: capacity)
    writer.write(raw: "{\"a\":[true,false]}")
    #expect(writer.data() == Data("{\"a\":[true,false]}".utf8))
    #expect(JSONWriter(capacity: capacity).data().isEmpty)
  }
}
