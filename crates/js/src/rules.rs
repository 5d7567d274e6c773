//! The package's game in plain Rust, free of JavaScript types: every input
//! the bindings take arrives here as text or numbers, so the whole surface
//! can be tested (and fuzzed) natively, and every failure is an [`Error`]
//! with a stable [`Code`], never a panic (a panic would trap the module
//! for the rest of the page's life).

use core::fmt;

use rochade_arbiter::pgn::{BadMoveReason, PgnError, PgnErrorKind, PgnGame, Variant, read_games};
use rochade_arbiter::{Edition, Reason};
use rochade_laws::{
    CastlingMode, Color, DrawClaim, Ending, FenError, LawsGame, Move, Notation, ParseMoveError,
    PieceLetters, Position, ReplayRefusal, Role, Square, StartPosition, Uci, WRITTEN_TAGS,
    parse_move, parse_move_in,
};
use rochade_speech::{Scheme, Settings, announce_move};

/// The kinds of failure, as the JavaScript `code` of the thrown `Error`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Code {
    /// A FEN that is not a position (the message names the field).
    Fen,
    /// A move text that cannot be read, or that fits several moves
    /// (Appendix E.9).
    San,
    /// A move that is not legal in the position (Art. 3), or any move
    /// after the game has ended (Art. 5, 2023 Art. 9.6).
    IllegalMove,
    /// Anything wrong while reading PGN, an illegal move included (the
    /// message names line and column).
    Pgn,
    /// An option or argument of the wrong kind or value.
    Option,
}

impl Code {
    /// The `code` property of the JavaScript error.
    pub const fn as_str(self) -> &'static str {
        match self {
            Code::Fen => "fen",
            Code::San => "san",
            Code::IllegalMove => "illegal-move",
            Code::Pgn => "pgn",
            Code::Option => "option",
        }
    }
}

/// A failure: its code, a message that says what is wrong and where, and
/// the place in the input where there is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// What kind of failure.
    pub code: Code,
    /// What is wrong and where.
    pub message: String,
    /// The FEN field (`'piece placement'`, `'castling'`, …) of a FEN error.
    pub field: Option<String>,
    /// Line (from 1) of a PGN error.
    pub line: Option<usize>,
    /// Column (from 1, in characters) of a PGN error.
    pub column: Option<usize>,
}

impl Error {
    /// An error with no place in the input.
    pub fn new(code: Code, message: impl Into<String>) -> Error {
        Error {
            code,
            message: message.into(),
            field: None,
            line: None,
            column: None,
        }
    }

    fn fen(e: &FenError) -> Error {
        Error {
            field: Some(e.field.to_string()),
            ..Error::new(Code::Fen, e.to_string())
        }
    }

    fn pgn(game: usize, e: &PgnError, number: Option<String>) -> Error {
        let what = match (&e.kind, number) {
            (
                PgnErrorKind::BadMove {
                    text,
                    reason: BadMoveReason::AfterTheEnd,
                },
                Some(n),
            ) => format!("move {n} {text:?}: the game had already ended"),
            (PgnErrorKind::BadMove { text, reason }, Some(n)) => {
                format!("move {n} {text:?}: {reason}")
            }
            (PgnErrorKind::BadMove { text, reason }, None) => format!("move {text:?}: {reason}"),
            _ => {
                // The reader's own words, without its "line:column: ".
                let full = e.to_string();
                match full.split_once(": ") {
                    Some((_, rest)) => rest.to_string(),
                    None => full,
                }
            }
        };
        Error {
            line: Some(e.pos.line),
            column: Some(e.pos.column),
            ..Error::new(
                Code::Pgn,
                format!(
                    "PGN game {game}, line {}, column {}: {what}",
                    e.pos.line, e.pos.column
                ),
            )
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// The `chess960` option: a flag (read the FEN as Chess960) or a start
/// position's number.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Chess960 {
    /// `true` or `false`.
    Flag(bool),
    /// A start position, 0–959 (518 is the standard one).
    Number(f64),
}

/// The options of `new Game(options)`, already taken apart.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GameOptions {
    /// A start position.
    pub fen: Option<String>,
    /// `'2023'`, `'2001'` or `'1997'`.
    pub edition: Option<String>,
    /// Chess960.
    pub chess960: Option<Chess960>,
}

/// Reads an edition's name: `'2023'`, `'2001'`, `'1997'` (or `'FIDE 2023'`).
pub fn parse_edition(text: &str) -> Result<Edition, Error> {
    text.parse::<Edition>().map_err(|()| {
        Error::new(
            Code::Option,
            format!(
                "edition: {text:?} is not an edition of the Laws; use '2023', '2001' or '1997'"
            ),
        )
    })
}

/// The year of an edition, as the option names it.
pub const fn edition_year(edition: Edition) -> &'static str {
    match edition {
        Edition::Fide1997 => "1997",
        Edition::Fide2001 => "2001",
        Edition::Fide2023 => "2023",
    }
}

