//! The arbiter's lock of an event game: a PIN set with a strict game's
//! setup guards the arbiter's actions, and a log keeps what happened away
//! from the board (the app left, a wrong PIN, each arbiter's action).
//!
//! The Laws make the arbiter responsible for the game's record and for
//! "the players shall not use any sources of information or advice" (2023
//! Art. 11.3.1); the draft rules for electronic scoresheets ask for a
//! device that logs what its user does. The lock keeps only a salted,
//! stretched digest of the PIN (SHA-256, [`ArbiterLock::ROUNDS`] times),
//! never the PIN.

use core::fmt;

/// The arbiter's lock, part of the game's setup (and so of its save).
///
/// ```
/// use rochade_arbiter::ArbiterLock;
/// let lock = ArbiterLock::new("2468", [7; 16], false).unwrap();
/// assert!(lock.opens("2468"));
/// assert!(!lock.opens("2469"));
/// assert!(!format!("{lock:?}").contains("2468"));
/// assert!(ArbiterLock::new("123", [7; 16], false).is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ArbiterLock {
    /// The salt, in hexadecimal.
    salt: String,
    /// The digest of salt and PIN, in hexadecimal.
    digest: String,
    /// How many times the digest was taken.
    rounds: u32,
    /// The arbiter allows the board in over-the-board mode.
    #[serde(default, skip_serializing_if = "core::ops::Not::not")]
    board_allowed: bool,
    /// A leave of the app longer than this many seconds stops play until
    /// the arbiter's PIN is given; `None`: leaves are only logged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    away_limit_s: Option<u32>,
}

/// Why a PIN cannot lock a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PinError {
    /// Fewer than [`ArbiterLock::MIN_DIGITS`] digits.
    TooShort,
    /// More than [`ArbiterLock::MAX_DIGITS`] digits.
    TooLong,
    /// Something other than the digits 0–9.
    NotDigits,
}

impl fmt::Display for PinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PinError::TooShort => "the PIN has fewer than 4 digits",
            PinError::TooLong => "the PIN has more than 12 digits",
            PinError::NotDigits => "the PIN is not only digits",
        })
    }
}

impl std::error::Error for PinError {}

impl ArbiterLock {
    /// The fewest digits a PIN has.
    pub const MIN_DIGITS: usize = 4;
    /// The most digits a PIN has.
    pub const MAX_DIGITS: usize = 12;
    /// How many times the digest is taken (the stretching).
    pub const ROUNDS: u32 = 10_000;
    /// The fewest rounds a stored lock may have. A save edited to fewer
    /// would make the PIN cheap to guess: such a lock opens to nothing, and
    /// its game is read only ([`ArbiterLock::is_weakened`]).
    pub const FLOOR_ROUNDS: u32 = 10_000;
    /// The most rounds a stored lock may have: more would make one try of
    /// a PIN take minutes.
    pub const MAX_ROUNDS: u32 = 1_000_000;

    /// A lock opened by `pin`, with a `salt` the caller draws at random.
    /// `board_allowed`: the arbiter allows the board in over-the-board mode.
    ///
    /// # Errors
    ///
    /// A PIN of fewer than 4 or more than 12 digits, or not digits.
    pub fn new(pin: &str, salt: [u8; 16], board_allowed: bool) -> Result<ArbiterLock, PinError> {
        let pin = pin.trim();
        if !pin.bytes().all(|b| b.is_ascii_digit()) {
            return Err(PinError::NotDigits);
        }
        if pin.len() < Self::MIN_DIGITS {
            return Err(PinError::TooShort);
        }
        if pin.len() > Self::MAX_DIGITS {
            return Err(PinError::TooLong);
        }
        Ok(ArbiterLock {
            salt: hex(&salt),
            digest: hex(&stretch(&salt, pin.as_bytes(), Self::ROUNDS)),
            rounds: Self::ROUNDS,
            board_allowed,
            away_limit_s: None,
        })
    }

