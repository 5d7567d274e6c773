//! A lenient PGN reader: many games per file, errors with line and column,
//! never panics.

use core::fmt;

use rochade_clock::ClockError;
use rochade_laws::FenError;

use super::Variant;

/// Where in the text something is: 1-based line and column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Pos {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1, counted in characters.
    pub column: usize,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// Why a move of the movetext cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadMoveReason {
    /// The game had already ended (checkmate, stalemate or a dead
    /// position, Art. 5; under the 2023 Laws also a fivefold repetition or
    /// 75 moves, 2023 Art. 9.6) before this move.
    AfterTheEnd,
    /// The rules crate's reading of the move failed (unreadable, illegal,
    /// or ambiguous; Appendix E).
    Move(rochade_laws::ParseMoveError),
}

impl fmt::Display for BadMoveReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadMoveReason::AfterTheEnd => f.write_str("the game is already over"),
            BadMoveReason::Move(e) => write!(f, "{e}"),
        }
    }
}

/// What went wrong reading PGN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// A tag pair is not `[Name "value"]`.
    BadTag(TagError),
    /// A `{` comment is never closed.
    UnterminatedComment,
    /// A character that has no place in movetext.
    UnexpectedChar(char),
    /// A `)` without `(`.
    UnbalancedParenthesis,
    /// A move that is not legal (or ambiguous, or unreadable) in its position.
    BadMove {
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        reason: BadMoveReason,
    },
    /// The `FEN` tag is not a valid position.
    BadFen(FenError),
    /// The game could not be set up: its time control cannot run on a
    /// clock (Art. 6.2).
    BadSetup(ClockError),
    /// The text holds no game.
    NoGame,
    /// The `Variant` tag names rules other than standard chess (the Laws'
    /// Art. 1–5): the game is refused at its tag, whatever its moves.
    UnsupportedVariant {
        /// The tag's value as written.
        name: String,
        /// What the value names.
        variant: Variant,
    },
}

/// What is wrong with a tag pair (`[Name "value"]`, PGN standard 8.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TagError {
    /// No tag name after `[`.
    MissingName,
    /// The tag name is not followed by a `"`.
    ExpectedQuote,
    /// The value's closing `"` is missing on its line.
    UnclosedValue,
    /// Something other than `]` follows the value on its line.
    ExpectedBracket,
}

impl fmt::Display for TagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TagError::MissingName => "missing tag name",
            TagError::ExpectedQuote => "expected '\"'",
            TagError::UnclosedValue => "tag value not closed with '\"'",
            TagError::ExpectedBracket => "expected ']'",
        })
    }
}

/// A PGN error, pointing at line and column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    /// Where.
    pub pos: Pos,
    /// What.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.pos)?;
        match &self.kind {
            PgnErrorKind::BadTag(why) => write!(f, "bad tag pair: {why}"),
            PgnErrorKind::UnterminatedComment => f.write_str("comment not closed with '}'"),
            PgnErrorKind::UnexpectedChar(c) => write!(f, "unexpected character {c:?}"),
            PgnErrorKind::UnbalancedParenthesis => f.write_str("')' without '('"),
            PgnErrorKind::BadMove { text, reason } => write!(f, "move {text:?}: {reason}"),
            PgnErrorKind::BadFen(e) => write!(f, "bad FEN tag: {e}"),
            PgnErrorKind::BadSetup(e) => write!(f, "bad setup: {e}"),
            PgnErrorKind::NoGame => f.write_str("no game found"),
            PgnErrorKind::UnsupportedVariant { name, .. } => {
                write!(f, "a game of {name:?}, not standard chess")
            }
        }
    }
}

impl std::error::Error for PgnError {}

/// A move of the main line as read, with its annotations.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PgnMove {
    /// The move text (SAN as written, annotation signs kept).
    pub san: String,
    /// Where it starts.
    pub pos: Pos,
    /// Comments after it, whitespace collapsed, without the clock command
    /// and the draw-offer mark.
    pub comments: Vec<String>,
    /// `[%clk h:mm:ss]` after the move, in milliseconds.
    pub clock_ms: Option<u64>,
    /// `(=)` in a comment after the move: a draw offer.
    pub draw_offer: bool,
    /// Numeric annotation glyphs (`$1`, …).
    pub nags: Vec<u8>,
}

/// One game as read from PGN, before its moves are checked.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PgnGame {
    /// Tag pairs in file order.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The main line.
    pub moves: Vec<PgnMove>,
    /// The game termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`), if any.
    pub result: Option<String>,
    /// Where the game starts.
    pub pos: Pos,
}

