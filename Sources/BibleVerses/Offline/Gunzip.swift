import CZlib
import Foundation

/// Decompresses gzip data with the system's zlib (Foundation on Linux has no wrapper for it;
/// every Apple SDK and Debian's zlib1g-dev ship the library). The bundled Bibles are stored
/// gzip-compressed so that no file in the repository is over 2 MiB.
public enum Gunzip {
    /// The bytes inflated per call to zlib.
    static let chunkSize = 64 * 1024

    /// The data `gzip` holds: one gzip member, checked against its CRC-32 and length trailer.
    ///
    /// Inflates in chunks and stops as soon as the output passes `maximumSize`, so a hostile
    /// stream (a few kilobytes that inflate to gigabytes) costs at most `maximumSize` plus one
    /// chunk of memory. Truncated or damaged input throws; nothing here traps.
    public static func decompress(_ gzip: Data, maximumSize: Int) throws(GunzipError) -> Data {
        guard gzip.count >= 2, gzip[gzip.startIndex] == 0x1f, gzip[gzip.startIndex + 1] == 0x8b else {
            throw .notGzip
        }
        // zlib's counters are 32-bit; the fixtures are a few megabytes.
        guard gzip.count <= Int(UInt32.max) else { throw .tooLarge(limit: maximumSize) }
        // zlib keeps a pointer back to the stream and checks it on every call, so the stream
        // needs a fixed address rather than a Swift variable passed inout.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        let status = sdui_inflate_init_gzip(stream)
        guard status == Z_OK else { throw .zlib(status: status, message: message(of: stream, status: status)) }
        defer { inflateEnd(stream) }
        let result = gzip.withUnsafeBytes { input -> Result<Data, GunzipError> in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.pointee.avail_in = uInt(input.count)
            return inflateAll(stream, maximumSize: maximumSize)
        }
        return try result.get()
    }

    /// Runs `inflate` until the stream ends, the input runs out, or the output passes the cap.
    private static func inflateAll(_ stream: UnsafeMutablePointer<z_stream>, maximumSize: Int) -> Result<Data, GunzipError> {
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            // One byte more than the cap allows, so output past it is seen rather than cut off.
            let room = min(chunkSize, max(maximumSize - output.count, 0) + 1)
            let (status, produced) = chunk.withUnsafeMutableBufferPointer { buffer -> (Int32, Int) in
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = uInt(room)
                let status = inflate(stream, Z_NO_FLUSH)
                return (status, room - Int(stream.pointee.avail_out))
            }
            output.append(chunk, count: produced)
            if output.count > maximumSize { return .failure(.tooLarge(limit: maximumSize)) }
            switch status {
            case Z_STREAM_END:
                let left = Int(stream.pointee.avail_in)
                return left == 0 ? .success(output) : .failure(.trailingData(bytes: left))
            case Z_OK:
                // Room left in the output and no input left: zlib has given all it can and
                // the stream has not ended.
                if stream.pointee.avail_in == 0 && produced < room {
                    return .failure(.truncated(decompressedBytes: output.count))
                }
            case Z_BUF_ERROR where stream.pointee.avail_in == 0:
                // No progress without more input (the output always has room).
                return .failure(.truncated(decompressedBytes: output.count))
            case Z_DATA_ERROR:
                return .failure(.corrupt(message(of: stream, status: status)))
            case Z_NEED_DICT:
                return .failure(.corrupt("the stream needs a preset dictionary"))
            default:
                return .failure(.zlib(status: status, message: message(of: stream, status: status)))
            }
        }
    }

    /// zlib's own message for the last error, or its generic text for `status`.
    private static func message(of stream: UnsafeMutablePointer<z_stream>, status: Int32) -> String {
        if let text = stream.pointee.msg { return String(cString: text) }
        return String(cString: zError(status))
    }
}
