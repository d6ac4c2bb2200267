//! The finished picture and its PNG encoding: 8-bit indexed colour, the "Up" filter on every
//! row, zlib level 2 (flate2 with its `zlib-rs` back end), compressed in bands of rows.
//!
//! Measured on a 19x19 board with 150 stones (docs/src/performance.md): "Up" turns the many rows that
//! repeat the row above into zeros, which zlib codes in a few bits, where unfiltered rows cost
//! a far back-reference per 258 bytes. Paeth is as small and slower; the png crate's adaptive
//! choice is larger and slower.
//!
//! Why bands: compression is most of a picture's cost, and consecutive pictures of a game
//! differ in a few rows only (the new stone, the old and new last-move ring, the players'
//! strip). Each band of [`BAND_ROWS`] rows is compressed from a fresh deflate state whose
//! dictionary is the band above (the decoder has those bytes already: back-references into
//! them are valid), and ends with a sync flush, so its compressed bytes depend only on the two
//! bands and can be joined to any others. A [`BandCache`] keeps them by the hashes of both
//! bands' filtered bytes. The bytes of a PNG never depend on the cache: a band is compressed
//! the same way whether it comes from the cache or not.

use super::palette::Palette;
use super::theme::Rgb;
use flate2::{Compress, Compression, FlushCompress};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// zlib level: level 1 (zlib-rs' "quick" mode, fixed Huffman codes) makes files a third
/// bigger for a little less time; level 3 saves a few KB for 0.4 ms more.
const ZLIB_LEVEL: u32 = 2;

/// Rows per band: smaller bands are invalidated less by a change but compress worse (each
/// starts with its own Huffman codes and ends with a flush). See docs/src/performance.md for the figures.
pub(crate) const BAND_ROWS: usize = 32;

/// Compressed bands kept per generation (two generations: up to twice this many). A band
/// averages under 1 KB compressed, so the cache stays under about 8 MB.
const BANDS_PER_GENERATION: usize = 4096;

/// A rendered picture: palette indices and their palette.
#[derive(Clone, Debug)]
pub struct Picture {
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) pixels: Vec<u8>,
    pub(crate) palette: Arc<Palette>,
}

impl Picture {
    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// The colour of pixel `(x, y)`.
    pub fn rgb(&self, x: u32, y: u32) -> Rgb {
        self.palette
            .rgb(self.pixels[y as usize * self.width as usize + x as usize])
    }

    /// The pixels as palette indices, rows top to bottom.
    pub fn indices(&self) -> &[u8] {
        &self.pixels
    }

    /// The palette: the colour of each index.
    pub fn palette(&self) -> Vec<Rgb> {
        (0..self.palette.len())
            .map(|i| self.palette.rgb(i as u8))
            .collect()
    }

    /// The PNG file (every band compressed afresh; [`Renderer`](super::Renderer) reuses
    /// bands through its cache, with the same bytes as the result).
    pub fn to_png(&self) -> Vec<u8> {
        self.encode(None)
    }

    pub(crate) fn encode(&self, cache: Option<&BandCache>) -> Vec<u8> {
        let width = self.width as usize;
        let stride = width + 1; // the filter byte, then the row
        let mut zlib = Vec::with_capacity(48 * 1024);
        zlib.extend_from_slice(&[0x78, 0x01]); // deflate, 32 KB window; FCHECK makes it a multiple of 31
        let mut adler = simd_adler32::Adler32::new();
        let mut band = Vec::with_capacity(BAND_ROWS * stride);
        let row = |y: usize| &self.pixels[y * width..(y + 1) * width];
        let mut previous: Vec<u8> = Vec::with_capacity(BAND_ROWS * stride);
        let mut previous_hash = 0u128;
        for first in (0..self.height as usize).step_by(BAND_ROWS) {
            band.clear();
            for y in first..(first + BAND_ROWS).min(self.height as usize) {
                band.push(2); // "Up": each byte minus the one above it
                match y.checked_sub(1) {
                    Some(above) => band.extend(
                        row(y)
                            .iter()
                            .zip(row(above))
                            .map(|(x, a)| x.wrapping_sub(*a)),
                    ),
                    None => band.extend_from_slice(row(y)),
                }
            }
            adler.write(&band);
            // The band's compressed bytes depend on it and on the band before (its dictionary).
            let hash = xxhash_rust::xxh3::xxh3_128(&band);
            let key = (previous_hash, hash);
            let compressed = match cache {
                Some(cache) => cache.get_or_compress(key, || compress_band(&previous, &band)),
                None => Arc::from(compress_band(&previous, &band)),
            };
            zlib.extend_from_slice(&compressed);
            std::mem::swap(&mut previous, &mut band);
            previous_hash = hash;
        }
        zlib.extend_from_slice(&[0x03, 0x00]); // an empty final block (fixed codes, BFINAL set)
        zlib.extend_from_slice(&adler.finish().to_be_bytes());
        self.png_file(&zlib)
    }

