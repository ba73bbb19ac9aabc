/// Compares two images pixel by pixel, as Playwright's `toHaveScreenshot` does: a pixel differs
/// when its perceived colour difference (in the YIQ colour space, after blending it over white)
/// exceeds `threshold`, from 0 (any change) to 1 (nothing counts); the images match when at most
/// `maxDiffPixels` differ.
package struct PixelComparison: Sendable {
    /// Pixels that differ; those outside one image when the sizes differ count too.
    package let differingPixels: Int
    /// The expected image faded to grey, each differing pixel red: what changed, and where.
    package let diff: PNGImage
    package let sizesMatch: Bool

    package init(expected: PNGImage, actual: PNGImage, threshold: Double) {
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        // The YIQ distance of black from white is about 35215; the threshold scales it.
        let limit = 35215 * threshold * threshold
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var differing = 0
        for y in 0..<height {
            for x in 0..<width {
                let inside = x < expected.width && y < expected.height && x < actual.width && y < actual.height
                let start = (y * width + x) * 4
                if inside, Self.distance(expected, actual, x: x, y: y) <= limit {
                    let grey = UInt8(max(0, min(255, 255 - (255 - Self.luma(expected, x: x, y: y)) * 0.1)))
                    pixels[start] = grey
                    pixels[start + 1] = grey
                    pixels[start + 2] = grey
                } else {
                    differing += 1
                    pixels[start + 1] = 0
                    pixels[start + 2] = 0
                }
            }
        }
        self.differingPixels = differing
        self.diff = PNGImage(width: width, height: height, pixels: pixels)
        self.sizesMatch = expected.width == actual.width && expected.height == actual.height
    }

    /// The pixel's colour blended over white, as three doubles from 0 to 255.
    private static func blended(_ image: PNGImage, x: Int, y: Int) -> (Double, Double, Double) {
        let start = (y * image.width + x) * 4
        let alpha = Double(image.pixels[start + 3]) / 255
        func channel(_ offset: Int) -> Double { 255 + (Double(image.pixels[start + offset]) - 255) * alpha }
        return (channel(0), channel(1), channel(2))
    }

    private static func luma(_ image: PNGImage, x: Int, y: Int) -> Double {
        let (r, g, b) = blended(image, x: x, y: y)
        return 0.29889531 * r + 0.58662247 * g + 0.11448223 * b
    }

    /// The squared YIQ distance, weighted as the NTSC colour-difference metric weighs it.
    private static func distance(_ expected: PNGImage, _ actual: PNGImage, x: Int, y: Int) -> Double {
        let e = blended(expected, x: x, y: y)
        let a = blended(actual, x: x, y: y)
        if e == a { return 0 }
        let dr = e.0 - a.0, dg = e.1 - a.1, db = e.2 - a.2
        let dy = 0.29889531 * dr + 0.58662247 * dg + 0.11448223 * db
        let di = 0.59597799 * dr - 0.27417610 * dg - 0.32180189 * db
        let dq = 0.21147017 * dr - 0.52261711 * dg + 0.31114694 * db
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }
}
