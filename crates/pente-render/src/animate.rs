//! Animated GIFs of a game: one picture per position. All pictures share the theme's palette
//! (at most 256 colours), which is exactly what a GIF holds, so frames are written as they are
//! drawn, without quantising. After the first, a frame holds only the rectangle that changed.

use super::encode::Picture;

/// The GIF of `pictures` in order (same size and theme): `delay` hundredths of a second per
/// frame, `last_delay` on the final one. Empty input gives an empty vector.
pub fn gif(pictures: &[Picture], delay: u16, last_delay: u16) -> Vec<u8> {
    let Some(first) = pictures.first() else {
        return Vec::new();
    };
    let (w, h) = (first.width() as u16, first.height() as u16);
    let palette: Vec<u8> = first
        .palette()
        .iter()
        .flat_map(|c| c.iter().copied())
        .collect();
    let mut out = Vec::new();
    {
        let mut encoder =
            gif::Encoder::new(&mut out, w, h, &palette).expect("a GIF header in memory");
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .expect("written to memory");
        let mut previous: Option<&Picture> = None;
        for (i, picture) in pictures.iter().enumerate() {
            let (left, top, width, height) = match previous {
                None => (0, 0, w, h),
                Some(p) => changed(p, picture).unwrap_or((0, 0, 1, 1)),
            };
            let mut pixels = Vec::with_capacity(width as usize * height as usize);
            for y in top..top + height {
                let row = y as usize * w as usize;
                pixels.extend_from_slice(
                    &picture.indices()[row + left as usize..row + (left + width) as usize],
                );
            }
            let mut frame = gif::Frame::from_indexed_pixels(width, height, pixels, None);
            frame.left = left;
            frame.top = top;
            frame.delay = if i + 1 == pictures.len() {
                last_delay
            } else {
                delay
            };
            encoder.write_frame(&frame).expect("written to memory");
            previous = Some(picture);
        }
    }
    out
}

/// The smallest rectangle (left, top, width, height) holding every pixel that differs.
fn changed(a: &Picture, b: &Picture) -> Option<(u16, u16, u16, u16)> {
    let w = a.width() as usize;
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (i, (p, q)) in a.indices().iter().zip(b.indices()).enumerate() {
        if p != q {
            let (x, y) = (i % w, i / w);
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
    }
    (x0 != usize::MAX).then(|| {
        (
            x0 as u16,
            y0 as u16,
            (x1 - x0 + 1) as u16,
            (y1 - y0 + 1) as u16,
        )
    })
}