impl PgnGame {
    /// The value of tag `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The rules its `Variant` tag names ([`Variant::Standard`] without
    /// one). A second `Variant` tag that contradicts the first makes the
    /// game another variant: the first one that is not standard counts.
    pub fn variant(&self) -> Variant {
        self.tags
            .iter()
            .filter(|(n, _)| is_variant_tag(n))
            .map(|(_, v)| Variant::from_tag(v))
            .find(|v| *v != Variant::Standard)
            .unwrap_or_default()
    }
}

/// The tag that names the rules. Tag names are case-sensitive (PGN
/// standard 8.1.1) but a hand-edited `variant` means the same.
pub(crate) fn is_variant_tag(name: &str) -> bool {
    name.eq_ignore_ascii_case("Variant")
}

struct Lexer<'a> {
    chars: core::iter::Peekable<core::str::Chars<'a>>,
    pos: Pos,
    /// Bytes consumed so far.
    offset: usize,
    /// Where the last token (or error) returned began, in bytes.
    token_start: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    Tag(String, String),
    Comment(String),
    Open,
    Close,
    Nag(u8),
    Symbol(String),
    Result(String),
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            chars: text.chars().peekable(),
            pos: Pos { line: 1, column: 1 },
            offset: 0,
            token_start: 0,
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        self.offset += c.len_utf8();
        if c == '\n' {
            self.pos.line += 1;
            self.pos.column = 1;
        } else {
            self.pos.column += 1;
        }
        Some(c)
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    /// The next token with its start, or an error (after which the lexer
    /// has moved past the offending text).
    fn next(&mut self) -> Option<Result<(Pos, Token), PgnError>> {
        loop {
            let start = self.pos;
            self.token_start = self.offset;
            let c = self.peek()?;
            match c {
                c if c.is_whitespace() || c == '\u{feff}' => {
                    self.bump();
                }
                '%' if start.column == 1 => self.skip_line(),
                ';' => self.skip_line(),
                '[' => return Some(self.tag(start)),
                '{' => {
                    self.bump();
                    let mut text = String::new();
                    loop {
                        match self.bump() {
                            None => {
                                return Some(Err(PgnError {
                                    pos: start,
                                    kind: PgnErrorKind::UnterminatedComment,
                                }));
                            }
                            Some('}') => break,
                            Some(c) => text.push(c),
                        }
                    }
                    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
                    return Some(Ok((start, Token::Comment(text))));
                }
                '(' => {
                    self.bump();
                    return Some(Ok((start, Token::Open)));
                }
                ')' => {
                    self.bump();
                    return Some(Ok((start, Token::Close)));
                }
                '*' => {
                    self.bump();
                    return Some(Ok((start, Token::Result("*".into()))));
                }
                '$' => {
                    self.bump();
                    let mut n: u32 = 0;
                    while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
                        self.bump();
                        n = (n * 10 + d).min(1000);
                    }
                    return Some(Ok((start, Token::Nag(n.min(255) as u8))));
                }
                '!' | '?' | '‼' | '⁇' | '⁉' | '⁈' | '□' => {
                    // Move suffix annotations written apart: ignored.
                    self.bump();
                }
                c if is_symbol_char(c) => {
                    let mut s = String::new();
                    while let Some(c) = self.peek() {
                        if !is_symbol_char(c) && !matches!(c, '!' | '?') {
                            break;
                        }
                        s.push(c);
                        self.bump();
                    }
                    return Some(Ok((start, classify(s))));
                }
                other => {
                    self.bump();
                    return Some(Err(PgnError {
                        pos: start,
                        kind: PgnErrorKind::UnexpectedChar(other),
                    }));
                }
            }
        }
    }

    fn tag(&mut self, start: Pos) -> Result<(Pos, Token), PgnError> {
        let err = |pos, why| PgnError {
            pos,
            kind: PgnErrorKind::BadTag(why),
        };
        self.bump(); // '['
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        let mut name = String::new();
        while let Some(c) = self.peek() {
            if super::is_tag_name_char(c) {
                name.push(c);
                self.bump();
            } else {
                break;
            }
        }
        if name.is_empty() {
            let p = self.pos;
            self.skip_line();
            return Err(err(p, TagError::MissingName));
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if self.peek() != Some('"') {
            let p = self.pos;
            self.skip_line();
            return Err(err(p, TagError::ExpectedQuote));
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.bump() {
                None | Some('\n') => return Err(err(start, TagError::UnclosedValue)),
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    Some('\n') | None => {
                        return Err(err(start, TagError::UnclosedValue));
                    }
                    Some(c) => {
                        value.push('\\');
                        value.push(c);
                    }
                },
                Some('"') => break,
                Some(c) => value.push(c),
            }
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if self.peek() == Some(']') {
            self.bump();
        } else {
            // Lenient: a missing ']' at the end of the line is forgiven.
            let p = self.pos;
            if self.peek().is_some_and(|c| c != '\n' && c != '\r') {
                self.skip_line();
                return Err(err(p, TagError::ExpectedBracket));
            }
        }
        Ok((start, Token::Tag(name, value)))
    }
}