    /// The lock with a limit on leaving the app: a leave longer than
    /// `seconds` stops play until the arbiter's PIN is given (`None`: a
    /// leave is only logged, the default). The players stay at the wooden
    /// board meanwhile (2023 Art. 11.2.3 asks the arbiter's permission to
    /// leave the playing venue), so it is the device that waits.
    ///
    /// ```
    /// use rochade_arbiter::ArbiterLock;
    /// let lock = ArbiterLock::new("2468", [7; 16], false).unwrap();
    /// assert_eq!(lock.away_limit_s(), None);
    /// assert_eq!(lock.with_away_limit(Some(30)).away_limit_s(), Some(30));
    /// ```
    #[must_use]
    pub fn with_away_limit(mut self, seconds: Option<u32>) -> ArbiterLock {
        self.away_limit_s = seconds;
        self
    }

    /// How long the app may be left before play needs the PIN to go on
    /// ([`ArbiterLock::with_away_limit`]), in seconds.
    pub fn away_limit_s(&self) -> Option<u32> {
        self.away_limit_s
    }

    /// Whether the stored lock was weakened or damaged: fewer rounds than
    /// [`ArbiterLock::FLOOR_ROUNDS`] (or more than
    /// [`ArbiterLock::MAX_ROUNDS`]), or a salt or digest that is not one.
    /// Such a lock opens to no PIN, and its game takes no event.
    ///
    /// ```
    /// use rochade_arbiter::ArbiterLock;
    /// let lock = ArbiterLock::new("2468", [7; 16], false).unwrap();
    /// assert!(!lock.is_weakened());
    /// let mut saved = serde_json::to_value(&lock).unwrap();
    /// saved["rounds"] = 1.into();
    /// let weak: ArbiterLock = serde_json::from_value(saved).unwrap();
    /// assert!(weak.is_weakened() && !weak.opens("2468"));
    /// ```
    pub fn is_weakened(&self) -> bool {
        !(Self::FLOOR_ROUNDS..=Self::MAX_ROUNDS).contains(&self.rounds)
            || unhex(&self.salt).is_none_or(|s| s.is_empty())
            || self.digest.len() != 64
    }

    /// Whether `pin` opens the lock.
    pub fn opens(&self, pin: &str) -> bool {
        let Some(salt) = unhex(&self.salt).filter(|_| !self.is_weakened()) else {
            return false;
        };
        let digest = hex(&stretch(&salt, pin.trim().as_bytes(), self.rounds));
        // Compared whole, without stopping at the first difference.
        digest.len() == self.digest.len()
            && digest
                .bytes()
                .zip(self.digest.bytes())
                .fold(0u8, |acc, (a, b)| acc | (a ^ b))
                == 0
    }

    /// Whether the arbiter allows the board in over-the-board mode.
    pub fn board_allowed(&self) -> bool {
        self.board_allowed
    }

    /// The key that seals the log: the PIN stretched with the salt and a
    /// label of its own, so that it is neither the stored digest nor
    /// derivable from it. Never stored.
    pub(crate) fn log_key(&self, pin: &str) -> [u8; 32] {
        let mut salt = unhex(&self.salt).unwrap_or_default();
        salt.extend_from_slice(b"rochade log seal");
        stretch(&salt, pin.trim().as_bytes(), self.rounds)
    }

    /// The lock as the `ArbiterLock` tag of a PGN export writes it: salt,
    /// digest and rounds, `board` when the board is allowed, and `away=N`
    /// for a limit on leaving the app. Only the
    /// digest: the PIN is in no file.
    pub(crate) fn tag(&self) -> String {
        let board = if self.board_allowed { " board" } else { "" };
        let away = self
            .away_limit_s
            .map_or(String::new(), |s| format!(" away={s}"));
        format!("{} {} {}{board}{away}", self.salt, self.digest, self.rounds)
    }

    /// Reads [`ArbiterLock::tag`]: a game archived under a lock comes back
    /// under it.
    pub(crate) fn from_tag(s: &str) -> Option<ArbiterLock> {
        let mut words = s.split_whitespace();
        let salt = words.next()?.to_owned();
        let digest = words.next()?.to_owned();
        let rounds = words.next()?.parse().ok()?;
        let (mut board_allowed, mut away_limit_s) = (false, None);
        for word in words {
            match word {
                "board" if !board_allowed => board_allowed = true,
                _ => match word.strip_prefix("away=") {
                    Some(n) if away_limit_s.is_none() => away_limit_s = Some(n.parse().ok()?),
                    _ => return None,
                },
            }
        }
        Some(ArbiterLock {
            salt,
            digest,
            rounds,
            board_allowed,
            away_limit_s,
        })
    }
}

