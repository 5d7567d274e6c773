//! A small seeded pseudo-random source (SplitMix64): the engine's mistakes
//! at the lower levels must be reproducible from a seed, and the crate keeps
//! its dependencies to the laws crate.

/// SplitMix64: fast, good enough for choosing moves, fully determined by the seed.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0), without the bias of a plain modulo.
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// A number in `-amplitude..=amplitude`, more often near 0 (the sum of two
    /// uniform draws), so small misjudgements are more common than large ones.
    pub fn noise(&mut self, amplitude: i32) -> i32 {
        if amplitude <= 0 {
            return 0;
        }
        let a = amplitude as u64;
        let x = self.below(a + 1) as i32 + self.below(a + 1) as i32;
        x - amplitude
    }

    /// `true` with probability `percent` / 100.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent as u64
    }
}
