//! Zobrist keys: one random 64-bit key per (cell, colour), per side to move and per capture
//! count, so that positions reached by different move orders share a transposition entry.

/// A small, fixed pseudo-random generator (SplitMix64): the keys are the same on every run,
/// which keeps searches reproducible.
#[derive(Clone, Debug)]
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

/// Capture counts above this share a key (they are all decisive long before).
pub const MAX_CAPTURE_KEY: usize = 63;

#[derive(Clone, Debug)]
pub struct Keys {
    stones: Vec<[u64; 4]>,
    turn: [[u64; 3]; 4],
    captures: Vec<[u64; 4]>,
}

impl Keys {
    pub fn new(cells: usize) -> Keys {
        let mut rng = SplitMix(0x05EE_D0F9_E17E);
        let mut four = || {
            [
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
            ]
        };
        let stones = (0..cells).map(|_| four()).collect();
        let captures = (0..=MAX_CAPTURE_KEY).map(|_| four()).collect();
        let mut turn = [[0; 3]; 4];
        for row in &mut turn {
            for k in row.iter_mut() {
                *k = rng.next_u64();
            }
        }
        Keys {
            stones,
            turn,
            captures,
        }
    }

    #[inline]
    pub fn stone(&self, cell: usize, colour: u8) -> u64 {
        self.stones[cell][colour as usize]
    }

    /// The side to move and how many stones it still places this turn (Connect6).
    #[inline]
    pub fn turn(&self, colour: u8, left: u8) -> u64 {
        self.turn[colour as usize][left.min(2) as usize]
    }

    #[inline]
    pub fn captures(&self, colour: u8, count: u16) -> u64 {
        self.captures[(count as usize).min(MAX_CAPTURE_KEY)][colour as usize]
    }
}