/// A character of a symbol token: PGN's letters and digits (PGN standard
/// 7: "A-Za-z", "0-9") and its continuation characters, with the signs
/// that other programs write in moves and results. A letter of another
/// script is no part of any move, result or move number, so a token that
/// holds one is refused at that character, as any other stray character.
fn is_symbol_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(
            c,
            '_' | '+' | '#' | '=' | ':' | '-' | '/' | '.' | '×' | '‡' | '†' | '½' | '~'
        )
        || rochade_laws::Piece::from_figurine(c).is_some()
}

fn classify(s: String) -> Token {
    match s.as_str() {
        "1-0" | "0-1" | "1/2-1/2" | "½-½" => return Token::Result(s),
        _ => {}
    }
    // Strip a move number: "12." "12..." "12.e4" "12...Nf6".
    let digits = s.chars().take_while(char::is_ascii_digit).count();
    let rest: String = s.chars().skip(digits).collect();
    if digits > 0 && rest.starts_with('.') {
        let rest = rest.trim_start_matches('.').to_owned();
        return Token::Symbol(rest);
    }
    Token::Symbol(s)
}

/// Reads every game in `text`. Each is either a [`PgnGame`] (moves not yet
/// checked) or the first error in it; reading resumes at the next game.
///
/// ```
/// use rochade_arbiter::pgn::read_games;
/// let games = read_games("[White \"A\"]\n\n1. e4 {(=) [%clk 0:04:58]} e5 1/2-1/2\n\n1. d4 {oops 0-1\n");
/// assert_eq!(games.len(), 2);
/// let g = games[0].as_ref().unwrap();
/// assert_eq!(g.tag("White"), Some("A"));
/// assert!(g.moves[0].draw_offer);
/// assert_eq!(g.moves[0].clock_ms, Some(298_000));
/// let e = games[1].as_ref().unwrap_err();
/// assert_eq!((e.pos.line, e.pos.column), (5, 7));
/// ```
pub fn read_games(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    GameReader::new(text).map(|g| g.game).collect()
}

/// One game read by a [`GameReader`], with where its text is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadGame {
    /// The game, or the first error in it.
    pub game: Result<PgnGame, PgnError>,
    /// Its text: from its first token to the end of its termination marker
    /// (or to the next game's first tag, or the end of the text), in bytes.
    /// Read again on its own, this text gives the same game.
    pub bytes: core::ops::Range<usize>,
}

/// The games of a text one at a time, as [`read_games`] reads them, each
/// with where its text is, so that a long file can be read with progress
/// ([`GameReader::offset`]) and a game read again from its bytes alone.
pub struct GameReader<'a> {
    lexer: Lexer<'a>,
    /// The tag that ended the game before and begins the next one.
    pending: Option<(Pos, usize, Token)>,
}

impl<'a> GameReader<'a> {
    /// A reader at the start of `text`.
    pub fn new(text: &'a str) -> GameReader<'a> {
        GameReader {
            lexer: Lexer::new(text),
            pending: None,
        }
    }

    /// How far the reader has come, in bytes of the text.
    pub fn offset(&self) -> usize {
        self.lexer.offset
    }
}

impl Iterator for GameReader<'_> {
    type Item = ReadGame;

