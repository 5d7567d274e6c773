/**
 * Rochade's rules core: the FIDE Laws of Chess (editions 2023, 2001 and
 * 1997) compiled to WebAssembly. The module instantiates itself on import.
 *
 * Conventions as in chess.js: squares `'e4'`, colours `'w'`/`'b'`, pieces
 * `'p' 'n' 'b' 'r' 'q' 'k'`.
 *
 * Every failure throws an {@link RochadeError}: an `Error` with a stable
 * `code` and a message that says what is wrong and where.
 *
 * @packageDocumentation
 */

/** A colour: white or black. */
export type Color = 'w' | 'b';

/** A piece: pawn, knight, bishop, rook, queen, king. */
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';

/** A square, `'a1'` to `'h8'`. */
export type Square = string;

/** An edition of the Laws of Chess. The default is `'2023'`. */
export type Edition = '2023' | '2001' | '1997';

/** Piece letters of a language: English `K Q R B N`, German `K D T L S`, Portuguese `R D T B C`. */
export type Letters = 'en' | 'de' | 'pt';

/**
 * A move as {@link Game.move} takes it: SAN in English or German letters
 * (`'Nf3'`, `'Sf3'`, `'O-O'`, `'exd8=Q+'`; the check mark is optional),
 * UCI (`'g1f3'`; in Chess960 castling is the king taking its own rook,
 * `'f1g1'`), or the squares.
 */
export type MoveInput = string | { from: Square; to: Square; promotion?: 'q' | 'r' | 'b' | 'n' };

/** A move played or playable. */
export interface Move {
  /** SAN (PGN style, English letters) with `+` or `#`. */
  san: string;
  /**
   * UCI: standard castling is the king's two-square step (`'e1g1'`),
   * Chess960 castling the king taking its own rook (`'f1g1'`), as
   * UCI_Chess960 writes it.
   */
  uci: string;
  /** The start square (the king's, for castling). */
  from: Square;
  /** The arrival square (the king's, for castling). */
  to: Square;
  /** Who moves. */
  color: Color;
  /** The piece that moves (`'k'` for castling). */
  piece: PieceSymbol;
  /** The piece captured (`'p'` for en passant). */
  captured?: PieceSymbol;
  /** The piece the pawn becomes. */
  promotion?: PieceSymbol;
  /** The position after the move, in FEN (X-FEN in Chess960). */
  fen: string;
}

/** How a game ended by itself. */
export interface Outcome {
  /** The score. */
  result: '1-0' | '0-1' | '1/2-1/2';
  /**
   * Why: checkmate (2023 Art. 5.1.1), stalemate (5.2.1), a dead position
   * (5.2.2), fivefold repetition (9.6.1) or 75 moves without a capture or
   * pawn move (9.6.2). The last two end the game only under the 2023 Laws.
   */
  reason: 'checkmate' | 'stalemate' | 'dead-position' | 'fivefold-repetition' | 'seventy-five-moves';
  /**
   * The article in the edition's own numbering: a dead position is
   * `'5.2.2'` in 2023, `'5.2 b'` in 2001 and `'9.6'` in 1997.
   */
  article: string;
}

/** Options of {@link Game}'s constructor. */
export interface GameOptions {
  /** The start position in FEN. Default: the standard start (Art. 2.3). */
  fen?: string;
  /** The edition of the Laws. Default `'2023'`. Chess960 needs `'2023'`. */
  edition?: Edition;
  /**
   * Chess960 (2023 Guidelines II): a number 0–959 starts from that
   * position (518 is the standard one); `true` reads `fen` as a Chess960
   * position, in X-FEN or Shredder-FEN.
   */
  chess960?: boolean | number;
}

/**
 * The error every failure throws.
 *
 * - `'fen'`: not a position; `field` names the FEN field.
 * - `'san'`: a move text that cannot be read, or that fits several moves.
 * - `'illegal-move'`: no legal move fits, or the game has already ended.
 * - `'pgn'`: anything wrong in PGN, an illegal move included; `line` and `column` say where.
 * - `'option'`: an option or argument of the wrong kind or value.
 */
export interface RochadeError extends Error {
  code: 'fen' | 'san' | 'illegal-move' | 'pgn' | 'option';
  /** The FEN field of a `'fen'` error, such as `'castling'`. */
  field?: string;
  /** The line (from 1) of a `'pgn'` error. */
  line?: number;
  /** The column (from 1, in characters) of a `'pgn'` error. */
  column?: number;
  /** On an error of {@link readPgn}: the games read before it. */
  games?: Game[];
}

