//! Plural categories of the interface languages, by the CLDR plural rules
//! for cardinal numbers (only whole numbers are counted here, so the rules'
//! conditions on visible fraction digits never apply).

/// A CLDR plural category (these languages use only two for integers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// `one`.
    One,
    /// `other`.
    Other,
}

/// English: `one` is n = 1.
pub fn en(n: u64) -> Plural {
    if n == 1 { Plural::One } else { Plural::Other }
}

/// German: `one` is n = 1.
pub fn de(n: u64) -> Plural {
    if n == 1 { Plural::One } else { Plural::Other }
}

/// Portuguese, CLDR `pt` (Brazil): `one` is i = 0..1, so 0 and 1 take the
/// singular ("0 lance legal", "1 lance legal", "2 lances legais"). European
/// Portuguese (`pt-PT`) would be n = 1.
pub fn pt(n: u64) -> Plural {
    if n <= 1 { Plural::One } else { Plural::Other }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cldr_categories() {
        for (n, en_, de_, pt_) in [
            (0, Plural::Other, Plural::Other, Plural::One),
            (1, Plural::One, Plural::One, Plural::One),
            (2, Plural::Other, Plural::Other, Plural::Other),
            (1_000_000, Plural::Other, Plural::Other, Plural::Other),
        ] {
            assert_eq!((en(n), de(n), pt(n)), (en_, de_, pt_), "{n}");
        }
    }
}