    /// The PNG around its zlib stream: signature, header, palette, data, end.
    fn png_file(&self, zlib: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(zlib.len() + 1024);
        out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
        let mut header = Vec::with_capacity(13);
        header.extend_from_slice(&self.width.to_be_bytes());
        header.extend_from_slice(&self.height.to_be_bytes());
        // 8 bits, indexed colour, deflate, adaptive filtering (per row), no interlace.
        header.extend_from_slice(&[8, 3, 0, 0, 0]);
        chunk(&mut out, b"IHDR", &header);
        chunk(&mut out, b"PLTE", &self.palette.png_bytes());
        chunk(&mut out, b"IDAT", zlib);
        chunk(&mut out, b"IEND", &[]);
        out
    }
}

/// Appends a PNG chunk: length, type, data, CRC of type and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    let length = u32::try_from(data.len()).expect("a picture's chunks are far below 4 GB");
    out.extend_from_slice(&length.to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.finalize().to_be_bytes());
}

/// Raw deflate of one band from a fresh state primed with `dictionary` (the band above),
/// ended by a sync flush (byte-aligned, not final) so that bands can be joined.
fn compress_band(dictionary: &[u8], band: &[u8]) -> Vec<u8> {
    // A new state each time: a reused one (`reset`) primed with a dictionary gives output
    // that depends on what it compressed before, and a band's bytes must not. (It would save
    // little: priming the dictionary is most of the cost.)
    let deflate = &mut Compress::new(Compression::new(ZLIB_LEVEL), false);
    if !dictionary.is_empty() {
        deflate
            .set_dictionary(dictionary)
            .expect("a dictionary before any input is accepted");
    }
    let mut out = Vec::with_capacity(band.len() / 4 + 64);
    loop {
        let read = deflate.total_in() as usize;
        if out.len() == out.capacity() {
            out.reserve(out.capacity());
        }
        deflate
            .compress_vec(&band[read..], &mut out, FlushCompress::Sync)
            .expect("deflate of a complete buffer cannot fail");
        // Done when all input is read and the flush did not fill the output.
        if deflate.total_in() as usize == band.len() && out.len() < out.capacity() {
            return out;
        }
    }
}

/// Compressed bands by the 128-bit hash of their filtered bytes, in two generations: lookups
/// promote from the old one, and when the young one is full it becomes the old one. Bounded,
/// O(1), and what stays is what recent pictures used.
#[derive(Debug, Default)]
pub(crate) struct BandCache {
    generations: Mutex<Generations>,
}

#[derive(Debug, Default)]
struct Generations {
    young: HashMap<(u128, u128), Arc<[u8]>>,
    old: HashMap<(u128, u128), Arc<[u8]>>,
}