/** A game of chess under the FIDE Laws. */
export class Game {
  /**
   * A new game from the standard position, a FEN, or a Chess960 start.
   * @throws {RochadeError} `'fen'` or `'option'`.
   */
  constructor(options?: GameOptions);

  /**
   * Reads the first game of a PGN text, keeping its tags and its `Variant`
   * (Chess960). The `Laws` tag gives the edition, else `options.edition`,
   * else the game's `Date`: 2023 from 2014-07-01 (fivefold repetition and
   * 75 moves end games by themselves since the 2014 Laws) and when the date
   * or its year is missing, 2001 from 2001-07-01, 1997 before; a known year
   * with an unknown month or day counts as 1 July. The game ends where its
   * edition ends it; a move after that end is a `'pgn'` error.
   * @throws {RochadeError} `'pgn'` for every failure, an illegal move included.
   */
  static fromPgn(pgn: string, options?: { edition?: Edition }): Game;

  /**
   * Plays a move and returns it. Portuguese letters (where R is the king)
   * need `{ letters: 'pt' }`.
   * @throws {RochadeError} `'san'` (unreadable or ambiguous), `'illegal-move'` (illegal, or the game has ended).
   */
  move(move: MoveInput, options?: { letters?: Letters }): Move;

  /** The legal moves in SAN (none once the game has ended). */
  moves(options?: { verbose?: false; square?: Square }): string[];
  /** The legal moves as objects. */
  moves(options: { verbose: true; square?: Square }): Move[];

  /** The position in FEN (X-FEN in Chess960). */
  fen(): string;
  /** The side to move. */
  turn(): Color;
  /** Whether the side to move is in check (Art. 3.9). */
  inCheck(): boolean;
  /** Whether the side to move is checkmated (Art. 5.1.1). */
  isCheckmate(): boolean;
  /** Whether the side to move is stalemated (Art. 5.2.1). */
  isStalemate(): boolean;
  /** The SAN of every move played. */
  history(): string[];
  /** Takes the last move back and returns it, or `null` at the start. */
  undo(): Move | null;

  /**
   * `null` while the game goes on, else how it ended by itself. Draws a
   * player must claim (Art. 9.2, 9.3) are not outcomes: see {@link canClaimDraw}.
   */
  outcome(): Outcome | null;

  /**
   * Art. 5.2.2: whether neither player can checkmate by any series of
   * legal moves, decided as the Rochade app decides it after every move.
   * It never calls a winnable position dead; a position its search cannot
   * settle within its budget is not called dead.
   */
  isDeadPosition(): boolean;

  /**
   * Art. 6.9: whether `color` can checkmate by any series of legal moves,
   * the result when the opponent's flag falls (a draw if not).
   */
  canCheckmate(color: Color): boolean;

  /**
   * Whether a draw claim is correct: threefold repetition (Art. 9.2) or
   * the fifty-move rule (Art. 9.3). With `move`, the claim made by writing
   * down a move that brings the position about (2023 Art. 9.2.1.1, 9.3.1).
   */
  canClaimDraw(kind: 'threefold' | 'fifty-moves', move?: MoveInput): boolean;

  /** The game in PGN: the seven-tag roster, the start position, the edition (`Laws`), other tags, the moves. */
  pgn(): string;
  /** The tags, keyed by name. */
  header(): Record<string, string>;
  /**
   * Sets a tag. `SetUp`, `FEN`, `Variant` and `Laws` come from the game itself.
   * @throws {RochadeError} `'option'`.
   */
  setHeader(name: string, value: string): void;

  /** A legal move in SAN with another language's letters (`'Sf3'`, `'Cf3'`). */
  san(move: MoveInput, options?: { letters?: Letters }): string;

  /**
   * A legal move as spoken in the FIDE scheme for visually handicapped
   * players (`'de'`, the default: "Springer Felix drei"), or in English or
   * Portuguese words.
   */
  say(move: MoveInput, options?: { scheme?: 'de' | 'en' | 'pt' }): string;

  /** Frees the game's memory now instead of when it is garbage-collected. */
  free(): void;
}

/**
 * Every game of a PGN text, each under its `Laws` tag or, without one, the
 * edition of its `Date` (as {@link Game.fromPgn}). Stops at the first
 * error, which it throws with the games read before it as `games`.
 * @throws {RochadeError} `'pgn'`.
 */
export function readPgn(pgn: string): Game[];

/**
 * The number of leaf nodes of the move tree to `depth` plies from `fen`
 * (a Chess960 castling field is read as such).
 * @throws {RochadeError} `'fen'` or `'option'`.
 */
export function perft(fen: string, depth: number): number;