    fn next(&mut self) -> Option<ReadGame> {
        let mut game = PgnGame::default();
        let mut start = self.lexer.offset;
        let mut started = false; // anything of this game seen
        let mut in_moves = false;
        let mut depth = 0usize;
        let mut failed: Option<PgnError> = None;
        let done = |game: PgnGame, failed: Option<PgnError>, start: usize, end: usize| ReadGame {
            game: match failed {
                Some(e) => Err(e),
                None => Ok(game),
            },
            bytes: start..end,
        };
        loop {
            let (pos, tok) = match self.pending.take() {
                Some((pos, at, tok)) => {
                    start = at;
                    (pos, tok)
                }
                None => match self.lexer.next() {
                    None => break,
                    Some(Ok(t)) => t,
                    Some(Err(e)) => {
                        if !started {
                            start = self.lexer.token_start;
                        }
                        if failed.is_none() {
                            failed = Some(e);
                        }
                        started = true;
                        continue;
                    }
                },
            };
            if !started {
                game.pos = pos;
                start = self.lexer.token_start;
            }
            match tok {
                Token::Tag(name, value) => {
                    if in_moves {
                        // A new game without a termination marker.
                        let at = self.lexer.token_start;
                        self.pending = Some((pos, at, Token::Tag(name, value)));
                        return Some(done(game, failed, start, at));
                    }
                    started = true;
                    if failed.is_none() {
                        // Refused at the tag, before any move is read: a
                        // variant's moves may be legal chess (Three-check) or
                        // not notation at all (Crazyhouse drops), and either
                        // way the Laws' results do not apply to it.
                        if is_variant_tag(&name) {
                            let variant = Variant::from_tag(&value);
                            if !variant.is_supported() {
                                failed = Some(PgnError {
                                    pos,
                                    kind: PgnErrorKind::UnsupportedVariant {
                                        name: value.trim().to_owned(),
                                        variant,
                                    },
                                });
                                continue;
                            }
                        }
                        game.tags.push((name, value));
                    }
                }
                Token::Result(r) if depth == 0 => {
                    game.result = Some(r);
                    return Some(done(game, failed, start, self.lexer.offset));
                }
                Token::Result(_) => {}
                _ if failed.is_some() => {
                    started = true;
                    in_moves = true;
                }
                Token::Open => {
                    started = true;
                    in_moves = true;
                    depth += 1;
                }
                Token::Close => {
                    if depth == 0 {
                        failed = Some(PgnError {
                            pos,
                            kind: PgnErrorKind::UnbalancedParenthesis,
                        });
                    } else {
                        depth -= 1;
                    }
                }
                _ if depth > 0 => {}
                Token::Comment(text) => {
                    started = true;
                    let target = game.moves.last_mut();
                    match target {
                        Some(m) => annotate(m, text),
                        None => {
                            if !text.is_empty() {
                                game.comments.push(text);
                            }
                        }
                    }
                }
                Token::Nag(n) => {
                    if let Some(m) = game.moves.last_mut() {
                        m.nags.push(n);
                    }
                }
                Token::Symbol(s) => {
                    started = true;
                    in_moves = true;
                    if s.is_empty() || matches!(s.as_str(), "e.p." | "ep" | "e.p") {
                        continue;
                    }
                    game.moves.push(PgnMove {
                        san: s,
                        pos,
                        ..PgnMove::default()
                    });
                }
            }
        }
        (started || !game.tags.is_empty() || !game.moves.is_empty())
            .then(|| done(game, failed, start, self.lexer.offset))
    }
}

/// Takes the clock command and the draw-offer mark out of a comment.
fn annotate(m: &mut PgnMove, text: String) {
    let (text, offer) = without_offer_marks(&text);
    m.draw_offer |= offer;
    let mut rest = String::new();
    let mut s = text.as_str();
    while let Some(i) = s.find("[%") {
        rest.push_str(&s[..i]);
        let after = &s[i..];
        let Some(end) = after.find(']') else {
            rest.push_str(after);
            s = "";
            break;
        };
        let cmd = &after[2..end];
        let mut parts = cmd.split_whitespace();
        match (parts.next(), parts.next()) {
            // The move's own clock is the first; a later one belongs to
            // what the comment tells, such as presses without a recorded
            // move (2023 Art. 8.4), and stays in its text.
            (Some("clk"), Some(t)) => match parse_clock(t) {
                Some(ms) if m.clock_ms.is_none() => m.clock_ms = Some(ms),
                _ => rest.push_str(&after[..=end]),
            },
            _ => rest.push_str(&after[..=end]),
        }
        s = &after[end + 1..];
    }
    rest.push_str(s);
    let rest = rest.split_whitespace().collect::<Vec<_>>().join(" ");
    if !rest.is_empty() {
        m.comments.push(rest);
    }
}

/// `text` without the draw-offer mark `(=)` until none is left ("((=)=)"
/// hides a second), and whether there was one. One pass: removing the marks
/// and searching again would take time quadratic in the nesting, so one
/// long comment of nested marks would block the import.
fn without_offer_marks(text: &str) -> (String, bool) {
    let mut out = String::with_capacity(text.len());
    let mut found = false;
    for c in text.chars() {
        out.push(c);
        // A mark can only be completed by the character just pushed, and
        // what is left before it holds none.
        if out.ends_with("(=)") {
            out.truncate(out.len() - 3);
            found = true;
        }
    }
    (out, found)
}

/// `h:mm:ss`, `h:mm:ss.s`, `m:ss` to milliseconds.
pub(crate) fn parse_clock(t: &str) -> Option<u64> {
    let (hms, frac) = match t.split_once('.') {
        Some((a, b)) => (a, Some(b)),
        None => (t, None),
    };
    let mut ms: u64 = 0;
    let parts: Vec<&str> = hms.split(':').collect();
    if parts.is_empty() || parts.len() > 3 {
        return None;
    }
    for p in &parts {
        if p.is_empty() || p.len() > 6 || !p.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        ms = ms.checked_mul(60)?.checked_add(p.parse::<u64>().ok()?)?;
    }
    ms = ms.checked_mul(1000)?;
    if let Some(f) = frac {
        if f.is_empty() || f.len() > 3 || !f.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let v: u64 = f.parse().ok()?;
        ms = ms.checked_add(v * 10u64.pow(3 - f.len() as u32))?;
    }
    Some(ms)
}