impl BandCache {
    fn get_or_compress(&self, key: (u128, u128), compress: impl FnOnce() -> Vec<u8>) -> Arc<[u8]> {
        if let Some(hit) = self.lock().get(key) {
            return hit;
        }
        let compressed: Arc<[u8]> = Arc::from(compress());
        self.lock().insert(key, compressed.clone());
        compressed
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Generations> {
        // A panic elsewhere cannot leave the maps inconsistent: use them anyway.
        self.generations.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Forgets every band (benchmarks measure a cold cache with it).
    pub(crate) fn clear(&self) {
        let mut g = self.lock();
        g.young.clear();
        g.old.clear();
    }
}

impl Generations {
    fn get(&mut self, key: (u128, u128)) -> Option<Arc<[u8]>> {
        if let Some(hit) = self.young.get(&key) {
            return Some(hit.clone());
        }
        let hit = self.old.remove(&key)?;
        self.insert(key, hit.clone());
        Some(hit)
    }

    fn insert(&mut self, key: (u128, u128), band: Arc<[u8]>) {
        if self.young.len() >= BANDS_PER_GENERATION {
            self.old = std::mem::take(&mut self.young);
        }
        self.young.insert(key, band);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(width: u32, height: u32, seed: u8) -> Picture {
        let palette = Palette::for_theme(&super::super::Theme::Light.colours());
        let n = palette.len() as u32;
        let pixels = (0..width * height)
            .map(|i| {
                // Stretches of repeated rows, like a board, with some noise.
                let (x, y) = (i % width, i / width);
                ((x / 7 + y / 11) * seed as u32 + (x * y % 13 == 0) as u32) as u8 % n as u8
            })
            .collect();
        Picture {
            width,
            height,
            pixels,
            palette: Arc::new(palette),
        }
    }

    #[test]
    fn band_encoded_pngs_decode_to_the_same_pixels() {
        // Heights that end with a whole band, a partial band, and a single row.
        for (w, h) in [
            (37, 2 * BAND_ROWS as u32),
            (50, 3 * BAND_ROWS as u32 + 5),
            (9, 1),
        ] {
            let p = picture(w, h, 3);
            let png = p.to_png();
            let decoded = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
                .expect("a valid PNG")
                .to_rgb8();
            assert_eq!((decoded.width(), decoded.height()), (w, h));
            for (x, y, px) in decoded.enumerate_pixels() {
                assert_eq!(px.0, p.rgb(x, y), "pixel ({x}, {y}) of {w}x{h}");
            }
            // A strict zlib reader (it checks the Adler-32 and the final block) agrees.
            let mut raw = Vec::new();
            std::io::Read::read_to_end(&mut flate2::read::ZlibDecoder::new(idat(&png)), &mut raw)
                .expect("a valid zlib stream");
            assert_eq!(raw.len(), (w as usize + 1) * h as usize);
        }
    }

    /// The IDAT chunk's data, its CRC checked.
    fn idat(png: &[u8]) -> &[u8] {
        let mut at = 8;
        loop {
            let len = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
            let (kind, data) = (&png[at + 4..at + 8], &png[at + 8..at + 8 + len]);
            let crc = u32::from_be_bytes(png[at + 8 + len..at + 12 + len].try_into().unwrap());
            assert_eq!(crc, crc32fast::hash(&png[at + 4..at + 8 + len]));
            if kind == b"IDAT" {
                return data;
            }
            at += 12 + len;
        }
    }

    #[test]
    fn the_cache_never_changes_the_bytes() {
        let cache = BandCache::default();
        let a = picture(64, 100, 3);
        let mut b = a.clone();
        b.pixels[70 * 64 + 5] ^= 1; // one changed band
        let cold = (a.to_png(), b.to_png());
        let warm = (a.encode(Some(&cache)), b.encode(Some(&cache)));
        assert_eq!(cold, warm);
        assert_eq!(a.encode(Some(&cache)), cold.0, "all bands from the cache");
        assert_ne!(cold.0, cold.1);
    }

    #[test]
    fn the_cache_is_bounded() {
        let cache = BandCache::default();
        let mut g = cache.lock();
        for k in 0..(3 * BANDS_PER_GENERATION as u128) {
            g.insert((0, k), Arc::from(vec![0u8]));
        }
        assert!(g.young.len() + g.old.len() <= 2 * BANDS_PER_GENERATION);
        // The most recent keys stay; a hit in the old generation moves to the young one.
        let recent = 3 * BANDS_PER_GENERATION as u128 - 1;
        assert!(g.get((0, recent)).is_some());
        assert!(g.get((0, 0)).is_none());
    }
}