/// The lock's own record in a game: the wrong PINs in a row, the wait they
/// impose, and the seals of the log.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct LockState {
    pub wrong_pins: u32,
    /// No PIN is tried before this time (the caller's milliseconds).
    pub wait_until_ms: Option<u64>,
    pub seals: Vec<Seal>,
    /// Since when (the caller's milliseconds) the app is away: the first
    /// leave not yet followed by a return.
    pub away_since_ms: Option<u64>,
    /// Play waits for the arbiter's PIN: the app was left for longer than
    /// the lock's limit.
    pub held: bool,
}

/// How long a PIN may not be tried after `wrong` wrong PINs in a row: not
/// at all for the first three, then 5 s, doubling up to 60 s. A player
/// with the device in hand can try 3 PINs at once and about 60 an hour
/// after that; the arbiter who mistypes loses seconds.
///
/// ```
/// use rochade_arbiter::pin_wait_ms;
/// assert_eq!((0..=8).map(pin_wait_ms).collect::<Vec<_>>(),
///     [0, 0, 0, 5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
/// ```
pub fn pin_wait_ms(wrong: u32) -> u64 {
    match wrong.checked_sub(3) {
        None => 0,
        Some(n) => (5_000u64 << n.min(4)).min(60_000),
    }
}

/// A seal of the arbiter's log: the digest chained over its first
/// `entries` entries, with an HMAC-SHA-256 of it under a key derived from
/// the PIN. Made at each PIN the lock accepts; checked with the PIN.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Seal {
    /// How many entries of the log it seals.
    pub entries: usize,
    /// The HMAC of the chained digest, in hexadecimal.
    pub mac: String,
}

impl Seal {
    /// `entries`' seal: `head` (their chained digest) under `key`.
    pub(crate) fn new(key: &[u8; 32], entries: usize, head: &[u8; 32]) -> Seal {
        Seal {
            entries,
            mac: hex(&mac(key, entries, head)),
        }
    }

    /// Whether this seal was made of `head` under `key`; compared whole.
    pub(crate) fn holds(&self, key: &[u8; 32], head: &[u8; 32]) -> bool {
        let want = hex(&mac(key, self.entries, head));
        want.len() == self.mac.len()
            && want
                .bytes()
                .zip(self.mac.bytes())
                .fold(0u8, |acc, (a, b)| acc | (a ^ b))
                == 0
    }

    /// `entries mac`, as the `LogSeal` tag of a PGN export has it.
    pub(crate) fn tag(&self) -> String {
        format!("{} {}", self.entries, self.mac)
    }

    /// Reads [`Seal::tag`].
    pub(crate) fn from_tag(s: &str) -> Option<Seal> {
        let (entries, mac) = s.trim().split_once(' ')?;
        let mac = mac.trim();
        let entries = entries.parse().ok()?;
        (mac.len() == 64 && unhex(mac).is_some()).then(|| Seal {
            entries,
            mac: mac.to_owned(),
        })
    }
}

/// The log's chained digest: each entry's SHA-256 taken over the digest
/// before it and the entry's fixed bytes, from 32 zero bytes.
pub(crate) fn chain<'a>(entries: impl IntoIterator<Item = &'a [u8]>) -> [u8; 32] {
    entries.into_iter().fold([0; 32], |head, entry| {
        let mut buf = Vec::with_capacity(32 + entry.len());
        buf.extend_from_slice(&head);
        buf.extend_from_slice(entry);
        sha256(&buf)
    })
}

/// What checking the log with the PIN found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LogCheck {
    /// The entries of the log.
    pub entries: usize,
    /// How many of them the last seal covers (later entries were logged
    /// without a PIN since: a wrong PIN, the app left).
    pub sealed: usize,
    /// What is wrong, if anything.
    pub fault: Option<LogFault>,
}

/// How a log was tampered with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LogFault {
    /// An entry among the first `entries`, sealed, was changed or removed.
    Edited {
        /// The entries of the first seal that no longer holds.
        entries: usize,
    },
    /// The log is shorter than its seals say: entries were cut.
    Cut {
        /// The entries sealed.
        sealed: usize,
        /// The entries present.
        present: usize,
    },
    /// A PIN accepted has no seal: seals were removed.
    SealMissing,
}