/// Piece letters by language: `'en'`, `'de'`, `'pt'`.
pub fn parse_letters(text: &str) -> Result<PieceLetters, Error> {
    match text {
        "en" => Ok(PieceLetters::ENGLISH),
        "de" => Ok(PieceLetters::GERMAN),
        "pt" => Ok(PieceLetters::PORTUGUESE),
        _ => Err(Error::new(
            Code::Option,
            format!("letters: {text:?} is not a language; use 'en', 'de' or 'pt'"),
        )),
    }
}

/// The spoken scheme by language: `'de'` (the FIDE scheme for visually
/// handicapped players), `'en'`, `'pt'`.
pub fn parse_scheme(text: &str) -> Result<Scheme, Error> {
    match text {
        "de" => Ok(Scheme::German),
        "en" => Ok(Scheme::English),
        "pt" => Ok(Scheme::Portuguese),
        _ => Err(Error::new(
            Code::Option,
            format!("scheme: {text:?} is not a scheme; use 'de', 'en' or 'pt'"),
        )),
    }
}

/// A colour as chess.js writes it: `'w'` or `'b'`.
pub fn parse_color(text: &str) -> Result<Color, Error> {
    match text {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => Err(Error::new(
            Code::Option,
            format!("color: {text:?} is not a colour; use 'w' or 'b'"),
        )),
    }
}

/// A draw claim's kind: `'threefold'` (Art. 9.2) or `'fifty-moves'` (Art. 9.3).
pub fn parse_claim(text: &str) -> Result<DrawClaim, Error> {
    match text {
        "threefold" => Ok(DrawClaim::Threefold),
        "fifty-moves" => Ok(DrawClaim::FiftyMoves),
        _ => Err(Error::new(
            Code::Option,
            format!("kind: {text:?} is not a claim; use 'threefold' or 'fifty-moves'"),
        )),
    }
}

/// A move as JavaScript gives it: text (SAN in any of the built-in
/// languages, long algebraic or UCI) or squares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveInput {
    /// `'Nf3'`, `'Sf3'`, `'g1f3'`, `'O-O'`, …
    Text(String),
    /// `{ from, to, promotion? }`.
    Squares {
        /// Start square, `'e2'`.
        from: String,
        /// Arrival square.
        to: String,
        /// `'q'`, `'r'`, `'b'` or `'n'`.
        promotion: Option<String>,
    },
}

/// A move as JavaScript receives it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct MoveInfo {
    /// SAN with `+` or `#`.
    pub san: String,
    /// UCI (Chess960 castling as the king taking its rook).
    pub uci: String,
    /// Start square.
    pub from: String,
    /// Arrival square (the king's, for castling).
    pub to: String,
    /// `'w'` or `'b'`.
    pub color: &'static str,
    /// The piece that moves.
    pub piece: &'static str,
    /// The piece captured.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub captured: Option<&'static str>,
    /// The piece promoted to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub promotion: Option<&'static str>,
    /// The position after the move.
    pub fen: String,
}

/// An automatic end of the game.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct OutcomeInfo {
    /// `'1-0'`, `'0-1'` or `'1/2-1/2'`.
    pub result: &'static str,
    /// `'checkmate'`, `'stalemate'`, `'dead-position'`,
    /// `'fivefold-repetition'` or `'seventy-five-moves'`.
    pub reason: &'static str,
    /// The article in the edition's own numbering (`'5.2.2'`, `'5.2 b'`, `'9.6'`).
    pub article: &'static str,
}

/// A game under one edition of the Laws, with the tags its PGN carries.
#[derive(Debug, Clone)]
pub struct Game {
    laws: LawsGame,
    tags: Vec<(String, String)>,
}

fn piece_str(role: Role) -> &'static str {
    match role {
        Role::Pawn => "p",
        Role::Knight => "n",
        Role::Bishop => "b",
        Role::Rook => "r",
        Role::Queen => "q",
        Role::King => "k",
    }
}

