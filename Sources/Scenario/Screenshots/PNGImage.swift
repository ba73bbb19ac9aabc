import CPNG

/// A decoded PNG: 8-bit RGBA pixels, row by row. Decoding and encoding are libpng's simplified
/// API, so every PNG libpng reads (any bit depth, palette, grey, interlaced) compares alike.
package struct PNGImage: Sendable, Equatable {
    package let width: Int
    package let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes PNG bytes.
    package init(decoding bytes: [UInt8]) throws(PNGError) {
        var image = png_image()
        image.version = uistate_png_image_version
        let began = bytes.withUnsafeBytes { buffer in
            png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count)
        }
        guard began != 0 else { throw PNGError(Self.message(of: &image)) }
        defer { png_image_free(&image) }
        image.format = uistate_png_format_rgba
        let width = Int(image.width)
        let height = Int(image.height)
        // A screenshot is at most a few thousand pixels a side; refuse what would not fit.
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
            throw PNGError("an image of \(width) × \(height) pixels is out of range")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw PNGError(Self.message(of: &image)) }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The PNG's bytes: RGB when every pixel is opaque (a screen always is), else RGBA; libpng
    /// writes no time or text chunks, so the same pixels always give the same bytes.
    package func encoded() throws(PNGError) -> [UInt8] {
        let opaque = stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
        let source = opaque ? rgb : pixels
        var image = png_image()
        image.version = uistate_png_image_version
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = opaque ? uistate_png_format_rgb : uistate_png_format_rgba
        let stride = Int32(width * (opaque ? 3 : 4))
        var size = 0
        // The first call measures, the second writes.
        let measured = source.withUnsafeBytes { buffer in
            png_image_write_to_memory(&image, nil, &size, 0, buffer.baseAddress, stride, nil)
        }
        guard measured != 0, size > 0 else { throw PNGError(Self.message(of: &image)) }
        var output = [UInt8](repeating: 0, count: size)
        let written = output.withUnsafeMutableBytes { target in
            source.withUnsafeBytes { buffer in
                png_image_write_to_memory(&image, target.baseAddress, &size, 0, buffer.baseAddress, stride, nil)
            }
        }
        guard written != 0 else { throw PNGError(Self.message(of: &image)) }
        return Array(output.prefix(size))
    }

    /// The pixel at `x`, `y` as four bytes.
    package func pixel(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(pixels[start..<start + 4])
    }

    /// Sets the pixel at `x`, `y` to four bytes (red, green, blue, alpha).
    package mutating func setPixel(x: Int, y: Int, to value: [UInt8]) {
        let start = (y * width + x) * 4
        for channel in 0..<4 { pixels[start + channel] = value[channel] }
    }

    private var rgb: [UInt8] {
        var result = [UInt8]()
        result.reserveCapacity(width * height * 3)
        for start in stride(from: 0, to: pixels.count, by: 4) {
            result.append(pixels[start])
            result.append(pixels[start + 1])
            result.append(pixels[start + 2])
        }
        return result
    }

    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { buffer in
            String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&image)
        return text.isEmpty ? "libpng could not read or write the image" : text
    }
}

/// Why a PNG could not be read or written (libpng's message).
package struct PNGError: Error, CustomStringConvertible {
    package let description: String

    init(_ description: String) {
        self.description = description
    }
}