fn mac(key: &[u8; 32], entries: usize, head: &[u8; 32]) -> [u8; 32] {
    use hmac::Mac;
    let Ok(mut m) = hmac::Hmac::<sha2::Sha256>::new_from_slice(key) else {
        // HMAC takes a key of any length.
        return [0; 32];
    };
    m.update(&(entries as u64).to_be_bytes());
    m.update(head);
    m.finalize().into_bytes().into()
}

/// What the arbiter did, as the log keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArbiterAction {
    /// A clock changed (2023 Art. 6.13).
    Time,
    /// An illegal move or action ruled on, or the boards corrected (2023
    /// Art. 7.5, Appendix D.2.9).
    IllegalMove,
    /// A penalty (2023 Art. 12.9).
    Penalty,
    /// A ruling: a claim decided, a result declared, a default (2023 Art.
    /// 6.7.1, 9.1.1, Guidelines III).
    Ruling,
    /// Adjournment: a move sealed, the game resumed (Guidelines I).
    Adjournment,
    /// An incomplete record signed off (2023 Art. 8.6).
    SignOff,
}

impl ArbiterAction {
    /// Every action.
    pub const ALL: [ArbiterAction; 6] = [
        ArbiterAction::Time,
        ArbiterAction::IllegalMove,
        ArbiterAction::Penalty,
        ArbiterAction::Ruling,
        ArbiterAction::Adjournment,
        ArbiterAction::SignOff,
    ];
}

impl fmt::Display for ArbiterAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ArbiterAction::Time => "clock changed",
            ArbiterAction::IllegalMove => "illegal move ruled",
            ArbiterAction::Penalty => "penalty",
            ArbiterAction::Ruling => "ruling",
            ArbiterAction::Adjournment => "adjournment",
            ArbiterAction::SignOff => "record signed off",
        })
    }
}

/// A time of day as the caller's wall clock has it, in minutes after
/// midnight (0–1439), for the log.
pub type MinuteOfDay = u16;

/// `14:02`.
pub(crate) fn hh_mm(m: MinuteOfDay) -> String {
    format!("{:02}:{:02}", m / 60 % 24, m % 60)
}

fn hex(bytes: &[u8]) -> String {
    use fmt::Write;
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    if s.len() % 2 != 0 {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

/// The digest of `salt` and `pin` taken `rounds` times: each round hashes
/// the last digest with the salt and the PIN.
fn stretch(salt: &[u8], pin: &[u8], rounds: u32) -> [u8; 32] {
    let mut buf = Vec::with_capacity(32 + salt.len() + pin.len());
    buf.extend_from_slice(salt);
    buf.extend_from_slice(pin);
    let mut d = sha256(&buf);
    for _ in 1..rounds {
        buf.clear();
        buf.extend_from_slice(&d);
        buf.extend_from_slice(salt);
        buf.extend_from_slice(pin);
        d = sha256(&buf);
    }
    d
}

/// SHA-256 (FIPS 180-4), RustCrypto's.
fn sha256(data: &[u8]) -> [u8; 32] {
    use sha2::Digest;
    sha2::Sha256::digest(data).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_known_answers() {
        // FIPS 180-4 examples.
        assert_eq!(
            hex(&sha256(b"abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(
            hex(&sha256(b"")),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
        assert_eq!(
            hex(&sha256(
                b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
            )),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        );
    }

    #[test]
    fn the_pin_is_not_stored() {
        let lock = ArbiterLock::new("13579", [1; 16], true).unwrap();
        let json = serde_json::to_string(&lock).unwrap();
        assert!(!json.contains("13579"), "{json}");
        assert!(lock.opens("13579") && lock.opens(" 13579 "));
        assert!(!lock.opens("1357") && !lock.opens(""));
        // Another salt, another digest.
        let other = ArbiterLock::new("13579", [2; 16], true).unwrap();
        assert_ne!(lock.digest, other.digest);
        assert!(lock.board_allowed());
    }

    #[test]
    fn a_pin_is_four_to_twelve_digits() {
        assert_eq!(
            ArbiterLock::new("123", [0; 16], false),
            Err(PinError::TooShort)
        );
        assert_eq!(
            ArbiterLock::new("12a4", [0; 16], false),
            Err(PinError::NotDigits)
        );
        assert_eq!(
            ArbiterLock::new("1234567890123", [0; 16], false),
            Err(PinError::TooLong)
        );
        assert!(ArbiterLock::new("0000", [0; 16], false).is_ok());
    }
}