fn color_str(color: Color) -> &'static str {
    match color {
        Color::White => "w",
        Color::Black => "b",
    }
}

fn parse_square(text: &str, what: &str) -> Result<Square, Error> {
    text.parse::<Square>().map_err(|_| {
        Error::new(
            Code::San,
            format!("{what}: {text:?} is not a square; squares are 'a1' to 'h8'"),
        )
    })
}

/// The move number as written before a move: `12.` for White, `12...`
/// for Black.
fn move_number(pos: &Position) -> String {
    match pos.turn() {
        Color::White => format!("{}.", pos.fullmove_number()),
        Color::Black => format!("{}...", pos.fullmove_number()),
    }
}

/// A tag name as PGN writes it (PGN standard 8.1.1): letters, digits and
/// underscores, starting with a letter or digit.
fn tag_name_ok(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 255
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

impl Game {
    /// A new game: the standard start, a FEN, or a Chess960 start position.
    ///
    /// # Errors
    ///
    /// `option` for contradicting or unknown options, `fen` for a bad FEN.
    pub fn new(options: &GameOptions) -> Result<Game, Error> {
        let edition = match &options.edition {
            Some(e) => parse_edition(e)?,
            None => Edition::Fide2023,
        };
        let start = match (&options.fen, options.chess960) {
            (None, None | Some(Chess960::Flag(false))) => Position::new(),
            (Some(fen), None | Some(Chess960::Flag(false))) => {
                Position::from_fen(fen).map_err(|e| Error::fen(&e))?
            }
            (Some(fen), Some(Chess960::Flag(true))) => {
                Position::from_fen_in(fen, CastlingMode::Chess960).map_err(|e| Error::fen(&e))?
            }
            (None, Some(Chess960::Flag(true))) => {
                return Err(Error::new(
                    Code::Option,
                    "chess960: true reads the fen as a Chess960 position, but there is no fen; \
                     give a start position's number instead (0-959, 518 is the standard one)",
                ));
            }
            (None, Some(Chess960::Number(n))) => {
                if !(n.fract() == 0.0 && (0.0..960.0).contains(&n)) {
                    return Err(Error::new(
                        Code::Option,
                        format!(
                            "chess960: {n} is not a start position; they are numbered 0 to 959"
                        ),
                    ));
                }
                StartPosition::new(n as u32)
                    .map_err(|e| Error::new(Code::Option, format!("chess960: {e}")))?
                    .position()
            }
            (Some(_), Some(Chess960::Number(_))) => {
                return Err(Error::new(
                    Code::Option,
                    "chess960: give either a fen (with chess960: true) or a start position's \
                     number, not both",
                ));
            }
        };
        if start.is_chess960() && edition != Edition::Fide2023 {
            return Err(Error::new(
                Code::Option,
                format!(
                    "edition: Chess960 is part of the Laws from the 2023 edition on \
                     (Guidelines II), not of the {} edition",
                    edition_year(edition)
                ),
            ));
        }
        Ok(Game {
            laws: LawsGame::new(edition, start),
            tags: Vec::new(),
        })
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.laws.position()
    }

    /// The edition the game is played under.
    pub fn edition(&self) -> Edition {
        self.laws.edition()
    }

    /// Reads a move in the current position.
    ///
    /// # Errors
    ///
    /// `san` when unreadable or ambiguous, `illegal-move` when no legal
    /// move fits.
    pub fn resolve(&self, input: &MoveInput, letters: Option<&str>) -> Result<Move, Error> {
        let letters = letters.map(parse_letters).transpose()?;
        let pos = self.laws.position();
        let number = move_number(pos);
        match input {
            MoveInput::Squares {
                from,
                to,
                promotion,
            } => {
                let from = parse_square(from, "from")?;
                let to = parse_square(to, "to")?;
                let promotion = match promotion.as_deref() {
                    None => None,
                    Some(p) => match Role::from_char(p.chars().next().unwrap_or(' ')) {
                        Some(r @ (Role::Queen | Role::Rook | Role::Bishop | Role::Knight))
                            if p.chars().count() == 1 =>
                        {
                            Some(r)
                        }
                        _ => {
                            return Err(Error::new(
                                Code::San,
                                format!(
                                    "promotion: {p:?} is not a piece a pawn becomes; use 'q', 'r', 'b' or 'n'"
                                ),
                            ));
                        }
                    },
                };
                let uci = Uci {
                    from,
                    to,
                    promotion,
                };
                self.check_not_over(&uci.to_string())?;
                uci.to_move(pos).map_err(|_| {
                    Error::new(
                        Code::IllegalMove,
                        format!(
                            "move {number} from {from} to {to}{}: not a legal move",
                            promotion
                                .map_or(String::new(), |r| format!(" promoting to {}", r.char()))
                        ),
                    )
                })
            }
            MoveInput::Text(text) => {
                self.check_not_over(text)?;
                // UCI first, so that Chess960 castling as the king taking
                // its rook is read as UCI_Chess960 means it.
                if let Ok(uci) = text.trim().parse::<Uci>() {
                    if let Ok(m) = uci.to_move(pos) {
                        return Ok(m);
                    }
                }
                let read = match letters {
                    Some(l) => parse_move_in(pos, text, &l),
                    None => parse_move(pos, text),
                };
                read.map_err(|e| match e {
                    ParseMoveError::Illegal { .. } => Error::new(
                        Code::IllegalMove,
                        format!("move {number} {text:?}: not a legal move"),
                    ),
                    e @ ParseMoveError::Ambiguous { .. } => Error::new(
                        Code::San,
                        format!("move {number} {text:?}: {e} (say which piece, Appendix E.9)"),
                    ),
                    e @ ParseMoveError::Malformed { .. } => {
                        Error::new(Code::San, format!("move {number} {text:?}: {e}"))
                    }
                })
            }
        }
    }

    fn check_not_over(&self, text: &str) -> Result<(), Error> {
        match self.laws.ending().map(Reason::from) {
            Some(reason) => Err(Error::new(
                Code::IllegalMove,
                format!(
                    "move {} {text:?}: the game has ended ({}, Art. {})",
                    move_number(self.laws.position()),
                    reason.describe(),
                    self.article(reason)
                ),
            )),
            None => Ok(()),
        }
    }

    fn article(&self, reason: Reason) -> &'static str {
        reason.article(self.laws.edition()).map_or("", |a| a.number)
    }

    /// Describes `m` played in `before`, with `after` the position after it.
    fn info(before: &Position, m: &Move, after: &Position) -> MoveInfo {
        MoveInfo {
            san: before.san(m).to_string(),
            uci: Uci::from_move_in(m, before.castling_mode()).to_string(),
            from: m.from().to_string(),
            to: m.to().to_string(),
            color: color_str(before.turn()),
            piece: piece_str(m.role()),
            captured: m.capture().map(piece_str),
            promotion: m.promotion().map(piece_str),
            fen: after.to_fen(),
        }
    }

    /// Plays a move.
    ///
    /// # Errors
    ///
    /// As [`Game::resolve`].
    pub fn play(&mut self, input: &MoveInput, letters: Option<&str>) -> Result<MoveInfo, Error> {
        let m = self.resolve(input, letters)?;
        let before = self.laws.position().clone();
        self.laws
            .play(&m)
            .map_err(|e| Error::new(Code::IllegalMove, e.to_string()))?;
        Ok(Game::info(&before, &m, self.laws.position()))
    }

    /// Takes the last move back.
    pub fn undo(&mut self) -> Option<MoveInfo> {
        let after = self.laws.position().clone();
        let ply = self.laws.undo()?;
        Some(Game::info(&ply.before, &ply.mv, &after))
    }

    /// The legal moves (of the piece on `square`), none once the game has
    /// ended.
    ///
    /// # Errors
    ///
    /// `option` for a square that is none.
    pub fn legal_moves(&self, square: Option<&str>) -> Result<Vec<Move>, Error> {
        let square = square.map(|s| parse_square(s, "square")).transpose();
        let square = square.map_err(|e| Error::new(Code::Option, e.message))?;
        if self.laws.ending().is_some() {
            return Ok(Vec::new());
        }
        let pos = self.laws.position();
        Ok(match square {
            Some(sq) => pos.legal_moves_from(sq),
            None => pos.legal_moves(),
        })
    }

    /// The SAN of each legal move.
    ///
    /// # Errors
    ///
    /// As [`Game::legal_moves`].
    pub fn moves_san(&self, square: Option<&str>) -> Result<Vec<String>, Error> {
        let pos = self.laws.position();
        Ok(self
            .legal_moves(square)?
            .iter()
            .map(|m| pos.san(m).to_string())
            .collect())
    }

    /// Each legal move described.
    ///
    /// # Errors
    ///
    /// As [`Game::legal_moves`].
    pub fn moves_verbose(&self, square: Option<&str>) -> Result<Vec<MoveInfo>, Error> {
        let pos = self.laws.position();
        Ok(self
            .legal_moves(square)?
            .iter()
            .map(|m| {
                let mut after = pos.clone();
                after.play_unchecked(m);
                Game::info(pos, m, &after)
            })
            .collect())
    }

    /// The FEN (X-FEN in Chess960).
    pub fn fen(&self) -> String {
        self.laws.position().to_fen()
    }

    /// `'w'` or `'b'`.
    pub fn turn(&self) -> &'static str {
        color_str(self.laws.position().turn())
    }

    /// The SAN of every move played.
    pub fn history(&self) -> Vec<String> {
        self.laws.sans().iter().map(ToString::to_string).collect()
    }

    /// The automatic end of the game, if it has come.
    pub fn outcome(&self) -> Option<OutcomeInfo> {
        let ending = self.laws.ending()?;
        let result = self.laws.result()?;
        Some(OutcomeInfo {
            result: result.pgn(),
            reason: match ending {
                Ending::Checkmate => "checkmate",
                Ending::Stalemate => "stalemate",
                Ending::DeadPosition => "dead-position",
                Ending::FivefoldRepetition => "fivefold-repetition",
                Ending::SeventyFiveMoves => "seventy-five-moves",
            },
            article: self.article(ending.into()),
        })
    }

    /// Art. 5.2.2: neither side can checkmate by any series of legal
    /// moves, decided as the app decides it after every move (a position
    /// the quick search cannot settle is not called dead).
    pub fn is_dead_position(&self) -> bool {
        self.laws.position().is_dead()
    }

    /// Art. 6.9: whether `color` can checkmate by any series of legal moves.
    ///
    /// # Errors
    ///
    /// `option` for a colour that is none.
    pub fn can_checkmate(&self, color: &str) -> Result<bool, Error> {
        Ok(self.laws.position().can_checkmate(parse_color(color)?))
    }

    /// Art. 9.2, 9.3: whether a claim of `kind` is correct now, or with
    /// `intended` written down first (2023 Art. 9.2.1.1, 9.3.1).
    ///
    /// # Errors
    ///
    /// `option` for an unknown kind; the move's errors for `intended`.
    pub fn can_claim_draw(&self, kind: &str, intended: Option<&MoveInput>) -> Result<bool, Error> {
        let kind = parse_claim(kind)?;
        if self.laws.ending().is_some() {
            return Ok(false);
        }
        let intended = intended.map(|m| self.resolve(m, None)).transpose()?;
        Ok(self.laws.claim_is_correct(kind, intended.as_ref()))
    }

    /// `move` in SAN with `letters`' piece letters.
    ///
    /// # Errors
    ///
    /// The move's errors; `option` for unknown letters.
    pub fn san_in(&self, input: &MoveInput, letters: &str) -> Result<String, Error> {
        let notation = Notation::PGN.letters(parse_letters(letters)?);
        let m = self.resolve(input, None)?;
        Ok(self.laws.position().write_move(&m, &notation))
    }

    /// `move` spoken in `scheme`.
    ///
    /// # Errors
    ///
    /// The move's errors; `option` for an unknown scheme.
    pub fn say(&self, input: &MoveInput, scheme: &str) -> Result<String, Error> {
        let settings = Settings::new(parse_scheme(scheme)?);
        let m = self.resolve(input, None)?;
        Ok(announce_move(self.laws.position(), &m, &settings).text)
    }

    /// The tags, in order.
    pub fn header(&self) -> &[(String, String)] {
        &self.tags
    }

    /// Sets a tag.
    ///
    /// # Errors
    ///
    /// `option` for a name PGN cannot write, or for the tags the game
    /// writes from its start position and edition.
    pub fn set_header(&mut self, name: &str, value: &str) -> Result<(), Error> {
        if !tag_name_ok(name) {
            return Err(Error::new(
                Code::Option,
                format!(
                    "setHeader: {name:?} is not a tag name; PGN tag names are letters, digits and '_'"
                ),
            ));
        }
        if WRITTEN_TAGS.contains(&name) {
            return Err(Error::new(
                Code::Option,
                format!(
                    "setHeader: the {name} tag is written from the game's start position and edition; start a new Game with the options instead"
                ),
            ));
        }
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
        Ok(())
    }

    /// The game in PGN export format: the seven-tag roster, the start
    /// position, the edition (`Laws`), the other tags, the moves.
    pub fn pgn(&self) -> String {
        self.laws.pgn(&self.tags)
    }

    /// Reads the first game of a PGN text.
    ///
    /// # Errors
    ///
    /// `pgn` with line and column; `option` for a bad edition.
    pub fn from_pgn(text: &str, edition: Option<&str>) -> Result<Game, Error> {
        let edition = edition.map(parse_edition).transpose()?;
        match read_games(text).into_iter().next() {
            Some(Ok(g)) => Game::from_pgn_game(&g, 1, edition),
            Some(Err(e)) => Err(Error::pgn(1, &e, None)),
            None => Err(Error {
                line: Some(1),
                column: Some(1),
                ..Error::new(Code::Pgn, "PGN: the text holds no game")
            }),
        }
    }

    /// Reads every game of a PGN text, stopping at the first error, which
    /// comes with the games read before it.
    pub fn read_all(text: &str) -> Result<Vec<Game>, (Error, Vec<Game>)> {
        let mut games = Vec::new();
        for (i, g) in read_games(text).into_iter().enumerate() {
            let game = match g {
                Ok(g) => Game::from_pgn_game(&g, i + 1, None),
                Err(e) => Err(Error::pgn(i + 1, &e, None)),
            };
            match game {
                Ok(game) => games.push(game),
                Err(e) => return Err((e, games)),
            }
        }
        Ok(games)
    }

    fn from_pgn_game(pgn: &PgnGame, index: usize, edition: Option<Edition>) -> Result<Game, Error> {
        let err = |kind: PgnErrorKind| Error::pgn(index, &PgnError { pos: pgn.pos, kind }, None);
        let variant = pgn.variant();
        if !variant.is_supported() {
            let name = pgn
                .tags
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case("Variant"))
                .map_or(String::new(), |(_, v)| v.clone());
            return Err(err(PgnErrorKind::UnsupportedVariant { name, variant }));
        }
        let chess960 = variant == Variant::Chess960;
        // The `Laws` tag, else the caller's edition, else the arbiter's one
        // rule for PGN files: the edition in force on the game's `Date`.
        let mut edition = pgn.laws_tag().or(edition).unwrap_or_else(|| pgn.edition());
        if chess960 {
            // Chess960 is in the Laws from 2023 on (Guidelines II).
            edition = Edition::Fide2023;
        }
        let mode = if chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        let start = match pgn.tag("FEN") {
            Some(fen) => {
                Position::from_fen_in(fen, mode).map_err(|e| err(PgnErrorKind::BadFen(e)))?
            }
            None if chess960 => StartPosition::STANDARD.position(),
            None => Position::new(),
        };
        let tags = pgn
            .tags
            .iter()
            .filter(|(n, _)| {
                !WRITTEN_TAGS.contains(&n.as_str()) && !n.eq_ignore_ascii_case("Variant")
            })
            .filter(|(n, _)| tag_name_ok(n))
            .cloned()
            .collect();
        let sans: Vec<&str> = pgn.moves.iter().map(|m| m.san.as_str()).collect();
        match LawsGame::replay(edition, start, &sans) {
            Ok(laws) => Ok(Game { laws, tags }),
            Err(e) => {
                let number = e.number();
                let reason = match e.reason {
                    ReplayRefusal::Move(e) => BadMoveReason::Move(e),
                    ReplayRefusal::AfterTheEnd => BadMoveReason::AfterTheEnd,
                };
                let (pos, text) = pgn
                    .moves
                    .get(e.index)
                    .map_or((pgn.pos, String::new()), |m| (m.pos, m.san.clone()));
                Err(Error::pgn(
                    index,
                    &PgnError {
                        pos,
                        kind: PgnErrorKind::BadMove { text, reason },
                    },
                    Some(number),
                ))
            }
        }
    }
}

/// Leaf nodes of the move tree to `depth` from `fen`.
///
/// # Errors
///
/// `fen` for a bad FEN, `option` for a depth that is not 0–10.
pub fn perft(fen: &str, depth: f64) -> Result<f64, Error> {
    if !(depth.fract() == 0.0 && (0.0..=10.0).contains(&depth)) {
        return Err(Error::new(
            Code::Option,
            format!("depth: {depth} is not a whole number from 0 to 10"),
        ));
    }
    // A Chess960 position's castling field is read as such.
    let pos = match Position::from_fen(fen) {
        Ok(p) => p,
        Err(e) => Position::from_fen_in(fen, CastlingMode::Chess960).map_err(|_| Error::fen(&e))?,
    };
    Ok(pos.perft(depth as u32) as f64)
}
