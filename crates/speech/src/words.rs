//! The word tables every scheme fills in ([`Lexicon`]); which table a
//! scheme speaks is `lexicons`' to say, so that the schemes' own modules,
//! which fill this table in, are not imported back from here.

use rochade_laws::{Color, File, Piece, Rank, Role, Square};

/// Grammatical gender of a counted noun ("eine Stunde", "uma hora",
/// "um minuto").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Gender {
    Masculine,
    Feminine,
}

/// A unit of time with its words.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Unit {
    pub one: &'static str,
    pub many: &'static str,
    pub gender: Gender,
}

/// All words of one scheme. Piece tables are indexed by
/// [`Role::index`]: pawn, knight, bishop, rook, queen, king.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Lexicon {
    /// Names of the files a … h.
    pub files: [&'static str; 8],
    /// Names of the ranks 1 … 8.
    pub ranks: [&'static str; 8],
    /// Between file and rank in a square name: `" "` ("Eva vier") or `""`
    /// ("e4").
    pub square_sep: &'static str,
    /// Piece names as said in a move.
    pub roles: [&'static str; 6],
    /// Piece names in the plural, as a player asks for several pieces
    /// ("Figuren schwarz Türme"); only read, never announced.
    pub plurals: [&'static str; 6],
    /// The capture word ("schlägt").
    pub takes: &'static str,
    /// Short and long castling.
    pub castle_short: &'static str,
    pub castle_long: &'static str,
    /// Appended after a comma.
    pub check: &'static str,
    pub checkmate: &'static str,
    /// Appended after an en passant capture.
    pub en_passant: &'static str,
    /// Before the promotion piece ("wird Dame").
    pub promotes: &'static str,
    /// White and Black as sides ("Weiß", "Brancas").
    pub sides: [&'static str; 2],
    /// A piece with its colour ("weißer Bauer"), `[color][role]`.
    pub colored: [[&'static str; 6]; 2],
    /// An empty square, and a run of empty squares.
    pub empty: &'static str,
    pub empty_many: &'static str,
    /// "bis" in "Bella vier bis Hector vier".
    pub range_to: &'static str,
    /// "keine" in a piece list without pieces.
    pub none: &'static str,
    /// "Reihe" and "Linie".
    pub rank_word: &'static str,
    pub file_word: &'static str,
    /// "Weiß am Zug".
    pub to_move: [&'static str; 2],
    /// "Letzter Zug" and the text before the first move.
    pub last_move: &'static str,
    pub no_move_yet: &'static str,
    /// "Gespielte Züge".
    pub moves_completed: &'static str,
    /// Hours, minutes, seconds.
    pub units: [Unit; 3],
    /// Number words.
    pub number: fn(u32, Gender) -> String,
    /// "Weiß gewinnt", "Schwarz gewinnt", "Remis".
    pub wins: [&'static str; 2],
    pub draw: &'static str,
    /// The game is still going on.
    pub in_progress: &'static str,
    /// Reasons, indexed by [`crate::ResultReason::index`].
    pub reasons: [&'static str; 8],
    /// "Weiß bietet Remis an".
    pub draw_offer: [&'static str; 2],
    /// No draw offer is pending.
    pub no_draw_offer: &'static str,
    /// The help text.
    pub help: &'static str,
}

impl Lexicon {
    pub fn file(&self, file: File) -> &'static str {
        self.files[file.index()]
    }

    pub fn rank(&self, rank: Rank) -> &'static str {
        self.ranks[rank.index()]
    }

    pub fn square(&self, sq: Square) -> String {
        let mut s = String::from(self.file(sq.file()));
        s.push_str(self.square_sep);
        s.push_str(self.rank(sq.rank()));
        s
    }

    pub fn role(&self, role: Role) -> &'static str {
        self.roles[role.index()]
    }

    pub fn plural(&self, role: Role) -> &'static str {
        self.plurals[role.index()]
    }

    pub fn side(&self, color: Color) -> &'static str {
        self.sides[color.index()]
    }

    pub fn piece(&self, piece: Piece) -> &'static str {
        self.colored[piece.color.index()][piece.role.index()]
    }
}
